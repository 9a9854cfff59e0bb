// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QObject>

#include <functional>

class QTimer;

namespace app {

class ProgressKeeper;

// Counts the time a lesson is on screen into the record: a visit starts when the lesson is
// shown, pauses while the application is in the background, and is banked every 30 s (so a
// killed application loses at most that much) and when it ends. A visit counts at most 2 h.
class VisitClock : public QObject {
    Q_OBJECT
public:
    VisitClock(ProgressKeeper* progress, std::function<QDateTime()> now, QObject* parent);

    QString lessonId() const { return lesson_; } // empty: no visit counted
    void start(const QString& lessonId);         // ends the visit before; marks the lesson opened
    void bank(); // the time so far into the record; the visit goes on
    // keepLesson: the lesson stays on screen (an application in the background comes back to it).
    void end(bool keepLesson);
    void forget() { lesson_.clear(); } // no lesson on screen any more

private:
    ProgressKeeper* progress_;
    std::function<QDateTime()> now_;
    QTimer* checkpoint_;
    QString lesson_;
    QDateTime start_;   // by the window's clock, so tests can move time on
    qint64 banked_ = 0; // seconds of this visit already in the record
};

} // namespace app
