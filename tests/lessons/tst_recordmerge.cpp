// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Importing a record (lessons::mergeRecords): the merged record stays what it was when the merge
// unpacked both histories into tables, memory follows one lesson's places instead, and a lesson
// the import does not change stays in its database.
#include "lessons/record.h"
#include "lessons/recordorder.h"
#include "tests/common/peakmemory.h"
#include "tests/common/sanitizers.h"
#include "tests/common/testpaths.h"

#include <QFile>
#include <QTest>

using namespace lessons;

namespace {

QDateTime at(int minute) {
    return QDateTime(QDate(2026, 3, 1), QTime(10, minute), Qt::UTC);
}

Attempt attempt(const char* question, const char* choice, const char* typed, bool correct,
                const QDateTime& when, bool review = false) {
    return Attempt{QLatin1String(question),
                   choice[0] ? QStringList{QLatin1String(choice)} : QStringList(),
                   QLatin1String(typed),
                   correct,
                   when,
                   {},
                   review};
}

AnswerRecord answer(const char* choice, bool correct, const QDateTime& when, int attempts = 1) {
    AnswerRecord a;
    a.choices = {QLatin1String(choice)};
    a.correct = correct;
    a.at = when;
    a.attempts = attempts;
    return a;
}

// Two records of one learner on two machines, with what a merge finds awkward: times out of
// order, equal and missing; answers given before the history existed (on one side only, on both,
// newer and older than the history); a question only in the other's answers, one only in its
// history; an attempt repeated in the file; earlier predictions; different explanations; a
// lesson only on one side, whose ids no course has.
void awkwardPair(ProgressStore* here, ProgressStore* there) {
    LessonProgress& mine = here->lesson(QStringLiteral("one"));
    mine.history.append(attempt("q3", "", "7", false, at(5)));
    mine.history.append(attempt("q1", "b", "", false, at(5)));
    mine.history.append(attempt("q3", "", "8", true, at(2))); // the clock went back
    mine.history.append(attempt("q9", "", "=1+1", false, QDateTime()));
    mine.history.append(attempt("q1", "a", "", true, at(7), true));
    mine.answers.insert(QStringLiteral("q1"), answer("b", false, at(5)));
    mine.answers.insert(QStringLiteral("q3"), answer("", true, at(2)));
    mine.answers.insert(QStringLiteral("q4"), answer("a", false, at(1))); // before the history
    mine.answers.insert(QStringLiteral("q5"), answer("c", true, at(9), 3));
    AnswerRecord undated = answer("b", false, QDateTime());
    mine.answers.insert(QStringLiteral("q0"), undated);
    PredictionRecord lab{QStringLiteral("sharper"), QStringLiteral("flatter"), false, at(6), {}};
    lab.earlier.append({QStringLiteral("flatter"), QStringLiteral("flatter"), true, at(5)});
    mine.predictions.insert(QStringLiteral("lab"), lab);
    mine.explains.insert(QStringLiteral("why"), {QStringLiteral("Mine."), {2}, false});
    mine.secondsSpent = 60;
    mine.lastOpened = at(3);
    here->lesson(QStringLiteral("only here"))
        .answers.insert(QStringLiteral("x"), answer("a", true, at(4)));

    LessonProgress& theirs = there->lesson(QStringLiteral("one"));
    theirs.history.append(attempt("q1", "b", "", false, at(5))); // the same attempt
    theirs.history.append(attempt("q3", "", "8", true, at(2)));
    theirs.history.append(attempt("q4", "b", "", true, at(5)));  // mine has only the answer
    theirs.history.append(attempt("q6", "a", "", true, at(5)));  // new, in their history only
    theirs.history.append(attempt("q3", "", "6", false, at(5))); // new, at an equal time
    theirs.history.append(attempt("q6", "a", "", true, at(5)));  // repeated in the file
    theirs.history.append(attempt("q9", "", "=1+1", false, QDateTime()));
    theirs.history.append(attempt("q1", "a", "", true, at(1))); // older than the rest
    theirs.answers.insert(QStringLiteral("q1"), answer("a", true, at(1)));
    theirs.answers.insert(QStringLiteral("q4"), answer("b", true, at(5), 2));
    theirs.answers.insert(QStringLiteral("q5"), answer("d", false, at(8))); // no history, older
    theirs.answers.insert(QStringLiteral("q7"), answer("a", true, at(4)));  // only an answer
    theirs.answers.insert(QStringLiteral("q0"), answer("a", true, QDateTime()));
    PredictionRecord theirLab{
        QStringLiteral("sharper"), QStringLiteral("sharper"), true, at(8), {}};
    theirLab.earlier.append({QStringLiteral("flatter"), QStringLiteral("flatter"), true, at(5)});
    theirs.predictions.insert(QStringLiteral("lab"), theirLab);
    theirs.predictions.insert(QStringLiteral("q2"),
                              {QStringLiteral("a"), QString(), true, at(2), {}});
    theirs.explains.insert(QStringLiteral("why"), {QStringLiteral("Theirs."), {0, 2}, true});
    theirs.walkthroughSteps.insert(QStringLiteral("walk"), 2);
    theirs.secondsSpent = 30;
    theirs.lastOpened = at(8);
    LessonProgress& loose = there->lesson(QStringLiteral("loose, \"one\""));
    loose.history.append(attempt("b", "", "-2.5", true, at(3)));
    loose.history.append(attempt("a", "", "@x", false, at(3)));
    loose.answers.insert(QStringLiteral("a"), answer("z", false, at(3)));
}

} // namespace

class TestRecordMerge : public QObject {
    Q_OBJECT
private slots:
    void mergeKeepsItsResults();
    void unchangedLessonsStayInTheDatabase();
    void largeLessonMergesInBoundedMemory();
};

// The merged records, both ways and merged again, are those the merge gave when it built tables
// of attempts by question (golden, from the tree before record29's change).
void TestRecordMerge::mergeKeepsItsResults() {
    QByteArray merged;
    for (const bool hereFirst : {true, false}) {
        ProgressStore here{QString()};
        ProgressStore there{QString()};
        awkwardPair(&here, &there);
        ProgressStore* into = hereFirst ? &here : &there;
        const ProgressStore& from = hereFirst ? there : here;
        mergeRecords(into, from);
        const QByteArray once = into->toJson();
        mergeRecords(into, from); // a second import of the same file changes nothing
        QCOMPARE(into->toJson(), once);
        merged += once;
    }
    QFile golden(testpaths::source(u"tests/lessons/data/record-merge.golden"));
    if (qEnvironmentVariableIsSet("RECORD_MERGE_WRITE_GOLDEN")) {
        QVERIFY(golden.open(QIODevice::WriteOnly));
        golden.write(merged);
        return;
    }
    QVERIFY(golden.open(QIODevice::ReadOnly));
    QCOMPARE(merged, golden.readAll());
}

// Importing a record into one that holds it already read every lesson into memory and kept it
// there until the whole record was written; now only a lesson the merge changed is kept.
void TestRecordMerge::unchangedLessonsStayInTheDatabase() {
    ProgressStore here{QString()};
    ProgressStore there{QString()};
    awkwardPair(&here, &there);
    mergeRecords(&here, there);
    QHash<QString, LessonProgress> database;
    for (const QString& id : here.lessonIds())
        database.insert(id, *here.find(id));
    ProgressStore paged{QString()};
    paged.setPager(
        [&database](const QString& id, LessonProgress* into) {
            *into = database.value(id);
            return Status();
        },
        database.keys());
    mergeRecords(&paged, there);
    QCOMPARE(paged.residentLessons(), 0);
    QCOMPARE(paged.pagedLessons(), database.size());

    LessonProgress& changed = there.lesson(QStringLiteral("one"));
    changed.history.append(attempt("q1", "a", "", true, at(20)));
    mergeRecords(&paged, there);
    QCOMPARE(paged.residentIds(), QStringList{QStringLiteral("one")});
    QCOMPARE(paged.find(QStringLiteral("one"))->history.last().at, at(20));
}

// 200,000 attempts at as many questions, merged into a copy of themselves with one attempt
// more: the merge unpacked both histories into tables of attempts by question (some 600 bytes an
// attempt, 120 MiB here); by places it needs 8 bytes an attempt for each side's index and 16 for
// the merged order, besides the merged history (packed, some 35 bytes an attempt).
void TestRecordMerge::largeLessonMergesInBoundedMemory() {
    constexpr int kAttempts = 200000;
    ProgressStore here{QString()};
    LessonProgress& mine = here.lesson(QStringLiteral("big"));
    for (int i = 0; i < kAttempts; ++i) {
        const QString q = QStringLiteral("q%1").arg(i);
        const AnswerRecord a = answer("b", i % 3 != 0, at(0).addSecs(i));
        mine.answers.insert(q, a);
        mine.history.append(attemptOfAnswer(q, a, false));
    }
    ProgressStore there = here;
    there.lesson(QStringLiteral("big")).history.append(attempt("q7", "a", "", true, at(59)));
    if (!testenv::resetPeakMiB())
        QSKIP("no /proc/self/clear_refs to measure the peak with");
    const double start = testenv::peakMiB();
    mergeRecords(&here, there);
    const double grown = testenv::peakMiB() - start;
    const LessonProgress& merged = *here.find(QStringLiteral("big"));
    QCOMPARE(merged.history.size(), kAttempts + 1);
    QCOMPARE(attemptsOf(merged, QStringLiteral("q7")).size(), 2);
    qInfo("merging a lesson of %d attempts grew the peak by %.1f MiB", kAttempts, grown);
    if (!testenv::kUnderAddressSanitizer)
        QVERIFY2(grown < 40, qPrintable(QStringLiteral("peak grew by %1 MiB").arg(grown)));
}

QTEST_GUILESS_MAIN(TestRecordMerge)
#include "tst_recordmerge.moc"
