// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attention-lab-chart-bench: how long a d_k slider move takes to reach the chart series.
// Prints `name: value unit` lines. Run offscreen: QT_QPA_PLATFORM=offscreen
// attention-lab-chart-bench [drag]
// Part 1: a histogram with a softmax chart, d_k up to 4096. Part 2: the gain-knob console of
// lesson 2: histogram and sigma-vs-dk on one shared bench, the three buses (with their value
// labels laid out) and the channel bank, all moved by one fader over 1..1024. Part 3: scripted
// drags at 120 pointer events a second on a real lesson page: the bars of an editable `scores`
// chart at its largest number of keys (8), each bound to a slider that a second scores chart, a
// mixture chart and the readouts also follow, and the lab's logits at its largest (64).
#include "app/blocks/labblock.h"
#include "app/blocks/tableblock.h"
#include "app/charts/benchrunner.h"
#include "app/charts/buseschart.h"
#include "app/charts/channelbankchart.h"
#include "app/charts/histogramchart.h"
#include "app/charts/logitbars.h"
#include "app/charts/mixturechart.h"
#include "app/charts/scorebarschart.h"
#include "app/charts/sigmavsdkchart.h"
#include "app/charts/softmaxchart.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/parameters.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTextStream>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace attn;
using namespace attn::charts;

namespace {

struct Summary {
    double median, p90, max;
};

Summary summarize(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms[std::size_t(q * double(ms.size() - 1))]; };
    return {at(0.5), at(0.9), ms.back()};
}

void print(const char* name, double value, const char* unit) {
    std::printf("%s: %.3f %s\n", name, value, unit);
}

double threadCpuMs() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Slider positions: a log sweep up and down plus jumps across the range, all within 1..4096.
std::vector<int> sweep() {
    std::vector<int> dks;
    for (int pass = 0; pass < 3; ++pass) {
        for (int dk = 1; dk <= 4096; dk = std::max(dk + 1, dk * 9 / 8))
            dks.push_back(dk);
        dks.push_back(4096);
        for (int dk = 4096; dk >= 1; dk = std::min(dk - 1, dk * 8 / 9))
            dks.push_back(dk);
    }
    for (int i = 0; i < 200; ++i) // deterministic jumps
        dks.push_back(1 + int((std::uint64_t(i) * 2654435761u) % 4096u));
    return dks;
}

// The lesson sliders' stops (1, 2, 4, ..., 1024) up and down, then deterministic jumps.
std::vector<int> consoleSweep() {
    std::vector<int> dks;
    for (int pass = 0; pass < 10; ++pass) {
        for (int dk = 1; dk <= 1024; dk *= 2)
            dks.push_back(dk);
        for (int dk = 512; dk >= 2; dk /= 2)
            dks.push_back(dk);
    }
    for (int i = 0; i < 200; ++i)
        dks.push_back(1 << int((std::uint64_t(i) * 2654435761u) % 11u));
    return dks;
}

int runConsole() {
    BenchShelf shelf;
    HistogramConfig histogramConfig;
    histogramConfig.bench = BenchConfig{3, 10000, 1024, 1.0};
    histogramConfig.bins = 160;
    histogramConfig.lo = -80;
    histogramConfig.hi = 80;
    SigmaVsDkConfig sigmaConfig;
    sigmaConfig.bench = histogramConfig.bench;
    ScoreChartConfig busConfig;
    busConfig.scores = Eigen::Vector<double, 5>(1.0, 0.7, 0.2, -0.4, -0.9);
    busConfig.setup.growth = Growth::Sqrt;
    ChannelBankConfig bankConfig;
    bankConfig.maxDk = 1024;

    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* histogram = new HistogramChart(histogramConfig, nullptr, &shelf);
    auto* sigma = new SigmaVsDkChart(sigmaConfig, nullptr, &shelf);
    auto* buses = new BusesChart(busConfig);
    auto* bank = new ChannelBankChart(bankConfig);
    for (QWidget* chart : {static_cast<QWidget*>(histogram), static_cast<QWidget*>(sigma),
                           static_cast<QWidget*>(buses), static_cast<QWidget*>(bank)})
        layout->addWidget(chart);
    window.resize(1000, 1600);
    window.show();
    // Until the shared bench is idle: a chart's last warm-up job may still run after the other
    // chart's measurements made the whole range warm.
    const std::shared_ptr<BenchRunner> runner = shelf.runner(histogramConfig.bench);
    while (!histogram->isWarm() || histogram->isBusy() || !sigma->isComplete() || runner->busy())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);

    std::vector<double> all, busesOnly, withPaint, histogramOnly, sigmaOnly, bankOnly, cpu, bankCpu,
        paintCpu;
    QElapsedTimer clock;
    for (int dk : consoleSweep()) {
        const double cpuStart = threadCpuMs();
        clock.restart();
        histogram->setDk(dk);
        const double h = double(clock.nsecsElapsed()) / 1e6;
        sigma->setDk(dk);
        const double s = double(clock.nsecsElapsed()) / 1e6;
        const double bankCpuStart = threadCpuMs();
        bank->setDk(dk);
        const double before = double(clock.nsecsElapsed()) / 1e6;
        bankCpu.push_back(threadCpuMs() - bankCpuStart);
        histogramOnly.push_back(h);
        sigmaOnly.push_back(s - h);
        bankOnly.push_back(before - s);
        buses->setDk(dk);
        const double total = double(clock.nsecsElapsed()) / 1e6;
        cpu.push_back(threadCpuMs() - cpuStart);
        if (histogram->shownDk() != dk || sigma->markerPoint().isEmpty()) {
            std::fprintf(stderr, "d_k %d was not drawn synchronously (histogram shows %d%s)\n", dk,
                         histogram->shownDk(),
                         sigma->markerPoint().isEmpty() ? ", no sigma marker" : "");
            return 1;
        }
        all.push_back(total);
        busesOnly.push_back(total - before);
        clock.restart();
        window.repaint();
        withPaint.push_back(total + double(clock.nsecsElapsed()) / 1e6);
        paintCpu.push_back(threadCpuMs() - cpuStart);
    }
    const Summary sAll = summarize(all);
    const Summary sBuses = summarize(busesOnly);
    const Summary sPaint = summarize(withPaint);
    std::printf("# gain-knob console: %zu fader moves over 1..1024, N = %d pairs, one shared "
                "bench (%d in use), histogram + sigma-vs-dk + channel bank + three buses\n",
                all.size(), histogramConfig.bench.samples, shelf.activeRunners());
    print("ui_console_move_ms", sAll.median, "ms");
    print("ui_console_move_p90_ms", sAll.p90, "ms");
    print("ui_console_move_max_ms", sAll.max, "ms");
    // The UI thread's own CPU time per move: what the move costs without the waits for the
    // cores that a loaded machine adds to the wall-clock figures.
    print("ui_console_move_cpu_ms", summarize(cpu).median, "ms");
    print("ui_console_move_cpu_p90_ms", summarize(cpu).p90, "ms");
    print("ui_console_histogram_p90_ms", summarize(histogramOnly).p90, "ms");
    print("ui_console_sigma_p90_ms", summarize(sigmaOnly).p90, "ms");
    print("ui_console_channel_bank_p90_ms", summarize(bankOnly).p90, "ms");
    print("ui_console_channel_bank_cpu_p90_ms", summarize(bankCpu).p90, "ms");
    print("ui_buses_update_ms", sBuses.median, "ms");
    print("ui_buses_update_p90_ms", sBuses.p90, "ms");
    print("ui_console_move_and_repaint_ms", sPaint.median, "ms");
    print("ui_console_move_and_repaint_p90_ms", sPaint.p90, "ms");
    print("ui_console_move_and_repaint_cpu_p90_ms", summarize(paintCpu).p90, "ms");
    return 0;
}

// A lesson with every view a score can drive, at the largest counts the format allows: an
// editable scores chart of kMaxScoreBars keys on as many sliders, a plain scores chart of the
// same sliders, a mixture chart of the first kMaxMixtureValues, a readout of every weight, and a
// lab of kMaxScores logits.
QByteArray dragLesson() {
    QByteArray text = "---\nid: drag\ntitle: Drag\nsummary: The drag bench.\nminutes: 1\n"
                      "order: 1\n---\n\n# Drag\n\n";
    const int keys = lessons::kMaxScoreBars;
    QByteArray bound, sum;
    for (int j = 1; j <= keys; ++j) {
        text += "```slider\nparam: z" + QByteArray::number(j) + "\nlabel: Score " +
                QByteArray::number(j) + "\nmin: -5\nmax: 5\nstep: 0.1\ndefault: 0\n```\n\n";
        bound += "score" + QByteArray::number(j) + ": @z" + QByteArray::number(j) + "\n";
        sum += (j > 1 ? " + exp(z" : "exp(z") + QByteArray::number(j) + ")";
    }
    text += "```chart\nid: edit\nkind: scores\n" + bound + "editable: true\n```\n\n";
    text += "```chart\nid: shown\nkind: scores\n" + bound + "```\n\n";
    text += "```chart\nid: mix\nkind: mixture\nvalues: 4, 0, 0, 4, -2, -2, 2, -3\n";
    for (int j = 1; j <= lessons::kMaxMixtureValues; ++j)
        text += "score" + QByteArray::number(j) + ": @z" + QByteArray::number(j) + "\n";
    text += "```\n\n";
    text += "```readout\ntext:";
    for (int j = 1; j <= keys; ++j)
        text += " s" + QByteArray::number(j) + " = {exp(z" + QByteArray::number(j) + ") / (" + sum +
                ")|3}";
    text += "\n```\n\n```lab\nid: lab\nscores: ";
    for (int j = 0; j < lessons::kMaxScores; ++j)
        text += (j > 0 ? ", " : "") + QByteArray::number(j % 7 - 3);
    text += "\ndims: 1\nscale: none\n```\n";
    return text;
}

struct DragFigures {
    Summary wall, cpu;
    Summary handled; // CPU: the event alone, before the event loop paints
    std::size_t moves = 0;
};

// Presses bar `bar` and moves the pointer up and down the drawn range (one sweep a second) at 120
// events a second; per move, the UI thread's time from the event to every view it changed
// painted (the event itself, then the event loop's pass that delivers the repaints).
DragFigures scriptedDrag(LogitBars* bars, int bar, int moves) {
    constexpr double kIntervalMs = 1000.0 / 120.0;
    const auto send = [bars](QEvent::Type type, QPoint at, Qt::MouseButton button,
                             Qt::MouseButtons buttons) {
        QMouseEvent event(type, QPointF(at), bars->mapToGlobal(QPointF(at)), button, buttons,
                          Qt::NoModifier);
        QApplication::sendEvent(bars, &event);
    };
    send(QEvent::MouseButtonPress, bars->pointFor(bar, bars->values().at(bar)), Qt::LeftButton,
         Qt::LeftButton);
    QApplication::processEvents();
    std::vector<double> wall, cpu, handled;
    QElapsedTimer pace, clock;
    pace.start();
    const double reach = 0.95 * std::min(bars->shownRange(), bars->limit());
    QPoint at;
    for (int i = 0; i < moves; ++i) {
        const double due = (i + 1) * kIntervalMs;
        while (double(pace.nsecsElapsed()) / 1e6 < due)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents,
                                        std::max(1, int(due - double(pace.nsecsElapsed()) / 1e6)));
        at = bars->pointFor(bar, reach * std::sin(2.0 * M_PI * double(i) / 120.0));
        const double cpuStart = threadCpuMs();
        clock.restart();
        send(QEvent::MouseMove, at, Qt::NoButton, Qt::LeftButton);
        handled.push_back(threadCpuMs() - cpuStart);
        QApplication::processEvents(); // the repaints the move asked for
        wall.push_back(double(clock.nsecsElapsed()) / 1e6);
        cpu.push_back(threadCpuMs() - cpuStart);
    }
    send(QEvent::MouseButtonRelease, at, Qt::LeftButton, Qt::NoButton);
    QApplication::processEvents();
    return {summarize(wall), summarize(cpu), summarize(handled), wall.size()};
}

int runDrag() {
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("lessons/drag.lesson.md")));
    if (!QDir().mkpath(dir.filePath(QStringLiteral("lessons"))) ||
        !file.open(QIODevice::WriteOnly) || file.write(dragLesson()) < 0 || !file.flush()) {
        std::fprintf(stderr, "cannot write the drag lesson\n");
        return 1;
    }
    file.close();
    app::MainWindowOptions options;
    options.lessonsDir = dir.filePath(QStringLiteral("lessons"));
    options.dataDir = dir.filePath(QStringLiteral("data"));
    options.lessonId = QStringLiteral("drag");
    options.keepRecord = false;
    app::MainWindow window(options);
    window.waitForCourse(); // a lesson folder is read on a worker thread
    // Tall enough that every view is on screen, so each one the drag changes is painted.
    window.resize(1280, 3200);
    window.show();
    QApplication::processEvents();
    app::LessonPage* page = window.page();
    if (!page) {
        std::fprintf(stderr, "the drag lesson did not open\n");
        return 1;
    }
    page->ensureBuilt();
    for (int i = 0; i < 20; ++i)
        QApplication::processEvents();
    ScoreBarsChart* edit = nullptr;
    for (ScoreBarsChart* chart : page->findChildren<ScoreBarsChart*>()) {
        if (chart->bars()->isEditable())
            edit = chart;
    }
    auto* lab = page->findChild<app::LabBlock*>();
    auto* mixture = page->findChild<MixtureChart*>();
    if (!edit || !lab || !mixture || edit->scores().size() != lessons::kMaxScoreBars ||
        lab->logitBars()->values().size() != lessons::kMaxScores) {
        std::fprintf(stderr, "the drag lesson lacks its charts\n");
        return 1;
    }
    page->ensureWidgetVisible(edit);
    QApplication::processEvents();

    constexpr int kMoves = 600; // five seconds of dragging
    const DragFigures scores = scriptedDrag(edit->bars(), 0, kMoves);
    const double z1 = page->parameters()->number(QStringLiteral("z1"));
    if (edit->scores().at(0) != z1 || mixture->weights().isEmpty()) {
        std::fprintf(stderr, "the drag did not reach the slider (bar %g, z1 %g)\n",
                     edit->scores().at(0), z1);
        return 1;
    }
    page->ensureWidgetVisible(lab->logitBars());
    QApplication::processEvents();
    const DragFigures logits = scriptedDrag(lab->logitBars(), lessons::kMaxScores / 2, kMoves);

    // Lesson 3's own lab, as built in: three bars, three sliders, the mixture and two readouts,
    // all on screen at once.
    options.lessonsDir.clear();
    options.lessonId = QStringLiteral("mixing-values");
    app::MainWindow course(options);
    course.resize(1280, 1700);
    course.show();
    QApplication::processEvents();
    app::LessonPage* lessonThree = course.page();
    if (!lessonThree) {
        std::fprintf(stderr, "lesson 3 did not open\n");
        return 1;
    }
    lessonThree->ensureBuilt();
    for (int i = 0; i < 20; ++i)
        QApplication::processEvents();
    ScoreBarsChart* steer = lessonThree->findChild<ScoreBarsChart*>();
    if (!steer) {
        std::fprintf(stderr, "lesson 3 has no scores chart\n");
        return 1;
    }
    const QList<app::ReadoutBlock*> readouts = lessonThree->findChildren<app::ReadoutBlock*>();
    if (!readouts.isEmpty())
        lessonThree->ensureWidgetVisible(readouts.last());
    lessonThree->ensureWidgetVisible(steer);
    QApplication::processEvents();
    const DragFigures three = scriptedDrag(steer->bars(), 1, kMoves);
    std::printf("# scripted drags, %zu pointer moves each at 120 a second, each until every view "
                "it changed is painted; window 1280x3200 offscreen\n",
                scores.moves);
    std::printf("# editable scores chart, %d keys on %d sliders, also followed by a scores chart, "
                "a mixture chart and a readout of %d weights\n",
                lessons::kMaxScoreBars, lessons::kMaxScoreBars, lessons::kMaxScoreBars);
    print("ui_drag_scores_move_ms", scores.wall.median, "ms");
    print("ui_drag_scores_move_p90_ms", scores.wall.p90, "ms");
    print("ui_drag_scores_move_max_ms", scores.wall.max, "ms");
    print("ui_drag_scores_move_cpu_ms", scores.cpu.median, "ms");
    print("ui_drag_scores_move_cpu_p90_ms", scores.cpu.p90, "ms");
    print("ui_drag_scores_event_cpu_ms", scores.handled.median, "ms");
    print("ui_drag_scores_event_cpu_p90_ms", scores.handled.p90, "ms");
    std::printf("# the lab's logits, %d keys, followed by its text field\n", lessons::kMaxScores);
    print("ui_drag_lab_move_ms", logits.wall.median, "ms");
    print("ui_drag_lab_move_p90_ms", logits.wall.p90, "ms");
    print("ui_drag_lab_move_cpu_p90_ms", logits.cpu.p90, "ms");
    std::printf("# lesson 3's lab in a 1280x1700 window: 3 bars, 3 sliders, the mixture chart and "
                "two readouts\n");
    print("ui_drag_lesson3_move_ms", three.wall.median, "ms");
    print("ui_drag_lesson3_move_p90_ms", three.wall.p90, "ms");
    print("ui_drag_lesson3_move_cpu_ms", three.cpu.median, "ms");
    print("ui_drag_lesson3_move_cpu_p90_ms", three.cpu.p90, "ms");
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    // `attention-lab-chart-bench drag`: part 3 alone.
    if (argc > 1 && QByteArray(argv[1]) == "drag")
        return runDrag();

    HistogramConfig config;
    config.bench.samples = 10000;
    config.bench.maxDk = 4096;
    config.bench.seed = 1;
    config.bins = 80;
    config.lo = -40;
    config.hi = 40;
    config.dk = 1;

    ScoreChartConfig scores;
    // Growth with d_k and no scaling: the weights change on every move (with scaling they would
    // stay put and the bars would not be touched at all).
    scores.setup.growth = Growth::Sqrt;
    scores.setup.scale = ScaleRule::None;
    scores.scores = Eigen::Vector3d(0, 0.05, 0.02);

    QWidget window;
    auto* layout = new QHBoxLayout(&window);
    QElapsedTimer clock;
    clock.start();
    auto* softmax = new SoftmaxChart(scores); // the first chart also pays Qt Charts' start-up
    const double firstMs = double(clock.nsecsElapsed()) / 1e6;
    clock.restart();
    auto* histogram = new HistogramChart(config);
    const double constructMs = double(clock.nsecsElapsed()) / 1e6;
    layout->addWidget(histogram, 2);
    layout->addWidget(softmax, 1);
    window.resize(1200, 500);
    window.show();
    QApplication::processEvents();

    // Cold: the first request for the top of the range, before any warm-up finished.
    clock.restart();
    histogram->setDk(4096);
    // The longest the event loop is held by one batch of events (jobs finishing, redraws):
    // what a student would feel as a frozen window.
    double longestBlockMs = 0.0;
    QElapsedTimer block;
    const auto pump = [&] {
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        block.start();
        QApplication::processEvents(QEventLoop::AllEvents);
        longestBlockMs = std::max(longestBlockMs, double(block.nsecsElapsed()) / 1e6);
    };
    while (histogram->shownDk() != 4096)
        pump();
    const double coldMs = double(clock.nsecsElapsed()) / 1e6;
    while (!histogram->isWarm() || histogram->isBusy())
        pump();
    const double warmMs = double(clock.nsecsElapsed()) / 1e6;

    std::vector<double> both, histogramOnly, softmaxOnly, withPaint;
    for (int dk : sweep()) {
        clock.restart();
        histogram->setDk(dk);
        const double h = double(clock.nsecsElapsed()) / 1e6;
        softmax->setDk(dk);
        const double total = double(clock.nsecsElapsed()) / 1e6;
        if (histogram->shownDk() != dk) {
            std::fprintf(stderr, "d_k %d was not drawn synchronously\n", dk);
            return 1;
        }
        histogramOnly.push_back(h);
        softmaxOnly.push_back(total - h);
        both.push_back(total);
        // Paint as the event loop would between two slider moves (reported separately).
        clock.restart();
        window.repaint();
        withPaint.push_back(total + double(clock.nsecsElapsed()) / 1e6);
    }

    const Summary sBoth = summarize(both);
    const Summary sHist = summarize(histogramOnly);
    const Summary sSoft = summarize(softmaxOnly);
    const Summary sPaint = summarize(withPaint);
    std::printf("# %zu slider moves, N = %d pairs, %d bins, d_k 1..%d; histogram update includes "
                "the sigma readout, ui_histogram_update_ms also a softmax chart update\n",
                both.size(), config.bench.samples, config.bins, config.bench.maxDk);
    print("ui_histogram_update_ms", sBoth.median, "ms");
    print("ui_histogram_update_p90_ms", sBoth.p90, "ms");
    print("ui_histogram_update_max_ms", sBoth.max, "ms");
    print("ui_histogram_only_update_ms", sHist.median, "ms");
    print("ui_softmax_update_ms", sSoft.median, "ms");
    print("ui_softmax_update_p90_ms", sSoft.p90, "ms");
    print("ui_update_and_repaint_ms", sPaint.median, "ms");
    print("ui_first_chart_construct_ms", firstMs, "ms");
    print("ui_histogram_construct_ms", constructMs, "ms");
    print("ui_histogram_cold_dk4096_ms", coldMs, "ms");
    print("ui_histogram_warmup_total_ms", warmMs, "ms");
    print("ui_longest_block_during_warmup_ms", longestBlockMs, "ms");
    if (const int failed = runConsole())
        return failed;
    return runDrag();
}
