// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/course.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <QFutureWatcher>

#include <atomic>
#include <memory>
#include <utility>

class QDockWidget;
class QListWidget;
class QMainWindow;

namespace lessons {
class FolderWatcher;
}

namespace app {

// The lesson folder on screen: loads the course (in the student's language), watches the folder
// and reloads a lesson file an author saved, and lists every problem of its files in the
// Problems panel (a dock at the bottom of the window, shown when there is something to fix).
//
// A folder on disk is parsed on a worker thread (20 lessons of 512 KiB held the window 30.8 s,
// issue 24): the job gets copies of the folder's path and the language and hands back a whole
// Course, so it shares nothing the UI thread changes. Each load() is numbered; a result whose
// number is not the last one asked for is dropped, so the last folder asked for wins. A reload
// of one file goes the same way. The built-in course is compiled in and parsed at once: 22 ms
// for its five lessons (tst_courseload), within the window's 50 ms budget.
class CourseFolder : public QObject {
    Q_OBJECT
public:
    CourseFolder(const QString& localeName, QMainWindow* window);
    ~CourseFolder() override; // a folder read still running stops after its current file

    // The last course loaded; while a load runs, the one before (or none at the start).
    const lessons::Course& course() const { return course_; }
    QString folder() const { return folder_; } // the last folder asked for
    QDockWidget* problemsDock() const { return problemsDock_; }
    QListWidget* problemsList() const { return problems_; }

    // The whole folder again, watched from now on; loaded() follows (at once for a ":/" folder).
    // startFile: a lesson file of the folder to open at; startLessonId() says its lesson's id.
    void load(const QString& dir, const QString& startFile = QString());
    // Reloads one lesson file (the watcher calls this after an edit settles); during a folder
    // load, once that load is in.
    void reloadFile(const QString& path);
    // A folder or a file is being read.
    bool isLoading() const;
    // Waits for the reads running now and applies them (their signals come before it returns).
    // For --screenshot and tools: the window does not answer meanwhile.
    void waitForLoad();

    // The lesson in load()'s startFile (the lesson in the student's language with its id); empty
    // when the file holds no lesson that can be shown.
    QString startLessonId() const { return startLessonId_; }
    QString lessonTitle(const QString& id) const; // empty: no such lesson
    int lessonIndex(const QString& id) const;     // -1: no such lesson
    QString knownLessonIds() const;               // "a, b, c", for messages

signals:
    void loaded(); // course() holds the folder load()ed last
    void statusMessage(const QString& text, int timeoutMs);
    // The window reloads the whole folder (a new lesson, or another file with a shown id).
    void wholeFolderChanged();
    void lessonReplaced(const QString& lessonId); // the course holds the fresh lesson

private:
    struct FolderLoad {
        lessons::Course course;
        QString startLessonId;
    };
    void folderLoaded(quint64 generation, const FolderLoad& result);
    void fileReloaded(const QString& path, quint64 generation, const lessons::ParseResult& result);
    void showProblems();

    QString localeName_;
    QString folder_;
    lessons::Course course_;
    QString startLessonId_;
    QHash<QString, QList<lessons::Diagnostic>> fileProblems_; // by file, from reloads
    // Problems of a file checked while the folder load it started was reading (a translation
    // saved beside the lesson on screen): that load does not read the file.
    QHash<QString, QList<lessons::Diagnostic>> keptThroughLoad_;
    quint64 generation_ = 0; // the number of the last load() or file reload started
    // The reads that count, each with its number: a newer one of the same kind, or a folder
    // load for a file, drops the older one's result.
    QFutureWatcher<FolderLoad>* folderRead_ = nullptr;
    quint64 folderGeneration_ = 0;
    // Set when the running folder read no longer counts (a newer load(), the window closing):
    // the worker then stops between files instead of parsing a folder nobody will see, and a
    // quit does not wait for it (Qt's global thread pool is waited for at exit).
    std::shared_ptr<std::atomic<bool>> stopFolderRead_;
    QHash<QString, std::pair<quint64, QFutureWatcher<lessons::ParseResult>*>> fileReads_;
    QSet<QString> reloadAfterLoad_; // files saved while the folder was reading
    lessons::FolderWatcher* watcher_;
    QDockWidget* problemsDock_;
    QListWidget* problems_;
};

} // namespace app
