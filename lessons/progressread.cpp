// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/progressread.h"

#include "lessons/record.h"

#include <cmath>

#include <QCoreApplication>

namespace lessons::detail {

QString typeName(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return said(QT_TRANSLATE_NOOP("lessons", "true/false"));
    case QJsonValue::Double:
        return said(QT_TRANSLATE_NOOP("lessons", "a number"));
    case QJsonValue::String:
        return said(QT_TRANSLATE_NOOP("lessons", "a text"));
    case QJsonValue::Array:
        return said(QT_TRANSLATE_NOOP("lessons", "a list"));
    case QJsonValue::Object:
        return said(QT_TRANSLATE_NOOP("lessons", "an object"));
    case QJsonValue::Undefined:
        break;
    }
    return said(QT_TRANSLATE_NOOP("lessons", "nothing"));
}

namespace {
// Private-use characters: they never stand in a record's paths or in the words of a report.
constexpr QChar kSaidOpen(0xE000);
constexpr QChar kSaidNext(0xE001);
constexpr QChar kSaidClose(0xE002);

// Says the said part that opens at text[*i] (kSaidOpen) and moves *i past its end.
QString sayPart(const QString& text, qsizetype* i) {
    ++*i;
    QStringList fields{QString()};
    int depth = 0;
    for (; *i < text.size(); ++*i) {
        const QChar c = text.at(*i);
        if (c == kSaidOpen)
            ++depth;
        else if (c == kSaidClose && depth-- == 0)
            break;
        if (depth == 0 && c == kSaidNext)
            fields.append(QString());
        else
            fields.last().append(c);
    }
    ++*i;
    QString out = QCoreApplication::translate("lessons", fields.first().toUtf8().constData());
    // All arguments at once, so a % in one is never taken for a place of the next.
    QStringList args;
    for (qsizetype a = 1; a < fields.size(); ++a)
        args.append(sayNow(fields.at(a)));
    switch (args.size()) {
    case 0:
        return out;
    case 1:
        return out.arg(args.at(0));
    case 2:
        return out.arg(args.at(0), args.at(1));
    default:
        return out.arg(args.at(0), args.at(1), args.at(2));
    }
}
} // namespace

Said::operator QString() const {
    QString out = kSaidOpen + source_;
    for (const QString& a : args_)
        out += kSaidNext + a;
    return out + kSaidClose;
}

QString sayNow(const QString& text) {
    if (!text.contains(kSaidOpen))
        return text;
    QString out;
    for (qsizetype i = 0; i < text.size();) {
        if (text.at(i) == kSaidOpen) {
            out += sayPart(text, &i);
        } else {
            out += text.at(i);
            ++i;
        }
    }
    return out;
}

QString pointer(const QString& parent, const QString& key) { // JSON Pointer, RFC 6901
    QString escaped = key;
    escaped.replace(QLatin1Char('~'), QLatin1String("~0"));
    escaped.replace(QLatin1Char('/'), QLatin1String("~1"));
    return parent + QLatin1Char('/') + escaped;
}

bool isCount(const QJsonValue& v) {
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return d >= 0 && d <= 2147483647.0 && d == std::floor(d);
}

bool isInt(const QJsonValue& v) {
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::fabs(d) <= 2147483647.0 && d == std::floor(d);
}

const QStringList& answerFields() {
    static const QStringList names = {QStringLiteral("choices"), QStringLiteral("typed"),
                                      QStringLiteral("correct"), QStringLiteral("attempts"),
                                      QStringLiteral("at"),      QStringLiteral("checkedAt")};
    return names;
}
const QStringList& predictionFields() {
    static const QStringList names = {QStringLiteral("predicted"), QStringLiteral("observed"),
                                      QStringLiteral("correct"),   QStringLiteral("at"),
                                      QStringLiteral("earlier"),   QStringLiteral("practice")};
    return names;
}
const QStringList& explainFields() {
    static const QStringList names = {QStringLiteral("text"), QStringLiteral("ticked"),
                                      QStringLiteral("modelShown"),
                                      QStringLiteral("takeawaysShown")};
    return names;
}
const QStringList& labFields() {
    static const QStringList names = {QStringLiteral("runs"),       QStringLiteral("predicted"),
                                      QStringLiteral("committed"),  QStringLiteral("scored"),
                                      QStringLiteral("scoredRun"),  QStringLiteral("held"),
                                      QStringLiteral("heldScores"), QStringLiteral("logitsText"),
                                      QStringLiteral("dimsText"),   QStringLiteral("shown")};
    return names;
}
const QStringList& labRunFields() {
    static const QStringList names = {QStringLiteral("scores"), QStringLiteral("dims")};
    return names;
}
const QStringList& lessonFields() {
    static const QStringList names = {
        QStringLiteral("answers"),      QStringLiteral("predictions"),
        QStringLiteral("explains"),     QStringLiteral("scrollY"),
        QStringLiteral("readingBlock"), QStringLiteral("readingShare"),
        QStringLiteral("lastSection"),  QStringLiteral("walkthroughSteps"),
        QStringLiteral("history"),      QStringLiteral("secondsSpent"),
        QStringLiteral("lastOpened"),   QStringLiteral("controls"),
        QStringLiteral("labs")};
    return names;
}
const QStringList& rootFields() {
    static const QStringList names = {QStringLiteral("version"), QStringLiteral("lastLesson"),
                                      QStringLiteral("learnerId"), QStringLiteral("lessons"),
                                      kKeptUnreadable};
    return names;
}

void readAnswerEntry(const QString& where, const QString& key, const QJsonValue& v,
                     LessonProgress* p, KeptLesson* kept, QList<Unreadable>* unreadable) {
    if (!v.isObject()) {
        kept->answers.insert(key, jsonText(v));
        unreadable->append(
            {pointer(where, key),
             said(QT_TRANSLATE_NOOP("lessons", "holds %1 where %2 belongs"))
                 .arg(typeName(v), said(QT_TRANSLATE_NOOP("lessons", "an answer record")))});
        return;
    }
    const QJsonObject r = v.toObject();
    RecordReader read(r, answerFields());
    AnswerRecord a;
    a.choices = read.texts(QStringLiteral("choices"));
    a.typed = read.text(QStringLiteral("typed"));
    a.correct = read.flag(QStringLiteral("correct"));
    a.attempts = read.count(QStringLiteral("attempts"));
    a.at = read.time(QStringLiteral("at"));
    a.checkedAt = read.numbers(QStringLiteral("checkedAt"));
    if (!read.problem().isEmpty()) {
        kept->answers.insert(key, jsonText(v));
        unreadable->append({pointer(where, key), read.problem()});
        return;
    }
    p->answers.insert(key, a);
    if (QByteArray extra = read.unknownMembers(); !extra.isEmpty())
        kept->answerUnknown.insert(key, extra);
}

void readHistoryEntry(const QString& historyPath, qsizetype i, const QJsonValue& v,
                      LessonProgress* p, KeptLesson* kept, QList<Unreadable>* unreadable) {
    const Result<ReadAttempt> read = readAttempt(v);
    if (!read) {
        kept->history.insert(QStringLiteral("%1").arg(i, 9, 10, QLatin1Char('0')), jsonText(v));
        unreadable->append({pointer(historyPath, QString::number(i)), read.error().message});
        return;
    }
    const ReadAttempt& a = read.value();
    if (!a.unknown.isEmpty())
        kept->historyUnknown.insert(historyKey(a.attempt), a.unknown);
    p->history.append(a.attempt);
}

void readLesson(const QString& path, const QJsonObject& o, LessonProgress* p,
                detail::KeptLesson* kept, QList<Unreadable>* unreadable) {
    auto section = [&](const QString& name, auto&& each) {
        const QJsonValue v = o.value(name);
        if (v.isUndefined())
            return;
        if (!v.isObject()) {
            kept->unreadable.insert(name, jsonText(v));
            unreadable->append(
                {pointer(path, name),
                 said(QT_TRANSLATE_NOOP("lessons", "holds %1 where an object belongs"))
                     .arg(typeName(v))});
            return;
        }
        const QJsonObject entries = v.toObject();
        const QString sectionPath = pointer(path, name);
        for (auto it = entries.begin(); it != entries.end(); ++it)
            each(sectionPath, it.key(), it.value());
    };
    auto record = [&](const QString& where, const QJsonValue& v, const QString& what,
                      QHash<QString, QByteArray>* bad, const QString& key) -> bool {
        if (v.isObject())
            return true;
        bad->insert(key, jsonText(v));
        unreadable->append(
            {pointer(where, key), said(QT_TRANSLATE_NOOP("lessons", "holds %1 where %2 belongs"))
                                      .arg(typeName(v), what)});
        return false;
    };
    section(QStringLiteral("answers"),
            [&](const QString& where, const QString& key, const QJsonValue& v) {
                readAnswerEntry(where, key, v, p, kept, unreadable);
            });
    section(QStringLiteral("predictions"),
            [&](const QString& where, const QString& key, const QJsonValue& v) {
                if (!record(where, v, said(QT_TRANSLATE_NOOP("lessons", "a prediction record")),
                            &kept->predictions, key))
                    return;
                const QJsonObject r = v.toObject();
                RecordReader read(r, predictionFields());
                PredictionRecord pr;
                pr.predicted = read.text(QStringLiteral("predicted"));
                pr.observed = read.text(QStringLiteral("observed"));
                pr.correct = read.flag(QStringLiteral("correct"));
                pr.at = read.time(QStringLiteral("at"));
                pr.earlier = read.earlierPredictions(QStringLiteral("earlier"));
                pr.practice = read.flag(QStringLiteral("practice"));
                if (!read.problem().isEmpty()) {
                    kept->predictions.insert(key, jsonText(v));
                    unreadable->append({pointer(where, key), read.problem()});
                    return;
                }
                p->predictions.insert(key, pr);
                if (QByteArray extra = read.unknownMembers(); !extra.isEmpty())
                    kept->predictionUnknown.insert(key, extra);
            });
    section(QStringLiteral("explains"), [&](const QString& where, const QString& key,
                                            const QJsonValue& v) {
        if (!record(where, v, said(QT_TRANSLATE_NOOP("lessons", "an explain-it-back record")),
                    &kept->explains, key))
            return;
        const QJsonObject r = v.toObject();
        RecordReader read(r, explainFields());
        ExplainRecord e;
        e.text = read.text(QStringLiteral("text"));
        e.ticked = read.counts(QStringLiteral("ticked"));
        e.modelShown = read.flag(QStringLiteral("modelShown"));
        e.takeawaysShown = read.flag(QStringLiteral("takeawaysShown"));
        if (!read.problem().isEmpty()) {
            kept->explains.insert(key, jsonText(v));
            unreadable->append({pointer(where, key), read.problem()});
            return;
        }
        p->explains.insert(key, e);
        if (QByteArray extra = read.unknownMembers(); !extra.isEmpty())
            kept->explainUnknown.insert(key, extra);
    });
    section(QStringLiteral("walkthroughSteps"),
            [&](const QString& where, const QString& key, const QJsonValue& v) {
                if (isCount(v)) {
                    p->walkthroughSteps.insert(key, v.toInt());
                    return;
                }
                kept->steps.insert(key, jsonText(v));
                unreadable->append(
                    {pointer(where, key),
                     said(QT_TRANSLATE_NOOP("lessons", "holds %1 where a step number belongs"))
                         .arg(typeName(v))});
            });
    section(QStringLiteral("controls"),
            [&](const QString& where, const QString& key, const QJsonValue& v) {
                if (v.isDouble() && std::isfinite(v.toDouble())) {
                    p->controls.insert(key, v.toDouble());
                    return;
                }
                if (v.isBool() || v.isString()) {
                    p->controls.insert(key, v.toVariant());
                    return;
                }
                kept->controls.insert(key, jsonText(v));
                unreadable->append(
                    {pointer(where, key),
                     said(QT_TRANSLATE_NOOP("lessons", "holds %1 where a number, true/false or an "
                                                       "option id belongs"))
                         .arg(typeName(v))});
            });
    section(QStringLiteral("labs"), [&](const QString& where, const QString& key,
                                        const QJsonValue& v) {
        if (!record(where, v, said(QT_TRANSLATE_NOOP("lessons", "a lab record")), &kept->labs, key))
            return;
        const QJsonObject r = v.toObject();
        RecordReader read(r, labFields());
        LabRecord lab;
        lab.predicted = read.text(QStringLiteral("predicted"));
        lab.committed = read.flag(QStringLiteral("committed"));
        lab.scored = read.flag(QStringLiteral("scored"));
        lab.scoredRun = read.count(QStringLiteral("scoredRun"));
        lab.held = read.flag(QStringLiteral("held"));
        lab.heldScores = read.doubles(QStringLiteral("heldScores"));
        lab.logitsText = read.text(QStringLiteral("logitsText"));
        lab.dimsText = read.text(QStringLiteral("dimsText"));
        QString problem = read.problem();
        // "runs" and "shown" (the runs a Reset cleared) are lists of runs. Unknown members of a
        // run cannot be written back: such a run makes the lab unreadable.
        const auto readRuns = [&](const QString& field, QList<LabRunRecord>* out) {
            const QJsonValue runs = r.value(field);
            if (problem.isEmpty() && !runs.isUndefined() && !runs.isArray())
                problem = said(QT_TRANSLATE_NOOP(
                                   "lessons", "field \"%1\" holds %2 where a list of runs belongs"))
                              .arg(field, typeName(runs));
            for (const QJsonValue& item : runs.toArray()) {
                if (!problem.isEmpty())
                    break;
                if (!item.isObject()) {
                    problem = said(QT_TRANSLATE_NOOP("lessons",
                                                     "field \"%1\" holds %2 where a run belongs"))
                                  .arg(field, typeName(item));
                    break;
                }
                const QJsonObject runObject = item.toObject();
                RecordReader readRun(runObject, labRunFields());
                LabRunRecord run;
                run.scores = readRun.doubles(QStringLiteral("scores"));
                run.dims = readRun.counts(QStringLiteral("dims"));
                problem = readRun.problem();
                if (problem.isEmpty() && !readRun.unknownMembers().isEmpty())
                    problem = said(QT_TRANSLATE_NOOP(
                        "lessons", "a run holds fields other than \"scores\" and \"dims\""));
                out->append(run);
            }
        };
        readRuns(QStringLiteral("runs"), &lab.runs);
        readRuns(QStringLiteral("shown"), &lab.shown);
        if (!problem.isEmpty()) {
            kept->labs.insert(key, jsonText(v));
            unreadable->append({pointer(where, key), problem});
            return;
        }
        p->labs.insert(key, lab);
        if (QByteArray extra = read.unknownMembers(); !extra.isEmpty())
            kept->labUnknown.insert(key, extra);
    });
    const QJsonValue scroll = o.value(QStringLiteral("scrollY"));
    if (isInt(scroll)) {
        p->scrollY = scroll.toInt();
    } else if (!scroll.isUndefined()) {
        kept->unreadable.insert(QStringLiteral("scrollY"), jsonText(scroll));
        unreadable->append(
            {pointer(path, QStringLiteral("scrollY")),
             said(QT_TRANSLATE_NOOP("lessons", "holds %1 where a whole number belongs"))
                 .arg(typeName(scroll))});
    }
    // The reading place (records before it have scrollY alone): a block index and a share of
    // its height; a wrong type is kept and reported like every other part.
    const QJsonValue block = o.value(QStringLiteral("readingBlock"));
    if (isCount(block)) {
        p->readingBlock = block.toInt();
    } else if (!block.isUndefined()) {
        kept->unreadable.insert(QStringLiteral("readingBlock"), jsonText(block));
        unreadable->append(
            {pointer(path, QStringLiteral("readingBlock")),
             said(QT_TRANSLATE_NOOP("lessons", "holds %1 where a whole number belongs"))
                 .arg(typeName(block))});
    }
    const QJsonValue share = o.value(QStringLiteral("readingShare"));
    if (share.isDouble() && share.toDouble() >= 0 && share.toDouble() <= 1) {
        p->readingShare = share.toDouble();
    } else if (!share.isUndefined()) {
        kept->unreadable.insert(QStringLiteral("readingShare"), jsonText(share));
        unreadable->append(
            {pointer(path, QStringLiteral("readingShare")),
             said(QT_TRANSLATE_NOOP("lessons", "holds %1 where a number from 0 to 1 belongs"))
                 .arg(typeName(share))});
    }
    const QJsonValue lastSection = o.value(QStringLiteral("lastSection"));
    if (lastSection.isString()) {
        p->lastSection = lastSection.toString();
    } else if (!lastSection.isUndefined()) {
        kept->unreadable.insert(QStringLiteral("lastSection"), jsonText(lastSection));
        unreadable->append({pointer(path, QStringLiteral("lastSection")),
                            said(QT_TRANSLATE_NOOP("lessons", "holds %1 where a text belongs"))
                                .arg(typeName(lastSection))});
    }
    // The record's extras (lessons/record.h): a part of the wrong type is kept as it was.
    const struct {
        QString name;
        bool (QJsonValue::*fits)() const;
        const char* expected;
    } extras[] = {{QStringLiteral("history"), &QJsonValue::isArray,
                   QT_TRANSLATE_NOOP("lessons", "a list of attempts")},
                  {QStringLiteral("secondsSpent"), &QJsonValue::isDouble,
                   QT_TRANSLATE_NOOP("lessons", "a number")},
                  {QStringLiteral("lastOpened"), &QJsonValue::isString,
                   QT_TRANSLATE_NOOP("lessons", "a date")}};
    QJsonObject readable;
    for (const auto& extra : extras) {
        const QJsonValue v = o.value(extra.name);
        if (v.isUndefined())
            continue;
        if ((v.*extra.fits)()) {
            readable.insert(extra.name, v);
            continue;
        }
        kept->unreadable.insert(extra.name, jsonText(v));
        unreadable->append({pointer(path, extra.name),
                            said(QT_TRANSLATE_NOOP("lessons", "holds %1 where %2 belongs"))
                                .arg(typeName(v), said(extra.expected))});
    }
    // A year of seconds bounds any honest total; more is a damaged file, kept and reported.
    const QJsonValue seconds = readable.value(QStringLiteral("secondsSpent"));
    if (seconds.isDouble() &&
        !(seconds.toDouble() >= 0 && seconds.toDouble() <= 366.0 * 24 * 3600)) {
        readable.remove(QStringLiteral("secondsSpent"));
        kept->unreadable.insert(QStringLiteral("secondsSpent"), jsonText(seconds));
        unreadable->append(
            {pointer(path, QStringLiteral("secondsSpent")),
             said(QT_TRANSLATE_NOOP("lessons",
                                    "holds %1 where a number of seconds up to a year belongs"))
                 .arg(jsonText(seconds).constData())});
    }
    // Entry by entry: one of the wrong type is kept as it was and reported, never changed.
    const QJsonArray history = readable.value(QStringLiteral("history")).toArray();
    readable.remove(QStringLiteral("history"));
    const QString historyPath = pointer(path, QStringLiteral("history"));
    for (qsizetype i = 0; i < history.size(); ++i)
        readHistoryEntry(historyPath, i, history.at(i), p, kept, unreadable);
    readRecordExtras(readable, p);
    RecordReader rest(o, lessonFields());
    kept->unknown = rest.unknownMembers();
}

bool keptIsEmpty(const detail::KeptLesson& k) {
    return k.unknown.isEmpty() && k.unreadable.isEmpty() && k.answers.isEmpty() &&
           k.predictions.isEmpty() && k.explains.isEmpty() && k.steps.isEmpty() &&
           k.controls.isEmpty() && k.labs.isEmpty() && k.labUnknown.isEmpty() &&
           k.answerUnknown.isEmpty() && k.predictionUnknown.isEmpty() &&
           k.explainUnknown.isEmpty() && k.history.isEmpty() && k.historyUnknown.isEmpty();
}

QString historyKey(const Attempt& a) {
    return a.questionId + QChar(0x1f) + isoTime(a.at) + QChar(0x1f) + a.typed;
}

const QStringList& historyFields() {
    static const QStringList names = {QStringLiteral("question"), QStringLiteral("choices"),
                                      QStringLiteral("typed"),    QStringLiteral("correct"),
                                      QStringLiteral("at"),       QStringLiteral("checkedAt"),
                                      QStringLiteral("review")};
    return names;
}

Result<ReadAttempt> readAttempt(const QJsonValue& v) {
    if (!v.isObject())
        return Result<ReadAttempt>::failure(
            plainError(said(QT_TRANSLATE_NOOP("lessons", "holds %1 where an attempt belongs"))
                           .arg(typeName(v))));
    const QJsonObject o = v.toObject();
    RecordReader r(o, historyFields());
    Attempt a;
    a.questionId = r.text(QStringLiteral("question"));
    a.choices = r.texts(QStringLiteral("choices"));
    a.typed = r.text(QStringLiteral("typed"));
    a.correct = r.flag(QStringLiteral("correct"));
    a.at = r.time(QStringLiteral("at"));
    a.checkedAt = r.numbers(QStringLiteral("checkedAt"));
    a.review = r.flag(QStringLiteral("review"));
    QString problem = r.problem();
    if (problem.isEmpty() && a.questionId.isEmpty())
        problem = said(QT_TRANSLATE_NOOP("lessons", "has no question id"));
    if (!problem.isEmpty())
        return Result<ReadAttempt>::failure(plainError(problem));
    return ReadAttempt{a, r.unknownMembers()};
}

} // namespace lessons::detail
