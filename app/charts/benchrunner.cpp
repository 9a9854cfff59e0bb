#include "app/charts/benchrunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace attn::charts {

BenchRunner::BenchRunner(const BenchConfig& config, QObject* parent)
    : QObject(parent), config_(config) {
    connect(&watcher_, &QFutureWatcher<Done>::finished, this, &BenchRunner::onFinished);
}

BenchRunner::~BenchRunner() = default;

DotProductBench* BenchRunner::idleBench() const {
    return busy_ ? nullptr : bench_.get();
}

void BenchRunner::run(Job job) {
    Q_ASSERT(!busy_);
    busy_ = true;
    watcher_.setFuture(QtConcurrent::run(
        [bench = bench_, config = config_, job = std::move(job)]() mutable -> Done {
            if (!bench) {
                Result<DotProductBench> created = DotProductBench::create(config);
                if (!created) {
                    Done failed;
                    failed.output.error = QString::fromStdString(created.error().message);
                    return failed;
                }
                bench = std::make_shared<DotProductBench>(std::move(created.value()));
            }
            Done done{bench, job(*bench)};
            return done;
        }));
}

BenchRunner::Job BenchRunner::warmUp(int dk) {
    return [dk](DotProductBench& bench) {
        BenchJobOutput output;
        const Result<const Eigen::VectorXd*> dots = bench.dotProducts(dk);
        if (dots)
            output.warmedTo = dk;
        else
            output.error = QString::fromStdString(dots.error().message);
        return output;
    };
}

BenchRunner::Job BenchRunner::copyDots(int dk) {
    return [dk](DotProductBench& bench) {
        BenchJobOutput output;
        const Result<const Eigen::VectorXd*> dots = bench.dotProducts(dk);
        if (dots) {
            output.warmedTo = dk;
            output.dotsDk = dk;
            output.dots = *dots.value();
        } else {
            output.error = QString::fromStdString(dots.error().message);
        }
        return output;
    };
}

bool BenchRunner::cheapOnUiThread(int dk) const {
    const DotProductBench* bench = idleBench();
    if (bench == nullptr)
        return false;
    if (dk < 1 || dk > config_.maxDk)
        return true;
    const double fresh = double(config_.samples) * double(dk % bench->checkpointInterval());
    return dk <= warmDk_ && fresh <= kUiThreadTerms;
}

void BenchRunner::onFinished() {
    Done done = watcher_.result();
    busy_ = false;
    if (done.bench)
        bench_ = std::move(done.bench);
    warmDk_ = std::max(warmDk_, done.output.warmedTo);
    emit jobFinished(done.output);
}

} // namespace attn::charts
