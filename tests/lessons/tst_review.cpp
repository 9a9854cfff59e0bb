// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Review of missed questions: the spaced schedule replayed from attempts with an injected day,
// and fresh parameter values drawn within the controls' ranges and graded with the live formula.
#include "lessons/course.h"
#include "lessons/grading.h"
#include "lessons/lesson.h"
#include "lessons/record.h"
#include "lessons/review.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace lessons;

namespace {

const QByteArray kLesson = R"(---
id: drill
title: Drill
summary: Parameters for review draws.
minutes: 5
order: 1
---

# Drill

```slider
param: dmodel
label: Model width
values: 256, 512, 768, 1024
default: 512
```

```slider
param: heads
label: Heads
min: 1
max: 16
step: 1
default: 8
```

```slider
param: temp
label: Temperature
min: 0.5
max: 2
step: 0.25
default: 1
```

```toggle
param: gain
label: Gain
default: on
```

```question
id: head-dim
kind: numeric
prompt: What is $d_k$?
expected: dmodel / heads * temp + gain
tolerance: 0.001
```

```question
id: pick
kind: single
prompt: Which?
option a: A
option b: B
answer: a
```

```question
id: guess
kind: single
style: predict
prompt: What will happen?
option a: A
option b: B
answer: a
```
)";

Lesson parsed() {
    const ParseResult result = parseLesson(kLesson, QStringLiteral("drill.lesson.md"));
    if (result.hasErrors()) {
        for (const Diagnostic& d : result.diagnostics)
            qWarning("%s", qPrintable(d.toString()));
    }
    return *result.lesson;
}

QDateTime at(int day, int hour = 12) {
    return QDateTime(QDate(2026, 3, day), QTime(hour, 0), Qt::LocalTime);
}

Attempt attempt(bool correct, const QDateTime& when) {
    Attempt a;
    a.questionId = QStringLiteral("pick");
    a.correct = correct;
    a.at = when;
    return a;
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT
private slots:
    void schedule_data();
    void schedule();
    void scheduledAcrossTheCourse();
    void missedPredictionIsNotReviewed();
    void nextReviewIsTheFirstDayAfterToday_data();
    void nextReviewIsTheFirstDayAfterToday();
    void freshValuesWithinRange();
    void drawIsReproducible();
    void drawAvoidsTheMissedValues();
    void gradedWithTheLiveExpression();
    void noParametersNoDraw();
};

void TestReview::schedule_data() {
    QTest::addColumn<QList<Attempt>>("attempts");
    QTest::addColumn<bool>("scheduled");
    QTest::addColumn<QDate>("due");
    QTest::addColumn<int>("stage");

    QTest::addRow("never answered") << QList<Attempt>{} << false << QDate() << 0;
    QTest::addRow("right the first time")
        << QList<Attempt>{attempt(true, at(1))} << false << QDate() << 0;
    QTest::addRow("missed today: due tomorrow")
        << QList<Attempt>{attempt(false, at(1))} << true << QDate(2026, 3, 2) << 0;
    QTest::addRow("retried right at once: still due tomorrow")
        << QList<Attempt>{attempt(false, at(1, 9)), attempt(true, at(1, 10))} << true
        << QDate(2026, 3, 2) << 0;
    QTest::addRow("right on review tomorrow: then in 3 days")
        << QList<Attempt>{attempt(false, at(1)), attempt(true, at(2))} << true << QDate(2026, 3, 5)
        << 1;
    QTest::addRow("right late: the interval counts from the review")
        << QList<Attempt>{attempt(false, at(1)), attempt(true, at(4))} << true << QDate(2026, 3, 7)
        << 1;
    QTest::addRow("then in 7 days")
        << QList<Attempt>{attempt(false, at(1)), attempt(true, at(2)), attempt(true, at(5))} << true
        << QDate(2026, 3, 12) << 2;
    QTest::addRow("missed on review: back to tomorrow")
        << QList<Attempt>{attempt(false, at(1)), attempt(true, at(2)), attempt(false, at(5))}
        << true << QDate(2026, 3, 6) << 0;
    QTest::addRow("right at every interval: off the schedule")
        << QList<Attempt>{attempt(false, at(1)),
                          attempt(true, at(2)),
                          attempt(true, at(5)),
                          attempt(true, at(12)),
                          attempt(true, at(26)),
                          attempt(true, QDateTime(QDate(2026, 4, 25), QTime(12, 0)))}
        << false << QDate() << 0;
}

void TestReview::schedule() {
    QFETCH(QList<Attempt>, attempts);
    QFETCH(bool, scheduled);
    QFETCH(QDate, due);
    QFETCH(int, stage);
    const ReviewState state = reviewState(attempts);
    QCOMPARE(state.scheduled, scheduled);
    QCOMPARE(state.due, due);
    if (scheduled)
        QCOMPARE(state.stage, stage);
}

void TestReview::scheduledAcrossTheCourse() {
    Course course;
    course.lessons.append(parsed());
    ProgressStore store{QString()};
    AnswerRecord wrong;
    wrong.choices = {QStringLiteral("b")};
    wrong.at = at(1);
    addAttempt(&store.lesson(QStringLiteral("drill")), QStringLiteral("pick"), wrong, false);
    // A lesson the course no longer has is not reviewed.
    addAttempt(&store.lesson(QStringLiteral("gone")), QStringLiteral("pick"), wrong, false);

    const QList<ReviewItem> scheduled = scheduledReviews(course, store);
    QCOMPARE(scheduled.size(), 1);
    QCOMPARE(scheduled.first().questionId, QStringLiteral("pick"));
    QVERIFY(dueReviews(scheduled, QDate(2026, 3, 1)).isEmpty());
    QCOMPARE(dueReviews(scheduled, QDate(2026, 3, 2)).size(), 1);

    AnswerRecord right = wrong;
    right.choices = {QStringLiteral("a")};
    right.correct = true;
    right.at = at(2);
    addAttempt(&store.lesson(QStringLiteral("drill")), QStringLiteral("pick"), right, true);
    const QList<ReviewItem> after = scheduledReviews(course, store);
    QVERIFY(dueReviews(after, QDate(2026, 3, 2)).isEmpty()); // right on review leaves the list
    QCOMPARE(dueReviews(after, QDate(2026, 3, 5)).size(), 1);
    // The record keeps both attempts.
    QCOMPARE(attemptsOf(*store.find(QStringLiteral("drill")), QStringLiteral("pick")).size(), 2);
}

// sp19: a missed prediction came back in the review as a wrong answer. A prediction is a
// commitment made before the answer is shown: it stays in the record, and is never scheduled.
void TestReview::missedPredictionIsNotReviewed() {
    Course course;
    course.lessons.append(parsed());
    ProgressStore store{QString()};
    AnswerRecord wrong;
    wrong.choices = {QStringLiteral("b")};
    wrong.at = at(1);
    addAttempt(&store.lesson(QStringLiteral("drill")), QStringLiteral("guess"), wrong, false);
    addAttempt(&store.lesson(QStringLiteral("drill")), QStringLiteral("pick"), wrong, false);
    const QList<ReviewItem> scheduled = scheduledReviews(course, store);
    QCOMPARE(scheduled.size(), 1);
    QCOMPARE(scheduled.first().questionId, QStringLiteral("pick"));
    QCOMPARE(dueReviews(scheduled, QDate(2026, 3, 30)).size(), 1);
    // Kept as the student's commitment.
    QCOMPARE(attemptsOf(*store.find(QStringLiteral("drill")), QStringLiteral("guess")).size(), 1);
}

void TestReview::nextReviewIsTheFirstDayAfterToday_data() {
    QTest::addColumn<QList<QDate>>("dues");
    QTest::addColumn<QDate>("day");
    QTest::addColumn<int>("count");
    const QDate today(2026, 3, 2);
    QTest::addRow("nothing scheduled") << QList<QDate>{} << QDate() << 0;
    QTest::addRow("only due today or before")
        << QList<QDate>{today, today.addDays(-3)} << QDate() << 0;
    QTest::addRow("one tomorrow") << QList<QDate>{today.addDays(1)} << today.addDays(1) << 1;
    // Not in date order, with a day already due in between: the earliest later day and its count.
    QTest::addRow("earliest of several") << QList<QDate>{today.addDays(7), today.addDays(3), today,
                                                         today.addDays(3), today.addDays(14)}
                                         << today.addDays(3) << 2;
}

void TestReview::nextReviewIsTheFirstDayAfterToday() {
    QFETCH(QList<QDate>, dues);
    QFETCH(QDate, day);
    QFETCH(int, count);
    QList<ReviewItem> scheduled;
    for (const QDate& due : std::as_const(dues)) {
        ReviewItem item;
        item.state.scheduled = true;
        item.state.due = due;
        scheduled.append(item);
    }
    const NextReview next = nextReview(scheduled, QDate(2026, 3, 2));
    QCOMPARE(next.day, day);
    QCOMPARE(next.count, count);
}

void TestReview::freshValuesWithinRange() {
    const Lesson lesson = parsed();
    const Block* question = lesson.findById(QStringLiteral("head-dim"));
    QVERIFY(question);
    const QList<double> widths{256, 512, 768, 1024};
    QSet<double> seenHeads;
    QSet<double> seenWidths;
    for (quint64 session = 1; session <= 200; ++session) {
        const QHash<QString, double> values = drawReviewValues(
            lesson, QuestionSpec::from(*question),
            reviewSeed(session, QStringLiteral("drill"), QStringLiteral("head-dim")));
        QCOMPARE(values.size(), 4);
        const double heads = values.value(QStringLiteral("heads"));
        QVERIFY2(heads >= 1 && heads <= 16 && heads == std::floor(heads),
                 qPrintable(QString::number(heads)));
        QVERIFY(widths.contains(values.value(QStringLiteral("dmodel"))));
        const double temp = values.value(QStringLiteral("temp"));
        QVERIFY(temp >= 0.5 && temp <= 2.0);
        QCOMPARE(std::fmod((temp - 0.5) / 0.25, 1.0), 0.0); // on a step of the slider
        const double gain = values.value(QStringLiteral("gain"));
        QVERIFY(gain == 0.0 || gain == 1.0);
        seenHeads.insert(heads);
        seenWidths.insert(values.value(QStringLiteral("dmodel")));
    }
    // 200 draws over 16 and 4 values: every one turns up (a miss has probability < 16 *
    // (15/16)^200).
    QCOMPARE(seenHeads.size(), 16);
    QCOMPARE(seenWidths.size(), 4);
}

void TestReview::drawIsReproducible() {
    const Lesson lesson = parsed();
    const Block* question = lesson.findById(QStringLiteral("head-dim"));
    const quint64 seed = reviewSeed(42, QStringLiteral("drill"), QStringLiteral("head-dim"));
    const QHash<QString, double> values =
        drawReviewValues(lesson, QuestionSpec::from(*question), seed);
    QCOMPARE(drawReviewValues(lesson, QuestionSpec::from(*question), seed), values);
    // Golden values: seed and generator are our own, so they hold with any standard library.
    QCOMPARE(seed, 1196761410582188796ULL);
    const QHash<QString, double> golden{{QStringLiteral("temp"), 1.25},
                                        {QStringLiteral("gain"), 1.0},
                                        {QStringLiteral("heads"), 11.0},
                                        {QStringLiteral("dmodel"), 512.0}};
    QCOMPARE(values, golden);
    QCOMPARE(seed, reviewSeed(42, QStringLiteral("drill"), QStringLiteral("head-dim")));
    QVERIFY(seed != reviewSeed(43, QStringLiteral("drill"), QStringLiteral("head-dim")));
    QVERIFY(seed != reviewSeed(42, QStringLiteral("drill"), QStringLiteral("pick")));
}

void TestReview::drawAvoidsTheMissedValues() {
    const Lesson lesson = parsed();
    const Block* question = lesson.findById(QStringLiteral("head-dim"));
    for (quint64 session = 1; session <= 50; ++session) {
        const quint64 seed = reviewSeed(session, QStringLiteral("drill"), QStringLiteral("x"));
        const QHash<QString, double> first =
            drawReviewValues(lesson, QuestionSpec::from(*question), seed);
        const QHash<QString, double> again =
            drawReviewValues(lesson, QuestionSpec::from(*question), seed, first);
        QVERIFY(again != first);
    }
}

void TestReview::gradedWithTheLiveExpression() {
    const Lesson lesson = parsed();
    const Block* question = lesson.findById(QStringLiteral("head-dim"));
    const QHash<QString, double> missedAt{{QStringLiteral("dmodel"), 512},
                                          {QStringLiteral("heads"), 8},
                                          {QStringLiteral("temp"), 1},
                                          {QStringLiteral("gain"), 1}};
    const QHash<QString, double> fresh = drawReviewValues(
        lesson, QuestionSpec::from(*question),
        reviewSeed(7, QStringLiteral("drill"), QStringLiteral("head-dim")), missedAt);
    const double expected = fresh.value(QStringLiteral("dmodel")) /
                                fresh.value(QStringLiteral("heads")) *
                                fresh.value(QStringLiteral("temp")) +
                            fresh.value(QStringLiteral("gain"));
    const Grade right =
        gradeNumeric(QuestionSpec::from(*question), QString::number(expected, 'g', 12), fresh);
    QVERIFY(right.answered);
    QVERIFY(right.correct);
    // The number that was right at the old values is wrong at the fresh ones.
    QVERIFY(std::abs(expected - 65.0) > 0.001);
    const Grade remembered =
        gradeNumeric(QuestionSpec::from(*question), QStringLiteral("65"), fresh);
    QVERIFY(remembered.answered);
    QVERIFY(!remembered.correct);
    QVERIFY(gradeNumeric(QuestionSpec::from(*question), QStringLiteral("65"), missedAt).correct);
}

void TestReview::noParametersNoDraw() {
    const Lesson lesson = parsed();
    QVERIFY(
        drawReviewValues(lesson, QuestionSpec::from(*lesson.findById(QStringLiteral("pick"))), 1)
            .isEmpty());
    ControlRange range;
    QVERIFY(!controlRange(lesson, QStringLiteral("nothing"), &range));
    QVERIFY(controlRange(lesson, QStringLiteral("heads"), &range));
    QCOMPARE(range.count(), 16);
    QCOMPARE(range.at(15), 16.0);
}

QTEST_APPLESS_MAIN(TestReview)
#include "tst_review.moc"
