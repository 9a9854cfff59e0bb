// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/groupblocks.h"

#include "app/lessonprint.h"
#include "app/measureditem.h"

#include "lessons/blockspecs.h"
#include "lessons/buttonroles.h"
#include "lessons/schema.h"

#include "app/blocks/questionblock.h"
#include "app/richtext.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace app {

namespace {
// Below this width two displays side by side are each too narrow for a chart or the logit table.
constexpr int kTwoColumnMinWidth = 720;

// The first control, in Tab order (its options, then Check), of the first of `predictions` not
// yet made; null if all are made.
QWidget* firstStopOfWaitingPrediction(const QList<QuestionBlock*>& predictions) {
    for (QuestionBlock* question : predictions) {
        if (question->isAnswered())
            continue;
        for (QWidget* w = question->nextInFocusChain(); w && w != question;
             w = w->nextInFocusChain()) {
            if (question->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) && w->isEnabled() &&
                w->isVisibleTo(question->window()))
                return w;
        }
    }
    return nullptr;
}

// One line of text, cut to the label's width with "…" where it is longer.
class OneLineNote : public QLabel {
public:
    OneLineNote(const QString& text, QWidget* parent) : QLabel(parent), full_(text) {
        setTextFormat(Qt::PlainText);
        setWordWrap(false);
        // The row gives it what the buttons leave; it asks for no width of its own, so a long
        // translation cannot widen the row past the text's measure.
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        fit();
    }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QLabel::resizeEvent(event);
        fit();
    }
    void changeEvent(QEvent* event) override {
        QLabel::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            fit();
    }

private:
    void fit() {
        const QString shown =
            fontMetrics().elidedText(full_, Qt::ElideRight, std::max(0, contentsRect().width()));
        if (shown != text())
            setText(shown);
    }
    QString full_;
};

// Why Next step waits, in full (the note beside it says it short).
QString waitText() {
    return QCoreApplication::translate(
        "app::WalkthroughBlock",
        "Make the prediction in this step first: Next step waits until you have.");
}
} // namespace

QString answeredSummary(int total, int answered, int correct) {
    const char* text =
        total == 1
            ? QT_TRANSLATE_NOOP("app::QuickCheckBlock", "%1 of %2 question answered, %3 correct")
            : QT_TRANSLATE_NOOP("app::QuickCheckBlock", "%1 of %2 questions answered, %3 correct");
    return QCoreApplication::translate("app::QuickCheckBlock", text)
        .arg(answered)
        .arg(total)
        .arg(correct);
}

QuickCheckBlock::QuickCheckBlock(const lessons::QuickCheckSpec& spec,
                                 const QList<lessons::Block>& blocks, const BlockFactory& factory,
                                 QWidget* parent)
    : QGroupBox(parent) {
    setTitle(spec.titleHtml.isEmpty() ? tr("Quick check") : markdownToPlainText(spec.titleHtml));
    auto* layout = new QVBoxLayout(this);
    for (const lessons::Block& child : blocks) {
        QWidget* widget = factory(child, this);
        if (!widget)
            continue;
        insertIntoColumn(layout, -1, widget);
        if (auto* question = qobject_cast<QuestionBlock*>(widget)) {
            questions_.append(question);
            connect(question, &QuestionBlock::answeredChanged, this,
                    &QuickCheckBlock::updateSummary);
            connect(question, &QuestionBlock::retried, this, &QuickCheckBlock::updateSummary);
        }
    }
    summary_ = new QLabel(this);
    summary_->setWordWrap(true); // "3 of 3 questions answered, 1 correct" in a narrow column
    summary_->setFont(boldFont());
    layout->addWidget(summary_);
    setAccessibleName(title());
    updateSummary();
}

QString QuickCheckBlock::summary() const {
    return summary_->text();
}

void QuickCheckBlock::updateSummary() {
    int answered = 0;
    int correct = 0;
    for (const QuestionBlock* question : questions_) {
        // A question opened again by Retry waits for its new answer (it read "3 of 3 answered"
        // with one of them blank, issue 19).
        const bool done = question->isAnswered() && !question->isRetrying();
        answered += done ? 1 : 0;
        correct += done && question->isCorrect() ? 1 : 0;
    }
    summary_->setText(answeredSummary(int(questions_.size()), answered, correct));
    summary_->setAccessibleName(summary_->text());
    setAccessibleDescription(summary_->text());
}

WalkthroughBlock::WalkthroughBlock(const lessons::WalkthroughSpec& spec,
                                   const QList<lessons::Block>& steps, const BlockFactory& factory,
                                   QWidget* parent)
    : QFrame(parent) {
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    const QString title = spec.titleHtml.isEmpty() ? tr("Walkthrough") : spec.titleHtml;
    auto* heading = new MarkdownLabel(QStringLiteral("**%1**").arg(title), this);
    layout->addWidget(heading);
    title_ = heading->accessibleName();
    setAccessibleName(tr("Walkthrough: %1").arg(heading->accessibleName()));
    // The buttons keep their natural width, side by side at the left, above the step: a step's
    // height no longer moves them (below the step they jumped with every turn, and across the
    // whole box they sat 900 px apart at 1440 px).
    navigation_ = new QWidget(this);
    auto* buttons = new QHBoxLayout(navigation_);
    buttons->setContentsMargins(0, 0, 0, 0);
    previous_ =
        new QPushButton(lessons::buttonLabel(lessons::ButtonRole::PreviousStep), navigation_);
    next_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::NextStep), navigation_);
    previous_->setAccessibleName(tr("Previous step"));
    next_->setAccessibleName(tr("Next step"));
    for (QPushButton* button : {previous_, next_})
        button->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    // One line beside the buttons, never taller than they are, so the row keeps its height as
    // the note comes and goes: wrapped to two lines (at 1440 px as at 800) it moved the step
    // below 5-6 px with every prediction and every turn (sp32). Said in full in its tooltip and
    // to screen readers; cut with "…" only where even the short text has no room (a large zoom).
    held_ = new OneLineNote(tr("Make the prediction below to go on."), navigation_);
    held_->setAccessibleName(waitText());
    held_->setToolTip(waitText());
    // No room is kept for it where it is not shown: kept, it left a blank band under the buttons
    // in every step without it (issue 19).
    keepOffPaper(held_); // Next step is off paper too
    held_->hide();
    buttons->addWidget(previous_);
    buttons->addWidget(next_);
    buttons->addWidget(held_, 1);
    buttons->addStretch(0); // the room the hidden note leaves, not gaps between the buttons
    // In line with the steps' text, which keeps to the measure.
    keepToMeasure(navigation_);
    insertIntoColumn(layout, -1, navigation_);
    position_ = new QLabel(this);
    position_->setWordWrap(true);
    keepToMeasure(position_);
    insertIntoColumn(layout, -1, position_);
    for (const lessons::Block& step : steps) {
        auto* page = new QWidget(this);
        auto* pageLayout = new QVBoxLayout(page);
        pageLayout->setContentsMargins(0, 0, 0, 0);
        const lessons::StepSpec* stepSpec = step.specAs<lessons::StepSpec>();
        titles_.append(stepSpec ? markdownToPlainText(stepSpec->titleHtml) : QString());
        QList<QuestionBlock*> predictions;
        for (const lessons::Block& child : step.children) {
            if (QWidget* widget = factory(child, page))
                insertIntoColumn(pageLayout, -1, widget);
        }
        for (QuestionBlock* question : page->findChildren<QuestionBlock*>()) {
            if (!question->isPrediction())
                continue;
            predictions.append(question);
            connect(question, &QuestionBlock::answeredChanged, this,
                    &WalkthroughBlock::updateButtons);
        }
        predictions_.append(predictions);
        steps_.append(page);
        layout->addWidget(page);
    }
    connect(previous_, &QPushButton::clicked, this, [this] {
        setStep(currentStep() - 1);
        emit stepTurned();
    });
    connect(next_, &QPushButton::clicked, this, [this] {
        setStep(currentStep() + 1);
        emit stepTurned();
    });
    setStep(0);
}

ConsoleBlock::ConsoleBlock(const lessons::ConsoleSpec&, const QList<lessons::Block>& blocks,
                           const BlockFactory& factory, QWidget* parent)
    : QFrame(parent) {
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    controls_ = new QWidget(this);
    auto* controlsLayout = new QHBoxLayout(controls_);
    controlsLayout_ = controlsLayout;
    controlsLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(controls_);
    auto* grid = new QGridLayout;
    grid_ = grid;
    grid->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(grid);
    int cell = 0; // the next free cell, counted row by row, two to a row
    for (const lessons::Block& child : blocks) {
        QWidget* widget = factory(child, this);
        if (!widget)
            continue;
        if (lessons::isControl(child)) {
            widget->setParent(controls_);
            // A slider needs the travel; a toggle only its text. A choice takes the width of
            // its longest option where the row has it: with a share of the row like the
            // toggle's it was cut at 150 % ("Query A (already pea", student pass sp15).
            const lessons::BlockType type = lessons::blockType(child);
            controlsLayout->addWidget(widget, type == lessons::BlockType::Slider   ? 2
                                              : type == lessons::BlockType::Choice ? 0
                                                                                   : 1);
            continue;
        }
        const lessons::BlockType type = lessons::blockType(child);
        const bool wide = type != lessons::BlockType::Chart && type != lessons::BlockType::Table;
        if (wide && cell % 2 == 1)
            ++cell; // a full-width block starts a row of its own
        grid->addWidget(widget, cell / 2, cell % 2, 1, wide ? 2 : 1);
        cell += wide ? 2 : 1;
        displays_.append(widget);
        if (wide)
            wideDisplays_.append(widget);
    }
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    setAccessibleName(tr("Console"));
}

void ConsoleBlock::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    setColumns(width() < kTwoColumnMinWidth ? 1 : 2);
}

// A display is wide when it is one, or a gate holding one (a revealed display is replaced in the
// grid by its reveal gate).
bool ConsoleBlock::isWide(const QWidget* cell) const {
    return std::any_of(wideDisplays_.begin(), wideDisplays_.end(), [cell](const QWidget* wide) {
        return wide == cell || cell->isAncestorOf(wide);
    });
}

void ConsoleBlock::setColumns(int columns) {
    if (columns == columns_)
        return;
    columns_ = columns;
    controlsLayout_->setDirection(columns == 1 ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    struct Cell {
        QWidget* widget;
        int row, column;
    };
    QList<Cell> cells; // in reading order, whatever the grid holds now (gates included)
    for (int i = 0; i < grid_->count(); ++i) {
        int row = 0, column = 0, rowSpan = 1, columnSpan = 1;
        grid_->getItemPosition(i, &row, &column, &rowSpan, &columnSpan);
        if (QWidget* widget = grid_->itemAt(i)->widget())
            cells.append({widget, row, column});
    }
    std::sort(cells.begin(), cells.end(), [](const Cell& a, const Cell& b) {
        return std::tie(a.row, a.column) < std::tie(b.row, b.column);
    });
    for (const Cell& cell : std::as_const(cells))
        grid_->removeWidget(cell.widget);
    int next = 0;
    for (const Cell& cell : std::as_const(cells)) {
        if (columns == 1) {
            grid_->addWidget(cell.widget, next++, 0);
            continue;
        }
        const bool wide = isWide(cell.widget);
        if (wide && next % 2 == 1)
            ++next;
        grid_->addWidget(cell.widget, next / 2, next % 2, 1, wide ? 2 : 1);
        next += wide ? 2 : 1;
    }
    grid_->setColumnStretch(1, columns == 1 ? 0 : 1);
}

int WalkthroughBlock::currentStep() const {
    return current_;
}

int WalkthroughBlock::stepCount() const {
    return int(steps_.size());
}

void WalkthroughBlock::setStep(int index) {
    if (stepCount() == 0)
        return;
    index = std::clamp(index, 0, stepCount() - 1);
    const bool changed = index != current_;
    current_ = index;
    for (int i = 0; i < stepCount(); ++i)
        steps_.at(i)->setVisible(i == index);
    position_->setText(
        tr("Step %1 of %2: %3").arg(index + 1).arg(stepCount()).arg(titles_.value(index)));
    position_->setAccessibleName(position_->text());
    updateButtons();
    if (changed)
        emit stepChanged(index);
}

void WalkthroughBlock::updateButtons() {
    const bool last = current_ + 1 >= stepCount();
    const QList<QuestionBlock*> predictions = predictions_.value(current_);
    const bool held = !last && std::any_of(predictions.begin(), predictions.end(),
                                           [](const QuestionBlock* q) { return !q->isAnswered(); });
    // A focused button that is disabled hands the focus down the page's Tab chain, and the scroll
    // area follows it: after Next to the last step, the focus and the view went to the next
    // block's switch, which Space then toggled unseen (sp24). Next, held by the new step, hands
    // it to what the step waits for, the prediction's first option: on "← Previous step" (its
    // sibling) the next Space went back a step (sp32 #8).
    const bool previousHadFocus = previous_->hasFocus();
    const bool nextHadFocus = next_->hasFocus();
    previous_->setEnabled(current_ > 0);
    next_->setEnabled(!last && !held);
    QWidget* waitedFor = firstStopOfWaitingPrediction(predictions); // the last step's too
    if (nextHadFocus && !next_->isEnabled() && waitedFor)
        waitedFor->setFocus(Qt::OtherFocusReason);
    else if (nextHadFocus && !next_->isEnabled() && previous_->isEnabled())
        previous_->setFocus(Qt::OtherFocusReason);
    else if (previousHadFocus && !previous_->isEnabled() && next_->isEnabled())
        next_->setFocus(Qt::OtherFocusReason);
    next_->setToolTip(held ? waitText() : QString());
    next_->setAccessibleDescription(held ? waitText() : QString());
    held_->setVisible(held);
}

int WalkthroughBlock::reachableHiddenStepShowing(const QWidget* widget) const {
    const int step = stepHolding(widget);
    if (step < 0 || step == current_ || !widget->isVisibleTo(steps_.at(step)))
        return -1;
    for (int earlier = 0; earlier < step; ++earlier) {
        const QList<QuestionBlock*>& waiting = predictions_.at(earlier);
        if (std::any_of(waiting.begin(), waiting.end(),
                        [](const QuestionBlock* q) { return !q->isAnswered(); }))
            return -1; // Next would wait there: what lies beyond is not the student's yet
    }
    return step;
}

int WalkthroughBlock::stepHolding(const QWidget* widget) const {
    for (int i = 0; i < stepCount(); ++i) {
        if (steps_.at(i) == widget || steps_.at(i)->isAncestorOf(widget))
            return i;
    }
    return -1;
}

} // namespace app
