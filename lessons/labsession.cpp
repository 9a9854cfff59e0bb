// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/labsession.h"

#include "lessons/displaytext.h"
#include "lessons/predictions.h"
#include "lessons/typednumbers.h"

#include "core/logittext.h"

#include <QCoreApplication>

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lessons {

namespace {
Eigen::VectorXd toVector(const QList<double>& scores) {
    Eigen::VectorXd vector(scores.size());
    for (qsizetype i = 0; i < scores.size(); ++i)
        vector(Eigen::Index(i)) = scores.at(i);
    return vector;
}

// A weight as the run table shows it, one decimal: two outcomes that read the same there are
// the same to the student.
QString tablePct(double pct) {
    return QString::number(pct, 'f', 1);
}

} // namespace

LabSession::LabSession(const LabSetup& setup) : setup_(setup) {}

bool LabSession::commitDirection(Direction direction) {
    if (setup_.predict != PredictKind::Direction || committed_ || scored_)
        return false;
    predicted_ = directionName(direction);
    committed_ = true;
    committedAt_ = runs_.size();
    return true;
}

bool LabSession::commitMaxWeight(double pct) {
    if (setup_.predict != PredictKind::MaxWeight || committed_ || scored_ || !std::isfinite(pct) ||
        pct < 0.0 || pct > 100.0)
        return false;
    predicted_ = QString::number(pct, 'g', 6);
    committed_ = true;
    committedAt_ = runs_.size();
    return true;
}

bool LabSession::wouldHold(const QList<double>& scores) const {
    if (!pending())
        return false;
    if (hasHeld_ && heldScores_ == scores)
        return false; // asked twice: runs unscored
    // Both kinds predict the run after an edit; a run of unedited logits shows nothing of it.
    const QList<double>& previous = runs_.isEmpty() ? setup_.scores : runs_.last().scores;
    return scores != previous;
}

Result<LabRun> LabSession::compute(const QList<double>& scores, const QList<int>& dims) const {
    attn::ScoreSetup setup;
    setup.scale = setup_.scale;
    const Eigen::VectorXd vector = toVector(scores);
    LabRun run;
    run.scores = scores;
    run.dims = dims;
    for (int dim : dims) {
        setup.dk = dim;
        const attn::Result<attn::ScoredLogits> scored = attn::scoreLogits(vector, setup);
        if (!scored)
            return Result<LabRun>::failure(
                textError(QString::fromStdString(scored.error().message), {}));
        QList<double> pct;
        double largest = 0.0;
        for (Eigen::Index i = 0; i < scored.value().weights.size(); ++i) {
            pct.append(100.0 * scored.value().weights(i));
            largest = std::max(largest, pct.last());
        }
        run.weightsPct.append(pct);
        run.maxPct.append(largest);
    }
    return run;
}

LabOutcome LabSession::preview(const QList<double>& scores, const QList<int>& dims) const {
    return previewOf(compute(scores, dims), scores);
}

LabOutcome LabSession::previewOf(const Result<LabRun>& computed,
                                 const QList<double>& scores) const {
    LabOutcome outcome;
    if (!computed) {
        outcome.error = computed.error().message;
        outcome.status = LabRunStatus::Failed;
        return outcome;
    }
    if (wouldHold(scores)) {
        outcome.status = LabRunStatus::Held;
        return outcome;
    }
    if (committed_)
        return judge(computed.value(), runs_.size());
    const bool unscored = pending() && hasHeld_ && heldScores_ == scores;
    outcome.status = unscored ? LabRunStatus::RanUnscored : LabRunStatus::Ran;
    return outcome;
}

LabOutcome LabSession::run(const QList<double>& scores, const QList<int>& dims) {
    const Result<LabRun> computed = compute(scores, dims);
    LabOutcome outcome = previewOf(computed, scores);
    if (outcome.status == LabRunStatus::Failed)
        return outcome;
    if (outcome.status == LabRunStatus::Held) {
        heldScores_ = scores;
        hasHeld_ = true;
        lastStatus_ = outcome.status;
        return outcome;
    }
    hasHeld_ = false;
    if (outcome.status == LabRunStatus::Scored) {
        committed_ = false;
        scored_ = true;
        outcome.scoredRun = int(runs_.size());
        scoredRun_ = outcome.scoredRun;
    }
    runs_.append(computed.value());
    lastStatus_ = outcome.status;
    return outcome;
}

LabOutcome LabSession::judge(const LabRun& run, qsizetype earlier) const {
    const LabOutcome graded = grade(run, earlier);
    if (graded.status != LabRunStatus::Scored)
        return graded;
    const LabOutcome seen = shownBefore(run, earlier);
    if (seen.status == LabRunStatus::SeenBefore)
        return seen;
    LabOutcome practice = graded;
    practice.seenBeforeReset = seen.seenBeforeReset;
    practice.seenScores = seen.seenScores;
    return practice;
}

LabOutcome LabSession::waitingOutcome() const {
    LabOutcome none;
    none.status = LabRunStatus::Ran;
    if (!committed_ || runs_.size() <= committedAt_)
        return none;
    const LabOutcome last = judge(runs_.constLast(), runs_.size() - 1);
    return last.status == LabRunStatus::Scored ? none : last;
}

int LabSession::runBefore(const QList<double>& scores, qsizetype earlier) const {
    for (int i = int(earlier) - 1; i >= 0; --i) {
        if (runs_.at(i).scores != scores)
            return i;
    }
    return -1;
}

LabOutcome LabSession::shownBefore(const LabRun& run, qsizetype earlier) const {
    const auto largestAt = [this](const QList<double>& scores, int dim) {
        return compute(scores, {dim}).valueOr({}).maxPct.value(0, -1.0);
    };
    const int before = runBefore(run.scores, earlier);
    const QList<double>& baseScores = before >= 0 ? runs_.at(before).scores : setup_.scores;
    const bool maxWeight = setup_.predict == PredictKind::MaxWeight;
    const qsizetype predictedAt = run.dims.indexOf(setup_.predictDim);
    const QString observedPct = tablePct(
        predictedAt >= 0 ? run.maxPct.at(predictedAt) : largestAt(run.scores, setup_.predictDim));
    const auto showsOutcome = [&](const auto& shown) {
        if (maxWeight)
            return shown.dims.contains(setup_.predictDim) &&
                   tablePct(largestAt(shown.scores, setup_.predictDim)) == observedPct;
        // A direction is measured from the run before the edit: seeing that one tells nothing.
        if (shown.scores == baseScores)
            return false;
        bool common = false;
        for (qsizetype i = 0; i < run.dims.size(); ++i) {
            if (!shown.dims.contains(run.dims.at(i)))
                continue;
            common = true;
            if (tablePct(largestAt(shown.scores, run.dims.at(i))) != tablePct(run.maxPct.at(i)))
                return false;
        }
        return common;
    };
    LabOutcome seen;
    seen.status = LabRunStatus::SeenBefore;
    if (maxWeight)
        seen.seenPct = observedPct;
    // Runs after the commit came after the prediction: what they showed it could not copy.
    const qsizetype seenFirst = std::min(committedAt_, earlier);
    for (qsizetype i = 0; i < seenFirst; ++i) {
        if (showsOutcome(runs_.at(i))) {
            seen.seenRun = int(i);
            seen.seenScores = runs_.at(i).scores;
            return seen;
        }
    }
    LabOutcome fresh;
    fresh.status = LabRunStatus::Scored;
    // A Reset promises a fresh attempt, and the steps ask for the very logits run before it: a
    // refusal there left the lab stuck on its own steps (issue 22). Scored, but as practice.
    if (const auto it = std::find_if(shown_.cbegin(), shown_.cend(), showsOutcome);
        it != shown_.cend()) {
        fresh.seenBeforeReset = true;
        fresh.seenScores = it->scores;
    }
    return fresh;
}

LabOutcome LabSession::scoredOutcome() const {
    if (!scored_ || scoredRun_ < 0 || scoredRun_ >= runs_.size())
        return {};
    LabOutcome outcome = grade(runs_.at(scoredRun_), scoredRun_);
    if (outcome.status != LabRunStatus::Scored)
        return {};
    outcome.scoredRun = scoredRun_;
    // Practice when a Reset cleared a run that showed it (a run in the table before the commit
    // cannot have: the run would have been refused).
    const LabOutcome seen = shownBefore(runs_.at(scoredRun_), scoredRun_);
    outcome.seenBeforeReset = seen.seenBeforeReset;
    outcome.seenScores = seen.seenScores;
    return outcome;
}

LabOutcome LabSession::grade(const LabRun& run, qsizetype earlier) const {
    LabOutcome outcome;
    // The run before the edit this prediction is about: the latest run with other logits.
    const int before = runBefore(run.scores, earlier);
    const QList<double>& baseScores = before >= 0 ? runs_.at(before).scores : setup_.scores;
    if (baseScores == run.scores) {
        outcome.status = LabRunStatus::NothingChanged;
        return outcome;
    }
    if (setup_.predict == PredictKind::MaxWeight) {
        double observedPct = 0.0;
        const qsizetype index = run.dims.indexOf(setup_.predictDim);
        if (index >= 0) {
            observedPct = run.maxPct.at(index);
        } else {
            // The same logits just ran, so only the dimension differs.
            observedPct = compute(run.scores, {setup_.predictDim}).valueOr({}).maxPct.value(0);
        }
        outcome.observed = QString::number(observedPct, 'f', 1);
        outcome.grade = gradeMaxWeightPrediction(
            predicted_.toDouble(), observedPct, setup_.tolerancePct, setup_.locale,
            maxWeightReason(baseScores, run.scores, setup_.predictDim, setup_.scale, setup_.locale,
                            before < 0));
    } else {
        // These logits ran before (or are the lesson's), at the same dims.
        const Result<LabRun> computedBase = compute(baseScores, run.dims);
        if (!computedBase) {
            outcome.status = LabRunStatus::NothingChanged;
            return outcome;
        }
        const LabRun& base = computedBase.value();
        const Direction observed = observedDirection(base.maxPct, run.maxPct);
        Direction predicted = Direction::Unchanged;
        parseDirection(predicted_, &predicted);
        outcome.observed = directionName(observed);
        outcome.grade = gradeDirectionPrediction(
            predicted, observed,
            weightChangeText(run.dims, base.maxPct, run.maxPct, setup_.locale));
    }
    outcome.comparedWith = before;
    outcome.status = LabRunStatus::Scored;
    outcome.predicted = predicted_;
    return outcome;
}

LabSession::Standing LabSession::standing(const PredictionRecord* kept, Moment moment) const {
    if (scored_ && moment != Moment::AfterReset) {
        if (scoredOutcome().seenBeforeReset)
            return Standing::SeenPractice;
        if (moment == Moment::Scoring)
            return nextLabAttemptCounts(kept) ? Standing::Counts : Standing::Practice;
        return !kept || currentLabAttemptCounts(*kept) ? Standing::Counts : Standing::Practice;
    }
    if (!nextLabAttemptCounts(kept))
        return Standing::Practice;
    // shownBefore() matches a scored run against every run a Reset cleared, whatever its logits;
    // after a Reset the runs in the table join them.
    const bool seen = !shown_.isEmpty() || (moment == Moment::AfterReset && !runs_.isEmpty());
    return seen ? Standing::CountsUnlessSeen : Standing::Counts;
}

void LabSession::reset() {
    QList<LabRunRecord> shown = shown_;
    for (const LabRun& run : std::as_const(runs_)) {
        const LabRunRecord kept{run.scores, run.dims};
        const auto same = [&kept](const LabRunRecord& r) {
            return r.scores == kept.scores && r.dims == kept.dims;
        };
        if (std::none_of(shown.cbegin(), shown.cend(), same))
            shown.append(kept);
    }
    // Bounded like the runs a record restores; the oldest go first.
    if (shown.size() > kMaxShownRuns)
        shown.remove(0, shown.size() - kMaxShownRuns);
    clear();
    shown_ = shown;
}

void LabSession::clear() {
    runs_.clear();
    shown_.clear();
    lastStatus_ = LabRunStatus::Ran;
    committed_ = false;
    committedAt_ = 0;
    scored_ = false;
    predicted_.clear();
    scoredRun_ = -1;
    heldScores_.clear();
    hasHeld_ = false;
}

LabRecord LabSession::record() const {
    LabRecord out;
    for (const LabRun& run : runs_)
        out.runs.append({run.scores, run.dims});
    out.predicted = predicted_;
    out.committed = committed_;
    out.scored = scored_;
    if (scored_)
        out.scoredRun = scoredRun_ >= 0 ? scoredRun_ + 1 : 0;
    else if (committed_)
        out.scoredRun = int(committedAt_) + 1; // see restore()
    out.held = hasHeld_;
    out.heldScores = heldScores_;
    out.shown = shown_;
    return out;
}

void LabSession::restore(const LabRecord& record) {
    clear();
    shown_ = record.shown.mid(std::max<qsizetype>(0, record.shown.size() - kMaxShownRuns));
    const qsizetype first = std::max<qsizetype>(0, record.runs.size() - kMaxRestoredRuns);
    int scoredRun = -1;             // where the scored run lands among the runs kept
    qsizetype keptBeforeCommit = 0; // a committed prediction's: the runs kept from before it
    bool runsLeftOut = first > 0;
    for (qsizetype i = first; i < record.runs.size(); ++i) {
        // A run the core rejects is left out.
        const Result<LabRun> run = compute(record.runs.at(i).scores, record.runs.at(i).dims);
        if (!run) {
            runsLeftOut = true;
            continue;
        }
        if (i + 1 == record.scoredRun && !runsLeftOut)
            scoredRun = int(runs_.size()); // graded against the same earlier runs as then
        if (i + 1 < record.scoredRun)
            ++keptBeforeCommit;
        runs_.append(run.value());
    }
    if (!predictionAsked() || (record.committed && record.scored))
        return; // not asked, or a damaged state: the student predicts again
    if (record.committed || record.scored) {
        bool fits = false;
        if (setup_.predict == PredictKind::Direction) {
            Direction direction = Direction::Unchanged;
            fits = parseDirection(record.predicted, &direction);
        } else {
            bool ok = false;
            const double pct = record.predicted.toDouble(&ok);
            fits = ok && std::isfinite(pct) && pct >= 0.0 && pct <= 100.0;
        }
        if (!fits)
            return;
        predicted_ = record.predicted;
        committed_ = record.committed;
        scored_ = record.scored;
        if (scored_)
            scoredRun_ = scoredRun;
        if (committed_) {
            // While the prediction waits, `scoredRun` keeps where it was committed (the runs
            // then in the table, plus one), which no other field of the record says. Records
            // written before lab30 hold 0: every run counts as before the commit, as it did.
            committedAt_ = record.scoredRun > 0 ? keptBeforeCommit : runs_.size();
            lastStatus_ = waitingOutcome().status;
        }
    }
    if (record.held && !scored_) {
        heldScores_ = record.heldScores;
        hasHeld_ = true;
    }
}

namespace {

// "1", "1 and 2", "1, 2 and 4": the top logit's leads, smallest first.
QString leadsText(const Eigen::VectorXd& scaled, const QLocale& locale) {
    Eigen::Index top = 0;
    scaled.maxCoeff(&top);
    QList<double> leads;
    for (Eigen::Index i = 0; i < scaled.size(); ++i)
        if (i != top)
            leads.append(scaled(top) - scaled(i));
    std::sort(leads.begin(), leads.end());
    // Leads are computed logits: core's one rule for them (attn::logitTexts).
    QStringList parts;
    for (const std::string& lead :
         attn::logitTexts(std::vector<double>(leads.begin(), leads.end()), numberFormat(locale)))
        parts.append(QString::fromStdString(lead));
    if (parts.size() < 2)
        return parts.value(0);
    const QString last = parts.takeLast();
    return QCoreApplication::translate("lessons", "%1 and %2", "the last two of a list")
        .arg(parts.join(listSeparator(locale)), last);
}

QString listText(const Eigen::VectorXd& values, const QLocale& locale) {
    QStringList parts;
    for (Eigen::Index i = 0; i < values.size(); ++i)
        parts.append(formatNumber(values(i), locale, 4));
    return parts.join(listSeparator(locale));
}

} // namespace

QString maxWeightReason(const QList<double>& before, const QList<double>& after, int dim,
                        attn::ScaleRule scale, const QLocale& locale, bool beforeIsTheLessons) {
    attn::ScoreSetup setup;
    setup.scale = scale;
    setup.dk = dim;
    const auto scored = [&setup](const QList<double>& scores) {
        return attn::scoreLogits(toVector(scores), setup);
    };
    const attn::Result<attn::ScoredLogits> was = scored(before), now = scored(after);
    const attn::Result<double> factor = attn::scaleFactor(scale, dim);
    if (!was || !now || !factor || before.size() < 2 || after.size() < 2)
        return {};
    const QString leads = leadsText(now.value().scaled, locale);
    const QString leadsBefore = leadsText(was.value().scaled, locale);
    const QString typed = listText(now.value().raw, locale);
    const QString lessons = listText(was.value().raw, locale);
    QString entry;
    if (factor.value() == 1.0) {
        entry = beforeIsTheLessons
                    ? QCoreApplication::translate("lessons",
                                                  "Your %1 enter softmax as they are, and the top "
                                                  "one leads the others by %2 (in the lesson's "
                                                  "own logits %3: by %4).")
                          .arg(typed, leads, lessons, leadsBefore)
                    : QCoreApplication::translate("lessons",
                                                  "Your %1 enter softmax as they are, and the top "
                                                  "one leads the others by %2 (before your edit: "
                                                  "by %3).")
                          .arg(typed, leads, leadsBefore);
    } else {
        const QString divisor = formatNumber(1.0 / factor.value(), locale, 4);
        const QString by = scale == attn::ScaleRule::InvSqrtDk
                               ? QStringLiteral("√%1 = %2").arg(formatNumber(dim, locale), divisor)
                               : divisor;
        // As softmax takes them: computed logits, by core's one rule (attn::logitTexts).
        const Eigen::VectorXd& entering = now.value().scaled;
        QStringList scaledParts;
        for (const std::string& text : attn::logitTexts(
                 std::vector<double>(entering.begin(), entering.end()), numberFormat(locale)))
            scaledParts.append(QString::fromStdString(text));
        const QString scaled = scaledParts.join(listSeparator(locale));
        entry = beforeIsTheLessons
                    ? QCoreApplication::translate(
                          "lessons", "At dₖ = %1 the logits are divided by %2: your %3 enter "
                                     "softmax as %4, and the top one leads the others by %5 (in "
                                     "the lesson's own logits %6: by %7).")
                          .arg(formatNumber(dim, locale), by, typed, scaled, leads, lessons,
                               leadsBefore)
                    : QCoreApplication::translate(
                          "lessons", "At dₖ = %1 the logits are divided by %2: your %3 enter "
                                     "softmax as %4, and the top one leads the others by %5 "
                                     "(before your edit: by %6).")
                          .arg(formatNumber(dim, locale), by, typed, scaled, leads, leadsBefore);
    }
    const double from = 100.0 * was.value().weights.maxCoeff();
    const double to = 100.0 * now.value().weights.maxCoeff();
    const QString fromText = formatPercent(from, locale), toText = formatPercent(to, locale);
    // Which logits gave `from`, when no run in the table need show it.
    const QString fromShown =
        beforeIsTheLessons
            ? QCoreApplication::translate("lessons", "%1 for the lesson's logits").arg(fromText)
            : fromText;
    QString moved;
    if (fromText == toText)
        moved = QCoreApplication::translate("lessons", "Its weight stayed at %1.").arg(toText);
    else if (to > from)
        moved = QCoreApplication::translate("lessons", "Larger leads give it more of the weight: "
                                                       "%1 became %2.")
                    .arg(fromShown, toText);
    else
        moved = QCoreApplication::translate("lessons", "Smaller leads leave it less of the "
                                                       "weight: %1 became %2.")
                    .arg(fromShown, toText);
    return entry + QLatin1Char(' ') + moved;
}

QList<EarlierPrediction> labAttempts(const PredictionRecord& record) {
    QList<EarlierPrediction> attempts = record.earlier;
    attempts.append(
        {record.predicted, record.observed, record.correct, record.at, record.practice});
    return attempts;
}

qsizetype countedLabAttempt(const QList<EarlierPrediction>& attempts) {
    qsizetype lastNeverRun = -1;
    for (qsizetype i = 0; i < attempts.size(); ++i) {
        if (attempts.at(i).practice)
            continue;
        if (!attempts.at(i).observed.isEmpty())
            return i;
        lastNeverRun = i;
    }
    return lastNeverRun;
}

bool nextLabAttemptCounts(const PredictionRecord* kept) {
    if (!kept)
        return true;
    // Scored now, it would stand last, after every attempt kept; it ran, so it counts only when
    // none of those that could count did.
    const QList<EarlierPrediction> attempts = labAttempts(*kept);
    return std::none_of(attempts.cbegin(), attempts.cend(), [](const EarlierPrediction& e) {
        return !e.practice && !e.observed.isEmpty();
    });
}

bool currentLabAttemptCounts(const PredictionRecord& kept) {
    const QList<EarlierPrediction> attempts = labAttempts(kept);
    return countedLabAttempt(attempts) == attempts.size() - 1;
}

namespace {
// The number a kept percentage holds: the record keeps what was shown, in the language of that
// day ("73.0%", "73,1 %"); a bare number comes from older records.
Result<double> keptPercent(const QString& stored, const QLocale& locale) {
    QString number;
    for (const QChar c : stored) {
        if (c == QChar(0x2212))
            number += QLatin1Char('-');
        else if (c != QLatin1Char('%') && !c.isSpace())
            number += c;
    }
    // A decimal comma or point, whichever locale wrote it.
    return parseNumber(number, locale);
}
} // namespace

QString labOutcomeText(const QString& stored, PredictKind kind, const QLocale& locale) {
    if (kind == PredictKind::MaxWeight) {
        // Each is written again in today's number format.
        const Result<double> value = keptPercent(stored, locale);
        return value ? formatPercent(value.value(), locale) : stored;
    }
    Direction direction = Direction::Unchanged;
    return parseDirection(stored, &direction) ? directionLabel(direction) : stored;
}

QString labPredictedText(const QString& stored, PredictKind kind, const QLocale& locale) {
    if (kind == PredictKind::MaxWeight) {
        const Result<double> value = keptPercent(stored, locale);
        return value ? formatTypedPercent(value.value(), locale) : stored;
    }
    return labOutcomeText(stored, kind, locale);
}

} // namespace lessons
