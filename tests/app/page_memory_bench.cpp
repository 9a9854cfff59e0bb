// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Benchmark (not a test): the peak memory of one lesson page built whole and settled, every
// chart's background work done, as a student sees it after scrolling through it.
//   page_memory_bench LESSON_ID [LESSONS_DIR]      (run offscreen: QT_QPA_PLATFORM=offscreen)
// Prints `name: value unit` lines.

#include "app/heappolicy.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <QFile>

#include <cstdio>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <sys/resource.h>

namespace {

// One field of /proc/self/smaps_rollup in MiB (the whole process as it is now), -1 when absent.
double rollupMib(const QByteArray& rollup, const QByteArray& field) {
    for (const QByteArray& line : rollup.split('\n')) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return -1.0;
}

} // namespace

int main(int argc, char** argv) {
    app::shareOneHeapArena(); // as the application does
    app::interpretRegularExpressions();
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: page_memory_bench LESSON_ID [LESSONS_DIR]\n");
        return 2;
    }
    QTemporaryDir data; // never the learner's record
    app::MainWindowOptions options;
    options.lessonId = QString::fromLocal8Bit(argv[1]);
    options.dataDir = data.path();
    if (argc > 2)
        options.lessonsDir = QString::fromLocal8Bit(argv[2]);
    QElapsedTimer clock;
    clock.start();
    app::MainWindow window(options);
    window.waitForCourse(); // a lesson folder is read on a worker thread
    window.show();
    QCoreApplication::processEvents();
    if (!window.page())
        return 1;
    window.page()->ensureBuilt();
    // The bound only guards against a hang; settling takes well under a second.
    while (!window.page()->isSettled() && clock.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    window.repaint();
    const bool settled = window.page()->isSettled();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("page_lesson: %s\n", argv[1]);
    std::printf("page_settled: %s\n", settled ? "yes" : "no (timed out)");
    std::printf("page_built_and_settled_ms: %.0f ms\n", double(clock.elapsed()));
    std::printf("page_peak_rss_mib: %.1f MiB\n", double(usage.ru_maxrss) / 1024.0);
    // Where the settled page's memory is (the peak is reached at the end): malloc's heap,
    // anonymous memory beside it (the window's backing store, the bench's checkpoints, thread
    // stacks), and mapped files (libraries, fonts), which a bare Qt window pays mostly too.
    QFile rollupFile(QStringLiteral("/proc/self/smaps_rollup"));
    if (rollupFile.open(QIODevice::ReadOnly)) {
        const QByteArray rollup = rollupFile.readAll();
        const double rss = rollupMib(rollup, "Rss");
        const double anonymous = rollupMib(rollup, "Anonymous");
        std::printf("page_rss_now_mib: %.1f MiB\n", rss);
        std::printf("page_rss_anonymous_mib: %.1f MiB\n", anonymous);
        std::printf("page_rss_files_mib: %.1f MiB\n", rss - anonymous);
    }
#ifdef __GLIBC__
    const struct mallinfo2 heap = mallinfo2();
    std::printf("page_malloc_in_use_mib: %.1f MiB (of which %.1f MiB in mmapped blocks)\n",
                double(heap.uordblks + heap.hblkhd) / 1048576.0, double(heap.hblkhd) / 1048576.0);
    std::printf("page_malloc_free_kept_mib: %.1f MiB\n", double(heap.fordblks) / 1048576.0);
#endif
    std::printf("page_cpu_s: %.2f s\n",
                double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                    1e-6 * double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec));
    return settled ? 0 : 1;
}
