// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A lab prediction is judged by what the student saw: a run is not scored when its outcome, as
// the run table rounds it, was in the table before the prediction was committed (sp29: −1000
// edited to −999 showed the same 73.1% and scored), and is scored only as practice when a run a
// Reset cleared showed it (issue 22). And a lab's prediction counts by its first scored
// attempt in the record's summary, as a predict-style question's one commitment does.

#include "lessons/labsession.h"
#include "lessons/lesson.h"
#include "lessons/progress.h"
#include "lessons/recordsummary.h"
#include "tests/common/testpaths.h"

#include <QTest>

using namespace lessons;

namespace {

// Lesson 3's mask lab: 2, 1, 0 at dₖ = 1, the largest weight predicted.
LabSetup maskLab() {
    LabSetup setup;
    setup.scores = {2, 1, 0};
    setup.dims = {1};
    setup.scale = attn::ScaleRule::None;
    setup.predict = PredictKind::MaxWeight;
    setup.predictDim = 1;
    setup.tolerancePct = 5;
    return setup;
}

const QList<double> kMasked = {2, 1, -1000};  // 73.1%
const QList<double> kNudged = {2, 1, -999};   // 73.1% too
const QList<double> kSmallThird = {2, 1, -1}; // 70.5%
const QList<double> kLesson2 = {0, 4, 2};     // lesson 2's lab
const QList<double> kDoubled = {0, 8, 4};     // sharper at every dₖ
const QList<double> kDoubledNudged = {0, 8, 4.0001};

// Run 1 the lesson's logits, run 2 the masked ones (held, then run unscored): 73.1% on screen.
void showMasked(LabSession* session) {
    QCOMPARE(session->run({2, 1, 0}, {1}).status, LabRunStatus::Ran);
    QCOMPARE(session->run(kMasked, {1}).status, LabRunStatus::Held);
    QCOMPARE(session->run(kMasked, {1}).status, LabRunStatus::RanUnscored);
}

} // namespace

class TestLabSeen : public QObject {
    Q_OBJECT

private slots:
    void tinyEditOfASeenRunIsNotScored();
    void directionSeenInAnotherRunIsNotScored();
    void runsAfterTheCommitAreNotWhereItWasSeen();
    void restartKnowsWhereTheCommitFell();
    void oldRecordsShownLogitsStillCount();
    void labCountsItsFirstScoredPrediction();
};

// sp29 shots 22-24: run 2, 1, −1000 (73.1%), commit 73.1, refused; −999: "matches".
void TestLabSeen::tinyEditOfASeenRunIsNotScored() {
    LabSession session(maskLab());
    showMasked(&session);
    QVERIFY(session.commitMaxWeight(73.1));
    const LabOutcome same = session.run(kMasked, {1});
    QCOMPARE(same.status, LabRunStatus::SeenBefore);
    QCOMPARE(same.seenRun, 1);
    QCOMPARE(same.seenPct, QStringLiteral("73.1"));
    const LabOutcome nudged = session.run(kNudged, {1});
    QCOMPARE(nudged.status, LabRunStatus::SeenBefore);
    QCOMPARE(nudged.seenRun, 1);
    QVERIFY(!nudged.seenBeforeReset);
    QVERIFY(session.predictionCommitted());
    // An outcome not yet shown is scored.
    const LabOutcome fresh = session.run(kSmallThird, {1});
    QCOMPARE(fresh.status, LabRunStatus::Scored);
    QCOMPARE(fresh.observed, QStringLiteral("70.5"));
    QVERIFY(fresh.grade.correct);
}

// A direction is read off the largest weights at every dₖ run: logits that show the same ones
// as a run other than the one the direction starts from give it away.
void TestLabSeen::directionSeenInAnotherRunIsNotScored() {
    LabSetup setup;
    setup.scores = kLesson2;
    setup.dims = {1, 4, 16};
    setup.predict = PredictKind::Direction;
    LabSession session(setup);
    QCOMPARE(session.run(kLesson2, setup.dims).status, LabRunStatus::Ran);
    QCOMPARE(session.run(kDoubled, setup.dims).status, LabRunStatus::Held);
    QCOMPARE(session.run(kDoubled, setup.dims).status, LabRunStatus::RanUnscored);
    QCOMPARE(session.run(kLesson2, setup.dims).status, LabRunStatus::Held);
    QCOMPARE(session.run(kLesson2, setup.dims).status, LabRunStatus::RanUnscored);
    QVERIFY(session.commitDirection(Direction::Sharper));
    const LabOutcome nudged = session.run(kDoubledNudged, setup.dims);
    QCOMPARE(nudged.status, LabRunStatus::SeenBefore);
    QCOMPARE(nudged.seenRun, 1);
    QVERIFY(nudged.seenPct.isEmpty());

    // The run the direction starts from is the prediction's footing, not its answer: a nudge
    // of it is scored ("unchanged"), as a shift of every logit is.
    LabSession fromBase(setup);
    QCOMPARE(fromBase.run(kLesson2, setup.dims).status, LabRunStatus::Ran);
    QVERIFY(fromBase.commitDirection(Direction::Unchanged));
    const LabOutcome shifted = fromBase.run({5, 9, 7}, setup.dims);
    QCOMPARE(shifted.status, LabRunStatus::Scored);
    QVERIFY(shifted.grade.correct);
}

// sp29 shots 10-12 named a run from after the prediction where a run before the Reset had shown
// the result. Since issue 22 such a run is scored, as practice, and names the logits that
// showed it.
void TestLabSeen::runsAfterTheCommitAreNotWhereItWasSeen() {
    LabSession session(maskLab());
    showMasked(&session);
    session.reset();
    QVERIFY(session.commitMaxWeight(73));
    const LabOutcome again = session.run(kMasked, {1});
    QCOMPARE(again.status, LabRunStatus::Scored);
    QVERIFY(again.seenBeforeReset);
    QCOMPARE(again.seenRun, -1);
    QCOMPARE(again.seenScores, kMasked);
    QVERIFY(session.predictionScored());
    // Committed before any run: what the runs after it show was not seen when predicting.
    LabSession first(maskLab());
    QVERIFY(first.commitMaxWeight(66.5));
    QCOMPARE(first.run({2, 1, 0}, {1}).status, LabRunStatus::NothingChanged); // 66.5%
    const LabOutcome close = first.run({2, 1, 0.0001}, {1});
    QCOMPARE(close.status, LabRunStatus::Scored);
    QVERIFY(close.grade.correct);
}

// The record keeps where the commit fell, and what the last run ended in comes back with it.
void TestLabSeen::restartKnowsWhereTheCommitFell() {
    LabSession before(maskLab());
    showMasked(&before);
    QVERIFY(before.commitMaxWeight(73.1));
    QCOMPARE(before.run(kNudged, {1}).status, LabRunStatus::SeenBefore);
    const LabRecord kept = before.record();
    QCOMPARE(kept.scoredRun, 3); // two runs before the commit

    LabSession after(maskLab());
    after.restore(kept);
    QVERIFY(after.predictionCommitted());
    QCOMPARE(after.lastStatus(), LabRunStatus::SeenBefore);
    const LabOutcome waiting = after.waitingOutcome();
    QCOMPARE(waiting.status, LabRunStatus::SeenBefore);
    QCOMPARE(waiting.seenRun, 1);
    QCOMPARE(after.run({2, 1, -998}, {1}).status, LabRunStatus::SeenBefore);
    QCOMPARE(after.run(kSmallThird, {1}).status, LabRunStatus::Scored);

    // A record from before lab30 does not say: every run counts as before the commit.
    LabRecord old = kept;
    old.scoredRun = 0;
    LabSession older(maskLab());
    older.restore(old);
    QCOMPARE(older.lastStatus(), LabRunStatus::Ran);
    QCOMPARE(older.run(kNudged, {1}).status, LabRunStatus::SeenBefore);

    // Committed first: the run after it is not "before you predicted" after a restart either.
    LabSession fresh(maskLab());
    QVERIFY(fresh.commitMaxWeight(50));
    QCOMPARE(fresh.run({2, 1, 0}, {1}).status, LabRunStatus::NothingChanged);
    LabSession reopened(maskLab());
    reopened.restore(fresh.record());
    QCOMPARE(reopened.lastStatus(), LabRunStatus::NothingChanged);
    QCOMPARE(reopened.waitingOutcome().status, LabRunStatus::NothingChanged);
    QCOMPARE(reopened.run({2, 1, 0.0001}, {1}).status, LabRunStatus::Scored);
}

// A record written before weights were judged holds logits only in `shown`: the weights they
// showed are worked out again, so a nudge of them is practice as well.
void TestLabSeen::oldRecordsShownLogitsStillCount() {
    LabRecord old;
    old.shown = {{{2, 1, 0}, {1}}, {kMasked, {1}}};
    LabSession session(maskLab());
    session.restore(old);
    QVERIFY(session.commitMaxWeight(73));
    const LabOutcome nudged = session.run(kNudged, {1});
    QCOMPARE(nudged.status, LabRunStatus::Scored);
    QVERIFY(nudged.seenBeforeReset);
    QCOMPARE(nudged.seenScores, kMasked);
}

// sp29 shot 62: matched, Reset, missed: the overview read "0 of 1 right" and the match only as
// "earlier:". The first scored attempt counts; the others are listed.
void TestLabSeen::labCountsItsFirstScoredPrediction() {
    const ParseResult parsed =
        loadLessonFile(testpaths::source(u"resources/lessons/01b-mixing-values.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    const QDateTime at(QDate(2026, 12, 1), QTime(9, 0));
    const auto keep = [&at](LessonProgress* progress, const char* predicted, const char* observed,
                            bool correct, int minute) {
        PredictionRecord record;
        record.predicted = QString::fromLatin1(predicted);
        record.observed = QString::fromLatin1(observed);
        record.correct = correct;
        record.at = at.addSecs(60 * minute);
        keepPrediction(&progress->predictions, QStringLiteral("mask-lab"), record);
    };
    const auto row = [](const LessonSummary& s) {
        for (const PredictionSummary& p : s.predictionRows) {
            if (p.id == QLatin1String("mask-lab"))
                return p;
        }
        return PredictionSummary{};
    };

    LessonProgress matchedFirst;
    keep(&matchedFirst, "73.1", "73.1", true, 0);
    keep(&matchedFirst, "50", "70.5", false, 1);
    const LessonSummary first = summarizeLesson(*parsed.lesson, &matchedFirst);
    QCOMPARE(first.predictionsMade, 1);
    QCOMPARE(first.predictionsMatched, 1);
    const PredictionSummary counted = row(first);
    QVERIFY(counted.correct);
    QCOMPARE(counted.predicted, QStringLiteral("73.1%"));
    QCOMPARE(counted.at, at);
    QCOMPARE(counted.attempts, 2);
    QCOMPARE(counted.others.size(), 1);
    // Predictions read as typed (sp37 #3: a typed 50 read "50.0%").
    QCOMPARE(counted.others.first().predicted, QStringLiteral("50%"));
    QVERIFY(!counted.others.first().correct);

    // Missed first, matched after a Reset: missed, as a predict-style question stays.
    LessonProgress missedFirst;
    keep(&missedFirst, "50", "73.1", false, 0);
    keep(&missedFirst, "70", "70.5", true, 1);
    const LessonSummary second = summarizeLesson(*parsed.lesson, &missedFirst);
    QCOMPARE(second.predictionsMatched, 0);
    QVERIFY(!row(second).correct);
    QCOMPARE(row(second).others.size(), 1);
    QVERIFY(row(second).others.first().correct);
}

QTEST_GUILESS_MAIN(TestLabSeen)
#include "tst_labseen.moc"
