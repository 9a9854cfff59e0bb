// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to lessons/recorddb*.cpp: how the record's values are turned into SQLite columns and
// back (the texts, numbers and lab states are JSON text), and the sections of the kept table.

#include "lessons/progress.h"
#include "lessons/result.h"

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace lessons::recordsql {

QString sqlProblem(const QSqlError& e);
// Qt binds a null QString as SQL NULL; the text columns are NOT NULL.
QString text(const QString& s);
// Executes a prepared query; a failure carries SQLite's words (sqlProblem).
Status run(QSqlQuery& q);

QByteArray textsJson(const QStringList& texts);
QByteArray numbersJson(const QHash<QString, double>& numbers);
// A prediction's earlier attempts, column predictions.earlier (schema 3).
QByteArray earlierJson(const QList<EarlierPrediction>& earlier);
QList<EarlierPrediction> earlierFrom(const QString& json);
QJsonValue parsed(const QString& json);
QStringList textsFrom(const QString& json);
QHash<QString, double> numbersFrom(const QString& json);
QByteArray labJson(const LabRecord& r);
LabRecord labFrom(const QString& json);
QByteArray controlJson(const QVariant& value);
QVariant controlFrom(const QString& json);
QByteArray countsJson(const QList<int>& counts);

// The sections of the kept table and the store's maps they hold.
struct KeptSection {
    const char* name;
    QHash<QString, QByteArray> detail::KeptLesson::*map;
};
inline const KeptSection kKeptSections[] = {
    {"unreadable", &detail::KeptLesson::unreadable},
    {"answers", &detail::KeptLesson::answers},
    {"predictions", &detail::KeptLesson::predictions},
    {"explains", &detail::KeptLesson::explains},
    {"steps", &detail::KeptLesson::steps},
    {"controls", &detail::KeptLesson::controls},
    {"labs", &detail::KeptLesson::labs},
    {"labUnknown", &detail::KeptLesson::labUnknown},
    {"answerUnknown", &detail::KeptLesson::answerUnknown},
    {"predictionUnknown", &detail::KeptLesson::predictionUnknown},
    {"explainUnknown", &detail::KeptLesson::explainUnknown},
    {"history", &detail::KeptLesson::history},
    {"historyUnknown", &detail::KeptLesson::historyUnknown},
};

} // namespace lessons::recordsql
