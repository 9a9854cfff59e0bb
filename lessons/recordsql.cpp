// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/recordsql.h"

#include "lessons/progressjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace lessons::recordsql {
using detail::JsonWriter;

QString sqlProblem(const QSqlError& e) {
    QString text = e.databaseText().isEmpty() ? e.text() : e.databaseText();
    return text.isEmpty() ? QStringLiteral("unknown error") : text;
}

QString text(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

Status run(QSqlQuery& q) {
    if (q.exec())
        return {};
    return Status::failure(plainError(sqlProblem(q.lastError())));
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

QByteArray earlierJson(const QList<EarlierPrediction>& earlier) {
    QJsonArray list;
    for (const EarlierPrediction& e : earlier) {
        QJsonObject each{{QStringLiteral("predicted"), e.predicted},
                         {QStringLiteral("observed"), e.observed},
                         {QStringLiteral("correct"), e.correct},
                         {QStringLiteral("at"), detail::isoTime(e.at)}};
        if (e.practice) // absent: counts as before schema 5
            each.insert(QStringLiteral("practice"), true);
        list.append(each);
    }
    return QJsonDocument(list).toJson(QJsonDocument::Compact);
}

QList<EarlierPrediction> earlierFrom(const QString& json) {
    QList<EarlierPrediction> out;
    for (const QJsonValue& v : parsed(json).toArray()) {
        const QJsonObject o = v.toObject();
        out.append({o.value(QStringLiteral("predicted")).toString(),
                    o.value(QStringLiteral("observed")).toString(),
                    o.value(QStringLiteral("correct")).toBool(),
                    detail::fromIso(o.value(QStringLiteral("at")).toString()),
                    o.value(QStringLiteral("practice")).toBool()});
    }
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
    auto runList = [&numbers](const QList<LabRunRecord>& list) {
        QJsonArray runs;
        for (const LabRunRecord& run : list) {
            QJsonArray dims;
            for (int d : run.dims)
                dims.append(d);
            runs.append(QJsonObject{{QStringLiteral("scores"), numbers(run.scores)},
                                    {QStringLiteral("dims"), dims}});
        }
        return runs;
    };
    QJsonObject o{
        {QStringLiteral("runs"), runList(r.runs)},    {QStringLiteral("predicted"), r.predicted},
        {QStringLiteral("committed"), r.committed},   {QStringLiteral("scored"), r.scored},
        {QStringLiteral("logitsText"), r.logitsText}, {QStringLiteral("dimsText"), r.dimsText}};
    if (r.scoredRun > 0)
        o.insert(QStringLiteral("scoredRun"), r.scoredRun);
    if (r.held) {
        o.insert(QStringLiteral("held"), true);
        o.insert(QStringLiteral("heldScores"), numbers(r.heldScores));
    }
    if (!r.shown.isEmpty())
        o.insert(QStringLiteral("shown"), runList(r.shown));
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
    auto runList = [&numbers](const QJsonValue& v) {
        QList<LabRunRecord> runs;
        for (const QJsonValue& runValue : v.toArray()) {
            const QJsonObject run = runValue.toObject();
            LabRunRecord out;
            out.scores = numbers(run.value(QStringLiteral("scores")));
            for (const QJsonValue& d : run.value(QStringLiteral("dims")).toArray())
                out.dims.append(d.toInt());
            runs.append(out);
        }
        return runs;
    };
    LabRecord r;
    r.runs = runList(o.value(QStringLiteral("runs")));
    r.shown = runList(o.value(QStringLiteral("shown")));
    r.predicted = o.value(QStringLiteral("predicted")).toString();
    r.committed = o.value(QStringLiteral("committed")).toBool();
    r.scored = o.value(QStringLiteral("scored")).toBool();
    r.scoredRun = std::max(0, o.value(QStringLiteral("scoredRun")).toInt());
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

} // namespace lessons::recordsql
