// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

// The order in which a choice question's options are shown: shuffled per learner, so the right
// answer's place tells nothing, yet the same for that learner on every run (the record keeps
// option ids, never positions, so the order may change without touching the record).
namespace lessons {

struct Lesson;
struct QuestionSpec;

// A new learner id: 128 bits from QRandomGenerator::securelySeeded, as 32 lower-case hex digits.
// Made once per record (ProgressStore::learnerId) and kept.
QString newLearnerId();

// Indices into `optionIds` in the order to show them. Round 0 is the lesson page; round n >= 1
// is the n-th review of the question, which shows another order than round 0 whenever two or
// more options move. Options named in `pinned` keep their written place. A function of its
// arguments alone (SHA-256 of learner, question and round drives a Fisher-Yates shuffle), the
// same on every platform. An empty learner id gives the written order. A review (round >= 1)
// avoids `lessonOrder`, the order the lesson page showed (lessonOptionOrders), or when that is
// empty the page's order before balancing.
QList<int> optionOrder(const QString& learnerId, const QString& questionId,
                       const QStringList& optionIds, const QStringList& pinned, int round = 0,
                       const QList<int>& lessonOrder = {});

// optionOrder for a question: its options in written order and its pinned ones.
QList<int> questionOptionOrder(const QString& learnerId, const QuestionSpec& question,
                               int round = 0, const QList<int>& lessonOrder = {});

// The orders a lesson page shows its choice questions in, by question id. Each is
// questionOptionOrder's, except that the right option of a single-choice question is moved to a
// place drawn (from learner and question, so the same on every run) with more weight on places
// that held the answer less often among the lesson's earlier questions of its kind (predictions
// and the others apart, and by number of options), and never where the kMaxSamePlace - 1
// single-choice questions before it (reading order) all had theirs. Over a lesson each place gets
// its share of answers without the last one becoming certain.
constexpr int kMaxSamePlace = 3;
QHash<QString, QList<int>> lessonOptionOrders(const QString& learnerId, const Lesson& lesson);

} // namespace lessons
