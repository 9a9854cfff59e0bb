// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Helper of tst_killwhilesaving: answers questions one after another through the application's
// ProgressKeeper, printing "saved N" after each answer is on disk, until it is killed.
//   progress_writer PROGRESS_FILE

#include "app/progresskeeper.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTextStream>

#include <cstdio>

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
    }
}
