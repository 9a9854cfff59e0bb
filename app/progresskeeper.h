// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/progress.h"
#include "lessons/recorddb.h"

#include <QLockFile>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>
#include <QWaitCondition>

#include <functional>
#include <memory>

namespace app {

// Where the learner's record lives: $ATTN_DATA_DIR when set (tests, portable use), otherwise the
// platform's application data folder (~/.local/share/AttentionLab on Linux).
QString defaultDataDirectory();

// The application's side of the learner's record: the record in memory, kept in an SQLite
// database (lessons/recorddb.h) beside the old progress.json. Every change (an answer, a
// prediction, a rubric tick, a lab run, a control move after its pause) is one small transaction
// of the rows it touched; answers are written the moment they are made, typing and scrolling
// after a short pause and on exit. Writes run on a worker thread from a snapshot of the record
// (a cheap, implicitly shared copy), one at a time, each with its own connection opened on that
// thread. Not one connection kept open: with one, a database the learner moved away while the
// window ran lacked the answers still in its WAL (SQLite does not write to a moved file:
// SQLITE_READONLY_DBMOVED), tst_progresskeeper recordMovedAwayGetsANewDatabase. A write that fails
// leaves the database as it was; the change stays queued in memory and is retried.
class ProgressKeeper : public QObject {
    Q_OBJECT
public:
    // `jsonPath`: the old record file (FOLDER/progress.json), imported once into
    // FOLDER/record.sqlite (lessons::loadRecord).
    explicit ProgressKeeper(const QString& jsonPath, QObject* parent = nullptr);
    ~ProgressKeeper() override;

    // Two windows (two processes) on one record: the first holds record.sqlite.lock (QLockFile,
    // released when it quits or dies); a second one finds it held and runs read-only, saying so in
    // the report. So no window ever writes over another's answers. Read-only keepers take no lock.
    lessons::ProgressStore::LoadReport load();
    // load() on the worker thread, for a record too large to read before the window shows (a
    // million answers take seconds). Until loaded() the record is empty: changes made meanwhile
    // are kept, applied on top of the loaded record, and nothing is written before then.
    // `lessonsFollow`: the read waits (at most 5 s) for readAlso()'s lessons
    // and reads them with the record, on the worker thread.
    void startLoading(bool lessonsFollow = false);
    // Lessons to read beside the record's last one while startLoading() runs (the course's):
    // a lesson first asked for later is read on the UI thread, about 4 µs an answer.
    void readAlso(const QStringList& lessonIds);
    // A course opened later (File > Open lesson folder): those of its lessons still in the
    // database are read on the worker thread, into a copy of this store (the index and the
    // lessons read already are not read again), instead of on the UI thread at the window's
    // first look at each (seconds for a lesson of a million answers). Until loaded() (its report
    // empty) they read as unanswered; what is done meanwhile is kept and applied on top, as at
    // start. The lessons of the course left behind that are unchanged since read go back to
    // the database (ProgressStore::releaseExcept), so memory follows the course in use. False,
    // and nothing happens, when the record was small enough for load() at start (its lessons
    // are read at their first look, in microseconds), when none of them is still in the
    // database, or when this window holds changes the database does
    // not (a failed write; a read-only window that changed anything): then they are read when
    // first asked for, as before.
    bool readCourse(const QStringList& lessonIds);
    bool isLoading() const { return loading_ != nullptr; }
    // Waits for startLoading()'s read and applies it (emits loaded()); nothing when none runs.
    void waitForLoad();
    // The last lesson as the file had it, before the changes made while it loaded.
    QString lastLessonIdAsLoaded() const { return lastLessonIdAsLoaded_; }
    // The database that holds the record.
    QString filePath() const { return dbPath_; }
    QString jsonPath() const { return store_.filePath(); }

    const lessons::LessonProgress* find(const QString& lessonId) const;
    QString lastLessonId() const { return store_.lastLessonId(); }
    // The learner's id from the record; the first call on a record without one makes it
    // (lessons::newLearnerId) and saves it. While a large record is still loading, an id made
    // here gives way to the file's own when the load finishes.
    QString learnerId();

    // Every answer also goes into the lesson's history (lessons/record.h); review marks one
    // given in a review session.
    void recordAnswer(const QString& lessonId, const QString& questionId,
                      const lessons::AnswerRecord& record, bool review = false);
    // "Show answer": the question's current answer becomes not correct and counts one more
    // try (so the answer stays on screen after a restart), with no history row: the history
    // holds answers the student gave, and a report counted the request as one.
    void recordAnswerShown(const QString& lessonId, const QString& questionId);
    void clearAnswer(const QString& lessonId, const QString& questionId);
    void recordPrediction(const QString& lessonId, const QString& id,
                          const lessons::PredictionRecord& record);
    void clearPrediction(const QString& lessonId, const QString& id);
    // saveNow: false while the student types (saved after a pause), true for a submit or a tick.
    void recordExplain(const QString& lessonId, const QString& explainId,
                       const lessons::ExplainRecord& record, bool saveNow);
    // Where the student is reading (LessonPage::readingPlace): block -1 is the lesson's top.
    void recordPosition(const QString& lessonId, int block, double share, const QString& section);
    // A slider, toggle or choice moved: saved after a pause (a drag moves it many times a
    // second), on the worker thread like every save.
    void recordControl(const QString& lessonId, const QString& param, const QVariant& value);
    // saveNow: true for a run, a commit or a reset; false while the student types in its fields.
    void recordLab(const QString& lessonId, const QString& labId, const lessons::LabRecord& record,
                   bool saveNow);
    void recordWalkthroughStep(const QString& lessonId, const QString& key, int step);
    void setLastLesson(const QString& lessonId);

    // Read-only: changes stay in memory and the file is never written or moved (--screenshot, a
    // record written by a newer version). Set before load().
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return readOnly_; }

    // Waits for the running write, then writes the pending changes here, once. True when the
    // database holds every change.
    bool flush();
    // For a window that quits to start again at once (View > Language > Restart now): writes
    // what is pending, stops writing and lets the record's lock go, so the new window is not
    // taken for a second one and opened read-only.
    void handOver();

    // The whole record, for the overview, the review and exports.
    const lessons::ProgressStore& store() const { return store_; }
    void recordOpened(const QString& lessonId, const QDateTime& at);
    void addTimeSpent(const QString& lessonId, qint64 seconds);
    // A reset, an import or a restore: what came of it, given to the caller's `done`.
    struct ChangeResult {
        bool ok = false;
        QString backupPath;     // the record as it was before, as JSON beside it
        QString error;          // why nothing changed
        QStringList unreadable; // an import's parts that could not be read ("PATH what is wrong")
    };
    using ChangeDone = std::function<void(const ChangeResult&)>;
    // Reset, import and restore run on the worker thread (at a million answers the backup alone
    // took seconds on the UI thread): a dated backup of the record as JSON, then the change, then
    // its transaction. Meanwhile the record reads as it was, and what is done is kept and applied
    // on top afterwards, as while a large record loads; no other write starts. `done` is called
    // on this thread when it is over (or from flush(), which waits for it: a window closed
    // meanwhile loses nothing); before it, changed() and answersChanged() when the record
    // changed. Nothing changes when the backup cannot be written or the file cannot be read.
    // A read-only window changes the record in memory only, with no backup.
    // Empties the given lessons (all of them when `lessonIds` is empty).
    void startReset(const QStringList& lessonIds, const QDateTime& now, ChangeDone done);
    // Merges an exported record (a file, read on the worker) into this one. The parts of it that
    // cannot be read are kept as they were (lessons::mergeRecords) and listed in `unreadable`.
    void startImport(const QString& path, const QDateTime& now, ChangeDone done);
    // Replaces the record with a backup (a file, read on the worker).
    void startRestore(const QString& path, const QDateTime& now, ChangeDone done);
    // A reset, import or restore is running.
    bool isChanging() const { return loading_ && loading_->isChange(); }

    // The same, waiting for the result (tests, the bench, the command line).
    bool resetLessons(const QStringList& lessonIds, const QDateTime& now, QString* backupPath,
                      QString* error);
    bool importRecord(const QByteArray& json, const QDateTime& now, QString* backupPath,
                      QString* error, QStringList* unreadable = nullptr);
    bool replaceRecord(const QByteArray& json, const QDateTime& now, QString* backupPath,
                       QString* error);
    QString lastError() const { return lastError_; }
    // Changes the database does not hold yet because a write failed (kept in memory, retried).
    bool hasUnsavedChanges() const { return !readOnly_ && !lastError_.isEmpty(); }

signals:
    void changed(const QString& lessonId);
    // After changed(): an answer, a reset or an import, which move the review schedule and the
    // overview's counts (an explanation typed or a control moved does not).
    void answersChanged();
    void loaded(const lessons::ProgressStore::LoadReport& report); // after startLoading()
    // A save failed; said once per distinct message, the changes stay in memory and are retried.
    void saveFailed(const QString& message);
    void saveRecovered(); // the first save that worked after a failure

private:
    struct SaveJob;
    struct LoadJob {
        explicit LoadJob(const QString& jsonPath) : store(jsonPath) {}
        explicit LoadJob(const lessons::ProgressStore& from) : store(from) {}
        bool isChange() const { return bool(done); }
        lessons::ProgressStore store;
        lessons::ProgressStore::LoadReport report;
        bool unsaved = false;
        // The lessons to read with the record (readAlso), given from the UI thread.
        QMutex mutex;
        QWaitCondition lessonsGiven;
        bool waitingForLessons = false;
        QStringList alsoRead;
        // A reset, import or restore (startChange).
        ChangeDone done;
        ChangeResult result;
        lessons::RecordChange parts;
        bool written = false;
        QString writeError;
    };
    // Applies `edit` to the record, and again to the loaded record when a load is running.
    // `parts`: what it touched, written as one transaction.
    void change(const std::function<void(lessons::ProgressStore&)>& edit,
                const lessons::RecordChange& parts);
    // Reads what the change needs (a file) on the worker; false with an error stops it.
    using ChangeRead = std::function<bool(QString* error, QStringList* unreadable)>;
    void startChange(const QString& reason, const QDateTime& now, ChangeRead read,
                     std::function<void(lessons::ProgressStore&)> edit,
                     const lessons::RecordChange& parts, ChangeDone done);
    void finishChange(const std::shared_ptr<LoadJob>& job);
    void finishLoad();
    void saveNow();
    void saveLater();
    void startSave();
    void finishSave(bool startPending);
    void reportSave(bool ok, const QString& error);

    lessons::ProgressStore store_;
    QTimer deferred_;
    QTimer retry_; // after a failed save
    QString lastError_;
    bool readOnly_ = false;
    QString dbPath_;
    QList<lessons::RecordChange> pending_; // not yet handed to a write, oldest first
    std::shared_ptr<SaveJob> running_;
    std::shared_ptr<LoadJob> loading_;
    QList<std::function<void(lessons::ProgressStore&)>> changesWhileLoading_;
    QString lastLessonIdAsLoaded_;
    bool rereading_ = false;        // the running load is readCourse's
    bool readInBackground_ = false; // a large record: startLoading() read it at start
    bool changedReadOnly_ = false;  // a read-only window holds changes only in memory
    QString saidAtStart_;           // the start's report, not said again by readCourse's
    // Taken at load(); false when another process holds the record (then read-only).
    bool lockRecord();
    void reportLockedOut(lessons::ProgressStore::LoadReport* report) const;
    std::unique_ptr<QLockFile> lock_;
    bool lockedOut_ = false;
    bool staleLockLeft_ = false; // a gone window's lock that cannot be removed (read-only folder)
    QThreadPool saver_;          // one thread: saves never overlap
};

} // namespace app
