// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// RecordDb's writers: each change to the record in one transaction (RecordDb::write). Opening,
// migration, the check and the meta values are in recorddb.cpp; reading in recordload.cpp.
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

// The lesson's row (its reading place, time spent, last opened); nothing when `p` is null.
Status writeLessonRowOn(const QString& connection, const QString& id, const LessonProgress* p) {
    if (!p)
        return {};
    QSqlQuery q(QSqlDatabase::database(connection, false));
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
    return run(q);
}

// One part of lesson `p` (nullptr: the record holds no such lesson, and the part's row goes), as
// RecordDb::writePart; the lesson given, so a whole write can read each lesson and let it go.
Status writeLessonPartOn(const QString& connection, const LessonProgress* p,
                         const RecordPart& part);

} // namespace

Status RecordDb::writeLessonRow(const ProgressStore& store, const QString& id) {
    return writeLessonRowOn(connection_, id, store.find(id));
}

Status RecordDb::removeLesson(const QString& id) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("DELETE FROM lessons WHERE id=?"));
    q.addBindValue(text(id));
    if (Status failed = run(q); !failed)
        return failed;
    q.prepare(QStringLiteral("DELETE FROM kept WHERE lesson_id=? OR (lesson_id='' AND "
                             "section='lessonUnreadable' AND key=?)"));
    q.addBindValue(text(id));
    q.addBindValue(text(id));
    return run(q);
}

Status RecordDb::writePart(const ProgressStore& store, const RecordPart& part) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    switch (part.kind) {
    case RecordPart::Root: {
        for (const auto& [key, value] :
             {std::pair(QStringLiteral("learnerId"), store.learnerId()),
              std::pair(QStringLiteral("lastLesson"), store.lastLessonId())}) {
            if (value.isEmpty()) {
                q.prepare(QStringLiteral("DELETE FROM meta WHERE key=?"));
                q.addBindValue(text(key));
                if (Status failed = run(q); !failed)
                    return failed;
            } else if (Status stored = setMeta(key, value); !stored) {
                return stored;
            }
        }
        return {};
    }
    case RecordPart::RemoveLesson:
        return removeLesson(part.lessonId);
    case RecordPart::Everything:
        return writeEverything(store);
    default:
        return writeLessonPartOn(connection_, store.find(part.lessonId), part);
    }
}

namespace {

Status writeLessonPartOn(const QString& connection, const LessonProgress* p,
                         const RecordPart& part) {
    QSqlQuery q(QSqlDatabase::database(connection, false));
    // A row of a part the store no longer holds is deleted.
    auto remove = [&](const char* table, const char* keyColumn) {
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE lesson_id=? AND %2=?")
                      .arg(QLatin1String(table), QLatin1String(keyColumn)));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        return run(q);
    };
    if (Status failed = writeLessonRowOn(connection, part.lessonId, p); !failed)
        return failed;
    switch (part.kind) {
    case RecordPart::Lesson:
        return {};
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
        return run(q);
    }
    case RecordPart::History: {
        if (!p)
            return {};
        q.prepare(
            QStringLiteral("SELECT COALESCE(MAX(seq) + 1, 0) FROM history WHERE lesson_id=?"));
        q.addBindValue(text(part.lessonId));
        if (Status failed = run(q); !failed)
            return failed;
        if (!q.next())
            return Status::failure(plainError(sqlProblem(q.lastError())));
        const qsizetype held = q.value(0).toLongLong();
        q.finish();
        if (held > p->history.size()) { // the store lost attempts: only a reset does that
            q.prepare(QStringLiteral("DELETE FROM history WHERE lesson_id=? AND seq>=?"));
            q.addBindValue(text(part.lessonId));
            q.addBindValue(qint64(p->history.size()));
            return run(q);
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
            if (Status failed = run(q); !failed)
                return failed;
        }
        return {};
    }
    case RecordPart::Prediction: {
        if (!p || !p->predictions.contains(part.key))
            return remove("predictions", "id");
        const PredictionRecord r = p->predictions.value(part.key);
        q.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO predictions(lesson_id, id, predicted, "
            "observed, correct, at, earlier, practice) VALUES(?, ?, ?, ?, ?, ?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(r.predicted));
        q.addBindValue(text(r.observed));
        q.addBindValue(r.correct);
        q.addBindValue(text(isoTime(r.at)));
        q.addBindValue(QString::fromUtf8(earlierJson(r.earlier)));
        q.addBindValue(r.practice);
        return run(q);
    }
    case RecordPart::Explain: {
        if (!p || !p->explains.contains(part.key))
            return remove("explains", "id");
        const ExplainRecord r = p->explains.value(part.key);
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO explains(lesson_id, id, text, ticked, "
                                 "model_shown, takeaways_shown) VALUES(?, ?, ?, ?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(r.text));
        q.addBindValue(text(QString::fromUtf8(countsJson(r.ticked))));
        q.addBindValue(r.modelShown);
        q.addBindValue(r.takeawaysShown);
        return run(q);
    }
    case RecordPart::Step: {
        if (!p || !p->walkthroughSteps.contains(part.key))
            return remove("steps", "key");
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO steps(lesson_id, key, step) VALUES(?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(p->walkthroughSteps.value(part.key));
        return run(q);
    }
    case RecordPart::Control: {
        if (!p || !p->controls.contains(part.key))
            return remove("controls", "param");
        q.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO controls(lesson_id, param, value) VALUES(?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(QString::fromUtf8(controlJson(p->controls.value(part.key)))));
        return run(q);
    }
    case RecordPart::Lab: {
        if (!p || !p->labs.contains(part.key))
            return remove("labs", "id");
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO labs(lesson_id, id, state) VALUES(?, ?, ?)"));
        q.addBindValue(text(part.lessonId));
        q.addBindValue(text(part.key));
        q.addBindValue(text(QString::fromUtf8(labJson(p->labs.value(part.key)))));
        return run(q);
    }
    default:
        return {};
    }
}

} // namespace

Status RecordDb::writeEverything(const ProgressStore& store) {
    for (const char* table : {"lessons", "kept"}) { // the lesson tables go by cascade
        if (Status failed = exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)));
            !failed)
            return failed;
    }
    if (Status failed =
            exec(QStringLiteral("DELETE FROM meta WHERE key IN ('learnerId', 'lastLesson')"));
        !failed)
        return failed;
    if (Status failed = writePart(store, {RecordPart::Root, {}, {}}); !failed)
        return failed;
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
        if (Status failed = run(mark); !failed)
            return failed;
    }
    for (const QString& id : store.lessonIds()) {
        // Read on this thread into a scratch copy and let go after its rows are written
        // (ProgressStore::peek): the write held every lesson it read until it ended, the whole
        // record of a restore or an import.
        LessonProgress scratch;
        const LessonProgress* p = store.peek(id, &scratch);
        if (!p)
            continue; // could not be read: write() fails the whole transaction
        if (Status failed = writeLessonRowOn(connection_, id, p); !failed)
            return failed;
        if (Status failed = writeLessonPartOn(connection_, p, {RecordPart::History, id, {}});
            !failed)
            return failed;
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
            if (Status failed = run(answers); !failed)
                return failed;
        }
        const auto each = [&](RecordPart::Kind kind, const QStringList& keys) {
            for (const QString& key : keys) {
                if (Status failed = writeLessonPartOn(connection_, p, {kind, id, key}); !failed)
                    return failed;
            }
            return Status();
        };
        for (const auto& [kind, keys] : {std::pair(RecordPart::Prediction, p->predictions.keys()),
                                         std::pair(RecordPart::Explain, p->explains.keys()),
                                         std::pair(RecordPart::Step, p->walkthroughSteps.keys()),
                                         std::pair(RecordPart::Control, p->controls.keys()),
                                         std::pair(RecordPart::Lab, p->labs.keys())}) {
            if (Status failed = each(kind, keys); !failed)
                return failed;
        }
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
        return run(q);
    };
    Status failed;
    if (!store.rootUnknown_.isEmpty() &&
        !(failed = keep({}, QStringLiteral("rootUnknown"), {}, store.rootUnknown_)))
        return failed;
    for (auto it = store.rootUnreadable_.cbegin(); it != store.rootUnreadable_.cend(); ++it) {
        if (!(failed = keep({}, QStringLiteral("rootUnreadable"), it.key(), it.value())))
            return failed;
    }
    for (auto it = store.lessonUnreadable_.cbegin(); it != store.lessonUnreadable_.cend(); ++it) {
        if (!(failed = keep({}, QStringLiteral("lessonUnreadable"), it.key(), it.value())))
            return failed;
    }
    // Zero-padded, so the key order is the list's order.
    for (qsizetype i = 0; i < store.movedAside_.size(); ++i) {
        if (!(failed =
                  keep({}, QStringLiteral("movedAside"),
                       QStringLiteral("%1").arg(i, 9, 10, QChar('0')), store.movedAside_.at(i))))
            return failed;
    }
    for (qsizetype i = 0; i < store.unreadable_.size(); ++i) {
        if (!(failed =
                  keep({}, QStringLiteral("report"), QStringLiteral("%1").arg(i, 9, 10, QChar('0')),
                       store.unreadable_.at(i).toUtf8())))
            return failed;
    }
    for (auto it = store.kept_.cbegin(); it != store.kept_.cend(); ++it) {
        const KeptLesson& kept = it.value();
        if (!kept.unknown.isEmpty() &&
            !(failed = keep(it.key(), QStringLiteral("unknown"), {}, kept.unknown)))
            return failed;
        for (const KeptSection& s : kKeptSections) {
            const QHash<QString, QByteArray>& map = kept.*s.map;
            for (auto entry = map.cbegin(); entry != map.cend(); ++entry) {
                if (!(failed = keep(it.key(), QLatin1String(s.name), entry.key(), entry.value())))
                    return failed;
            }
        }
    }
    return {};
}

Status RecordDb::write(const ProgressStore& store, const RecordChange& change) {
    if (readOnly_)
        return Status::failure(plainError(
            cannotWrite_
                ? QCoreApplication::translate("lessons", "its file or folder cannot be written")
                : QCoreApplication::translate("lessons", "the record is open read-only")));
    // A lesson the store could not page in holds nothing of what the database has: writing it
    // would put an empty lesson over the learner's rows (its history above all).
    auto unreadLesson = [&store](const QString& id) {
        return Status::failure(plainError(
            QCoreApplication::translate("lessons",
                                        "a lesson of it could not be read back from it (%1)")
                .arg(id.isEmpty() ? store.pageFailures().value(0) : store.pageFailure(id))));
    };
    for (const RecordPart& part : change) {
        if (part.kind == RecordPart::Everything && !store.pageFailures().isEmpty())
            return unreadLesson(QString());
        if (part.kind != RecordPart::RemoveLesson && !part.lessonId.isEmpty() &&
            store.pageFailed(part.lessonId))
            return unreadLesson(part.lessonId);
    }
    // IMMEDIATE: the write lock is taken (or waited for) before the first statement.
    if (Status failed = exec(QStringLiteral("BEGIN IMMEDIATE")); !failed)
        return failed;
    Status done;
    for (const RecordPart& part : change) {
        if (!(done = writePart(store, part)))
            break;
    }
    // Lessons paged in while the whole record was written (writeEverything) must all be there.
    for (const RecordPart& part : change) {
        if (done && part.kind == RecordPart::Everything && !store.pageFailures().isEmpty())
            done = unreadLesson(QString());
    }
    if (done)
        done = exec(QStringLiteral("COMMIT"));
    if (!done)
        exec(QStringLiteral("ROLLBACK"));
    return done;
}

} // namespace lessons
