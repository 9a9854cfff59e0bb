// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// RecordDb::read and loadRecord: the record as the application starts with it (recorddb.h).

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
#include <QVariant>

#include <algorithm>

namespace lessons {
using namespace detail;
using namespace recordsql;

namespace {

// The choice lists of a lesson's answers repeat a few sets of option ids: each distinct JSON text
// is parsed once (a million answers would otherwise parse a million small JSON arrays). At most
// kParsedMax lists are remembered, so a record of all-different lists costs a bounded table.
class ParsedChoices {
public:
    QStringList get(const QString& json) {
        const auto it = seen_.constFind(json);
        if (it != seen_.cend())
            return *it;
        const QStringList value = textsFrom(json);
        if (seen_.size() < kParsedMax)
            seen_.insert(json, value);
        return value;
    }

private:
    static constexpr qsizetype kParsedMax = 4096;
    QHash<QString, QStringList> seen_;
};

} // namespace

namespace {

// SELECT `columns` FROM `table`, of one lesson when `only` is not empty (its rows through the
// table's primary key, which begins with the lesson), then ORDER BY `order` when given.
bool select(QSqlQuery& q, const char* columns, const char* table, const char* lessonColumn,
            const QString& only, const char* order = nullptr) {
    QString sql =
        QStringLiteral("SELECT %1 FROM %2").arg(QLatin1String(columns), QLatin1String(table));
    if (!only.isEmpty())
        sql += QStringLiteral(" WHERE %1=?").arg(QLatin1String(lessonColumn));
    if (order)
        sql += QStringLiteral(" ORDER BY ") + QLatin1String(order);
    if (!q.prepare(sql))
        return false;
    if (!only.isEmpty())
        q.addBindValue(only);
    return q.exec();
}

// The rows of the lesson tables (lessons, answers, history, predictions, explains, steps,
// controls, labs), of every lesson or only of `only`, into the lesson `at(id)` hands out.
// `version`: the schema found; a version 1 database opened read-only (not migrated) has no
// reading place, one older than 3 no takeaways flag, one older than 4 no earlier predictions.
template <typename At> bool readLessonRows(QSqlQuery& q, const QString& only, int version, At at) {
    const bool place = version >= 2;
    if (!select(q,
                place ? "id, scroll_y, last_section, seconds_spent, last_opened, reading_block, "
                        "reading_share"
                      : "id, scroll_y, last_section, seconds_spent, last_opened, -1, 0",
                "lessons", "id", only))
        return false;
    while (q.next()) {
        LessonProgress& p = at(q.value(0).toString());
        p.scrollY = q.value(1).toInt();
        p.lastSection = q.value(2).toString();
        p.secondsSpent = q.value(3).toLongLong();
        p.readingBlock = std::max(-1, q.value(5).toInt());
        p.readingShare = std::clamp(q.value(6).toDouble(), 0.0, 1.0);
        const QString opened = q.value(4).toString();
        if (!opened.isEmpty())
            p.lastOpened = fromIso(opened);
    }
    // Sorted by key, so the chunked map is filled at its end.
    if (!select(q, "lesson_id, question_id, choices, typed, correct, attempts, at, checked_at",
                "answers", "lesson_id", only, "lesson_id, question_id"))
        return false;
    ParsedChoices choices;
    {
        QString lessonId;
        LessonProgress* p = nullptr;
        while (q.next()) {
            if (!p || q.value(0).toString() != lessonId) {
                lessonId = q.value(0).toString();
                p = &at(lessonId);
            }
            AnswerRecord r;
            r.choices = choices.get(q.value(2).toString());
            r.typed = q.value(3).toString();
            r.correct = q.value(4).toBool();
            r.attempts = q.value(5).toInt();
            r.at = fromIso(q.value(6).toString());
            r.checkedAt = numbersFrom(q.value(7).toString());
            p->answers.insert(q.value(1).toString(), r);
        }
    }
    if (!select(q, "lesson_id, question_id, choices, typed, correct, at, checked_at, review",
                "history", "lesson_id", only, "lesson_id, seq"))
        return false;
    {
        QString lessonId;
        LessonProgress* p = nullptr;
        while (q.next()) {
            if (!p || q.value(0).toString() != lessonId) {
                lessonId = q.value(0).toString();
                p = &at(lessonId);
            }
            Attempt a;
            a.questionId = q.value(1).toString();
            a.choices = choices.get(q.value(2).toString());
            a.typed = q.value(3).toString();
            a.correct = q.value(4).toBool();
            a.at = fromIso(q.value(5).toString());
            a.checkedAt = numbersFrom(q.value(6).toString());
            a.review = q.value(7).toBool();
            p->history.append(a);
        }
    }
    // Schema 4 added a prediction's earlier attempts, 5 its practice flag; an older database
    // opened read-only has neither.
    if (!select(q,
                version >= 5 ? "lesson_id, id, predicted, observed, correct, at, earlier, practice"
                : version >= 4 ? "lesson_id, id, predicted, observed, correct, at, earlier, 0"
                               : "lesson_id, id, predicted, observed, correct, at, '[]', 0",
                "predictions", "lesson_id", only))
        return false;
    while (q.next()) {
        PredictionRecord r;
        r.predicted = q.value(2).toString();
        r.observed = q.value(3).toString();
        r.correct = q.value(4).toBool();
        r.at = fromIso(q.value(5).toString());
        r.earlier = earlierFrom(q.value(6).toString());
        r.practice = q.value(7).toBool();
        at(q.value(0).toString()).predictions.insert(q.value(1).toString(), r);
    }
    if (!select(q,
                version >= 3 ? "lesson_id, id, text, ticked, model_shown, takeaways_shown"
                             : "lesson_id, id, text, ticked, model_shown, 0",
                "explains", "lesson_id", only))
        return false;
    while (q.next()) {
        ExplainRecord r;
        r.text = q.value(2).toString();
        for (const QJsonValue& v : parsed(q.value(3).toString()).toArray())
            r.ticked.append(v.toInt());
        r.modelShown = q.value(4).toBool();
        r.takeawaysShown = q.value(5).toBool();
        at(q.value(0).toString()).explains.insert(q.value(1).toString(), r);
    }
    if (!select(q, "lesson_id, key, step", "steps", "lesson_id", only))
        return false;
    while (q.next())
        at(q.value(0).toString())
            .walkthroughSteps.insert(q.value(1).toString(), q.value(2).toInt());
    if (!select(q, "lesson_id, param, value", "controls", "lesson_id", only))
        return false;
    while (q.next())
        at(q.value(0).toString())
            .controls.insert(q.value(1).toString(), controlFrom(q.value(2).toString()));
    if (!select(q, "lesson_id, id, state", "labs", "lesson_id", only))
        return false;
    while (q.next())
        at(q.value(0).toString())
            .labs.insert(q.value(1).toString(), labFrom(q.value(2).toString()));
    return true;
}

} // namespace

Status RecordDb::read(ProgressStore* into) {
    return readRecord(into, false);
}

Status RecordDb::readIndex(ProgressStore* into) {
    return readRecord(into, true);
}

Status RecordDb::readRecord(ProgressStore* into, bool index) {
    into->clear();
    into->unreadable_.clear();
    const QSqlDatabase db = QSqlDatabase::database(connection_, false);
    // One read transaction: a write in another process between two SELECTs is not half seen.
    if (Status failed = exec(QStringLiteral("BEGIN")); !failed)
        return failed;
    auto fail = [&](const QSqlQuery& q) {
        const QString problem = sqlProblem(q.lastError());
        exec(QStringLiteral("ROLLBACK"));
        return Status::failure(plainError(problem));
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
    QStringList paged;
    if (index) {
        // Only the lessons' ids: each is read when it is first asked for (readLesson).
        if (!q.exec(QStringLiteral("SELECT id FROM lessons")))
            return fail(q);
        while (q.next())
            paged.append(q.value(0).toString());
    } else if (!readLessonRows(
                   q, QString(), schemaVersion(),
                   [into](const QString& id) -> LessonProgress& { return into->lessons_[id]; })) {
        return fail(q);
    }
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
    exec(QStringLiteral("COMMIT")); // a read: nothing to lose when this fails
    if (index) {
        into->setPager(pagerFor(path_), paged);
    }
    return {};
}

ProgressStore::LessonPager RecordDb::pagerFor(const QString& path) {
    return [path](const QString& id, LessonProgress* p) {
        RecordDb db(path);
        Status read = db.open(Mode::ReadOnly);
        if (read)
            read = db.readLesson(id, p);
        return read;
    };
}

Status RecordDb::readLesson(const QString& id, LessonProgress* into) {
    if (Status failed = exec(QStringLiteral("BEGIN")); !failed)
        return failed;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    const bool ok = readLessonRows(q, id, schemaVersion(),
                                   [into](const QString&) -> LessonProgress& { return *into; });
    const QString problem = ok ? QString() : sqlProblem(q.lastError());
    q.finish();
    exec(ok ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK"));
    if (!ok)
        return Status::failure(plainError(problem));
    return {};
}

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
    // The step's words in `problem` when it failed, for the report.
    const auto passed = [&problem](const Status& step) {
        if (!step)
            problem = step.error().message;
        return step.ok();
    };
    bool corrupt = false;
    bool ok = QDir().mkpath(dbInfo.absolutePath());
    if (!ok)
        problem = QCoreApplication::translate("lessons", "its folder cannot be created");
    else
        ok = passed(
            db.open(readOnly ? RecordDb::Mode::ReadOnly : RecordDb::Mode::ReadWrite, &corrupt));
    if (ok && dbExists && !passed(db.check())) {
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
        ok = passed(db.open(RecordDb::Mode::ReadOnly));
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
    if (ok && !import && !passed(db.readIndex(into)))
        ok = false;
    // The lesson the window reopens is read here, on the thread that loads the record (the
    // worker's for ProgressKeeper::startLoading), not when the window first asks for it.
    if (ok && !import && !into->lastLessonId().isEmpty())
        into->find(into->lastLessonId());
    if (ok && import) {
        // The import and its mark in one transaction (writeEverything): all or nothing.
        if (!passed(db.write(*into, {{RecordPart::Everything, {}, {}}}))) {
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
        db.setMeta(QStringLiteral("legacyImport"), QStringLiteral("none"));
    if (ok) {
        if (!into->unreadable_.isEmpty()) {
            // As ProgressStore::reportUnreadable words it for progress.json, for the database.
            constexpr int kListed = 5;
            report.ok = false;
            for (const QString& part : std::as_const(into->unreadable_))
                report.unreadableParts.append(part.section(QLatin1Char(' '), 0, 0));
            QString parts = into->unreadableParts().mid(0, kListed).join(QStringLiteral("; "));
            if (into->unreadable_.size() > kListed)
                parts += QCoreApplication::translate("lessons", "; and %1 more")
                             .arg(into->unreadable_.size() - kListed);
            add(QCoreApplication::translate(
                    "lessons",
                    "%n part(s) of your record %1 could not be read (%2). They are kept in it "
                    "exactly as they were, are given back by every export, and do not count as "
                    "answered. A newer Attention Lab may read them; or send an export of your "
                    "record (Record > Export record) to your instructor.",
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
    RecordDb fresh(dbPath);
    // The old JSON file went into the database set aside: it is not imported again.
    const bool started = fresh.open(RecordDb::Mode::ReadWrite).ok() &&
                         fresh
                             .setMeta(QStringLiteral("legacyImport"),
                                      QStringLiteral("none (a damaged record was set aside)"))
                             .ok();
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
