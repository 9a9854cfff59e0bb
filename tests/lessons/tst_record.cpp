// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The learner's record beyond one page: attempts kept, summaries, export and import with merging,
// CSV rows, dated backups, and files written before the history existed.
#include "../fifoguard.h"
#include "../writefailure.h"
#include "lessons/course.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/record.h"
#include "lessons/recordasis.h"
#include "lessons/recorddb.h"
#include "tests/common/peakmemory.h"
#include "tests/common/resultcheck.h"
#include "tests/common/sanitizers.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace lessons;

namespace {

const QByteArray kLesson = R"(---
id: one
title: Lesson One
summary: A fixture.
minutes: 5
order: 1
---

# One

```question
id: q1
kind: single
prompt: First?
option a: A
option b: B
answer: a
```

```question
id: q2
kind: single
style: predict
prompt: Guess?
option a: A
option b: B
answer: b
```

```lab
id: lab
scores: 0, 4, 2
dims: 1, 4
predict: direction
predict-prompt: Sharper or flatter?
```

```explain
id: why
prompt: Why?
model: Because.
rubric: one
rubric: two
```
)";

// A numeric question whose answer reads two sliders, as lesson 5's "Which dₖ?" does.
const QByteArray kSliderLesson = R"(---
id: heads
title: Heads
summary: A fixture.
minutes: 5
order: 2
---

# Heads

```slider
param: dmodel
label: Model width
values: 256, 512
default: 512
```

```slider
param: heads
label: Heads
values: 4, 8
default: 8
```

```question
id: divisor
kind: numeric
prompt: By what does each head divide?
expected: sqrt(dmodel / heads)
tolerance: 0.1
```
)";

QDateTime at(int minute) {
    return QDateTime(QDate(2026, 3, 1), QTime(10, minute), Qt::UTC);
}

AnswerRecord answer(const QString& choice, bool correct, int minute) {
    AnswerRecord a;
    a.choices = {choice};
    a.correct = correct;
    a.at = at(minute);
    a.attempts = 1;
    return a;
}

Course course() {
    Course c;
    c.lessons.append(*parseLesson(kLesson, QStringLiteral("one.lesson.md")).lesson);
    return c;
}

// A record with a bit of everything: two attempts, a review, a prediction, an explanation.
void fill(ProgressStore* store) {
    LessonProgress& p = store->lesson(QStringLiteral("one"));
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("b"), false, 1), false);
    AnswerRecord second = answer(QStringLiteral("a"), true, 2);
    second.attempts = 2;
    addAttempt(&p, QStringLiteral("q1"), second, true);
    AnswerRecord numeric;
    numeric.typed = QStringLiteral("12, \"x\"");
    numeric.correct = false;
    numeric.at = at(3);
    numeric.checkedAt = {{QStringLiteral("dk"), 64.0}};
    addAttempt(&p, QStringLiteral("q3"), numeric, false);
    p.predictions.insert(QStringLiteral("lab"),
                         {QStringLiteral("sharper"), QStringLiteral("sharper"), true, at(4), {}});
    p.explains.insert(QStringLiteral("why"), {QStringLiteral("Scores grow."), {0}, true});
    p.secondsSpent = 125;
    p.lastOpened = at(0);
    store->setLastLessonId(QStringLiteral("one"));
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT
private slots:
    void everyAttemptIsKept();
    void attemptIndexFollowsTheHistory();
    void csvKeepsQuestionOrderAtEqualTimes();
    void csvBytesStayAsTheyWere();
    void reviewAnswerKeepsTheLessonsAnswer();
    void oldFileLoadsUnchanged();
    void exportImportRoundTripsExactly();
    void importMergesWithoutLoss();
    void importOfALongHistoryMergesInLinearTime_data();
    void importOfALongHistoryMergesInLinearTime();
    void importRejectsBadInput();
    void importKeepsWhatItCannotRead();
    void streamReadsAsTheWholeParse_data();
    void streamReadsAsTheWholeParse();
    void streamRefusesACorruptFileWhole_data();
    void streamRefusesACorruptFileWhole();
    void streamRefusesHostileFilesInBoundedMemory_data();
    void streamRefusesHostileFilesInBoundedMemory();
    void streamReadsALargeLessonInBoundedMemory();
    void readRecordAsIsStreamsAnOldRecord();
    void readRecordAsIsNamesWhatItCannotRead();
    void csvHasOneRowPerAttempt();
    void csvNamesTheQuestionByWhatItAsked();
    void everyTryKeepsTheSettingsItWasCheckedAt();
    void plainSettingsHoldNoIdentifier_data();
    void plainSettingsHoldNoIdentifier();
    void csvNeverStartsAFormula_data();
    void csvNeverStartsAFormula();
    void csvWritesNumbersInOneForm_data();
    void csvWritesNumbersInOneForm();
    void reportWritesLessonAndReviewAnswersAlike_data();
    void reportWritesLessonAndReviewAnswersAlike();
    void summaryCountsTheLesson();
    void predictionOfSeveralOptionsNamesEach();
    void reviewAndExplanationInTheSummary();
    void reviewResultIsTheDaysFirstAnswer();
    void lessonAttemptsLeaveReviewsOut();
    void backupIsDatedAndComplete();
    void recordBackupIsNamedAsARecord();
    void removedLessonStaysRemoved();
    void historyWrittenAsTheFormatSays();
    void failedWriteKeepsTheOldFile_data();
    void failedWriteKeepsTheOldFile();
    void nonRegularTargetIsRefused();
};

void TestRecord::everyAttemptIsKept() {
    ProgressStore store{QString()};
    fill(&store);
    const LessonProgress& p = *store.find(QStringLiteral("one"));
    const QList<Attempt> q1 = attemptsOf(p, QStringLiteral("q1"));
    QCOMPARE(q1.size(), 2);
    QCOMPARE(q1.at(0).choices, QStringList{QStringLiteral("b")});
    QVERIFY(!q1.at(0).correct);
    QVERIFY(!q1.at(0).review);
    QVERIFY(q1.at(1).correct);
    QVERIFY(q1.at(1).review);
    // The review's answer is in the history only: the lesson keeps its own.
    QCOMPARE(p.answers.value(QStringLiteral("q1")).choices, QStringList{QStringLiteral("b")});

    // An answer saved before the history existed becomes the first attempt of its history.
    LessonProgress old;
    old.answers.insert(QStringLiteral("q1"), answer(QStringLiteral("b"), false, 1));
    QCOMPARE(attemptsOf(old, QStringLiteral("q1")).size(), 1);
    addAttempt(&old, QStringLiteral("q1"), answer(QStringLiteral("a"), true, 5), false);
    const QList<Attempt> both = attemptsOf(old, QStringLiteral("q1"));
    QCOMPARE(both.size(), 2);
    QCOMPARE(both.first().at, at(1));
}

// The index of attempts by question (detail::AttemptIndex) is built once and then extended; a
// copy of the lesson shares it. Each of these must still find exactly the attempts a search
// through the whole history finds: after appends, in a copy that went another way than the
// original, in a copy older than the index, and after the history was replaced whole.
void TestRecord::attemptIndexFollowsTheHistory() {
    const auto searched = [](const LessonProgress& p, const QString& q) {
        QStringList found;
        for (const Attempt& a : p.history) {
            if (a.questionId == q)
                found.append(a.typed);
        }
        return found;
    };
    const auto indexed = [](const LessonProgress& p, const QString& q) {
        QStringList found; // attemptsOf without its fallback to an answer older than history
        for (const qint32 place : p.attemptIndex.places(p.history, q))
            found.append(p.history.at(place).typed);
        return found;
    };
    const auto agree = [&](const LessonProgress& p) {
        for (int q = 0; q < 7; ++q) {
            const QString id = QStringLiteral("q%1").arg(q);
            if (indexed(p, id) != searched(p, id))
                return false;
        }
        return true;
    };
    const auto typed = [](int i) {
        AnswerRecord a;
        a.typed = QString::number(i);
        a.correct = i % 2;
        a.at = at(i % 60);
        return a;
    };
    LessonProgress p;
    // Over two chunks (lessons/chunked.h: 512 entries), so shared and copied chunks both count.
    for (int i = 0; i < 700; ++i)
        addAttempt(&p, QStringLiteral("q%1").arg(i % 5), typed(i), false);
    QVERIFY(agree(p));
    const LessonProgress older = p; // shares the index
    for (int i = 700; i < 720; ++i)
        addAttempt(&p, QStringLiteral("q%1").arg(i % 7), typed(i), false);
    QVERIFY(agree(p));
    QVERIFY(agree(older)); // the index now runs past its history: only its part counts
    LessonProgress apart = older;
    addAttempt(&apart, QStringLiteral("q6"), typed(5000), false);
    QVERIFY(agree(apart)); // an entry of its own where the original has another: indexed anew
    QVERIFY(agree(p));
    QCOMPARE(attemptsOf(apart, QStringLiteral("q6")).size(), 1);
    QCOMPARE(attemptsOf(p, QStringLiteral("q6")).size(), 2);
    p.history = QList<Attempt>{{QStringLiteral("q1"), {}, QStringLiteral("9"), true, at(9), {}}};
    QVERIFY(agree(p));
    // q0 is left with its answer only, which counts as its one attempt.
    QCOMPARE(attemptsOf(p, QStringLiteral("q0")).size(), 1);
    p.history.clear();
    QVERIFY(agree(p));

    // Past the questions the index holds, a question is looked for through the history.
    LessonProgress many;
    const qsizetype questions = detail::AttemptIndex::kIndexedQuestions + 3;
    for (qsizetype i = 0; i < questions + 2; ++i)
        many.history.append(
            {QStringLiteral("m%1").arg(i % questions), {}, QString::number(i), true, at(1), {}});
    for (const qsizetype i : {qsizetype(0), qsizetype(1), questions - 1}) {
        const QString id = QStringLiteral("m%1").arg(i);
        QCOMPARE(indexed(many, id), searched(many, id));
    }
    QCOMPARE(indexed(many, QStringLiteral("m1")).size(), 2);
    QCOMPARE(indexed(many, QStringLiteral("m%1").arg(questions - 1)).size(), 1);
}

// The CSV is made in one pass through the history; rows of equal time stay in the order of
// each question's first attempt, its attempts together, as when it looked up each question.
void TestRecord::csvKeepsQuestionOrderAtEqualTimes() {
    ProgressStore store{QString()};
    LessonProgress& p = store.lesson(QStringLiteral("one"));
    AnswerRecord typed;
    typed.typed = QStringLiteral("7");
    typed.at = at(1);
    addAttempt(&p, QStringLiteral("q3"), typed, false);
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("b"), false, 1), false);
    typed.correct = true;
    addAttempt(&p, QStringLiteral("q3"), typed, false);
    // An answer older than the history: its row comes from the answer, after the history's.
    p.answers.insert(QStringLiteral("q2"), answer(QStringLiteral("a"), true, 1));
    const QList<QByteArray> lines = recordToCsv(course(), store).split('\n');
    QCOMPARE(lines.size(), 1 + 4 + 1);
    QVERIFY(lines.at(1).startsWith("one,Lesson One,q3,7,no,"));
    QVERIFY(lines.at(2).startsWith("one,Lesson One,q3,7,yes,"));
    QVERIFY(lines.at(3).startsWith("one,Lesson One,q1,B,no,"));
    QVERIFY(lines.at(4).startsWith("one,Lesson One,q2,A,yes,"));
}

// The CSV is written as it is made, its rows put in order through a compact index instead of
// built whole: the bytes of a record with every kind of row (times out of order, equal times,
// no time, answers older than the history, earlier predictions, a lesson outside the course)
// are those the whole-built CSV had (golden, from the tree before the change), with the counted
// column appended (review33 #4) and the practice column after it (lead35).
void TestRecord::csvBytesStayAsTheyWere() {
    ProgressStore store{QString()};
    LessonProgress& p = store.lesson(QStringLiteral("one"));
    const auto attempt = [](const char* q, const char* choice, const char* typed, bool correct,
                            const QDateTime& when, bool review) {
        return Attempt{QLatin1String(q),
                       choice[0] ? QStringList{QLatin1String(choice)} : QStringList(),
                       QLatin1String(typed),
                       correct,
                       when,
                       {},
                       review};
    };
    p.history.append(attempt("q3", "", "7", false, at(5), false));
    p.history.append(attempt("q1", "b", "", false, at(5), false));
    p.history.append(attempt("q3", "", "8", true, at(2), false)); // the clock went back
    p.history.append(attempt("q1", "a", "", true, at(7), true));
    p.history.append(attempt("q9", "", "=1+1", false, QDateTime(), false));
    p.history.append(attempt("q3", "", "9", true, at(5), true));
    p.answers.insert(QStringLiteral("q1"), answer(QStringLiteral("a"), true, 7));
    p.answers.insert(QStringLiteral("q2"), answer(QStringLiteral("a"), true, 5));
    AnswerRecord undated = answer(QStringLiteral("b"), false, 0);
    undated.at = QDateTime();
    p.answers.insert(QStringLiteral("q0"), undated);
    PredictionRecord lab{QStringLiteral("sharper"), QStringLiteral("flatter"), false, at(6), {}};
    lab.earlier.append({QStringLiteral("flatter"), QStringLiteral("flatter"), true, at(5)});
    p.predictions.insert(QStringLiteral("lab"), lab);
    p.predictions.insert(QStringLiteral("q3"), {QStringLiteral("x"), QString(), true, at(1), {}});
    p.predictions.insert(QStringLiteral("q0"), {QStringLiteral("y"), QString(), true, at(1), {}});
    LessonProgress& loose = store.lesson(QStringLiteral("loose, \"one\""));
    loose.history.append(attempt("b", "", "-2.5", true, at(3), false));
    loose.history.append(attempt("a", "", "@x", false, at(3), false));
    loose.answers.insert(QStringLiteral("c"), answer(QStringLiteral("z"), false, 3));
    loose.answers.insert(QStringLiteral("a"), answer(QStringLiteral("z"), false, 3));
    // counted and practice say yes or no on every row since record36 (sp35: blank on answer rows
    // read as neither), checked_at after them: "none" where the answer read no control.
    const QByteArray golden =
        "lesson,lesson_title,question,answer,correct,when,review,kind,question_prompt,counted,"
        "practice,checked_at\r\n"
        "one,Lesson One,q9,'=1+1,no,,no,answer,,no,no,none\r\n"
        "one,Lesson One,q0,b,no,,no,answer,,yes,no,none\r\n"
        "one,Lesson One,q3,8,yes,2026-03-01T10:02:00.000Z,no,answer,,no,no,none\r\n"
        "one,Lesson One,q3,7,no,2026-03-01T10:05:00.000Z,no,answer,,no,no,none\r\n"
        "one,Lesson One,q3,9,yes,2026-03-01T10:05:00.000Z,yes,answer,,no,no,none\r\n"
        "one,Lesson One,q1,B,no,2026-03-01T10:05:00.000Z,no,answer,First?,yes,no,none\r\n"
        "one,Lesson One,q2,A,yes,2026-03-01T10:05:00.000Z,no,prediction,Guess?,yes,no,none\r\n"
        "one,Lesson One,lab,flatter,yes,2026-03-01T10:05:00.000Z,no,prediction,Sharper or "
        "flatter?,yes,no,none\r\n"
        "one,Lesson One,lab,sharper,no,2026-03-01T10:06:00.000Z,no,prediction,Sharper or "
        "flatter?,no,no,none\r\n"
        "one,Lesson One,q1,A,yes,2026-03-01T10:07:00.000Z,yes,answer,First?,no,no,none\r\n"
        "\"loose, \"\"one\"\"\",,b,-2.5,yes,2026-03-01T10:03:00.000Z,no,answer,,no,no,none\r\n"
        "\"loose, \"\"one\"\"\",,a,'@x,no,2026-03-01T10:03:00.000Z,no,answer,,yes,no,none\r\n"
        "\"loose, \"\"one\"\"\",,c,z,no,2026-03-01T10:03:00.000Z,no,answer,,yes,no,none\r\n";
    QCOMPARE(recordToCsv(course(), store), golden);
}

// Found by the student pass: answering a card in Review replaced the lesson's answer and the
// slider values it was checked at, so the lesson page then showed the review's number.
void TestRecord::reviewAnswerKeepsTheLessonsAnswer() {
    LessonProgress p;
    AnswerRecord lesson = answer(QStringLiteral(""), false, 1);
    lesson.typed = QStringLiteral("0.31");
    lesson.checkedAt = {{QStringLiteral("angle"), 60.0}};
    addAttempt(&p, QStringLiteral("q"), lesson, false);
    AnswerRecord review = answer(QStringLiteral(""), true, 2);
    review.typed = QStringLiteral("0.52");
    review.checkedAt = {{QStringLiteral("angle"), 105.0}};
    addAttempt(&p, QStringLiteral("q"), review, true);

    const AnswerRecord kept = p.answers.value(QStringLiteral("q"));
    QCOMPARE(kept.typed, QStringLiteral("0.31"));
    QCOMPARE(kept.checkedAt.value(QStringLiteral("angle")), 60.0);
    QVERIFY(!kept.correct);
    QCOMPARE(kept.at, at(1));
    const QList<Attempt> attempts = attemptsOf(p, QStringLiteral("q"));
    QCOMPARE(attempts.size(), 2);
    QVERIFY(!attempts.first().review);
    QVERIFY(attempts.last().review);
    QCOMPARE(attempts.last().typed, QStringLiteral("0.52"));
    QCOMPARE(attempts.last().checkedAt.value(QStringLiteral("angle")), 105.0);
    // A review of a question the lesson never saw answered leaves it unanswered there.
    LessonProgress fresh;
    addAttempt(&fresh, QStringLiteral("q"), review, true);
    QVERIFY(!fresh.answers.contains(QStringLiteral("q")));
    QCOMPARE(fresh.history.size(), 1);
}

void TestRecord::oldFileLoadsUnchanged() {
    // Written by the version before the history: no history, time or last-opened fields.
    const QByteArray old = R"({"version": 1, "lastLesson": "one", "lessons": {"one": {
        "answers": {"q1": {"choices": ["a"], "typed": "", "correct": true, "attempts": 1,
                           "at": "2026-03-01T10:01:00.000Z"}},
        "predictions": {}, "explains": {}, "scrollY": 40, "lastSection": "One"}}})";
    ProgressStore store{QString()};
    ATTN_VERIFY_OK(store.fromJson(old));
    const LessonProgress& p = *store.find(QStringLiteral("one"));
    QVERIFY(p.history.isEmpty());
    QCOMPARE(p.secondsSpent, 0);
    QVERIFY(!p.lastOpened.isValid());
    QCOMPARE(p.scrollY, 40);
    const QJsonObject written = QJsonDocument::fromJson(store.toJson())
                                    .object()
                                    .value(QStringLiteral("lessons"))
                                    .toObject()
                                    .value(QStringLiteral("one"))
                                    .toObject();
    QVERIFY(!written.contains(QStringLiteral("history")));
    QVERIFY(!written.contains(QStringLiteral("secondsSpent")));
    QVERIFY(!written.contains(QStringLiteral("lastOpened")));
}

void TestRecord::exportImportRoundTripsExactly() {
    ProgressStore original{QString()};
    fill(&original);
    const QByteArray exported = original.toJson();

    ProgressStore fresh{QString()};
    const Status importedFresh = importRecord(&fresh, exported);
    QVERIFY2(importedFresh, qPrintable(importedFresh.error().message));
    QCOMPARE(fresh.toJson(), exported);

    // Importing the same record again changes nothing.
    QVERIFY(importRecord(&original, exported));
    QCOMPARE(original.toJson(), exported);

    // And so for a record written before the history existed.
    const QByteArray old = R"({"version": 1, "lastLesson": "one", "lessons": {"one": {
        "answers": {"q1": {"choices": ["a"], "typed": "", "correct": true, "attempts": 1,
                           "at": "2026-03-01T10:01:00.000Z"}},
        "predictions": {}, "explains": {}, "scrollY": 40, "lastSection": "One"}}})";
    ProgressStore oldStore{QString()};
    QVERIFY(oldStore.fromJson(old));
    const QByteArray oldExport = oldStore.toJson();
    QVERIFY(importRecord(&oldStore, oldExport));
    QCOMPARE(oldStore.toJson(), oldExport);
    ProgressStore oldFresh{QString()};
    QVERIFY(importRecord(&oldFresh, oldExport));
    QCOMPARE(oldFresh.toJson(), oldExport);
}

void TestRecord::importMergesWithoutLoss() {
    // Here: q1 missed at 10:01 (an answer from before the history). There: q1 right at 10:09,
    // another explanation, a later prediction, more time.
    ProgressStore here{QString()};
    LessonProgress& mine = here.lesson(QStringLiteral("one"));
    mine.answers.insert(QStringLiteral("q1"), answer(QStringLiteral("b"), false, 1));
    mine.explains.insert(QStringLiteral("why"), {QStringLiteral("Mine."), {1}, false});
    mine.secondsSpent = 60;
    mine.predictions.insert(
        QStringLiteral("lab"),
        {QStringLiteral("flatter"), QStringLiteral("sharper"), false, at(2), {}});

    ProgressStore there{QString()};
    LessonProgress& theirs = there.lesson(QStringLiteral("one"));
    addAttempt(&theirs, QStringLiteral("q1"), answer(QStringLiteral("a"), true, 9), false);
    theirs.explains.insert(QStringLiteral("why"), {QStringLiteral("Theirs."), {0}, true});
    theirs.secondsSpent = 300;
    theirs.predictions.insert(
        QStringLiteral("lab"),
        {QStringLiteral("sharper"), QStringLiteral("sharper"), true, at(8), {}});
    there.lesson(QStringLiteral("two")).scrollY = 7;
    // Positions: here's stay, what only there has is added.
    mine.controls.insert(QStringLiteral("dk"), 16.0);
    theirs.controls.insert(QStringLiteral("dk"), 64.0);
    theirs.controls.insert(QStringLiteral("gain"), true);
    const auto lab = [](const QList<LabRunRecord>& runs, const QString& predicted) {
        LabRecord record;
        record.runs = runs;
        record.predicted = predicted;
        record.committed = !predicted.isEmpty();
        return record;
    };
    mine.labs.insert(QStringLiteral("lab"), lab({{{0, 4, 2}, {1}}}, QString()));
    theirs.labs.insert(QStringLiteral("lab"), lab({}, QStringLiteral("sharper")));
    theirs.labs.insert(QStringLiteral("lab2"), lab({{{1, 2}, {4}}}, QString()));

    QVERIFY(importRecord(&here, there.toJson()));
    const LessonProgress& merged = *here.find(QStringLiteral("one"));
    const QList<Attempt> q1 = attemptsOf(merged, QStringLiteral("q1"));
    QCOMPARE(q1.size(), 2); // both answers, in time order
    QCOMPARE(q1.at(0).at, at(1));
    QCOMPARE(q1.at(1).at, at(9));
    QVERIFY(merged.answers.value(QStringLiteral("q1")).correct); // the later one is current
    QVERIFY(merged.explains.value(QStringLiteral("why")).text.contains(QStringLiteral("Mine.")));
    QVERIFY(merged.explains.value(QStringLiteral("why")).text.contains(QStringLiteral("Theirs.")));
    QCOMPARE(merged.explains.value(QStringLiteral("why")).ticked, (QList<int>{0, 1}));
    QVERIFY(merged.explains.value(QStringLiteral("why")).modelShown);
    QCOMPARE(merged.secondsSpent, 300);
    QCOMPARE(merged.predictions.value(QStringLiteral("lab")).at, at(8));
    // The earlier prediction stays as an earlier attempt (flow26), not dropped.
    QCOMPARE(merged.predictions.value(QStringLiteral("lab")).earlier.size(), 1);
    QCOMPARE(merged.predictions.value(QStringLiteral("lab")).earlier.first().at, at(2));
    QCOMPARE(here.find(QStringLiteral("two"))->scrollY, 7);
    QCOMPARE(merged.controls.value(QStringLiteral("dk")), QVariant(16.0));
    QCOMPARE(merged.controls.value(QStringLiteral("gain")), QVariant(true));
    QCOMPARE(merged.labs.value(QStringLiteral("lab")).runs.size(), 1);
    QVERIFY(!merged.labs.value(QStringLiteral("lab")).committed);
    QCOMPARE(merged.labs.value(QStringLiteral("lab2")).runs.first().dims, QList<int>{4});

    // Merging the same file twice adds nothing.
    const QByteArray once = here.toJson();
    QVERIFY(importRecord(&here, there.toJson()));
    QCOMPARE(here.toJson(), once);
}

// record23: importing a record whose one lesson held a million attempts never finished: each
// question's attempts were compared pairwise with the record's. 200,000 attempts of one question
// took about 2·10^10 comparisons that way (far beyond this suite's timeout); linear, it is well
// under a second. Merging a copy adds nothing; a new attempt, repeated in the file, is added once.
// Also with many questions: the merge looked each question's attempts up through the lesson's
// attempt index, which covers 4,096 questions, so every other question scanned the whole history
// (record24 found a million-answer import still running after 20 minutes).
void TestRecord::importOfALongHistoryMergesInLinearTime_data() {
    QTest::addColumn<int>("questions");
    QTest::newRow("one question") << 1;
    QTest::newRow("50,000 questions") << 50'000;
}

void TestRecord::importOfALongHistoryMergesInLinearTime() {
    QFETCH(int, questions);
    constexpr int kAttempts = 200'000;
    const int perQuestion = kAttempts / questions;
    ProgressStore here{QString()};
    LessonProgress& mine = here.lesson(QStringLiteral("one"));
    const QDateTime start = at(0);
    for (int i = 0; i < kAttempts; ++i) {
        Attempt a;
        a.questionId = QStringLiteral("q%1").arg(1 + i % questions);
        a.choices = {QStringLiteral("a")};
        a.correct = i % 2 == 0;
        a.at = start.addSecs(i);
        mine.history.append(a);
    }
    mine.answers.insert(QStringLiteral("q1"), answer(QStringLiteral("a"), true, 1));
    ProgressStore there{QString()};
    there.lesson(QStringLiteral("one")) = mine;
    Attempt later;
    later.questionId = QStringLiteral("q1");
    later.choices = {QStringLiteral("b")};
    later.at = start.addSecs(kAttempts);
    there.lesson(QStringLiteral("one")).history.append(later);
    there.lesson(QStringLiteral("one")).history.append(later);

    mergeRecords(&here, there);
    const LessonProgress& merged = *here.find(QStringLiteral("one"));
    QCOMPARE(merged.history.size(), qsizetype(kAttempts + 1));
    const QList<Attempt> q1 = attemptsOf(merged, QStringLiteral("q1"));
    QCOMPARE(q1.size(), qsizetype(perQuestion + 1));
    QCOMPARE(q1.constLast().choices, QStringList{QStringLiteral("b")});
    QCOMPARE(q1.constFirst().at, start);

    mergeRecords(&here, there); // again: nothing new
    QCOMPARE(here.find(QStringLiteral("one"))->history.size(), qsizetype(kAttempts + 1));
}

// Issue 20, item 5: an imported file's unknown fields and wrong-typed parts are kept as they
// were (exported again with the record) and reported; a part where the record keeps another
// one is moved to "keptUnreadable" with its path, so neither is lost.
void TestRecord::importKeepsWhatItCannotRead() {
    const QByteArray imported = R"({"version": 1, "fromTheFuture": {"x": 1},
        "lessons": {"one": {"answers": {"q1": 5, "q2": {"choices": [], "typed": "2",
            "correct": true, "attempts": 1, "at": "2026-01-01T00:00:00Z", "hint": "h"}},
            "history": [{"questionId": "q2", "correct": "true", "at": "2026-01-01T00:00:00Z",
            "typed": "2"}], "shelf": [1, 2]},
        "two": "not a lesson"}})";
    ProgressStore here{QString()};
    here.lesson(QStringLiteral("three")).scrollY = 3;
    const Status importedHere = importRecord(&here, imported);
    QVERIFY2(importedHere, qPrintable(importedHere.error().message));
    // Reported: every part it could not read, by its path.
    const QString report = here.unreadableParts().join(QLatin1Char('\n'));
    QVERIFY2(report.contains(QStringLiteral("/lessons/one/answers/q1")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("/lessons/one/history/0")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("/lessons/two")), qPrintable(report));
    // Kept: the record written out holds them as they were.
    const QJsonObject out = QJsonDocument::fromJson(here.toJson()).object();
    QCOMPARE(out.value(QStringLiteral("fromTheFuture")).toObject().value(QStringLiteral("x")),
             QJsonValue(1));
    const QJsonObject one =
        out.value(QStringLiteral("lessons")).toObject().value(QStringLiteral("one")).toObject();
    QCOMPARE(one.value(QStringLiteral("shelf")).toArray(), (QJsonArray{1, 2}));
    const QJsonObject answers = one.value(QStringLiteral("answers")).toObject();
    QCOMPARE(answers.value(QStringLiteral("q1")), QJsonValue(5));
    QCOMPARE(answers.value(QStringLiteral("q2")).toObject().value(QStringLiteral("hint")),
             QJsonValue(QStringLiteral("h")));
    const QJsonArray history = one.value(QStringLiteral("history")).toArray();
    QVERIFY(std::any_of(history.begin(), history.end(), [](const QJsonValue& v) {
        return v.toObject().value(QStringLiteral("correct")) == QJsonValue(QStringLiteral("true"));
    }));
    QCOMPARE(out.value(QStringLiteral("lessons")).toObject().value(QStringLiteral("two")),
             QJsonValue(QStringLiteral("not a lesson")));
    QCOMPARE(here.find(QStringLiteral("three"))->scrollY, 3);

    // Importing it again changes nothing.
    const QByteArray once = here.toJson();
    QVERIFY(importRecord(&here, imported));
    QCOMPARE(here.toJson(), once);

    // Another value at a kept place: both stay, the imported one in "keptUnreadable".
    QByteArray other = imported;
    other.replace(R"("q1": 5)", R"("q1": "five")");
    QVERIFY(importRecord(&here, other));
    const QJsonObject again = QJsonDocument::fromJson(here.toJson()).object();
    QCOMPARE(again.value(QStringLiteral("lessons"))
                 .toObject()
                 .value(QStringLiteral("one"))
                 .toObject()
                 .value(QStringLiteral("answers"))
                 .toObject()
                 .value(QStringLiteral("q1")),
             QJsonValue(5));
    const QJsonArray aside = again.value(QStringLiteral("keptUnreadable")).toArray();
    QVERIFY(std::any_of(aside.begin(), aside.end(), [](const QJsonValue& v) {
        return v.toObject().value(QStringLiteral("path")) ==
                   QJsonValue(QStringLiteral("/lessons/one/answers/q1")) &&
               v.toObject().value(QStringLiteral("value")) == QJsonValue(QStringLiteral("five"));
    }));
}

namespace {
// A record with unknown fields and wrong-typed parts at every level, and a lesson that is none.
const QByteArray kOddRecord = R"({"version": 1, "fromTheFuture": {"x": [1, {"y": "}]"}]},
    "lastLesson": 5, "keptUnreadable": [{"path": "/a", "value": 1}],
    "lessons": {"one": {"answers": {"q1": 5, "q2": {"choices": [], "typed": "2\"}",
        "correct": true, "attempts": 1, "at": "2026-01-01T00:00:00Z", "hint": "h"}},
        "history": [{"questionId": "q2", "correct": "true", "at": "2026-01-01T00:00:00Z",
        "typed": "2"}, {"question": "q2", "choices": [], "typed": "2", "correct": true,
        "at": "2026-01-01T00:00:00.000Z", "extra": [1]}, 7], "shelf": [1, 2],
        "secondsSpent": 1e12, "explains": {"why": {"text": "t", "ticked": [0, "1"]}}},
    "two": "not a lesson", "three": {"answers": [], "history": {}}, "four": {}}})";

QByteArray streamed(const QByteArray& json, const RecordStreamLimits& limits, QString* error,
                    QStringList* unreadable = nullptr) {
    ProgressStore store{QString()};
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    if (const Status read = store.readStream(&buffer, limits); !read) {
        *error = read.error().message;
        return {};
    }
    if (unreadable)
        *unreadable = store.unreadableParts();
    return store.toJson();
}
} // namespace

void TestRecord::streamReadsAsTheWholeParse_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("piece");
    ProgressStore full{QString()};
    fill(&full);
    full.lesson(QStringLiteral("two")).scrollY = 12;
    for (const qint64 piece : {qint64(1), qint64(7), qint64(1) << 20}) {
        QTest::addRow("own record, pieces of %lld", piece) << full.toJson() << piece;
        QTest::addRow("odd record, pieces of %lld", piece) << kOddRecord << piece;
    }
    QTest::newRow("empty lessons") << QByteArray(R"( {"lessons":{},"version":1} )") << qint64(3);
    QTest::newRow("lessons not an object")
        << QByteArray(R"({"version":1,"lessons":[1]})") << qint64(3);
}

// Item 1: the reader in pieces (import, restore) gives the record, the kept parts and the
// report the whole parse gives, wherever the pieces are cut.
void TestRecord::streamReadsAsTheWholeParse() {
    QFETCH(QByteArray, json);
    QFETCH(qint64, piece);
    ProgressStore whole{QString()};
    QString error;
    ATTN_VERIFY_OK(whole.fromJson(json));
    RecordStreamLimits limits;
    limits.pieceBytes = piece;
    QStringList unreadable;
    const QByteArray out = streamed(json, limits, &error, &unreadable);
    QVERIFY2(!out.isEmpty(), qPrintable(error));
    QCOMPARE(out, whole.toJson());
    QStringList expected = whole.unreadableParts();
    expected.sort();
    unreadable.sort();
    QCOMPARE(unreadable, expected);
}

void TestRecord::streamRefusesACorruptFileWhole_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    ProgressStore full{QString()};
    fill(&full);
    const QByteArray good = full.toJson();
    QTest::newRow("last brace cut")
        << good.left(good.lastIndexOf('}')) << QStringLiteral("not valid JSON");
    QTest::newRow("garbage after") << good + "x" << QStringLiteral("not valid JSON");
    QByteArray history = good;
    history.replace("\"review\":true", "\"review\":tru");
    QVERIFY(history != good);
    QTest::newRow("in a history entry") << history << QStringLiteral("not valid JSON");
    QByteArray key = good;
    key.replace("\"answers\":", "\"answers\"");
    QTest::newRow("a colon missing") << key << QStringLiteral("not valid JSON");
    QTest::newRow("not json") << QByteArray("not json") << QStringLiteral("not valid JSON");
    QTest::newRow("a list") << QByteArray("[1, 2]") << QStringLiteral("progress record");
    QTest::newRow("no version") << QByteArray(R"({"lessons": {"a": {}}})")
                                << QStringLiteral("\"version\"");
    QTest::newRow("newer") << QByteArray(R"({"version": 99, "lessons": {"a": {}}})")
                           << QStringLiteral("newer version");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
}

// A file corrupt anywhere, even in its last byte after every lesson was read, is refused whole:
// the record stays as it was.
void TestRecord::streamRefusesACorruptFileWhole() {
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    ProgressStore store{QString()};
    store.lesson(QStringLiteral("mine")).scrollY = 4;
    const QByteArray before = store.toJson();
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    const Status read = store.readStream(&buffer);
    QVERIFY(!read);
    QVERIFY2(read.error().message.contains(says), qPrintable(read.error().message));
    QCOMPARE(store.toJson(), before);
    ProgressStore merged{QString()};
    merged.lesson(QStringLiteral("mine")).scrollY = 4;
    QVERIFY(!importRecord(&merged, json));
    QCOMPARE(merged.toJson(), before);
}

void TestRecord::streamRefusesHostileFilesInBoundedMemory_data() {
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<QByteArray>("fill");
    QTest::addColumn<QByteArray>("tail");
    QTest::addColumn<QString>("says");
    // 64 MiB of the filler each (a gigabyte behaves the same: the reader stops at the limit).
    QTest::newRow("one string") << QByteArray("\"") << QByteArray("a") << QByteArray("\"")
                                << QStringLiteral("progress record");
    QTest::newRow("one string in the record")
        << QByteArray(R"({"version": 1, "x": ")") << QByteArray("a") << QByteArray("\"}")
        << QStringLiteral("larger than 16 MiB");
    QTest::newRow("a key") << QByteArray(R"({"version": 1, ")") << QByteArray("k")
                           << QByteArray("\": 1}") << QStringLiteral("larger than 16 MiB");
    QTest::newRow("nesting 100,000 deep")
        << QByteArray(R"({"version": 1, "x": )") << QByteArray("[") << QByteArray()
        << QStringLiteral("more than 512 deep");
    QTest::newRow("a lesson of one member")
        << QByteArray(R"({"version": 1, "lessons": {"one": {"shelf": ")") << QByteArray("s")
        << QByteArray("\"}}}") << QStringLiteral("/lessons/one/shelf");
    QTest::newRow("an answer")
        << QByteArray(R"({"version": 1, "lessons": {"one": {"answers": {"q": {"typed": ")")
        << QByteArray("1") << QByteArray("\"}}}}}") << QStringLiteral("/lessons/one/answers/q");
    QTest::newRow("a lesson of many small members")
        << QByteArray(R"({"version": 1, "lessons": {"one": {"shelf": [)") << QByteArray("1,")
        << QByteArray("1]}}}") << QStringLiteral("/lessons/one/shelf");
}

// Hostile files: refused with a message naming the part, in memory bounded by the part limit
// (16 MiB), not by the file (a whole parse of such a file took gigabytes).
void TestRecord::streamRefusesHostileFilesInBoundedMemory() {
    QFETCH(QByteArray, head);
    QFETCH(QByteArray, fill);
    QFETCH(QByteArray, tail);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hostile.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(head) == head.size());
        const QByteArray piece = fill.repeated((1 << 20) / fill.size());
        for (int i = 0; i < 64; ++i)
            QVERIFY(file.write(piece) == piece.size());
        QVERIFY(file.write(tail) == tail.size());
    }
    ProgressStore store{QString()};
    store.lesson(QStringLiteral("mine")).scrollY = 4;
    const QByteArray before = store.toJson();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    if (!testenv::resetPeakMiB())
        QSKIP("no /proc/self/clear_refs to measure the peak with");
    const double start = testenv::peakMiB();
    const Status read = store.readStream(&file);
    QVERIFY(!read);
    const double grown = testenv::peakMiB() - start;
    QVERIFY2(read.error().message.contains(says), qPrintable(read.error().message));
    QCOMPARE(store.toJson(), before);
    // The part limit and the parse of at most that much; the file is 64 MiB, and reading it whole
    // takes more than that before any parse. About 50 MiB measured once the heap freed by the
    // tests before is trimmed (testenv::resetPeakMiB): the earlier bound of 40 passed only
    // because pages they left took the allocations without the peak growing.
    if (!testenv::kUnderAddressSanitizer)
        QVERIFY2(grown < 56, qPrintable(QStringLiteral("peak grew by %1 MiB").arg(grown)));
}

namespace {
// Writes a record of one lesson "big" with about 24 MiB of answers and as many history entries
// (about 48 MiB of JSON; a million answers make 200 MB) to `path`; the number of answers, or -1
// when a write failed. The text is written every MiB: its size alone never grows.
qint64 writeLargeRecord(const QString& path) {
    qint64 answers = 0;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return -1;
    QByteArray text = R"({"version": 1, "lessons": {"big": {"answers": {)";
    const QByteArray one = R"({"choices": ["b"], "typed": "", "correct": true, "attempts": 1, )"
                           R"("at": "2026-03-01T10:00:00.000Z"})";
    qint64 written = 0;
    for (; written + text.size() < (24 << 20); ++answers) {
        text += (answers ? ",\"q" : "\"q") + QByteArray::number(answers) + "\": " + one;
        if (text.size() > (1 << 20)) {
            if (file.write(text) != text.size())
                return -1;
            written += text.size();
            text.clear();
        }
    }
    text += "}, \"history\": [";
    const QByteArray attempt =
        R"({"question": "q1", "choices": ["b"], "typed": "", "correct": true, )"
        R"("at": "2026-03-01T10:00:00.000Z"})";
    for (qint64 i = 0; i < answers; ++i) {
        text += (i ? "," : "") + attempt;
        if (text.size() > (1 << 20)) {
            if (file.write(text) != text.size())
                return -1;
            text.clear();
        }
    }
    text += "]}}}";
    return file.write(text) == text.size() ? answers : -1;
}
} // namespace

// A lesson object of about 48 MiB of answers and history (a million answers make 200 MB) is read,
// and the memory it takes follows the record as kept, packed, not the text: a whole parse of it
// took several times the file's size.
void TestRecord::streamReadsALargeLessonInBoundedMemory() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("large.json"));
    const qint64 answers = writeLargeRecord(path);
    QVERIFY(answers > 0);
    const qint64 size = QFileInfo(path).size();
    QVERIFY(size > (40 << 20));
    ProgressStore store{QString()};
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    if (!testenv::resetPeakMiB())
        QSKIP("no /proc/self/clear_refs to measure the peak with");
    const double start = testenv::peakMiB();
    ATTN_VERIFY_OK(store.readStream(&file));
    const double grown = testenv::peakMiB() - start;
    QCOMPARE(qint64(store.find(QStringLiteral("big"))->answers.size()), answers);
    QCOMPARE(qint64(store.find(QStringLiteral("big"))->history.size()), answers);
    const double fileMiB = double(size) / (1 << 20);
    qInfo("%lld answers and attempts in %.1f MiB of JSON: the peak grew by %.1f MiB", answers,
          fileMiB, grown);
    if (!testenv::kUnderAddressSanitizer)
        QVERIFY2(
            grown < fileMiB / 2,
            qPrintable(QStringLiteral("peak grew by %1 MiB for %2 MiB").arg(grown).arg(fileMiB)));
}

// Item 2 (issue 20): --export-record of a record still kept as an old progress.json read it
// whole (QFile::readAll and a whole parse: several times the file's size). It reads it in pieces
// now, and changes nothing: no database is made beside it, the file stays as it was.
void TestRecord::readRecordAsIsStreamsAnOldRecord() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    const qint64 answers = writeLargeRecord(path);
    QVERIFY(answers > 0);
    const QFileInfo before(path);
    const double fileMiB = double(before.size()) / (1 << 20);
    ProgressStore store(path);
    if (!testenv::resetPeakMiB())
        QSKIP("no /proc/self/clear_refs to measure the peak with");
    const double start = testenv::peakMiB();
    const Status read = readRecordAsIs(path, &store);
    QVERIFY2(read, qPrintable(read.error().message));
    const double grown = testenv::peakMiB() - start;
    QCOMPARE(qint64(store.find(QStringLiteral("big"))->answers.size()), answers);
    QCOMPARE(qint64(store.find(QStringLiteral("big"))->history.size()), answers);
    QVERIFY(!QFileInfo::exists(RecordDb::pathBeside(path)));
    const QFileInfo after(path);
    QCOMPARE(after.size(), before.size());
    QCOMPARE(after.lastModified(), before.lastModified());
    qInfo("%.1f MiB of JSON read for an export: the peak grew by %.1f MiB", fileMiB, grown);
    if (!testenv::kUnderAddressSanitizer)
        QVERIFY2(
            grown < fileMiB / 2,
            qPrintable(QStringLiteral("peak grew by %1 MiB for %2 MiB").arg(grown).arg(fileMiB)));
}

// A record that cannot be read names its file and why; no record at all is an empty one.
void TestRecord::readRecordAsIsNamesWhatItCannotRead() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    ProgressStore store(path);
    const Status none = readRecordAsIs(path, &store);
    QVERIFY2(none, qPrintable(none.error().message));
    QVERIFY(store.lessonIds().isEmpty());
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(R"({"version": 1, "lessons": {"a": {"answers": {}})") > 0);
    }
    const Status broken = readRecordAsIs(path, &store);
    QVERIFY(!broken);
    QCOMPARE(broken.error().file, path);
    QVERIFY(!broken.error().message.isEmpty());
    QVERIFY(QFile::remove(path));
    QVERIFY(QDir().mkdir(RecordDb::pathBeside(path)));
    const Status folder = readRecordAsIs(path, &store);
    QVERIFY(!folder);
    QCOMPARE(folder.error().file, RecordDb::pathBeside(path));
    QVERIFY2(folder.error().message.contains(QStringLiteral("regular file")),
             qPrintable(folder.error().message));
}

void TestRecord::importRejectsBadInput() {
    ProgressStore store{QString()};
    fill(&store);
    const QByteArray before = store.toJson();
    const Status notJson = importRecord(&store, "not json");
    QVERIFY(!notJson);
    QVERIFY(notJson.error().message.contains(QStringLiteral("not valid JSON")));
    const Status newer = importRecord(&store, R"({"version": 99, "lessons": {}})");
    QVERIFY(!newer);
    QVERIFY(newer.error().message.contains(QStringLiteral("newer version")));
    QVERIFY(!importRecord(&store, R"({"lessons": {}})"));
    QCOMPARE(store.toJson(), before);
}

void TestRecord::csvHasOneRowPerAttempt() {
    ProgressStore store{QString()};
    fill(&store);
    const QByteArray csv = recordToCsv(course(), store);
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(
        lines.first(),
        QByteArray("lesson,lesson_title,question,answer,correct,when,review,kind,question_prompt,"
                   "counted,practice,checked_at\r"));
    // Header, three attempts, the lab's prediction, the empty piece after the last.
    QCOMPARE(lines.size(), 1 + 3 + 1 + 1);
    // The record holds option ids (b, a); the CSV shows the options' texts (B, A).
    QCOMPARE(lines.at(1),
             QByteArray("one,Lesson One,q1,B,no,2026-03-01T10:01:00.000Z,no,answer,First?,yes,no,"
                        "none\r"));
    QCOMPARE(lines.at(2),
             QByteArray("one,Lesson One,q1,A,yes,2026-03-01T10:02:00.000Z,yes,answer,First?,no,no,"
                        "none\r"));
    // Quotes and commas in an answer are quoted as RFC 4180 says.
    QCOMPARE(lines.at(3), QByteArray("one,Lesson One,q3,\"12, \"\"x\"\"\",no,2026-03-01T10:03:"
                                     "00.000Z,no,answer,,yes,no,dk = 64\r"));
    // sp13 B11: the lab's prediction has a row, with what the lab showed (directionLabel, in the
    // language of the export; a German one says "schärfer").
    QCOMPARE(lines.at(4),
             QByteArray("one,Lesson One,lab,sharper,yes,2026-03-01T10:04:00.000Z,no,prediction,"
                        "Sharper or flatter?,yes,no,none\r"));

    // review33 #4: practice is a row like any prediction; `counted` and `practice` tell them
    // apart (sp34: "no" alone did not say why). A lab only practised has no row that counts;
    // after it, the one that counts and later practice.
    LessonProgress& p = store.lesson(QStringLiteral("one"));
    PredictionRecord practised{
        QStringLiteral("flatter"), QStringLiteral("flatter"), true, at(5), {}, true};
    p.predictions.insert(QStringLiteral("lab"), practised);
    const auto labRows = [&store] {
        QList<QByteArray> counted;
        for (const QByteArray& line : recordToCsv(course(), store).split('\n')) {
            if (line.startsWith("one,Lesson One,lab,"))
                counted.append(line.split(',').mid(9, 2).join(','));
        }
        return counted;
    };
    QCOMPARE(labRows(), QList<QByteArray>{"no,yes"});
    keepPrediction(&p.predictions, QStringLiteral("lab"),
                   {QStringLiteral("sharper"), QStringLiteral("flatter"), false, at(6), {}});
    keepPrediction(&p.predictions, QStringLiteral("lab"),
                   {QStringLiteral("flatter"), QStringLiteral("flatter"), true, at(7), {}, true});
    QCOMPARE(labRows(), (QList<QByteArray>{"no,yes", "yes,no", "no,yes"}));
}

// Issue 19: the CSV named a question by its id alone ("q3"); its last column is now what the
// question asked, math as plain text, quoted where it holds a comma.
void TestRecord::csvNamesTheQuestionByWhatItAsked() {
    QByteArray source = kLesson;
    source.replace("prompt: First?", "prompt: Divide by what, for $d_k = 64$ and $\\sqrt{d_k}$?");
    Course withMath;
    withMath.lessons.append(*parseLesson(source, QStringLiteral("one.lesson.md")).lesson);
    ProgressStore store{QString()};
    addAttempt(&store.lesson(QStringLiteral("one")), QStringLiteral("q1"),
               answer(QStringLiteral("a"), true, 1), false);
    const QList<QByteArray> lines = recordToCsv(withMath, store).split('\n');
    const QString asked =
        plainTextWithMath(QStringLiteral("Divide by what, for $d_k = 64$ and $\\sqrt{d_k}$?"));
    QVERIFY(!asked.contains(QLatin1Char('$')));
    QVERIFY(!asked.contains(QLatin1Char('\\')));
    QCOMPARE(QString::fromUtf8(lines.at(1)),
             QStringLiteral(
                 "one,Lesson One,q1,A,yes,2026-03-01T10:01:00.000Z,no,answer,\"%1\",yes,no,none\r")
                 .arg(asked));
}

// Issue 19 (sp36): the CSV's checked_at read "Model dimension d_model = 512, Number of heads = 8",
// an underscore identifier in a file whose prompts write "dₖ": Unicode has no subscript d. The
// plain form (the CSV, the overview) names such a control by its words, or in words where its
// label is all math; a script Unicode has keeps its letters.
void TestRecord::plainSettingsHoldNoIdentifier_data() {
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("plain");
    QTest::addRow("words and a script Unicode lacks")
        << QStringLiteral("Model dimension $d_{\\text{model}}$")
        << QStringLiteral("Model dimension = 512, Heads = 8");
    QTest::addRow("a script Unicode lacks alone")
        << QStringLiteral("$d_{\\text{model}}$") << QStringLiteral("d sub model = 512, Heads = 8");
    QTest::addRow("a script Unicode has")
        << QStringLiteral("Width $d_k$") << QStringLiteral("Width dₖ = 512, Heads = 8");
}

void TestRecord::plainSettingsHoldNoIdentifier() {
    QFETCH(QString, label);
    QFETCH(QString, plain);
    QByteArray source = kSliderLesson;
    source.replace("label: Model width", "label: " + label.toUtf8());
    Course course;
    course.lessons.append(*parseLesson(source, QStringLiteral("heads.lesson.md")).lesson);
    ProgressStore store{QString()};
    AnswerRecord a;
    a.typed = QStringLiteral("8");
    a.correct = true;
    a.at = at(1);
    a.checkedAt = {{QStringLiteral("dmodel"), 512.0}, {QStringLiteral("heads"), 8.0}};
    addAttempt(&store.lesson(QStringLiteral("heads")), QStringLiteral("divisor"), a, false);

    const QuestionSummary q = summarizeCourse(course, store).lessons.first().questionRows.first();
    QCOMPARE(q.checkedAtPlain, plain);
    // The Markdown form keeps the math for a view that typesets it (the PDF).
    QVERIFY2(q.checkedAt.endsWith(QStringLiteral(" = 512, Heads = 8")), qPrintable(q.checkedAt));
    const QList<QByteArray> lines = recordToCsv(course, store).split('\n');
    QCOMPARE(lines.size(), 1 + 1 + 1);
    const QString row = QString::fromUtf8(lines.at(1));
    QVERIFY2(row.endsWith(QLatin1Char('"') + plain + QStringLiteral("\"\r")), qPrintable(row));
    static const QRegularExpression identifier(QStringLiteral("[A-Za-z]_[A-Za-z0-9({]"));
    QVERIFY2(!row.contains(identifier), qPrintable(row));
}

// sp35 (issue 19): "Which dₖ?" listed 64 (wrong) and 11.3 (right) under one prompt, and nothing
// said the sliders had moved between them (512/8, then 512/4); the CSV's counted and practice
// were blank on answer rows, which a spreadsheet cannot tell from "no". Each try keeps its
// settings into the summary and the CSV, and every row says yes or no, the rows counted being
// those the summary counts.
void TestRecord::everyTryKeepsTheSettingsItWasCheckedAt() {
    Course withSliders;
    withSliders.lessons.append(
        *parseLesson(kSliderLesson, QStringLiteral("heads.lesson.md")).lesson);
    ProgressStore store{QString()};
    LessonProgress& p = store.lesson(QStringLiteral("heads"));
    const auto checkedAt = [](double dmodel, double heads) {
        return QHash<QString, double>{{QStringLiteral("dmodel"), dmodel},
                                      {QStringLiteral("heads"), heads}};
    };
    const auto typed = [&](const char* number, bool correct, int minute,
                           const QHash<QString, double>& values) {
        AnswerRecord a;
        a.typed = QLatin1String(number);
        a.correct = correct;
        a.at = at(minute);
        a.checkedAt = values;
        return a;
    };
    addAttempt(&p, QStringLiteral("divisor"), typed("64", false, 1, checkedAt(512, 8)), false);
    addAttempt(&p, QStringLiteral("divisor"), typed("11.3", true, 2, checkedAt(512, 4)), false);
    addAttempt(&p, QStringLiteral("divisor"), typed("8", true, 30, checkedAt(256, 4)), true);
    // Kept through the database and back, as a restart reads it.
    QTemporaryDir dir;
    const QString dbPath = dir.filePath(QStringLiteral("record.sqlite"));
    {
        RecordDb db(dbPath);
        QVERIFY(db.open(RecordDb::Mode::ReadWrite));
        QVERIFY(db.write(store, {{RecordPart::Everything, {}, {}}}));
    }
    ProgressStore again{QString()};
    {
        RecordDb db(dbPath);
        QVERIFY(db.open(RecordDb::Mode::ReadOnly));
        QVERIFY(db.read(&again));
    }

    const LessonSummary s = summarizeCourse(withSliders, again).lessons.first();
    const QuestionSummary& q = s.questionRows.first();
    QCOMPARE(q.lastAnswer, QStringLiteral("11.3"));
    QCOMPARE(q.checkedAt, QStringLiteral("Model width = 512, Heads = 4"));
    QCOMPARE(q.earlierTries.size(), 1);
    QCOMPARE(q.earlierTries.first().answer, QStringLiteral("64"));
    QVERIFY(!q.earlierTries.first().correct);
    QCOMPARE(q.earlierTries.first().checkedAt, QStringLiteral("Model width = 512, Heads = 8"));
    QCOMPARE(q.reviewAnswer, QStringLiteral("8"));
    QCOMPARE(q.reviewCheckedAt, QStringLiteral("Model width = 256, Heads = 4"));

    const QList<QByteArray> lines = recordToCsv(withSliders, again).split('\n');
    QCOMPARE(lines.first(),
             QByteArray("lesson,lesson_title,question,answer,correct,when,review,kind,"
                        "question_prompt,counted,practice,checked_at\r"));
    QCOMPARE(lines.size(), 1 + 3 + 1);
    const QByteArray prefix = "heads,Heads,divisor,";
    const QByteArray asked = ",By what does each head divide?,";
    QCOMPARE(lines.at(1), prefix + "64,no,2026-03-01T10:01:00.000Z,no,answer" + asked +
                              "no,no,\"Model width = 512, Heads = 8\"\r");
    QCOMPARE(lines.at(2), prefix + "11.3,yes,2026-03-01T10:02:00.000Z,no,answer" + asked +
                              "yes,no,\"Model width = 512, Heads = 4\"\r");
    QCOMPARE(lines.at(3), prefix + "8,yes,2026-03-01T10:30:00.000Z,yes,answer" + asked +
                              "no,no,\"Model width = 256, Heads = 4\"\r");

    // The rows counted are those the summary counts: one answered, one correct.
    int counted = 0, countedCorrect = 0;
    for (const QByteArray& line : lines.mid(1, 3)) {
        const QList<QByteArray> cells = line.split(',');
        counted += cells.at(9) == "yes";
        countedCorrect += cells.at(9) == "yes" && cells.at(4) == "yes";
    }
    QCOMPARE(counted, s.answered);
    QCOMPARE(countedCorrect, s.correct);
}

// sp13 B3: a question missed twice in the lesson and tried twice in a review read "Attempts 4"
// beside the lesson's answer; the lesson counts its own tries, the review row the review's.
void TestRecord::lessonAttemptsLeaveReviewsOut() {
    ProgressStore store{QString()};
    LessonProgress& p = store.lesson(QStringLiteral("one"));
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("b"), false, 1), false);
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("a"), true, 2), false);
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("b"), false, 30), true);
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("a"), true, 31), true);
    const QuestionSummary q1 =
        summarizeCourse(course(), store).lessons.first().questionRows.first();
    QCOMPARE(q1.attempts, 2);
    QCOMPARE(q1.reviewAttempts, 2);
    QCOMPARE(q1.lastAnswer, QStringLiteral("A"));
}

void TestRecord::csvNeverStartsAFormula_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QByteArray>("field");
    QTest::addRow("formula") << QStringLiteral("=HYPERLINK(\"x\")")
                             << QByteArray("\"'=HYPERLINK(\"\"x\"\")\"");
    QTest::addRow("plus") << QStringLiteral("+1+1") << QByteArray("'+1+1");
    QTest::addRow("at") << QStringLiteral("@SUM(A1)") << QByteArray("'@SUM(A1)");
    QTest::addRow("minus text") << QStringLiteral("-cmd") << QByteArray("'-cmd");
    QTest::addRow("negative number") << QStringLiteral("-2.5") << QByteArray("-2.5");
    QTest::addRow("plain") << QStringLiteral("64") << QByteArray("64");
    // Issue 24: a tab before a number passed as a number; ';' split a German spreadsheet's cell.
    // A tab before a number is a number: the CSV writes it in its one form (state15).
    QTest::addRow("tab before a number") << QStringLiteral("\t-2") << QByteArray("-2");
    QTest::addRow("tab before a formula") << QStringLiteral("\t=1+1") << QByteArray("\"'\t=1+1\"");
    QTest::addRow("formula after ;") << QStringLiteral("x;=1+1") << QByteArray("\"x;=1+1\"");
    QTest::addRow("formula after a tab") << QStringLiteral("x\t=1+1") << QByteArray("\"x\t=1+1\"");
    // toDouble() reads "-inf" as a number; a spreadsheet reads it as the formula =-inf.
    // Issue 24: a space before `=` hid the formula start from the guard.
    QTest::addRow("space before a formula") << QStringLiteral(" =1+1") << QByteArray("' =1+1");
    QTest::addRow("spaces before a plus") << QStringLiteral("  +A1") << QByteArray("'  +A1");
    QTest::addRow("space before a number") << QStringLiteral(" -2") << QByteArray("-2");
    QTest::addRow("minus inf") << QStringLiteral("-inf") << QByteArray("'-inf");
    QTest::addRow("plus inf") << QStringLiteral("+inf") << QByteArray("'+inf");
}

// An answer or a lesson title from a stranger's folder ran as a spreadsheet formula before.
void TestRecord::csvNeverStartsAFormula() {
    QFETCH(QString, typed);
    QFETCH(QByteArray, field);
    ProgressStore store{QString()};
    AnswerRecord numeric;
    numeric.typed = typed;
    numeric.at = at(1);
    addAttempt(&store.lesson(QStringLiteral("one")), QStringLiteral("q3"), numeric, false);
    const QList<QByteArray> cells = recordToCsv(course(), store).split('\n').at(1).split(',');
    QCOMPARE(cells.at(3), field);
}

void TestRecord::csvWritesNumbersInOneForm_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QByteArray>("field");
    for (const char* name : {"en_US", "de_DE", "C"}) {
        const QString locale = QString::fromLatin1(name);
        // State15 student pass: "1.77" beside "3,54" in one column, and "'-3,54" with the
        // formula guard's apostrophe in front of a negative number typed with a decimal comma.
        QTest::addRow("%s point", name) << locale << QStringLiteral("1.77") << QByteArray("1.77");
        QTest::addRow("%s comma", name) << locale << QStringLiteral("3,54") << QByteArray("3.54");
        QTest::addRow("%s negative comma", name)
            << locale << QStringLiteral("-3,54") << QByteArray("-3.54");
        QTest::addRow("%s minus sign", name)
            << locale << QStringLiteral("\u22123.54") << QByteArray("-3.54");
        QTest::addRow("%s spaces and a zero", name)
            << locale << QStringLiteral(" 3,540 ") << QByteArray("3.54");
        QTest::addRow("%s whole", name) << locale << QStringLiteral("288") << QByteArray("288");
        QTest::addRow("%s tiny", name)
            << locale << QStringLiteral("0,0000125") << QByteArray("0.0000125");
        QTest::addRow("%s exponent", name)
            << locale << QStringLiteral("2e6") << QByteArray("2000000");
        QTest::addRow("%s text", name)
            << locale << QStringLiteral("about 3") << QByteArray("about 3");
    }
}

// The CSV is read by spreadsheets: every number in the C form, whatever the language of the
// session that typed it or of the one that exports it.
void TestRecord::csvWritesNumbersInOneForm() {
    QFETCH(QString, locale);
    QFETCH(QString, typed);
    QFETCH(QByteArray, field);
    const QLocale before;
    QLocale::setDefault(QLocale(locale));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    ProgressStore store{QString()};
    AnswerRecord numeric;
    numeric.typed = typed;
    numeric.at = at(1);
    addAttempt(&store.lesson(QStringLiteral("one")), QStringLiteral("q3"), numeric, false);
    addAttempt(&store.lesson(QStringLiteral("one")), QStringLiteral("q3"), numeric, true);
    const QList<QByteArray> lines = recordToCsv(course(), store).split('\n');
    QCOMPARE(lines.at(1).split(',').at(3), field); // the lesson's answer
    QCOMPARE(lines.at(2).split(',').at(3), field); // the review's
}

// State15 student pass: the PDF report showed a review's answer as typed (" 3,540 ") under the
// lesson's cleaned one. Both are written with the digits typed, read as graded.
void TestRecord::reportWritesLessonAndReviewAnswersAlike_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("shown");
    QTest::addRow("English, comma") << "en_US"
                                    << " 3,540 "
                                    << "3.54";
    QTest::addRow("English, point") << "en_US"
                                    << "3.540"
                                    << "3.54";
    QTest::addRow("English, negative") << "en_US"
                                       << "-0,5" << QString::fromUtf8("\u22120.5");
    // sp20: a typed 3.005 read "3.00" beside ✘ (rounded to three digits): it reads as typed.
    QTest::addRow("English, more digits") << "en_US"
                                          << "3.005"
                                          << "3.005";
    QTest::addRow("German, more digits") << "de_DE"
                                         << "3,005"
                                         << "3,005";
    QTest::addRow("German, comma") << "de_DE"
                                   << " 3,540 "
                                   << "3,54";
    QTest::addRow("German, point") << "de_DE"
                                   << "3.54"
                                   << "3,54";
    QTest::addRow("English, thousands") << "en_US"
                                        << "10000"
                                        << "10,000";
    QTest::addRow("not a number") << "en_US"
                                  << "x"
                                  << "x";
}

void TestRecord::reportWritesLessonAndReviewAnswersAlike() {
    QFETCH(QString, locale);
    QFETCH(QString, typed);
    QFETCH(QString, shown);
    const QLocale before;
    QLocale::setDefault(QLocale(locale));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    const QByteArray text = R"(---
id: num
title: Numbers
summary: A fixture.
minutes: 5
order: 1
---

# Numbers

```question
id: n
kind: numeric
prompt: How much?
expected: 3.54
tolerance: 0.01
```
)";
    Course c;
    c.lessons.append(*parseLesson(text, QStringLiteral("num.lesson.md")).lesson);
    ProgressStore store{QString()};
    AnswerRecord typedAnswer;
    typedAnswer.typed = typed;
    typedAnswer.at = at(1);
    addAttempt(&store.lesson(QStringLiteral("num")), QStringLiteral("n"), typedAnswer, false);
    typedAnswer.at = at(30);
    addAttempt(&store.lesson(QStringLiteral("num")), QStringLiteral("n"), typedAnswer, true);
    const QuestionSummary row = summarizeCourse(c, store).lessons.first().questionRows.first();
    QVERIFY(row.reviewed);
    QCOMPARE(row.lastAnswer, shown);
    QCOMPARE(row.reviewAnswer, shown);
}

// A prediction with several right options: the summary names each (the answer was read as one
// id "a, c", which no option has: "a, c (an option since removed)").
void TestRecord::predictionOfSeveralOptionsNamesEach() {
    const QByteArray text = R"(---
id: many
title: Many
summary: A fixture.
minutes: 5
order: 1
---

# Many

```question
id: p
kind: multi
style: predict
prompt: Which grow?
option a: Scores
option b: Weights
option c: Logits
answer: a, c
```
)";
    const auto parsed = parseLesson(text, QStringLiteral("many.lesson.md"));
    QVERIFY(parsed.lesson);
    Course c;
    c.lessons.append(*parsed.lesson);
    ProgressStore store{QString()};
    AnswerRecord chosen = answer(QStringLiteral("a"), false, 1);
    addAttempt(&store.lesson(QStringLiteral("many")), QStringLiteral("p"), chosen, false);
    const LessonSummary s = summarizeCourse(c, store).lessons.first();
    QCOMPARE(s.predictionRows.size(), 1);
    QCOMPARE(s.predictionRows.first().predicted, QStringLiteral("Scores"));
    QCOMPARE(s.predictionRows.first().observed, QStringLiteral("Scores; Logits"));
}

void TestRecord::summaryCountsTheLesson() {
    ProgressStore store{QString()};
    fill(&store);
    AnswerRecord guess = answer(QStringLiteral("a"), false, 6);
    addAttempt(&store.lesson(QStringLiteral("one")), QStringLiteral("q2"), guess, false);
    const CourseSummary summary = summarizeCourse(course(), store);
    QCOMPARE(summary.lessons.size(), 1);
    const LessonSummary& s = summary.lessons.first();
    // q3 is not in the lesson any more, and q2 is a prediction: counted with the predictions
    // only, never as a question answered or missed (sp19).
    QCOMPARE(s.questions, 1);
    QCOMPARE(s.answered, 1);
    QCOMPARE(s.correct, 0);         // q1 was right only in a review; the lesson's answer counts
    QCOMPARE(s.predictionSlots, 2); // the lab and the predict-style question
    QCOMPARE(s.predictionsMade, 2);
    QCOMPARE(s.predictionsMatched, 1);
    QCOMPARE(s.explains, 1);
    QCOMPARE(s.explainsWritten, 0); // "Scores grow." is no real attempt (8 words or more)
    QCOMPARE(s.secondsSpent, 125);
    QCOMPARE(s.lastOpened, at(0));
    QCOMPARE(s.lastActivity, at(6));
    QCOMPARE(s.questionRows.first().attempts, 1); // the lesson's; the review's is its own
    QCOMPARE(summary.totals.answered, 1);
    QCOMPARE(summary.totals.questions, 1);
    // The prediction stays in the record and in the rows, marked as one.
    QVERIFY(s.questionRows.at(1).predict);
    QVERIFY(s.questionRows.at(1).answered);
    // In the lesson's order, q2 above the lab: the labs' rows came first (sp30).
    QCOMPARE(s.predictionRows.first().id, QStringLiteral("q2"));
    QCOMPARE(s.predictionRows.at(1).id, QStringLiteral("lab"));
    QCOMPARE(s.predictionRows.at(1).observed, QStringLiteral("sharper"));
    const QList<QByteArray> csv = recordToCsv(course(), store).split('\n');
    const auto q2Row = std::find_if(csv.cbegin(), csv.cend(), [](const QByteArray& line) {
        return line.startsWith("one,Lesson One,q2,");
    });
    QVERIFY(q2Row != csv.cend());
    QVERIFY2(q2Row->endsWith(",no,prediction,Guess?,yes,no,none\r"), q2Row->constData());
    QCOMPARE(summary.totals.secondsSpent, 125);
    // q1 was missed in the lesson and put right in a review: the report shows both.
    const QuestionSummary& q1 = s.questionRows.first();
    QVERIFY(!q1.correct);
    QCOMPARE(q1.lastAnswer, QStringLiteral("B"));
    QVERIFY(q1.reviewed);
    QVERIFY(q1.reviewCorrect);
    QCOMPARE(q1.reviewAnswer, QStringLiteral("A"));
    QCOMPARE(q1.reviewAt, at(2));
    QVERIFY(!s.questionRows.at(1).reviewed);
}

// A review card's first miss gets one more try. A right retry the same day read "correct" in the
// report (student pass) while the card and the schedule go by the first answer; a review on a
// later day counts on its own.
void TestRecord::reviewResultIsTheDaysFirstAnswer() {
    ProgressStore store{QString()};
    LessonProgress& p = store.lesson(QStringLiteral("one"));
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("b"), false, 1), false);
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("b"), false, 30), true);
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("a"), true, 31), true);
    QuestionSummary q1 = summarizeCourse(course(), store).lessons.first().questionRows.first();
    QVERIFY(q1.reviewed);
    QVERIFY(!q1.reviewCorrect);
    QCOMPARE(q1.reviewAnswer, QStringLiteral("B")); // the answer the result belongs to
    QCOMPARE(q1.reviewAt, at(30));
    QVERIFY(q1.reviewRetried);
    QVERIFY(q1.reviewRetryCorrect);
    QCOMPARE(q1.reviewRetryAnswer, QStringLiteral("A"));

    AnswerRecord nextDay = answer(QStringLiteral("a"), true, 5);
    nextDay.at = nextDay.at.addDays(1);
    addAttempt(&p, QStringLiteral("q1"), nextDay, true);
    q1 = summarizeCourse(course(), store).lessons.first().questionRows.first();
    QVERIFY(q1.reviewCorrect);
    QVERIFY(!q1.reviewRetried);
}

// "Last answer" is the latest answer, a review's included (it gave the lesson's date), and the
// overview counts an explanation only when it is a real attempt (a five-word one counted).
void TestRecord::reviewAndExplanationInTheSummary() {
    ProgressStore store{QString()};
    LessonProgress& p = store.lesson(QStringLiteral("one"));
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("b"), false, 1), false);
    addAttempt(&p, QStringLiteral("q1"), answer(QStringLiteral("a"), true, 30), true);
    p.explains.insert(QStringLiteral("why"),
                      {QStringLiteral("Scores grow with the width."), {}, true});
    LessonSummary s = summarizeCourse(course(), store).lessons.first();
    QCOMPARE(s.lastActivity, at(30));
    QCOMPARE(s.explainsWritten, 0);
    p.explains.insert(
        QStringLiteral("why"),
        {QStringLiteral("More products add up, so the scores spread further out."), {}, true});
    s = summarizeCourse(course(), store).lessons.first();
    QCOMPARE(s.explainsWritten, 1);
}

void TestRecord::backupIsDatedAndComplete() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    // Nothing to back up yet.
    const Result<QString> none = backupRecordFile(path, QStringLiteral("reset"), at(0));
    QVERIFY(none);
    QVERIFY(none.value().isEmpty());

    QVERIFY(writeFileAtomically(path, "{\"version\": 1}"));
    const Result<QString> made = backupRecordFile(path, QStringLiteral("reset"), at(0));
    QVERIFY(made);
    const QString backup = made.value();
    QCOMPARE(QFileInfo(backup).fileName(), QStringLiteral("progress.json.before-reset-") +
                                               at(0).toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QFile copy(backup);
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), QByteArray("{\"version\": 1}"));
    // A second backup in the same second gets its own name.
    const Result<QString> another = backupRecordFile(path, QStringLiteral("reset"), at(0));
    QVERIFY(another);
    const QString second = another.value();
    QVERIFY(second != backup);
    QVERIFY(QFileInfo::exists(second));
    QVERIFY(QFileInfo::exists(path)); // the record itself stays
}

void TestRecord::recordBackupIsNamedAsARecord() {
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    store.lesson(QStringLiteral("l"))
        .answers.insert(QStringLiteral("q"), answer(QStringLiteral("a"), true, 1));
    const Result<QString> made = backupRecord(store, QStringLiteral("import"), at(0));
    QVERIFY2(made, qPrintable(made.error().message));
    const QString backup = made.value();
    // The record has not lived in progress.json for a while: a backup named after it was a
    // file the student could not find.
    const QString stamp = at(0).toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QCOMPARE(QFileInfo(backup).fileName(),
             QStringLiteral("record-before-import-%1.json").arg(stamp));
    QCOMPARE(QFileInfo(backup).absolutePath(), QFileInfo(dir.path()).absoluteFilePath());
    const Result<QString> another = backupRecord(store, QStringLiteral("import"), at(0));
    QVERIFY(another);
    const QString second = another.value();
    QCOMPARE(QFileInfo(second).fileName(),
             QStringLiteral("record-before-import-%1-1.json").arg(stamp));
    QCOMPARE(QFile(second).size(), QFile(backup).size());
}

void TestRecord::removedLessonStaysRemoved() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    ProgressStore store(path);
    fill(&store);
    QVERIFY(store.save());
    ProgressStore reloaded(path);
    QVERIFY(reloaded.load().ok);
    reloaded.removeLesson(QStringLiteral("one"));
    QVERIFY(reloaded.save());
    ProgressStore again(path);
    QVERIFY(again.load().ok);
    QVERIFY(!again.find(QStringLiteral("one")));
}

// The history is written by the store's own JSON writer (through QJsonObjects a million attempts
// took seconds): every field of docs/record-format.md, "review" only when true.
void TestRecord::historyWrittenAsTheFormatSays() {
    ProgressStore store{QString()};
    LessonProgress& p = store.lesson(QStringLiteral("l"));
    Attempt first;
    first.questionId = QStringLiteral("q \"1\"");
    first.typed = QStringLiteral("4.5\nnext line");
    first.at = QDateTime::fromMSecsSinceEpoch(1764000000123LL, Qt::UTC);
    first.checkedAt = {{QStringLiteral("heads"), 8.0}, {QStringLiteral("dk"), 0.25}};
    Attempt second;
    second.questionId = QStringLiteral("q2");
    second.choices = {QStringLiteral("a"), QStringLiteral("ü")};
    second.correct = true;
    second.review = true;
    p.history.append(first);
    p.history.append(second);
    const QJsonArray history = QJsonDocument::fromJson(store.toJson())
                                   .object()[QStringLiteral("lessons")]
                                   .toObject()[QStringLiteral("l")]
                                   .toObject()[QStringLiteral("history")]
                                   .toArray();
    const QJsonArray expected{
        QJsonObject{{QStringLiteral("question"), QStringLiteral("q \"1\"")},
                    {QStringLiteral("choices"), QJsonArray()},
                    {QStringLiteral("typed"), QStringLiteral("4.5\nnext line")},
                    {QStringLiteral("correct"), false},
                    {QStringLiteral("at"), QStringLiteral("2025-11-24T16:00:00.123Z")},
                    {QStringLiteral("checkedAt"),
                     QJsonObject{{QStringLiteral("dk"), 0.25}, {QStringLiteral("heads"), 8}}}},
        QJsonObject{
            {QStringLiteral("question"), QStringLiteral("q2")},
            {QStringLiteral("choices"), QJsonArray{QStringLiteral("a"), QStringLiteral("ü")}},
            {QStringLiteral("typed"), QString()},
            {QStringLiteral("correct"), true},
            {QStringLiteral("at"), QString()},
            {QStringLiteral("review"), true}}};
    QCOMPARE(history, expected);
    ProgressStore again{QString()};
    ATTN_VERIFY_OK(again.fromJson(store.toJson()));
    QCOMPARE(again.find(QStringLiteral("l"))->history.size(), 2);
    QCOMPARE(again.find(QStringLiteral("l"))->history.at(0).checkedAt, first.checkedAt);
    QCOMPARE(again.toJson(), store.toJson());
}

void TestRecord::failedWriteKeepsTheOldFile_data() {
    QTest::addColumn<bool>("tmpfs");
    QTest::addRow("injected write failure") << false;
    QTest::addRow("full 64 KiB tmpfs") << true;
}

// Exports and the backups before a reset or an import on a full disk: an error, never an empty
// or partial file, and the file that was there stays whole.
void TestRecord::failedWriteKeepsTheOldFile() {
    QFETCH(bool, tmpfs);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(folder));
    std::unique_ptr<TinyTmpfs> disk;
    if (tmpfs) {
        disk = std::make_unique<TinyTmpfs>(folder);
        if (!disk->mounted())
            QSKIP("mounting a tmpfs needs root");
    }
    const QString path = QDir(folder).filePath(QStringLiteral("progress.json"));
    const QString exported = QDir(folder).filePath(QStringLiteral("export.json"));
    const QByteArray record = "{\"version\": 1, \"lessons\": {}}";
    QVERIFY(writeFileAtomically(path, record));
    QVERIFY(writeFileAtomically(exported, "old"));
    {
        std::unique_ptr<FileSizeLimit> limit;
        if (tmpfs)
            disk->fill();
        else
            limit = std::make_unique<FileSizeLimit>(8);
        QVERIFY(!limit || limit->active());
        const Status written = writeFileAtomically(exported, record);
        QVERIFY(!written);
        QVERIFY2(written.error().message.contains(QStringLiteral("free space")),
                 qPrintable(written.error().message));
        const Result<QString> copied = backupRecordFile(path, QStringLiteral("reset"), at(0));
        QVERIFY(!copied);
        QVERIFY2(copied.error().message.contains(QStringLiteral("backup")),
                 qPrintable(copied.error().message));
        // The JSON backup, written in pieces as it is made (ProgressStore::writeJsonTo).
        ProgressStore store(path);
        fill(&store);
        const Result<QString> backup = backupRecord(store, QStringLiteral("reset"), at(0));
        QVERIFY(!backup);
        QVERIFY2(backup.error().message.contains(QStringLiteral("backup")),
                 qPrintable(backup.error().message));
    }
    QFile old(exported);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old"));
    QStringList left = QDir(folder).entryList(QDir::Files | QDir::Hidden);
    left.removeAll(QStringLiteral("filler"));
    QCOMPARE(left, (QStringList{QStringLiteral("export.json"), QStringLiteral("progress.json")}));
    if (tmpfs)
        disk->makeRoom();
    const Result<QString> backup = backupRecordFile(path, QStringLiteral("reset"), at(0));
    QVERIFY(backup);
    QFile copy(backup.value());
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), record);
}

// QSaveFile would put a regular file in the place of a FIFO or a device; a FIFO or /dev/zero
// as the record to back up would block or never end.
void TestRecord::nonRegularTargetIsRefused() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("export.json"));
    FifoGuard guard(fifo);
    QVERIFY(guard.made());
    const Status written = writeFileAtomically(fifo, "{}");
    QVERIFY(!written);
    QVERIFY2(written.error().message.contains(QStringLiteral("not a regular file")),
             qPrintable(written.error().message));
    QVERIFY(!QFileInfo(fifo).isFile()); // still the FIFO
    const QString device = dir.filePath(QStringLiteral("null.csv"));
    QVERIFY(QFile::link(QStringLiteral("/dev/null"), device));
    QVERIFY(!writeFileAtomically(device, "a,b"));
    QVERIFY(QFileInfo(device).isSymLink());

    const Result<QString> fromFifo = backupRecordFile(fifo, QStringLiteral("reset"), at(0));
    QVERIFY(!fromFifo);
    QVERIFY2(fromFifo.error().message.contains(QStringLiteral("not a regular file")),
             qPrintable(fromFifo.error().message));
    QVERIFY(!guard.wasOpened());
    const QString zero = dir.filePath(QStringLiteral("progress.json"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    QVERIFY(!backupRecordFile(zero, QStringLiteral("reset"), at(0)));
}

QTEST_APPLESS_MAIN(TestRecord)
#include "tst_record.moc"
