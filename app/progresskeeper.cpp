#include "app/progresskeeper.h"

#include "lessons/record.h"

#include <QStandardPaths>

namespace app {

namespace {
constexpr int kTypingPauseMs = 700; // long enough to batch keystrokes, short enough to lose little
}

QString defaultDataDirectory() {
    const QString overridden = qEnvironmentVariable("ATTN_DATA_DIR");
    if (!overridden.isEmpty())
        return overridden;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

struct ProgressKeeper::SaveJob {
    lessons::ProgressStore snapshot;
    bool ok = false;
    QString error;
};

ProgressKeeper::ProgressKeeper(const QString& filePath, QObject* parent)
    : QObject(parent), store_(filePath) {
    saver_.setMaxThreadCount(1);
    deferred_.setSingleShot(true);
    deferred_.setInterval(kTypingPauseMs);
    connect(&deferred_, &QTimer::timeout, this, &ProgressKeeper::saveNow);
}

ProgressKeeper::~ProgressKeeper() {
    flush();
}

void ProgressKeeper::setReadOnly(bool readOnly) {
    readOnly_ = readOnly;
    store_.setReadOnly(readOnly);
}

lessons::ProgressStore::LoadReport ProgressKeeper::load() {
    const lessons::ProgressStore::LoadReport report = store_.load();
    readOnly_ = store_.isReadOnly(); // a newer version's file turns the store read-only
    return report;
}

const lessons::LessonProgress* ProgressKeeper::find(const QString& lessonId) const {
    return store_.find(lessonId);
}

void ProgressKeeper::recordAnswer(const QString& lessonId, const QString& questionId,
                                  const lessons::AnswerRecord& record, bool review) {
    lessons::addAttempt(&store_.lesson(lessonId), questionId, record, review);
    saveNow();
    emit changed(lessonId);
}

void ProgressKeeper::clearAnswer(const QString& lessonId, const QString& questionId) {
    if (store_.lesson(lessonId).answers.remove(questionId) == 0)
        return;
    saveNow();
    emit changed(lessonId);
}

void ProgressKeeper::recordPrediction(const QString& lessonId, const QString& id,
                                      const lessons::PredictionRecord& record) {
    store_.lesson(lessonId).predictions.insert(id, record);
    saveNow();
    emit changed(lessonId);
}

void ProgressKeeper::clearPrediction(const QString& lessonId, const QString& id) {
    if (store_.lesson(lessonId).predictions.remove(id) == 0)
        return;
    saveNow();
    emit changed(lessonId);
}

void ProgressKeeper::recordExplain(const QString& lessonId, const QString& explainId,
                                   const lessons::ExplainRecord& record, bool now) {
    store_.lesson(lessonId).explains.insert(explainId, record);
    if (now)
        saveNow();
    else
        saveLater();
    emit changed(lessonId);
}

void ProgressKeeper::recordPosition(const QString& lessonId, int scrollY, const QString& section) {
    // The top of a lesson the record does not hold is no news: a reset lesson stays out of it.
    const lessons::LessonProgress* known = store_.find(lessonId);
    if (known ? known->scrollY == scrollY && known->lastSection == section
              : scrollY == 0 && section.isEmpty())
        return;
    lessons::LessonProgress& progress = store_.lesson(lessonId);
    progress.scrollY = scrollY;
    progress.lastSection = section;
    saveLater();
}

void ProgressKeeper::recordControl(const QString& lessonId, const QString& param,
                                   const QVariant& value) {
    lessons::LessonProgress& progress = store_.lesson(lessonId);
    const auto it = progress.controls.constFind(param);
    if (it != progress.controls.cend() && it.value() == value)
        return;
    progress.controls.insert(param, value);
    saveLater();
}

void ProgressKeeper::recordLab(const QString& lessonId, const QString& labId,
                               const lessons::LabRecord& record, bool now) {
    store_.lesson(lessonId).labs.insert(labId, record);
    if (now)
        saveNow();
    else
        saveLater();
}

void ProgressKeeper::recordWalkthroughStep(const QString& lessonId, const QString& key, int step) {
    lessons::LessonProgress& progress = store_.lesson(lessonId);
    if (progress.walkthroughSteps.value(key, -1) == step)
        return;
    progress.walkthroughSteps.insert(key, step);
    saveLater();
}

void ProgressKeeper::setLastLesson(const QString& lessonId) {
    if (store_.lastLessonId() == lessonId)
        return;
    store_.setLastLessonId(lessonId);
    saveNow();
}

bool ProgressKeeper::flush() {
    if (deferred_.isActive()) {
        deferred_.stop();
        dirty_ = true;
    }
    if (running_) {
        saver_.waitForDone();
        finishSave(false);
    }
    if (dirty_ && !readOnly_) {
        dirty_ = false;
        QString error;
        const bool ok = store_.save(&error);
        reportSave(ok, error);
    }
    return lastError_.isEmpty();
}

void ProgressKeeper::saveNow() {
    deferred_.stop();
    if (readOnly_)
        return;
    dirty_ = true;
    if (!running_)
        startSave();
}

void ProgressKeeper::startSave() {
    dirty_ = false;
    auto job = std::make_shared<SaveJob>(SaveJob{store_, false, {}});
    running_ = job;
    // The destructor waits for the pool (flush), so `this` outlives the job; the queued call is
    // dropped with the keeper if it is destroyed before the call is delivered.
    saver_.start([this, job] {
        job->ok = job->snapshot.save(&job->error);
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
    reportSave(job->ok, job->error);
    if (startPending && dirty_ && !readOnly_)
        startSave();
}

void ProgressKeeper::reportSave(bool ok, const QString& error) {
    if (ok) {
        lastError_.clear();
        return;
    }
    lastError_ = tr("Your progress could not be saved to %1: %2. Check that the folder is "
                    "writable and the disk is not full; answers stay in memory until then.")
                     .arg(store_.filePath(), error);
    emit saveFailed(lastError_);
}

void ProgressKeeper::recordOpened(const QString& lessonId, const QDateTime& at) {
    store_.lesson(lessonId).lastOpened = at;
    saveLater();
}

void ProgressKeeper::addTimeSpent(const QString& lessonId, qint64 seconds) {
    if (seconds <= 0)
        return;
    store_.lesson(lessonId).secondsSpent += seconds;
    saveLater();
}

bool ProgressKeeper::resetLessons(const QStringList& lessonIds, const QDateTime& now,
                                  QString* backupPath, QString* error) {
    flush();
    if (!readOnly_ && !lessons::backupRecordFile(store_.filePath(), QStringLiteral("reset"), now,
                                                 backupPath, error))
        return false;
    const QStringList ids = lessonIds.isEmpty() ? store_.lessonIds() : lessonIds;
    for (const QString& id : ids)
        store_.removeLesson(id);
    saveNow();
    emit changed(QString());
    return true;
}

bool ProgressKeeper::importRecord(const QByteArray& json, const QDateTime& now, QString* backupPath,
                                  QString* error) {
    lessons::ProgressStore imported{QString()};
    if (!imported.fromJson(json, error))
        return false;
    flush();
    if (!readOnly_ && !lessons::backupRecordFile(store_.filePath(), QStringLiteral("import"), now,
                                                 backupPath, error))
        return false;
    lessons::mergeRecords(&store_, imported);
    saveNow();
    emit changed(QString());
    return true;
}

bool ProgressKeeper::replaceRecord(const QByteArray& json, const QDateTime& now,
                                   QString* backupPath, QString* error) {
    lessons::ProgressStore replacement{QString()};
    if (!replacement.fromJson(json, error))
        return false;
    flush();
    if (!readOnly_ && !lessons::backupRecordFile(store_.filePath(), QStringLiteral("restore"), now,
                                                 backupPath, error))
        return false;
    store_.fromJson(json, error);
    saveNow();
    emit changed(QString());
    return true;
}

void ProgressKeeper::saveLater() {
    deferred_.start();
}

} // namespace app
