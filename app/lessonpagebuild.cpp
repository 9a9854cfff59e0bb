// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// How a lesson's blocks become widgets: the table of block kinds, and the page built a screen at
// a time.
#include "app/lessonpage.h"

#include "app/blocks/blockwidget.h"
#include "app/blocks/chartblock.h"
#include "app/blocks/controls.h"
#include "app/blocks/explainblock.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/labblock.h"
#include "app/blocks/questionblock.h"
#include "app/blocks/tableblock.h"
#include "app/blocks/textblocks.h"
#include "app/charts/chartpanel.h"
#include "app/measureditem.h"
#include "app/pagefocus.h"
#include "app/progresskeeper.h"
#include "lessons/displaytext.h"
#include "lessons/parameters.h"
#include "lessons/revealplan.h"
#include <QPushButton>

#include <QAbstractButton>
#include <QElapsedTimer>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <utility>
#include <variant>

namespace app {

namespace {

// One width system (sp19: blocks ran at five widths, 463 to 860 px at 1,440): every block keeps to
// the text's measure, and one that needs more (a chart, a lab, a console, code, a walkthrough) to
// one wider measure, this share of it, centred on the text. A block whose controls need more
// still gets what they need (MeasuredItem never narrows below the minimum size); the console
// keeps the column (its displays side by side).
constexpr double kWideShare = LabBlock::kMeasureShare;
// Work per event-loop turn while the page builds below the first screen: blocks and prose
// slices until this much time has passed (issue 24: the window answers within 50 ms). A block
// or a slice costs 1-10 ms of CPU on the 2-core machine, so a turn stays well under the goal
// also when another process has one of the cores.
constexpr int kBatchBudgetMs = 12;

// How a block type sits on the page: its rough height, only to decide how many blocks fill the
// first screen, and whether it is running text. One overload per alternative of
// lessons::BlockSpec: a type without one does not compile.
struct Shape {
    int estimatedHeight;      // pixels; 0: from the length of the block's text
    bool runningText = false; // kept to a readable measure (MeasuredItem); figures are not
};
Shape shapeOf(std::monostate) {
    return {0};
}
Shape shapeOf(const lessons::ProseSpec&) {
    return {0, true};
}
Shape shapeOf(const lessons::CodeSpec&) {
    return {0};
}
Shape shapeOf(const lessons::CalloutSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::FormulaSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::ReferencesSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::NextSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::SliderSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::ToggleSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::ChoiceSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::ChartSpec&) {
    return {380};
}
Shape shapeOf(const lessons::TableSpec&) {
    return {300, true}; // kept to the text column, as its caption is
}
Shape shapeOf(const lessons::ReadoutSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::LabSpec&) {
    return {300};
}
Shape shapeOf(const lessons::QuestionSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::ExplainSpec&) {
    return {80, true};
}
Shape shapeOf(const lessons::QuickCheckSpec&) {
    return {300, true};
}
Shape shapeOf(const lessons::WalkthroughSpec&) {
    return {300};
}
Shape shapeOf(const lessons::StepSpec&) {
    return {0}; // built inside its walkthrough
}
Shape shapeOf(const lessons::ConsoleSpec&) {
    return {700};
}

Shape shapeOf(const lessons::Block& block) {
    return std::visit([](const auto& spec) { return shapeOf(spec); }, block.spec());
}

} // namespace

// The widget of each block type, from its spec: one overload per alternative of
// lessons::BlockSpec, so a type without a widget does not compile.
struct LessonPage::Builder {
    LessonPage& page;
    const lessons::Block& block; // for the groups' children
    QWidget* parent;

    // A block that was not validated has no widget.
    QWidget* operator()(std::monostate) const { return nullptr; }
    QWidget* operator()(const lessons::ProseSpec& spec) const {
        return new ProseBlock(spec, parent);
    }
    QWidget* operator()(const lessons::CodeSpec& spec) const {
        auto* code = new CodeBlock(spec, parent);
        keepToMeasure(code, kWideShare);
        return code;
    }
    QWidget* operator()(const lessons::CalloutSpec& spec) const {
        return new CalloutBlock(spec, parent);
    }
    QWidget* operator()(const lessons::FormulaSpec& spec) const {
        return new FormulaBlock(spec, parent);
    }
    QWidget* operator()(const lessons::ReferencesSpec& spec) const {
        return new ReferencesBlock(spec, parent);
    }
    QWidget* operator()(const lessons::NextSpec& spec) const {
        auto* next = new NextLessonBlock(spec, page.lessonTitle_(spec.lesson), parent);
        QObject::connect(next, &NextLessonBlock::openLesson, &page, &LessonPage::openLesson);
        return next;
    }
    QWidget* operator()(const lessons::SliderSpec& spec) const {
        return new SliderControl(spec, page.context_, parent);
    }
    QWidget* operator()(const lessons::ToggleSpec& spec) const {
        return new ToggleControl(spec, page.context_, parent);
    }
    QWidget* operator()(const lessons::ChoiceSpec& spec) const {
        return new ChoiceControl(spec, page.context_, parent);
    }
    QWidget* operator()(const lessons::ChartSpec& spec) const {
        auto* chart = new ChartBlock(spec, page.context_, parent);
        page.settleable_.append(chart);
        const double share = chart->panel() ? chart->panel()->measureShare() : 0.0;
        keepToMeasure(chart, share > 0.0 ? share : kWideShare);
        return chart;
    }
    QWidget* operator()(const lessons::TableSpec& spec) const {
        return new SoftmaxTableBlock(spec, page.context_, parent);
    }
    QWidget* operator()(const lessons::ReadoutSpec& spec) const {
        return new ReadoutBlock(spec, page.context_, parent);
    }
    QWidget* operator()(const lessons::LabSpec& spec) const {
        auto* lab = new LabBlock(spec, page.context_, parent);
        // Centred on the text column and a little wider than the text: the messages beside its
        // entry fields need the room to stay in the two lines kept for them. Across the whole
        // column it ran 860 px beside 460 px of text (issue 19).
        keepToMeasure(lab, LabBlock::kMeasureShare);
        return lab;
    }
    QWidget* operator()(const lessons::QuestionSpec& spec) const {
        auto* question = new QuestionBlock(spec, page.context_, parent);
        page.questions_.append(question);
        QObject::connect(question, &QuestionBlock::answeredChanged, &page,
                         &LessonPage::answersChanged);
        // Clicked, Check stays under the pointer: bringing the feedback into sight moved the
        // card 105 px (sp19), 140 px (sp26) and 28-156 px (sp33) away from it. The verdict
        // appears beside the button, the rest below it. A click by the program (a reveal, a
        // test) holds nothing.
        LessonPage* owner = &page;
        QObject::connect(question->checkButton(), &QAbstractButton::clicked, owner,
                         [owner, question] {
                             if (owner->releasing_)
                                 owner->clickedCheck(question);
                         });
        QObject::connect(question->retryButton(), &QAbstractButton::clicked, owner,
                         [owner, question] {
                             if (owner->releasing_)
                                 owner->clickedRetry(question);
                         });
        return question;
    }
    QWidget* operator()(const lessons::ExplainSpec& spec) const {
        return new ExplainBlock(spec, page.context_, parent);
    }
    QWidget* operator()(const lessons::QuickCheckSpec& spec) const {
        return new QuickCheckBlock(spec, block.children, children(), parent);
    }
    QWidget* operator()(const lessons::WalkthroughSpec& spec) const {
        QWidget* walkthrough = page.buildWalkthrough(spec, block.children, parent);
        keepToMeasure(walkthrough, kWideShare);
        return walkthrough;
    }
    // Built by its walkthrough, one page per step.
    QWidget* operator()(const lessons::StepSpec&) const { return nullptr; }
    QWidget* operator()(const lessons::ConsoleSpec& spec) const {
        // The one exception to kWideShare: its controls, table and three charts sit side by side
        // to fit one screen, and at the wider measure it ran 1,155 px tall.
        return new ConsoleBlock(spec, block.children, children(), parent);
    }

private:
    BlockFactory children() const {
        LessonPage* owner = &page;
        return [owner](const lessons::Block& child, QWidget* holder) {
            return owner->build(child, holder);
        };
    }
};

// A rough height in pixels, only to decide how many blocks fill the first screen.
int LessonPage::estimatedHeight(const lessons::Block& block) {
    constexpr int kCharsPerLine = 110;
    constexpr int kLinePixels = 18;
    const int fixed = shapeOf(block).estimatedHeight;
    const int text = kLinePixels * (2 + int(block.markdown.size()) / kCharsPerLine);
    if (fixed <= 0)
        return text;
    // A block with a long text counts by it: five callouts of 8,000 characters, taken for 80 px
    // each, were all built for the first screen, 0.3 s of CPU in one go (issue 24). Only past
    // kLongBlockText, so the course's blocks (at most 2,300 characters) fill the first screen as
    // before.
    constexpr qsizetype kLongBlockText = 4000;
    qsizetype characters = 0;
    for (const lessons::Entry& entry : block.entries)
        characters += entry.value.size();
    if (characters <= kLongBlockText)
        return fixed;
    return std::max(fixed, kLinePixels * (2 + int(characters / kCharsPerLine)));
}

namespace {

// The characters a block's widget lays out when it is built: a prose block sets its first
// slice then (a slice ends at the first paragraph end past MarkdownView::kSliceChars), every
// other block all its text.
qsizetype charactersBuiltAtOnce(const lessons::Block& block) {
    if (std::holds_alternative<lessons::ProseSpec>(block.spec()))
        return std::min<qsizetype>(block.markdown.size(), 2 * MarkdownView::kSliceChars);
    qsizetype characters = 0;
    for (const lessons::Entry& entry : block.entries)
        characters += entry.value.size();
    return characters;
}

// Text built before the window shows, beyond the first block: a label lays its text out at
// about 4-9 us a character on the 2-core machine (callouts of 2,000-8,000 characters, measured
// with attention-lab-page-bench), so this keeps the first screen's build near 50 ms. Ten
// callouts of 4,000 characters, each estimated at 80 px, were all built at once: 131 ms of CPU
// in one stretch (issue 24). The course's first screens hold less text than this.
constexpr qsizetype kFirstScreenCharacters = 6000;

} // namespace

int LessonPage::firstScreenBlocks(int screenPixels) const {
    int count = 0;
    int estimate = 0;
    qsizetype characters = 0;
    while (count < lesson_.blocks.size() && estimate < screenPixels) {
        const lessons::Block& block = lesson_.blocks.at(count);
        characters += charactersBuiltAtOnce(block);
        if (count > 0 && characters > kFirstScreenCharacters)
            break; // the rest comes in batches from the event loop
        estimate += estimatedHeight(block);
        ++count;
    }
    return count;
}

void LessonPage::buildNext(int count) {
    const QScopedValueRollback<bool> building(building_, true);
    auto* layout = static_cast<QVBoxLayout*>(column_->layout());
    for (; count > 0 && nextBlock_ < lesson_.blocks.size(); --count) {
        const int index = nextBlock_++;
        QWidget* widget = build(lesson_.blocks.at(index), column_);
        blockWidgets_.append(widget);
        if (!widget)
            continue;
        // "## Quick check" right above a quick check titled "Quick check": say it once.
        if (auto* titled = dynamic_cast<BlockWidget*>(widget);
            titled && lessons::sameHeading(lesson_.headingAbove(index), titled->shownTitle()))
            titled->omitTitle();
        insertIntoColumn(layout, layout->count() - 1, widget); // above the closing stretch
        // A layout shows a widget added to a visible parent only from the event loop; show it
        // now so it can be used at once (unless a question keeps it hidden).
        const bool keptHidden =
            widget->testAttribute(Qt::WA_WState_ExplicitShowHide) && widget->isHidden();
        if (column_->isVisible() && !keptHidden)
            widget->show();
        guardWheel(widget);
        acceptEnter(widget);
        // A click on its text gives it the focus, so Tab goes on from there (PageFocus).
        if (widget->focusPolicy() == Qt::NoFocus)
            widget->setFocusPolicy(Qt::ClickFocus);
        QList<MarkdownView*> prose = widget->findChildren<MarkdownView*>();
        if (auto* view = qobject_cast<MarkdownView*>(widget))
            prose.prepend(view);
        for (MarkdownView* view : std::as_const(prose)) {
            if (view->hasPendingMarkdown())
                pendingProse_.append(view);
        }
    }
    finishBuild();
}

bool LessonPage::appendProse() {
    while (!pendingProse_.isEmpty()) {
        const QPointer<MarkdownView> view = pendingProse_.first();
        if (view && view->appendPendingMarkdown())
            return true;
        pendingProse_.removeFirst();
        if (view)
            return true;
    }
    return false;
}

void LessonPage::finishBuild() {
    if (isComplete())
        connectReveals();
}

void LessonPage::buildBatch() {
    QElapsedTimer spent;
    spent.start();
    {
        const QScopedValueRollback<bool> building(building_, true);
        // The prose already built is set first, so the page grows at its end only.
        while (!isComplete() && spent.elapsed() < kBatchBudgetMs) {
            if (!appendProse())
                buildNext(1);
        }
    }
    finishBuild();
    if (!isComplete())
        QTimer::singleShot(0, this, &LessonPage::buildBatch);
}

void LessonPage::ensureBuilt() {
    buildNext(int(lesson_.blocks.size()));
    {
        const QScopedValueRollback<bool> building(building_, true);
        while (appendProse()) {
        }
    }
    finishBuild();
}

QWidget* LessonPage::build(const lessons::Block& block, QWidget* parent) {
    // Steps are built by their walkthrough; group ends make no block.
    QWidget* widget = std::visit(Builder{*this, block, parent}, block.spec());
    const QString id = block.id();
    if (widget && !id.isEmpty())
        byId_.insert(id, widget);
    if (const QString param = lessons::controlParameter(block); widget && !param.isEmpty())
        controlParams_.insert(widget, param);
    if (widget)
        widgetOf_.insert(&block, widget);
    // Running text keeps to the measure in the column and inside a group block alike (a
    // walkthrough's steps ran 130 characters a line across the wide box).
    if (widget && shapeOf(block).runningText)
        keepToMeasure(widget);
    if (widget && plan_.waitsForAQuestion(&block))
        widget->hide(); // until its question is answered (connectReveals)
    return widget;
}

QWidget* LessonPage::buildWalkthrough(const lessons::WalkthroughSpec& spec,
                                      const QList<lessons::Block>& steps, QWidget* parent) {
    const BlockFactory factory = [this](const lessons::Block& child, QWidget* owner) {
        return build(child, owner);
    };
    auto* walkthrough = new WalkthroughBlock(spec, steps, factory, parent);
    const QString key = spec.id.isEmpty()
                            ? QStringLiteral("walkthrough-%1").arg(walkthroughs_.size() + 1)
                            : spec.id;
    walkthroughs_.append({key, walkthrough});
    const lessons::LessonProgress* saved =
        context_.progress ? context_.progress->find(lesson_.id) : nullptr;
    if (keptSteps_.contains(key))
        walkthrough->setStep(keptSteps_.value(key));
    else if (saved && saved->walkthroughSteps.contains(key))
        walkthrough->setStep(saved->walkthroughSteps.value(key));
    // The button pressed to turn the step stays where it was in the view, under the pointer or
    // with the focus, whatever the new step's height: the page moved it 165 px and then 100 px
    // (issue 19), drawn up to a shorter page's end or scrolled to the buttons. Pressed at the
    // view's foot, the view moves the least that shows the new "Step k of n" line under them.
    auto pressedAt = std::make_shared<QPair<QPointer<QWidget>, int>>();
    for (QPushButton* button : {walkthrough->previousButton(), walkthrough->nextButton()}) {
        connect(button, &QPushButton::pressed, this, [this, button, pressedAt] {
            *pressedAt = {button, button->mapTo(viewport(), QPoint()).y()};
        });
    }
    connect(walkthrough, &WalkthroughBlock::stepTurned, this, [this, walkthrough, pressedAt] {
        const auto [pressed, pressedY] = std::exchange(*pressedAt, {});
        pendingScroll_ = -1; // the student acts: no place to restore any more
        scrollAnchor_ = nullptr;
        if (!pressed || !pressed->isVisible() || pressedY < 0 ||
            pressedY + pressed->height() > viewport()->height()) {
            // Turned with the button out of sight (Space on it after the wheel scrolled it
            // away) or without a press: the buttons and the line come into sight.
            settleLayout();
            QWidget* top = walkthrough->navigation();
            QWidget* bottom = walkthrough->stepLabel();
            const int y = top->mapTo(widget(), QPoint()).y();
            const int end = bottom->mapTo(widget(), QPoint()).y() + bottom->height();
            if (y < verticalScrollBar()->value() ||
                end > verticalScrollBar()->value() + viewport()->height())
                verticalScrollBar()->setValue(y - kFocusMargin);
            return;
        }
        holdInView(pressed, pressedY);
        settleLayout();
        QWidget* line = walkthrough->stepLabel();
        const int below = line->mapTo(viewport(), QPoint()).y() + line->height() + kFocusMargin -
                          viewport()->height();
        if (below > 0)
            holdInView(pressed, std::max(0, pressedY - below));
    });
    if (context_.progress) {
        ProgressKeeper* progress = context_.progress;
        const QString lessonId = lesson_.id;
        connect(walkthrough, &WalkthroughBlock::stepChanged, progress,
                [progress, lessonId, key](int step) {
                    progress->recordWalkthroughStep(lessonId, key, step);
                });
    }
    return walkthrough;
}

} // namespace app
