// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/course.h"
#include "lessons/progress.h"

#include <QDateTime>
#include <QMainWindow>
#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QMenu;
class QLabel;
class QTimer;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace lessons {
class FolderWatcher;
}

namespace app {

class CourseFolder;
class CourseOutline;
class FindBar;
class FocusRing;
class LessonPage;
class OverviewPage;
class ProgressKeeper;
class HelpDialog;
class LanguageMenu;
class RecentFolders;
class RecordActions;
class VisitClock;
class ReviewPage;

struct MainWindowOptions {
    QString lessonsDir;     // empty: the built-in course (":/lessons")
    QString lessonId;       // empty: where the student left off
    QString lessonFile;     // a file of lessonsDir to open at, when lessonId is empty
    QString dataDir;        // empty: defaultDataDirectory()
    QString localeName;     // picks NAME.<lang>.lesson.md variants; empty: the system locale
    bool keepRecord = true; // false: the learner's record is read but never written
    QString settingsPath;   // window settings, recent folders; empty: windowSettingsPath()
    std::function<QDateTime()> clock; // empty: the system clock (tests inject their own)
    quint64 reviewSeed = 0;           // 0: a new review session number from the clock
};

// The first window's size: the design's 1280x860, shrunk to fit `available` (a screen's
// available geometry) with room for the window manager's frame, which is not known before the
// window is shown. A 1366x768 laptop screen has about 1366x740 to give.
QSize firstWindowSize(const QSize& available);
// The design's size, where no screen says otherwise (the offscreen platform's 800x600 is none).
QSize designWindowSize();

// The student's window: course outline, the lesson page, Previous / Next, the progress line,
// the message bar (progress problems) and the Problems panel (lesson errors for instructors).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const MainWindowOptions& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // scrollY < 0: where the student left the lesson (the learner's record).
    bool showLesson(const QString& lessonId, int scrollY = -1);
    // The folder is read on a worker thread; its first lesson shows once it is in (courseLoaded).
    // False, and nothing changes, when dir is no folder.
    bool openLessonFolder(const QString& dir);
    void reloadAll(); // F5: the whole folder again, keeping the current lesson and position
    // A lesson folder or file is being read; course() is the one before until courseLoaded().
    bool isLoadingCourse() const;
    // Blocks until what is being read is in and shown (--screenshot and tools; the window does
    // not answer meanwhile).
    void waitForCourse();

    const lessons::Course& course() const;
    LessonPage* page() const { return page_; }
    QString currentLessonId() const;
    ProgressKeeper* progress() const { return progress_; }

    QTreeWidget* outline() const;
    QPushButton* reviewShortcut() const { return reviewShortcut_; }
    CourseOutline* courseOutline() const { return outline_; }
    RecordActions* recordActions() const { return records_; }
    QLabel* progressLine() const { return progressLine_; }
    QLabel* messageBar() const { return messageText_; }
    QListWidget* problemsList() const;
    QPushButton* previousButton() const { return previous_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* backToLessonButton() const { return backToLesson_; }
    int zoomSteps() const { return zoom_; } // View > Zoom in / out, relative to the default

    // Reloads one lesson file on the worker thread, as the watcher does after an edit settles;
    // lessonReloaded follows when the lesson changed.
    void reloadFile(const QString& path);

    // The learner's record (File and Record menus; the dialogs around them are not part of
    // these, so tests call them directly).
    void showOverview();
    void showReview();
    bool openQuestion(const QString& lessonId, const QString& questionId);
    // The outline's greyed `section` was chosen: the question that holds it, with a note saying so.
    bool openHeldSection(const QString& lessonId, const QString& questionId,
                         const QString& section);
    // The record's actions (RecordActions): reset asks first and returns false when declined
    // or failed; an export runs in the background and recordExported follows.
    bool resetLesson(const QString& lessonId);
    bool resetCourse();
    void exportRecordTo(const QString& path);
    bool importRecordFrom(const QString& path);
    bool restoreRecordFrom(const QString& backupPath);
    bool exportLessonPdf(const QString& path);
    // Replaces the Yes / Cancel question before a reset or a restore (tests).
    void setConfirmation(const std::function<bool(const QString& text)>& confirm);

    OverviewPage* overviewPage(); // built on first use
    ReviewPage* reviewPage() const { return review_; }
    FocusRing* focusRing() const { return focusRing_; }
    FindBar* findBar() const { return findBar_; }    // Edit > Find
    HelpDialog* helpDialog() const { return help_; } // null until Help was first asked for
    QPushButton* reviewStatus() const { return reviewStatus_; }
    // Says in the status bar, for as long as it holds, that the record is not being saved (a
    // failing save, a read-only record); hidden while all is saved.
    QLabel* recordStatus() const { return recordStatus_; }
    QMenu* recentMenu() const { return recentMenu_; }
    LanguageMenu* languageMenu() const { return languageMenu_; } // View > Language
    QString lastBackupPath() const;

signals:
    void lessonShown(const QString& lessonId);
    void lessonReloaded(const QString& lessonId);
    // A folder load()ed is in: course() holds it and its first lesson is shown.
    void courseLoaded();
    void recordExported(const QString& path, const QString& error); // error empty: written

protected:
    void closeEvent(QCloseEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createMenus();
    // Closes (saving as any quit does), hands the record over and starts the application again.
    void restartInChosenLanguage();
    void createDocks();
    // Reads dir (a lesson file of it to open at: startFile) on the worker thread and runs `then`
    // once it is in; meanwhile the page, or the status bar beside a lesson on screen, says so.
    // A newer load replaces the one running, and its `then`.
    void loadCourse(const QString& dir, const QString& startFile, std::function<void()> then);
    void loadFirstCourse(); // the start's folder: --lessons, the last session's, or built in
    void courseArrived();
    void showStartLesson(); // --lesson, the file given, where the student left off, or the first
    void showAuthoringActions();
    void updateProgressLine();
    void updateNavigation();
    void updateLessonActions(); // Go > Previous / Next lesson follow the top bar's buttons
    void updateUndoActions();
    void showMessage(const QString& text);
    void reportRecordLoad(const lessons::ProgressStore::LoadReport& report);
    void updateRecordStatus();
    void recordLoaded(const lessons::ProgressStore::LoadReport& report); // after startLoading()
    void setZoom(int steps);
    // Window size and place, the docks (outline shown, its width) and the zoom, in the settings
    // file beside the record; never written by a run that leaves the learner's data alone.
    void restoreWindowSettings();
    void saveWindowSettings();
    // On the course overview in a window narrower than kOverviewBesideSidebarWidth the Course
    // sidebar steps aside, so the table has the window's width (at 800 px it kept 246 px and the
    // Predicted column was off-screen, sp33 #5); it comes back on any other page, in a wider
    // window, or as soon as the student shows it (View > Course).
    void fitSidebarToPage();
    bool writesSettings() const;
    void about();
    void showHelp();
    void outlineActivated(const QString& lessonId, int section);
    QDateTime now() const;
    void updateRecordViews();  // overview, review status, outline marks
    void recordReadingPlace(); // the shown page's, into the record
    void showReviewStatusWhereUseful();
    void reserveReviewStatusRoom(); // the review line's place, shown or not
    void rebuildRecentMenu();
    void rememberFolder(const QString& dir);
    void startVisit();
    void backToPage(); // from the overview or the review
    void endVisit();
    void afterRecordReplaced(const QString& brief, const QString& note);

    MainWindowOptions options_;
    QString settingsPath_;
    QTimer* settingsSave_ = nullptr; // a moment after the window's size or state changed
    CourseFolder* courses_ = nullptr;
    std::function<void()> whenCourseIn_; // empty: no folder load running
    QString loadingStartFile_;
    QString loadingMessage_; // in the status bar while a folder loads
    ProgressKeeper* progress_ = nullptr;
    LessonPage* page_ = nullptr;
    QStackedWidget* pageHost_ = nullptr;
    FindBar* findBar_ = nullptr;
    QLabel* emptyPage_ = nullptr;
    CourseOutline* outline_ = nullptr;
    QLabel* progressLine_ = nullptr;
    QWidget* messageFrame_ = nullptr;
    QLabel* messageText_ = nullptr;
    QDockWidget* outlineDock_ = nullptr;
    bool sidebarAside_ = false;      // hidden by fitSidebarToPage, not by the student
    bool sidebarChosenHere_ = false; // shown or closed by the student on this overview visit
    QPushButton* previous_ = nullptr;
    QPushButton* next_ = nullptr;
    QAction* previousLesson_ = nullptr; // Go menu
    QAction* nextLesson_ = nullptr;
    QPushButton* backToLesson_ = nullptr;
    int zoom_ = 0;

    OverviewPage* overview_ = nullptr; // see overviewPage()
    FocusRing* focusRing_ = nullptr;   // around the focused widget, on the page and off it
    QAction* undo_ = nullptr;          // Edit > Undo / Redo: the shown lesson page's edits
    QAction* redo_ = nullptr;
    ReviewPage* review_ = nullptr;
    HelpDialog* help_ = nullptr; // made on first use (F1)
    QPushButton* reviewStatus_ = nullptr;
    bool reviewsScheduled_ = false;
    QLabel* recordStatus_ = nullptr;
    QString shownSaveError_; // the failed save's message in the message bar, hidden on recovery
    QPushButton* reviewShortcut_ = nullptr; // in the course dock
    QMenu* recentMenu_ = nullptr;
    // File > Reload: an author's tool, shown (with the Problems panel's toggle) only for a course
    // read from a folder on disk; the built-in course is compiled in and checked at build time.
    QAction* reload_ = nullptr;
    LanguageMenu* languageMenu_ = nullptr;
    std::unique_ptr<RecentFolders> recent_;
    RecordActions* records_ = nullptr;
    VisitClock* visits_ = nullptr;
    bool rebuildingHidden_ = false; // a page rebuilt behind the overview is no visit
    bool pageStale_ = false;        // a review answer changed what the hidden page shows
    bool iconAsked_ = false;        // the window icon is set once the first frame is out
    QString shownBeforeRecord_;     // the start lesson, picked while the record was still read
    // The record was replaced: the page rebuilt from it keeps nothing of its own.
    bool rebuildFromRecord_ = false;
};

} // namespace app
