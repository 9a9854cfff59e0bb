// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The course in the window: loading a lesson folder (on a worker thread, CourseFolder) and what
// follows once it is in (the start lesson, a folder opened or reloaded), the recent folders, and
// moving between lessons (the top bar, Previous / Next, the outline). Apart from mainwindow.cpp
// (issue 21: no file over about 600 lines); the top bar and recent-folder code moved unchanged.
#include "app/mainwindow.h"

#include "lessons/launch.h"
#include "lessons/math.h"

#include "app/blocks/groupblocks.h"
#include "app/coursefolder.h"
#include "app/courseoutline.h"
#include "app/lessonpage.h"
#include "app/overviewpage.h"
#include "app/progresskeeper.h"
#include "app/recentfolders.h"
#include "app/reviewpage.h"
#include "lessons/completion.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeWidget>

namespace app {

namespace {

// Tool tips guess rich text from the text itself; text from a lesson folder (titles, summaries,
// file names) is escaped so that markup in it, an image above all, stays text.
QString plainToolTip(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

const QString kBuiltInLessons = QStringLiteral(":/lessons");

} // namespace

void MainWindow::loadFirstCourse() {
    QString folder = options_.lessonsDir;
    if (folder.isEmpty() && QFileInfo(recent_->lastFolder()).isDir())
        folder = recent_->lastFolder(); // reopen the instructor's folder of the last session
    loadCourse(folder.isEmpty() ? kBuiltInLessons : folder, options_.lessonFile, [this, folder] {
        if (!folder.isEmpty() && !course().lessons.isEmpty())
            rememberFolder(folder);
        showStartLesson();
    });
}

void MainWindow::showStartLesson() {
    // --lesson ID or NUMBER, else the lesson of a file given on the command line.
    QString start = !options_.lessonId.isEmpty() ? options_.lessonId : courses_->startLessonId();
    const bool asked = !start.isEmpty();
    int scroll = 0;
    const bool unknownId =
        !start.isEmpty() && lessons::lessonIdOfArgument(course(), start).isEmpty();
    if (unknownId) {
        showMessage(tr("There is no lesson with id or number “%1” in this course (known ids: %2; "
                       "numbers as the sidebar shows them: 1 to %3); showing the first lesson "
                       "instead.")
                        .arg(start, courses_->knownLessonIds())
                        .arg(course().lessons.size()));
        start.clear();
    } else if (!start.isEmpty()) {
        start = lessons::lessonIdOfArgument(course(), start);
    }
    if (start.isEmpty() && !unknownId && course().find(progress_->lastLessonId())) {
        start = progress_->lastLessonId();
        scroll = -1; // where the record says it was left
    }
    if (start.isEmpty() && !course().lessons.isEmpty())
        start = course().lessons.first().id;
    if (!start.isEmpty())
        showLesson(start, scroll);
    if (progress_->isLoading() && !asked)
        shownBeforeRecord_ = start;
    updateNavigation();
    updateRecordViews();
}

void MainWindow::loadCourse(const QString& dir, const QString& startFile,
                            std::function<void()> then) {
    whenCourseIn_ = std::move(then);
    loadingStartFile_ = startFile;
    courses_->load(dir, startFile); // the built-in course: courseArrived() has run already
    if (!whenCourseIn_)
        return;
    // A lesson on screen stays usable meanwhile, the status bar saying what is coming; with
    // none, the page and the outline say it.
    const QString loading = tr("Loading lessons from %1…").arg(QDir::toNativeSeparators(dir));
    if (page_) {
        loadingMessage_ = loading;
        statusBar()->showMessage(loadingMessage_);
        return;
    }
    emptyPage_->setText(loading);
    pageHost_->setCurrentWidget(emptyPage_);
    updateProgressLine(); // no Previous / Next without a lesson
    outline_->tree()->clear();
    auto* placeholder = new QTreeWidgetItem(outline_->tree(), {tr("Loading lessons…")});
    placeholder->setFlags(Qt::NoItemFlags);
}

void MainWindow::courseArrived() {
    if (!loadingMessage_.isEmpty() && statusBar()->currentMessage() == loadingMessage_)
        statusBar()->clearMessage();
    loadingMessage_.clear();
    // A course opened later: its lessons still in a large record are read on the worker thread
    // (at start, with the record), before the outline's first look at them; readCourse knows
    // whether the record is large.
    QStringList ids;
    for (const lessons::Lesson& lesson : std::as_const(course().lessons))
        ids.append(lesson.id);
    if (progress_->readCourse(ids))
        statusBar()->showMessage(tr("Reading your record…"));
    if (course().lessons.isEmpty()) {
        emptyPage_->setText(
            tr("No lesson could be opened from %1. The Problems panel lists what is wrong in "
               "each file; fix it and save, or open another folder with File > Open lesson "
               "folder.")
                .arg(QDir::toNativeSeparators(courses_->folder())));
    }
    outline_->rebuild(course());
    showAuthoringActions();
    if (const std::function<void()> then = std::exchange(whenCourseIn_, {}))
        then();
    emit courseLoaded();
}

bool MainWindow::isLoadingCourse() const {
    return courses_->isLoading();
}

void MainWindow::waitForCourse() {
    courses_->waitForLoad();
}

void MainWindow::showAuthoringActions() {
    const bool fromDisk = !courses_->folder().startsWith(QLatin1Char(':'));
    if (reload_)
        reload_->setVisible(fromDisk);
    courses_->problemsDock()->toggleViewAction()->setVisible(fromDisk);
}

bool MainWindow::openLessonFolder(const QString& dir) {
    if (!QFileInfo(dir).isDir()) {
        showMessage(tr("%1 is not a folder. Choose a folder that holds NAME.lesson.md files.")
                        .arg(QDir::toNativeSeparators(dir)));
        return false;
    }
    loadCourse(dir, QString(), [this, dir] {
        if (course().lessons.isEmpty()) {
            if (page_) {
                disconnect(page_, nullptr, this, nullptr);
                pageHost_->removeWidget(page_);
                page_->deleteLater();
                page_ = nullptr;
            }
            pageHost_->setCurrentWidget(emptyPage_);
            updateNavigation();
            return;
        }
        rememberFolder(dir);
        showLesson(course().lessons.first().id);
    });
    return true;
}

void MainWindow::reloadAll() {
    if (whenCourseIn_) { // a load is running: it starts again, to the same end
        loadCourse(courses_->folder(), loadingStartFile_, std::exchange(whenCourseIn_, {}));
        return;
    }
    loadCourse(courses_->folder(), QString(), [this] {
        // Where the student is once the folder is in: they may have moved on meanwhile.
        const QString current = currentLessonId();
        const int scroll = page_ ? page_->scrollPosition() : 0;
        if (course().find(current))
            showLesson(current, scroll); // same lesson: the page keeps its parameter values
        else if (!course().lessons.isEmpty())
            showLesson(course().lessons.first().id);
    });
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
    updateLessonActions();
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
    // Graded questions only, as the outline and the overview count (a prediction is no question
    // answered right or wrong): "3 of 5" counted lesson 2's two predictions.
    const lessons::LessonStatus status =
        lessons::lessonStatus(page_->lesson(), progress_->find(page_->lesson().id));
    const QString text = status.questions == 0
                             ? tr("No questions in this lesson")
                             : answeredSummary(status.questions, status.answered, status.correct);
    progressLine_->setText(text);
    progressLine_->setAccessibleDescription(text);
}

void MainWindow::updateNavigation() {
    const int index = courses_->lessonIndex(currentLessonId());
    previous_->setEnabled(index > 0);
    next_->setEnabled(index >= 0 && index + 1 < course().lessons.size());
    updateLessonActions();
    if (index > 0)
        previous_->setToolTip(
            plainToolTip(lessons::plainTextWithMath(course().lessons.at(index - 1).title)));
    if (index >= 0 && index + 1 < course().lessons.size())
        next_->setToolTip(
            plainToolTip(lessons::plainTextWithMath(course().lessons.at(index + 1).title)));
}

void MainWindow::updateLessonActions() {
    // Go > Previous / Next do what the top bar's buttons would, and only while those are there
    // (not on the overview or the review, where the top bar leads back to the lesson).
    if (previousLesson_)
        previousLesson_->setEnabled(previous_->isVisibleTo(this) && previous_->isEnabled());
    if (nextLesson_)
        nextLesson_->setEnabled(next_->isVisibleTo(this) && next_->isEnabled());
}

void MainWindow::outlineActivated(const QString& id, int section) {
    if (id != currentLessonId()) {
        showLesson(id);
    } else if (page_ && pageHost_->currentWidget() != page_) {
        backToPage();
    }
    if (section >= 0 && page_)
        page_->enterSection(section); // Tab goes on from the section, not from the outline
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
        loadCourse(kBuiltInLessons, QString(), [this] {
            recent_->setLastFolder(QString());
            if (!course().lessons.isEmpty())
                showLesson(course().lessons.first().id);
        });
    });
    QAction* clear = recentMenu_->addAction(tr("Clear the list"));
    clear->setEnabled(!folders.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        recent_->clear();
        rebuildRecentMenu();
    });
}

const lessons::Course& MainWindow::course() const {
    return courses_->course();
}

QListWidget* MainWindow::problemsList() const {
    return courses_->problemsList();
}

void MainWindow::reloadFile(const QString& path) {
    courses_->reloadFile(path);
}

} // namespace app
