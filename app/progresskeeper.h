#pragma once

#include "lessons/progress.h"

#include <QLockFile>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>

namespace app {

// Where the learner's record lives: $ATTN_DATA_DIR when set (tests, portable use), otherwise the
// platform's application data folder (~/.local/share/AttentionLab on Linux).
QString defaultDataDirectory();

// The application's side of the progress store: every answer, prediction and rubric tick is saved
// the moment it is made; typing and scrolling are saved after a short pause and on exit. Saves
// run on a worker thread from a snapshot of the record (a cheap, implicitly shared copy), one at a
// time: changes made while one runs are written by the next, so a large record never blocks the
// window.
class ProgressKeeper : public QObject {
    Q_OBJECT
public:
    explicit ProgressKeeper(const QString& filePath, QObject* parent = nullptr);
    ~ProgressKeeper() override;

    // Two windows (two processes) on one record: the first holds FILE.lock (QLockFile, released
    // when it quits or dies); a second one finds it held and runs read-only, saying so in the
    // report. So no window ever writes over another's answers. Read-only keepers take no lock.
    lessons::ProgressStore::LoadReport load();
    // load() on the worker thread, for a record too large to read before the window shows (a
    // million answers take seconds). Until loaded() the record is empty: changes made meanwhile
    // are kept, applied on top of the loaded record, and nothing is written before then.
    void startLoading();
    bool isLoading() const { return loading_ != nullptr; }
    // Waits for startLoading()'s read and applies it (emits loaded()); nothing when none runs.
    void waitForLoad();
    // The last lesson as the file had it, before the changes made while it loaded.
    QString lastLessonIdAsLoaded() const { return lastLessonIdAsLoaded_; }
    QString filePath() const { return store_.filePath(); }

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
    void clearAnswer(const QString& lessonId, const QString& questionId);
    void recordPrediction(const QString& lessonId, const QString& id,
                          const lessons::PredictionRecord& record);
    void clearPrediction(const QString& lessonId, const QString& id);
    // saveNow: false while the student types (saved after a pause), true for a submit or a tick.
    void recordExplain(const QString& lessonId, const QString& explainId,
                       const lessons::ExplainRecord& record, bool saveNow);
    void recordPosition(const QString& lessonId, int scrollY, const QString& section);
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

    // Writes pending changes, once: a running save they make obsolete is cancelled (the file
    // keeps its last complete save until this write replaces it); without pending changes the
    // running save is waited for. True when the file is up to date.
    bool flush();

    // The whole record, for the overview, the review and exports.
    const lessons::ProgressStore& store() const { return store_; }
    void recordOpened(const QString& lessonId, const QDateTime& at);
    void addTimeSpent(const QString& lessonId, qint64 seconds);
    // Copies the record file to a dated backup beside it, then empties the given lessons (all
    // of them when `lessonIds` is empty). Nothing changes when the backup cannot be written.
    bool resetLessons(const QStringList& lessonIds, const QDateTime& now, QString* backupPath,
                      QString* error);
    // Merges an exported record into this one after a dated backup of the current file.
    bool importRecord(const QByteArray& json, const QDateTime& now, QString* backupPath,
                      QString* error);
    // Replaces the record with `json` (a backup) after a dated backup of the current file.
    bool replaceRecord(const QByteArray& json, const QDateTime& now, QString* backupPath,
                       QString* error);
    QString lastError() const { return lastError_; }
    // Changes the file does not hold yet because a save failed (kept in memory, retried).
    bool hasUnsavedChanges() const { return !readOnly_ && !lastError_.isEmpty(); }

signals:
    void changed(const QString& lessonId);
    void loaded(const lessons::ProgressStore::LoadReport& report); // after startLoading()
    // A save failed; said once per distinct message, the changes stay in memory and are retried.
    void saveFailed(const QString& message);
    void saveRecovered(); // the first save that worked after a failure

private:
    struct SaveJob;
    struct LoadJob;
    // Applies `edit` to the record, and again to the loaded record when a load is running.
    void change(const std::function<void(lessons::ProgressStore&)>& edit);
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
    bool dirty_ = false; // changes not yet handed to a save
    std::shared_ptr<SaveJob> running_;
    std::shared_ptr<LoadJob> loading_;
    QList<std::function<void(lessons::ProgressStore&)>> changesWhileLoading_;
    QString lastLessonIdAsLoaded_;
    // Taken at load(); false when another process holds the record (then read-only).
    bool lockRecord();
    void reportLockedOut(lessons::ProgressStore::LoadReport* report) const;
    std::unique_ptr<QLockFile> lock_;
    bool lockedOut_ = false;
    QThreadPool saver_; // one thread: saves never overlap
};

} // namespace app
