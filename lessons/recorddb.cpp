// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// RecordDb: opening (with its migrations), the integrity check and the meta values; the writers
// are in recorddbwrite.cpp, reading in recordload.cpp.
#include "lessons/recorddb.h"

#include "lessons/progressjson.h"
#include "lessons/progressread.h"
#include "lessons/recordsql.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <algorithm>

namespace lessons {
using namespace detail;
using namespace recordsql;
namespace {

// Another process writing (an import in the other window) holds the write lock this long at
// most before a write here gives up and is retried like any failed write.
constexpr int kBusyTimeoutMs = 5000;

// SQLite's primary result codes for a file that is no usable database.
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteNotADatabase = 26;

const char* const kSchemaV1[] = {
    "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE lessons(id TEXT PRIMARY KEY, scroll_y INTEGER NOT NULL DEFAULT 0,"
    " last_section TEXT NOT NULL DEFAULT '', seconds_spent INTEGER NOT NULL DEFAULT 0,"
    " last_opened TEXT NOT NULL DEFAULT '')",
    // The current answer per question; every attempt is also in history.
    "CREATE TABLE answers(lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,"
    " question_id TEXT NOT NULL, choices TEXT NOT NULL, typed TEXT NOT NULL,"
    " correct INTEGER NOT NULL, attempts INTEGER NOT NULL, at TEXT NOT NULL,"
    " checked_at TEXT NOT NULL, PRIMARY KEY(lesson_id, question_id)) WITHOUT ROWID",
    // seq: the attempt's place in the lesson's history, from 0; only ever appended to.
    "CREATE TABLE history(lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL, question_id TEXT NOT NULL, choices TEXT NOT NULL,"
    " typed TEXT NOT NULL, correct INTEGER NOT NULL, at TEXT NOT NULL,"
    " checked_at TEXT NOT NULL, review INTEGER NOT NULL, PRIMARY KEY(lesson_id, seq))",
    "CREATE TABLE predictions(lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,"
    " id TEXT NOT NULL, predicted TEXT NOT NULL, observed TEXT NOT NULL,"
    " correct INTEGER NOT NULL, at TEXT NOT NULL, PRIMARY KEY(lesson_id, id)) WITHOUT ROWID",
    "CREATE TABLE explains(lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,"
    " id TEXT NOT NULL, text TEXT NOT NULL, ticked TEXT NOT NULL, model_shown INTEGER NOT NULL,"
    " PRIMARY KEY(lesson_id, id)) WITHOUT ROWID",
    "CREATE TABLE steps(lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,"
    " key TEXT NOT NULL, step INTEGER NOT NULL, PRIMARY KEY(lesson_id, key)) WITHOUT ROWID",
    // value: the JSON of a number, true/false or a text.
    "CREATE TABLE controls(lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,"
    " param TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY(lesson_id, param)) WITHOUT ROWID",
    // state: the lab's JSON object as docs/record-format.md has it.
    "CREATE TABLE labs(lesson_id TEXT NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,"
    " id TEXT NOT NULL, state TEXT NOT NULL, PRIMARY KEY(lesson_id, id)) WITHOUT ROWID",
    // Parts of an imported record this version cannot read or does not know, as JSON text,
    // so an export gives them back as they were. lesson_id '' holds the record's own parts.
    "CREATE TABLE kept(lesson_id TEXT NOT NULL, section TEXT NOT NULL, key TEXT NOT NULL,"
    " value TEXT NOT NULL, PRIMARY KEY(lesson_id, section, key)) WITHOUT ROWID",
};

// Version 2 (state15): where the student was reading, as a block and a share of its height
// (scroll_y, a pixel offset, landed in another section at another width or zoom; it stays for
// records that have nothing else).
const char* const kSchemaV2[] = {
    "ALTER TABLE lessons ADD COLUMN reading_block INTEGER NOT NULL DEFAULT -1",
    "ALTER TABLE lessons ADD COLUMN reading_share REAL NOT NULL DEFAULT 0",
};

// Version 3 (look26): "Show the takeaways now" pressed before the comparison, so the takeaways
// stay open after a restart.
const char* const kSchemaV3[] = {
    "ALTER TABLE explains ADD COLUMN takeaways_shown INTEGER NOT NULL DEFAULT 0",
};

// Version 4 (flow26): a lab's earlier predictions, kept when the lab is reset and predicted
// again (a JSON list of {predicted, observed, correct, at}, oldest first).
const char* const kSchemaV4[] = {
    "ALTER TABLE predictions ADD COLUMN earlier TEXT NOT NULL DEFAULT '[]'",
};

// Version 5 (lab33): a lab's practice attempt, kept but never counted (review32 #6); in the
// earlier list's objects as "practice": true.
const char* const kSchemaV5[] = {
    "ALTER TABLE predictions ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",
};

} // namespace

RecordDb::RecordDb(const QString& path)
    : path_(path), connection_(QStringLiteral("attn-record-%1").arg(quintptr(this), 0, 16)) {}

RecordDb::~RecordDb() {
    close();
}

QString RecordDb::pathBeside(const QString& jsonPath) {
    return QFileInfo(jsonPath).dir().filePath(QStringLiteral("record.sqlite"));
}

bool RecordDb::isOpen() const {
    return QSqlDatabase::contains(connection_) &&
           QSqlDatabase::database(connection_, false).isOpen();
}

void RecordDb::close() {
    if (!QSqlDatabase::contains(connection_))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        db.close();
    } // every handle on the connection is gone before it is removed
    QSqlDatabase::removeDatabase(connection_);
}

Status RecordDb::exec(const QString& sql) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (q.exec(sql))
        return {};
    return Status::failure(plainError(sqlProblem(q.lastError())));
}

namespace {
// The database file (when it exists) and its folder can be written by this process.
bool writable(const QString& path) {
    const QFileInfo file(path);
    return (!file.exists() || file.isWritable()) && QFileInfo(file.absolutePath()).isWritable();
}
} // namespace

Status RecordDb::open(Mode mode, bool* corrupt) {
    return open(mode, false, corrupt);
}

Status RecordDb::open(Mode mode, bool immutable, bool* corrupt) {
    if (corrupt)
        *corrupt = false;
    bool downgraded = false;
    if (!immutable && QFileInfo(path_).isFile() && !writable(path_)) {
        // A read-only file or folder (no write permission, a read-only mount). SQLite cannot
        // read a WAL database there the usual way (it needs to make its -shm file), but with no
        // -wal file beside it the file alone is the whole database: it is read as immutable.
        // A write opens its own connection and fails (said, kept in memory, retried) until the
        // file is writable again.
        if (!QFileInfo::exists(path_ + QStringLiteral("-wal")))
            return open(mode, true, corrupt);
        mode = Mode::ReadOnly;
        downgraded = true;
    }
    close();
    readOnly_ = mode == Mode::ReadOnly || immutable;
    cannotWrite_ = false;
    QString openProblem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
        if (!db.isValid())
            openProblem = QCoreApplication::translate(
                "lessons", "Qt's SQLite driver is missing (install the package "
                           "libqt6sql6-sqlite)");
        QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
        if (immutable) {
            db.setDatabaseName(QUrl::fromLocalFile(path_).toString(QUrl::FullyEncoded) +
                               QStringLiteral("?immutable=1"));
            options += QStringLiteral(";QSQLITE_OPEN_URI");
        } else {
            db.setDatabaseName(path_);
        }
        if (readOnly_)
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        db.setConnectOptions(options);
        if (openProblem.isEmpty() && !db.open())
            openProblem = sqlProblem(db.lastError());
    } // the handle is gone before close() removes the connection (else Qt warns it is in use)
    if (!openProblem.isEmpty()) {
        close();
        return Status::failure(plainError(openProblem));
    }
    QString problem;
    bool ok = false;
    {
        QSqlQuery version(QSqlDatabase::database(connection_, false));
        ok = version.exec(QStringLiteral("PRAGMA user_version")) && version.next();
        if (!ok) {
            const int code = version.lastError().nativeErrorCode().toInt();
            if (corrupt)
                *corrupt = (code & 0xff) == kSqliteCorrupt || (code & 0xff) == kSqliteNotADatabase;
            problem = sqlProblem(version.lastError());
        } else {
            versionAsFound_ = version.value(0).toInt();
        }
    } // each query is finished before the next statement or a COMMIT
    const auto passed = [&problem](const Status& step) {
        problem = step.error().message;
        return step.ok();
    };
    if (ok)
        ok = passed(exec(QStringLiteral("PRAGMA foreign_keys=ON")));
    if (ok && !readOnly_) {
        {
            // WAL: a reader in another window never blocks a write; a write is one append.
            QSqlQuery wal(QSqlDatabase::database(connection_, false));
            ok = wal.exec(QStringLiteral("PRAGMA journal_mode=WAL")) && wal.next();
            if (!ok) {
                const int code = wal.lastError().nativeErrorCode().toInt();
                if (corrupt)
                    *corrupt =
                        (code & 0xff) == kSqliteCorrupt || (code & 0xff) == kSqliteNotADatabase;
                problem = sqlProblem(wal.lastError());
            }
        }
        // In WAL mode NORMAL syncs at checkpoints, not at every commit: a killed process
        // loses no committed change (it is in the file), a power cut may lose the last few
        // but never corrupts the database.
        if (ok)
            ok = passed(exec(QStringLiteral("PRAGMA synchronous=NORMAL")));
        if (ok && versionAsFound_ < kRecordSchemaVersion)
            ok = passed(migrate(versionAsFound_));
    }
    if (!ok) {
        close();
        return Status::failure(plainError(problem));
    }
    cannotWrite_ = immutable || downgraded;
    return {};
}

// Each step takes the schema one version further, in the same transaction as the new
// user_version, so a step is done whole or not at all.
Status RecordDb::migrate(int from) {
    if (Status failed = exec(QStringLiteral("BEGIN IMMEDIATE")); !failed)
        return failed;
    const std::pair<int, QList<const char*>> steps[] = {
        {1, {std::begin(kSchemaV1), std::end(kSchemaV1)}},
        {2, {std::begin(kSchemaV2), std::end(kSchemaV2)}},
        {3, {std::begin(kSchemaV3), std::end(kSchemaV3)}},
        {4, {std::begin(kSchemaV4), std::end(kSchemaV4)}},
        {5, {std::begin(kSchemaV5), std::end(kSchemaV5)}},
    };
    Status done;
    for (const auto& [version, statements] : steps) {
        if (from >= version)
            continue;
        for (const char* statement : statements) {
            if (!(done = exec(QString::fromLatin1(statement))))
                break;
        }
        if (!done)
            break;
    }
    if (done)
        done = exec(QStringLiteral("PRAGMA user_version=%1").arg(kRecordSchemaVersion));
    if (done)
        done = exec(QStringLiteral("COMMIT"));
    if (!done)
        exec(QStringLiteral("ROLLBACK"));
    return done;
}

Status RecordDb::check() {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("PRAGMA quick_check")))
        return Status::failure(plainError(sqlProblem(q.lastError())));
    QStringList found;
    while (q.next())
        found.append(q.value(0).toString());
    if (found == QStringList{QStringLiteral("ok")})
        return {};
    return Status::failure(plainError(found.mid(0, 3).join(QStringLiteral("; "))));
}

QString RecordDb::meta(const QString& key) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key=?"));
    q.addBindValue(text(key));
    if (!q.exec() || !q.next())
        return {};
    const QString value = q.value(0).toString();
    q.finish();
    return value;
}

Status RecordDb::setMeta(const QString& key, const QString& value) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"));
    q.addBindValue(text(key));
    q.addBindValue(text(value));
    return run(q);
}

} // namespace lessons
