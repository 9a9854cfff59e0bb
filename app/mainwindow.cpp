// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/mainwindow.h"

#include "lessons/buttonroles.h"
#include "lessons/math.h"

#include "app/blocks/groupblocks.h"
#include "app/blocks/questionblock.h"
#include "app/coursefolder.h"
#include "app/courseoutline.h"
#include "app/elidingbutton.h"
#include "app/findbar.h"
#include "app/focusring.h"
#include "app/languagemenu.h"
#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/overviewpage.h"
#include "app/progresskeeper.h"
#include "app/recentfolders.h"
#include "app/recordactions.h"
#include "app/recordexport.h"
#include "app/reviewpage.h"
#include "app/settingslocation.h"
#include "app/visitclock.h"
#include "app/welcomecard.h"
#include "lessons/completion.h"
#include "lessons/edithistory.h"
#include "lessons/folderwatcher.h"
#include "lessons/launch.h"
#include "lessons/record.h"
#include "lessons/review.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPixmap>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>

namespace app {

namespace {

constexpr int kFileRole = Qt::UserRole;
constexpr int kLineRole = Qt::UserRole + 1;
// A record larger than this is read on the worker thread, so that the window shows at once: the
// reader takes about 40-80 ms per MB (attention-lab-record-bench), and the UI budget is 100 ms.
constexpr qint64 kRecordReadInBackgroundBytes = 512 * 1024;

} // namespace

MainWindow::MainWindow(const MainWindowOptions& options, QWidget* parent)
    : QMainWindow(parent), options_(options) {
    setWindowTitle(tr("Attention Lab"));
    // The offscreen platform's 800x600 screen is no real screen: --screenshot and the tests
    // render the design's size there.
    const QScreen* screen = QGuiApplication::primaryScreen();
    resize(screen && QGuiApplication::platformName() != QLatin1String("offscreen")
               ? firstWindowSize(screen->availableGeometry().size())
               : designWindowSize());

    const QString dataDir = options_.dataDir.isEmpty() ? defaultDataDirectory() : options_.dataDir;
    progress_ = new ProgressKeeper(QDir(dataDir).filePath(QStringLiteral("progress.json")), this);
    progress_->setReadOnly(!options_.keepRecord);
    settingsPath_ = !options_.settingsPath.isEmpty()
                        ? options_.settingsPath
                        : windowSettingsPathFor(options_.dataDir, writesSettings());
    recent_ = std::make_unique<RecentFolders>(settingsPath_, [this] { return writesSettings(); });
    courses_ = new CourseFolder(options_.localeName, this);
    connect(courses_, &CourseFolder::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(courses_, &CourseFolder::wholeFolderChanged, this, &MainWindow::reloadAll);
    connect(courses_, &CourseFolder::loaded, this, &MainWindow::courseArrived);
    connect(courses_, &CourseFolder::lessonReplaced, this, [this](const QString& id) {
        outline_->rebuild(course());
        if (currentLessonId() == id)
            showLesson(id, page_->scrollPosition());
        emit lessonReloaded(id);
    });
    records_ = new RecordActions(
        progress_, &courses_->course(), [this] { return now(); }, this);
    connect(records_, &RecordActions::message, this, &MainWindow::showMessage);
    connect(records_, &RecordActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(records_, &RecordActions::aboutToExport, this, [this] {
        endVisit(); // the time so far goes into the export
        if (page_ && pageHost_->currentWidget() == page_)
            startVisit();
    });
    connect(records_, &RecordActions::exported, this, &MainWindow::recordExported);
    connect(records_, &RecordActions::recordReplaced, this, &MainWindow::afterRecordReplaced);
    if (options_.reviewSeed == 0)
        options_.reviewSeed = quint64(now().toMSecsSinceEpoch() % 1000000);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    messageFrame_ = new QFrame(central);
    messageFrame_->setObjectName(QStringLiteral("messageBar"));
    messageFrame_->setStyleSheet(QStringLiteral(
        "#messageBar { background: rgba(230, 160, 30, 60); border-bottom: 1px solid rgba(230, "
        "160, 30, 160); }"));
    auto* messageLayout = new QHBoxLayout(messageFrame_);
    messageText_ = new QLabel(messageFrame_);
    messageText_->setWordWrap(true);
    messageText_->setTextFormat(Qt::PlainText); // messages quote paths and lesson text
    messageText_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    messageText_->setAccessibleName(tr("Message"));
    auto* dismiss = new QToolButton(messageFrame_);
    dismiss->setText(tr("Dismiss"));
    dismiss->setAccessibleName(tr("Dismiss the message"));
    connect(dismiss, &QToolButton::clicked, messageFrame_, &QWidget::hide);
    messageLayout->addWidget(messageText_, 1);
    messageLayout->addWidget(dismiss);
    messageFrame_->hide();
    layout->addWidget(messageFrame_);

    auto* navigation = new QWidget(central);
    auto* navLayout = new QHBoxLayout(navigation);
    navLayout->setContentsMargins(8, 4, 8, 4);
    previous_ =
        new ElidingButton(lessons::buttonLabel(lessons::ButtonRole::PreviousLesson), navigation);
    previous_->setAccessibleName(tr("Previous lesson"));
    next_ = new ElidingButton(lessons::buttonLabel(lessons::ButtonRole::NextLesson), navigation);
    next_->setAccessibleName(tr("Next lesson"));
    progressLine_ = new QLabel(navigation);
    progressLine_->setAlignment(Qt::AlignCenter);
    // Wraps between the buttons rather than widen the window or run under them.
    progressLine_->setWordWrap(true);
    progressLine_->setAccessibleName(tr("Progress"));
    // On the overview and the review the lesson's Previous/Next and counts do not apply.
    backToLesson_ = new ElidingButton(tr("← Back to the lesson"), navigation);
    backToLesson_->setAccessibleName(tr("Back to the lesson"));
    backToLesson_->hide();
    connect(backToLesson_, &QPushButton::clicked, this, &MainWindow::backToPage);
    navLayout->addWidget(previous_);
    navLayout->addWidget(backToLesson_);
    navLayout->addWidget(progressLine_, 1);
    navLayout->addWidget(next_);
    layout->addWidget(navigation);
    connect(previous_, &QPushButton::clicked, this, [this] {
        const int index = courses_->lessonIndex(currentLessonId());
        if (index > 0)
            showLesson(course().lessons.at(index - 1).id);
    });
    connect(next_, &QPushButton::clicked, this, [this] {
        const int index = courses_->lessonIndex(currentLessonId());
        if (index >= 0 && index + 1 < course().lessons.size())
            showLesson(course().lessons.at(index + 1).id);
    });

    findBar_ = new FindBar(central);
    layout->addWidget(findBar_);
    pageHost_ = new QStackedWidget(central);
    emptyPage_ = new QLabel(pageHost_);
    emptyPage_->setAlignment(Qt::AlignCenter);
    emptyPage_->setWordWrap(true);
    emptyPage_->setTextFormat(Qt::PlainText);
    emptyPage_->setMargin(40);
    pageHost_->addWidget(emptyPage_);
    review_ = new ReviewPage(
        progress_, [this] { return now(); }, pageHost_);
    pageHost_->addWidget(review_);
    layout->addWidget(pageHost_, 1);
    connect(pageHost_, &QStackedWidget::currentChanged, this, [this] {
        // The overview and the review are no lesson text to find in.
        if (pageHost_->currentWidget() != page_ && findBar_->isVisible())
            findBar_->close();
        updateProgressLine();
        updateUndoActions();
        showReviewStatusWhereUseful();
        fitSidebarToPage();
    });
    connect(review_, &ReviewPage::openInLesson, this, &MainWindow::openQuestion);
    connect(progress_, &ProgressKeeper::changed, this, [this] {
        if (overview_ && pageHost_->currentWidget() == overview_)
            updateRecordViews();
    });
    // Every answer, reset and import, on any page: the status bar's count was only brought up
    // to date on the overview and read 4 due beside the overview's 9 (state15 student pass).
    connect(progress_, &ProgressKeeper::answersChanged, this, &MainWindow::updateRecordViews);
    connect(review_, &ReviewPage::reviewed, this, [this] {
        pageStale_ = true;
        updateRecordViews();
        updateProgressLine();
    });
    reviewStatus_ = new QPushButton(this);
    reviewStatus_->setFlat(true);
    reviewStatus_->setAccessibleName(tr("Review status"));
    connect(reviewStatus_, &QPushButton::clicked, this, &MainWindow::showReview);
    statusBar()->addPermanentWidget(reviewStatus_);
    recordStatus_ = new QLabel(this);
    recordStatus_->setObjectName(QStringLiteral("recordStatus"));
    recordStatus_->setStyleSheet(QStringLiteral("color: #a01010; font-weight: bold;"));
    recordStatus_->hide();
    statusBar()->addPermanentWidget(recordStatus_);
    visits_ = new VisitClock(
        progress_, [this] { return now(); }, this);
    setCentralWidget(central);

    createDocks();
    createMenus();
    // The first start says in one small card how a lesson works and where the guide is (sp24).
    if (writesSettings() && WelcomeCard::firstStart(settingsPath_, dataDir)) {
        auto* welcome = new WelcomeCard(statusBar());
        // A status message hides the card (QStatusBar shows it in the card's place): the bar
        // lost the card's 20 px, the page above grew, and the overview's buttons dropped under
        // the pointer after an export (sp35). Its room stays; closed, it is deleted.
        QSizePolicy policy = welcome->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        welcome->setSizePolicy(policy);
        statusBar()->addWidget(welcome, 1);
        connect(welcome, &WelcomeCard::guideRequested, this, &MainWindow::showHelp);
    }
    menuBar()->installEventFilter(this);

    connect(progress_, &ProgressKeeper::saveFailed, this, [this](const QString& message) {
        showMessage(message);
        shownSaveError_ = message;
        updateRecordStatus();
    });
    connect(progress_, &ProgressKeeper::saveRecovered, this, [this] {
        if (messageText_->text() == shownSaveError_)
            messageFrame_->hide();
        shownSaveError_.clear();
        statusBar()->showMessage(tr("Your progress is saved again."), 8000);
        updateRecordStatus();
    });
    // The database, or at the first start the old progress.json it imports.
    const QFileInfo recordFile(progress_->filePath());
    const QFileInfo oldRecordFile(progress_->jsonPath());
    const qint64 recordBytes = recordFile.isFile()      ? recordFile.size()
                               : oldRecordFile.isFile() ? oldRecordFile.size()
                                                        : 0;
    const bool readRecordLater = options_.keepRecord && recordBytes > kRecordReadInBackgroundBytes;
    // Also after a course opened later (ProgressKeeper::readCourse).
    connect(progress_, &ProgressKeeper::loaded, this, &MainWindow::recordLoaded);
    if (readRecordLater) {
        progress_->startLoading(true); // with the course's lessons, given below
        statusBar()->showMessage(tr("Reading your record…"));
    } else {
        reportRecordLoad(progress_->load());
    }

    restoreWindowSettings(); // before the course loads: the page is built at the saved zoom
    // Kept a moment after each change, not only on Quit: a session ended by a logout or a kill
    // came back at the size of the one before (sp12 N12).
    settingsSave_ = new QTimer(this);
    settingsSave_->setSingleShot(true);
    settingsSave_->setInterval(1000);
    connect(settingsSave_, &QTimer::timeout, this, &MainWindow::saveWindowSettings);

    rebuildRecentMenu();
    loadFirstCourse(); // the start lesson shows once it is in (the built-in course: at once)
    // One ring for the whole window, the lesson page's controls included (D12: the top bar's
    // buttons, the outline and the overview's links showed the focus faintly or not at all).
    focusRing_ = new FocusRing(this);
}

MainWindow::~MainWindow() {
    // The application's focus changes while the window's widgets are torn down, after this
    // destructor: a slot or filter of this window would then run on what is no longer a
    // MainWindow (UBSan), and the ring on widgets half gone.
    disconnect(qApp, nullptr, this, nullptr);
    menuBar()->removeEventFilter(this);
    delete focusRing_;
    focusRing_ = nullptr;
    endVisit();
    if (page_)
        disconnect(page_, nullptr, this, nullptr);
    disconnect(progress_, nullptr, this, nullptr); // a read still running ends in flush()
    // A reset, import or restore still running ends in flush() too: its outcome goes nowhere.
    disconnect(records_, nullptr, this, nullptr);
    progress_->flush();
}

QDateTime MainWindow::now() const {
    return options_.clock ? options_.clock() : QDateTime::currentDateTime();
}

void MainWindow::recordReadingPlace() {
    if (!page_)
        return;
    const LessonPage::ReadingPlace at = page_->readingPlace();
    progress_->recordPosition(page_->lessonId(), at.block, at.share, page_->currentSection());
}

QString MainWindow::currentLessonId() const {
    return page_ ? page_->lessonId() : QString();
}

bool MainWindow::showLesson(const QString& lessonId, int scrollY) {
    const lessons::Lesson* lesson = course().find(lessonId);
    if (!lesson)
        return false;
    QHash<QString, QVariant> kept;
    QHash<QString, int> keptSteps;
    if (page_ && page_->lessonId() == lessonId && !rebuildFromRecord_) {
        kept = page_->parameterValues();
        keptSteps = page_->walkthroughSteps();
    } else if (page_ && !rebuildFromRecord_) {
        // Where the student leaves this one is where it opens next time. Not after a reset or
        // an import: the record holds the place now (a reset lesson opens at its top; the page's
        // own place was written back into the reset lesson before, state15).
        recordReadingPlace();
    }
    LessonPage::ReadingPlace place;
    if (scrollY < 0) {
        const lessons::LessonProgress* saved = progress_->find(lessonId);
        place = saved ? LessonPage::ReadingPlace{saved->readingBlock, saved->readingShare}
                      : LessonPage::ReadingPlace{};
        // A record from before the reading place keeps a pixel offset: used until the student
        // scrolls, which writes the block in its place.
        scrollY = saved && place.block < 0 ? saved->scrollY : 0;
    }
    auto* page = new LessonPage(
        *lesson, progress_, [this](const QString& id) { return courses_->lessonTitle(id); }, kept,
        pageHost_, LessonPage::Build::FirstScreenFirst);
    page->restoreWalkthroughSteps(keptSteps);
    connect(page, &LessonPage::openLesson, this, [this](const QString& id) { showLesson(id); });
    connect(page, &LessonPage::answersChanged, this, [this] {
        updateProgressLine();
        outline_->updateMarks(course());
    });
    connect(page, &LessonPage::positionChanged, this,
            [this, lessonId, page](int, const QString& section) {
                const LessonPage::ReadingPlace at = page->readingPlace();
                progress_->recordPosition(lessonId, at.block, at.share, section);
                outline_->markSection(lessonId, section);
            });
    // The page's height changed under a view that stayed where it was: blocks below the view's
    // top took their heights (a restored place is held while they build). The section told with
    // the last scroll, computed on the half-built page, marked the next section's heading,
    // which then sat in the view's upper half (sp36 #15). Only once a section has been told: a
    // page never scrolled leaves the outline on the lesson.
    auto told = std::make_shared<bool>(false);
    connect(page, &LessonPage::positionChanged, this, [told] { *told = true; });
    connect(page->verticalScrollBar(), &QScrollBar::rangeChanged, this,
            [this, lessonId, page, told] {
                if (*told && page_ == page)
                    outline_->markSection(lessonId, page->currentSection());
            });
    LessonPage* leaving = page_;
    if (leaving)
        disconnect(leaving, nullptr, this, nullptr); // its teardown must not record positions
    page_ = page;
    findBar_->setPage(page_);
    connect(page_->editHistory(), &lessons::EditHistory::changed, this,
            &MainWindow::updateUndoActions);
    pageStale_ = false;
    // The new page is shown before the old one leaves the stack: in between, the stack showed
    // another page, the top bar hid Previous and Next, and the focus on Next wandered through
    // the window into the new lesson's first control, 400-600 px down (student pass sp15 B5).
    // The focus in the leaving page (its next-lesson card) goes to the new page itself. Left to
    // the stack, it went to the new page's first Tab stop, and the page scrolled to it.
    QWidget* focus = QApplication::focusWidget();
    const bool focusLeaves = leaving && focus && (focus == leaving || leaving->isAncestorOf(focus));
    if (focusLeaves)
        focus->clearFocus();
    pageHost_->addWidget(page_);
    pageHost_->setCurrentWidget(page_);
    // A window without a focus yet (the first lesson of a new window) gave it to the first
    // widget of its chain, "Previous lesson": the first Tab and the scrolling keys missed the page.
    // The same for a window whose first lesson comes in after it showed (a folder read on the
    // worker thread): the focus went to the sidebar meanwhile.
    const bool noFocusHere = !focus || focus->window() != this || !leaving;
    if (focusLeaves || noFocusHere)
        page_->setFocus(Qt::OtherFocusReason);
    if (leaving) {
        pageHost_->removeWidget(leaving);
        leaving->deleteLater();
    }
    if (place.block >= 0)
        page_->restoreReadingPlace(place);
    else
        page_->restoreScrollPosition(scrollY);
    progress_->setLastLesson(lessonId);
    if (visits_->lessonId() != lessonId && !rebuildingHidden_)
        startVisit();
    setWindowTitle(tr("%1 — Attention Lab").arg(lessons::plainTextWithMath(lesson->title)));

    outline_->showLesson(lessonId);
    updateProgressLine();
    updateRecordViews(); // the day may have turned since the last count; also the outline marks
    updateNavigation();
    emit lessonShown(lessonId);
    return true;
}

void MainWindow::showMessage(const QString& text) {
    messageText_->setText(text);
    messageText_->setAccessibleDescription(text);
    messageFrame_->show();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveWindowSettings();
    endVisit();
    if (page_)
        recordReadingPlace();
    if (!progress_->flush() && progress_->hasUnsavedChanges() &&
        !records_->confirm(
            tr("%1\n\nQuit anyway and lose the answers that are not saved? Cancel keeps "
               "the window open: they are saved within seconds once the disk has room or "
               "the folder is writable.")
                .arg(progress_->lastError()))) {
        event->ignore();
        if (page_ && pageHost_->currentWidget() == page_)
            startVisit(); // the visit goes on
        return;
    }
    if (page_)
        disconnect(page_, nullptr, this, nullptr); // the window's teardown moves the scroll bar
    QMainWindow::closeEvent(event);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // Escape closes a menu and leaves the menu bar holding the focus, with its first title
    // marked, waiting for arrows; Tab did nothing there, so the keys seemed dead with no focus
    // in sight. Tab leaves the menu bar as Escape does (the focus goes back to where it was
    // before the menu) and then moves on from there.
    if (watched == menuBar() && event->type() == QEvent::KeyPress && menuBar()->hasFocus()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) {
            QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
            QCoreApplication::sendEvent(menuBar(), &escape);
            QWidget* back = QApplication::focusWidget();
            if (!back || back == menuBar())
                focusNextPrevChild(key->key() == Qt::Key_Tab);
            else
                QCoreApplication::sendEvent(back, event);
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::fitSidebarToPage() {
    if (!outlineDock_ || !pageHost_)
        return;
    // Below this the overview's eight columns do not fit beside the sidebar's 250 px.
    constexpr int kOverviewBesideSidebarWidth = 1024;
    const bool onOverview = overview_ && pageHost_->currentWidget() == overview_;
    if (!onOverview)
        sidebarChosenHere_ = false;
    const bool narrowOverview =
        onOverview && !sidebarChosenHere_ && width() < kOverviewBesideSidebarWidth;
    if (narrowOverview && !sidebarAside_ && !outlineDock_->isHidden() &&
        !outlineDock_->isFloating()) {
        sidebarAside_ = true;
        outlineDock_->hide();
    } else if (!narrowOverview && sidebarAside_) {
        sidebarAside_ = false;
        outlineDock_->show();
    }
}

bool MainWindow::event(QEvent* event) {
    switch (event->type()) {
    case QEvent::Paint:
        if (!iconAsked_) {
            iconAsked_ = true;
            // After the first frame, with the page's first batch: decoding the 256 px icon was
            // 8 M of the 450 M instructions before the first paint (issue 27). Named as PNG:
            // QIcon's own file loading asks every image plugin whether it can read the file,
            // loading each plugin's library (a tenth of the start-up's CPU time).
            constexpr int kIconDelayMs = 40;
            QTimer::singleShot(kIconDelayMs, this, [this] {
                setWindowIcon(QIcon(QPixmap(QStringLiteral(":/icons/attention-lab.png"), "PNG")));
            });
        }
        break;
    case QEvent::Resize:
        fitSidebarToPage();
        [[fallthrough]];
    case QEvent::Move:
    case QEvent::WindowStateChange:
        if (settingsSave_ && isVisible())
            settingsSave_->start();
        break;
    case QEvent::ApplicationFontChange:
        if (zoom_ != 0) // the zoomed font was made from the desktop's font before this change
            setZoom(zoom_);
        break;
    default:
        break;
    }
    return QMainWindow::event(event);
}

void MainWindow::backToPage() {
    if (!page_)
        return;
    if (pageStale_) {
        showLesson(page_->lessonId(), page_->scrollPosition()); // rebuilt from the record
        return;
    }
    pageHost_->setCurrentWidget(page_);
    setWindowTitle(tr("%1 — Attention Lab").arg(page_->lesson().title));
    startVisit();
}

void MainWindow::startVisit() {
    if (page_)
        visits_->start(page_->lessonId());
    else
        visits_->end(false);
}

void MainWindow::endVisit() {
    visits_->end(pageHost_->currentWidget() == page_);
}

bool MainWindow::exportLessonPdf(const QString& path) {
    if (!page_)
        return false;
    QString error;
    if (!app::exportLessonPdf(page_, path, &error)) {
        showMessage(error);
        return false;
    }
    statusBar()->showMessage(tr("The lesson was saved as %1.").arg(QDir::toNativeSeparators(path)),
                             8000);
    return true;
}

QTreeWidget* MainWindow::outline() const {
    return outline_->tree();
}

} // namespace app
