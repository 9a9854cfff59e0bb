#pragma once

#include "lessons/course.h"

#include <QMainWindow>
#include <QPointer>
#include <QSet>
#include <QTimer>

class QAction;
class QDockWidget;
class QFileSystemWatcher;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace app {

class LessonPage;
class ProgressKeeper;

struct MainWindowOptions {
    QString lessonsDir;     // empty: the built-in course (":/lessons")
    QString lessonId;       // empty: where the student left off
    QString dataDir;        // empty: defaultDataDirectory()
    QString localeName;     // picks NAME.<lang>.lesson.md variants; empty: the system locale
    bool keepRecord = true; // false: the learner's record is read but never written
};

// The student's window: course outline, the lesson page, Previous / Next, the progress line,
// the message bar (progress problems) and the Problems panel (lesson errors for instructors).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const MainWindowOptions& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    bool showLesson(const QString& lessonId, int scrollY = 0);
    bool openLessonFolder(const QString& dir);
    void reloadAll(); // F5: the whole folder again, keeping the current lesson and position

    const lessons::Course& course() const { return course_; }
    LessonPage* page() const { return page_; }
    QString currentLessonId() const;
    ProgressKeeper* progress() const { return progress_; }

    QTreeWidget* outline() const { return outline_; }
    QLabel* progressLine() const { return progressLine_; }
    QLabel* messageBar() const { return messageText_; }
    QListWidget* problemsList() const { return problems_; }
    QPushButton* previousButton() const { return previous_; }
    QPushButton* nextButton() const { return next_; }

    // Reloads one lesson file now (the watcher calls this after an edit settles).
    void reloadFile(const QString& path);

signals:
    void lessonShown(const QString& lessonId);
    void lessonReloaded(const QString& lessonId);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void createDocks();
    void loadCourse(const QString& dir);
    void rebuildOutline();
    void updateOutlineMarks();
    void updateProgressLine();
    void markSectionInOutline(const QString& lessonId, const QString& section);
    void updateNavigation();
    void showProblems(const QList<lessons::Diagnostic>& diagnostics);
    void showMessage(const QString& text);
    void watchFolder();
    void fileChanged(const QString& path);
    void setZoom(int steps);
    void about();
    void outlineActivated(QTreeWidgetItem* item);
    QString lessonTitle(const QString& id) const;
    QString knownLessonIds() const;
    int lessonIndex(const QString& id) const;

    MainWindowOptions options_;
    QString folder_;
    lessons::Course course_;
    QHash<QString, QList<lessons::Diagnostic>> fileProblems_; // by file, from reloads
    ProgressKeeper* progress_ = nullptr;
    LessonPage* page_ = nullptr;
    QStackedWidget* pageHost_ = nullptr;
    QLabel* emptyPage_ = nullptr;
    QTreeWidget* outline_ = nullptr;
    QLabel* progressLine_ = nullptr;
    QWidget* messageFrame_ = nullptr;
    QLabel* messageText_ = nullptr;
    QListWidget* problems_ = nullptr;
    QDockWidget* problemsDock_ = nullptr;
    QDockWidget* outlineDock_ = nullptr;
    QPushButton* previous_ = nullptr;
    QPushButton* next_ = nullptr;
    QFileSystemWatcher* watcher_ = nullptr;
    QSet<QString> pendingReloads_;
    QTimer reloadTimer_;
    int zoom_ = 0;
};

} // namespace app
