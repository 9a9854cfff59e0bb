// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attention-lab-page-bench: the worst lessons --check lets through (tests/common/worstlessons.h),
// built and laid out as the window builds them (issue 11 item 9, issue 24). For each case: the
// parse (the check), the time from the page's construction to its last block built and laid out
// at 1000 px wide, and the longest stretch the UI thread was away from its event loop meanwhile
// (the window cannot repaint or take a key in it; the goal is 50 ms). Wall times swing with the
// other work on the machine, so each figure has its CPU time beside it.
//   attention-lab-page-bench [CASE [KIB]]   (QT_QPA_PLATFORM=offscreen works; KIB fills the
//   file only that far, to see how a case's cost grows)
//   attention-lab-page-bench --write DIR CASE COUNT   (COUNT copies of the case, each with its
//   own id, into DIR: the folder `attention-lab --check DIR` is timed on)

#include "app/lessonpage.h"
#include "app/progresskeeper.h"
#include "lessons/lesson.h"
#include "lessons/limits.h"
#include "tests/common/uiturns.h"
#include "tests/common/worstlessons.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace {

// How long the event loop runs on after the last block is built, for the layout it set off.
constexpr int kSettleMs = 300;
constexpr int kGiveUpMs = 300000;

struct Figures {
    double totalMs = 0.0;
    double cpuMs = 0.0;
    double longestWallMs = 0.0;
    double longestCpuMs = 0.0;
};

// Builds the page as the main window does (the first screen at once, the rest from the event
// loop) and runs the loop until it is built and laid out.
Figures buildPage(const lessons::Lesson& lesson, app::ProgressKeeper* keeper) {
    uiturns::Probe probe;
    std::unique_ptr<app::LessonPage> page;
    QElapsedTimer wall;
    double cpuStart = 0.0;
    Figures figures;
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(2);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (figures.totalMs == 0.0 && page && page->isComplete()) {
            figures.totalMs = double(wall.nsecsElapsed()) / 1e6;
            QTimer::singleShot(kSettleMs, &loop, &QEventLoop::quit);
        }
        if (wall.elapsed() > kGiveUpMs)
            loop.quit();
    });
    QTimer::singleShot(0, &loop, [&] {
        wall.start();
        cpuStart = uiturns::threadCpuMs();
        page = std::make_unique<app::LessonPage>(
            lesson, keeper, [](const QString&) { return QString(); }, QHash<QString, QVariant>(),
            nullptr, app::LessonPage::Build::FirstScreenFirst);
        page->resize(1000, 800);
        page->show();
    });
    probe.start();
    poll.start();
    loop.exec();
    probe.stop();
    figures.cpuMs = uiturns::threadCpuMs() - cpuStart;
    figures.longestWallMs = probe.longestWallMs();
    figures.longestCpuMs = probe.longestCpuMs();
    return figures;
}

} // namespace

int writeFolder(const QString& dir, const QString& name, int count) {
    for (const worstlessons::Case& c : worstlessons::cases()) {
        if (name != QLatin1String(c.name))
            continue;
        // Room for the longer id ("worst199"), so every file stays within the file cap.
        const QByteArray file = c.make(lessons::kMaxFileBytes - 8);
        for (int i = 0; i < count; ++i) {
            QFile out(QStringLiteral("%1/%2-%3.lesson.md")
                          .arg(dir, name)
                          .arg(i, 3, 10, QLatin1Char('0')));
            if (!out.open(QIODevice::WriteOnly) ||
                out.write(worstlessons::withId(file, "worst" + QByteArray::number(i))) !=
                    file.size() + qsizetype(QByteArray::number(i).size())) {
                std::fprintf(stderr, "%s: %s\n", qPrintable(out.fileName()),
                             qPrintable(out.errorString()));
                return 1;
            }
        }
        return 0;
    }
    std::fprintf(stderr, "no case %s\n", qPrintable(name));
    return 2;
}

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc == 5 && QByteArray(argv[1]) == "--write")
        return writeFolder(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]),
                           std::atoi(argv[4]));
    const QString only = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    qsizetype bytes = lessons::kMaxFileBytes;
    if (argc > 2)
        bytes = std::clamp<qsizetype>(std::atoll(argv[2]) * 1024, 1024, bytes);
    QTemporaryDir dir;
    app::ProgressKeeper keeper(dir.filePath(QStringLiteral("progress.json")));
    keeper.load();
    std::printf("caps: line %d chars, word %d chars, paragraph %d chars, readout %d "
                "expressions, %d formulas, %d characters in blocks, file %lld KiB\n",
                lessons::kMaxLineLength, lessons::kMaxWordLength, lessons::kMaxParagraphLength,
                lessons::kMaxReadoutExpressions, lessons::kMaxMathSpans, lessons::kMaxBlockText,
                lessons::kMaxFileBytes / 1024);
    for (const worstlessons::Case& c : worstlessons::cases()) {
        if (!only.isEmpty() && only != QLatin1String(c.name))
            continue;
        const QByteArray file = c.make(bytes);
        QElapsedTimer timer;
        timer.start();
        const double cpu = uiturns::threadCpuMs();
        const lessons::ParseResult parsed =
            lessons::parseLesson(file, QStringLiteral("w.lesson.md"));
        const double parseMs = double(timer.nsecsElapsed()) / 1e6;
        const double parseCpuMs = uiturns::threadCpuMs() - cpu;
        if (!parsed.lesson) {
            std::printf("%s: refused by --check (%s)\n", c.name,
                        qPrintable(parsed.diagnostics.value(0).toString()));
            continue;
        }
        const Figures f = buildPage(*parsed.lesson, &keeper);
        std::printf("%s_ms: %.0f ms (cpu %.0f ms), longest UI stretch %.1f ms (cpu %.1f ms); "
                    "check %.0f ms (cpu %.0f ms); %lld KiB\n",
                    c.name, f.totalMs, f.cpuMs, f.longestWallMs, f.longestCpuMs, parseMs,
                    parseCpuMs, qint64(file.size() / 1024));
        std::fflush(stdout);
    }
    return 0;
}
