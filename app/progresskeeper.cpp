// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/progresskeeper.h"
#include "app/progresskeeperwrite.h"

#include "lessons/optionorder.h"
#include "lessons/record.h"
#include "lessons/recordfile.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QMutexLocker>
#include <QStandardPaths>
#include <QSysInfo>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#endif

namespace app {

namespace {
constexpr int kTypingPauseMs = 700; // long enough to batch keystrokes, short enough to lose little
// A window gives the lessons to read with the record (readAlso) once its course is in, well
// within this; the bound only keeps a caller that never gives them from delaying the record.
constexpr int kLessonsToReadWaitMs = 5000;
// After a failed save the record in memory is written again this often (a full disk freed, a
// folder made writable); rare enough that a failing save costs nothing noticeable.
constexpr int kRetryMs = 5000;
} // namespace

QString defaultDataDirectory() {
    const QString overridden = qEnvironmentVariable("ATTN_DATA_DIR");
    if (!overridden.isEmpty())
        return overridden;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

namespace detail {
qsizetype writeChanges(const QString& dbPath, const lessons::ProgressStore& store,
                       const QList<lessons::RecordChange>& changes, QString* error) {
    if (!QDir().mkpath(QFileInfo(dbPath).absolutePath())) {
        *error = ProgressKeeper::tr("the folder %1 cannot be created")
                     .arg(QDir::toNativeSeparators(QFileInfo(dbPath).absolutePath()));
        return 0;
    }
    lessons::RecordDb db(dbPath);
    if (const lessons::Status opened = db.open(lessons::RecordDb::Mode::ReadWrite); !opened) {
        *error = opened.error().message;
        return 0;
    }
    qsizetype done = 0;
    for (const lessons::RecordChange& change : changes) {
        if (const lessons::Status written = db.write(store, change); !written) {
            *error = written.error().message;
            break;
        }
        ++done;
    }
    return done;
}
} // namespace detail

namespace {
// The lock file names a process of this machine that is gone (quit without removing it, killed):
// QLockFile took it for stale but could not remove it (a folder that turned read-only).
bool heldByGoneProcess(const QLockFile& lock) {
#ifdef Q_OS_UNIX
    qint64 pid = 0;
    QString host;
    QString appName;
    if (!lock.getLockInfo(&pid, &host, &appName) || pid <= 0 || host != QSysInfo::machineHostName())
        return false;
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
#else
    Q_UNUSED(lock);
    return false;
#endif
}
} // namespace

struct ProgressKeeper::SaveJob {
    SaveJob(const lessons::ProgressStore& store, QList<lessons::RecordChange> changes)
        : snapshot(store), changes(std::move(changes)) {}
    lessons::ProgressStore snapshot;
    QList<lessons::RecordChange> changes;
    qsizetype written = 0; // changes[0, written) are in the database
    QString error;
};

ProgressKeeper::ProgressKeeper(const QString& jsonPath, QObject* parent)
    : QObject(parent), store_(jsonPath), dbPath_(lessons::RecordDb::pathBeside(jsonPath)) {
    saver_.setMaxThreadCount(1);
    deferred_.setSingleShot(true);
    deferred_.setInterval(kTypingPauseMs);
    connect(&deferred_, &QTimer::timeout, this, &ProgressKeeper::saveNow);
    retry_.setSingleShot(true);
    retry_.setInterval(kRetryMs);
    connect(&retry_, &QTimer::timeout, this, &ProgressKeeper::saveNow);
}

ProgressKeeper::~ProgressKeeper() {
    flush();
}

void ProgressKeeper::handOver() {
    flush();
    setReadOnly(true);
    lock_.reset();
}

void ProgressKeeper::setReadOnly(bool readOnly) {
    readOnly_ = readOnly;
    store_.setReadOnly(readOnly);
}

bool ProgressKeeper::lockRecord() {
    lockedOut_ = false;
    staleLockLeft_ = false;
    if (readOnly_ || lock_)
        return true;
    auto lock = std::make_unique<QLockFile>(dbPath_ + QStringLiteral(".lock"));
    // Only a holder that is gone (its process id no longer runs: quit, crash, kill -9) makes
    // the lock stale; an age limit would hand a long session's record to a second window.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        lock_ = std::move(lock);
        return true;
    }
    if (lock->error() == QLockFile::LockFailedError && heldByGoneProcess(*lock)) {
        // No other window: its lock stays only because the folder cannot be written now, so
        // saves fail and say so themselves, as in any read-only folder.
        staleLockLeft_ = true;
        return true;
    }
    if (lock->error() == QLockFile::LockFailedError) {
        lockedOut_ = true;
        setReadOnly(true);
        return false;
    }
    // No lock file can be made (a read-only folder): saves fail and say so themselves.
    return true;
}

void ProgressKeeper::reportLockedOut(lessons::ProgressStore::LoadReport* report) const {
    if (staleLockLeft_) {
        report->ok = false;
        const QString text =
            tr("An Attention Lab window that has ended left its lock file %1 behind, and the "
               "folder cannot be written, so the file cannot be removed. No other window uses "
               "your record: what you do now stays in memory and is saved once the folder can be "
               "written again (check the folder's permissions, or whether its disk is mounted "
               "read-only).")
                .arg(QDir::toNativeSeparators(dbPath_ + QStringLiteral(".lock")));
        report->message =
            report->message.isEmpty() ? text : text + QLatin1Char(' ') + report->message;
    }
    if (!lockedOut_)
        return;
    report->ok = false;
    report->readOnly = true;
    const QString text =
        tr("Attention Lab is already open with your record in another window. This window "
           "shows the record as it was when it opened, read-only: nothing you do here is saved. "
           "Close it and go on in the other window.");
    report->message = report->message.isEmpty() ? text : text + QLatin1Char(' ') + report->message;
}

lessons::ProgressStore::LoadReport ProgressKeeper::load() {
    waitForLoad();
    lockRecord();
    bool unsaved = false;
    lessons::ProgressStore::LoadReport report =
        lessons::loadRecord(store_.filePath(), readOnly_, &store_, &unsaved);
    readOnly_ = store_.isReadOnly(); // a newer version's record turns the store read-only
    if (unsaved)
        pending_.prepend({{lessons::RecordPart::Everything, {}, {}}});
    lastLessonIdAsLoaded_ = store_.lastLessonId();
    saidAtStart_ = report.message;
    reportLockedOut(&report);
    return report;
}

void ProgressKeeper::startLoading(bool lessonsFollow) {
    waitForLoad();
    if (running_) { // a save must not run beside the read of the same file
        saver_.waitForDone();
        finishSave(false);
    }
    lockRecord();
    readInBackground_ = true;
    auto job = std::make_shared<LoadJob>(store_.filePath());
    job->waitingForLessons = lessonsFollow;
    const bool readOnly = readOnly_;
    const QString jsonPath = store_.filePath();
    loading_ = job;
    changesWhileLoading_.clear();
    // Same one-thread pool as the saves, so no save can start before the read is done; the
    // destructor waits for the pool (flush), so `this` outlives the job.
    saver_.start([this, job, readOnly, jsonPath] {
        job->report = lessons::loadRecord(jsonPath, readOnly, &job->store, &job->unsaved);
        QStringList alsoRead;
        {
            QMutexLocker locker(&job->mutex);
            QDeadlineTimer bound(kLessonsToReadWaitMs);
            while (job->waitingForLessons && !bound.hasExpired())
                job->lessonsGiven.wait(&job->mutex, bound);
            alsoRead = job->alsoRead;
        }
        // Paged in here, so the window's first look at them (each lesson's status in the
        // outline) does not read a large lesson on the UI thread.
        for (const QString& id : std::as_const(alsoRead))
            job->store.find(id);
        QMetaObject::invokeMethod(
            this,
            [this, job] {
                if (loading_ == job)
                    finishLoad();
            },
            Qt::QueuedConnection);
    });
}

void ProgressKeeper::waitForLoad() {
    if (!loading_)
        return;
    {
        // The job reads no more lessons than it has been given by now.
        QMutexLocker locker(&loading_->mutex);
        loading_->waitingForLessons = false;
        loading_->lessonsGiven.wakeAll();
    }
    saver_.waitForDone();
    finishLoad();
}

void ProgressKeeper::finishLoad() {
    const std::shared_ptr<LoadJob> job = std::exchange(loading_, nullptr);
    if (!job)
        return;
    if (job->isChange()) {
        finishChange(job);
        return;
    }
    store_ = std::move(job->store);
    store_.setPaging(true);
    readOnly_ = store_.isReadOnly();
    lastLessonIdAsLoaded_ = store_.lastLessonId();
    if (!std::exchange(rereading_, false)) {
        saidAtStart_ = job->report.message;
        reportLockedOut(&job->report);
    } else if (job->report.message == saidAtStart_) {
        job->report = lessons::ProgressStore::LoadReport(); // nothing new since the start
    }
    for (const auto& edit : std::as_const(changesWhileLoading_))
        edit(store_);
    changesWhileLoading_.clear();
    if (job->unsaved)
        pending_.prepend({{lessons::RecordPart::Everything, {}, {}}});
    if (readOnly_)
        pending_.clear();
    emit loaded(job->report);
    if (!pending_.isEmpty() && !readOnly_ && !running_)
        startSave();
}

void ProgressKeeper::change(const std::function<void(lessons::ProgressStore&)>& edit,
                            const lessons::RecordChange& parts) {
    edit(store_);
    if (loading_)
        changesWhileLoading_.append(edit);
    if (readOnly_) {
        changedReadOnly_ = true;
        return;
    }
    // A slider dragged or a page scrolled writes the same rows again: once is enough.
    if (pending_.isEmpty() || pending_.last() != parts)
        pending_.append(parts);
}

void ProgressKeeper::recordAnswer(const QString& lessonId, const QString& questionId,
                                  const lessons::AnswerRecord& record, bool review) {
    change(
        [=](lessons::ProgressStore& store) {
            lessons::addAttempt(&store.lesson(lessonId), questionId, record, review);
        },
        {{lessons::RecordPart::Answer, lessonId, questionId},
         {lessons::RecordPart::History, lessonId, {}}});
    saveNow();
    emit changed(lessonId);
    emit answersChanged();
}

void ProgressKeeper::recordAnswerShown(const QString& lessonId, const QString& questionId) {
    const lessons::LessonProgress* progress = store_.find(lessonId);
    if (!loading_ && (!progress || !progress->answers.contains(questionId)))
        return; // the answer is asked for after a checked one, never before
    change(
        [=](lessons::ProgressStore& store) {
            lessons::LessonProgress& lesson = store.lesson(lessonId);
            if (!lesson.answers.contains(questionId))
                return; // replayed on a record read meanwhile, which lacks it
            lessons::AnswerRecord record = lesson.answers.value(questionId);
            record.correct = false;
            record.attempts = std::max(record.attempts, 1) + 1;
            lesson.answers.insert(questionId, record);
        },
        {{lessons::RecordPart::Answer, lessonId, questionId}});
    saveNow();
    emit changed(lessonId);
    emit answersChanged();
}

void ProgressKeeper::clearAnswer(const QString& lessonId, const QString& questionId) {
    if (!loading_ && !store_.lesson(lessonId).answers.contains(questionId))
        return;
    change(
        [=](lessons::ProgressStore& store) { store.lesson(lessonId).answers.remove(questionId); },
        {{lessons::RecordPart::Answer, lessonId, questionId}});
    saveNow();
    emit changed(lessonId);
    emit answersChanged();
}

void ProgressKeeper::recordPrediction(const QString& lessonId, const QString& id,
                                      const lessons::PredictionRecord& record) {
    change(
        [=](lessons::ProgressStore& store) {
            lessons::keepPrediction(&store.lesson(lessonId).predictions, id, record);
        },
        {{lessons::RecordPart::Prediction, lessonId, id}});
    saveNow();
    emit changed(lessonId);
}

void ProgressKeeper::clearPrediction(const QString& lessonId, const QString& id) {
    if (!loading_ && !store_.lesson(lessonId).predictions.contains(id))
        return;
    change([=](lessons::ProgressStore& store) { store.lesson(lessonId).predictions.remove(id); },
           {{lessons::RecordPart::Prediction, lessonId, id}});
    saveNow();
    emit changed(lessonId);
}

void ProgressKeeper::recordExplain(const QString& lessonId, const QString& explainId,
                                   const lessons::ExplainRecord& record, bool now) {
    change(
        [=](lessons::ProgressStore& store) {
            store.lesson(lessonId).explains.insert(explainId, record);
        },
        {{lessons::RecordPart::Explain, lessonId, explainId}});
    if (now)
        saveNow();
    else
        saveLater();
    emit changed(lessonId);
}

void ProgressKeeper::recordPosition(const QString& lessonId, int block, double share,
                                    const QString& section) {
    if (block < 0)
        share = 0.0;
    // The top of a lesson the record does not hold is no news: a reset lesson stays out of it.
    const lessons::LessonProgress* known = store_.find(lessonId);
    if (known ? known->readingBlock == block && known->readingShare == share &&
                    known->scrollY == 0 && known->lastSection == section
              : block < 0 && section.isEmpty())
        return;
    change(
        [=](lessons::ProgressStore& store) {
            lessons::LessonProgress& changed = store.lesson(lessonId);
            changed.readingBlock = block;
            changed.readingShare = share;
            changed.scrollY = 0; // an older record's pixel offset: the block replaces it
            changed.lastSection = section;
        },
        {{lessons::RecordPart::Lesson, lessonId, {}}});
    saveLater();
}

void ProgressKeeper::recordControl(const QString& lessonId, const QString& param,
                                   const QVariant& value) {
    if (const lessons::LessonProgress* known = store_.find(lessonId)) {
        const auto it = known->controls.constFind(param);
        if (it != known->controls.cend() && it.value() == value)
            return;
    }
    change(
        [=](lessons::ProgressStore& store) {
            store.lesson(lessonId).controls.insert(param, value);
        },
        {{lessons::RecordPart::Control, lessonId, param}});
    saveLater();
}

void ProgressKeeper::recordLab(const QString& lessonId, const QString& labId,
                               const lessons::LabRecord& record, bool now) {
    change(
        [=](lessons::ProgressStore& store) { store.lesson(lessonId).labs.insert(labId, record); },
        {{lessons::RecordPart::Lab, lessonId, labId}});
    if (now)
        saveNow();
    else
        saveLater();
}

void ProgressKeeper::recordWalkthroughStep(const QString& lessonId, const QString& key, int step) {
    if (store_.lesson(lessonId).walkthroughSteps.value(key, -1) == step)
        return;
    change(
        [=](lessons::ProgressStore& store) {
            store.lesson(lessonId).walkthroughSteps.insert(key, step);
        },
        {{lessons::RecordPart::Step, lessonId, key}});
    saveLater();
}

QString ProgressKeeper::learnerId() {
    if (store_.learnerId().isEmpty()) {
        const QString id = lessons::newLearnerId();
        change(
            [id](lessons::ProgressStore& store) {
                if (store.learnerId().isEmpty())
                    store.setLearnerId(id);
            },
            {{lessons::RecordPart::Root, {}, {}}});
        saveLater();
    }
    return store_.learnerId();
}

void ProgressKeeper::setLastLesson(const QString& lessonId) {
    if (store_.lastLessonId() == lessonId)
        return;
    change([=](lessons::ProgressStore& store) { store.setLastLessonId(lessonId); },
           {{lessons::RecordPart::Root, {}, {}}});
    saveNow();
}

bool ProgressKeeper::flush() {
    waitForLoad();
    deferred_.stop();
    if (running_) {
        saver_.waitForDone();
        finishSave(false);
    }
    if (!pending_.isEmpty() && !readOnly_) {
        const QList<lessons::RecordChange> changes = std::exchange(pending_, {});
        QString error;
        const qsizetype written = detail::writeChanges(dbPath_, store_, changes, &error);
        pending_ = changes.mid(written);
        reportSave(written == changes.size(), error);
    }
    return lastError_.isEmpty();
}

void ProgressKeeper::saveNow() {
    deferred_.stop();
    if (readOnly_ || pending_.isEmpty())
        return;
    if (!running_ && !loading_) // after a load, finishLoad() starts it
        startSave();
}

void ProgressKeeper::startSave() {
    auto job = std::make_shared<SaveJob>(store_, std::exchange(pending_, {}));
    running_ = job;
    const QString dbPath = dbPath_;
    // The destructor waits for the pool (flush), so `this` outlives the job; the queued call is
    // dropped with the keeper if it is destroyed before the call is delivered.
    saver_.start([this, job, dbPath] {
        job->written = detail::writeChanges(dbPath, job->snapshot, job->changes, &job->error);
        job->snapshot = lessons::ProgressStore(QString()); // freed here, not on the UI thread
        QMetaObject::invokeMethod(
            this,
            [this, job] {
                if (running_ == job)
                    finishSave(true);
            },
            Qt::QueuedConnection);
    });
}

void ProgressKeeper::finishSave(bool startPending) {
    const std::shared_ptr<SaveJob> job = std::exchange(running_, nullptr);
    if (!job)
        return;
    const bool failed = job->written < job->changes.size();
    // What was not written goes back in front of the changes made meanwhile, in order.
    pending_ = job->changes.mid(job->written) + pending_;
    reportSave(!failed, job->error);
    // After a failure the next attempt waits for the retry timer (or the next change), so a
    // full disk does not turn into a loop of failing writes.
    if (startPending && !pending_.isEmpty() && !failed && !readOnly_ && !loading_ &&
        !deferred_.isActive())
        startSave();
}

void ProgressKeeper::reportSave(bool ok, const QString& error) {
    if (ok) {
        if (!lastError_.isEmpty() && pending_.isEmpty()) {
            retry_.stop();
            lastError_.clear();
            emit saveRecovered();
        }
        return;
    }
    // The database keeps its last complete transaction; what it lacks is still in memory and
    // is written by the retry, the next change or flush().
    retry_.start();
    const QString message =
        tr("Your progress could not be saved to %1: %2. Check that the folder is writable and "
           "the disk is not full; your answers stay in memory and are saved as soon as that "
           "works again. Do not quit before then.")
            .arg(QDir::toNativeSeparators(dbPath_), error);
    if (message == lastError_)
        return; // said already; the window keeps saying it until a save works
    lastError_ = message;
    emit saveFailed(lastError_);
}

void ProgressKeeper::recordOpened(const QString& lessonId, const QDateTime& at) {
    change([=](lessons::ProgressStore& store) { store.lesson(lessonId).lastOpened = at; },
           {{lessons::RecordPart::Lesson, lessonId, {}}});
    saveLater();
}

void ProgressKeeper::addTimeSpent(const QString& lessonId, qint64 seconds) {
    if (seconds <= 0)
        return;
    change([=](lessons::ProgressStore& store) { store.lesson(lessonId).secondsSpent += seconds; },
           {{lessons::RecordPart::Lesson, lessonId, {}}});
    saveLater();
}

void ProgressKeeper::saveLater() {
    deferred_.start();
}

} // namespace app
