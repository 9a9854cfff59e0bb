// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// ProgressKeeper's reads of lessons after the start: a course opened later, read on the worker
// thread while the window goes on, and a lesson first asked for (the start's read and the saves
// are in progresskeeper.cpp).
#include "app/progresskeeper.h"

#include <QMutexLocker>

namespace app {

bool ProgressKeeper::readCourse(const QStringList& lessonIds) {
    if (isChanging())
        return false; // read when first asked for
    if (loading_) {   // the start's read is still running: it reads these too when it can
        readAlso(lessonIds);
        return true;
    }
    QStringList toRead;
    for (const QString& id : lessonIds) {
        if (store_.isPaged(id))
            toRead.append(id);
    }
    // A record load() read at start is small: its lessons are read at their first look, in
    // microseconds, and the page shows them at once.
    if (!readInBackground_ || toRead.isEmpty() || changedReadOnly_ || hasUnsavedChanges())
        return false;
    // What is still queued is written first: the lessons are read from the database.
    if (!flush())
        return false;
    // The lessons of the course left behind, read and unchanged since, go back to the database
    // (read again when asked for), so memory follows the course in use.
    store_.releaseExcept(lessonIds);
    // Only the course's lessons not read yet, into a copy of the store (implicitly shared: the
    // index and the lessons already read are not read again), on the worker thread.
    auto job = std::make_shared<LoadJob>(store_);
    loading_ = job;
    rereading_ = true;
    changesWhileLoading_.clear();
    store_.setPaging(false); // this store must not read them on this thread meanwhile
    saver_.start([this, job, toRead] {
        for (const QString& id : toRead)
            job->store.find(id);
        QMetaObject::invokeMethod(
            this,
            [this, job] {
                if (loading_ == job)
                    finishLoad();
            },
            Qt::QueuedConnection);
    });
    return true;
}

void ProgressKeeper::readAlso(const QStringList& lessonIds) {
    if (!loading_)
        return;
    QMutexLocker locker(&loading_->mutex);
    loading_->alsoRead = lessonIds;
    loading_->waitingForLessons = false;
    loading_->lessonsGiven.wakeAll();
}

const lessons::LessonProgress* ProgressKeeper::find(const QString& lessonId) const {
    // A lesson of a large record that was not named to the start's read is read here, on the UI
    // thread (22 s for a lesson of a million attempts). Reading it on the worker made find()
    // return null for a lesson that has answers, which the pages took for "unanswered" (attempt
    // counts restarted at 1, saved sliders and the reading place lost on the rebuild): that
    // needs a page that waits for its lesson, not a getter that answers later.
    return store_.find(lessonId);
}

} // namespace app
