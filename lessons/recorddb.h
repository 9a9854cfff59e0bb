// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/progress.h"
#include "lessons/result.h"

#include <QList>
#include <QString>

// The learner's record in an SQLite database (Qt SQL, the QSQLITE driver): one small transaction
// per change instead of rewriting the whole record. docs/record-format.md describes the tables.
namespace lessons {

// PRAGMA user_version of the newest schema this version writes (RecordDb::migrate).
constexpr int kRecordSchemaVersion = 5;

// One part of the record that a change touched. Its value is read from the store when the
// change is written, so writing a change twice, or late, writes the same rows.
struct RecordPart {
    enum Kind {
        Root,         // learner id, last lesson
        Lesson,       // the lesson's own values: position, time spent, last opened
        Answer,       // key: question id
        History,      // the attempts the database does not hold yet
        Prediction,   // key: lab or question id
        Explain,      // key: explain id
        Step,         // key: walkthrough key
        Control,      // key: parameter name
        Lab,          // key: lab id
        RemoveLesson, // the lesson and the parts kept for it go
        Everything,   // the whole record replaces the database's (import, restore)
    };
    Kind kind = Root;
    QString lessonId;
    QString key;
    bool operator==(const RecordPart& o) const {
        return kind == o.kind && lessonId == o.lessonId && key == o.key;
    }
};
// Written in one transaction: all of it or nothing.
using RecordChange = QList<RecordPart>;

// One connection to the record's database. Qt SQL connections belong to the thread that opened
// them: open, use and destroy a RecordDb on one thread (each object has its own connection name;
// there is no default connection).
class RecordDb {
public:
    explicit RecordDb(const QString& path);
    ~RecordDb();
    RecordDb(const RecordDb&) = delete;
    RecordDb& operator=(const RecordDb&) = delete;

    // The database beside a record's old JSON file: FOLDER/record.sqlite.
    static QString pathBeside(const QString& jsonPath);

    enum class Mode { ReadWrite, ReadOnly };
    // ReadWrite creates a missing file and migrates an older schema; WAL journaling, foreign keys
    // on, a busy timeout for another process's write. On a failure *corrupt says whether the
    // file is no usable database (SQLITE_CORRUPT or SQLITE_NOTADB).
    Status open(Mode mode, bool* corrupt = nullptr);
    void close();
    bool isOpen() const;
    QString path() const { return path_; }
    // PRAGMA user_version as found when opened (before any migration).
    int versionAsFound() const { return versionAsFound_; }
    // PRAGMA quick_check: O(size of the database), so only at start.
    Status check();

    // The whole record, every lesson in memory.
    Status read(ProgressStore* into);
    // The record without its lessons: they are paged in from this database when first asked
    // for (ProgressStore::setPager), so memory follows what is used, not the record's size.
    Status readIndex(ProgressStore* into);
    // Reads one lesson of the database at `path` on the calling thread, through a read-only
    // connection of its own (as Qt SQL wants), for ProgressStore::setPager.
    static ProgressStore::LessonPager pagerFor(const QString& path);
    // One lesson's rows, in one read transaction.
    Status readLesson(const QString& id, LessonProgress* into);
    // One transaction; on failure it is rolled back and the database is as it was.
    Status write(const ProgressStore& store, const RecordChange& change);
    // Meta values ("legacyImport": when and from where progress.json was imported).
    QString meta(const QString& key);
    Status setMeta(const QString& key, const QString& value);

private:
    // immutable: read-only with SQLite's immutable=1 (no -shm, no locks), for a database in a
    // folder that cannot be written.
    Status open(Mode mode, bool immutable, bool* corrupt);
    Status exec(const QString& sql);
    Status readRecord(ProgressStore* into, bool index);
    Status migrate(int from);
    // The schema the open database has: a read-only one is not migrated.
    int schemaVersion() const {
        return readOnly_ || versionAsFound_ > kRecordSchemaVersion ? versionAsFound_
                                                                   : kRecordSchemaVersion;
    }
    Status writePart(const ProgressStore& store, const RecordPart& part);
    Status writeLessonRow(const ProgressStore& store, const QString& id);
    Status writeEverything(const ProgressStore& store);
    Status removeLesson(const QString& id);

    QString path_;
    QString connection_; // unique per object
    int versionAsFound_ = 0;
    bool readOnly_ = false;
    bool cannotWrite_ = false; // opened read-only because its file or folder cannot be written
};

// The record as the application starts with it. The database beside `jsonPath` is opened and
// checked; a corrupt one is set aside byte-identical (DB.bad-YYYYMMDD-HHMMSS) and a fresh one
// started. When there is no database yet, the old JSON file is imported once (it stays where it
// is, untouched) and the database remembers that, so it is never imported again. A database of
// a newer schema is read as far as this version understands it, read-only. Read-only: nothing
// is created, moved or written (a missing database: the JSON file is read instead).
// *unsaved: the record in memory is not in the database (it could not be created or written);
// write it whole (RecordPart::Everything) as soon as that works.
ProgressStore::LoadReport loadRecord(const QString& jsonPath, bool readOnly, ProgressStore* into,
                                     bool* unsaved = nullptr);

} // namespace lessons
