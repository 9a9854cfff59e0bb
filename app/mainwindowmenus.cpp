// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The window's menus, its course dock, Help and About. Built once by the constructor; each
// action calls the window's own slots. Apart from mainwindow.cpp, which holds what the window
// does with lessons and the record (issue 21: no file over about 600 lines).
#include "app/mainwindow.h"

#include "app/coursefolder.h"
#include "app/courseoutline.h"
#include "app/elidingbutton.h"
#include "app/findbar.h"
#include "app/helpdialog.h"
#include "app/languagemenu.h"
#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/overviewpage.h"
#include "app/progresskeeper.h"
#include "app/recordactions.h"
#include "lessons/edithistory.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace app {

namespace {

// F5 first, then the desktop's own Refresh keys: QKeySequence::Refresh is Ctrl+R under GNOME and
// F5 under KDE and Windows, so one student pass saw "Strg+R" in German and "F5" in English for
// the same item (issue 19). F5 works on every desktop and the desktop's key still works beside
// it; macOS keeps its own (Cmd+R).
QList<QKeySequence> reloadShortcuts() {
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Refresh);
#ifndef Q_OS_MACOS
    const QKeySequence f5(Qt::Key_F5);
    keys.removeAll(f5);
    keys.prepend(f5);
#endif
    return keys;
}

} // namespace

void MainWindow::createDocks() {
    outlineDock_ = new QDockWidget(tr("Course"), this);
    outlineDock_->setObjectName(QStringLiteral("courseDock"));
    outlineDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    outline_ = new CourseOutline(progress_, outlineDock_);
    connect(outline_, &CourseOutline::activated, this, &MainWindow::outlineActivated);
    connect(outline_, &CourseOutline::heldSectionActivated, this, &MainWindow::openHeldSection);
    auto* dockContent = new QWidget(outlineDock_);
    auto* dockLayout = new QVBoxLayout(dockContent);
    dockLayout->setContentsMargins(0, 0, 0, 0);
    dockLayout->setSpacing(2);
    auto* overviewButton = new ElidingButton(tr("Course overview"), dockContent);
    overviewButton->setAccessibleDescription(
        tr("Your answers, predictions, explanations and time per lesson"));
    connect(overviewButton, &QPushButton::clicked, this, &MainWindow::showOverview);
    reviewShortcut_ = new ElidingButton(tr("Review missed questions"), dockContent);
    connect(reviewShortcut_, &QPushButton::clicked, this, &MainWindow::showReview);
    dockLayout->addWidget(overviewButton);
    dockLayout->addWidget(reviewShortcut_);
    dockLayout->addWidget(outline_->tree(), 1);
    // The marks said what they mean only in a row's tooltip, which a new student never found
    // (sp19: "◐ is explained nowhere").
    // One rule with the marks (lessons::lessonStatus): opening a lesson, a prediction or an
    // explanation alone gives no ◐ (sp19).
    auto* legend = new QLabel(tr("✔ done: every question answered correctly · ◐ started: a "
                                 "question answered, not all correctly yet (predictions and "
                                 "explanations do not count)"),
                              dockContent);
    legend->setObjectName(QStringLiteral("outlineLegend"));
    legend->setWordWrap(true);
    legend->setContentsMargins(4, 2, 4, 2);
    // It wraps to the sidebar's width and never widens it: the sidebar keeps the student's width.
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    legend->setSizePolicy(policy);
    dockLayout->addWidget(legend);
    outlineDock_->setWidget(dockContent);
    addDockWidget(Qt::LeftDockWidgetArea, outlineDock_);
    // Shown or closed by the student while set aside (fitSidebarToPage): theirs again.
    connect(outlineDock_->toggleViewAction(), &QAction::triggered, this, [this] {
        sidebarAside_ = false;
        sidebarChosenHere_ = overview_ && pageHost_->currentWidget() == overview_;
    });
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open lesson folder…"));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Open lesson folder"),
            courses_->folder().startsWith(QLatin1Char(':')) ? QDir::homePath()
                                                            : courses_->folder());
        if (!dir.isEmpty())
            openLessonFolder(dir);
    });
    recentMenu_ = file->addMenu(tr("Open &recent"));
    reload_ = file->addAction(tr("Re&load"));
    reload_->setShortcuts(reloadShortcuts());
    connect(reload_, &QAction::triggered, this, &MainWindow::reloadAll);
    file->addSeparator();
    QAction* printLesson = file->addAction(tr("&Print lesson…"));
    printLesson->setShortcut(QKeySequence::Print);
    connect(printLesson, &QAction::triggered, this, [this] {
        if (!page_)
            return;
        // A preview first: the student sees where the pages break before printing.
        QPrinter printer(QPrinter::HighResolution);
        QPrintPreviewDialog preview(&printer, this);
        // Left to the window manager it opened at its toolbar's size, the page at 10% (sp23): as
        // tall as most of the window, about a page wide.
        preview.resize(std::min(width(), height() * 3 / 4 + 120), height() * 9 / 10);
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
    languageMenu_ = new LanguageMenu(
        settingsPath_, options_.localeName, [this] { return writesSettings(); }, view);
    view->addMenu(languageMenu_);
    connect(languageMenu_, &LanguageMenu::statusMessage, this,
            [this](const QString& text) { statusBar()->showMessage(text, 15000); });
    connect(languageMenu_, &LanguageMenu::restartRequested, this,
            &MainWindow::restartInChosenLanguage);
    view->addSeparator();
    view->addAction(outlineDock_->toggleViewAction());
    view->addAction(courses_->problemsDock()->toggleViewAction());

    // The keys live in the Go menu, where a student finds them, not on the top bar's buttons
    // (a button's shortcut and a menu's for the same keys would be ambiguous: neither fires).
    // Ctrl+PgDown/PgUp is a reader's next/previous chapter (calibre, Foliate); Alt+Right/Left,
    // the desktop's Forward/Back, stays as the help has named it. Neither is a key a text field,
    // a spin box or a slider takes for itself.
    QMenu* go = menuBar()->addMenu(tr("&Go"));
    previousLesson_ = go->addAction(tr("&Previous lesson"));
    previousLesson_->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_PageUp), QKeySequence(Qt::ALT | Qt::Key_Left)});
    connect(previousLesson_, &QAction::triggered, previous_, &QPushButton::click);
    nextLesson_ = go->addAction(tr("&Next lesson"));
    nextLesson_->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::ALT | Qt::Key_Right)});
    connect(nextLesson_, &QAction::triggered, next_, &QPushButton::click);

    QMenu* record = menuBar()->addMenu(tr("&Record"));
    QAction* overview = record->addAction(tr("Course &overview"));
    overview->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(overview, &QAction::triggered, this, &MainWindow::showOverview);
    QAction* review = record->addAction(tr("&Review missed questions"));
    review->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(review, &QAction::triggered, this, &MainWindow::showReview);
    record->addSeparator();
    records_->addMenuActions(record);
    record->addSeparator();
    QAction* resetOne = record->addAction(tr("Reset this &lesson…"));
    connect(resetOne, &QAction::triggered, this, [this] {
        if (!currentLessonId().isEmpty())
            records_->resetLesson(currentLessonId());
    });
    QAction* resetAll = record->addAction(tr("Reset the whole &course…"));
    connect(resetAll, &QAction::triggered, records_, &RecordActions::resetCourse);
    records_->addRecordAction(resetOne);
    records_->addRecordAction(resetAll);

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
            .arg(
                QApplication::applicationVersion(),
                QDir::toNativeSeparators(progress_->filePath()).toHtmlEscaped(),
                records_->lastBackupPath().isEmpty()
                    ? QString()
                    : tr("<p>The record as it was before the last reset or import is kept in "
                         "%1.</p>")
                          .arg(
                              QDir::toNativeSeparators(records_->lastBackupPath()).toHtmlEscaped()),
                QString::fromLatin1(qVersion())));
}

} // namespace app
