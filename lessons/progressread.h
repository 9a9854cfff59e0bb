// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to lessons/progress*.cpp: reading a progress file's parts field by field.

#include "lessons/progress.h"
#include "lessons/progressjson.h"
#include "lessons/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace lessons::detail {

inline const QString kKeptUnreadable = QStringLiteral("keptUnreadable");

// A report of an unreadable part is kept with the record (the database's "report" rows) and said
// again at every start, perhaps in another language than the one of the day it was read. So it
// is made as its untranslated words and arguments (said(QT_TRANSLATE_NOOP("lessons", ...))
// .arg(...), an argument a said text itself), kept so, and translated only when it is shown:
// sayNow(). A text without such parts (a report kept by an older version) is shown as it is.
class Said {
public:
    explicit Said(const char* source) : source_(QString::fromUtf8(source)) {}
    Said& arg(const QString& a) {
        args_.append(a);
        return *this;
    }
    Said& arg(const QString& a, const QString& b) { return arg(a).arg(b); }
    operator QString() const; // NOLINT: the encoded text, where a QString is kept
private:
    QString source_;
    QStringList args_;
};
inline Said said(const char* source) {
    return Said(source);
}
// `text` with each said part in the language now installed.
QString sayNow(const QString& text);

QString typeName(const QJsonValue& v);
QString pointer(const QString& parent, const QString& key);
bool isCount(const QJsonValue& v);
bool isInt(const QJsonValue& v);

// Reads one record object field by field. A field of the wrong type makes the record unreadable:
// `problem` names it and the caller keeps the record as it was.
class RecordReader {
public:
    RecordReader(const QJsonObject& o, QStringList known) : o_(o), known_(std::move(known)) {}

    QString text(const QString& name) {
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return {};
        if (!v.isString())
            wrong(name, v, QCoreApplication::translate("lessons", "a text"));
        return v.toString();
    }
    bool flag(const QString& name) {
        const QJsonValue v = look(name);
        if (!v.isUndefined() && !v.isBool())
            wrong(name, v, QCoreApplication::translate("lessons", "true or false"));
        return v.toBool();
    }
    int count(const QString& name) {
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return 0;
        if (!isCount(v))
            wrong(name, v, QCoreApplication::translate("lessons", "a whole number of at least 0"));
        return v.toInt();
    }
    QDateTime time(const QString& name) {
        const QString s = text(name);
        if (s.isEmpty())
            return {};
        QDateTime t = fromIso(s);
        if (!t.isValid() && problem_.isEmpty())
            problem_ =
                QCoreApplication::translate("lessons", "field \"%1\" is no time stamp").arg(name);
        return t;
    }
    QStringList texts(const QString& name) {
        QStringList out;
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return out;
        if (!v.isArray()) {
            wrong(name, v, QCoreApplication::translate("lessons", "a list of texts"));
            return out;
        }
        for (const QJsonValue& item : v.toArray()) {
            if (!item.isString()) {
                wrong(name, item, QCoreApplication::translate("lessons", "a list of texts"));
                return out;
            }
            out.append(item.toString());
        }
        return out;
    }
    QList<int> counts(const QString& name) {
        QList<int> out;
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return out;
        if (!v.isArray()) {
            wrong(name, v, QCoreApplication::translate("lessons", "a list of whole numbers"));
            return out;
        }
        for (const QJsonValue& item : v.toArray()) {
            if (!isCount(item)) {
                wrong(name, item,
                      QCoreApplication::translate("lessons", "a list of whole numbers"));
                return out;
            }
            out.append(item.toInt());
        }
        return out;
    }
    QList<double> doubles(const QString& name) {
        QList<double> out;
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return out;
        if (!v.isArray()) {
            wrong(name, v, QCoreApplication::translate("lessons", "a list of numbers"));
            return out;
        }
        for (const QJsonValue& item : v.toArray()) {
            if (!item.isDouble()) {
                wrong(name, item, QCoreApplication::translate("lessons", "a list of numbers"));
                return out;
            }
            out.append(item.toDouble());
        }
        return out;
    }
    QHash<QString, double> numbers(const QString& name) {
        QHash<QString, double> out;
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return out;
        if (!v.isObject()) {
            wrong(name, v, QCoreApplication::translate("lessons", "an object of numbers"));
            return out;
        }
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!it.value().isDouble()) {
                wrong(name, it.value(),
                      QCoreApplication::translate("lessons", "an object of numbers"));
                return out;
            }
            out.insert(it.key(), it.value().toDouble());
        }
        return out;
    }

    // A prediction's `earlier` attempts: a list of objects with the prediction's own fields.
    QList<EarlierPrediction> earlierPredictions(const QString& name) {
        QList<EarlierPrediction> out;
        const QJsonValue v = look(name);
        if (v.isUndefined())
            return out;
        const QString what = QCoreApplication::translate("lessons", "a list of predictions");
        if (!v.isArray()) {
            wrong(name, v, what);
            return out;
        }
        for (const QJsonValue& item : v.toArray()) {
            if (!item.isObject()) {
                wrong(name, item, what);
                return out;
            }
            RecordReader each(item.toObject(),
                              {QStringLiteral("predicted"), QStringLiteral("observed"),
                               QStringLiteral("correct"), QStringLiteral("at"),
                               QStringLiteral("practice")});
            EarlierPrediction e;
            e.predicted = each.text(QStringLiteral("predicted"));
            e.observed = each.text(QStringLiteral("observed"));
            e.correct = each.flag(QStringLiteral("correct"));
            e.at = each.time(QStringLiteral("at"));
            e.practice = each.flag(QStringLiteral("practice"));
            if (!each.problem().isEmpty()) {
                if (problem_.isEmpty())
                    problem_ = each.problem();
                return out;
            }
            out.append(e);
        }
        return out;
    }

    QString problem() const { return problem_; }
    // `"key":value` of the members this version does not know.
    QByteArray unknownMembers() const {
        QByteArray out;
        if (o_.size() == found_)
            return out; // every member was a known field
        for (auto it = o_.begin(); it != o_.end(); ++it) {
            if (known_.contains(it.key()))
                continue;
            if (!out.isEmpty())
                out.append(',');
            JsonWriter::appendString(out, it.key());
            out.append(':');
            JsonWriter::appendValue(out, it.value());
        }
        return out;
    }

private:
    QJsonValue look(const QString& name) {
        QJsonValue v = o_.value(name);
        if (!v.isUndefined())
            ++found_;
        return v;
    }
    void wrong(const QString& name, const QJsonValue& v, const QString& expected) {
        if (problem_.isEmpty())
            problem_ =
                QCoreApplication::translate("lessons", "field \"%1\" holds %2 where %3 belongs")
                    .arg(name, typeName(v), expected);
    }

    const QJsonObject& o_;
    QStringList known_;
    QString problem_;
    qsizetype found_ = 0;
};

struct Unreadable {
    QString path;
    QString problem;
};

const QStringList& answerFields();
const QStringList& predictionFields();
const QStringList& explainFields();
const QStringList& labFields();
const QStringList& labRunFields();
const QStringList& lessonFields();
const QStringList& rootFields();

// One member of a lesson's "answers" and one entry of its "history", as readLesson reads them;
// the streaming reader (progressstream.cpp) feeds them one at a time.
void readAnswerEntry(const QString& where, const QString& key, const QJsonValue& v,
                     LessonProgress* p, KeptLesson* kept, QList<Unreadable>* unreadable);
void readHistoryEntry(const QString& historyPath, qsizetype i, const QJsonValue& v,
                      LessonProgress* p, KeptLesson* kept, QList<Unreadable>* unreadable);
void readLesson(const QString& path, const QJsonObject& o, LessonProgress* p, KeptLesson* kept,
                QList<Unreadable>* unreadable);

bool keptIsEmpty(const KeptLesson& k);

// What ties an attempt's unknown members to it: question, time and typed answer.
QString historyKey(const Attempt& a);
// One history entry as the store writes it, with the JSON of its members this version does not
// know; a failure for anything else (a field of the wrong type, no question id, a time that is no
// time stamp), which is then kept as it was.
struct ReadAttempt {
    Attempt attempt;
    QByteArray unknown;
};
Result<ReadAttempt> readAttempt(const QJsonValue& v);

} // namespace lessons::detail
