// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/course.h"

#include <QHash>
#include <QObject>

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
class CourseFolder : public QObject {
    Q_OBJECT
public:
    CourseFolder(const QString& localeName, QMainWindow* window);

    const lessons::Course& course() const { return course_; }
    QString folder() const { return folder_; }
    QDockWidget* problemsDock() const { return problemsDock_; }
    QListWidget* problemsList() const { return problems_; }

    void load(const QString& dir); // the whole folder again; watched from now on
    // Reloads one lesson file now (the watcher calls this after an edit settles).
    void reloadFile(const QString& path);

    QString lessonTitle(const QString& id) const; // empty: no such lesson
    int lessonIndex(const QString& id) const;     // -1: no such lesson
    QString knownLessonIds() const;               // "a, b, c", for messages

signals:
    void statusMessage(const QString& text, int timeoutMs);
    // The window reloads the whole folder (a new lesson, or another file with a shown id).
    void wholeFolderChanged();
    void lessonReplaced(const QString& lessonId); // the course holds the fresh lesson

private:
    void showProblems();

    QString localeName_;
    QString folder_;
    lessons::Course course_;
    QHash<QString, QList<lessons::Diagnostic>> fileProblems_; // by file, from reloads
    lessons::FolderWatcher* watcher_;
    QDockWidget* problemsDock_;
    QListWidget* problems_;
};

} // namespace app
