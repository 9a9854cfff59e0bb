// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/predictions.h"
#include "lessons/displaytext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace lessons {

Direction observedDirection(const QList<double>& previousMaxPct, const QList<double>& newMaxPct) {
    const qsizetype n = std::min(previousMaxPct.size(), newMaxPct.size());
    int sharper = 0, flatter = 0, unchanged = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const double diff = newMaxPct.at(i) - previousMaxPct.at(i);
        if (std::isnan(diff) || std::fabs(diff) < kUnchangedBelowPct - 1e-9) // 40.05 - 40 < 0.05
            ++unchanged;
        else if (diff > 0)
            ++sharper;
        else
            ++flatter;
    }
    if (sharper > flatter && sharper > unchanged)
        return Direction::Sharper;
    if (flatter > sharper && flatter > unchanged)
        return Direction::Flatter;
    return Direction::Unchanged;
}

QString directionName(Direction direction) {
    switch (direction) {
    case Direction::Sharper:
        return QStringLiteral("sharper");
    case Direction::Flatter:
        return QStringLiteral("flatter");
    case Direction::Unchanged:
        break;
    }
    return QStringLiteral("unchanged");
}

QString directionLabel(Direction direction) {
    switch (direction) {
    case Direction::Sharper:
        return QCoreApplication::translate("lessons", "sharper");
    case Direction::Flatter:
        return QCoreApplication::translate("lessons", "flatter");
    case Direction::Unchanged:
        break;
    }
    return QCoreApplication::translate("lessons", "unchanged");
}

bool parseDirection(const QString& name, Direction* out) {
    for (Direction d : {Direction::Sharper, Direction::Flatter, Direction::Unchanged}) {
        if (name.trimmed().compare(directionName(d), Qt::CaseInsensitive) == 0) {
            *out = d;
            return true;
        }
    }
    return false;
}

QString weightChangeText(const QList<int>& dims, const QList<double>& beforePct,
                         const QList<double>& afterPct, const QLocale& locale) {
    const qsizetype n = std::min({dims.size(), beforePct.size(), afterPct.size()});
    QStringList parts;
    for (qsizetype i = 0; i < n; ++i) {
        const double before = beforePct.at(i), after = afterPct.at(i);
        if (!std::isfinite(before) || !std::isfinite(after))
            continue;
        const QString from = formatPercent(before, locale), to = formatPercent(after, locale);
        // The same threshold as observedDirection, so the reason never contradicts the verdict.
        const QString change =
            std::fabs(after - before) < kUnchangedBelowPct - 1e-9
                ? QCoreApplication::translate("lessons", "stayed at %1").arg(to)
            : after > before
                ? QCoreApplication::translate("lessons", "rose from %1 to %2").arg(from, to)
                : QCoreApplication::translate("lessons", "fell from %1 to %2").arg(from, to);
        parts.append(n == 1 ? change
                            : QCoreApplication::translate("lessons", "%1 at dₖ = %2")
                                  .arg(change, formatNumber(dims.at(i), locale)));
    }
    if (parts.isEmpty())
        return {};
    return QCoreApplication::translate("lessons", "The largest weight %1.")
        .arg(parts.join(QStringLiteral("; ")));
}

QString predictionVerdictText(bool matches) {
    return matches ? QCoreApplication::translate("lessons", "Your prediction matches what happens.")
                   : QCoreApplication::translate("lessons",
                                                 "What happens differs from your prediction.");
}

QString youPredictedLabel() {
    return QCoreApplication::translate("lessons", "You predicted:");
}

QString whatHappensLabel() {
    return QCoreApplication::translate("lessons", "What happens:");
}

Grade gradeDirectionPrediction(Direction predicted, Direction observed, const QString& reason) {
    Grade grade;
    grade.answered = true;
    grade.correct = predicted == observed;
    // The lab's comparison line names both already ("You predicted: flatter | What happens:
    // sharper"); beside it the feedback says only why, when that is known (sp20 read the
    // prediction and the outcome twice in three lines).
    grade.feedback =
        !reason.isEmpty()
            ? reason
            : QCoreApplication::translate("lessons", "You predicted %1; the run came out %2.")
                  .arg(directionLabel(predicted), directionLabel(observed));
    return grade;
}

Grade gradeMaxWeightPrediction(double predictedPct, double observedPct, double tolerancePct,
                               const QLocale& locale, const QString& reason) {
    Grade grade;
    if (!std::isfinite(predictedPct) || !std::isfinite(observedPct) ||
        !std::isfinite(tolerancePct) || tolerancePct < 0) {
        grade.feedback = QCoreApplication::translate(
            "lessons", "The prediction cannot be scored (type a percentage "
                       "between 0 and 100).");
        return grade;
    }
    grade.answered = true;
    const double off = std::fabs(predictedPct - observedPct);
    grade.correct = off <= tolerancePct + 1e-9;
    // With the one decimal the weights are shown with (86.7% against 60% is 26.7 points off).
    const QString offText = formatFixed(off, 1, locale);
    const QString tolerance = formatNumber(tolerancePct, locale);
    grade.feedback =
        grade.correct
            ? QCoreApplication::translate("lessons", "Yours was %1 points off, and within %2 "
                                                     "points counts as a match.")
                  .arg(offText, tolerance)
            : QCoreApplication::translate("lessons", "Yours was %1 points off; within %2 points "
                                                     "counts as a match.")
                  .arg(offText, tolerance);
    // The reason on a line of its own: the lab sets the score's line under the comparison and
    // the reason as a paragraph (sp37 #4: four sentences in one block).
    if (!reason.isEmpty())
        grade.feedback += QLatin1Char('\n') + reason;
    return grade;
}

} // namespace lessons
