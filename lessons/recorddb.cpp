// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
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

bool RecordDb::exec(const QString& sql, QString* error) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (q.exec(sql))
        return true;
    if (error)
        *error = sqlProblem(q.lastError());
    return false;
}

namespace {
// The database file (when it exists) and its folder can be written by this process.
bool writable(const QString& path) {
    const QFileInfo file(path);
    return (!file.exists() || file.isWritable()) && QFileInfo(file.absolutePath()).isWritable();
}
} // namespace

bool RecordDb::open(Mode mode, QString* error, bool* corrupt) {
    return open(mode, false, error, corrupt);
}

bool RecordDb::open(Mode mode, bool immutable, QString* error, bool* corrupt) {
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
            return open(mode, true, error, corrupt);
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
        if (error)
            *error = openProblem;
        close();
        return false;
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
    if (ok)
        ok = exec(QStringLiteral("PRAGMA foreign_keys=ON"), &problem);
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
            ok = exec(QStringLiteral("PRAGMA synchronous=NORMAL"), &problem);
        if (ok && versionAsFound_ < kRecordSchemaVersion)
            ok = migrate(versionAsFound_, &problem);
    }
    if (!ok) {
        if (error)
            *error = problem;
        close();
        return false;
    }
    cannotWrite_ = immutable || downgraded;
    return true;
}

// Each step takes the schema one version further, in the same transaction as the new
// user_version, so a step is done whole or not at all.
bool RecordDb::migrate(int from, QString* error) {
    if (!exec(QStringLiteral("BEGIN IMMEDIATE"), error))
        return false;
    bool ok = true;
    if (from < 1) {
        for (const char* statement : kSchemaV1) {
            if (!(ok = exec(QString::fromLatin1(statement), error)))
                break;
        }
    }
    if (ok && from < 2) {
        for (const char* statement : kSchemaV2) {
            if (!(ok = exec(QString::fromLatin1(statement), error)))
                break;
        }
    }
    if (ok)
        ok = exec(QStringLiteral("PRAGMA user_version=%1").arg(kRecordSchemaVersion), error);
    if (ok)
        ok = exec(QStringLiteral("COMMIT"), error);
    if (!ok)
        exec(QStringLiteral("ROLLBACK"), nullptr);
    return ok;
}

bool RecordDb::check(QString* problem) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("PRAGMA quick_check"))) {
        if (problem)
            *problem = sqlProblem(q.lastError());
        return false;
    }
    QStringList found;
    while (q.next())
        found.append(q.value(0).toString());
    if (found == QStringList{QStringLiteral("ok")})
        return true;
    if (problem)
        *problem = found.mid(0, 3).join(QStringLiteral("; "));
    return false;
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

bool RecordDb::setMeta(const QString& key, const QString& value, QString* error) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"));
    q.addBindValue(text(key));
    q.addBindValue(text(value));
    return run(q, error);
}

bool RecordDb::writeLessonRow(const ProgressStore& store, const QString& id, QString* error) {
    const LessonProgress* p = store.find(id);
    if (!p)
        return true;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral(
        "INSERT INTO lessons(id, scroll_y, reading_block, reading_share, last_section, "
        "seconds_spent, last_opened) VALUES(?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET "
        "scroll_y=excluded.scroll_y, reading_block=excluded.reading_block, "
        "reading_share=excluded.reading_share, last_section=excluded.last_section, "
        "seconds_spent=excluded.seconds_spent, last_opened=excluded.last_opened"));
    q.addBindValue(text(id));
    q.addBindValue(p->scrollY);
    q.addBindValue(p->readingBlock);
    q.addBindValue(p->readingShare);
    q.addBindValue(text(p->lastSection));
    q.addBindValue(p->secondsSpent);
    q.addBindValue(p->lastOpened.isValid() ? text(isoTime(p->lastOpened)) : QStringLiteral(""));
    return run(q, error);
}

bool RecordDb::removeLesson(const QString& id, QString* error) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("DELETE FROM lessons WHERE id=?"));
    q.addBindValue(text(id));
    if (!run(q, error))
        return false;
    q.prepare(QStringLiteral("DELETE FROM kept WHERE lesson_id=? OR (lesson_id='' AND "
                             "section='lessonUnreadable' AND key=?)"));
    q.addBindValue(text(id));
    q.addBindValue(text(id));
    return run(q, error);
}

bool RecordDb::writePart(const ProgressStore& store, const RecordPart& part, QString* error) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    const LessonProgress* p = store.find(part.lessonId);
    // A row of a part the store no longer holds is deleted.
    auto remove = [&](const char* table, const char* keyColumn) {
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE lesson_id=? AND %2=?")
                      .arg(QLatin1String(table), QLatin1String(keyColumn)));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        return run(q, error);
    };
    switch (part.kind) {
    case RecordPart::Root: {
        for (const auto& [key, value] :
             {std::pair(QStringLiteral("learnerId"), store.learnerId()),
              std::pair(QStringLiteral("lastLesson"), store.lastLessonId())}) {
            if (value.isEmpty()) {
                q.prepare(QStringLiteral("DELETE FROM meta WHERE key=?"));
                q.addBindValue(text(key));
                if (!run(q, error))
                    return false;
            } else if (!setMeta(key, value, error)) {
                return false;
            }
        }
        return true;
    }
    case RecordPart::Lesson:
        return writeLessonRow(store, part.lessonId, error);
    case RecordPart::RemoveLesson:
        return removeLesson(part.lessonId, error);
    case RecordPart::Everything:
        return writeEverything(store, error);
    default:
        break;
    }
    if (!writeLessonRow(store, part.lessonId, error))
        return false;
    switch (part.kind) {
    case RecordPart::Answer: {
        if (!p || !p->answers.contains(part.key))
            return remove("answers", "question_id");
        const AnswerRecord r = p->answers.value(part.key);
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO answers(lesson_id, question_id, "
                                 "choices, typed, correct, attempts, at, checked_at) "
                                 "VALUES(?, ?, ?, ?, ?, ?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(QString::fromUtf8(textsJson(r.choices))));
        q.addBindValue(text(r.typed));
        q.addBindValue(r.correct);
        q.addBindValue(r.attempts);
        q.addBindValue(text(isoTime(r.at)));
        q.addBindValue(text(QString::fromUtf8(numbersJson(r.checkedAt))));
        return run(q, error);
    }
    case RecordPart::History: {
        if (!p)
            return true;
        q.prepare(
            QStringLiteral("SELECT COALESCE(MAX(seq) + 1, 0) FROM history WHERE lesson_id=?"));
        q.addBindValue(text(part.lessonId));
        if (!run(q, error) || !q.next())
            return false;
        const qsizetype held = q.value(0).toLongLong();
        q.finish();
        if (held > p->history.size()) { // the store lost attempts: only a reset does that
            q.prepare(QStringLiteral("DELETE FROM history WHERE lesson_id=? AND seq>=?"));
            q.addBindValue(text(part.lessonId));
            q.addBindValue(qint64(p->history.size()));
            return run(q, error);
        }
        q.prepare(QStringLiteral("INSERT INTO history(lesson_id, seq, question_id, choices, "
                                 "typed, correct, at, checked_at, review) "
                                 "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        for (qsizetype i = held; i < p->history.size(); ++i) {
            const Attempt& a = p->history.at(i);
            q.addBindValue(text(part.lessonId));
            q.addBindValue(qint64(i));
            q.addBindValue(text(a.questionId));
            q.addBindValue(text(QString::fromUtf8(textsJson(a.choices))));
            q.addBindValue(text(a.typed));
            q.addBindValue(a.correct);
            q.addBindValue(text(isoTime(a.at)));
            q.addBindValue(text(QString::fromUtf8(numbersJson(a.checkedAt))));
            q.addBindValue(a.review);
            if (!run(q, error))
                return false;
        }
        return true;
    }
    case RecordPart::Prediction: {
        if (!p || !p->predictions.contains(part.key))
            return remove("predictions", "id");
        const PredictionRecord r = p->predictions.value(part.key);
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO predictions(lesson_id, id, predicted, "
                                 "observed, correct, at) VALUES(?, ?, ?, ?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(r.predicted));
        q.addBindValue(text(r.observed));
        q.addBindValue(r.correct);
        q.addBindValue(text(isoTime(r.at)));
        return run(q, error);
    }
    case RecordPart::Explain: {
        if (!p || !p->explains.contains(part.key))
            return remove("explains", "id");
        const ExplainRecord r = p->explains.value(part.key);
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO explains(lesson_id, id, text, ticked, "
                                 "model_shown) VALUES(?, ?, ?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(r.text));
        q.addBindValue(text(QString::fromUtf8(countsJson(r.ticked))));
        q.addBindValue(r.modelShown);
        return run(q, error);
    }
    case RecordPart::Step: {
        if (!p || !p->walkthroughSteps.contains(part.key))
            return remove("steps", "key");
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO steps(lesson_id, key, step) VALUES(?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(p->walkthroughSteps.value(part.key));
        return run(q, error);
    }
    case RecordPart::Control: {
        if (!p || !p->controls.contains(part.key))
            return remove("controls", "param");
        q.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO controls(lesson_id, param, value) VALUES(?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(QString::fromUtf8(controlJson(p->controls.value(part.key)))));
        return run(q, error);
    }
    case RecordPart::Lab: {
        if (!p || !p->labs.contains(part.key))
            return remove("labs", "id");
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO labs(lesson_id, id, state) VALUES(?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(QString::fromUtf8(labJson(p->labs.value(part.key)))));
        return run(q, error);
    }
    default:
        return true;
    }
}

bool RecordDb::writeEverything(const ProgressStore& store, QString* error) {
    for (const char* table : {"lessons", "kept"}) { // the lesson tables go by cascade
        if (!exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)), error))
            return false;
    }
    if (!exec(QStringLiteral("DELETE FROM meta WHERE key IN ('learnerId', 'lastLesson')"), error))
        return false;
    if (!writePart(store, {RecordPart::Root, {}, {}}, error))
        return false;
    // The first whole write of a database is the import of the old JSON file (or of nothing):
    // marked in the same transaction, so it happens once.
    {
        QSqlQuery mark(QSqlDatabase::database(connection_, false));
        mark.prepare(QStringLiteral("INSERT OR IGNORE INTO meta(key, value) VALUES(?, ?)"));
        const QFileInfo json(store.filePath());
        mark.addBindValue(QStringLiteral("legacyImport"));
        mark.addBindValue(json.exists()
                              ? QStringLiteral("%1 from %2")
                                    .arg(isoTime(QDateTime::currentDateTimeUtc()), json.fileName())
                              : QStringLiteral("none"));
        if (!run(mark, error))
            return false;
    }
    for (const QString& id : store.lessonIds()) {
        // Paged in on this thread into the write's own copy of the store, gone with it.
        const LessonProgress* p = store.find(id);
        if (!p)
            continue; // could not be read: write() fails the whole transaction
        if (!writeLessonRow(store, id, error) ||
            !writePart(store, {RecordPart::History, id, {}}, error))
            return false;
        // The answers, the part that grows, through one prepared statement: writePart would
        // prepare two per answer (~70 µs each, 70 s for a million).
        QSqlQuery answers(QSqlDatabase::database(connection_, false));
        answers.prepare(QStringLiteral("INSERT INTO answers(lesson_id, question_id, choices, "
                                       "typed, correct, attempts, at, checked_at) "
                                       "VALUES(?, ?, ?, ?, ?, ?, ?, ?)"));
        for (auto it = p->answers.cbegin(); it != p->answers.cend(); ++it) {
            const AnswerRecord& r = it.value();
            answers.addBindValue(text(id));
            answers.addBindValue(text(it.key()));
            answers.addBindValue(text(QString::fromUtf8(textsJson(r.choices))));
            answers.addBindValue(text(r.typed));
            answers.addBindValue(r.correct);
            answers.addBindValue(r.attempts);
            answers.addBindValue(text(isoTime(r.at)));
            answers.addBindValue(text(QString::fromUtf8(numbersJson(r.checkedAt))));
            if (!run(answers, error))
                return false;
        }
        const auto each = [&](RecordPart::Kind kind, const QStringList& keys) {
            for (const QString& key : keys) {
                if (!writePart(store, {kind, id, key}, error))
                    return false;
            }
            return true;
        };
        if (!each(RecordPart::Prediction, p->predictions.keys()) ||
            !each(RecordPart::Explain, p->explains.keys()) ||
            !each(RecordPart::Step, p->walkthroughSteps.keys()) ||
            !each(RecordPart::Control, p->controls.keys()) ||
            !each(RecordPart::Lab, p->labs.keys()))
            return false;
    }
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(
        QStringLiteral("INSERT INTO kept(lesson_id, section, key, value) VALUES(?, ?, ?, ?)"));
    auto keep = [&](const QString& lessonId, const QString& section, const QString& key,
                    const QByteArray& value) {
        q.addBindValue(text(lessonId));
        q.addBindValue(text(section));
        q.addBindValue(text(key));
        q.addBindValue(text(QString::fromUtf8(value)));
        return run(q, error);
    };
    if (!store.rootUnknown_.isEmpty() &&
        !keep({}, QStringLiteral("rootUnknown"), {}, store.rootUnknown_))
        return false;
    for (auto it = store.rootUnreadable_.cbegin(); it != store.rootUnreadable_.cend(); ++it) {
        if (!keep({}, QStringLiteral("rootUnreadable"), it.key(), it.value()))
            return false;
    }
    for (auto it = store.lessonUnreadable_.cbegin(); it != store.lessonUnreadable_.cend(); ++it) {
        if (!keep({}, QStringLiteral("lessonUnreadable"), it.key(), it.value()))
            return false;
    }
    // Zero-padded, so the key order is the list's order.
    for (qsizetype i = 0; i < store.movedAside_.size(); ++i) {
        if (!keep({}, QStringLiteral("movedAside"), QStringLiteral("%1").arg(i, 9, 10, QChar('0')),
                  store.movedAside_.at(i)))
            return false;
    }
    for (qsizetype i = 0; i < store.unreadable_.size(); ++i) {
        if (!keep({}, QStringLiteral("report"), QStringLiteral("%1").arg(i, 9, 10, QChar('0')),
                  store.unreadable_.at(i).toUtf8()))
            return false;
    }
    for (auto it = store.kept_.cbegin(); it != store.kept_.cend(); ++it) {
        const KeptLesson& kept = it.value();
        if (!kept.unknown.isEmpty() && !keep(it.key(), QStringLiteral("unknown"), {}, kept.unknown))
            return false;
        for (const KeptSection& s : kKeptSections) {
            const QHash<QString, QByteArray>& map = kept.*s.map;
            for (auto entry = map.cbegin(); entry != map.cend(); ++entry) {
                if (!keep(it.key(), QLatin1String(s.name), entry.key(), entry.value()))
                    return false;
            }
        }
    }
    return true;
}

bool RecordDb::write(const ProgressStore& store, const RecordChange& change, QString* error) {
    if (readOnly_) {
        if (error)
            *error =
                cannotWrite_
                    ? QCoreApplication::translate("lessons", "its file or folder cannot be written")
                    : QCoreApplication::translate("lessons", "the record is open read-only");
        return false;
    }
    // A lesson the store could not page in holds nothing of what the database has: writing it
    // would put an empty lesson over the learner's rows (its history above all).
    auto unreadLesson = [&store, error](const QString& id) {
        if (error)
            *error = QCoreApplication::translate(
                         "lessons", "a lesson of it could not be read back from it (%1)")
                         .arg(id.isEmpty() ? store.pageFailures().value(0) : store.pageFailure(id));
        return false;
    };
    for (const RecordPart& part : change) {
        if (part.kind == RecordPart::Everything && !store.pageFailures().isEmpty())
            return unreadLesson(QString());
        if (part.kind != RecordPart::RemoveLesson && !part.lessonId.isEmpty() &&
            store.pageFailed(part.lessonId))
            return unreadLesson(part.lessonId);
    }
    // IMMEDIATE: the write lock is taken (or waited for) before the first statement.
    if (!exec(QStringLiteral("BEGIN IMMEDIATE"), error))
        return false;
    bool ok = true;
    for (const RecordPart& part : change) {
        if (!(ok = writePart(store, part, error)))
            break;
    }
    // Lessons paged in while the whole record was written (writeEverything) must all be there.
    for (const RecordPart& part : change) {
        if (ok && part.kind == RecordPart::Everything && !store.pageFailures().isEmpty())
            ok = unreadLesson(QString());
    }
    if (ok)
        ok = exec(QStringLiteral("COMMIT"), error);
    if (!ok)
        exec(QStringLiteral("ROLLBACK"), nullptr);
    return ok;
}

} // namespace lessons
