#include "lessons/recorddb.h"

#include "lessons/progressjson.h"
#include "lessons/progressread.h"

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
#include <QVariant>

#include <algorithm>

namespace lessons {
using namespace detail;
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

QString sqlProblem(const QSqlError& e) {
    QString text = e.databaseText().isEmpty() ? e.text() : e.databaseText();
    return text.isEmpty() ? QStringLiteral("unknown error") : text;
}

// Qt binds a null QString as SQL NULL; the text columns are NOT NULL.
QString text(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

bool run(QSqlQuery& q, QString* error) {
    if (q.exec())
        return true;
    if (error)
        *error = sqlProblem(q.lastError());
    return false;
}

QByteArray textsJson(const QStringList& texts) {
    QByteArray out("[");
    for (qsizetype i = 0; i < texts.size(); ++i) {
        if (i)
            out.append(',');
        JsonWriter::appendString(out, texts.at(i));
    }
    out.append(']');
    return out;
}

QByteArray numbersJson(const QHash<QString, double>& numbers) {
    QStringList names = numbers.keys();
    std::sort(names.begin(), names.end());
    QByteArray out("{");
    for (const QString& name : names) {
        if (out.size() > 1)
            out.append(',');
        JsonWriter::appendString(out, name);
        out.append(':');
        JsonWriter::appendNumber(out, numbers.value(name));
    }
    out.append('}');
    return out;
}

QJsonValue parsed(const QString& json) {
    // Wrapped so a bare scalar parses too.
    const QJsonDocument doc = QJsonDocument::fromJson("[" + json.toUtf8() + "]");
    return doc.array().isEmpty() ? QJsonValue() : doc.array().first();
}

QStringList textsFrom(const QString& json) {
    QStringList out;
    if (json == QLatin1String("[]"))
        return out;
    for (const QJsonValue& v : parsed(json).toArray())
        out.append(v.toString());
    return out;
}

QHash<QString, double> numbersFrom(const QString& json) {
    QHash<QString, double> out;
    if (json == QLatin1String("{}"))
        return out;
    const QJsonObject o = parsed(json).toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it.value().toDouble());
    return out;
}

QByteArray labJson(const LabRecord& r) {
    auto numbers = [](const QList<double>& list) {
        QJsonArray a;
        for (double d : list)
            a.append(d);
        return a;
    };
    QJsonArray runs;
    for (const LabRunRecord& run : r.runs) {
        QJsonArray dims;
        for (int d : run.dims)
            dims.append(d);
        runs.append(QJsonObject{{QStringLiteral("scores"), numbers(run.scores)},
                                {QStringLiteral("dims"), dims}});
    }
    QJsonObject o{{QStringLiteral("runs"), runs},
                  {QStringLiteral("predicted"), r.predicted},
                  {QStringLiteral("committed"), r.committed},
                  {QStringLiteral("scored"), r.scored},
                  {QStringLiteral("logitsText"), r.logitsText},
                  {QStringLiteral("dimsText"), r.dimsText}};
    if (r.held) {
        o.insert(QStringLiteral("held"), true);
        o.insert(QStringLiteral("heldScores"), numbers(r.heldScores));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

LabRecord labFrom(const QString& json) {
    const QJsonObject o = parsed(json).toObject();
    auto numbers = [](const QJsonValue& v) {
        QList<double> out;
        for (const QJsonValue& d : v.toArray())
            out.append(d.toDouble());
        return out;
    };
    LabRecord r;
    for (const QJsonValue& runValue : o.value(QStringLiteral("runs")).toArray()) {
        const QJsonObject run = runValue.toObject();
        LabRunRecord out;
        out.scores = numbers(run.value(QStringLiteral("scores")));
        for (const QJsonValue& d : run.value(QStringLiteral("dims")).toArray())
            out.dims.append(d.toInt());
        r.runs.append(out);
    }
    r.predicted = o.value(QStringLiteral("predicted")).toString();
    r.committed = o.value(QStringLiteral("committed")).toBool();
    r.scored = o.value(QStringLiteral("scored")).toBool();
    r.held = o.value(QStringLiteral("held")).toBool();
    r.heldScores = numbers(o.value(QStringLiteral("heldScores")));
    r.logitsText = o.value(QStringLiteral("logitsText")).toString();
    r.dimsText = o.value(QStringLiteral("dimsText")).toString();
    return r;
}

QByteArray controlJson(const QVariant& value) {
    QByteArray out;
    if (value.typeId() == QMetaType::Bool)
        out = value.toBool() ? "true" : "false";
    else if (value.typeId() == QMetaType::QString)
        JsonWriter::appendString(out, value.toString());
    else
        JsonWriter::appendNumber(out, value.toDouble());
    return out;
}

QVariant controlFrom(const QString& json) {
    const QJsonValue v = parsed(json);
    if (v.isBool())
        return v.toBool();
    if (v.isString())
        return v.toString();
    return v.toDouble();
}

QByteArray countsJson(const QList<int>& counts) {
    QByteArray out("[");
    for (qsizetype i = 0; i < counts.size(); ++i) {
        if (i)
            out.append(',');
        out.append(QByteArray::number(counts.at(i)));
    }
    out.append(']');
    return out;
}

// The sections of the kept table and the store's maps they hold.
struct KeptSection {
    const char* name;
    QHash<QString, QByteArray> KeptLesson::*map;
};
const KeptSection kKeptSections[] = {
    {"unreadable", &KeptLesson::unreadable},
    {"answers", &KeptLesson::answers},
    {"predictions", &KeptLesson::predictions},
    {"explains", &KeptLesson::explains},
    {"steps", &KeptLesson::steps},
    {"controls", &KeptLesson::controls},
    {"labs", &KeptLesson::labs},
    {"labUnknown", &KeptLesson::labUnknown},
    {"answerUnknown", &KeptLesson::answerUnknown},
    {"predictionUnknown", &KeptLesson::predictionUnknown},
    {"explainUnknown", &KeptLesson::explainUnknown},
    {"history", &KeptLesson::history},
    {"historyUnknown", &KeptLesson::historyUnknown},
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

bool RecordDb::open(Mode mode, QString* error, bool* corrupt) {
    if (corrupt)
        *corrupt = false;
    close();
    readOnly_ = mode == Mode::ReadOnly;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
        if (!db.isValid()) {
            if (error)
                *error = QCoreApplication::translate(
                    "lessons", "Qt's SQLite driver is missing (install the package "
                               "libqt6sql6-sqlite)");
            close();
            return false;
        }
        db.setDatabaseName(path_);
        QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
        if (readOnly_)
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        db.setConnectOptions(options);
        if (!db.open()) {
            if (error)
                *error = sqlProblem(db.lastError());
            close();
            return false;
        }
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
    // Later versions: `if (from < 2) ...` here.
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

bool RecordDb::read(ProgressStore* into, QString* error) {
    into->clear();
    into->unreadable_.clear();
    const QSqlDatabase db = QSqlDatabase::database(connection_, false);
    // One read transaction: a write in another process between two SELECTs is not half seen.
    if (!exec(QStringLiteral("BEGIN"), error))
        return false;
    auto fail = [&](const QSqlQuery& q) {
        if (error)
            *error = sqlProblem(q.lastError());
        exec(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    };
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT key, value FROM meta")))
        return fail(q);
    while (q.next()) {
        const QString key = q.value(0).toString();
        if (key == QLatin1String("learnerId"))
            into->learnerId_ = q.value(1).toString();
        else if (key == QLatin1String("lastLesson"))
            into->lastLessonId_ = q.value(1).toString();
    }
    if (!q.exec(QStringLiteral(
            "SELECT id, scroll_y, last_section, seconds_spent, last_opened FROM lessons")))
        return fail(q);
    while (q.next()) {
        LessonProgress& p = into->lessons_[q.value(0).toString()];
        p.scrollY = q.value(1).toInt();
        p.lastSection = q.value(2).toString();
        p.secondsSpent = q.value(3).toLongLong();
        const QString opened = q.value(4).toString();
        if (!opened.isEmpty())
            p.lastOpened = fromIso(opened);
    }
    // Sorted by key, so the chunked map is filled at its end.
    if (!q.exec(QStringLiteral("SELECT lesson_id, question_id, choices, typed, correct, "
                               "attempts, at, checked_at FROM answers "
                               "ORDER BY lesson_id, question_id")))
        return fail(q);
    {
        QString lessonId;
        LessonProgress* p = nullptr;
        while (q.next()) {
            if (!p || q.value(0).toString() != lessonId) {
                lessonId = q.value(0).toString();
                p = &into->lessons_[lessonId];
            }
            AnswerRecord r;
            r.choices = textsFrom(q.value(2).toString());
            r.typed = q.value(3).toString();
            r.correct = q.value(4).toBool();
            r.attempts = q.value(5).toInt();
            r.at = fromIso(q.value(6).toString());
            r.checkedAt = numbersFrom(q.value(7).toString());
            p->answers.insert(q.value(1).toString(), r);
        }
    }
    if (!q.exec(QStringLiteral("SELECT lesson_id, question_id, choices, typed, correct, at, "
                               "checked_at, review FROM history ORDER BY lesson_id, seq")))
        return fail(q);
    {
        QString lessonId;
        LessonProgress* p = nullptr;
        while (q.next()) {
            if (!p || q.value(0).toString() != lessonId) {
                lessonId = q.value(0).toString();
                p = &into->lessons_[lessonId];
            }
            Attempt a;
            a.questionId = q.value(1).toString();
            a.choices = textsFrom(q.value(2).toString());
            a.typed = q.value(3).toString();
            a.correct = q.value(4).toBool();
            a.at = fromIso(q.value(5).toString());
            a.checkedAt = numbersFrom(q.value(6).toString());
            a.review = q.value(7).toBool();
            p->history.append(a);
        }
    }
    if (!q.exec(QStringLiteral(
            "SELECT lesson_id, id, predicted, observed, correct, at FROM predictions")))
        return fail(q);
    while (q.next()) {
        PredictionRecord r;
        r.predicted = q.value(2).toString();
        r.observed = q.value(3).toString();
        r.correct = q.value(4).toBool();
        r.at = fromIso(q.value(5).toString());
        into->lessons_[q.value(0).toString()].predictions.insert(q.value(1).toString(), r);
    }
    if (!q.exec(QStringLiteral("SELECT lesson_id, id, text, ticked, model_shown FROM explains")))
        return fail(q);
    while (q.next()) {
        ExplainRecord r;
        r.text = q.value(2).toString();
        for (const QJsonValue& v : parsed(q.value(3).toString()).toArray())
            r.ticked.append(v.toInt());
        r.modelShown = q.value(4).toBool();
        into->lessons_[q.value(0).toString()].explains.insert(q.value(1).toString(), r);
    }
    if (!q.exec(QStringLiteral("SELECT lesson_id, key, step FROM steps")))
        return fail(q);
    while (q.next())
        into->lessons_[q.value(0).toString()].walkthroughSteps.insert(q.value(1).toString(),
                                                                      q.value(2).toInt());
    if (!q.exec(QStringLiteral("SELECT lesson_id, param, value FROM controls")))
        return fail(q);
    while (q.next())
        into->lessons_[q.value(0).toString()].controls.insert(q.value(1).toString(),
                                                              controlFrom(q.value(2).toString()));
    if (!q.exec(QStringLiteral("SELECT lesson_id, id, state FROM labs")))
        return fail(q);
    while (q.next())
        into->lessons_[q.value(0).toString()].labs.insert(q.value(1).toString(),
                                                          labFrom(q.value(2).toString()));
    if (!q.exec(QStringLiteral(
            "SELECT lesson_id, section, key, value FROM kept ORDER BY lesson_id, section, key")))
        return fail(q);
    while (q.next()) {
        const QString lessonId = q.value(0).toString();
        const QString section = q.value(1).toString();
        const QString key = q.value(2).toString();
        const QByteArray value = q.value(3).toString().toUtf8();
        if (lessonId.isEmpty()) {
            if (section == QLatin1String("rootUnknown"))
                into->rootUnknown_ = value;
            else if (section == QLatin1String("rootUnreadable"))
                into->rootUnreadable_.insert(key, value);
            else if (section == QLatin1String("lessonUnreadable"))
                into->lessonUnreadable_.insert(key, value);
            else if (section == QLatin1String("movedAside"))
                into->movedAside_.append(value);
            else if (section == QLatin1String("report"))
                into->unreadable_.append(QString::fromUtf8(value));
            continue;
        }
        KeptLesson& kept = into->kept_[lessonId];
        if (section == QLatin1String("unknown")) {
            kept.unknown = value;
            continue;
        }
        for (const KeptSection& s : kKeptSections) {
            if (section == QLatin1String(s.name))
                (kept.*s.map).insert(key, value);
        }
    }
    q.finish();
    exec(QStringLiteral("COMMIT"), nullptr); // a read: nothing to lose when this fails
    return true;
}

bool RecordDb::writeLessonRow(const ProgressStore& store, const QString& id, QString* error) {
    const LessonProgress* p = store.find(id);
    if (!p)
        return true;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral(
        "INSERT INTO lessons(id, scroll_y, last_section, seconds_spent, last_opened) "
        "VALUES(?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET scroll_y=excluded.scroll_y, "
        "last_section=excluded.last_section, seconds_spent=excluded.seconds_spent, "
        "last_opened=excluded.last_opened"));
    q.addBindValue(text(id));
    q.addBindValue(p->scrollY);
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
        const LessonProgress* p = store.find(id);
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
            *error = QCoreApplication::translate("lessons", "the record is open read-only");
        return false;
    }
    // IMMEDIATE: the write lock is taken (or waited for) before the first statement.
    if (!exec(QStringLiteral("BEGIN IMMEDIATE"), error))
        return false;
    bool ok = true;
    for (const RecordPart& part : change) {
        if (!(ok = writePart(store, part, error)))
            break;
    }
    if (ok)
        ok = exec(QStringLiteral("COMMIT"), error);
    if (!ok)
        exec(QStringLiteral("ROLLBACK"), nullptr);
    return ok;
}

// ---- the record at start -------------------------------------------------------------------

ProgressStore::LoadReport loadRecord(const QString& jsonPath, bool readOnly, ProgressStore* into,
                                     bool* unsaved) {
    *into = ProgressStore(jsonPath);
    into->setReadOnly(readOnly);
    if (unsaved)
        *unsaved = false;
    const QString dbPath = RecordDb::pathBeside(jsonPath);
    const QString shownDb = QDir::toNativeSeparators(dbPath);
    const QFileInfo dbInfo(dbPath);
    const QFileInfo jsonInfo(jsonPath);
    const bool dbExists = dbInfo.exists() || dbInfo.isSymLink();
    const bool jsonExists = jsonInfo.exists() || jsonInfo.isSymLink();
    ProgressStore::LoadReport report;
    auto add = [&report](const QString& text) {
        report.ok = false;
        report.message += (report.message.isEmpty() ? QString() : QStringLiteral(" ")) + text;
    };
    if (!dbExists && readOnly)
        return jsonExists ? into->load() : report; // read-only: nothing moved or written
    if (dbExists && !dbInfo.isFile()) {
        into->setReadOnly(true);
        report.readOnly = true;
        add(QCoreApplication::translate("lessons",
                                        "Your record %1 is not a regular file, so it is left "
                                        "alone and nothing is saved in this session. Move it "
                                        "away and restart Attention Lab.")
                .arg(shownDb));
        return report;
    }
    // The old file is read before the database is made: a newer version's file turns this
    // session read-only and nothing is created beside it.
    bool import = false;
    if (!dbExists && jsonExists) {
        report = into->load();
        if (into->isReadOnly())
            return report;
        import = true;
    }
    RecordDb db(dbPath);
    QString problem;
    bool corrupt = false;
    bool ok = QDir().mkpath(dbInfo.absolutePath());
    if (!ok)
        problem = QCoreApplication::translate("lessons", "its folder cannot be created");
    else
        ok = db.open(readOnly ? RecordDb::Mode::ReadOnly : RecordDb::Mode::ReadWrite, &problem,
                     &corrupt);
    if (ok && dbExists && !db.check(&problem)) {
        ok = false;
        corrupt = true;
    }
    if (!ok && !dbExists) {
        // Cannot be created (a read-only folder, a full disk): the record stays in memory and
        // the keeper writes it whole as soon as that works.
        if (unsaved)
            *unsaved = true;
        add(QCoreApplication::translate("lessons",
                                        "Your record %1 cannot be created: %2. What you do now "
                                        "stays in memory and is saved as soon as that works "
                                        "(check the folder's permissions and free space).")
                .arg(shownDb, problem));
        return report;
    }
    if (ok && db.versionAsFound() > kRecordSchemaVersion) {
        db.close();
        ok = db.open(RecordDb::Mode::ReadOnly, &problem);
        into->setReadOnly(true);
        report.readOnly = true;
        add(QCoreApplication::translate(
                "lessons", "Your record %1 was written by a newer version of Attention Lab "
                           "(schema %2; this version reads %3). It is shown as far as this "
                           "version understands it, but nothing you do now is saved to it. To "
                           "keep working on your record, use the version that wrote it.")
                .arg(shownDb)
                .arg(db.versionAsFound())
                .arg(kRecordSchemaVersion));
    }
    if (ok && dbExists && !readOnly && !into->isReadOnly() &&
        db.meta(QStringLiteral("legacyImport")).isEmpty() && jsonExists) {
        // A start that made the database and stopped before its import was committed.
        report = into->load();
        if (into->isReadOnly())
            return report;
        import = true;
    }
    if (ok && !import && !db.read(into, &problem))
        ok = false;
    if (ok && import) {
        // The import and its mark in one transaction (writeEverything): all or nothing.
        if (!db.write(*into, {{RecordPart::Everything, {}, {}}}, &problem)) {
            if (unsaved)
                *unsaved = true;
            add(QCoreApplication::translate("lessons",
                                            "Your record could not be written to %1: %2. It "
                                            "stays in memory and is saved as soon as that works "
                                            "(check free space).")
                    .arg(shownDb, problem));
        }
        report.readOnly = into->isReadOnly();
        return report;
    }
    if (ok && !readOnly && !into->isReadOnly() && db.meta(QStringLiteral("legacyImport")).isEmpty())
        db.setMeta(QStringLiteral("legacyImport"), QStringLiteral("none"), nullptr);
    if (ok) {
        if (!into->unreadable_.isEmpty()) {
            // As ProgressStore::reportUnreadable words it for progress.json, for the database.
            constexpr int kListed = 5;
            report.ok = false;
            for (const QString& part : std::as_const(into->unreadable_))
                report.unreadableParts.append(part.section(QLatin1Char(' '), 0, 0));
            QString parts = into->unreadable_.mid(0, kListed).join(QStringLiteral("; "));
            if (into->unreadable_.size() > kListed)
                parts += QCoreApplication::translate("lessons", "; and %1 more")
                             .arg(into->unreadable_.size() - kListed);
            add(QCoreApplication::translate(
                    "lessons",
                    "%n part(s) of your record %1 could not be read (%2). They are kept in it "
                    "exactly as they were, are given back by every export, and do not count as "
                    "answered. A newer Attention Lab may read them; or send an export of your "
                    "record (File > Export record) to your instructor.",
                    nullptr, int(into->unreadable_.size()))
                    .arg(shownDb, parts));
        }
        report.readOnly = into->isReadOnly();
        return report;
    }
    *into = ProgressStore(jsonPath);
    into->setReadOnly(true); // a record that cannot be read is never written over
    report.readOnly = true;
    if (!corrupt || readOnly) {
        add(QCoreApplication::translate(
                "lessons", "Your record %1 could not be read: %2. It is left as it is and "
                           "nothing is saved in this session; close other Attention Lab windows "
                           "and restart, or check the file's permissions.")
                .arg(shownDb, problem));
        return report;
    }
    db.close();
    // Set aside byte for byte, with its journal, as an unreadable progress.json always was.
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString backup = dbPath + QStringLiteral(".bad-") + stamp;
    for (int n = 1; QFileInfo::exists(backup); ++n)
        backup = dbPath + QStringLiteral(".bad-%1-%2").arg(stamp).arg(n);
    if (!QFile::rename(dbPath, backup)) {
        add(QCoreApplication::translate(
                "lessons", "Your record %1 could not be used: %2, and it could not be moved "
                           "aside as a backup. Nothing will be saved over it: move or copy the "
                           "file away, then restart Attention Lab.")
                .arg(shownDb, problem));
        return report;
    }
    for (const char* suffix : {"-wal", "-shm"}) {
        const QString part = dbPath + QLatin1String(suffix);
        if (QFileInfo::exists(part))
            QFile::rename(part, backup + QLatin1String(suffix));
    }
    *into = ProgressStore(jsonPath);
    QString startProblem;
    RecordDb fresh(dbPath);
    // The old JSON file went into the database set aside: it is not imported again.
    const bool started =
        fresh.open(RecordDb::Mode::ReadWrite, &startProblem) &&
        fresh.setMeta(QStringLiteral("legacyImport"),
                      QStringLiteral("none (a damaged record was set aside)"), &startProblem);
    report.readOnly = !started;
    into->setReadOnly(!started);
    report.backupPath = backup;
    add(QCoreApplication::translate(
            "lessons", "Your record %1 could not be used: %2. It was kept as %3 and a fresh "
                       "record was started. To get your answers back, send the backup to your "
                       "instructor.")
            .arg(shownDb, problem, QDir::toNativeSeparators(backup)));
    return report;
}

} // namespace lessons
