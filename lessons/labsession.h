// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/scale.h"
#include "lessons/blockspecs.h" // PredictKind
#include "lessons/grading.h"
#include "lessons/predictions.h"
#include "lessons/progress.h"
#include "lessons/result.h"

#include <QList>
#include <QLocale>
#include <QString>

namespace lessons {

// One run of a lab: the logits, the head dimensions and the softmax weights at each of them.
struct LabRun {
    QList<double> scores;
    QList<int> dims;
    QList<QList<double>> weightsPct; // per dim, per key
    QList<double> maxPct;            // per dim
};

struct LabSetup {
    QList<double> scores; // the lesson's own logits
    QList<int> dims;      // the lesson's head dimensions
    attn::ScaleRule scale = attn::ScaleRule::InvSqrtDk;
    PredictKind predict = PredictKind::None;
    int predictDim = 1; // MaxWeight: the head dimension predicted
    // MaxWeight: how far off, in percentage points, still matches.
    double tolerancePct = kDefaultLabTolerancePct;
    QLocale locale = QLocale::c(); // the student's: numbers in the feedback
};

enum class LabRunStatus {
    Ran,            // ran; there is no prediction waiting to be scored
    Scored,         // ran and scored the committed prediction
    Held,           // did not run: the lab asks for a prediction first; the same Run again runs it
                    // unscored
    RanUnscored,    // ran without a prediction although the lab asks for one first
    NothingChanged, // ran with the logits the prediction compares with: nothing to score yet, the
                    // prediction stays committed
    SeenBefore,     // ran logits whose outcome a run in the table showed before the prediction
                    // was committed: not scored (the student saw the answer), the prediction
                    // stays committed
    Failed,         // did not run: the core rejected the input (error says why)
};

struct LabOutcome {
    LabRunStatus status = LabRunStatus::Failed;
    QString error;     // Failed: the core's message
    Grade grade;       // Scored
    QString predicted; // Scored: "sharper", or a percentage such as "60"
    QString observed;  // Scored: "sharper", or the observed percentage with one decimal
    // Scored: index in runs() of the run before the edit; -1 = the lesson's own logits.
    int comparedWith = -1;
    int scoredRun = -1; // Scored: index in runs() of the run that was scored
    // Scored: a run a Reset cleared (shown()) showed this outcome, so the verdict is practice,
    // which the record keeps as such and never counts.
    bool seenBeforeReset = false;
    int seenRun = -1; // SeenBefore: index in runs() of the run that showed it
    // SeenBefore, MaxWeight: the largest weight shown, with one decimal as the run table has it.
    QString seenPct;
    // SeenBefore, or Scored with seenBeforeReset: the logits of the run that showed it.
    QList<double> seenScores;
};

// The run, prediction and scoring rules of a predict-then-run lab, without widgets.
//
// A prediction of either kind is about an edit of the logits, so it is scored on the first run
// after it is committed whose logits differ from the run before the edit: the latest run with
// other logits, or the lesson's own logits when no earlier run differs. Re-running identical
// logits in between (before or after committing) never becomes the comparison, and a committed
// run of unedited logits is NothingChanged. Direction compares that run with the run before the
// edit; MaxWeight reads the largest weight of the scored run at its head dimension.
//
// While a prediction is asked for and not yet committed, a run that would show its answer (logits
// that differ from the previous run's, or from the lesson's before any run) is Held; the
// lesson's own logits run freely, as every lab's step 1 asks. Asking for the very same held run
// again runs it, reported as RanUnscored, so a student who does not want to predict is never
// stuck. A committed prediction is never scored on a run whose outcome, rounded as the run
// table shows it, was on screen before the prediction was committed (SeenBefore): typed after
// seeing the answer, it predicts nothing, and a tiny edit of the logits (-1000 to -999) shows
// the same 73.1% (sp29). For MaxWeight the outcome is the largest weight at the predicted head
// dimension; for Direction it is the largest weights at the dims run, judged against runs other
// than the one the direction is measured from (that one is the prediction's starting point).
// Runs after the commit do not count: they came after the prediction.
//
// Reset and practice, the one rule every text of the lab says (issue 22, sp32 #2): what a run
// showed stays shown. Reset clears the runs from the table, not from the student's memory, so
// the logits they ran are kept (shown(), in the record). After a Reset the steps can always be
// followed again and the prediction gets its verdict, never a refusal (refused, the lab
// contradicted its own steps), but a result seen before cannot be predicted: a prediction
// scored on a result a run before the Reset showed is practice (LabOutcome::seenBeforeReset).
// So is any prediction after the one that counts: the first scored prediction that is not
// practice counts, once (countedLabAttempt). Practice has its verdict and is kept in the
// record as practice (PredictionRecord::practice), never counted (standing()). No text
// sends the student to Reset for a score: after a Reset a scored prediction on a seen result
// would be practice again.
class LabSession {
public:
    explicit LabSession(const LabSetup& setup);

    const LabSetup& setup() const { return setup_; }
    const QList<LabRun>& runs() const { return runs_; }
    // Runs a Reset cleared, each (logits, dims) once, oldest first, at most kMaxShownRuns.
    const QList<LabRunRecord>& shown() const { return shown_; }
    static constexpr int kMaxShownRuns = 200;
    // What the last run() ended in (Ran before any and after a reset; after a restore, what the
    // last run ended in when the prediction is still waiting), so a widget that says what to do
    // next reads one state.
    LabRunStatus lastStatus() const { return lastStatus_; }
    // The last run's outcome while a committed prediction waits (NothingChanged, SeenBefore), so
    // its notice can be shown again after a restart; status Ran otherwise.
    LabOutcome waitingOutcome() const;

    bool predictionAsked() const { return setup_.predict != PredictKind::None; }
    bool predictionCommitted() const { return committed_; } // locked, waiting for its run
    bool predictionScored() const { return scored_; }
    QString committedPrediction() const { return predicted_; }

    // False when the lab asks for another kind, a prediction is already committed or scored, or
    // the percentage is outside 0..100 (or not finite).
    bool commitDirection(Direction direction);
    bool commitMaxWeight(double pct);

    LabOutcome run(const QList<double>& scores, const QList<int>& dims);
    // What run() would end in now, without running (the prediction box says it before the
    // student presses Run).
    LabOutcome preview(const QList<double>& scores, const QList<int>& dims) const;

    // Would run() hold these logits now? (For the Run button's wording.)
    bool wouldHold(const QList<double>& scores) const;

    void reset(); // no runs, no prediction; what the runs showed is kept in shown()

    // Does a prediction count? The one answer the Reset dialog, the line beside Commit and the
    // verdict give, so that none of them promises what another then takes back.
    enum class Standing {
        Counts,           // a prediction scored now counts
        CountsUnlessSeen, // counts, unless scored on a result a run showed before a Reset
        Practice,         // the record keeps the one that counts: any later one is practice
        SeenPractice,     // the scored prediction is on a result shown before a Reset
    };
    enum class Moment {
        Now,        // the prediction waiting or scored; `kept` holds a scored one already
        Scoring,    // the scored prediction, before `kept` holds it (the verdict being recorded)
        AfterReset, // a prediction after reset() (what the Reset dialog promises before it)
    };
    // `kept`: the learner's record of this lab (null: none). Any run counts as seen, the
    // lesson's own logits too: softmax ignores a shift, so 1, 5, 3 shows what 0, 4, 2 showed
    // (review33 #7: the dialog promised a count that the verdict then called practice).
    Standing standing(const PredictionRecord* kept, Moment moment = Moment::Now) const;

    // The runs and the prediction's state, to keep in the learner's record (the fields' text is
    // the widget's to add). While a prediction waits, its `scoredRun` says where it was
    // committed: the runs then in the table, plus one.
    LabRecord record() const;
    // Puts a kept state back with the same rules in force: each run's weights are computed
    // again (a run the core now rejects, or past the last kMaxRestoredRuns, is left out), and a
    // prediction the lab no longer asks for, or of another kind, is dropped.
    static constexpr int kMaxRestoredRuns = 200;
    void restore(const LabRecord& record);
    // The verdict of the scored prediction, worked out again from the runs (after a restore as
    // when it was scored, hint and seenBeforeReset included); status Failed when nothing is
    // scored or the scored run is not known.
    LabOutcome scoredOutcome() const;

    // The weights at `dims`, or the core's reason for rejecting the input.
    Result<LabRun> compute(const QList<double>& scores, const QList<int>& dims) const;
    // What preview says of a run already computed: run() judges the very run it keeps.
    LabOutcome previewOf(const Result<LabRun>& computed, const QList<double>& scores) const;

private:
    bool pending() const { return predictionAsked() && !committed_ && !scored_; }
    // Was the outcome `run` would score on screen before the commit? Every run before the
    // commit is in the run table, so any of them gives the answer away: SeenBefore with where
    // it was seen. Otherwise Scored, with seenBeforeReset when a run a Reset cleared showed it.
    LabOutcome shownBefore(const LabRun& run, qsizetype earlier) const;
    // The outcome of a run after the commit: NothingChanged, SeenBefore or Scored (graded
    // against the first `earlier` runs).
    LabOutcome judge(const LabRun& run, qsizetype earlier) const;
    // Index of the latest of the first `earlier` runs with logits other than `scores`; -1 = the
    // lesson's logits.
    int runBefore(const QList<double>& scores, qsizetype earlier) const;
    void clear(); // the state restore() starts from: nothing run, nothing shown

    // Grades `run` against the latest of the first `earlier` runs with other logits.
    LabOutcome grade(const LabRun& run, qsizetype earlier) const;

    LabSetup setup_;
    QList<LabRun> runs_;
    bool committed_ = false;
    bool scored_ = false;
    QString predicted_;
    int scoredRun_ = -1;       // index in runs_ of the scored run; -1 = none or not known
    QList<double> heldScores_; // the logits of the last held run
    bool hasHeld_ = false;
    QList<LabRunRecord> shown_;
    qsizetype committedAt_ = 0; // runs in the table when the prediction was committed
    LabRunStatus lastStatus_ = LabRunStatus::Ran;
};

// Why the largest weight at `dim` came out as it did: what the scale makes of the edited logits,
// how far the top one leads the others after and before the edit, and which way that moved the
// weight ("At dₖ = 4 the logits are divided by √4 = 2: your 0, 8, 4 enter softmax as 0, 4, 2,
// and the top one leads the others by 2 and 4 (before your edit: by 1 and 2). Larger leads give
// it more of the weight: 66.5% became 86.7%."). Empty when the core rejects either list.
// `beforeIsTheLessons`: `before` are the lesson's own logits, which need not stand in the run
// table (a Reset cleared it), so the reason names them instead of "before your edit" (sp28).
QString maxWeightReason(const QList<double>& before, const QList<double>& after, int dim,
                        attn::ScaleRule scale, const QLocale& locale,
                        bool beforeIsTheLessons = false);

// A lab's scored predictions as the record keeps them, oldest first: the earlier ones each Reset
// allowed, then the current one.
QList<EarlierPrediction> labAttempts(const PredictionRecord& record);
// The one rule of which lab prediction counts, for the lab's own words, the overview and the
// record PDF alike: the first that ran and is not practice (an attempt never run, from records
// before a prediction was kept only when scored, does not), or the last such never run; -1
// when there is none (only practice). The others are practice: a prediction is committed
// once, as a predict-style question's is.
qsizetype countedLabAttempt(const QList<EarlierPrediction>& attempts);
// A lab's record keeps the attempt that counts and at most this many others, the latest
// (keepPrediction): each Reset allows another practice attempt, and they piled up without end
// (review33 #6). Ten keep the report's and the overview's "not counted" line to a few lines
// (about 30 characters each) and the record under 2 KiB a lab.
constexpr qsizetype kMaxOtherLabAttempts = 10;
// Would a prediction scored now count, after what the record keeps of the lab (null: nothing)?
bool nextLabAttemptCounts(const PredictionRecord* kept);
// Does the record's current prediction count (false: it is practice after a Reset)?
bool currentLabAttemptCounts(const PredictionRecord& kept);

// A lab prediction or observation as stored ("sharper", "60", "54.5%") as the student reads it:
// the direction's translated word, or the weight in the one percent format.
QString labOutcomeText(const QString& stored, PredictKind kind, const QLocale& locale);
// A kept prediction as labOutcomeText, but a percentage as the student typed it
// (formatTypedPercent: "60%", where the weight it is compared with reads "86.7%").
QString labPredictedText(const QString& stored, PredictKind kind, const QLocale& locale);

} // namespace lessons
