#include "app/mainwindow.h"

#include "lessons/buttonroles.h"
#include "lessons/math.h"

#include "app/blocks/groupblocks.h"
#include "app/blocks/questionblock.h"
#include "app/findbar.h"
#include "app/helpdialog.h"
#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/overviewpage.h"
#include "app/progresskeeper.h"
#include "app/recentfolders.h"
#include "app/recordexport.h"
#include "app/reviewpage.h"
#include "app/settingslocation.h"
#include "lessons/completion.h"
#include "lessons/edithistory.h"
#include "lessons/folderwatcher.h"
#include "lessons/launch.h"
#include "lessons/record.h"
#include "lessons/review.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPixmap>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUrl>
#include <QVBoxLayout>

namespace app {

namespace {

constexpr int kMaxZoomSteps = 10;
constexpr qint64 kMaxImportBytes = 64 * 1024 * 1024; // far above any honest record
// A visit longer than this is a window left open, not study: it counts this long.
constexpr qint64 kMaxVisitSeconds = 2 * 3600;
// How often the time of the visit on screen goes into the record: a killed app (no closeEvent)
// loses at most this much of it, and the record is not written every second.
constexpr int kVisitCheckpointMs = 30 * 1000;
constexpr int kLessonIdRole = Qt::UserRole;
constexpr int kSectionRole = Qt::UserRole + 1;
constexpr int kFileRole = Qt::UserRole;
constexpr int kLineRole = Qt::UserRole + 1;
const QString kBuiltInLessons = QStringLiteral(":/lessons");
// A record larger than this is read on the worker thread, so that the window shows at once: the
// reader takes about 40-80 ms per MB (attention-lab-record-bench), and the UI budget is 100 ms.
constexpr qint64 kRecordReadInBackgroundBytes = 512 * 1024;

constexpr QSize kDesignSize(1280, 860);
constexpr QSize kMinimumFirstSize(640, 480); // below this a lesson page is no use anyway

// Tool tips guess rich text from the text itself; text from a lesson folder (titles, summaries,
// file names) is escaped so that markup in it, an image above all, stays text.
QString plainToolTip(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

} // namespace

QSize firstWindowSize(const QSize& available) {
    // Title bar and borders of common window managers, and a margin so no edge touches a panel.
    const QSize frame(24, 56);
    return kDesignSize.boundedTo((available - frame).expandedTo(kMinimumFirstSize));
}

MainWindow::MainWindow(const MainWindowOptions& options, QWidget* parent)
    : QMainWindow(parent), options_(options) {
    setWindowTitle(tr("Attention Lab"));
    // Named as PNG: QIcon's own file loading asks every image plugin whether it can read the
    // file, loading each plugin's library (a tenth of the start-up's CPU time).
    setWindowIcon(QIcon(QPixmap(QStringLiteral(":/icons/attention-lab.png"), "PNG")));
    // The offscreen platform's 800x600 screen is no real screen: --screenshot and the tests
    // render the design's size there.
    const QScreen* screen = QGuiApplication::primaryScreen();
    resize(screen && QGuiApplication::platformName() != QLatin1String("offscreen")
               ? firstWindowSize(screen->availableGeometry().size())
               : kDesignSize);

    const QString dataDir = options_.dataDir.isEmpty() ? defaultDataDirectory() : options_.dataDir;
    progress_ = new ProgressKeeper(QDir(dataDir).filePath(QStringLiteral("progress.json")), this);
    progress_->setReadOnly(!options_.keepRecord);
    settingsPath_ = !options_.settingsPath.isEmpty()
                        ? options_.settingsPath
                        : windowSettingsPath(dataDir,
                                             !options_.dataDir.isEmpty() ||
                                                 !qEnvironmentVariableIsEmpty("ATTN_DATA_DIR"),
                                             defaultConfigDirectory(), writesSettings());
    recent_ = std::make_unique<RecentFolders>(settingsPath_, [this] { return writesSettings(); });
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
        new QPushButton(lessons::buttonLabel(lessons::ButtonRole::PreviousLesson), navigation);
    previous_->setAccessibleName(tr("Previous lesson"));
    previous_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    next_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::NextLesson), navigation);
    next_->setAccessibleName(tr("Next lesson"));
    next_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    progressLine_ = new QLabel(navigation);
    progressLine_->setAlignment(Qt::AlignCenter);
    // Wraps between the buttons rather than widen the window or run under them.
    progressLine_->setWordWrap(true);
    progressLine_->setAccessibleName(tr("Progress"));
    // On the overview and the review the lesson's Previous/Next and counts do not apply.
    backToLesson_ = new QPushButton(tr("← Back to the lesson"), navigation);
    backToLesson_->setAccessibleName(tr("Back to the lesson"));
    backToLesson_->hide();
    connect(backToLesson_, &QPushButton::clicked, this, &MainWindow::backToPage);
    navLayout->addWidget(previous_);
    navLayout->addWidget(backToLesson_);
    navLayout->addWidget(progressLine_, 1);
    navLayout->addWidget(next_);
    layout->addWidget(navigation);
    connect(previous_, &QPushButton::clicked, this, [this] {
        const int index = lessonIndex(currentLessonId());
        if (index > 0)
            showLesson(course_.lessons.at(index - 1).id);
    });
    connect(next_, &QPushButton::clicked, this, [this] {
        const int index = lessonIndex(currentLessonId());
        if (index >= 0 && index + 1 < course_.lessons.size())
            showLesson(course_.lessons.at(index + 1).id);
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
    });
    connect(review_, &ReviewPage::openInLesson, this, &MainWindow::openQuestion);
    connect(progress_, &ProgressKeeper::changed, this, [this] {
        if (overview_ && pageHost_->currentWidget() == overview_)
            updateRecordViews();
    });
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
    visitCheckpoint_ = new QTimer(this);
    visitCheckpoint_->setObjectName(QStringLiteral("visitCheckpoint"));
    visitCheckpoint_->setInterval(kVisitCheckpointMs);
    connect(visitCheckpoint_, &QTimer::timeout, this, &MainWindow::bankVisitTime);
    connect(qApp, &QGuiApplication::applicationStateChanged, this,
            [this](Qt::ApplicationState state) {
                // Time away from the window is not time spent on the lesson.
                if (state == Qt::ApplicationActive && !visitLesson_.isEmpty()) {
                    visitStart_ = now();
                    visitCheckpoint_->start();
                } else if (state != Qt::ApplicationActive && visitStart_.isValid())
                    endVisit();
            });
    setCentralWidget(central);

    createDocks();
    createMenus();

    folderWatcher_ = new lessons::FolderWatcher(this);
    connect(folderWatcher_, &lessons::FolderWatcher::lessonFileChanged, this,
            &MainWindow::reloadFile);

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
    if (readRecordLater) {
        connect(progress_, &ProgressKeeper::loaded, this, &MainWindow::recordLoaded);
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

    QString folder = options_.lessonsDir;
    if (folder.isEmpty() && QFileInfo(recent_->lastFolder()).isDir())
        folder = recent_->lastFolder(); // reopen the instructor's folder of the last session
    loadCourse(folder.isEmpty() ? kBuiltInLessons : folder);
    if (readRecordLater) {
        QStringList courseLessons;
        for (const lessons::Lesson& lesson : std::as_const(course_.lessons))
            courseLessons.append(lesson.id);
        progress_->readAlso(courseLessons);
    }
    if (!folder.isEmpty() && !course_.lessons.isEmpty())
        rememberFolder(folder);
    rebuildRecentMenu();

    QString start = options_.lessonId;
    int scroll = 0;
    const bool unknownId = !start.isEmpty() && !course_.find(start);
    if (unknownId) {
        showMessage(tr("There is no lesson with id “%1” in this course (known ids: %2); showing "
                       "the first lesson instead.")
                        .arg(start, knownLessonIds()));
        start.clear();
    }
    if (start.isEmpty() && !unknownId && course_.find(progress_->lastLessonId())) {
        start = progress_->lastLessonId();
        if (const lessons::LessonProgress* saved = progress_->find(start))
            scroll = saved->scrollY;
    }
    if (start.isEmpty() && !course_.lessons.isEmpty())
        start = course_.lessons.first().id;
    if (!start.isEmpty())
        showLesson(start, scroll);
    if (progress_->isLoading() && options_.lessonId.isEmpty())
        shownBeforeRecord_ = start;
    updateNavigation();
    updateRecordViews();
}

void MainWindow::updateRecordStatus() {
    QString text;
    if (progress_->hasUnsavedChanges())
        text = tr("Not saved: your answers are kept in memory until the record can be written");
    else if (options_.keepRecord && progress_->isReadOnly())
        text = tr("Read-only record: nothing you do now is saved");
    recordStatus_->setText(text);
    recordStatus_->setAccessibleName(text);
    recordStatus_->setVisible(!text.isEmpty());
}

void MainWindow::reportRecordLoad(const lessons::ProgressStore::LoadReport& report) {
    updateRecordStatus();
    if (!report.ok || !report.message.isEmpty()) {
        QString text = report.message;
        if (!report.backupPath.isEmpty() && !text.contains(report.backupPath))
            text += QLatin1Char(' ') + tr("The old file is kept as %1.").arg(report.backupPath);
        showMessage(text);
    }
}

void MainWindow::recordLoaded(const lessons::ProgressStore::LoadReport& report) {
    statusBar()->clearMessage();
    reportRecordLoad(report);
    // The page was built before the record was in: build it again with the saved answers, on
    // the lesson where the student left off unless they have gone elsewhere meanwhile.
    const QString shown = std::exchange(shownBeforeRecord_, QString());
    QString lessonId = currentLessonId();
    int scroll = page_ ? page_->scrollPosition() : 0;
    const QString last = progress_->lastLessonIdAsLoaded();
    if (!shown.isEmpty() && lessonId == shown && course_.find(last)) {
        lessonId = last;
        const lessons::LessonProgress* saved = progress_->find(last);
        scroll = saved ? saved->scrollY : 0;
    }
    if (page_ && pageHost_->currentWidget() == page_ && !lessonId.isEmpty())
        showLesson(lessonId, scroll);
    else if (page_)
        pageStale_ = true; // rebuilt when the student goes back to it
    updateNavigation();
    updateRecordViews();
}

MainWindow::~MainWindow() {
    endVisit();
    if (page_)
        disconnect(page_, nullptr, this, nullptr);
    disconnect(progress_, nullptr, this, nullptr); // a read still running ends in flush()
    progress_->flush();
}

QDateTime MainWindow::now() const {
    return options_.clock ? options_.clock() : QDateTime::currentDateTime();
}

void MainWindow::createDocks() {
    outlineDock_ = new QDockWidget(tr("Course"), this);
    outlineDock_->setObjectName(QStringLiteral("courseDock"));
    outlineDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    outline_ = new QTreeWidget(outlineDock_);
    outline_->setHeaderHidden(true);
    outline_->setAccessibleName(tr("Course outline"));
    outline_->setAccessibleDescription(tr("Lessons and their sections; ✔ done, ◐ in progress. "
                                          "Press Enter to open."));
    outline_->setMinimumWidth(240);
    auto* dockContent = new QWidget(outlineDock_);
    auto* dockLayout = new QVBoxLayout(dockContent);
    dockLayout->setContentsMargins(0, 0, 0, 0);
    dockLayout->setSpacing(2);
    auto* overviewButton = new QPushButton(tr("Course overview"), dockContent);
    overviewButton->setAccessibleDescription(
        tr("Your answers, predictions, explanations and time per lesson"));
    connect(overviewButton, &QPushButton::clicked, this, &MainWindow::showOverview);
    reviewShortcut_ = new QPushButton(tr("Review missed questions"), dockContent);
    connect(reviewShortcut_, &QPushButton::clicked, this, &MainWindow::showReview);
    dockLayout->addWidget(overviewButton);
    dockLayout->addWidget(reviewShortcut_);
    dockLayout->addWidget(outline_, 1);
    outlineDock_->setWidget(dockContent);
    addDockWidget(Qt::LeftDockWidgetArea, outlineDock_);
    connect(outline_, &QTreeWidget::itemActivated, this, &MainWindow::outlineActivated);
    connect(outline_, &QTreeWidget::itemClicked, this, &MainWindow::outlineActivated);

    problemsDock_ = new QDockWidget(tr("Problems"), this);
    problemsDock_->setObjectName(QStringLiteral("problemsDock"));
    problems_ = new QListWidget(problemsDock_);
    problems_->setAccessibleName(tr("Problems in the lesson files"));
    problems_->setAccessibleDescription(
        tr("One line per problem as file:line:column; press Enter to open the file"));
    problemsDock_->setWidget(problems_);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock_);
    problemsDock_->hide();
    connect(problems_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const QString file = item->data(kFileRole).toString();
        if (lessons::mayOpenInEditor(file, folder_)) {
            QDesktopServices::openUrl(QUrl::fromLocalFile(
                QFileInfo(QDir::current().absoluteFilePath(file)).canonicalFilePath()));
            return;
        }
        // A refused file (a FIFO, a device, a link out of the folder) is never handed to the
        // desktop: the problem is said where the student looks.
        statusBar()->showMessage(item->text(), 8000);
    });
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open lesson folder…"));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Open lesson folder"),
            folder_.startsWith(QLatin1Char(':')) ? QDir::homePath() : folder_);
        if (!dir.isEmpty())
            openLessonFolder(dir);
    });
    recentMenu_ = file->addMenu(tr("Open &recent"));
    QAction* reload = file->addAction(tr("&Reload"));
    reload->setShortcut(QKeySequence::Refresh);
    connect(reload, &QAction::triggered, this, &MainWindow::reloadAll);
    file->addSeparator();
    exportRecord_ = file->addAction(tr("&Export record…"));
    connect(exportRecord_, &QAction::triggered, this, [this] {
        QString filter;
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export your record"),
            QDir::home().filePath(QStringLiteral("attention-lab-record.pdf")),
            tr("PDF report (*.pdf);;Record for import (*.json);;One row per attempt (*.csv)"),
            &filter);
        if (path.isEmpty())
            return;
        // A name typed without a suffix takes the one of the chosen file type.
        const QRegularExpressionMatch suffix =
            QRegularExpression(QStringLiteral("\\*(\\.[a-z]+)")).match(filter);
        exportRecordTo(QFileInfo(path).suffix().isEmpty() && suffix.hasMatch()
                           ? path + suffix.captured(1)
                           : path);
    });
    importRecord_ = file->addAction(tr("&Import record…"));
    connect(importRecord_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import a record"), QDir::homePath(), tr("Attention Lab record (*.json)"));
        if (!path.isEmpty())
            importRecordFrom(path);
    });
    QAction* restore = file->addAction(tr("Restore record from a &backup…"));
    connect(restore, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Restore your record from a backup"),
                                         QFileInfo(progress_->jsonPath()).absolutePath(),
                                         tr("Record backups (progress.json.*);;All files (*)"));
        if (!path.isEmpty())
            restoreRecordFrom(path);
    });
    QAction* printRecord = file->addAction(tr("Print &record…"));
    connect(printRecord, &QAction::triggered, this, [this] {
        progress_->flush();
        QPrinter printer(QPrinter::HighResolution);
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() == QDialog::Accepted)
            printRecordReport(lessons::summarizeCourse(course_, progress_->store()), now(),
                              &printer);
    });
    file->addSeparator();
    QAction* printLesson = file->addAction(tr("&Print lesson…"));
    printLesson->setShortcut(QKeySequence::Print);
    connect(printLesson, &QAction::triggered, this, [this] {
        if (!page_)
            return;
        // A preview first: the student sees where the pages break before printing.
        QPrinter printer(QPrinter::HighResolution);
        QPrintPreviewDialog preview(&printer, this);
        connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* target) {
            if (page_)
                printLessonPage(page_, target);
        });
        preview.exec();
    });
    QAction* lessonPdf = file->addAction(tr("Export lesson as P&DF…"));
    connect(lessonPdf, &QAction::triggered, this, [this] {
        if (!page_)
            return;
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the lesson as PDF"),
            QDir::home().filePath(page_->lessonId() + QStringLiteral(".pdf")), tr("PDF (*.pdf)"));
        if (!path.isEmpty())
            exportLessonPdf(path);
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    // Some platforms have no standard Quit binding; Ctrl+Q is what users expect on Linux.
    quit->setShortcut(QKeySequence(QKeySequence::Quit).isEmpty()
                          ? QKeySequence(Qt::CTRL | Qt::Key_Q)
                          : QKeySequence(QKeySequence::Quit));
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // A focused text field takes these keys first (QLineEdit accepts them as a shortcut
    // override), so Ctrl+Z there undoes its own typing.
    undo_ = edit->addAction(tr("&Undo"));
    undo_->setShortcut(QKeySequence::Undo);
    connect(undo_, &QAction::triggered, this, [this] {
        if (page_ && pageHost_->currentWidget() == page_)
            page_->undo();
    });
    redo_ = edit->addAction(tr("&Redo"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
    redo_->setShortcuts(redoKeys);
    connect(redo_, &QAction::triggered, this, [this] {
        if (page_ && pageHost_->currentWidget() == page_)
            page_->redo();
    });
    connect(edit, &QMenu::aboutToShow, this, &MainWindow::updateUndoActions);
    updateUndoActions();
    edit->addSeparator();
    QAction* find = edit->addAction(tr("&Find in the lesson…"));
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        if (page_ && pageHost_->currentWidget() == page_)
            findBar_->open();
    });
    QAction* findNext = edit->addAction(tr("Find &next"));
    findNext->setShortcut(QKeySequence::FindNext);
    connect(findNext, &QAction::triggered, this, [this] {
        if (!findBar_->isVisible())
            findBar_->open();
        findBar_->findNext();
    });
    QAction* findPrevious = edit->addAction(tr("Find &previous"));
    findPrevious->setShortcut(QKeySequence::FindPrevious);
    connect(findPrevious, &QAction::triggered, this, [this] {
        if (!findBar_->isVisible())
            findBar_->open();
        findBar_->findPrevious();
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* zoomIn = view->addAction(tr("Zoom &in"));
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(zoomIn, &QAction::triggered, this, [this] { setZoom(zoom_ + 1); });
    QAction* zoomOut = view->addAction(tr("Zoom &out"));
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    connect(zoomOut, &QAction::triggered, this, [this] { setZoom(zoom_ - 1); });
    QAction* zoomReset = view->addAction(tr("&Reset zoom"));
    zoomReset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(zoomReset, &QAction::triggered, this, [this] { setZoom(0); });
    view->addSeparator();
    QAction* fullScreen = view->addAction(tr("&Full screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence(QKeySequence::FullScreen).isEmpty()
                                ? QKeySequence(Qt::Key_F11)
                                : QKeySequence(QKeySequence::FullScreen));
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen
                          : windowState() & ~Qt::WindowFullScreen);
    });
    view->addSeparator();
    view->addAction(outlineDock_->toggleViewAction());
    view->addAction(problemsDock_->toggleViewAction());

    QMenu* record = menuBar()->addMenu(tr("&Record"));
    QAction* overview = record->addAction(tr("Course &overview"));
    overview->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(overview, &QAction::triggered, this, &MainWindow::showOverview);
    QAction* review = record->addAction(tr("&Review missed questions"));
    review->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(review, &QAction::triggered, this, &MainWindow::showReview);
    record->addSeparator();
    QAction* resetOne = record->addAction(tr("Reset this &lesson…"));
    connect(resetOne, &QAction::triggered, this, [this] {
        if (!currentLessonId().isEmpty())
            resetLesson(currentLessonId());
    });
    QAction* resetAll = record->addAction(tr("Reset the whole &course…"));
    connect(resetAll, &QAction::triggered, this, &MainWindow::resetCourse);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("Attention Lab &help"));
    guide->setShortcut(QKeySequence::HelpContents);
    connect(guide, &QAction::triggered, this, &MainWindow::showHelp);
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Attention Lab"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::about);
    QAction* aboutQt = help->addAction(tr("About &Qt"));
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::loadCourse(const QString& dir) {
    folder_ = dir;
    const QString locale = options_.localeName.isEmpty() ? QLocale().name() : options_.localeName;
    course_ = lessons::loadCourse(dir, locale);
    fileProblems_.clear();
    showProblems(course_.diagnostics);
    if (course_.lessons.isEmpty()) {
        emptyPage_->setText(
            tr("No lesson could be opened from %1. The Problems panel lists what is wrong in "
               "each file; fix it and save, or open another folder with File > Open lesson "
               "folder.")
                .arg(QDir::toNativeSeparators(dir)));
    }
    rebuildOutline();
    folderWatcher_->watch(folder_);
}

bool MainWindow::openLessonFolder(const QString& dir) {
    if (!QFileInfo(dir).isDir()) {
        showMessage(tr("%1 is not a folder. Choose a folder that holds NAME.lesson.md files.")
                        .arg(QDir::toNativeSeparators(dir)));
        return false;
    }
    loadCourse(dir);
    if (course_.lessons.isEmpty()) {
        if (page_) {
            disconnect(page_, nullptr, this, nullptr);
            pageHost_->removeWidget(page_);
            page_->deleteLater();
            page_ = nullptr;
        }
        pageHost_->setCurrentWidget(emptyPage_);
        updateNavigation();
        return false;
    }
    rememberFolder(dir);
    showLesson(course_.lessons.first().id);
    return true;
}

void MainWindow::reloadAll() {
    const QString current = currentLessonId();
    const int scroll = page_ ? page_->scrollPosition() : 0;
    loadCourse(folder_);
    if (course_.find(current))
        showLesson(current, scroll); // same lesson: the page keeps its parameter values
    else if (!course_.lessons.isEmpty())
        showLesson(course_.lessons.first().id);
}

QString MainWindow::currentLessonId() const {
    return page_ ? page_->lessonId() : QString();
}

QString MainWindow::knownLessonIds() const {
    QStringList ids;
    for (const lessons::Lesson& lesson : course_.lessons)
        ids.append(lesson.id);
    return ids.join(QStringLiteral(", "));
}

int MainWindow::lessonIndex(const QString& id) const {
    for (int i = 0; i < course_.lessons.size(); ++i) {
        if (course_.lessons.at(i).id == id)
            return i;
    }
    return -1;
}

QString MainWindow::lessonTitle(const QString& id) const {
    const lessons::Lesson* lesson = course_.find(id);
    return lesson ? lesson->title : QString();
}

bool MainWindow::showLesson(const QString& lessonId, int scrollY) {
    const lessons::Lesson* lesson = course_.find(lessonId);
    if (!lesson)
        return false;
    QHash<QString, QVariant> kept;
    QHash<QString, int> keptSteps;
    if (page_ && page_->lessonId() == lessonId && !rebuildFromRecord_) {
        kept = page_->parameterValues();
        keptSteps = page_->walkthroughSteps();
    } else if (page_) {
        // Where the student leaves this one is where it opens next time.
        progress_->recordPosition(page_->lessonId(), page_->scrollPosition(),
                                  page_->currentSection());
    }
    if (scrollY < 0) {
        const lessons::LessonProgress* saved = progress_->find(lessonId);
        scrollY = saved ? saved->scrollY : 0;
    }
    auto* page = new LessonPage(
        *lesson, progress_, [this](const QString& id) { return lessonTitle(id); }, kept, pageHost_,
        LessonPage::Build::FirstScreenFirst);
    page->restoreWalkthroughSteps(keptSteps);
    connect(page, &LessonPage::openLesson, this, [this](const QString& id) { showLesson(id); });
    connect(page, &LessonPage::answersChanged, this, [this] {
        updateProgressLine();
        updateOutlineMarks();
    });
    connect(page, &LessonPage::positionChanged, this,
            [this, lessonId](int y, const QString& section) {
                progress_->recordPosition(lessonId, y, section);
                markSectionInOutline(lessonId, section);
            });
    if (page_) {
        disconnect(page_, nullptr, this, nullptr); // its teardown must not record positions
        pageHost_->removeWidget(page_);
        page_->deleteLater();
    }
    page_ = page;
    findBar_->setPage(page_);
    connect(page_->editHistory(), &lessons::EditHistory::changed, this,
            &MainWindow::updateUndoActions);
    pageStale_ = false;
    pageHost_->addWidget(page_);
    pageHost_->setCurrentWidget(page_);
    page_->restoreScrollPosition(scrollY);
    progress_->setLastLesson(lessonId);
    if (visitLesson_ != lessonId && !rebuildingHidden_)
        startVisit();
    setWindowTitle(tr("%1 — Attention Lab").arg(lessons::plainTextWithMath(lesson->title)));

    for (int i = 0; i < outline_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = outline_->topLevelItem(i);
        if (item->data(0, kLessonIdRole).toString() == lessonId) {
            outline_->setCurrentItem(item);
            item->setExpanded(true);
        }
    }
    updateProgressLine();
    updateOutlineMarks();
    updateNavigation();
    emit lessonShown(lessonId);
    return true;
}

void MainWindow::rebuildOutline() {
    if (outline_->topLevelItemCount() > 0)
        expandedLessons_ = expandedLessonIds(); // a reload keeps what the student opened
    outline_->clear();
    for (const lessons::Lesson& lesson : course_.lessons) {
        auto* item = new QTreeWidgetItem(outline_);
        item->setData(0, kLessonIdRole, lesson.id);
        item->setData(0, kSectionRole, -1);
        const QList<lessons::Section> sections = lesson.sections();
        QTreeWidgetItem* lastTop = nullptr;
        for (int i = 0; i < sections.size(); ++i) {
            const lessons::Section& section = sections.at(i);
            if (section.title == lesson.title)
                continue; // the lesson's own heading is the lesson item itself
            QTreeWidgetItem* parent = section.level >= 2 && lastTop ? lastTop : item;
            auto* child = new QTreeWidgetItem(parent, {lessons::plainTextWithMath(section.title)});
            child->setData(0, kLessonIdRole, lesson.id);
            child->setData(0, kSectionRole, i);
            child->setData(0, Qt::AccessibleTextRole, child->text(0));
            if (section.level < 2)
                lastTop = child;
        }
        item->setExpanded(expandedLessons_.contains(lesson.id));
    }
    updateOutlineMarks();
}

void MainWindow::updateOutlineMarks() {
    for (int i = 0; i < outline_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = outline_->topLevelItem(i);
        const lessons::Lesson* lesson = course_.find(item->data(0, kLessonIdRole).toString());
        if (!lesson)
            continue;
        const lessons::LessonStatus status =
            lessons::lessonStatus(*lesson, progress_->find(lesson->id));
        QString mark;
        QString state;
        if (status.done) {
            mark = QStringLiteral("✔ ");
            state = tr("done");
        } else if (status.started || lesson->id == currentLessonId()) {
            mark = QStringLiteral("◐ ");
            state = tr("in progress");
        } else {
            state = tr("not started");
        }
        const QString title = lessons::plainTextWithMath(lesson->title);
        item->setText(0, tr("%1%2. %3").arg(mark).arg(i + 1).arg(title));
        item->setData(0, Qt::AccessibleTextRole,
                      tr("Lesson %1: %2, %3").arg(i + 1).arg(title, state));
        item->setToolTip(0, plainToolTip(tr("%1 — %2 of %3 questions answered correctly (done "
                                            "when every question is)")
                                             .arg(lessons::plainTextWithMath(lesson->summary))
                                             .arg(status.correct)
                                             .arg(status.questions)));
    }
}

void MainWindow::markSectionInOutline(const QString& lessonId, const QString& section) {
    for (int i = 0; i < outline_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* lesson = outline_->topLevelItem(i);
        if (lesson->data(0, kLessonIdRole).toString() != lessonId)
            continue;
        QTreeWidgetItem* match = lesson;
        for (QTreeWidgetItemIterator it(lesson); *it && (*it == lesson || (*it)->parent()); ++it) {
            if ((*it)->data(0, kLessonIdRole).toString() != lessonId)
                break;
            if ((*it)->text(0) == lessons::plainTextWithMath(section))
                match = *it;
        }
        if (outline_->currentItem() != match && !outline_->hasFocus())
            outline_->setCurrentItem(match);
        return;
    }
}

void MainWindow::updateProgressLine() {
    QWidget* shown = pageHost_->currentWidget();
    const bool lessonShown = page_ && shown == page_;
    const bool backShown = page_ && (shown == overview_ || shown == review_);
    // Hidden before shown: showing a button lays the window out at once, and with "Back to the
    // lesson" still beside Previous and Next the top bar's minimum grew a window without a window
    // manager for good (800 to 874 px on Next lesson, German, 12 pt).
    if (!backShown)
        backToLesson_->hide();
    if (!lessonShown) {
        previous_->hide();
        next_->hide();
    }
    previous_->setVisible(lessonShown);
    next_->setVisible(lessonShown);
    backToLesson_->setVisible(backShown);
    if (page_)
        backToLesson_->setToolTip(plainToolTip(lessons::plainTextWithMath(page_->lesson().title)));
    if (!lessonShown) {
        const QString name = shown == review_     ? tr("Review")
                             : shown == overview_ ? tr("Course overview")
                                                  : QString();
        progressLine_->setText(name);
        progressLine_->setAccessibleDescription(name);
        return;
    }
    const QString text = page_->questionCount() == 0
                             ? tr("No questions in this lesson")
                             : answeredSummary(page_->questionCount(), page_->answeredCount(),
                                               page_->correctCount());
    progressLine_->setText(text);
    progressLine_->setAccessibleDescription(text);
}

void MainWindow::updateNavigation() {
    const int index = lessonIndex(currentLessonId());
    previous_->setEnabled(index > 0);
    next_->setEnabled(index >= 0 && index + 1 < course_.lessons.size());
    if (index > 0)
        previous_->setToolTip(
            plainToolTip(lessons::plainTextWithMath(course_.lessons.at(index - 1).title)));
    if (index >= 0 && index + 1 < course_.lessons.size())
        next_->setToolTip(
            plainToolTip(lessons::plainTextWithMath(course_.lessons.at(index + 1).title)));
}

void MainWindow::outlineActivated(QTreeWidgetItem* item) {
    if (!item)
        return;
    const QString id = item->data(0, kLessonIdRole).toString();
    if (id != currentLessonId()) {
        showLesson(id);
    } else if (page_ && pageHost_->currentWidget() != page_) {
        backToPage();
    }
    const int section = item->data(0, kSectionRole).toInt();
    if (section >= 0 && page_)
        page_->scrollToSection(section);
}

void MainWindow::showProblems(const QList<lessons::Diagnostic>& diagnostics) {
    problems_->clear();
    QList<lessons::Diagnostic> all = diagnostics;
    for (auto it = fileProblems_.cbegin(); it != fileProblems_.cend(); ++it)
        all += it.value();
    lessons::sortByPlace(&all); // as --check lists them: block text and prose of a file mixed
    for (const lessons::Diagnostic& diagnostic : all) {
        auto* item = new QListWidgetItem(diagnostic.toString(), problems_);
        item->setData(kFileRole, diagnostic.file);
        item->setData(kLineRole, diagnostic.line);
        item->setToolTip(
            plainToolTip(tr("Press Enter or double-click to open %1").arg(diagnostic.file)));
    }
    problemsDock_->setWindowTitle(all.isEmpty() ? tr("Problems")
                                                : tr("Problems (%1)").arg(all.size()));
    if (!all.isEmpty())
        problemsDock_->show();
}

void MainWindow::showMessage(const QString& text) {
    messageText_->setText(text);
    messageText_->setAccessibleDescription(text);
    messageFrame_->show();
}

void MainWindow::reloadFile(const QString& path) {
    if (!QFileInfo::exists(path))
        return; // removed, or mid-way through a replace; the folder's signal follows
    const lessons::ParseResult result = lessons::reloadLesson(path);
    fileProblems_.insert(path, result.diagnostics);
    QList<lessons::Diagnostic> others;
    for (const lessons::Diagnostic& diagnostic : std::as_const(course_.diagnostics)) {
        if (diagnostic.file != path && QFileInfo(diagnostic.file) != QFileInfo(path))
            others.append(diagnostic);
    }
    course_.diagnostics = others;
    showProblems(course_.diagnostics);
    if (!result.lesson) {
        statusBar()->showMessage(tr("%1 has errors; the last good version stays on screen.")
                                     .arg(QFileInfo(path).fileName()),
                                 8000);
        return; // the last good version stays on screen
    }
    const lessons::Lesson& fresh = *result.lesson;
    const lessons::Lesson* shown = course_.find(fresh.id);
    if (shown && QFileInfo(shown->filePath) != QFileInfo(path)) {
        // Another file with this id is in use: a translation saved while the application runs
        // in another language, or a copy. The course loader picks the file for the language.
        reloadAll();
        fileProblems_.insert(path, result.diagnostics);
        showProblems(course_.diagnostics);
        statusBar()->showMessage(tr("Checked %1; the lesson in your language stays on screen.")
                                     .arg(QFileInfo(path).fileName()),
                                 8000);
        return;
    }
    bool replaced = false;
    for (lessons::Lesson& lesson : course_.lessons) {
        if (lesson.id == fresh.id || QFileInfo(lesson.filePath) == QFileInfo(path)) {
            lesson = fresh;
            replaced = true;
            break;
        }
    }
    if (!replaced) {
        reloadAll(); // a new lesson: the course order may change
        return;
    }
    rebuildOutline();
    if (currentLessonId() == fresh.id) {
        const int scroll = page_->scrollPosition();
        showLesson(fresh.id, scroll);
    }
    statusBar()->showMessage(tr("Reloaded %1").arg(QFileInfo(path).fileName()), 4000);
    emit lessonReloaded(fresh.id);
}

void MainWindow::setZoom(int steps) {
    zoom_ = std::clamp(steps, -5, kMaxZoomSteps);
    // One font for everything the student reads in the window: the page (prose, tables, charts'
    // labels), the course outline, the top bar, the status bar, the review and the overview all
    // inherit it. Zooming the page alone left the outline, the top bar and the tables small (a
    // student pass). The menus keep the desktop's size, as in a browser.
    if (page_)
        page_->holdPlaceForReflow();
    setFont(zoom_ == 0 ? QFont() : zoomedFont(QApplication::font(), zoom_));
    menuBar()->setFont(QApplication::font(menuBar()));
    if (page_)
        page_->followPlaceAfterReflow();
}

void MainWindow::showHelp() {
    if (!help_) {
        const QString locale =
            options_.localeName.isEmpty() ? QLocale().name() : options_.localeName;
        help_ = new HelpDialog(locale, this);
    }
    help_->show();
    help_->raise();
    help_->activateWindow();
}

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About Attention Lab"),
        tr("<h3>Attention Lab %1</h3><p>Offline courseware: why attention divides query-key "
           "scores by √d<sub>k</sub>.</p><p>Your progress is kept in %2.</p>%3"
           "<p>Copyright © 2026 The Attention Lab authors. Free software under the MIT "
           "licence.</p><p>Built with Qt %4 (LGPL 3), Eigen (MPL 2.0), muParser (BSD 2-clause) "
           "and HarfBuzz (MIT); math is set in DejaVu Math TeX Gyre and text in DejaVu Sans "
           "(free licences of the TeX Gyre and DejaVu projects). Help &gt; About Qt has Qt's "
           "details.</p>")
            .arg(QApplication::applicationVersion(),
                 QDir::toNativeSeparators(progress_->filePath()).toHtmlEscaped(),
                 lastBackup_.isEmpty()
                     ? QString()
                     : tr("<p>The record as it was before the last reset or import is kept in "
                          "%1.</p>")
                           .arg(QDir::toNativeSeparators(lastBackup_).toHtmlEscaped()),
                 QString::fromLatin1(qVersion())));
}

namespace {
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state"); // docks: outline shown, its width
const QString kZoomKey = QStringLiteral("window/zoom");
const QString kExpandedKey = QStringLiteral("window/expandedLessons"); // lesson ids
} // namespace

bool MainWindow::writesSettings() const {
    return options_.keepRecord && !progress_->isReadOnly();
}

void MainWindow::restoreWindowSettings() {
    if (!options_.keepRecord)
        return; // a screenshot shows the default window, whatever the learner last had
    const QSettings settings(settingsPath_, QSettings::IniFormat);
    restoreGeometry(settings.value(kGeometryKey).toByteArray()); // false (no change) when bad
    restoreState(settings.value(kStateKey).toByteArray());
    problemsDock_->hide(); // shown by the course when it has problems, not by the last session
    bool ok = false;
    const int zoom = settings.value(kZoomKey).toInt(&ok);
    if (ok)
        setZoom(zoom); // clamped to the zoom range
    const QStringList expanded = settings.value(kExpandedKey).toStringList();
    expandedLessons_ = QSet<QString>(expanded.begin(), expanded.end());
}

void MainWindow::saveWindowSettings() {
    if (!writesSettings())
        return;
    QSettings settings(settingsPath_, QSettings::IniFormat);
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kZoomKey, zoom_);
    const QSet<QString> expanded = expandedLessonIds();
    QStringList ids(expanded.begin(), expanded.end());
    ids.sort(); // the file stays the same while the outline does
    settings.setValue(kExpandedKey, ids);
}

QSet<QString> MainWindow::expandedLessonIds() const {
    QSet<QString> ids;
    for (int i = 0; i < outline_->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = outline_->topLevelItem(i);
        if (item->isExpanded())
            ids.insert(item->data(0, kLessonIdRole).toString());
    }
    return ids;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveWindowSettings();
    endVisit();
    if (page_) {
        progress_->recordPosition(page_->lessonId(), page_->scrollPosition(),
                                  page_->currentSection());
    }
    if (!progress_->flush() && progress_->hasUnsavedChanges() &&
        !confirm(tr("%1\n\nQuit anyway and lose the answers that are not saved? Cancel keeps "
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

bool MainWindow::event(QEvent* event) {
    switch (event->type()) {
    case QEvent::Resize:
    case QEvent::Move:
    case QEvent::WindowStateChange:
        if (settingsSave_ && isVisible())
            settingsSave_->start();
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
    endVisit();
    if (!page_)
        return;
    visitLesson_ = page_->lessonId();
    progress_->recordOpened(visitLesson_, now());
    visitStart_ = now();
    visitBanked_ = 0;
    visitCheckpoint_->start();
}

void MainWindow::bankVisitTime() {
    if (visitLesson_.isEmpty() || !visitStart_.isValid())
        return;
    const QDateTime at = now();
    const qint64 elapsed = visitStart_.secsTo(at);
    if (elapsed < 0) { // a clock set back: nothing is counted
        visitStart_ = at;
        return;
    }
    const qint64 seconds = std::min(elapsed, kMaxVisitSeconds - visitBanked_);
    if (seconds > 0) {
        progress_->addTimeSpent(visitLesson_, seconds);
        visitBanked_ += seconds;
    }
    visitStart_ = visitStart_.addSecs(elapsed); // the part of a second left over still counts
}

void MainWindow::endVisit() {
    bankVisitTime();
    visitCheckpoint_->stop();
    visitBanked_ = 0;
    visitStart_ = QDateTime();
    if (pageHost_->currentWidget() != page_)
        visitLesson_.clear();
}

void MainWindow::showOverview() {
    endVisit();
    visitLesson_.clear();
    progress_->flush();
    updateRecordViews();
    pageHost_->setCurrentWidget(overviewPage());
    setWindowTitle(tr("Course overview — Attention Lab"));
}

OverviewPage* MainWindow::overviewPage() {
    if (overview_)
        return overview_;
    // Built on first use: a page the start-up does not show costs it nothing.
    overview_ = new OverviewPage(pageHost_);
    pageHost_->addWidget(overview_);
    connect(overview_, &OverviewPage::openQuestion, this, &MainWindow::openQuestion);
    connect(overview_, &OverviewPage::reviewRequested, this, &MainWindow::showReview);
    connect(overview_, &OverviewPage::resetLessonRequested, this, &MainWindow::resetLesson);
    connect(overview_, &OverviewPage::resetCourseRequested, this, &MainWindow::resetCourse);
    connect(overview_, &OverviewPage::exportRequested, exportRecord_, &QAction::trigger);
    connect(overview_, &OverviewPage::importRequested, importRecord_, &QAction::trigger);
    updateRecordViews();
    return overview_;
}

void MainWindow::showReview() {
    endVisit();
    visitLesson_.clear();
    review_->start(course_, options_.reviewSeed);
    pageHost_->setCurrentWidget(review_);
    setWindowTitle(tr("Review — Attention Lab"));
}

bool MainWindow::openQuestion(const QString& lessonId, const QString& questionId) {
    if (!course_.find(lessonId))
        return false;
    if (lessonId != currentLessonId() || !page_) {
        // A question asked for is scrolled to below, not the place the lesson was left at.
        if (!showLesson(lessonId, questionId.isEmpty() ? -1 : 0))
            return false;
    } else if (pageHost_->currentWidget() != page_) {
        backToPage();
    }
    if (questionId.isEmpty())
        return true;
    for (QuestionBlock* question : page_->questions()) {
        if (question->questionId() == questionId) {
            page_->ensureWidgetVisible(question, 0, page_->viewport()->height() / 4);
            question->setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return false;
}

void MainWindow::updateRecordViews() {
    const QDate today = now().toLocalTime().date();
    const QList<lessons::ReviewItem> scheduled =
        lessons::scheduledReviews(course_, progress_->store());
    const int due = int(lessons::dueReviews(scheduled, today).size());
    QString next;
    if (due == 0 && !scheduled.isEmpty()) {
        const QDate day = scheduled.first().state.due;
        const int count = int(
            std::count_if(scheduled.cbegin(), scheduled.cend(),
                          [&](const lessons::ReviewItem& item) { return item.state.due == day; }));
        const QString when =
            today.daysTo(day) == 1 ? tr("tomorrow") : QLocale().toString(day, QLocale::ShortFormat);
        next = tr("Next review: %1 (%n question(s))", nullptr, count).arg(when);
    } else if (scheduled.isEmpty()) {
        next = tr("No missed questions to review.");
    }
    if (due > 0) {
        reviewStatus_->setText(tr("%n question(s) due for review", nullptr, due));
        reviewShortcut_->setText(tr("Review missed questions (%1 due)").arg(due));
    } else {
        reviewStatus_->setText(next);
        reviewShortcut_->setText(tr("Review missed questions"));
    }
    reviewStatus_->setAccessibleDescription(reviewStatus_->text());
    reviewsScheduled_ = !scheduled.isEmpty();
    showReviewStatusWhereUseful();
    // The overview is built when first shown, and shows the summary of then.
    if (overview_)
        overview_->setSummary(lessons::summarizeCourse(course_, progress_->store()), due, next);
    updateOutlineMarks();
}

// The overview says the same in its summary, and the review page is the review itself: the
// status bar's line would repeat it on both.
void MainWindow::showReviewStatusWhereUseful() {
    if (!reviewStatus_)
        return;
    QWidget* shown = pageHost_->currentWidget();
    reviewStatus_->setVisible(reviewsScheduled_ && shown != overview_ && shown != review_);
}

void MainWindow::setConfirmation(const std::function<bool(const QString&)>& confirm) {
    confirm_ = confirm;
}

bool MainWindow::confirm(const QString& text) {
    if (confirm_)
        return confirm_(text);
    return QMessageBox::question(this, tr("Attention Lab"), text,
                                 QMessageBox::Yes | QMessageBox::Cancel,
                                 QMessageBox::Cancel) == QMessageBox::Yes;
}

void MainWindow::afterRecordReplaced(const QString& backup, const QString& what) {
    lastBackup_ = backup;
    const QString note =
        backup.isEmpty()
            ? what
            : tr("%1 Your record as it was before is kept in %2; to go back to it, use File > "
                 "Restore record from a backup.")
                  .arg(what, QDir::toNativeSeparators(backup));
    overviewPage()->setNote(note);
    statusBar()->showMessage(what, 8000);
    // The page's widgets show what the record held when they were built.
    if (page_) {
        const bool onPage = pageHost_->currentWidget() == page_;
        const QString id = page_->lessonId();
        const int scroll = page_->scrollPosition();
        QWidget* shown = pageHost_->currentWidget();
        rebuildingHidden_ = !onPage;
        rebuildFromRecord_ = true; // controls and steps too: a reset puts them back
        showLesson(id, scroll);
        rebuildFromRecord_ = false;
        rebuildingHidden_ = false;
        if (!onPage)
            pageHost_->setCurrentWidget(shown);
    }
    updateRecordViews();
    updateProgressLine();
}

bool MainWindow::resetLesson(const QString& lessonId) {
    const QString title = lessonTitle(lessonId);
    if (title.isEmpty())
        return false;
    if (!confirm(tr("Reset your record of “%1”? Your answers, predictions, explanations and time "
                    "for this lesson are cleared. The record as it is now is kept as a dated "
                    "backup beside it.")
                     .arg(title)))
        return false;
    QString backup;
    QString error;
    if (!progress_->resetLessons({lessonId}, now(), &backup, &error)) {
        showMessage(tr("The lesson was not reset: %1.").arg(error));
        return false;
    }
    afterRecordReplaced(backup, tr("“%1” was reset.").arg(title));
    return true;
}

bool MainWindow::resetCourse() {
    if (!confirm(tr("Reset your whole record? Every answer, prediction, explanation and time of "
                    "every lesson is cleared. The record as it is now is kept as a dated backup "
                    "beside it.")))
        return false;
    QString backup;
    QString error;
    if (!progress_->resetLessons({}, now(), &backup, &error)) {
        showMessage(tr("The record was not reset: %1.").arg(error));
        return false;
    }
    afterRecordReplaced(backup, tr("The whole course was reset."));
    return true;
}

void MainWindow::exportRecordTo(const QString& path) {
    endVisit(); // the time so far goes into the export
    if (page_ && pageHost_->currentWidget() == page_)
        startVisit();
    progress_->flush();
    if (recordFormatFor(path) == RecordFormat::Unknown) {
        const QString error = tr("Name the file .pdf (a report), .json (the whole record, "
                                 "importable again) or .csv (one row per attempt).");
        showMessage(error);
        emit recordExported(path, error);
        return;
    }
    statusBar()->showMessage(
        tr("Exporting your record to %1…").arg(QDir::toNativeSeparators(path)));
    exportRecordInBackground(
        path, course_, progress_->store(), now(), this, [this, path](const QString& error) {
            if (error.isEmpty())
                statusBar()->showMessage(
                    tr("Your record was exported to %1.").arg(QDir::toNativeSeparators(path)),
                    8000);
            else
                showMessage(tr("The record was not exported: %1.").arg(error));
            emit recordExported(path, error);
        });
}

bool MainWindow::importRecordFrom(const QString& path) {
    const QFileInfo info(path);
    // A FIFO or a device would block the window on open; a huge file is no record.
    if (!info.isFile() || info.size() > kMaxImportBytes) {
        showMessage(tr("%1 is not a record file Attention Lab can import: choose a .json file "
                       "exported by Attention Lab.")
                        .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showMessage(
            tr("Cannot read %1: %2.").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    QString backup;
    QString error;
    QStringList unreadable;
    if (!progress_->importRecord(file.readAll(), now(), &backup, &error, &unreadable)) {
        showMessage(tr("%1 was not imported: %2. Your record is unchanged.")
                        .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    QString what =
        tr("The record in %1 was merged into yours.").arg(QDir::toNativeSeparators(path));
    if (!unreadable.isEmpty()) {
        constexpr int kListed = 5; // then counted
        QString parts = unreadable.mid(0, kListed).join(QStringLiteral("; "));
        if (unreadable.size() > kListed)
            parts += QCoreApplication::translate("lessons", "; and %1 more")
                         .arg(unreadable.size() - kListed);
        what += QLatin1Char(' ') +
                tr("%n part(s) of it could not be read (%1): they are kept as they were, "
                   "exported again with your record, and do not count as answered.",
                   nullptr, int(unreadable.size()))
                    .arg(parts);
    }
    afterRecordReplaced(backup, what);
    return true;
}

bool MainWindow::restoreRecordFrom(const QString& backupPath) {
    const QFileInfo info(backupPath);
    if (!info.isFile() || info.size() > kMaxImportBytes) {
        showMessage(tr("%1 is not a record backup: choose a progress.json.before-… file.")
                        .arg(QDir::toNativeSeparators(backupPath)));
        return false;
    }
    if (!confirm(tr("Replace your record with %1? The record as it is now is kept as a dated "
                    "backup first.")
                     .arg(QDir::toNativeSeparators(backupPath))))
        return false;
    QFile file(backupPath);
    if (!file.open(QIODevice::ReadOnly)) {
        showMessage(tr("Cannot read %1: %2.")
                        .arg(QDir::toNativeSeparators(backupPath), file.errorString()));
        return false;
    }
    QString backup;
    QString error;
    if (!progress_->replaceRecord(file.readAll(), now(), &backup, &error)) {
        showMessage(tr("%1 was not restored: %2. Your record is unchanged.")
                        .arg(QDir::toNativeSeparators(backupPath), error));
        return false;
    }
    afterRecordReplaced(
        backup, tr("Your record was restored from %1.").arg(QDir::toNativeSeparators(backupPath)));
    return true;
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

void MainWindow::rememberFolder(const QString& dir) {
    if (dir.startsWith(QLatin1Char(':')))
        return;
    recent_->add(dir);
    recent_->setLastFolder(dir);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    const QStringList folders = recent_->folders();
    for (const QString& folder : folders) {
        QAction* action = recentMenu_->addAction(QDir::toNativeSeparators(folder));
        connect(action, &QAction::triggered, this, [this, folder] { openLessonFolder(folder); });
    }
    if (!folders.isEmpty())
        recentMenu_->addSeparator();
    QAction* builtIn = recentMenu_->addAction(tr("The built-in course"));
    connect(builtIn, &QAction::triggered, this, [this] {
        loadCourse(kBuiltInLessons);
        recent_->setLastFolder(QString());
        if (!course_.lessons.isEmpty())
            showLesson(course_.lessons.first().id);
    });
    QAction* clear = recentMenu_->addAction(tr("Clear the list"));
    clear->setEnabled(!folders.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        recent_->clear();
        rebuildRecentMenu();
    });
}

void MainWindow::updateUndoActions() {
    if (!undo_)
        return;
    const lessons::EditHistory* history =
        page_ && pageHost_->currentWidget() == page_ ? page_->editHistory() : nullptr;
    const QString undoWhat = history ? history->undoDescription() : QString();
    const QString redoWhat = history ? history->redoDescription() : QString();
    undo_->setEnabled(!undoWhat.isEmpty());
    undo_->setText(undoWhat.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoWhat));
    redo_->setEnabled(!redoWhat.isEmpty());
    redo_->setText(redoWhat.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoWhat));
}

} // namespace app
