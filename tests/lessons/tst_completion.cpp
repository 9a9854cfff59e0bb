// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// What "done" means for a lesson's check mark (lessons/completion.h, docs/lesson-status.md).
#include "lessons/completion.h"

#include <QTest>

using namespace lessons;

namespace {

// Two questions at the top level and one inside a quick check.
Lesson threeQuestions() {
    const QByteArray question =
        "kind: single\nprompt: P\noption a: A\noption b: B\nanswer: a\n```\n";
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "```question\nid: q1\n" +
                            question + "```question\nid: q2\n" + question +
                            "```quickcheck\nid: qc\n```\n```question\nid: q3\n" + question +
                            "```quickcheck-end\n```\n";
    const ParseResult r = parseLesson(text, QStringLiteral("t.lesson.md"));
    for (const Diagnostic& d : r.diagnostics)
        qWarning("%s", qPrintable(d.toString()));
    return r.lesson.value_or(Lesson{});
}

AnswerRecord answer(bool correct) {
    AnswerRecord record;
    record.choices = {correct ? QStringLiteral("a") : QStringLiteral("b")};
    record.correct = correct;
    record.attempts = 1;
    return record;
}

} // namespace

class TestCompletion : public QObject {
    Q_OBJECT
private slots:
    void questionIdsIncludeGroups();
    void status_data();
    void status();
    void noProgressIsNotStarted();
};

void TestCompletion::questionIdsIncludeGroups() {
    QCOMPARE(questionIds(threeQuestions().blocks), (QStringList{"q1", "q2", "q3"}));
}

void TestCompletion::status_data() {
    QTest::addColumn<QList<int>>("answers"); // per question: -1 none, 0 wrong, 1 right
    QTest::addColumn<bool>("otherWork");     // a prediction or an explanation saved
    QTest::addColumn<int>("answered");
    QTest::addColumn<int>("correct");
    QTest::addColumn<bool>("started");
    QTest::addColumn<bool>("done");
    QTest::addRow("nothing") << QList<int>{-1, -1, -1} << false << 0 << 0 << false << false;
    QTest::addRow("explain only") << QList<int>{-1, -1, -1} << true << 0 << 0 << true << false;
    QTest::addRow("all right") << QList<int>{1, 1, 1} << false << 3 << 3 << true << true;
    // The defect: every question answered, some wrong, still got the check mark.
    QTest::addRow("all answered, one wrong")
        << QList<int>{1, 0, 1} << false << 3 << 2 << true << false;
    QTest::addRow("all answered, all wrong")
        << QList<int>{0, 0, 0} << false << 3 << 0 << true << false;
    QTest::addRow("two right, one open")
        << QList<int>{1, 1, -1} << false << 2 << 2 << true << false;
}

void TestCompletion::status() {
    QFETCH(QList<int>, answers);
    QFETCH(bool, otherWork);
    QFETCH(int, answered);
    QFETCH(int, correct);
    QFETCH(bool, started);
    QFETCH(bool, done);
    const Lesson lesson = threeQuestions();
    LessonProgress progress;
    for (int i = 0; i < answers.size(); ++i) {
        if (answers.at(i) >= 0)
            progress.answers.insert(QStringLiteral("q%1").arg(i + 1), answer(answers.at(i) == 1));
    }
    progress.answers.insert(QStringLiteral("from-an-old-version"), answer(true)); // ignored
    if (otherWork)
        progress.explains.insert(QStringLiteral("e"),
                                 ExplainRecord{QStringLiteral("text"), {}, false});
    const LessonStatus s = lessonStatus(lesson, &progress);
    QCOMPARE(s.questions, 3);
    QCOMPARE(s.answered, answered);
    QCOMPARE(s.correct, correct);
    QCOMPARE(s.started, started);
    QCOMPARE(s.done, done);
}

void TestCompletion::noProgressIsNotStarted() {
    const LessonStatus s = lessonStatus(threeQuestions(), nullptr);
    QCOMPARE(s.questions, 3);
    QVERIFY(!s.started);
    QVERIFY(!s.done);
    // A lesson without questions has nothing to get right: never marked done.
    QVERIFY(!lessonStatus(Lesson{}, nullptr).done);
}

QTEST_GUILESS_MAIN(TestCompletion)
#include "tst_completion.moc"
