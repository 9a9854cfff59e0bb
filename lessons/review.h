// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/progress.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

// Missed questions come back on a spaced schedule; a numeric question whose expected answer
// reads live parameters comes back with fresh values for them.
namespace lessons {

struct Block;
struct QuestionSpec;
struct Course;
struct Lesson;

// Days until the next review after a miss (first entry) and after each right answer on review.
// A right answer at the last interval takes the question off the schedule.
constexpr int kReviewIntervalDays[] = {1, 3, 7, 14, 30};
constexpr int kReviewStages = int(sizeof(kReviewIntervalDays) / sizeof(int));

struct ReviewState {
    bool scheduled = false;
    int stage = 0; // index into kReviewIntervalDays of the interval that led to `due`
    QDate due;     // local date
    int misses = 0;
};
// Replays one question's attempts (oldest first): a miss schedules it for the next day and
// starts over; a right answer on or after the due day moves it to the next interval; a right
// answer before the due day (retrying at once on the lesson page) changes nothing.
ReviewState reviewState(const QList<Attempt>& attempts);

struct ReviewItem {
    QString lessonId;
    QString questionId;
    ReviewState state;
};
// Every scheduled question of the course's lessons, by due date, then course order.
QList<ReviewItem> scheduledReviews(const Course& course, const ProgressStore& store);
QList<ReviewItem> dueReviews(const QList<ReviewItem>& scheduled, const QDate& today);
// The first day after today with questions scheduled, and how many come back that day; an
// invalid day when nothing is scheduled after today.
struct NextReview {
    QDate day;
    int count = 0;
};
NextReview nextReview(const QList<ReviewItem>& scheduled, const QDate& today);

// The values a control lets the student set: a slider's stops (`values`, or min..max by
// step), a toggle's 0 and 1. Empty for a choice or an unknown parameter.
struct ControlRange {
    QList<double> stops; // when the control lists them
    double min = 0, max = 0, step = 1;
    qint64 count() const; // of the values the control can take
    double at(qint64 index) const;
};
bool controlRange(const Lesson& lesson, const QString& parameter, ControlRange* range);

// A stable seed per question of a review session.
quint64 reviewSeed(quint64 sessionSeed, const QString& lessonId, const QString& questionId);
// Fresh values for the parameters a numeric question's `expected` reads, each drawn uniformly
// from its control's values by a counter-based generator (same seed, same values on every
// platform). Values equal to `previous` (what it was missed at) are drawn again, a few times.
// Returns {} when the question reads no parameter a control sets.
QHash<QString, double> drawReviewValues(const Lesson& lesson, const QuestionSpec& question,
                                        quint64 seed, const QHash<QString, double>& previous = {});

} // namespace lessons
