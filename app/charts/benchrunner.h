#pragma once

#include "core/bench.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace attn::charts {

// What a job on the bench reports back to the UI thread.
struct BenchJobOutput {
    int warmedTo = 0;           // the job called dotProducts() up to this dk
    std::vector<double> values; // job-specific numbers
    QString error;              // non-empty: the job (or building the bench) failed
};

// Lends a DotProductBench to one thread at a time so the UI thread never waits for it.
// Building the bench and the first visit of a d_k region (tens to hundreds of ms at 10,000
// pairs) run on the global thread pool; while a job runs idleBench() is null. Once a region is
// warm (dk <= warmDk()), dotProducts(dk) costs at most checkpointInterval() - 1 fresh terms per
// pair, cheap enough for the UI thread. Destroying the runner while a job runs is safe: the job
// keeps the bench alive and its result is dropped.
class BenchRunner : public QObject {
    Q_OBJECT
public:
    using Job = std::function<BenchJobOutput(DotProductBench&)>;

    explicit BenchRunner(const BenchConfig& config, QObject* parent = nullptr);
    ~BenchRunner() override;

    const BenchConfig& config() const { return config_; }
    DotProductBench* idleBench() const;
    bool busy() const { return busy_; }
    int warmDk() const { return warmDk_; }

    // Runs `job` on the thread pool (building the bench first if needed); jobFinished() follows
    // on the UI thread. Only one job at a time: call it only when !busy().
    void run(Job job);
    // A job that warms the bench up to dk.
    static Job warmUp(int dk);

signals:
    void jobFinished(const attn::charts::BenchJobOutput& output);

private:
    struct Done {
        std::shared_ptr<DotProductBench> bench;
        BenchJobOutput output;
    };
    void onFinished();

    BenchConfig config_;
    std::shared_ptr<DotProductBench> bench_;
    QFutureWatcher<Done> watcher_;
    bool busy_ = false;
    int warmDk_ = 0;
};

} // namespace attn::charts
