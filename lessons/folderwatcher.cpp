// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/folderwatcher.h"

#include "lessons/lesson.h"
#include "lessons/safefile.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>

#include <utility>

namespace lessons {
namespace {

const QStringList kLessonFiles{QStringLiteral("*.lesson.md")};

// What a lesson file is now: a regular file or a link (and to where), when it was last changed
// and how large it is.
QString fileState(const QString& path) {
    const QFileInfo info(path);
    return QStringLiteral("%1|%2|%3|%4")
        .arg(info.isSymLink() ? info.symLinkTarget() : QString())
        .arg(info.lastModified().toMSecsSinceEpoch())
        .arg(info.size())
        .arg(info.isFile() ? 1 : 0);
}

} // namespace

FolderWatcher::FolderWatcher(QObject* parent) : QObject(parent) {
    settle_.setSingleShot(true);
    settle_.setInterval(kSettleMs);
    connect(&settle_, &QTimer::timeout, this, &FolderWatcher::settled);
}

void FolderWatcher::watch(const QString& folder) {
    if (watcher_) {
        // Later, not now: this may run inside one of the old watcher's own signals.
        watcher_->disconnect(this);
        watcher_->deleteLater();
        watcher_ = nullptr;
    }
    states_.clear();
    pending_.clear();
    settle_.stop();
    folder_ = folder;
    if (folder_.startsWith(QLatin1Char(':')))
        return;
    watcher_ = new QFileSystemWatcher(this);
    watcher_->addPath(folder_);
    const QStringList files = QDir(folder_).entryList(kLessonFiles, QDir::Files);
    if (files.size() <= kMaxFilesPerFolder) {
        for (const QString& name : files)
            watchFile(QDir(folder_).filePath(name));
    }
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, &FolderWatcher::fileChanged);
    connect(watcher_, &QFileSystemWatcher::directoryChanged, this, &FolderWatcher::folderChanged);
}

bool FolderWatcher::watchFile(const QString& path) {
    const QString state = fileState(path);
    const auto seen = states_.constFind(path);
    const bool changed = seen == states_.cend() || seen.value() != state;
    states_.insert(path, state);
    // A path whose state is unchanged but that is not watched is a link leading out (never
    // watched) or a watch a replace ended: watch it again where allowed, but it is no change.
    if (!changed && watcher_->files().contains(path))
        return false;
    watcher_->removePath(path);
    if (QFileInfo(path).isFile() && isInsideFolder(path, folder_))
        watcher_->addPath(path);
    return changed;
}

void FolderWatcher::folderChanged() {
    // A new file, an editor that saves by replacing the file, a file replaced by a link or a
    // link by a file: watch what is there now, and reload what changed.
    const QStringList now =
        QDir(folder_).entryList(kLessonFiles, QDir::Files | QDir::System); // dangling links too
    if (now.size() > kMaxFilesPerFolder)
        return; // over the cap: File > Reload reports it once the folder is split
    QSet<QString> present;
    for (const QString& name : now) {
        const QString path = QDir(folder_).filePath(name);
        present.insert(path);
        if (watchFile(path))
            fileChanged(path);
    }
    for (auto it = states_.begin(); it != states_.end();) {
        if (present.contains(it.key())) {
            ++it;
            continue;
        }
        watcher_->removePath(it.key());
        it = states_.erase(it);
    }
}

void FolderWatcher::fileChanged(const QString& path) {
    pending_.insert(path);
    settle_.start();
}

void FolderWatcher::settled() {
    const QSet<QString> paths = std::exchange(pending_, {});
    for (const QString& path : paths) {
        if (!QFileInfo::exists(path))
            continue;    // removed, or mid-way through a replace; the folder's signal follows
        watchFile(path); // a save that replaced the file ended its watch
        emit lessonFileChanged(path);
    }
}

} // namespace lessons
