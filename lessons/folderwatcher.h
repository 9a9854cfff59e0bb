// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

class QFileSystemWatcher;

namespace lessons {

// Watches the lesson files of one folder for an author's edits and says which file to reload
// once an edit has settled (editors write in several steps, or replace the file).
//
// inotify watches what a path led to when it was added, so each lesson path is watched anew
// whenever what it is changes (file or link, the link's target, mtime, size). A link leading
// out of the folder is never watched: the watcher would follow a file the lesson may not read.
// A folder holding more than kMaxFilesPerFolder lesson files loads no lesson; then only the
// folder itself is watched (each watched path costs time: 100,000 took a minute).
class FolderWatcher : public QObject {
    Q_OBJECT
public:
    static constexpr int kSettleMs = 150;

    explicit FolderWatcher(QObject* parent = nullptr);
    // Stops watching the last folder and starts on `folder`; a Qt resource folder (":/...") is
    // never watched, the built-in course never changes.
    void watch(const QString& folder);

signals:
    // `path` changed, appeared or was replaced, and nothing happened to it for kSettleMs.
    void lessonFileChanged(const QString& path);

private:
    // Watches `path` as it is now; true when it is new or changed since it was last watched.
    bool watchFile(const QString& path);
    void folderChanged();
    void fileChanged(const QString& path);
    void settled();

    QString folder_;
    QFileSystemWatcher* watcher_ = nullptr;
    QHash<QString, QString> states_; // path -> what it was when last watched (fileState)
    QSet<QString> pending_;
    QTimer settle_;
};

} // namespace lessons
