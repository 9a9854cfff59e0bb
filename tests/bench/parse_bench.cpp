// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attention-lab-parse-bench: CPU time to parse every lesson file of a folder (the built-in
// lessons by default), once under each of the parser's check levels, the best of several passes
// (the machine is shared: the best pass is the one least disturbed). Issue 21: building every
// block's spec at parse had doubled this for lessons that were never opened.
//   attention-lab-parse-bench [DIR [PASSES]]

#include "lessons/lesson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace {

double processCpuMs() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString dir = args.value(1, QStringLiteral("resources/lessons"));
    const int passes = std::max(1, args.value(2, QStringLiteral("10")).toInt());
    QList<QPair<QString, QByteArray>> files;
    const QStringList names = QDir(dir).entryList({QStringLiteral("*.lesson.md")}, QDir::Files);
    for (const QString& name : names) {
        QFile file(QDir(dir).filePath(name));
        if (file.open(QIODevice::ReadOnly))
            files.append({name, file.readAll()});
    }
    if (files.isEmpty()) {
        std::fprintf(stderr, "no lesson files in %s\n", qPrintable(dir));
        return 1;
    }
    const struct {
        const char* name;
        lessons::Checks checks;
    } levels[] = {{"All", lessons::Checks::All},
                  {"SkipWarningSweeps", lessons::Checks::SkipWarningSweeps},
                  {"CompiledIn", lessons::Checks::CompiledIn}};
    for (const auto& level : levels) {
        double best = 1e300;
        for (int pass = 0; pass < passes; ++pass) {
            const double start = processCpuMs();
            for (const auto& [name, bytes] : files) {
                const lessons::ParseResult parsed = lessons::parseLesson(bytes, name, level.checks);
                if (!parsed.lesson) {
                    std::fprintf(stderr, "%s does not parse\n", qPrintable(name));
                    return 1;
                }
            }
            best = std::min(best, processCpuMs() - start);
        }
        std::printf("%-18s %d files: %.1f ms CPU (best of %d)\n", level.name, int(files.size()),
                    best, passes);
    }
    return 0;
}
