// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// ProgressKeeper's changes of the whole record: a reset, an import and a restore, each made on
// the worker thread after a dated backup (the keeper's saving and loading are in
// progresskeeper.cpp).
#include "app/progresskeeper.h"
#include "app/progresskeeperwrite.h"

#include "lessons/record.h"
#include "lessons/recorddb.h"
#include "lessons/recordfile.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QMutexLocker>

#include <algorithm>

namespace app {

namespace {
// A dated JSON backup of `store` beside the record, for a reset, an import or a restore.
bool backupOf(const lessons::ProgressStore& store, const QString& reason, const QDateTime& now,
              const QString& dbPath, QString* backupPath, QString* error) {
    backupPath->clear();
    const lessons::Result<QString> backup = lessons::backupRecord(store, reason, now);
    if (!backup) {
        *error = backup.error().message;
        return false;
    }
    *backupPath = backup.value();
    // A lesson that could not be read back from the database is missing from the backup: the
    // change it was made for must not go ahead without it.
    if (const QStringList failed = store.pageFailures(); !failed.isEmpty()) {
        *error = ProgressKeeper::tr("Part of your record could not be read back from %1 (%2), so "
                                    "it is not in the backup and nothing was changed. Close other "
                                    "Attention Lab windows and try again.")
                     .arg(QDir::toNativeSeparators(dbPath), failed.join(QStringLiteral("; ")));
        return false;
    }
    return true;
}
} // namespace

void ProgressKeeper::startReset(const QStringList& lessonIds, const QDateTime& now,
                                ChangeDone done) {
    waitForLoad(); // the lessons to empty are those of the record as loaded
    const QStringList ids = lessonIds.isEmpty() ? store_.lessonIds() : lessonIds;
    lessons::RecordChange parts;
    for (const QString& id : ids)
        parts.append({lessons::RecordPart::RemoveLesson, id, {}});
    startChange(
        QStringLiteral("reset"), now, {},
        [ids](lessons::ProgressStore& store) {
            for (const QString& id : ids)
                store.removeLesson(id);
        },
        parts, std::move(done));
}

namespace {
// Whether `step` succeeded; its failure's words in *error.
bool passed(const lessons::Status& step, QString* error) {
    if (!step)
        *error = step.error().message;
    return step.ok();
}
// Reads the record in `json` (or, when it is null, the file at `path`) into *into in pieces
// (ProgressStore::readStream): a backup of a million answers is 200 MB of JSON, which parsed
// whole took 1-2 GiB. Nothing is changed until the whole file has been read: a file that is
// corrupt anywhere, even in its last byte, is refused before the backup and the change.
bool readRecordJson(const QString& path, const QByteArray& json, lessons::ProgressStore* into,
                    QString* error) {
    if (!json.isNull()) {
        QBuffer buffer;
        buffer.setData(json);
        buffer.open(QIODevice::ReadOnly);
        return passed(into->readStream(&buffer), error);
    }
    QFile file;
    if (const lessons::Status opened = lessons::openRegularFile(path, &file); !opened)
        return passed(opened, error);
    return passed(into->readStream(&file), error);
}
// The record becomes the backup's, parsed once; the store keeps its file and read-only state.
void replaceWith(lessons::ProgressStore* store, lessons::ProgressStore* replacement) {
    const QString path = store->filePath();
    const bool readOnly = store->isReadOnly();
    *store = std::move(*replacement);
    store->setFilePath(path);
    store->setReadOnly(readOnly);
}
} // namespace

void ProgressKeeper::startImport(const QString& path, const QDateTime& now, ChangeDone done) {
    auto imported = std::make_shared<lessons::ProgressStore>(QString());
    startChange(
        QStringLiteral("import"), now,
        [path, imported](QString* error, QStringList* unreadable) {
            if (!readRecordJson(path, {}, imported.get(), error))
                return false;
            *unreadable = imported->unreadableParts();
            return true;
        },
        [imported](lessons::ProgressStore& store) { lessons::mergeRecords(&store, *imported); },
        {{lessons::RecordPart::Everything, {}, {}}}, std::move(done));
}

void ProgressKeeper::startRestore(const QString& path, const QDateTime& now, ChangeDone done) {
    auto replacement = std::make_shared<lessons::ProgressStore>(QString());
    startChange(
        QStringLiteral("restore"), now,
        [path, replacement](QString* error, QStringList*) {
            return readRecordJson(path, {}, replacement.get(), error);
        },
        [replacement](lessons::ProgressStore& store) { replaceWith(&store, replacement.get()); },
        {{lessons::RecordPart::Everything, {}, {}}}, std::move(done));
}

void ProgressKeeper::startChange(const QString& reason, const QDateTime& now, ChangeRead read,
                                 std::function<void(lessons::ProgressStore&)> edit,
                                 const lessons::RecordChange& parts, ChangeDone done) {
    flush(); // what is queued goes first; the backup holds it
    auto job = std::make_shared<LoadJob>(store_);
    job->done = std::move(done);
    job->parts = parts;
    loading_ = job;
    changesWhileLoading_.clear();
    const bool readOnly = readOnly_;
    const QString dbPath = dbPath_;
    // A restore or an import writes the whole record; then only the lessons the window holds now
    // stay in memory, as after a start.
    const bool writesEverything =
        std::any_of(parts.cbegin(), parts.cend(), [](const lessons::RecordPart& part) {
            return part.kind == lessons::RecordPart::Everything;
        });
    const QStringList onScreen = store_.residentIds();
    // Same one-thread pool as the saves and loads: nothing else writes meanwhile. The destructor
    // waits for the pool (flush), so `this` outlives the job.
    saver_.start([this, job, reason, now, read, edit, readOnly, dbPath, writesEverything,
                  onScreen] {
        ChangeResult& result = job->result;
        const bool ready = (!read || read(&result.error, &result.unreadable)) &&
                           (readOnly || backupOf(job->store, reason, now, dbPath,
                                                 &result.backupPath, &result.error));
        if (ready) {
            edit(job->store);
            result.ok = true;
            result.error.clear();
            if (!readOnly)
                job->written =
                    detail::writeChanges(dbPath, job->store, {job->parts}, &job->writeError) == 1;
            if (job->written && writesEverything)
                job->store.pageOutWritten(lessons::RecordDb::pagerFor(dbPath), onScreen);
        }
        QMetaObject::invokeMethod(
            this,
            [this, job] {
                if (loading_ == job)
                    finishLoad();
            },
            Qt::QueuedConnection);
    });
}

void ProgressKeeper::finishChange(const std::shared_ptr<LoadJob>& job) {
    const ChangeResult result = job->result;
    if (result.ok) {
        // The record replaced is freed on the worker thread: after a restore it holds every
        // lesson in memory, and freeing a million answers blocked the UI thread for 200 ms at
        // the end of the import that followed (record25, the bench's import_ms).
        auto* replaced = new lessons::ProgressStore(std::move(store_));
        saver_.start([replaced] { delete replaced; });
        store_ = std::move(job->store);
        for (const auto& edit : std::as_const(changesWhileLoading_))
            edit(store_);
        if (readOnly_) {
            changedReadOnly_ = true;
        } else if (!job->written) {
            // The change is in memory and the backup holds the record before it: the write is
            // retried as any failed one, and said.
            pending_.prepend(job->parts);
            reportSave(false, job->writeError);
        } else {
            reportSave(true, {});
        }
    }
    // Otherwise the store already holds what was done meanwhile.
    changesWhileLoading_.clear();
    if (result.ok) {
        emit changed(QString());
        emit answersChanged();
    }
    job->done(result);
    if (!pending_.isEmpty() && !readOnly_ && !running_ && !loading_ && lastError_.isEmpty())
        startSave();
}

bool ProgressKeeper::resetLessons(const QStringList& lessonIds, const QDateTime& now,
                                  QString* backupPath, QString* error) {
    ChangeResult result;
    startReset(lessonIds, now, [&result](const ChangeResult& r) { result = r; });
    waitForLoad();
    if (backupPath)
        *backupPath = result.backupPath;
    if (error)
        *error = result.error;
    return result.ok;
}

bool ProgressKeeper::importRecord(const QByteArray& json, const QDateTime& now, QString* backupPath,
                                  QString* error, QStringList* unreadable) {
    auto imported = std::make_shared<lessons::ProgressStore>(QString());
    ChangeResult result;
    startChange(
        QStringLiteral("import"), now,
        [json, imported](QString* error, QStringList* unreadable) {
            if (!readRecordJson({}, json, imported.get(), error))
                return false;
            *unreadable = imported->unreadableParts();
            return true;
        },
        [imported](lessons::ProgressStore& store) { lessons::mergeRecords(&store, *imported); },
        {{lessons::RecordPart::Everything, {}, {}}},
        [&result](const ChangeResult& r) { result = r; });
    waitForLoad();
    if (backupPath)
        *backupPath = result.backupPath;
    if (error)
        *error = result.error;
    if (unreadable)
        *unreadable = result.unreadable;
    return result.ok;
}

bool ProgressKeeper::replaceRecord(const QByteArray& json, const QDateTime& now,
                                   QString* backupPath, QString* error) {
    auto replacement = std::make_shared<lessons::ProgressStore>(QString());
    ChangeResult result;
    startChange(
        QStringLiteral("restore"), now,
        [json, replacement](QString* error, QStringList*) {
            return readRecordJson({}, json, replacement.get(), error);
        },
        [replacement](lessons::ProgressStore& store) { replaceWith(&store, replacement.get()); },
        {{lessons::RecordPart::Everything, {}, {}}},
        [&result](const ChangeResult& r) { result = r; });
    waitForLoad();
    if (backupPath)
        *backupPath = result.backupPath;
    if (error)
        *error = result.error;
    return result.ok;
}

} // namespace app
