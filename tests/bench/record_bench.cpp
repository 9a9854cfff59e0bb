// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attention-lab-record-bench: how the learner's record scales (issue 11). Prints one
// "name: value unit" line per figure for a record of N answers (default 1,000,000), spread over
// 1,000 lessons or all in one:
//   save_ms, file_mb  writing the record as progress.json (an older version's record)
//   load_ms           the first start of this version: progress.json imported into record.sqlite
//                     in one transaction (ProgressKeeper::load); db_mb the database's size
//   start_ui_ms       a later start (ProgressKeeper::startLoading from the database, quick_check
//                     included), as the window reads a large record:
//                     the longest the UI thread is blocked from the call until the record is in
//   start_read_ms     ... and the wall time until it is in (on the worker thread)
//   record_answer_ui_ms  the UI thread's share of answering a question while saves run (max
//                     and median over 50 answers, wall and UI-thread CPU: a snapshot, and a copy
//                     of the one chunk of the lesson's answers and history a save still holds)
//   record_control_ui_ms  the UI thread's share of one slider move (max and median over 1,000
//                     moves): the position goes into the record, saved after a pause
//   answer_written_ms the whole cost of writing one answer, waited for (median and max of 30)
//   flush_ms          on exit: waiting for the running write and writing what is still queued
//   attempts_of_ms    one question's attempts found in lesson-0's history (lessons::attemptsOf),
//                     as the review schedule and the overview look for each question shown
//   csv_ms            the record as CSV, one row per attempt, as `--export-record FILE.csv`
//                     writes it (app::exportRecord: lessons::writeRecordCsv, streamed)
//   export_csv_ms, export_json_ms  Record > Export record as CSV / JSON as the window runs it
//                     (app::exportRecordInBackground), with the longest UI-thread block, its
//                     CPU time and the most CPU the UI thread took in any one turn
//   reset_ms          Record > Reset this lesson on lesson-0: the whole record's JSON backup,
//                     the reset, and waiting until it is written, on the worker thread; with
//                     the longest the UI thread was busy at once meanwhile (wall and CPU)
//   restore_ms        Record > Restore record from that backup, until it is written (the same)
//   import_ms         Record > Import record of that backup into the restored record (the same)
//   course_lesson_ui_ms  a later start where lesson-0 is a course lesson but not the last one:
//                     the UI thread's longest turn until the lesson is in, read on the worker
//                     at its first look (ProgressKeeper::find) or named to the start
//                     (ProgressKeeper::readAlso) and read with the record; and the wall time
//   peak_*_mib        the process's peak resident memory (VmHWM) during start, the answers and
//                     the slider moves, and quit, each measured from a reset of the peak
//                     (/proc/self/clear_refs) after the set-up has freed its copy of the record,
//                     so the figures are what an application holding this record needs
//                     (the record pages its lessons: lesson-0, its last lesson, is read at
//                     start; the other lessons stay in the database)
// The layout one_lesson_history is one_lesson with each answer's attempt in the lesson's history
// too, as the application records an answer (lessons::addAttempt); only run when named.
// RECORD_BENCH_DIR and RECORD_BENCH_SET_UP_ONLY: see run(); the record is measured by a process
// of its own (the peaks start from the process's own size, not from the set-up's leftovers).
// The whole process, set-up included: run it under /usr/bin/time -v (one layout at a time:
// ANSWERS LAYOUT).
//   attention-lab-record-bench [ANSWERS [spread|one_lesson|one_lesson_history]]

#include "app/progresskeeper.h"
#include "app/recordexport.h"
#include "lessons/course.h"
#include "lessons/record.h"
#include "lessons/recordsummary.h"
#include "tests/common/peakmemory.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>

#include <QFile>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <malloc.h>
#include <vector>

namespace {

lessons::AnswerRecord answer(int i) {
    lessons::AnswerRecord r;
    r.choices = {QStringLiteral("b")};
    r.typed = QString::number(i);
    r.correct = i % 3 != 0;
    r.attempts = 1 + i % 4;
    r.at = QDateTime::fromMSecsSinceEpoch(1764000000000LL + i * 1000LL, Qt::UTC);
    return r;
}

// Wall-clock figures swing with the other work on the machine; CPU time is printed beside them.
double cpuMsSince(std::clock_t start) {
    return 1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC;
}

// The calling thread's CPU time: on a loaded machine the wall time of a short step also holds
// the time spent waiting for a core.
double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// The longest turn of the UI thread (wall) and the most CPU any one turn took: on a loaded
// machine the wall time of a turn also holds the time spent waiting for a core, so a long wall
// block with little CPU is a preemption, not work done on the UI thread.
struct UiBlocks {
    double longestWall = 0.0;
    double cpuOfLongest = 0.0;
    double mostCpu = 0.0;
    void add(double wallMs, double cpuMs) {
        if (wallMs > longestWall) {
            longestWall = wallMs;
            cpuOfLongest = cpuMs;
        }
        mostCpu = std::max(mostCpu, cpuMs);
    }
};

// Runs `turn` once on the UI thread and adds its wall and CPU time to `blocks`.
void timeTurn(UiBlocks* blocks, const std::function<void()>& turn) {
    QElapsedTimer wall;
    wall.start();
    const double cpu = threadCpuMs();
    turn();
    blocks->add(double(wall.nsecsElapsed()) / 1e6, threadCpuMs() - cpu);
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

void run(const char* layout, int answers, int lessonCount, bool history = false) {
    // RECORD_BENCH_DIR keeps the record in DIR/LAYOUT: a run with RECORD_BENCH_SET_UP_ONLY=1
    // makes it and stops, a later run finds it and skips the set-up, so the figures below come
    // from a process that never held the set-up's copy (whose heap fragments malloc keeps).
    QTemporaryDir temporary;
    const QString kept = qEnvironmentVariable("RECORD_BENCH_DIR");
    const QDir dir = kept.isEmpty() ? QDir(temporary.path())
                                    : QDir(kept + QLatin1Char('/') + QLatin1String(layout));
    if (!kept.isEmpty())
        dir.mkpath(QStringLiteral("."));
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    const bool setUpOnly = qEnvironmentVariableIntValue("RECORD_BENCH_SET_UP_ONLY") != 0;
    const bool reuse = !kept.isEmpty() && !setUpOnly &&
                       QFileInfo::exists(dir.filePath(QStringLiteral("record.sqlite")));
    bool written = reuse;
    // The set-up on a thread of its own: the memory it frees stays out of the UI thread's malloc
    // arena, where glibc would consolidate it at the UI thread's next allocation over 1 KiB (up
    // to 130 ms for a million answers), a cost no started application pays.
    QThread* setUp = QThread::create([&] {
        lessons::ProgressStore store(path);
        store.load();
        // As in a learner's record: the lesson answered in is the one the window reopens.
        store.setLastLessonId(QStringLiteral("lesson-0"));
        const int perLesson = answers / lessonCount;
        for (int l = 0; l < lessonCount; ++l) {
            lessons::LessonProgress& p = store.lesson(QStringLiteral("lesson-%1").arg(l));
            for (int i = 0; i < perLesson; ++i) {
                // As lessons::addAttempt records it (which looks through the history first).
                const lessons::AnswerRecord a = answer(i);
                p.answers.insert(QStringLiteral("q%1").arg(i), a);
                if (history)
                    p.history.append(
                        {QStringLiteral("q%1").arg(i), a.choices, a.typed, a.correct, a.at, {}});
            }
        }
        QElapsedTimer t;
        t.start();
        const std::clock_t cpu = std::clock();
        if (const lessons::Status saved = store.save(); !saved) {
            std::printf("save failed: %s\n", qPrintable(saved.error().message));
            return;
        }
        written = true;
        std::printf("%s_save_ms: %.0f ms (cpu %.0f ms)\n", layout, double(t.nsecsElapsed()) / 1e6,
                    cpuMsSince(cpu));
        std::printf("%s_file_mb: %.1f MB\n", layout,
                    double(QFileInfo(path).size()) / (1024.0 * 1024.0));
        app::ProgressKeeper reader(path);
        t.restart();
        const std::clock_t readCpu = std::clock();
        const lessons::ProgressStore::LoadReport report = reader.load();
        std::printf("%s_load_ms: %.0f ms (cpu %.0f ms, %s)\n", layout,
                    double(t.nsecsElapsed()) / 1e6, cpuMsSince(readCpu),
                    report.ok ? "ok" : qPrintable(report.message));
        std::printf("%s_db_mb: %.1f MB\n", layout,
                    double(QFileInfo(reader.filePath()).size()) / (1024.0 * 1024.0));
    });
    if (!reuse) {
        setUp->start();
        setUp->wait();
    }
    delete setUp;
    if (!written || setUpOnly)
        return;
    // The set-up's record is freed; its pages go back to the system as they would for a process
    // that never held them, so the peaks below are the keeper's own.
    malloc_trim(0);
    testenv::resetPeakMiB();
    std::printf("%s_rss_before_start_mib: %.1f MiB\n", layout, testenv::peakMiB());
    QElapsedTimer t;
    app::ProgressKeeper keeper(path);
    t.restart();
    keeper.startLoading();
    double longestUi = double(t.nsecsElapsed()) / 1e6;
    while (keeper.isLoading()) {
        QElapsedTimer step;
        step.start();
        QCoreApplication::processEvents(); // delivers the loaded record
        longestUi = std::max(longestUi, double(step.nsecsElapsed()) / 1e6);
        QThread::msleep(1);
    }
    std::printf("%s_start_ui_ms: %.1f ms longest UI-thread block\n", layout, longestUi);
    std::printf("%s_start_read_ms: %.0f ms until the record is in\n", layout,
                double(t.nsecsElapsed()) / 1e6);
    std::printf("%s_peak_start_mib: %.1f MiB\n", layout, testenv::peakMiB());
    if (const lessons::LessonProgress* lesson0 = keeper.find(QStringLiteral("lesson-0"))) {
        // What the review schedule and the overview do for each question of a page, on the UI
        // thread: one question's attempts, looked for through the whole history.
        // The lesson's index of attempts by question is built where the lesson is read (on
        // the worker thread at start); then a look is a hash lookup.
        for (const char* question : {"q7", "q8"}) {
            t.restart();
            const double cpuBefore = threadCpuMs();
            const qsizetype found = lessons::attemptsOf(*lesson0, QLatin1String(question)).size();
            std::printf("%s_attempts_of_ms: %.3f ms (UI-thread CPU %.3f ms) for one question's "
                        "%lld attempt(s) among %lld\n",
                        layout, double(t.nsecsElapsed()) / 1e6, threadCpuMs() - cpuBefore,
                        qint64(found), qint64(lesson0->history.size()));
        }
    }
    testenv::resetPeakMiB();
    std::vector<double> ui;
    std::vector<double> uiCpu;
    for (int i = 0; i < 50; ++i) {
        t.restart();
        const double cpuBefore = threadCpuMs();
        keeper.recordAnswer(QStringLiteral("lesson-0"), QStringLiteral("new%1").arg(i), answer(i));
        uiCpu.push_back(threadCpuMs() - cpuBefore);
        ui.push_back(double(t.nsecsElapsed()) / 1e6);
        QCoreApplication::processEvents(); // lets finished saves hand over to the next one
    }
    std::printf("%s_record_answer_ui_ms: median %.3f ms, max %.1f ms over %zu answers (UI-thread "
                "CPU: median %.3f ms, max %.1f ms at answer %d)\n",
                layout, median(ui), *std::max_element(ui.begin(), ui.end()), ui.size(),
                median(uiCpu), *std::max_element(uiCpu.begin(), uiCpu.end()),
                int(std::max_element(uiCpu.begin(), uiCpu.end()) - uiCpu.begin()));
    std::vector<double> moves;
    for (int i = 0; i < 1000; ++i) {
        t.restart();
        keeper.recordControl(QStringLiteral("lesson-0"), QStringLiteral("dk"), double(1 + i % 64));
        moves.push_back(double(t.nsecsElapsed()) / 1e6);
        QCoreApplication::processEvents();
    }
    std::printf("%s_record_control_ui_ms: median %.4f ms, max %.2f ms over %zu moves\n", layout,
                median(moves), *std::max_element(moves.begin(), moves.end()), moves.size());
    // One answer at a time, each waited for until it is in the database: the writer's whole
    // cost per answer (its transaction and commit, and its connection when it opens one).
    std::vector<double> perAnswer;
    for (int i = 0; i < 30; ++i) {
        t.restart();
        keeper.recordAnswer(QStringLiteral("lesson-0"), QStringLiteral("w%1").arg(i), answer(i));
        keeper.flush();
        perAnswer.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf("%s_answer_written_ms: median %.2f ms, max %.1f ms over %zu answers\n", layout,
                median(perAnswer), *std::max_element(perAnswer.begin(), perAnswer.end()),
                perAnswer.size());
    std::printf("%s_peak_answer_mib: %.1f MiB (answers and moves)\n", layout, testenv::peakMiB());
    testenv::resetPeakMiB();
    t.restart();
    keeper.flush();
    std::printf("%s_flush_ms: %.0f ms\n", layout, double(t.nsecsElapsed()) / 1e6);
    std::printf("%s_peak_quit_mib: %.1f MiB\n", layout, testenv::peakMiB());

    // `--export-record FILE.csv`: the CSV as the user gets it, written as it is made
    // (app::exportRecord, lessons::writeRecordCsv through a QSaveFile), the lessons read from the
    // database one at a time. Until record29 this line measured lessons::recordToCsv, which
    // builds the whole text in memory and which no export runs.
    {
        const QString target = dir.filePath(QStringLiteral("streamed.csv"));
        QString csvError;
        testenv::resetPeakMiB();
        t.restart();
        const std::clock_t csvCpu = std::clock();
        const bool csvOk = app::exportRecord(target, lessons::Course(), keeper.store(),
                                             QDateTime::currentDateTime(), &csvError);
        std::printf("%s_csv_ms: %.0f ms (cpu %.0f ms) for %.1f MB written as it is made%s (peak "
                    "%.1f MiB)\n",
                    layout, double(t.nsecsElapsed()) / 1e6, cpuMsSince(csvCpu),
                    double(QFileInfo(target).size()) / (1024.0 * 1024.0),
                    csvOk ? "" : qPrintable(QStringLiteral(" FAILED ") + csvError),
                    testenv::peakMiB());
        QFile::remove(target);
    }

    // Record > Export record as CSV and as JSON, as the window runs them
    // (app::exportRecordInBackground): the longest the UI thread is busy at once (the call, then
    // each turn of the event loop until it is written), the wall time and the peak.
    for (const char* suffix : {"csv", "json"}) {
        const QString target = dir.filePath(QStringLiteral("export.") + QLatin1String(suffix));
        bool exported = false;
        QString exportError;
        testenv::resetPeakMiB();
        QElapsedTimer wall;
        wall.start();
        QObject context;
        UiBlocks blocks;
        timeTurn(&blocks, [&] {
            app::exportRecordInBackground(target, lessons::Course(), keeper.store(),
                                          QDateTime::currentDateTime(), &context,
                                          [&](const QString& error) {
                                              exported = true;
                                              exportError = error;
                                          });
        });
        const double callCpu = blocks.mostCpu;
        while (!exported) {
            timeTurn(&blocks, [] { QCoreApplication::processEvents(); });
            QThread::msleep(1);
        }
        std::printf("%s_export_%s_ms: %.0f ms for %.1f MB, UI thread at most %.1f ms at once "
                    "(CPU %.1f ms; most CPU at once %.1f ms, the call %.1f ms)%s (peak %.1f MiB)\n",
                    layout, suffix, double(wall.nsecsElapsed()) / 1e6,
                    double(QFileInfo(target).size()) / (1024.0 * 1024.0), blocks.longestWall,
                    blocks.cpuOfLongest, blocks.mostCpu, callCpu,
                    exportError.isEmpty() ? ""
                                          : qPrintable(QStringLiteral(" FAILED ") + exportError),
                    testenv::peakMiB());
        QFile::remove(target);
    }

    // Record > Reset this lesson (lesson-0, a JSON backup of the whole record first), then
    // Record > Restore record from that backup, both on the worker thread as the window runs them
    // (ProgressKeeper::startReset, startRestore): the longest the UI thread is busy at once (the
    // call, then each turn of the event loop until it is done), and the wall time.
    QString backupPath;
    bool finished = false;
    app::ProgressKeeper::ChangeResult result;
    const auto done = [&](const app::ProgressKeeper::ChangeResult& r) {
        finished = true;
        result = r;
    };
    const auto untilDone = [&](const std::function<void()>& start) {
        finished = false;
        QElapsedTimer wall;
        wall.start();
        UiBlocks blocks;
        timeTurn(&blocks, start);
        while (!finished) {
            timeTurn(&blocks, [] { QCoreApplication::processEvents(); });
            QThread::msleep(1);
        }
        keeper.flush();
        return std::make_pair(blocks, double(wall.nsecsElapsed()) / 1e6);
    };
    const auto blockText = [](const UiBlocks& blocks) {
        return QStringLiteral("UI thread at most %1 ms at once (CPU %2 ms; most CPU at once %3 ms)")
            .arg(blocks.longestWall, 0, 'f', 1)
            .arg(blocks.cpuOfLongest, 0, 'f', 1)
            .arg(blocks.mostCpu, 0, 'f', 1);
    };
    const QDateTime now = QDateTime::currentDateTimeUtc();
    testenv::resetPeakMiB();
    auto [resetUi, resetWall] =
        untilDone([&] { keeper.startReset({QStringLiteral("lesson-0")}, now, done); });
    backupPath = result.backupPath;
    std::printf("%s_reset_ms: %.0f ms, %s%s (peak %.1f MiB)\n", layout, resetWall,
                qPrintable(blockText(resetUi)),
                result.ok ? "" : qPrintable(QStringLiteral(" FAILED ") + result.error),
                testenv::peakMiB());
    testenv::resetPeakMiB();
    auto [restoreUi, restoreWall] =
        untilDone([&] { keeper.startRestore(backupPath, now.addSecs(1), done); });
    std::printf("%s_restore_ms: %.0f ms, %s%s (peak %.1f MiB)\n", layout, restoreWall,
                qPrintable(blockText(restoreUi)),
                result.ok ? "" : qPrintable(QStringLiteral(" FAILED ") + result.error),
                testenv::peakMiB());

    // Record > Import record of the same backup: every lesson merged into the record that holds
    // it already (the worker reads and merges the whole file; nothing new to add).
    testenv::resetPeakMiB();
    auto [importUi, importWall] =
        untilDone([&] { keeper.startImport(backupPath, now.addSecs(2), done); });
    std::printf("%s_import_ms: %.0f ms, %s%s (peak %.1f MiB)\n", layout, importWall,
                qPrintable(blockText(importUi)),
                result.ok ? "" : qPrintable(QStringLiteral(" FAILED ") + result.error),
                testenv::peakMiB());

    // lesson-0 reopened as a course lesson that is not the last one: read on the UI thread
    // when the window first asks for it, or with the record when the window names it
    // (ProgressKeeper::readAlso).
    keeper.setLastLesson(QStringLiteral("elsewhere"));
    keeper.flush();
    for (const bool named : {false, true}) {
        app::ProgressKeeper again(path);
        again.setReadOnly(true);
        again.startLoading(named);
        if (named)
            again.readAlso({QStringLiteral("lesson-0")});
        while (again.isLoading()) {
            QCoreApplication::processEvents();
            QThread::msleep(1);
        }
        // Not named: the first look starts the lesson's read on the worker thread (find gives
        // nullptr meanwhile); the longest UI-thread turn until it is in, and the wall time.
        QElapsedTimer wall;
        wall.start();
        UiBlocks blocks;
        bool found = false;
        timeTurn(&blocks, [&] { found = again.find(QStringLiteral("lesson-0")) != nullptr; });
        while (again.isLoading()) {
            timeTurn(&blocks, [] { QCoreApplication::processEvents(); });
            QThread::msleep(1);
        }
        timeTurn(&blocks, [&] { found = again.find(QStringLiteral("lesson-0")) != nullptr; });
        std::printf("%s_course_lesson_ui_ms: %.1f ms on the UI thread at most at once (CPU %.1f "
                    "ms), %.0f ms until it is in (%s)%s\n",
                    layout, blocks.longestWall, blocks.cpuOfLongest,
                    double(wall.nsecsElapsed()) / 1e6, named ? "named with readAlso" : "not named",
                    found ? "" : " NOT FOUND");
    }
    // A record kept in RECORD_BENCH_DIR is measured again by the next run: as it was found.
    keeper.setLastLesson(QStringLiteral("lesson-0"));
    keeper.flush();
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int answers = argc > 1 ? std::max(1000, std::atoi(argv[1])) : 1000000;
    std::printf("answers: %d\n", answers);
    const QByteArray only = argc > 2 ? QByteArray(argv[2]) : QByteArray();
    if (only.isEmpty() || only == "spread")
        run("spread", answers, 1000);
    if (only.isEmpty() || only == "one_lesson")
        run("one_lesson", answers, 1);
    if (only == "one_lesson_history")
        run("one_lesson_history", answers, 1, true);
    return 0;
}
