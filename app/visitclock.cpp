// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/visitclock.h"

#include "app/progresskeeper.h"

#include <QGuiApplication>
#include <QTimer>

#include <algorithm>

namespace app {

namespace {
// A visit longer than this is a window left open, not study: it counts this long.
constexpr qint64 kMaxVisitSeconds = 2 * 3600;
// How often the time of the visit on screen goes into the record: a killed app (no closeEvent)
// loses at most this much of it, and the record is not written every second.
constexpr int kVisitCheckpointMs = 30 * 1000;
} // namespace

VisitClock::VisitClock(ProgressKeeper* progress, std::function<QDateTime()> now, QObject* parent)
    : QObject(parent), progress_(progress), now_(std::move(now)), checkpoint_(new QTimer(this)) {
    checkpoint_->setObjectName(QStringLiteral("visitCheckpoint"));
    checkpoint_->setInterval(kVisitCheckpointMs);
    connect(checkpoint_, &QTimer::timeout, this, &VisitClock::bank);
    connect(qApp, &QGuiApplication::applicationStateChanged, this,
            [this](Qt::ApplicationState state) {
                // Time away from the window is not time spent on the lesson.
                if (state == Qt::ApplicationActive && !lesson_.isEmpty()) {
                    start_ = now_();
                    checkpoint_->start();
                } else if (state != Qt::ApplicationActive && start_.isValid()) {
                    end(true);
                }
            });
}

void VisitClock::start(const QString& lessonId) {
    end(false);
    lesson_ = lessonId;
    progress_->recordOpened(lesson_, now_());
    start_ = now_();
    banked_ = 0;
    checkpoint_->start();
}

void VisitClock::bank() {
    if (lesson_.isEmpty() || !start_.isValid())
        return;
    const QDateTime at = now_();
    const qint64 elapsed = start_.secsTo(at);
    if (elapsed < 0) { // a clock set back: nothing is counted
        start_ = at;
        return;
    }
    const qint64 seconds = std::min(elapsed, kMaxVisitSeconds - banked_);
    if (seconds > 0) {
        progress_->addTimeSpent(lesson_, seconds);
        banked_ += seconds;
    }
    start_ = start_.addSecs(elapsed); // the part of a second left over still counts
}

void VisitClock::end(bool keepLesson) {
    bank();
    checkpoint_->stop();
    banked_ = 0;
    start_ = QDateTime();
    if (!keepLesson)
        lesson_.clear();
}

} // namespace app
