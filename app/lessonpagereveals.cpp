// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// What waits for what on a page: the gates of the lesson's RevealPlan, the controls locked until
// a prediction is committed, the takeaways held back until the explain-it-back.
#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/outlinestyle.h"
#include "app/revealgate.h"

#include "app/blocks/controls.h"
#include "app/blocks/explainblock.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/questionblock.h"
#include "app/blocks/textblocks.h"
#include "app/measureditem.h"
#include "lessons/edithistory.h"
#include "lessons/revealplan.h"
#include "lessons/syntax.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <utility>

namespace app {

namespace {
// Prose with a single line of text (comments aside), a heading.
bool headingOnly(const lessons::Block& block) {
    if (!block.specAs<lessons::ProseSpec>() || !block.opensSection())
        return false;
    int lines = 0;
    bool inComment = false;
    for (const QString& raw : block.source.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (inComment || line.startsWith(QLatin1String("<!--"))) {
            inComment = !line.contains(QLatin1String("-->"));
            continue;
        }
        lines += line.isEmpty() ? 0 : 1;
    }
    return lines == 1;
}

// The level of the heading a section-opening prose block starts with (1 for "#"), 0 otherwise.
int sectionLevel(const lessons::Block& block) {
    if (!block.opensSection())
        return 0;
    for (const QString& line :
         lessons::syntax::withoutHtmlComments(block.source).split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            return lessons::syntax::headingLevel(line);
    }
    return 0;
}
} // namespace

QList<QWidget*> LessonPage::emptyHeadings() const {
    QList<QWidget*> empty;
    for (int i = 0; i < lesson_.blocks.size(); ++i) {
        QWidget* heading = widgetOf_.value(&lesson_.blocks.at(i));
        if (!heading || !heading->isVisibleTo(column_) || !headingOnly(lesson_.blocks.at(i)))
            continue;
        // Its section runs to the next heading of its level or above: the lesson's title
        // ("#") holds the "##" sections under it, and was left off paper as empty.
        const int level = sectionLevel(lesson_.blocks.at(i));
        bool shown = false;
        for (int j = i + 1; j < lesson_.blocks.size(); ++j) {
            const int below = sectionLevel(lesson_.blocks.at(j));
            if (below > 0 && below <= level)
                break;
            // The next lesson's card is no content of the section it ends: "Takeaways" printed
            // above it alone while the takeaways waited.
            const QWidget* widget = widgetOf_.value(&lesson_.blocks.at(j));
            if (qobject_cast<const NextLessonBlock*>(widget))
                continue;
            shown = shown || (widget && widget->isVisibleTo(column_));
        }
        if (!shown)
            empty.append(heading);
    }
    return empty;
}

namespace {
// Tinted in the highlight's colour with a bar down its left edge in the focus ring's: a pointer
// to the question below it, not a part of the lesson's text.
class HoldNote : public QLabel {
public:
    using QLabel::QLabel;
    static constexpr int kBar = 4; // the bar's width

protected:
    void paintEvent(QPaintEvent* event) override {
        {
            QPainter painter(this);
            QColor tint = palette().color(QPalette::Highlight);
            tint.setAlphaF(0.14);
            painter.fillRect(rect(), tint);
            painter.fillRect(QRect(0, 0, kBar, height()), OutlineStyle::focusColor(palette()));
        }
        QLabel::paintEvent(event);
    }
};
} // namespace

QLabel* LessonPage::holdNote() const {
    return qobject_cast<QLabel*>(holdNote_.data());
}

void LessonPage::pointOutHold(QuestionBlock* question, const QString& section) {
    delete holdNote_;
    if (!question || question->isAnswered() || !question->parentWidget())
        return;
    QWidget* parent = question->parentWidget();
    auto* box = qobject_cast<QBoxLayout*>(layoutHolding(parent->layout(), question));
    if (!box)
        return;
    auto* note = new HoldNote(parent);
    note->setObjectName(QStringLiteral("holdNote"));
    note->setTextFormat(Qt::PlainText); // the section's title is the author's
    note->setWordWrap(true);
    note->setContentsMargins(HoldNote::kBar + 8, 6, 8, 6);
    const QString text = question->isPrediction()
                             ? tr("Answer this prediction to open “%1”.").arg(section)
                             : tr("Answer this question to open “%1”.").arg(section);
    note->setText(text);
    note->setAccessibleName(text);
    keepOffPaper(note);
    keepToMeasure(note);
    insertIntoColumn(box, box->indexOf(question), note);
    note->show();
    holdNote_ = note;
    connect(question, &QuestionBlock::answeredChanged, note, &QObject::deleteLater);
    // Read out by a screen reader as it appears (Qt 6.4 has no announcement event).
    QAccessibleEvent alert(note, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
}

namespace {
// Nothing shows under `gate` in its walkthrough step: what follows it there waits too.
bool endsItsStep(const QWidget* gate) {
    const QLayout* box = gate->parentWidget() ? gate->parentWidget()->layout() : nullptr;
    if (!box)
        return false;
    for (int i = box->indexOf(gate) + 1; i > 0 && i < box->count(); ++i) {
        const QWidget* next = box->itemAt(i)->widget();
        if (next && !next->isHidden())
            return false;
    }
    return box->indexOf(gate) >= 0;
}
} // namespace

// Applies the lesson's RevealPlan (lessons/revealplan.h) to the built widgets.
void LessonPage::connectReveals() {
    if (std::exchange(revealsConnected_, true))
        return;
    // The gates in walkthrough steps, by the question they wait for, with what they name it: a
    // hold's box right under the walkthrough may be spoken for by one (RevealGate::speakFor).
    struct StepGate {
        RevealGate* gate;
        WalkthroughBlock* walk;
        int step;
        QString need;
    };
    QHash<const lessons::Block*, QList<StepGate>> stepGates;
    for (const lessons::RevealPlan::Reveal& reveal : std::as_const(plan_.reveals)) {
        auto* question = qobject_cast<QuestionBlock*>(widgetOf_.value(reveal.question));
        QWidget* widget = widgetOf_.value(reveal.target);
        if (!question || !widget || !widget->parentWidget())
            continue;
        QWidget* parent = widget->parentWidget();
        QLayout* holder = layoutHolding(parent->layout(), widget);
        auto* box = qobject_cast<QBoxLayout*>(holder);
        auto* grid = qobject_cast<QGridLayout*>(holder);
        if (!box && !grid)
            continue;
        const int index = holder->indexOf(widget);
        int row = 0, column = 0, rowSpan = 1, columnSpan = 1;
        if (grid)
            grid->getItemPosition(index, &row, &column, &rowSpan, &columnSpan);
        // A guarding question need not be a prediction (lesson 5's traps are questions). The
        // gate names where the question is when that is not just above it: lesson 5's "Watch
        // it happen" waits for a prediction in step 2 of the walkthrough, which the student may
        // not have turned to yet.
        const QString need = questionToAnswer(question, reveal.question, reveal.target, widget);
        // Named by its section: "this part of the lesson" right above the next section's open
        // heading read as that section waiting, which it was not (sp32 #7, lesson 2's lab).
        const QString section = sectionAt(topLevelIndex(reveal.target));
        QString wait =
            section.isEmpty()
                ? tr("Answer %1 first; this part of the lesson appears once you have.").arg(need)
                : tr("Answer %1 first; more of “%2” appears once you have.").arg(need, section);
        // Inside a walkthrough, the step it waits in: "more of “The answer in five steps”" named
        // the whole walkthrough's section around one step's gate (note33).
        WalkthroughBlock* walk = nullptr;
        for (QWidget* w = parent; w && !walk; w = w->parentWidget())
            walk = qobject_cast<WalkthroughBlock*>(w);
        if (const int step = walk ? walk->stepHolding(widget) : -1; step >= 0)
            wait = tr("Answer %1 first; the rest of step %2, “%3”, appears once you have.")
                       .arg(need)
                       .arg(step + 1)
                       .arg(walk->stepTitle(step));
        auto* gate = new RevealGate(widget, parent, wait, {}, need);
        if (const int step = walk ? walk->stepHolding(widget) : -1; step >= 0)
            stepGates[reveal.question].append({gate, walk, step, need});
        QWidget* before = box && index > 0 ? box->itemAt(index - 1)->widget() : nullptr;
        if (box)
            insertIntoColumn(box, index, gate);
        if (auto* above = dynamic_cast<RevealGate*>(before))
            above->joinBelow(gate);
        if (!box)
            grid->addWidget(gate, row, column, rowSpan, columnSpan);
        const int blockIndex = int(blockWidgets_.indexOf(widget));
        if (blockIndex >= 0)
            blockWidgets_[blockIndex] = gate;
        for (const lessons::Block* follower : reveal.followers) {
            if (QWidget* next = widgetOf_.value(follower))
                gate->adopt(next);
        }
        gate->setOpen(question->isAnswered());
        connect(question, &QuestionBlock::answeredChanged, gate,
                [gate, question] { gate->setOpen(question->isAnswered()); });
        for (const lessons::Block* control : reveal.lockedControls) {
            if (QWidget* widget = widgetOf_.value(control))
                lockUntilAnswered(widget, question);
        }
    }
    gateTakeawaysAfterExplain();
    // The plan's holds: a placeholder under each holding question, the held blocks hidden in their
    // places until every question holding them is answered. Made here rather than as members: the
    // state is the page's, but its header is included by most of app/.
    {
        struct Holds {
            QList<RevealGate*> gates; // one per plan_.holds entry, null where none could be placed
        };
        auto holds = std::make_shared<Holds>();
        const auto refresh = [this, holds] {
            const auto answered = [this](const lessons::Block* question) {
                const auto* widget = qobject_cast<const QuestionBlock*>(widgetOf_.value(question));
                return widget && widget->isAnswered();
            };
            // Holds nest (a later question may hold to the end too): a block shows once every
            // question holding it is answered.
            const auto free = [&](int blockIndex) {
                const QList<const lessons::Block*> holders =
                    lessons::holdersOf(plan_.holds, blockIndex);
                return std::all_of(holders.begin(), holders.end(), answered);
            };
            for (int i = 0; i < lesson_.blocks.size(); ++i) {
                QWidget* widget = blockWidgets_.value(i);
                // A follower of a reveal stands inside its gate, which shows it.
                if (!widget || widget->parentWidget() != column_ ||
                    !plan_.held.contains(&lesson_.blocks.at(i)))
                    continue;
                widget->setVisible(free(i));
            }
            for (int h = 0; h < holds->gates.size(); ++h) {
                if (RevealGate* gate = holds->gates.at(h)) {
                    const lessons::RevealPlan::Hold& hold = plan_.holds.at(h);
                    // Open, it has nothing to show: gone, not an empty nameless band.
                    gate->setOpen(answered(hold.question));
                    gate->setVisible(free(hold.first - 1) && !gate->isOpen());
                }
            }
        };
        auto* layout = static_cast<QVBoxLayout*>(column_->layout());
        const QList<lessons::Section> sections = lesson_.sections(); // once: it reads all prose
        for (const lessons::RevealPlan::Hold& hold : std::as_const(plan_.holds)) {
            auto* question = qobject_cast<QuestionBlock*>(widgetOf_.value(hold.question));
            QWidget* above = blockWidgets_.value(hold.first - 1); // the question or its group
            const int at = above ? layout->indexOf(above) : -1;
            if (!question || at < 0) {
                holds->gates.append(nullptr);
                // No placeholder (the question stands in a reveal's gate): what it holds still
                // shows once it is answered.
                if (question)
                    connect(question, &QuestionBlock::answeredChanged, this, refresh);
                continue;
            }
            // Named by its walkthrough step when it sits in one (lesson 5's last step holds what
            // follows the walkthrough): "the prediction above" would point at another step.
            const QString need =
                questionToAnswer(question, hold.question, &lesson_.blocks.at(hold.first),
                                 blockWidgets_.value(hold.first));
            QString heading;
            for (const lessons::Section& section : sections) {
                if (section.blockIndex == hold.end)
                    heading = markdownToPlainText(section.title);
            }
            const QString wait =
                heading.isEmpty()
                    ? tr("Answer %1 first; the rest of the lesson appears once you have.").arg(need)
                    : tr("Answer %1 first; the lesson up to “%2” appears once you have.")
                          .arg(need, heading);
            auto* gate = new RevealGate(nullptr, column_, wait, {}, need);
            insertIntoColumn(layout, at + 1, gate);
            holds->gates.append(gate);
            connect(question, &QuestionBlock::answeredChanged, gate, refresh);
            // The question's own gate at the end of the walkthrough step above says both in one
            // box: lesson 5's last step showed "Answer the prediction above first" over "Answer
            // the prediction in step 5 first", one under the other (sp35).
            for (const StepGate& inner : stepGates.value(hold.question)) {
                if (inner.walk != above || !endsItsStep(inner.gate))
                    continue;
                const QString joint =
                    heading.isEmpty()
                        ? tr("Answer %1 first; the rest of step %2, “%3”, and the rest of the "
                             "lesson appear once you have.")
                              .arg(inner.need)
                              .arg(inner.step + 1)
                              .arg(inner.walk->stepTitle(inner.step))
                        : tr("Answer %1 first; the rest of step %2, “%3”, and the lesson up to "
                             "“%4” appear once you have.")
                              .arg(inner.need)
                              .arg(inner.step + 1)
                              .arg(inner.walk->stepTitle(inner.step), heading);
                // On another step: "Next step →" is what the student can do now; the box
                // names the step the rest waits for, not the question there.
                const QString elsewhere =
                    heading.isEmpty()
                        ? tr("Go on with “Next step →”; the rest of the lesson appears once you "
                             "have answered the question in step %1, “%2”.")
                              .arg(inner.step + 1)
                              .arg(inner.walk->stepTitle(inner.step))
                        : tr("Go on with “Next step →”; the lesson up to “%1” appears once you "
                             "have answered the question in step %2, “%3”.")
                              .arg(heading)
                              .arg(inner.step + 1)
                              .arg(inner.walk->stepTitle(inner.step));
                WalkthroughBlock* walk = inner.walk;
                inner.gate->speakFor(gate, joint, elsewhere,
                                     [walk] { return !walk->heldLabel()->isHidden(); });
                const auto refreshBoth = [gate, innerGate = inner.gate] {
                    innerGate->refresh();
                    gate->refresh();
                };
                connect(walk, &WalkthroughBlock::stepChanged, gate, refreshBoth);
                // A step's prediction answered lets Next on: the box under the walkthrough
                // comes back with what to do now.
                for (QuestionBlock* stepQuestion : walk->findChildren<QuestionBlock*>())
                    connect(stepQuestion, &QuestionBlock::answeredChanged, gate, refreshBoth);
                break;
            }
        }
        refresh();
    }
    orderTabStops();
}

void LessonPage::lockUntilAnswered(QWidget* control, QuestionBlock* question) {
    const auto lock = [this, control, question] {
        control->setEnabled(question->isAnswered());
        history_->refresh();
        const char* why =
            question->isPrediction()
                ? QT_TRANSLATE_NOOP("app::LessonPage", "Answer the prediction above first; this "
                                                       "control unlocks once you have.")
                : QT_TRANSLATE_NOOP("app::LessonPage",
                                    "Answer the question above first; this control "
                                    "unlocks once you have.");
        control->setToolTip(question->isAnswered()
                                ? QString()
                                : QCoreApplication::translate("app::LessonPage", why));
    };
    lock();
    connect(question, &QuestionBlock::answeredChanged, control, lock);
}

QString LessonPage::questionToAnswer(QuestionBlock* question, const lessons::Block* questionBlock,
                                     const lessons::Block* target, QWidget* targetWidget) const {
    const bool prediction = question->isPrediction();
    for (QWidget* w = question->parentWidget(); w; w = w->parentWidget()) {
        auto* walk = qobject_cast<WalkthroughBlock*>(w);
        if (!walk)
            continue;
        const int step = walk->stepHolding(question);
        if (step < 0 || walk->stepHolding(targetWidget) == step)
            break;
        const QString text =
            prediction ? tr("the prediction in step %1 of %2 (“%3”) of the walkthrough “%4” above")
                       : tr("the question in step %1 of %2 (“%3”) of the walkthrough “%4” above");
        return text.arg(step + 1).arg(walk->stepCount()).arg(walk->stepTitle(step), walk->title());
    }
    const QString questionSection = sectionAt(topLevelIndex(questionBlock));
    if (!questionSection.isEmpty() && questionSection != sectionAt(topLevelIndex(target))) {
        return (prediction ? tr("the prediction in the section “%1”")
                           : tr("the question in the section “%1”"))
            .arg(questionSection);
    }
    return prediction ? tr("the prediction above") : tr("the question above");
}

int LessonPage::topLevelIndex(const lessons::Block* block) const {
    const std::function<bool(const lessons::Block&)> holds = [&](const lessons::Block& b) {
        return &b == block || std::any_of(b.children.begin(), b.children.end(), holds);
    };
    for (int i = 0; i < lesson_.blocks.size(); ++i) {
        if (holds(lesson_.blocks.at(i)))
            return i;
    }
    return -1;
}

QString LessonPage::sectionAt(int blockIndex) const {
    if (blockIndex < 0)
        return {};
    QString title;
    for (const lessons::Section& section : lesson_.sections()) {
        if (section.blockIndex > blockIndex)
            break;
        if (section.level >= 2)
            title = markdownToPlainText(section.title);
    }
    return title;
}

// The layout, `layout` or one nested in it, that has `widget` as an item (a console's grid sits
// inside its column); null if none has.
QLayout* LessonPage::layoutHolding(QLayout* layout, const QWidget* widget) {
    if (!layout)
        return nullptr;
    if (layout->indexOf(widget) >= 0)
        return layout;
    for (int i = 0; i < layout->count(); ++i) {
        if (QLayout* inner = layoutHolding(layout->itemAt(i)->layout(), widget))
            return inner;
    }
    return nullptr;
}

void LessonPage::gateTakeawaysAfterExplain() {
    auto* layout = static_cast<QVBoxLayout*>(column_->layout());
    for (const lessons::RevealPlan::TakeawayGate& planned : std::as_const(plan_.takeaways)) {
        auto* explain = qobject_cast<ExplainBlock*>(widgetOf_.value(planned.explain));
        QWidget* widget = widgetOf_.value(planned.takeaway);
        // Taken before the gate adopts the widget, which leaves the layout then: inserting at
        // indexOf() afterwards (-1) appended the box below References and Next lesson.
        const int at = widget ? layout->indexOf(widget) : -1;
        if (!explain || explain->modelShown() || explain->takeawaysShown() || at < 0)
            continue;
        auto* gate = new RevealGate(widget, column_,
                                    tr("The takeaways of this lesson appear once you have "
                                       "compared your explanation above with the model answer."),
                                    tr("Show the takeaways now"));
        insertIntoColumn(layout, at, gate);
        if (const int i = int(blockWidgets_.indexOf(widget)); i >= 0)
            blockWidgets_[i] = gate;
        takeawayGates_.append(gate);
        connect(explain, &ExplainBlock::modelRevealed, gate, [gate] { gate->setOpen(true); });
        connect(gate->showNowButton(), &QPushButton::clicked, explain,
                &ExplainBlock::keepTakeawaysShown);
    }
}

} // namespace app
