// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Helper of tst_killwhilesaving: answers questions one after another through the application's
// ProgressKeeper, printing "saved N" after each answer is on disk, until it is killed. Between
// answers it imports a record of one lesson, "bulk-N" with kBulkAnswers answers ("imported N"
// once that is on disk), and resets the lesson imported before ("reset N"), so kills fall into
// imports and resets as well.
//   progress_writer PROGRESS_FILE

#include "app/progresskeeper.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>

namespace {
constexpr int kBulkAnswers = 40; // tst_killwhilesaving checks a bulk lesson holds all or none

QByteArray bulkRecord(int n) {
    QJsonObject answers;
    for (int i = 0; i < kBulkAnswers; ++i)
        answers.insert(QStringLiteral("b%1").arg(i),
                       QJsonObject{{QStringLiteral("choices"), QJsonArray()},
                                   {QStringLiteral("typed"), QString(500, QLatin1Char('y'))},
                                   {QStringLiteral("correct"), true},
                                   {QStringLiteral("attempts"), 1},
                                   {QStringLiteral("at"), QStringLiteral("2026-12-05T09:00:00Z")}});
    const QJsonObject lesson{{QStringLiteral("answers"), answers}};
    const QJsonObject lessons{{QStringLiteral("bulk-%1").arg(n), lesson}};
    return QJsonDocument(
               QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("lessons"), lessons}})
        .toJson(QJsonDocument::Compact);
}
} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    app::ProgressKeeper keeper(QString::fromLocal8Bit(argv[1]));
    const lessons::ProgressStore::LoadReport report = keeper.load();
    if (!report.ok) {
        std::fprintf(stdout, "corrupt %s\n", qPrintable(report.message));
        return 3;
    }
    const lessons::LessonProgress* saved = keeper.find(QStringLiteral("kill-test"));
    int next = saved ? int(saved->answers.size()) : 0;
    // Long enough answers that a write takes a while and a kill lands mid-write now and then.
    const QString padding(2000, QLatin1Char('x'));
    for (;; ++next) {
        lessons::AnswerRecord record;
        record.typed = QString::number(next);
        record.choices = {padding};
        record.correct = next % 2 == 0;
        record.attempts = 1;
        record.at = QDateTime::currentDateTimeUtc();
        keeper.recordAnswer(QStringLiteral("kill-test"), QStringLiteral("q%1").arg(next), record);
        // Saves run in the background; "saved" is printed only once this one is on disk.
        if (!keeper.flush())
            return 4;
        std::fprintf(stdout, "saved %d\n", next);
        std::fflush(stdout);
        QString backup;
        QString error;
        if (next % 3 == 1) {
            if (!keeper.importRecord(bulkRecord(next), QDateTime::currentDateTimeUtc(), &backup,
                                     &error) ||
                !keeper.flush())
                return 5;
            std::fprintf(stdout, "imported %d\n", next);
            std::fflush(stdout);
        } else if (next % 3 == 2 && keeper.find(QStringLiteral("bulk-%1").arg(next - 1))) {
            if (!keeper.resetLessons({QStringLiteral("bulk-%1").arg(next - 1)},
                                     QDateTime::currentDateTimeUtc(), &backup, &error) ||
                !keeper.flush())
                return 6;
            std::fprintf(stdout, "reset %d\n", next - 1);
            std::fflush(stdout);
        }
    }
}
