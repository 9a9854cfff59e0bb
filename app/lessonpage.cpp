// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
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
#include "app/charts/benchrunner.h"
#include "app/charts/chartpanel.h"
#include "app/lessonprint.h"
#include "app/measureditem.h"
#include "app/pagefocus.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/completion.h"
#include "lessons/displaytext.h"
#include "lessons/edithistory.h"
#include "lessons/math.h"
#include "lessons/optionorder.h"
#include "lessons/parameters.h"
#include "lessons/revealplan.h"
#include "lessons/schema.h"
#include "lessons/syntax.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QStackedLayout>
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
// One width system (sp19: blocks ran at five widths, 463 to 860 px at 1,440): every block keeps to
// the text's measure, and one that needs more (a chart, a lab, a console, code, a walkthrough) to
// one wider measure, this share of it, centred on the text. A block whose controls need more
// still gets what they need (MeasuredItem never narrows below the minimum size); the console
// keeps the column (its displays side by side).
constexpr double kWideShare = LabBlock::kMeasureShare;
constexpr int kRestoreWindowMs = 3000;
// The first screen: the window's height and a quarter more (block heights are estimates).
constexpr int kMinFirstScreenPixels = 600;
constexpr int kBlocksPerBatch = 8; // ~10 ms of work per event-loop turn
// The rest of the page is built once the first screen has been painted (the student sees the
// lesson sooner); a page never painted (built hidden) starts after a while anyway.
constexpr int kFirstBatchDelayMs = 40;
constexpr int kUnpaintedBatchDelayMs = 250;
constexpr int kFocusMargin = 24; // pixels kept around a control scrolled into sight
constexpr int kSettlePasses = 3; // prose heights follow the width, which follows the content

// Stands in for a block that is kept hidden until the student has tried something (a question
// answered, an explanation compared with the model answer); `showNow`, when given, lets the
// student open it anyway. Two gates one right below the other (lesson 4's Track 5: the Track 3
// bench again, then the bench that Track 5's prediction reveals) show one placeholder between
// them that says what each waits for, not two boxes with the same sentence.
class RevealGate : public QWidget {
public:
    RevealGate(QWidget* target, QWidget* parent, const QString& waitText,
               const QString& showNow = {}, const QString& need = {})
        : QWidget(parent), target_(target), waitText_(waitText), need_(need) {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        placeholder_ = new QFrame(this);
        placeholder_->setFrameShape(QFrame::StyledPanel);
        keepOffPaper(placeholder_); // paper shows what is open, not what waits
        auto* placeholderLayout = new QVBoxLayout(placeholder_);
        placeholderLayout->setContentsMargins(12, 12, 12, 12);
        text_ = new QLabel(waitText, placeholder_);
        text_->setWordWrap(true);
        text_->setAlignment(Qt::AlignCenter);
        placeholderLayout->addWidget(text_);
        placeholder_->setAccessibleName(waitText);
        if (!showNow.isEmpty()) {
            auto* button = new QPushButton(showNow, placeholder_);
            button->setAutoDefault(true);
            placeholderLayout->addWidget(button, 0, Qt::AlignCenter);
            QObject::connect(button, &QPushButton::clicked, this, [this] { setOpen(true); });
        }
        // The band is part of the reading flow: it keeps to the text's measure, not the column
        // (at 1440 px it ran 860 px wide beside 460 px of text, issue 19).
        keepToMeasure(placeholder_);
        insertIntoColumn(layout, -1, placeholder_);
        target->setParent(this);
        insertIntoColumn(layout, -1, target);
        setOpen(false);
    }
    // Blocks after the hidden one that would give the answer away just below the placeholder.
    void adopt(QWidget* follower) {
        follower->setParent(this);
        insertIntoColumn(static_cast<QBoxLayout*>(layout()), -1, follower);
        followers_.append(follower);
        follower->setVisible(isOpen());
    }
    // `below` stands right under this gate in the same column.
    void joinBelow(RevealGate* below) {
        below_ = below;
        below->above_ = this;
        refresh();
        below->refresh();
    }
    void setOpen(bool open) {
        target_->setVisible(open);
        for (QWidget* follower : std::as_const(followers_))
            follower->setVisible(open);
        refresh();
        for (RevealGate* other : {above_, below_}) {
            if (other)
                other->refresh();
        }
    }
    bool isOpen() const { return !target_->isHidden(); }
    QString shownText() const { return text_->text(); }
    bool placeholderShown() const { return !placeholder_->isHidden(); }

private:
    void refresh() {
        // A closed gate right above speaks for this one too.
        const bool spokenFor = above_ && !above_->isOpen() && !above_->need_.isEmpty();
        placeholder_->setVisible(!isOpen() && !spokenFor);
        QString text = waitText_;
        if (!isOpen() && below_ && !below_->isOpen() && !need_.isEmpty() &&
            !below_->need_.isEmpty()) {
            text = need_ == below_->need_
                       ? QCoreApplication::translate("app::LessonPage",
                                                     "Answer %1 first; the two parts of the lesson "
                                                     "below appear once you have.")
                             .arg(need_)
                       : QCoreApplication::translate(
                             "app::LessonPage",
                             "Two parts of the lesson wait here: the first appears once you have "
                             "answered %1, the second once you have answered %2.")
                             .arg(need_, below_->need_);
        }
        text_->setText(text);
        placeholder_->setAccessibleName(text);
        // In the accessibility tree a closed gate says what it waits for, an open one is named
        // by what it holds (it was a nameless group).
        setAccessibleName(isOpen() ? target_->accessibleName() : text);
    }

    QWidget* target_;
    QString waitText_;
    QString need_; // "the prediction above", as the wait text names it
    QFrame* placeholder_;
    QLabel* text_ = nullptr;
    QList<QWidget*> followers_;
    RevealGate* above_ = nullptr;
    RevealGate* below_ = nullptr;
};

template <typename Widget, typename Spec>
QWidget* plain(LessonPage&, const lessons::Block& block, QWidget* parent) {
    return new Widget(Spec::from(block), parent);
}

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

const QHash<QString, LessonPage::Kind>& LessonPage::kinds() {
    using namespace lessons;
    // Group ends and steps are structure only (their parents build them): they have no entry.
    static const QHash<QString, Kind> table = {
        {QStringLiteral("prose"),
         {[](LessonPage&, const Block& block, QWidget* parent) -> QWidget* {
              return new ProseBlock(block, parent);
          },
          0, true}},
        {QStringLiteral("code"),
         {[](LessonPage&, const Block& block, QWidget* parent) -> QWidget* {
              auto* code = new CodeBlock(block, parent);
              keepToMeasure(code, kWideShare);
              return code;
          },
          0}},
        {QStringLiteral("callout"), {&plain<CalloutBlock, CalloutSpec>, 80, true}},
        {QStringLiteral("formula"), {&plain<FormulaBlock, FormulaSpec>, 80, true}},
        {QStringLiteral("references"), {&plain<ReferencesBlock, ReferencesSpec>, 80, true}},
        {QStringLiteral("next"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              const NextSpec spec = NextSpec::from(block);
              auto* next = new NextLessonBlock(spec, page.lessonTitle_(spec.lesson), parent);
              connect(next, &NextLessonBlock::openLesson, &page, &LessonPage::openLesson);
              return next;
          },
          80, true}},
        {QStringLiteral("slider"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              return new SliderControl(SliderSpec::from(block), page.context_, parent);
          },
          80, true}},
        {QStringLiteral("toggle"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              return new ToggleControl(ToggleSpec::from(block), page.context_, parent);
          },
          80, true}},
        {QStringLiteral("choice"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              return new ChoiceControl(ChoiceSpec::from(block), page.context_, parent);
          },
          80, true}},
        {QStringLiteral("chart"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              auto* chart = new ChartBlock(block, page.context_, parent);
              page.settleable_.append(chart);
              const double share = chart->panel() ? chart->panel()->measureShare() : 0.0;
              keepToMeasure(chart, share > 0.0 ? share : kWideShare);
              return chart;
          },
          380}},
        {QStringLiteral("table"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              return new SoftmaxTableBlock(TableSpec::from(block), page.context_, parent);
          },
          300, true}}, // kept to the text column, as its caption is
        {QStringLiteral("readout"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              return new ReadoutBlock(ReadoutSpec::from(block), page.context_, parent);
          },
          80, true}},
        {QStringLiteral("lab"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              auto* lab = new LabBlock(LabSpec::from(block), page.context_, parent);
              // Centred on the text column and a little wider than the text: the messages
              // beside its entry fields need the room to stay in the two lines kept for them.
              // Across the whole column it ran 860 px beside 460 px of text (issue 19).
              keepToMeasure(lab, LabBlock::kMeasureShare);
              return lab;
          },
          300}},
        {QStringLiteral("question"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              auto* question = new QuestionBlock(QuestionSpec::from(block), page.context_, parent);
              page.questions_.append(question);
              connect(question, &QuestionBlock::answeredChanged, &page,
                      &LessonPage::answersChanged);
              // Clicked, Check brings its verdict and feedback into sight: it came out below the
              // view and the student saw nothing happen (issue 19). As much as fits without
              // Check or the chosen option leaving the view: showing all the feedback moved the
              // card 105 px from under the pointer (sp19), the first line alone left the feedback
              // hidden (sp20). A result in sight moves nothing; a click by the program (a
              // reveal, a test) moves no view.
              connect(question->checkButton(), &QAbstractButton::clicked, &page, [&page, question] {
                  if (page.releasing_)
                      page.clickedCheck(question);
              });
              return question;
          },
          80, true}},
        {QStringLiteral("explain"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              return new ExplainBlock(ExplainSpec::from(block), page.context_, parent);
          },
          80, true}},
        {QStringLiteral("quickcheck"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              return new QuickCheckBlock(
                  block,
                  [&page](const Block& child, QWidget* owner) { return page.build(child, owner); },
                  parent);
          },
          300, true}},
        {QStringLiteral("walkthrough"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              QWidget* walkthrough = page.buildWalkthrough(block, parent);
              keepToMeasure(walkthrough, kWideShare);
              return walkthrough;
          },
          300}},
        {QStringLiteral("console"),
         {[](LessonPage& page, const Block& block, QWidget* parent) -> QWidget* {
              // The one exception to kWideShare: its controls, table and three charts sit side
              // by side to fit one screen, and at the wider measure it ran 1,155 px tall.
              return new ConsoleBlock(
                  block,
                  [&page](const Block& child, QWidget* owner) { return page.build(child, owner); },
                  parent);
          },
          700}},
    };
    return table;
}

// A rough height in pixels, only to decide how many blocks fill the first screen.
int LessonPage::estimatedHeight(const lessons::Block& block) {
    constexpr int kCharsPerLine = 110;
    constexpr int kLinePixels = 18;
    const int fixed = kinds().value(block.type).estimatedHeight;
    if (fixed > 0)
        return fixed;
    return kLinePixels * (2 + int(block.markdown.size()) / kCharsPerLine);
}

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
        QFont titleFont = title->font();
        titleFont.setPointSizeF(titleFont.pointSizeF() * kTitleScale);
        titleFont.setBold(true);
        title->setFont(titleFont);
        title->setWordWrap(true);
        // The measure counts characters of the label's own font: in the larger, bold one it was
        // about twice as wide and stood out to the left of the text column.
        keepToMeasure(title, double(QFontMetrics(column_->font()).averageCharWidth()) /
                                 QFontMetrics(titleFont).averageCharWidth());
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
        int firstScreen = 0;
        int estimate = 0;
        while (firstScreen < lesson_.blocks.size() && estimate < screen)
            estimate += estimatedHeight(lesson_.blocks.at(firstScreen++));
        buildNext(firstScreen);
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
        jumpedTo_ = nullptr; // and reads on from there
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int y) {
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
    disconnect(focusWatch_);
    disconnect(controlsWatch_);
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
    }
    if (isComplete())
        connectReveals();
}

void LessonPage::buildBatch() {
    buildNext(kBlocksPerBatch);
    if (!isComplete())
        QTimer::singleShot(0, this, &LessonPage::buildBatch);
}

void LessonPage::ensureBuilt() {
    buildNext(int(lesson_.blocks.size()));
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
    if (reflows && !scrollAnchor_)
        holdPlaceForReflow();
    else if (reflows && scrollAnchor_)
        pendingExpiry_.start();
    QScrollArea::resizeEvent(event);
    fitContent();
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
    static const char kHadFocus[] = "attnHadFocus";
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
            PageFocus(this, column_).showFocusWithResult();
        },
        Qt::QueuedConnection);
}

void LessonPage::clickedCheck(QuestionBlock* question) {
    QPointer<QuestionBlock> guarded(question);
    // Once the verdict is laid out.
    QMetaObject::invokeMethod(
        this,
        [this, guarded] {
            if (!guarded)
                return;
            settleLayout();
            pendingScroll_ = -1; // the student acts: no place to restore any more
            scrollAnchor_ = nullptr;
            PageFocus(this, column_)
                .showClickedResult(guarded->answerWidgets(), guarded->resultWidgets());
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
    const bool keepInSight = pendingScroll_ < 0 && !scrollAnchor_ && focus && isComplete() &&
                             content->isAncestorOf(focus) && focus->isVisible() && inSight(focus);
    const int width = viewport()->width();
    content->layout()->activate();
    int height = content->layout()->hasHeightForWidth() ? content->heightForWidth(width)
                                                        : content->sizeHint().height();
    height = std::max(height, viewport()->height());
    if (content->size() != QSize(width, height))
        content->resize(width, height);
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

namespace {
// Prose with a single line of text (comments aside), a heading.
bool headingOnly(const lessons::Block& block) {
    if (block.type != QLatin1String("prose") || !block.opensSection())
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

QWidget* LessonPage::build(const lessons::Block& block, QWidget* parent) {
    const auto kind = kinds().constFind(block.type);
    if (kind == kinds().constEnd())
        return nullptr; // group ends and steps; anything else was rejected by the validator
    QWidget* widget = kind->create(*this, block, parent);
    const QString id = block.id();
    if (widget && !id.isEmpty())
        byId_.insert(id, widget);
    if (const QString param = lessons::controlParameter(block); widget && !param.isEmpty())
        controlParams_.insert(widget, param);
    if (widget)
        widgetOf_.insert(&block, widget);
    // Running text keeps to the measure in the column and inside a group block alike (a
    // walkthrough's steps ran 130 characters a line across the wide box).
    if (widget && kind->runningText)
        keepToMeasure(widget);
    if (widget && plan_.waitsForAQuestion(&block))
        widget->hide(); // until its question is answered (connectReveals)
    return widget;
}

QWidget* LessonPage::buildWalkthrough(const lessons::Block& block, QWidget* parent) {
    const BlockFactory factory = [this](const lessons::Block& child, QWidget* owner) {
        return build(child, owner);
    };
    auto* walkthrough = new WalkthroughBlock(block, factory, parent);
    const QString key = block.id().isEmpty()
                            ? QStringLiteral("walkthrough-%1").arg(walkthroughs_.size() + 1)
                            : block.id();
    walkthroughs_.append({key, walkthrough});
    const lessons::LessonProgress* saved =
        context_.progress ? context_.progress->find(lesson_.id) : nullptr;
    if (keptSteps_.contains(key))
        walkthrough->setStep(keptSteps_.value(key));
    else if (saved && saved->walkthroughSteps.contains(key))
        walkthrough->setStep(saved->walkthroughSteps.value(key));
    // A turn brings the buttons and the new "Step k of n" line into sight (the student may have
    // scrolled down through the step; the buttons above it stay where they were otherwise).
    connect(walkthrough, &WalkthroughBlock::stepTurned, this, [this, walkthrough] {
        settleLayout();
        QWidget* top = walkthrough->navigation();
        QWidget* bottom = walkthrough->stepLabel();
        const int y = top->mapTo(widget(), QPoint()).y();
        const int end = bottom->mapTo(widget(), QPoint()).y() + bottom->height();
        if (y < verticalScrollBar()->value() ||
            end > verticalScrollBar()->value() + viewport()->height())
            verticalScrollBar()->setValue(y - kFocusMargin);
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

// Applies the lesson's RevealPlan (lessons/revealplan.h) to the built widgets.
void LessonPage::connectReveals() {
    if (std::exchange(revealsConnected_, true))
        return;
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
        auto* gate = new RevealGate(
            widget, parent,
            tr("Answer %1 first; this part of the lesson appears once you have.").arg(need), {},
            need);
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
    orderTabStops();
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
        if (!explain || explain->modelShown() || at < 0)
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
    }
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

void LessonPage::scrollToSection(int sectionIndex) {
    const QList<lessons::Section> sections = lesson_.sections();
    if (sectionIndex < 0 || sectionIndex >= sections.size())
        return;
    QWidget* target = blockWidget(sections.at(sectionIndex).blockIndex);
    if (!target)
        return;
    pendingScroll_ = -1;
    scrollAnchor_ = target;
    anchorShare_ = 0.0;
    jumpedTo_ = target;
    pendingExpiry_.start();
    followScrollAnchor();
}

void LessonPage::followScrollAnchor() {
    if (!scrollAnchor_)
        return;
    // While blocks are still being built the page keeps growing: follow for as long as that lasts.
    if (!isComplete())
        pendingExpiry_.start();
    QScrollBar* bar = verticalScrollBar();
    const int target = std::clamp(scrollAnchor_->mapTo(widget(), QPoint(0, 0)).y() +
                                      int(std::lround(anchorShare_ * scrollAnchor_->height())),
                                  bar->minimum(), bar->maximum());
    if (scrollAnchor_ == jumpedTo_)
        jumpedScroll_ = target; // before the move, which reports the section
    bar->setValue(target);
}

QString LessonPage::currentSection() const {
    const QList<lessons::Section> sections = lesson_.sections();
    const QScrollBar* bar = verticalScrollBar();
    const int y = bar->value();
    // A section is read once its heading is in the upper half of the view, not only at its very
    // top: with the line 40 px down, and then in the view's top quarter, the outline stayed a
    // section behind a heading the student read in mid-view (sp17). At the page's end, whatever
    // heading shows is the one read: the last ones never reach the middle.
    const int readingLine = y + viewport()->height() / 2;
    const bool atTheEnd = bar->maximum() > 0 && y >= bar->maximum();
    // The section the outline jumped to stays current until the student scrolls: near the
    // page's end its heading cannot reach the view's top, and "Explain it back", clicked in the
    // outline, lit up "Takeaways" below it (sp19).
    if (jumpedTo_ && y == jumpedScroll_) {
        for (const lessons::Section& section : sections) {
            if (blockWidgets_.value(section.blockIndex) == jumpedTo_)
                return section.title;
        }
    }
    QString current;
    for (const lessons::Section& section : sections) {
        // Blocks not built yet lie below everything on screen: they cannot be current.
        QWidget* target = blockWidgets_.value(section.blockIndex);
        if (!target)
            continue;
        const int top = target->mapTo(widget(), QPoint(0, 0)).y();
        // After a jump to a section it stays current while its heading is at the top, though
        // the next heading of a short one may share the upper half.
        if (target == scrollAnchor_ && anchorShare_ == 0.0 && std::abs(top - y) <= 1)
            return section.title;
        if (top <= readingLine || (atTheEnd && top < y + viewport()->height()))
            current = section.title;
    }
    return current;
}

int LessonPage::scrollPosition() const {
    return pendingScroll_ >= 0 ? pendingScroll_ : verticalScrollBar()->value();
}

void LessonPage::restoreScrollPosition(int y) {
    if (y <= 0)
        return;
    pendingScroll_ = y;
    pendingExpiry_.start();
    verticalScrollBar()->setValue(std::min(y, verticalScrollBar()->maximum()));
}

LessonPage::ReadingPlace LessonPage::readingPlace() const {
    const int top = verticalScrollBar()->value();
    if (!widget() || top <= 0)
        return {};
    // The last shown block that starts at or above the view's top; the top may fall in the
    // spacing below it (share 1: the next block's start). Shown within the page, not on screen:
    // the place is also taken with the review page or the overview in front (quit from there).
    ReadingPlace place;
    for (int i = 0; i < blockWidgets_.size(); ++i) {
        const QWidget* block = blockWidgets_.at(i);
        if (!block || !block->isVisibleTo(widget()) || block->height() <= 0)
            continue;
        const int y = block->mapTo(widget(), QPoint()).y();
        if (y > top)
            break;
        place = {i, std::min(1.0, double(top - y) / block->height())};
    }
    return place;
}

void LessonPage::restoreReadingPlace(const ReadingPlace& place) {
    if (place.block < 0 || place.block >= lesson_.blocks.size())
        return;
    QWidget* target = blockWidget(place.block);
    if (!target)
        return;
    pendingScroll_ = -1;
    scrollAnchor_ = target;
    anchorShare_ = std::clamp(place.share, 0.0, 1.0);
    pendingExpiry_.start();
    followScrollAnchor();
}

QFont zoomedFont(const QFont& base, int steps) {
    QFont font = base;
    const qreal size = base.pointSizeF() > 0 ? base.pointSizeF() : 10.0;
    font.setPointSizeF(std::max(6.0, size * (1.0 + 0.1 * steps)));
    return font;
}

void LessonPage::holdPlaceForReflow() {
    // The text above the top block grows or reflows too: with the scroll position kept as a
    // number the view slid back to an earlier section (lesson 3, "What a mask does").
    const int top = verticalScrollBar()->value();
    if (!widget() || top <= 0 || pendingScroll_ >= 0)
        return;
    for (QWidget* block : std::as_const(blockWidgets_)) {
        if (!block || !block->isVisibleTo(widget()))
            continue;
        const int y = block->mapTo(widget(), QPoint()).y();
        if (y <= top && top < y + block->height()) {
            scrollAnchor_ = block;
            anchorShare_ = block->height() > 0 ? double(top - y) / block->height() : 0.0;
            pendingExpiry_.start();
            break;
        }
    }
}

void LessonPage::followPlaceAfterReflow() {
    if (!scrollAnchor_)
        return;
    settleLayout();
    followScrollAnchor();
}

void LessonPage::setZoom(int steps) {
    holdPlaceForReflow();
    widget()->setFont(zoomedFont(baseFont_, steps));
    followPlaceAfterReflow();
}

void LessonPage::pointerPressed(QWidget* on) {
    if (history_->inGesture())
        return; // the same press, passed on to a parent
    gestureOrigin_ = on;
    history_->beginGesture();
}

void LessonPage::pointerReleased() {
    // What the release sets off (a click: Check hands the focus to its verdict) runs after this
    // filter saw it; until then a focus change is the pointer's doing, not the keys'.
    if (!releasing_) {
        releasing_ = true;
        QMetaObject::invokeMethod(
            this, [this] { releasing_ = false; }, Qt::QueuedConnection);
    }
    if (!history_->inGesture())
        return;
    history_->endGesture();
    gestureOrigin_ = nullptr;
}

void LessonPage::noteChange(const QString& name) {
    const QVariant before = lastValues_.value(name);
    const QVariant after = params_->value(name);
    lastValues_.insert(name, after);
    // Blocks being built snap their values; undo and redo set values the history already has.
    if (building_ || applying_ || !before.isValid())
        return;
    history_->record(name, before, after, describeEdit(name));
}

QString LessonPage::describeEdit(const QString& name) const {
    // On a chart (dragged, or stepped with the keys while it has the focus): the chart's name
    // for what moved, "key 2".
    QWidget* origin = gestureOrigin_ ? gestureOrigin_.data() : QApplication::focusWidget();
    for (QWidget* w = origin; w && w != this; w = w->parentWidget()) {
        if (auto* chart = qobject_cast<ChartBlock*>(w)) {
            const QString what = chart->editedName(name);
            if (!what.isEmpty())
                return gestureOrigin_ ? tr("drag of %1").arg(what) : tr("change of %1").arg(what);
            break;
        }
    }
    const QString label = lessons::parameterName(lesson_, name).plain;
    const lessons::Block* control = lesson_.control(name);
    switch (control ? lessons::blockType(*control) : lessons::BlockType::Unknown) {
    case lessons::BlockType::Toggle:
        return tr("switch %1").arg(label);
    case lessons::BlockType::Choice:
        return tr("choice %1").arg(label);
    default:
        return tr("slider %1").arg(label);
    }
}

bool LessonPage::isLocked(const QString& key) const {
    // A control waiting for its prediction is disabled (lockUntilAnswered), and so is a lab
    // behind one.
    const QLatin1String labPrefix(LabBlock::kHistoryKeyPrefix);
    if (key.startsWith(labPrefix)) {
        const QWidget* lab = byId_.value(key.mid(labPrefix.size()));
        return lab && !lab->isEnabled();
    }
    for (auto it = controlParams_.cbegin(); it != controlParams_.cend(); ++it) {
        if (it.value() == key && !it.key()->isEnabled())
            return true;
    }
    return false;
}

void LessonPage::undo() {
    applyEdits(history_->undo());
}

void LessonPage::redo() {
    applyEdits(history_->redo());
}

void LessonPage::applyEdits(const QList<QPair<QString, QVariant>>& values) {
    const QScopedValueRollback<bool> applying(applying_, true);
    const QLatin1String labPrefix(LabBlock::kHistoryKeyPrefix);
    for (const auto& [key, value] : values) {
        if (key.startsWith(labPrefix)) {
            if (auto* lab = qobject_cast<LabBlock*>(byId_.value(key.mid(labPrefix.size()))))
                lab->setFields(value.toStringList());
        } else {
            params_->setValue(key, value); // the record follows (controlsWatch_)
        }
    }
}

} // namespace app
