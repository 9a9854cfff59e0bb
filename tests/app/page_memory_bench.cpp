// Benchmark (not a test): the peak memory of one lesson page built whole and settled, every
// chart's background work done, as a student sees it after scrolling through it.
//   page_memory_bench LESSON_ID [LESSONS_DIR]      (run offscreen: QT_QPA_PLATFORM=offscreen)
// Prints `name: value unit` lines.

#include "app/lessonpage.h"
#include "app/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>
#include <sys/resource.h>

int main(int argc, char** argv) {
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
    std::printf("page_cpu_s: %.2f s\n",
                double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                    1e-6 * double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec));
    return settled ? 0 : 1;
}
