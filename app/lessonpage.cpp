// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/lessonpage.h"

#include "app/blocks/blockwidget.h"
#include "app/blocks/controls.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/labblock.h"
#include "app/blocks/questionblock.h"
#include "app/charts/benchrunner.h"
#include "app/lessonprint.h"
#include "app/measureditem.h"
#include "app/pagefocus.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "app/viewhold.h"
#include "lessons/completion.h"
#include "lessons/displaytext.h"
#include "lessons/edithistory.h"
#include "lessons/math.h"
#include "lessons/optionorder.h"
#include "lessons/parameters.h"
#include "lessons/revealplan.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTextEdit>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace app {

namespace {

// The widest figure; running text keeps to MeasuredItem's measure (about 80 characters).
constexpr int kColumnMaxWidth = 940;
constexpr int kRestoreWindowMs = 3000;
// The first screen: the window's height and a quarter more (block heights are estimates).
constexpr int kMinFirstScreenPixels = 600;
// The rest of the page is built once the first screen has been painted (the student sees the
// lesson sooner); a page never painted (built hidden) starts after a while anyway.
constexpr int kFirstBatchDelayMs = 40;
constexpr int kUnpaintedBatchDelayMs = 250;
constexpr int kUnpaintedBenchDelayMs = 1000;
constexpr int kSettlePasses = 3; // prose heights follow the width, which follows the content

} // namespace

// Watches the application's pointer presses and releases for one page (a press inside the page
// opens an undo gesture, any release closes it), and the keys that act on its controls.
class PointerGestures : public QObject {
public:
    explicit PointerGestures(LessonPage* page) : QObject(page), page_(page) {}
    bool eventFilter(QObject* watched, QEvent* event) override {
        const QEvent::Type type = event->type();
        if (type == QEvent::MouseButtonPress || type == QEvent::MouseButtonDblClick) {
            auto* widget = qobject_cast<QWidget*>(watched);
            if (widget && page_->isAncestorOf(widget))
                page_->pointerPressed(widget);
        } else if (type == QEvent::MouseButtonRelease) {
            page_->pointerReleased();
        } else if (type == QEvent::KeyPress || type == QEvent::KeyRelease) {
            // Space clicks a button on its release, so both count.
            auto* widget = qobject_cast<QWidget*>(watched);
            // The keys move the focus and the view now, not the control last clicked.
            if (type == QEvent::KeyPress && widget && page_->isAncestorOf(widget)) {
                page_->releaseHold();
                page_->keyPressedOn(widget, static_cast<QKeyEvent*>(event)->key());
            }
            if (widget && page_->widget() && page_->widget()->isAncestorOf(widget) &&
                actsOnThePage(widget, static_cast<QKeyEvent*>(event)->key()))
                page_->keyActed();
        }
        return false;
    }

private:
    // Keys that check, run, commit or choose, and so may show a result below the focus. Space
    // and arrows act on buttons and options; in a text field they type or edit, and Enter only
    // checks from a one-line field (in an explanation it starts a new line).
    static bool actsOnThePage(const QWidget* on, int key) {
        switch (key) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
            return !qobject_cast<const QPlainTextEdit*>(on) && !qobject_cast<const QTextEdit*>(on);
        case Qt::Key_Space:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Left:
        case Qt::Key_Right:
            return qobject_cast<const QAbstractButton*>(on) != nullptr;
        default:
            return false;
        }
    }

    LessonPage* page_;
};

LessonPage::LessonPage(const lessons::Lesson& lesson, ProgressKeeper* progress,
                       const std::function<QString(const QString&)>& lessonTitle,
                       const QHash<QString, QVariant>& keptValues, QWidget* parent, Build build)
    : QScrollArea(parent), lesson_(lesson), lessonTitle_(lessonTitle) {
    params_ = new lessons::ParameterSet(this);
    params_->defineFromLesson(lesson_);
    for (auto it = keptValues.begin(); it != keptValues.end(); ++it) {
        if (params_->contains(it.key()) && params_->value(it.key()).typeId() == it.value().typeId())
            params_->setValue(it.key(), it.value());
    }
    // Where the student left the controls, unless a reload of the same lesson carries them.
    if (const lessons::LessonProgress* saved = progress ? progress->find(lesson_.id) : nullptr) {
        QHash<QString, QVariant> positions = saved->controls;
        for (auto it = keptValues.begin(); it != keptValues.end(); ++it)
            positions.remove(it.key());
        params_->restoreSaved(lesson_, positions); // what no longer fits keeps its default
    }
    context_.lessonId = lesson_.id;
    context_.lesson = &lesson_;
    context_.params = params_;
    context_.progress = progress;
    context_.optionOrders =
        lessons::lessonOptionOrders(progress ? progress->learnerId() : QString(), lesson_);
    context_.benches = std::make_shared<attn::charts::BenchShelf>();
    if (build == Build::FirstScreenFirst) {
        // The Monte Carlo draws wait for the first frame: they took the second core and their
        // checkpoints' memory from the start, and no built-in lesson shows a drawn chart on its
        // first screen (issue 27). A page built hidden starts them after a while anyway: later
        // than its batches, so a start slowed down by the machine's load still paints first.
        context_.benches->hold();
        QTimer::singleShot(kUnpaintedBenchDelayMs, this, [this] { context_.benches->release(); });
    }
    history_ = new lessons::EditHistory(lessons::EditHistory::kDefaultMaxEntries, this);
    history_->setLockedCheck([this](const QString& key) { return isLocked(key); });
    context_.history = history_;
    for (const QString& name : params_->names())
        lastValues_.insert(name, params_->value(name));
    connect(params_, &lessons::ParameterSet::changed, this, &LessonPage::noteChange);
    // A press to its release is one edit, whatever widget of the page it went down on; the
    // widgets themselves (a slider, a chart's bars) need not report it.
    gestures_ = new PointerGestures(this);
    qApp->installEventFilter(gestures_);
    hold_ = new ViewHold(this, [this] { fitContent(); });

    // The page sizes its content itself (fitContent): QScrollArea's own resizing takes the
    // minimum height of word-wrapped labels at a narrow width and leaves a tall blank tail.
    setWidgetResizable(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    // Not a Tab stop of its own: the page filled the window's width, so no ring could show that
    // it had the focus (student pass sp11: a stop with no visible focus between the sidebar and
    // the first control). A click still gives it the keys (Page Up, Page Down, arrows).
    setFocusPolicy(Qt::ClickFocus);
    setAccessibleName(tr("Lesson: %1").arg(lessons::plainTextWithMath(lesson_.title)));
    setAccessibleDescription(lessons::plainTextWithMath(lesson_.summary));

    auto* content = new QWidget;
    content->setBackgroundRole(QPalette::Base);
    content->setAutoFillBackground(true);
    auto* outer = new QHBoxLayout(content);
    column_ = new QWidget(content);
    column_->setMaximumWidth(kColumnMaxWidth);
    outer->addStretch(0);
    outer->addWidget(column_, 1);
    outer->addStretch(0);
    auto* layout = new QVBoxLayout(column_);
    layout->setContentsMargins(24, 16, 24, 32);
    layout->setSpacing(10);

    // The lesson's own first heading usually is its title; only add one when it is not.
    const QList<lessons::Section> sections = lesson_.sections();
    if (sections.isEmpty() || sections.first().title != lesson_.title) {
        // Header text is the author's: plain (never HTML, so never an image), math as Unicode.
        auto* title = new QLabel(lessons::plainTextWithMath(lesson_.title), column_);
        title->setTextFormat(Qt::PlainText);
        title->setObjectName(QStringLiteral("lessonTitle"));
        constexpr double kTitleScale = 1.8;
        keepScaledBold(title, kTitleScale);
        title->setWordWrap(true);
        // The measure counts characters of the label's own font: in the larger, bold one it was
        // about twice as wide and stood out to the left of the text column.
        keepToMeasure(title, double(QFontMetrics(column_->font()).averageCharWidth()) /
                                 QFontMetrics(title->font()).averageCharWidth());
        insertIntoColumn(layout, -1, title);
    }
    // One source text with %n: each language's .ts (English too) holds its plural forms.
    const QString minutes = tr("About %n minute(s) · %1", nullptr, lesson_.minutes);
    auto* meta = new QLabel(minutes.arg(lessons::plainTextWithMath(lesson_.summary)), column_);
    meta->setTextFormat(Qt::PlainText);
    meta->setObjectName(QStringLiteral("lessonMeta"));
    meta->setWordWrap(true);
    meta->setForegroundRole(QPalette::PlaceholderText);
    meta->setAccessibleName(meta->text());
    keepToMeasure(meta);
    insertIntoColumn(layout, -1, meta);

    questionIds_ = lessons::questionIds(lesson_.blocks);
    plan_ = lessons::RevealPlan::of(lesson_);
    layout->addStretch(1);
    if (build == Build::All) {
        ensureBuilt();
    } else {
        // Blocks are appended below what is built, so the top of the page is final at once.
        const int screen = std::max(kMinFirstScreenPixels, window()->height()) * 5 / 4;
        buildNext(firstScreenBlocks(screen));
        if (!isComplete()) {
            batchStart_.setSingleShot(true);
            connect(&batchStart_, &QTimer::timeout, this, &LessonPage::buildBatch);
            batchStart_.start(kUnpaintedBatchDelayMs);
        }
    }
    setWidget(content);
    content->installEventFilter(this);

    pendingExpiry_.setSingleShot(true);
    pendingExpiry_.setInterval(kRestoreWindowMs);
    connect(&pendingExpiry_, &QTimer::timeout, this, [this] {
        pendingScroll_ = -1;
        scrollAnchor_ = nullptr;
    });
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int max) {
        if (hold_->held()) {
            hold_->apply();
            return;
        }
        if (scrollAnchor_) {
            followScrollAnchor();
            return;
        }
        if (pendingScroll_ < 0)
            return;
        verticalScrollBar()->setValue(std::min(pendingScroll_, max));
        // Heights settle only once every block is built and laid out at the page's width.
        if (isComplete() && max >= pendingScroll_)
            pendingScroll_ = -1;
    });
    connect(verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] {
        pendingScroll_ = -1; // the student scrolls: stop restoring
        scrollAnchor_ = nullptr;
        releaseHold();
        jumpedTo_ = nullptr; // and reads on from there
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int y) {
        hold_->scrolled(y);
        followResultBelow();
        dropRoomsScrolledAway();
        if (pendingScroll_ < 0)
            emit positionChanged(y, currentSection());
    });
    if (progress) {
        // A control built later snaps its parameter to its stops: that is no move of the
        // student's, and recording it would write a record the student never touched.
        controlsWatch_ =
            connect(params_, &lessons::ParameterSet::changed, progress,
                    [this, progress](const QString& name) {
                        if (!building_)
                            progress->recordControl(lesson_.id, name, params_->value(name));
                    });
    }
    baseFont_ = font();
    focusWatch_ = connect(qApp, &QApplication::focusChanged, this,
                          [this](QWidget* old, QWidget* now) { followFocus(old, now); });
}

// Qt moves the focus while the QWidget base destroys the children, when this is no longer a
// LessonPage (UBSan: "member call ... not an object of type LessonPage").
LessonPage::~LessonPage() {
    delete gestures_; // before the children go: it calls into the page
    hold_->release(); // the held control's ancestors filter their events through the hold
    disconnect(focusWatch_);
    disconnect(controlsWatch_);
}

QList<QuestionBlock*> LessonPage::questions() {
    ensureBuilt();
    return questions_;
}

QWidget* LessonPage::blockWidget(int index) {
    if (index >= nextBlock_)
        ensureBuilt();
    return blockWidgets_.value(index);
}

void LessonPage::resizeEvent(QResizeEvent* event) {
    // A new width reflows the text above the view: the block at the view's top stays there, at
    // the same share of its height (the scroll position kept as a number showed another section,
    // sp12 N12). One anchor for a whole drag of the window's edge, taken where the drag began.
    const bool reflows = event->oldSize().width() > 0 &&
                         event->size().width() != event->oldSize().width() && widget() &&
                         pendingScroll_ < 0;
    if (reflows) {
        hold_->release(); // the reading place is what stays now
        hold_->dropKeptRoom();
    }
    if (reflows && !scrollAnchor_)
        holdPlaceForReflow();
    else if (reflows && scrollAnchor_)
        pendingExpiry_.start();
    QScrollArea::resizeEvent(event);
    fitContent();
    followResultBelow();
    if (reflows && scrollAnchor_)
        followScrollAnchor();
}

namespace {
bool takesWheelForValue(const QObject* object) {
    return qobject_cast<const QComboBox*>(object) ||
           qobject_cast<const QAbstractSpinBox*>(object) ||
           (qobject_cast<const QAbstractSlider*>(object) &&
            !qobject_cast<const QScrollBar*>(object)); // scroll bars scroll anyway
}
} // namespace

void LessonPage::acceptEnter(QWidget* block) {
    QList<QPushButton*> buttons = block->findChildren<QPushButton*>();
    if (auto* button = qobject_cast<QPushButton*>(block))
        buttons.append(button);
    // Outside a dialog autoDefault only makes QPushButton click on Enter/Return, as Qt users
    // expect of a focused button (Space already did).
    for (QPushButton* button : std::as_const(buttons))
        button->setAutoDefault(true);
}

void LessonPage::followFocus(QWidget* old, QWidget* now) {
    const bool onPage = now && now != this && now != viewport() && isAncestorOf(now);
    if (!onPage)
        return;
    const bool inContent = widget() && widget()->isAncestorOf(now);
    const QRect box = inContent ? withItsText(now) : QRect();
    // Focus handed over by Qt, not moved by the student: the widget that had it went, was
    // hidden or disabled (the stacked widget clears the old page's focus and gives the new
    // page's first Tab stop the focus; the top bar's Next is disabled a moment while the lesson
    // changes). "Next lesson" opened the next lesson 245 px down, at its first prediction's
    // radio button (student pass sp13 B5): a page still being laid out shows that control at
    // first, then keeps it in sight as the page grows (fitContent). A lesson opens where it was
    // left; the page itself takes the keys, and the next Tab goes to that first control.
    // Only while the page is still being built, as a lesson opens; a control that had the
    // focus on this page before gets it back as it was (the window active again).
    // The widget Qt hands it from need not be the one that went: from the overview, or after
    // a reset, it passed through a sidebar button first, which was still shown (sp15 B5).
    const bool handedOver = !isComplete() && !now->property(kHadFocus).toBool() &&
                            (!old || !isAncestorOf(old)) &&
                            QGuiApplication::mouseButtons() == Qt::NoButton;
    if (handedOver && inContent) {
        setFocus(Qt::OtherFocusReason);
        return;
    }
    now->setProperty(kHadFocus, true);
    if (!inContent)
        return;
    // Focus coming back to the window (from a dialog, another window, or none) returns to where
    // it was and scrolls nothing: after a right click in the lab, Save chart's dialog handed it
    // back to the lab block, taller than the view, and the page moved 55 px to its top (sp28).
    if (!old || old->window() != now->window())
        return;
    // Focus that comes from outside the page (Tab from the sidebar, Shift+Tab from the top
    // bar) or is set by the program does not pass through QScrollArea's own scrolling: a
    // control below the view took the focus out of sight (student pass sp11, a stop with no
    // visible focus). A control the student clicked is in sight already.
    // A click scrolls nothing, also where it moves the focus on (Check hands it to the verdict
    // below): the page jumped 40 px under the pointer (issue 19). Buttons are up by the time the
    // click is handled, so the release itself is what tells a click from a key.
    const bool byPointer = QGuiApplication::mouseButtons() != Qt::NoButton || releasing_;
    if (!viewport()->rect().intersects(box) && !byPointer) {
        scrollIntoSight(now, kFocusMargin);
        return;
    }
    // By the keys, a control that fits the view comes into sight whole: Tab left only a chart's
    // title on screen (sp13 B10), then the top edge of its frame (sp15 B10); an option's circle
    // with its text half hidden (sp19).
    if (!byPointer && !viewport()->rect().contains(box))
        scrollIntoSight(now, kFocusMargin);
}

QRect LessonPage::withItsText(QWidget* control) const {
    QRect box(control->mapTo(viewport(), QPoint()), control->size());
    // A slider, toggle or choice is seen whole: its label above, the slider's ticks and the
    // numbers of its stops below. Tab past Check in lesson 5's step 3 left the slider at the
    // view's foot with the numbers under its ticks cut (sp35).
    for (QWidget* w = control->parentWidget(); w && w != widget(); w = w->parentWidget()) {
        if (qobject_cast<SliderControl*>(w) || qobject_cast<ToggleControl*>(w) ||
            qobject_cast<ChoiceControl*>(w))
            return box | QRect(w->mapTo(viewport(), QPoint()), w->size());
    }
    // A radio button or check box without text of its own is read by the label beside it on
    // its row (an option's text, two lines beside a one-line circle).
    auto* button = qobject_cast<QAbstractButton*>(control);
    QWidget* parent = control->parentWidget();
    if (!button || !button->text().isEmpty() || !parent)
        return box;
    const QRect own = control->geometry();
    for (QWidget* sibling : parent->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        const QRect r = sibling->geometry();
        if (sibling != control && qobject_cast<QLabel*>(sibling) && !sibling->isHidden() &&
            r.left() >= own.right() && r.top() <= own.center().y() && r.bottom() >= own.top())
            box |= QRect(sibling->mapTo(viewport(), QPoint()), sibling->size());
    }
    return box;
}

void LessonPage::scrollIntoSight(QWidget* control, int margin) {
    if (!widget() || !widget()->isAncestorOf(control))
        return;
    QScrollBar* bar = verticalScrollBar();
    const int height = viewport()->height();
    const QRect box = withItsText(control);
    const int top = box.top() + bar->value();
    const int bottom = top + box.height();
    int target = bar->value();
    if (bottom - top + 2 * margin > height || top - margin < target)
        target = top - margin; // too tall to show whole: its top, where it starts
    else if (bottom + margin > target + height)
        target = bottom + margin - height;
    bar->setValue(std::clamp(target, bar->minimum(), bar->maximum()));
}

void LessonPage::keyActed() {
    if (std::exchange(keyFollowQueued_, true))
        return;
    // Once the key has done its work (Check shows the verdict, Run adds its row).
    QMetaObject::invokeMethod(
        this,
        [this] {
            keyFollowQueued_ = false;
            settleLayout();
            pendingScroll_ = -1; // the student acts: no place to restore any more
            scrollAnchor_ = nullptr;
            if (!holdAfterKey())
                PageFocus(this, column_).showFocusWithResult();
        },
        Qt::QueuedConnection);
}

bool LessonPage::focusNextPrevChild(bool next) {
    return PageFocus(this, column_).moveFocus(next) || QWidget::focusNextPrevChild(next);
}

void LessonPage::guardWheel(QWidget* block) {
    QList<QWidget*> controls = block->findChildren<QWidget*>();
    controls.prepend(block);
    for (QWidget* control : std::as_const(controls)) {
        if (!takesWheelForValue(control))
            continue;
        // Without StrongFocus a wheel turn would focus the control and then change it.
        control->setFocusPolicy(Qt::StrongFocus);
        control->installEventFilter(this);
    }
}

bool LessonPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        fitContent(); // in step with the layout, so no frame shows stale geometry
    if (watched == widget() && event->type() == QEvent::Paint && !firstPaintSeen_) {
        firstPaintSeen_ = true;
        // With the first batch below the first screen: the frame is out before they start.
        QTimer::singleShot(kFirstBatchDelayMs, this, [this] { context_.benches->release(); });
        if (batchStart_.isActive())
            batchStart_.start(kFirstBatchDelayMs);
    }
    // On a lesson page the wheel scrolls the page, also over a control that has the focus: one
    // that passed under the pointer while scrolling changed (d_k 16 became 1), and a control
    // keeps the focus from the last drag or key press long after. Keys and dragging change it.
    if (event->type() == QEvent::Wheel && takesWheelForValue(watched)) {
        auto* wheel = static_cast<QWheelEvent*>(event);
        QWheelEvent forwarded(viewport()->mapFromGlobal(wheel->globalPosition()),
                              wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                              wheel->buttons(), wheel->modifiers(), wheel->phase(),
                              wheel->inverted(), wheel->source());
        QCoreApplication::sendEvent(verticalScrollBar(), &forwarded);
        return true;
    }
    return QScrollArea::eventFilter(watched, event);
}

void LessonPage::settleLayout() {
    for (int pass = 0; pass < kSettlePasses; ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        fitContent();
    }
}

void LessonPage::fitContent() {
    QWidget* content = widget();
    if (!content)
        return;
    // The focused control, if the student sees it now, stays in sight: Retry folds the verdict
    // and the revealed chart below it away, and the page, shorter, used to clamp its scroll
    // position so the focused option left the view.
    QWidget* focus = QApplication::focusWidget();
    const auto inSight = [this](QWidget* w) {
        return viewport()->rect().contains(QRect(w->mapTo(viewport(), QPoint()), w->size()));
    };
    // Not while the page is still being built: the student has not seen it yet, and a control
    // that took the focus as the lesson opened (the first prediction's radio button, handed the
    // focus from the top bar's Next) dragged a new lesson 170-245 px down as the blocks above it
    // took their heights (student pass sp13 B5).
    const bool keepInSight = pendingScroll_ < 0 && !scrollAnchor_ && !hold_->held() && focus &&
                             isComplete() && content->isAncestorOf(focus) && focus->isVisible() &&
                             inSight(focus);
    const int width = viewport()->width();
    content->layout()->activate();
    int height = content->layout()->hasHeightForWidth() ? content->heightForWidth(width)
                                                        : content->sizeHint().height();
    // With the room a held control keeps below the page's end (ViewHold::contentHeight).
    height = hold_->contentHeight(std::max(height, viewport()->height()));
    if (content->size() != QSize(width, height))
        content->resize(width, height);
    hold_->apply();
    if (keepInSight && pendingScroll_ < 0 && focus->isVisible() && !inSight(focus))
        ensureWidgetVisible(focus, 0, kFocusMargin);
}

QList<LessonPage::PaperBlock> LessonPage::paperBlocks() const {
    QList<PaperBlock> blocks;
    for (int index = 0; index < lesson_.blocks.size(); ++index) {
        const QWidget* widget = widgetOf_.value(&lesson_.blocks.at(index));
        if (!widget || !widget->isVisibleTo(column_))
            continue;
        const int top = widget->mapTo(column_, QPoint(0, 0)).y();
        blocks.append({top, top + widget->height(), !lesson_.headingAbove(index + 1).isEmpty()});
    }
    std::sort(blocks.begin(), blocks.end(),
              [](const PaperBlock& a, const PaperBlock& b) { return a.top < b.top; });
    return blocks;
}

QList<QWidget*> LessonPage::tabStops() const {
    return PageFocus(const_cast<LessonPage*>(this), column_).tabStops();
}

void LessonPage::orderTabStops() {
    // The gates made in connectReveals, once every block exists, joined the chain at the page's
    // end: Tab reached "Show the takeaways now" after the next-lesson card below it (student
    // pass sp15 B10).
    PageFocus(this, column_).orderTabStops();
}

QHash<QString, QVariant> LessonPage::parameterValues() const {
    QHash<QString, QVariant> values;
    for (const QString& name : params_->names())
        values.insert(name, params_->value(name));
    return values;
}

QHash<QString, int> LessonPage::walkthroughSteps() const {
    QHash<QString, int> steps = keptSteps_; // those not built yet keep what they were given
    for (const auto& [key, walkthrough] : walkthroughs_)
        steps.insert(key, walkthrough->currentStep());
    return steps;
}

void LessonPage::restoreWalkthroughSteps(const QHash<QString, int>& steps) {
    keptSteps_ = steps;
    for (const auto& [key, walkthrough] : std::as_const(walkthroughs_)) {
        if (steps.contains(key))
            walkthrough->setStep(steps.value(key));
    }
}

bool LessonPage::isSettled() const {
    // The gates go in once the last block is built (connectReveals): a page grabbed before shows
    // what a prediction reveals.
    return isComplete() && std::all_of(settleable_.begin(), settleable_.end(),
                                       [](const BlockWidget* block) { return block->isSettled(); });
}

// As the overview counts: an answer naming an option the question no longer has is no answer.
int LessonPage::answeredCount() const {
    return lessons::lessonStatus(lesson_,
                                 context_.progress ? context_.progress->find(lesson_.id) : nullptr)
        .answered;
}

int LessonPage::correctCount() const {
    return lessons::lessonStatus(lesson_,
                                 context_.progress ? context_.progress->find(lesson_.id) : nullptr)
        .correct;
}

} // namespace app
