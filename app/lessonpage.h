// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/pagecontext.h"
#include "lessons/lesson.h"
#include "lessons/revealplan.h"

#include <QHash>
#include <QList>
#include <QPointer>
#include <QScrollArea>
#include <QSet>
#include <QTimer>
#include <QVariant>

#include <functional>

namespace lessons {
class EditHistory;
class ParameterSet;
} // namespace lessons

class QBoxLayout;
class QLabel;
class QLayout;

namespace app {

// `base` enlarged or reduced by `steps` steps of 10 % (View > Zoom in / out), never under 6 pt.
QFont zoomedFont(const QFont& base, int steps);

class BlockWidget;
class MarkdownView;
class ProgressKeeper;
class QuestionBlock;
class ViewHold;
class WalkthroughBlock;

// One lesson as one scrolling document: a column of block widgets built by the page builder.
// Owns the lesson's live parameters; answers go to the progress keeper as they are made.
class LessonPage : public QScrollArea {
    Q_OBJECT
public:
    // lessonTitle maps a lesson id to its title (empty when it is not in the course) for `next`
    // links. keptValues carries the parameter values over a reload of the same lesson.
    // FirstScreenFirst builds the blocks that fill the first screen at once and the rest in
    // small batches from the event loop, so the window paints its lesson early.
    enum class Build { All, FirstScreenFirst };
    LessonPage(const lessons::Lesson& lesson, ProgressKeeper* progress,
               const std::function<QString(const QString&)>& lessonTitle,
               const QHash<QString, QVariant>& keptValues = {}, QWidget* parent = nullptr,
               Build build = Build::All);
    ~LessonPage() override;

    const lessons::Lesson& lesson() const { return lesson_; }
    QString lessonId() const { return lesson_.id; }
    lessons::ParameterSet* parameters() const { return params_; }
    // The page's edits (drags, slider moves, typed logits) for Edit > Undo and Redo. Kept per
    // page: another lesson, or this one reloaded from its file, starts a new history, since its
    // parameters may not be the ones the old entries name.
    lessons::EditHistory* editHistory() const { return history_; }
    void undo();
    void redo();
    QHash<QString, QVariant> parameterValues() const;
    // The step each walkthrough shows, by its id (or its place among the walkthroughs), to carry
    // over a reload; restoring also covers walkthroughs that are built later.
    QHash<QString, int> walkthroughSteps() const;
    void restoreWalkthroughSteps(const QHash<QString, int>& steps);

    // True once every block is built and every chart has drawn its first data (the Monte Carlo
    // bench runs off the UI thread); --screenshot waits for it.
    bool isSettled() const;

    // Counted from the lesson and the learner's record, built or not.
    int questionCount() const { return int(questionIds_.size()); }
    int answeredCount() const;
    int correctCount() const;
    // These build whatever is still missing first.
    QList<QuestionBlock*> questions();
    QWidget* blockWidget(int index); // of a top-level block (index into lesson().blocks)
    // Every block built and all its prose set (a long prose block is set in slices).
    bool isComplete() const {
        return nextBlock_ >= lesson_.blocks.size() && pendingProse_.isEmpty();
    }
    void ensureBuilt();
    void scrollToSection(int sectionIndex);
    // An outline jump: scrollToSection, and the section's first block takes the keyboard focus,
    // so Tab goes on from the section (it went back to the lesson's top, review34).
    void enterSection(int sectionIndex);
    QString currentSection() const;
    int scrollPosition() const;
    // Scrolls to y as soon as the page is tall enough (prose heights settle after layout).
    void restoreScrollPosition(int y);
    // Where the student is reading, as the learner's record keeps it: the top-level block at the
    // top of the view and how far down it the view's top is, as a share of its height. A pixel
    // offset landed in another section at another width or zoom (state15). {-1, 0} at the top.
    struct ReadingPlace {
        int block = -1;
        double share = 0.0;
    };
    ReadingPlace readingPlace() const;
    // Brings `place` to the top of the view and keeps it there while the page is still built and
    // laid out; a place past the lesson's end (the file was edited) goes to the top.
    void restoreReadingPlace(const ReadingPlace& place);

    // The page's Tab stops in reading order: blocks in the column's order, inside a block the
    // order it gave its own controls. Hidden and disabled ones too.
    QList<QWidget*> tabStops() const;
    // Placeholders of takeaway boxes that wait for explain-it-back (gateTakeawaysAfterExplain).
    QList<QWidget*> takeawayGates() const { return takeawayGates_; }

    // Where paper may break (lessonprint.cpp): every shown top-level block, a gated one too, in
    // the text column's coordinates, top to bottom. A block that ends in a heading keeps with
    // the next, so no page ends on a heading.
    struct PaperBlock {
        int top = 0;
        int bottom = 0; // one past the last row
        bool keepWithNext = false;
    };
    QList<PaperBlock> paperBlocks() const;
    // Prose blocks that hold nothing but a section heading and have nothing shown under them
    // before the next section (Takeaways still waiting for the student): paper leaves them out.
    QList<QWidget*> emptyHeadings() const;
    QWidget* textColumn() const { return column_; }

    // Text size steps of 10 % relative to the font the page was built with (a page on its own;
    // the main window zooms its whole font instead, which the page inherits).
    void setZoom(int steps);
    // Around a change that reflows the page (zoom, a new width): the block at the top of the
    // view stays there, at the same share of its height.
    void holdPlaceForReflow();
    void followPlaceAfterReflow();
    // Runs pending layout work now (before grabbing the page as an image).
    void settleLayout();
    // What the student just pressed (Check, Retry, Next step) stays `yInView` pixels below the
    // view's top while the page settles around it: the verdict, a revealed chart, a new step and
    // the text heights that follow them a turn of the event loop later move the rest of the page,
    // not the control under the pointer. Held until the student scrolls, presses or types again.
    void holdInView(QWidget* control, int yInView);
    QWidget* heldInView() const;
    // A greyed section of the outline was chosen, which `question` holds back: a note above the
    // question says that answering it opens `section`, until it is answered (the jump alone left
    // the student wondering why the page went there, issue 19). Null when none shows.
    void pointOutHold(QuestionBlock* question, const QString& section);
    QLabel* holdNote() const;

signals:
    void openLesson(const QString& lessonId);
    void answersChanged();
    void positionChanged(int scrollY, const QString& section);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Tab follows the page's reading order (PageFocus) and scrolls through followFocus only:
    // QScrollArea's own scrolling went to the control's input cursor (a chart's or a text box's
    // top edge) and undid a whole-control view.
    bool focusNextPrevChild(bool next) override;

private:
    static constexpr int kFocusMargin = 24; // pixels kept around a control scrolled into sight
    // Set on a widget of the page that had the focus: Qt handing the focus to it again as a
    // lesson opens is no reason to move the view (followFocus).
    static constexpr char kHadFocus[] = "attnHadFocus";
    // How the page builds each block type: one overload per alternative of lessons::BlockSpec
    // (lessonpagebuild.cpp), so a type without a widget does not compile.
    struct Builder;
    static int estimatedHeight(const lessons::Block& block);
    // How many of the first blocks are built at once, before the window shows: enough to fill
    // `screenPixels`, within a budget of text (lessonpagebuild.cpp).
    int firstScreenBlocks(int screenPixels) const;
    QWidget* buildWalkthrough(const lessons::WalkthroughSpec& spec,
                              const QList<lessons::Block>& steps, QWidget* parent);

    void fitContent();
    QWidget* build(const lessons::Block& block, QWidget* parent);
    void buildNext(int count);
    void buildBatch();
    // Appends one slice of the first prose block still being set; false when none is.
    bool appendProse();
    void finishBuild(); // once complete: the gates that need every block
    void connectReveals();
    void orderTabStops(); // the focus chain in the column's order
    void lockUntilAnswered(QWidget* control, QuestionBlock* question);
    // What a gate asks the student to answer, said from where the gate stands: "the prediction
    // above", or the walkthrough step or the section that holds it when that is elsewhere.
    QString questionToAnswer(QuestionBlock* question, const lessons::Block* questionBlock,
                             const lessons::Block* target, QWidget* targetWidget) const;
    int topLevelIndex(const lessons::Block* block) const;
    QString sectionAt(int blockIndex) const; // the heading (level 2 or deeper) above the block
    static QLayout* layoutHolding(QLayout* layout, const QWidget* widget);
    void gateTakeawaysAfterExplain();
    // Wheel turns over a combo box, spin box or slider scroll the page instead, focused or not.
    void guardWheel(QWidget* block);
    // Enter activates a focused push button, as Space does.
    static void acceptEnter(QWidget* block);
    // Brings a control the keys focused into sight (the window's FocusRing shows where it is).
    void followFocus(QWidget* old, QWidget* now);
    // Scrolls the least that shows `control` whole with `margin` around it, or its top when it is
    // taller than the view. QScrollArea::ensureWidgetVisible shows only a focused control's input
    // cursor rectangle: the top few pixels of a chart (student pass sp15 B10).
    void scrollIntoSight(QWidget* control, int margin);
    // The control's box in the viewport, with the label beside it that names it, if any.
    QRect withItsText(QWidget* control) const;
    friend class PointerGestures;
    // A key that may have shown a result went to a control of the page: the focus and that
    // result come into sight together once the key is handled (PageFocus::showFocusWithResult).
    void keyActed();
    bool keyFollowQueued_ = false;
    // A key went down on `on`: where it was in the view, and the question it is in, open or
    // not, so that holdAfterKey can tell what the key did (lessonpageclicks.cpp).
    void keyPressedOn(QWidget* on, int key);
    // After a key checked or reopened a question: as after a click, the view stays, the
    // control the key went to keeping its place, and "↓ Feedback below" says where a result
    // below the view's foot went (the page scrolled to show it, review34); only a verdict out of
    // sight brings its row into view. False where the key did neither: the page shows the
    // focus with its result (PageFocus::showFocusWithResult).
    bool holdAfterKey();
    QPointer<QWidget> keyedOn_;
    QPointer<QuestionBlock> keyedQuestion_;
    int keyedOnTop_ = 0;
    int keyedKey_ = 0;
    bool keyedWasOpen_ = false;
    // Check was clicked: Check (or Retry in its place) stays where it is in the view, under the
    // pointer; the verdict appears beside it, the feedback below it, and the view never moves
    // to show them (sp26: 140 px; sp33: 28-156 px at the view's foot).
    void clickedCheck(QuestionBlock* question);
    // The question whose clicked result goes on below the view's foot says so beside its
    // buttons ("↓ Feedback below") until the student has scrolled its end into sight.
    void pointOutResultBelow(QuestionBlock* question);
    void followResultBelow();
    QPointer<QuestionBlock> resultBelow_;
    // Retry was clicked: Check comes back where Retry was, under the pointer.
    void clickedRetry(QuestionBlock* question);
    // The view moved: a question Retry left with its old result's room, now out of sight, gives
    // the room back (QuestionBlock::dropResultRoom) without moving what is in sight.
    void dropRoomsScrolledAway();
    bool roomsDropQueued_ = false;
    void releaseHold();
    void pointerPressed(QWidget* on);
    void pointerReleased();
    void noteChange(const QString& name);
    QString describeEdit(const QString& name) const;
    bool isLocked(const QString& key) const;
    void applyEdits(const QList<QPair<QString, QVariant>>& values);
    QMetaObject::Connection focusWatch_;
    QMetaObject::Connection controlsWatch_; // control moves into the learner's record
    bool building_ = false;                 // blocks are being built (buildNext)

    lessons::Lesson lesson_;
    PageContext context_;
    lessons::ParameterSet* params_ = nullptr;
    lessons::EditHistory* history_ = nullptr;
    QHash<QString, QVariant> lastValues_; // each parameter's value before its latest change
    bool applying_ = false;               // undo or redo is setting values
    QPointer<QWidget> gestureOrigin_;     // what a pressed pointer went down on
    bool releasing_ = false;              // a pointer release is being handled
    // Where the released widget was in the view before the click's work moved anything.
    QPointer<QWidget> releasedOn_;
    int releasedOnTop_ = 0;
    ViewHold* hold_ = nullptr;    // holdInView
    QPointer<QWidget> holdNote_;  // a QLabel
    QObject* gestures_ = nullptr; // the application's event filter for this page
    std::function<QString(const QString&)> lessonTitle_;
    QWidget* column_ = nullptr;
    QList<QWidget*> blockWidgets_;
    QList<QuestionBlock*> questions_;
    QList<const BlockWidget*> settleable_; // every built block that can have pending work
    QStringList questionIds_;
    lessons::RevealPlan plan_;                        // points into lesson_
    QHash<const lessons::Block*, QWidget*> widgetOf_; // every built block, by its block in lesson_
    QHash<QString, QWidget*> byId_;
    QHash<QWidget*, QString> controlParams_; // every slider, toggle and choice: its `param`
    QList<QPair<QString, WalkthroughBlock*>> walkthroughs_; // keyed as in walkthroughSteps()
    QHash<QString, int> keptSteps_;
    int nextBlock_ = 0;
    QList<QPointer<MarkdownView>> pendingProse_; // built, in reading order, text still coming
    bool revealsConnected_ = false;
    int pendingScroll_ = -1;
    // The section an outline jump went to stays at the top while the blocks above it are still
    // being built and laid out (they grow, and a fixed y landed a screen short of it).
    QPointer<QWidget> scrollAnchor_;
    // The heading block of the section the outline jumped to, current while the view stays
    // where the jump put it (jumpedScroll_); the student's scrolling clears it.
    QPointer<QWidget> jumpedTo_;
    int jumpedScroll_ = -1;
    double anchorShare_ = 0.0; // how far down the anchor the view's top is, as a share of it
    void followScrollAnchor();
    QTimer pendingExpiry_;
    QTimer batchStart_; // the first batch below the first screen
    bool firstPaintSeen_ = false;
    QFont baseFont_;
    QList<QWidget*> takeawayGates_;
};

} // namespace app
