// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/benchrunner.h"

#include "app/charts/chartpanel.h"

#include <QCoreApplication>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#endif

namespace attn::charts {

namespace {

// One job at a time, at low priority (a job may add a second thread of its own: see
// DotProductBench::dotProducts).
std::shared_ptr<QThreadPool> benchPool() {
    auto pool = std::make_shared<QThreadPool>();
    pool->setThreadPriority(QThread::LowPriority);
    pool->setMaxThreadCount(1);
    return pool;
}

} // namespace

BenchRunner::BenchRunner(const BenchConfig& config, std::shared_ptr<QThreadPool> pool,
                         QObject* parent)
    : QObject(parent), config_(config), pool_(pool ? std::move(pool) : benchPool()) {
    connect(&watcher_, &QFutureWatcher<Done>::finished, this, &BenchRunner::onFinished);
}

BenchRunner::~BenchRunner() {
    if (!busy_)
        return;
    // Keeps the pool until the job ends: the last owner of a pool deletes it, and a pool's
    // destructor waits for its jobs.
    auto* reaper = new QFutureWatcher<Done>;
    connect(reaper, &QFutureWatcherBase::finished, reaper,
            [reaper, pool = pool_] { reaper->deleteLater(); });
    reaper->setFuture(watcher_.future());
}

void BenchRunner::lowerThreadPriority(int starterNice) {
    QThread::currentThread()->setPriority(QThread::LowPriority);
#ifdef Q_OS_LINUX
    // Linux keeps nice values per thread; who = 0 is the calling thread. The pool's threads run
    // only bench jobs, so the value is never restored.
    const int target = std::min(kLowestNice, starterNice + kBackgroundNiceStep);
    if (getpriority(PRIO_PROCESS, 0) < target)
        setpriority(PRIO_PROCESS, 0, target);
#else
    Q_UNUSED(starterNice);
#endif
}

DotProductBench* BenchRunner::idleBench() const {
    return busy_ ? nullptr : bench_.get();
}

void BenchRunner::run(Job job, const QObject* client) {
    if (held_ || busy_ || !queue_.empty()) {
        queue_.emplace_back(client, std::move(job));
        return;
    }
    start(std::move(job), client);
}

void BenchRunner::setHeld(bool held) {
    held_ = held;
    startQueued();
}

void BenchRunner::startQueued() {
    if (held_ || busy_ || queue_.empty())
        return;
    auto [client, job] = std::move(queue_.front());
    queue_.pop_front();
    start(std::move(job), client);
}

void BenchRunner::start(Job job, const QObject* client) {
    busy_ = true;
    int starterNice = 0;
#ifdef Q_OS_LINUX
    starterNice = getpriority(PRIO_PROCESS, 0);
#endif
    watcher_.setFuture(QtConcurrent::run(
        pool_.get(),
        [bench = bench_, config = config_, client, starterNice,
         job = std::move(job)]() mutable -> Done {
            lowerThreadPriority(starterNice);
            if (!bench) {
                Result<DotProductBench> created = DotProductBench::create(config);
                if (!created) {
                    Done failed;
                    failed.output.error = QString::fromStdString(created.error().message);
                    failed.output.client = client;
                    return failed;
                }
                bench = std::make_shared<DotProductBench>(std::move(created.value()));
            }
            Done done{bench, job(*bench)};
            done.output.client = client;
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
    // The bench is idle while the clients read the output (they may draw from it synchronously);
    // a job a client asks for meanwhile queues behind the ones already waiting.
    emit jobFinished(done.output);
    startQueued();
}

BenchShelf::BenchShelf() : pool_(benchPool()) {}

std::shared_ptr<BenchRunner> BenchShelf::runner(const BenchConfig& config) {
    const auto same = [&config](const BenchConfig& other) {
        return other.seed == config.seed && other.samples == config.samples &&
               other.maxDk == config.maxDk && other.sigma == config.sigma;
    };
    for (auto& [key, weak] : runners_) {
        if (!same(key))
            continue;
        if (std::shared_ptr<BenchRunner> shared = weak.lock())
            return shared;
        auto fresh = std::make_shared<BenchRunner>(config, pool_);
        fresh->setHeld(held_);
        weak = fresh;
        return fresh;
    }
    auto fresh = std::make_shared<BenchRunner>(config, pool_);
    fresh->setHeld(held_);
    runners_.emplace_back(config, fresh);
    return fresh;
}

void BenchShelf::hold() {
    held_ = true;
    for (auto& entry : runners_) {
        if (std::shared_ptr<BenchRunner> runner = entry.second.lock())
            runner->setHeld(true);
    }
}

void BenchShelf::release() {
    held_ = false;
    for (auto& entry : runners_) {
        if (std::shared_ptr<BenchRunner> runner = entry.second.lock())
            runner->setHeld(false);
    }
}

int BenchShelf::activeRunners() const {
    int count = 0;
    for (const auto& entry : runners_)
        count += entry.second.expired() ? 0 : 1;
    return count;
}

std::shared_ptr<BenchRunner> lendRunner(BenchShelf* shelf, const BenchConfig& config) {
    return shelf != nullptr ? shelf->runner(config) : std::make_shared<BenchRunner>(config);
}

TheorySdWording theorySdWording(double sigma, bool scaled) {
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("attn::charts", text);
    };
    const double variance = sigma * sigma;
    TheorySdWording wording;
    if (scaled) {
        const QString flat = formatSignificant(variance, 3);
        wording.plain = tr(" (%1 at every d k once scaled)").arg(flat);
        wording.html = tr(" (%1 at every d<sub>k</sub> once scaled)").arg(flat);
        wording.legend = tr("theory (flat)");
    } else if (variance == 1.0) {
        wording.plain = tr(" (the square root of d k)");
        wording.html = tr(" (√d<sub>k</sub>)");
        wording.legend = tr("theory √d<sub>k</sub>");
    } else {
        const QString factor = formatSignificant(variance, 3);
        wording.plain = tr(" (%1 times the square root of d k)").arg(factor);
        wording.html = tr(" (%1 × √d<sub>k</sub>)").arg(factor);
        wording.legend = tr("theory %1 × √d<sub>k</sub>").arg(factor);
    }
    return wording;
}

} // namespace attn::charts
