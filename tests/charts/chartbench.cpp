// attention-lab-chart-bench: how long a d_k slider move takes to reach the chart series.
// Prints `name: value unit` lines. Run offscreen: QT_QPA_PLATFORM=offscreen
// attention-lab-chart-bench
// Part 1: a histogram with a softmax chart, d_k up to 4096. Part 2: the gain-knob console of
// lesson 2: histogram and sigma-vs-dk on one shared bench, the three buses (with their value
// labels laid out) and the channel bank, all moved by one fader over 1..1024.
#include "app/charts/benchrunner.h"
#include "app/charts/buseschart.h"
#include "app/charts/channelbankchart.h"
#include "app/charts/histogramchart.h"
#include "app/charts/sigmavsdkchart.h"
#include "app/charts/softmaxchart.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QTextStream>
#include <QVBoxLayout>

#include <algorithm>
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

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);

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
    return runConsole();
}
