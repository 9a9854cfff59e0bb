// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attention-lab-bench: prints one "name: value unit" line per figure (issue 2, section 4).
// Every figure is the median of several runs, so one preempted run does not decide it.

#include "core/attention.h"
#include "core/bench.h"
#include "core/softmax.h"
#include "core/stats.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <vector>

#include <sys/resource.h>

volatile double benchSink = 0.0;

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    return values[std::size_t(p * double(values.size() - 1))];
}

constexpr int kSamples = 10000;
constexpr int kBins = 100;

// The lesson's histogram axis: +-4 theory standard deviations.
bool histogramOf(attn::DotProductBench& bench, int dk, long& checksum) {
    auto dots = bench.dotProducts(dk);
    if (!dots)
        return false;
    const double half = 4.0 * bench.theorySd(dk);
    auto h = attn::histogram(*dots.value(), kBins, -half, half);
    if (!h)
        return false;
    checksum += h.value().counts[kBins / 2];
    return true;
}

// N = 10,000 pairs at d_k = 1024, from nothing to the histogram (same work as numpy's
// standard_normal + einsum + histogram in scripts/bench_numpy.py).
// Process CPU time (all threads) in milliseconds: unlike the wall clock it does not count the
// time other programs on a busy machine take from us.
double cpuMilliseconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) * 1e-6;
}

struct FreshDrawFigures {
    double wallMs = -1.0, cpuMs = -1.0;
};

FreshDrawFigures freshDraw(long& checksum) {
    std::vector<double> wall, cpu;
    for (int run = 0; run < 7; ++run) {
        const Clock::time_point start = Clock::now();
        const double cpuStart = cpuMilliseconds();
        attn::BenchConfig config;
        config.seed = 1000 + std::uint64_t(run);
        config.samples = kSamples;
        config.maxDk = 4096;
        auto bench = attn::DotProductBench::create(config);
        if (!bench || !histogramOf(bench.value(), 1024, checksum))
            return {};
        wall.push_back(millisecondsSince(start));
        cpu.push_back(cpuMilliseconds() - cpuStart);
    }
    return {median(wall), median(cpu)};
}

// The fader: a sweep over d_k in 1..4096 on one bench, as a student drags the slider (small
// steps up and down) and clicks far away (jumps, a third of the moves). Each step rebuilds the
// histogram. First visits of a region pay for its checkpoints; the median is the typical step.
struct FaderFigures {
    double median = -1.0, p90 = -1.0, max = -1.0;
    std::size_t memoryBytes = 0;
};

FaderFigures faderSweep(long& checksum) {
    attn::BenchConfig config;
    config.seed = 7;
    config.samples = kSamples;
    config.maxDk = 4096;
    auto created = attn::DotProductBench::create(config);
    if (!created)
        return {};
    attn::DotProductBench& bench = created.value();
    std::uint64_t state = 12345;
    auto next = [&state] { // xorshift64: a fixed sweep, independent of the library
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    std::vector<double> steps;
    int dk = 1;
    for (int move = 0; move < 600; ++move) {
        if (next() % 3 == 0) {
            dk = 1 + int(next() % 4096);
        } else {
            const int delta = 1 + int(next() % 32);
            dk = std::clamp(dk + (next() % 2 ? delta : -delta), 1, 4096);
        }
        const Clock::time_point start = Clock::now();
        if (!histogramOf(bench, dk, checksum))
            return {};
        steps.push_back(millisecondsSince(start));
    }
    // End at the top so that the reported memory is the full fader's.
    if (!histogramOf(bench, 4096, checksum))
        return {};
    FaderFigures figures;
    figures.median = median(steps);
    figures.p90 = percentile(steps, 0.9);
    figures.max = *std::max_element(steps.begin(), steps.end());
    figures.memoryBytes = bench.memoryBytes();
    return figures;
}

double softmaxRowNs(double& checksum) {
    Eigen::VectorXd logits(1024);
    for (int i = 0; i < logits.size(); ++i)
        logits[i] = std::sin(0.37 * i) * 8.0;
    std::vector<double> runs;
    constexpr int reps = 2000;
    for (int run = 0; run < 9; ++run) {
        const Clock::time_point start = Clock::now();
        for (int r = 0; r < reps; ++r) {
            logits[r % 1024] += 1e-9; // keep the call from being hoisted
            auto s = attn::softmax(logits);
            checksum += s.value()[0];
        }
        runs.push_back(millisecondsSince(start) * 1e6 / reps);
    }
    return median(runs);
}

double sdpaMs(double& checksum) {
    const Eigen::MatrixXd q = Eigen::MatrixXd::Random(512, 64);
    const Eigen::MatrixXd k = Eigen::MatrixXd::Random(512, 64);
    const Eigen::MatrixXd v = Eigen::MatrixXd::Random(512, 64);
    std::vector<double> runs;
    for (int run = 0; run < 9; ++run) {
        const Clock::time_point start = Clock::now();
        auto result = attn::scaledDotProductAttention(q, k, v);
        runs.push_back(millisecondsSince(start));
        checksum += result.value().output(0, 0);
    }
    return median(runs);
}

} // namespace

int main() {
    long counts = 0;
    double sink = 0.0;
    const FreshDrawFigures fresh = freshDraw(counts);
    const FaderFigures fader = faderSweep(counts);
    const double softmaxNs = softmaxRowNs(sink);
    const double sdpa = sdpaMs(sink);
    if (fresh.wallMs < 0 || fader.median < 0) {
        std::fprintf(stderr, "attention-lab-bench: a bench computation failed\n");
        return 1;
    }
    std::printf("mc_fresh_draw_ms: %.1f ms\n", fresh.wallMs);
    std::printf("mc_fresh_draw_cpu_ms: %.1f ms\n", fresh.cpuMs);
    std::printf("mc_fader_step_ms: %.2f ms\n", fader.median);
    std::printf("mc_fader_step_p90_ms: %.2f ms\n", fader.p90);
    std::printf("mc_fader_step_max_ms: %.1f ms\n", fader.max);
    std::printf("mc_bench_memory_mb: %.1f MiB\n", double(fader.memoryBytes) / (1024.0 * 1024.0));
    std::printf("softmax_row_1024_ns: %.0f ns\n", softmaxNs);
    std::printf("sdpa_512x512x64_ms: %.2f ms\n", sdpa);
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) == 0) // the whole process, all figures above included
        std::printf("process_peak_rss_mb: %.1f MiB\n", double(usage.ru_maxrss) / 1024.0);
    // Stored so that the optimiser cannot drop the work; meaningless otherwise.
    benchSink = sink + double(counts);
    return 0;
}
