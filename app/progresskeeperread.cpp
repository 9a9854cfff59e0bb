// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// ProgressKeeper's reads of lessons after the start: a course opened later and a lesson first
// asked for, read on the worker thread while the window goes on (the start's read and the saves
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
    // A lesson of a record read at start on the worker thread (startLoading) that is still in
    // the database is read there too, as by readCourse but for one lesson and letting none go:
    // on this thread it took 22 s for a lesson of a million attempts (the bench's
    // course_lesson_ui_ms). Until loaded() it reads as unanswered. A record load() read at start
    // is small, and a window holding changes the database lacks reads here as before.
    if (!readInBackground_ || loading_ || !store_.isPaged(lessonId) || changedReadOnly_ ||
        hasUnsavedChanges())
        return store_.find(lessonId);
    // Asking is no change of the record, only of what is in memory; no keeper is made const.
    auto* self = const_cast<ProgressKeeper*>(this);
    auto job = std::make_shared<LoadJob>(store_);
    self->loading_ = job;
    self->rereading_ = true;
    self->changesWhileLoading_.clear();
    self->store_.setPaging(false);
    // After the running write, on the same one-thread pool: the lesson is in the database (a
    // change to a paged lesson reads it first, so none is queued for it).
    self->saver_.start([self, job, lessonId] {
        job->store.find(lessonId);
        QMetaObject::invokeMethod(
            self,
            [self, job] {
                if (self->loading_ == job)
                    self->finishLoad();
            },
            Qt::QueuedConnection);
    });
    return nullptr;
}

} // namespace app
