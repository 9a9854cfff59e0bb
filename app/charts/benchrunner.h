// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/bench.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include <deque>
#include <functional>
#include <memory>
#include <vector>

namespace attn::charts {

// What a job on the bench reports back to the UI thread.
struct BenchJobOutput {
    int warmedTo = 0;           // the job called dotProducts() up to this dk
    std::vector<double> values; // job-specific numbers
    int dotsDk = 0;             // when > 0: `dots` holds dotProducts(dotsDk)
    Eigen::VectorXd dots;
    QString error;                   // non-empty: the job (or building the bench) failed
    const QObject* client = nullptr; // who asked for the job (run()'s second argument)
};

// Lends a DotProductBench to one thread at a time so the UI thread never waits for it. Several
// charts may share one runner (see BenchShelf): jobs run one at a time in the order asked for,
// and each output names the client that asked, so a chart takes only its own.
// Building the bench and the first visit of a d_k region (tens to hundreds of ms at 10,000
// pairs) run on the runner's own pool of low-priority threads (lowerThreadPriority()), so on a
// loaded machine the UI thread wins the cores; while a job runs idleBench() is null. Once a region
// is warm (dk <= warmDk()), dotProducts(dk) costs at most checkpointInterval() - 1 fresh terms per
// pair, cheap enough for the UI thread. Destroying the runner while a job runs is safe: the job
// keeps the bench alive and its result is dropped.
class BenchRunner : public QObject {
    Q_OBJECT
public:
    using Job = std::function<BenchJobOutput(DotProductBench&)>;

    // `pool` runs the jobs (one thread, shared by the runners of a page: see BenchShelf); null
    // gives the runner a pool of its own.
    explicit BenchRunner(const BenchConfig& config, std::shared_ptr<QThreadPool> pool = nullptr,
                         QObject* parent = nullptr);
    ~BenchRunner() override;

    const BenchConfig& config() const { return config_; }
    DotProductBench* idleBench() const;
    bool busy() const { return busy_; }
    int warmDk() const { return warmDk_; }

    // Runs `job` on the runner's pool (building the bench first if needed); jobFinished() follows
    // on the UI thread with output.client == client. While a job runs (or others wait) the job
    // waits its turn; a client should have one job outstanding at a time.
    void run(Job job, const QObject* client = nullptr);
    // Jobs waiting for their turn.
    int queued() const { return int(queue_.size()); }
    // While held, every job waits in the queue, the first one too; releasing starts them in
    // order. A job already running goes on.
    void setHeld(bool held);
    bool held() const { return held_; }
    // A job that warms the bench up to dk.
    static Job warmUp(int dk);
    // A job that returns a copy of dotProducts(dk) (for d_k whose fresh terms are too many for
    // the UI thread).
    static Job copyDots(int dk);
    // True when dotProducts(dk) may be called on the UI thread now: the bench is idle and either
    // dk is outside the bench (an immediate error) or it is warm and needs at most
    // kUiThreadTerms fresh terms (samples * (dk mod checkpointInterval())).
    bool cheapOnUiThread(int dk) const;
    // ~13 ns per term here: at most ~15 ms of the UI thread (10,000 pairs never come near it;
    // 100,000 pairs at wide checkpoint spacing do).
    static constexpr double kUiThreadTerms = 1.2e6;

    // Called first in every job's thread: QThread::LowPriority, and on Linux (where that has no
    // effect for normal threads) a nice value kBackgroundNiceStep above starterNice (the nice
    // value of the thread that started the job), capped at the kernel's lowest priority, for
    // this thread only. Relative, so a process started under `nice -n 10` still keeps its UI
    // ahead of its bench jobs.
    static void lowerThreadPriority(int starterNice);
    static constexpr int kBackgroundNiceStep = 10;
    static constexpr int kLowestNice = 19;

signals:
    void jobFinished(const attn::charts::BenchJobOutput& output);

private:
    struct Done {
        std::shared_ptr<DotProductBench> bench;
        BenchJobOutput output;
    };
    void onFinished();
    // The queue's first job, unless held or busy.
    void startQueued();
    void start(Job job, const QObject* client);

    BenchConfig config_;
    std::shared_ptr<DotProductBench> bench_;
    // Shared: when the runner is destroyed during a job a watcher keeps the pool until the job
    // ends, so destruction never waits for the job.
    std::shared_ptr<QThreadPool> pool_;
    QFutureWatcher<Done> watcher_;
    bool busy_ = false;
    bool held_ = false;
    int warmDk_ = 0;
    std::deque<std::pair<const QObject*, Job>> queue_;
};

// One bench per configuration (seed, samples, maxDk, sigma) for the charts of one page: two
// charts with the same draw share its memory, its warm-up and its numbers (the same d_k gives
// the same measured spread in both). The shelf only lends: each chart keeps its runner alive,
// so charts may outlive the shelf (a page's members go before its child widgets). All runners of
// a shelf share one pool thread, so a page's background work takes at most the two threads of
// one job however many benches it draws: a lesson of 100 histograms ran 180 threads (issue 24).
class BenchShelf {
public:
    BenchShelf();
    std::shared_ptr<BenchRunner> runner(const BenchConfig& config);
    // Runners in use now (for tests and benchmarks).
    int activeRunners() const;
    // While held, the jobs of every runner the shelf lends (later ones too) wait; release()
    // starts them. A lesson page holds its shelf until its first frame is painted: before, the
    // draws took the second core, and their checkpoints' memory, from the start (issue 27).
    void hold();
    void release();
    bool held() const { return held_; }

private:
    std::shared_ptr<QThreadPool> pool_;
    bool held_ = false;
    std::vector<std::pair<BenchConfig, std::weak_ptr<BenchRunner>>> runners_;
};

// The theory's spread of the dot products as a formula in d_k, for legends and readouts. The
// entries' variance is written as a number, never as a letter: lessons call the spread of the dot
// products themselves σ, so "σ²√dₖ" beside their "σ = √dₖ" would contradict them.
struct TheorySdWording {
    QString plain;  // for screen readers: " (the square root of d k)"
    QString html;   // for the readout: " (√d<sub>k</sub>)"
    QString legend; // the curve's name: "theory √d<sub>k</sub>"
};
TheorySdWording theorySdWording(double sigma, bool scaled);

// The shelf's runner when there is a shelf, otherwise a runner of one's own.
std::shared_ptr<BenchRunner> lendRunner(BenchShelf* shelf, const BenchConfig& config);

} // namespace attn::charts
