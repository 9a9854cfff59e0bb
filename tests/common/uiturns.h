// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// How long the UI thread stays away from its event loop (issue 24: no lesson may block it for
// more than 50 ms). A timer fires every few milliseconds; whatever ran between two of its ticks
// was one stretch of work the window could not answer in. Each stretch is measured in wall time
// (what the student feels) and in the thread's CPU time (what the work costs, nearly the same on
// an idle machine and independent of the other processes on a loaded one).

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <ctime>

namespace uiturns {

// The CPU time the calling thread has used, in milliseconds.
inline double threadCpuMs() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

class Probe : public QObject {
public:
    static constexpr int kTickMs = 5;

    Probe() {
        timer_.setInterval(kTickMs);
        timer_.setTimerType(Qt::PreciseTimer);
        QObject::connect(&timer_, &QTimer::timeout, this, [this] { tick(); });
    }

    void start() {
        longestWallMs_ = longestCpuMs_ = 0.0;
        ticks_ = 0;
        wall_.start();
        lastWallMs_ = 0.0;
        lastCpuMs_ = threadCpuMs();
        timer_.start();
    }
    void stop() {
        tick(); // the stretch that was still running
        timer_.stop();
    }

    // The longest stretch between two ticks, less the tick's own interval.
    double longestWallMs() const { return longestWallMs_; }
    double longestCpuMs() const { return longestCpuMs_; }
    int ticks() const { return ticks_; }

private:
    void tick() {
        const double wall = double(wall_.nsecsElapsed()) / 1e6;
        const double cpu = threadCpuMs();
        longestWallMs_ = std::max(longestWallMs_, wall - lastWallMs_ - kTickMs);
        longestCpuMs_ = std::max(longestCpuMs_, cpu - lastCpuMs_);
        lastWallMs_ = wall;
        lastCpuMs_ = cpu;
        ++ticks_;
    }

    QTimer timer_;
    QElapsedTimer wall_;
    double lastWallMs_ = 0.0;
    double lastCpuMs_ = 0.0;
    double longestWallMs_ = 0.0;
    double longestCpuMs_ = 0.0;
    int ticks_ = 0;
};

} // namespace uiturns
