// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/grading.h"

#include <limits>

#include <QList>
#include <QLocale>
#include <QString>

namespace lessons {

// A prediction is a commitment compared with what happens, never graded: a question's prediction
// and a lab's read alike, in the page's own colour (sp20: the lab still said a red "✘ Not quite."
// where the question beside it said "What happens differs from your prediction.").
QString predictionVerdictText(bool matches); // "Your prediction matches what happens."
QString youPredictedLabel();                 // "You predicted:", before the prediction
QString whatHappensLabel();                  // "What happens:", before what was observed

// Lab predictions; runs are max weights per head dim in percent, in the lab's dims order.
enum class Direction { Sharper, Flatter, Unchanged };
constexpr double kUnchangedBelowPct = 0.05;
Direction observedDirection(const QList<double>& previousMaxPct, const QList<double>& newMaxPct);
// The one-line reason under a lab's verdict: how the largest weight moved at each head dimension
// from the run before the edit to the scored run ("The largest weight rose from 40.0% to 66.5% at
// dₖ = 1; fell from … at dₖ = 16."; one dimension: no dₖ named). Empty when nothing is known.
QString weightChangeText(const QList<int>& dims, const QList<double>& beforePct,
                         const QList<double>& afterPct, const QLocale& locale = QLocale::c());
// `reason` (weightChangeText) follows the verdict: a student read "sharper; came out flatter"
// and nothing about which weight moved (sp19).
Grade gradeDirectionPrediction(Direction predicted, Direction observed,
                               const QString& reason = QString());
// How far off a max-weight prediction may be and still match, in percentage points, unless the
// lab's `tolerance` says otherwise (the format's default is this number: lessons/kinds).
constexpr double kDefaultLabTolerancePct = 5.0;
// The feedback states the rule ("within 5 points counts as a match") and how far off the
// prediction was; `reason` (maxWeightReason) follows it.
Grade gradeMaxWeightPrediction(double predictedPct, double observedPct, double tolerancePct,
                               const QLocale& locale = QLocale::c(),
                               const QString& reason = QString());
QString
directionName(Direction direction); // "sharper", "flatter", "unchanged": stored, never shown
QString directionLabel(Direction direction); // the translated word shown to the student
bool parseDirection(const QString& name, Direction* out);

} // namespace lessons
