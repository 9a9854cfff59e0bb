// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Grading of every question kind, lab predictions, typed number lists and expressions.
#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/parameters.h"
#include "lessons/predictions.h"
#include "lessons/typednumbers.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace lessons;

namespace {

Block parseOne(const QByteArray& block) {
    // A slider named dk and a toggle named gain make formulas over parameters valid.
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "```slider\nparam: dk\nlabel: L\nmin: 1\nmax: 1024\ndefault: 16\n```\n"
                            "```toggle\nparam: gain\nlabel: G\n```\n"
                            "```readout\ntext: {dk + gain}\n```\n" +
                            block;
    const ParseResult r = parseLesson(text, QStringLiteral("g.lesson.md"));
    if (!r.lesson) {
        for (const Diagnostic& d : r.diagnostics)
            qWarning("%s", qPrintable(d.toString()));
        return {};
    }
    return r.lesson->blocks.last();
}

const QByteArray kSingle = "```question\nid: q\nkind: single\nprompt: P\noption a: A\noption b: "
                           "B\noption c: C\nfeedback a: Right, because.\nfeedback b: No, "
                           "$\\sqrt{x}$.\nanswer: a\n```\n";
const QByteArray kMulti = "```question\nid: q\nkind: multi\nprompt: P\noption a: A\noption b: "
                          "B\noption c: C\nanswer: a, c\n```\n";
const QByteArray kMultiFeedback =
    "```question\nid: q\nkind: multi\nprompt: P\noption a: Alpha\noption b: Beta\n"
    "option c: Gamma\noption d: Delta\nfeedback a: A-why.\nfeedback b: B-why.\n"
    "feedback c: C-why.\nanswer: a, c\n```\n";

} // namespace

class TestGrading : public QObject {
    Q_OBJECT
private slots:
    void percentReadoutReadsLikeTheCharts();
    void single_data();
    void single();
    void multi_data();
    void multi();
    void multiFeedback_data();
    void multiFeedback();
    void multiVerdicts();
    void numericMistakeHints_data();
    void numericMistakeHints();
    void numericMissSaysHowFar_data();
    void numericMissSaysHowFar();
    void nearMiss_data();
    void nearMiss();
    void signSlip_data();
    void signSlip();
    void feedbackOnceAnswerShown_data();
    void feedbackOnceAnswerShown();
    void numeric_data();
    void numeric();
    void explanationAttempt_data();
    void explanationAttempt();
    void direction_data();
    void direction();
    void directionGrade();
    void weightChange_data();
    void weightChange();
    void maxWeight_data();
    void maxWeight();
    void numberList_data();
    void numberList();
    void number_data();
    void number();
    void evaluate_data();
    void evaluate();
    void evaluateAtAgreesWithEvaluate_data() { evaluate_data(); }
    void evaluateAtAgreesWithEvaluate();
    void evaluateAtFeedsEachNameItsColumn();
    void softmaxInFormulas_data();
    void softmaxInFormulas();
    void softmaxTooFewArguments();
    void variables();
    void namesReadOnceAgreeWithAFreshParse();
    void readout_data();
    void readout();
    void localeNumberList_data();
    void localeNumberList();
    void localeNumber_data();
    void localeNumber();
    void germanNumericAnswer();
    void rightAnswerWrittenToItsTolerance_data();
    void rightAnswerWrittenToItsTolerance();
    void germanFeedbackNumbers();
    void germanReadout();
    void sliderValueReadsAsItsBox();
    void numberListInTheLocaleOnScreen_data();
    void numberListInTheLocaleOnScreen();
    void numberListStoredExactly_data();
    void numberListStoredExactly();
};

void TestGrading::single_data() {
    QTest::addColumn<QStringList>("chosen");
    QTest::addColumn<bool>("answered");
    QTest::addColumn<bool>("correct");
    QTest::addColumn<QString>("feedback");
    // "Right, " is the checker's verdict (check28): the app says "✔ Correct" itself, so the
    // student reads the feedback from the next word on (sp13 B12).
    QTest::addRow("right") << QStringList{"a"} << true << true << "Because.";
    QTest::addRow("wrong with feedback")
        << QStringList{"b"} << true << false
        << lessons::markdownWithMath(QStringLiteral("$\\sqrt{x}$"));
    QTest::addRow("wrong without feedback") << QStringList{"c"} << true << false << "Not quite.";
    QTest::addRow("nothing chosen") << QStringList{} << false << false << "Choose an option";
    QTest::addRow("two chosen") << QStringList{"a", "b"} << true << false << "Because.";
    QTest::addRow("not an option") << QStringList{"z"} << false << false << "not an option";
}

void TestGrading::single() {
    QFETCH(QStringList, chosen);
    QFETCH(bool, answered);
    QFETCH(bool, correct);
    QFETCH(QString, feedback);
    const Block q = parseOne(kSingle);
    QCOMPARE(q.type, QStringLiteral("question"));
    const Grade g = gradeChoice(QuestionSpec::from(q), chosen);
    QCOMPARE(g.answered, answered);
    QCOMPARE(g.correct, correct);
    QVERIFY2(g.feedback.contains(feedback), qPrintable(g.feedback));
}

void TestGrading::multi_data() {
    QTest::addColumn<QStringList>("chosen");
    QTest::addColumn<bool>("correct");
    QTest::addRow("exact") << QStringList{"a", "c"} << true;
    QTest::addRow("other order") << QStringList{"c", "a"} << true;
    QTest::addRow("repeated click") << QStringList{"c", "a", "c"} << true;
    QTest::addRow("missing one") << QStringList{"a"} << false;
    QTest::addRow("one too many") << QStringList{"a", "b", "c"} << false;
    QTest::addRow("wrong only") << QStringList{"b"} << false;
}

void TestGrading::multi() {
    QFETCH(QStringList, chosen);
    QFETCH(bool, correct);
    const Grade g = gradeChoice(QuestionSpec::from(parseOne(kMulti)), chosen);
    QVERIFY(g.answered);
    QCOMPARE(g.correct, correct);
}

// A first miss says how many boxes are set wrong and names none of them (issue 22: every box's
// verdict on the first miss gave the whole answer away); a right answer says so.
void TestGrading::multiFeedback_data() {
    QTest::addColumn<QStringList>("chosen");
    QTest::addColumn<bool>("correct");
    QTest::addColumn<QString>("feedback");
    QTest::addRow("exact") << QStringList{"c", "a"} << true << "Every box is set right.";
    QTest::addRow("missed one")
        << QStringList{"a"} << false
        << "Boxes set wrong: 1 (ticked but not right, or right but not ticked).";
    QTest::addRow("wrong, none right")
        << QStringList{"b", "d"} << false
        << "Boxes set wrong: 4 (ticked but not right, or right but not ticked).";
}

void TestGrading::multiFeedback() {
    QFETCH(QStringList, chosen);
    QFETCH(bool, correct);
    QFETCH(QString, feedback);
    const Grade g = gradeChoice(QuestionSpec::from(parseOne(kMultiFeedback)), chosen);
    QVERIFY(g.answered);
    QCOMPARE(g.correct, correct);
    QCOMPARE(g.feedback, feedback);
    for (const char* name : {"Alpha", "Beta", "Gamma", "Delta", "why"})
        QVERIFY2(!g.feedback.contains(QLatin1String(name)), qPrintable(g.feedback));
}

// With the answer shown, every box gets its verdict in the order the student saw the options,
// the verdict before the option's own words: "...by weight.: right to tick" had two stops.
void TestGrading::multiVerdicts() {
    const QuestionSpec spec = QuestionSpec::from(
        parseOne("```question\nid: q\nkind: multi\nprompt: P\noption a: The ranking by weight.\n"
                 "option b: Beta\noption c: Gamma\noption d: Delta\nfeedback a: A-why.\n"
                 "feedback b: B-why.\nanswer: a, c\n```\n"));
    const QString text = choiceVerdicts(
        spec, {QStringLiteral("a"), QStringLiteral("b")},
        {QStringLiteral("d"), QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("c")});
    QCOMPARE(
        text.split(QLatin1Char('\n')),
        QStringList({"- ✔ Not ticked, rightly: *Delta*", "- ✘ Ticked, but wrong: *Beta* — B-why.",
                     "- ✔ Ticked, rightly: *The ranking by weight.* — A-why.",
                     "- ✘ Not ticked, but right: *Gamma*"}));
    // One verdict mark per option, and no sentence said twice.
    for (const QString& line : text.split(QLatin1Char('\n')))
        QCOMPARE(line.count(QStringLiteral("✔")) + line.count(QStringLiteral("✘")), 1);
    QVERIFY(!text.contains(QStringLiteral("Correct")));
    QVERIFY(!text.contains(QStringLiteral(".:")));
    QVERIFY(!text.contains(QStringLiteral(".*:")));
}

// An author's `mistake` formula: a wrong answer that matches it (within the tolerance, or 1% of
// its size) gets its hint after the usual line; a right answer or another wrong one does not.
void TestGrading::numericMistakeHints_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("correct");
    QTest::addColumn<QString>("mistake");
    QTest::addRow("right") << "4" << true << "";
    QTest::addRow("d_k for sqrt(d_k)") << "16" << false << "dk";
    QTest::addRow("sign") << "-4" << false << "sign";
    QTest::addRow("sign, rounded within a hundredth") << "-4.03" << false << "sign";
    QTest::addRow("another wrong answer") << "5" << false << "";
}

void TestGrading::numericMistakeHints() {
    QFETCH(QString, typed);
    QFETCH(bool, correct);
    QFETCH(QString, mistake);
    const QuestionSpec spec = QuestionSpec::from(
        parseOne("```question\nid: q\nkind: numeric\nprompt: P\nexpected: sqrt(dk)\n"
                 "tolerance: 0.01\nmistake dk: dk\nhint dk: Not the width itself.\n"
                 "mistake sign: -sqrt(dk)\nhint sign: Mind the sign.\n```\n"));
    QCOMPARE(spec.mistakes.size(), 2);
    const Grade g = gradeNumeric(spec, typed, {{QStringLiteral("dk"), 16}});
    QVERIFY(g.answered);
    QCOMPARE(g.correct, correct);
    QCOMPARE(g.mistake, mistake);
    QCOMPARE(g.feedback.contains(QStringLiteral("Not the width itself.")),
             mistake == QLatin1String("dk"));
    QCOMPARE(g.feedback.contains(QStringLiteral("Mind the sign.")),
             mistake == QLatin1String("sign"));
}

// D19, a new-student pass: a miss read "64 is not it" and nothing more. Without an author's hint
// it says what to do next; with one, the hint is the advice. The tolerance is named only on a
// near miss (sp17: "more than 0.001", "0.02", "0.05" on every miss read as three rules), and the
// advice names no step a question may not have (it asked for square roots in a masking question).
void TestGrading::numericMissSaysHowFar_data() {
    QTest::addColumn<QString>("tolerance");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("first");
    QTest::addColumn<bool>("advice");
    QTest::addRow("far off, no hint") << "0.01"
                                      << "64"
                                      << "64 is not the answer." << true;
    QTest::addRow("near miss") << "0.01"
                               << "4.05"
                               << "4.05 is close, but more than 0.01 from the answer: work it "
                                  "out with more digits."
                               << false; // the steps were right: only the digits to redo
    QTest::addRow("exact answer asked") << "0"
                                        << "5"
                                        << "5 is not the answer." << true;
    QTest::addRow("an author's hint") << "0.01"
                                      << "16"
                                      << "16 is not the answer." << false;
    // sp19: lesson 3's "steer the mixture", 0.032 typed for −0.062 within 0.02, was sent after
    // more digits; here 4 within 0.01: the wrong sign, and a tenth of the answer off.
    QTest::addRow("wrong sign") << "0.01"
                                << "-4.005"
                                << "−4.005 is not the answer, but only its sign is wrong" << false;
    QTest::addRow("wrong sign and more") << "0.01"
                                         << "-4.02"
                                         << "−4.02 is not the answer." << true;
    QTest::addRow("beyond a tenth") << "0.1"
                                    << "4.5"
                                    << "4.5 is not the answer." << true;
}

void TestGrading::numericMissSaysHowFar() {
    QFETCH(QString, tolerance);
    QFETCH(QString, typed);
    QFETCH(QString, first);
    QFETCH(bool, advice);
    const QuestionSpec spec = QuestionSpec::from(
        parseOne("```question\nid: q\nkind: numeric\nprompt: P\nexpected: sqrt(dk)\n"
                 "tolerance: " +
                 tolerance.toUtf8() + "\nmistake dk: dk\nhint dk: Not the width itself.\n```\n"));
    const Grade g = gradeNumeric(spec, typed, {{QStringLiteral("dk"), 16}});
    QVERIFY(!g.correct);
    QVERIFY2(g.feedback.startsWith(first), qPrintable(g.feedback));
    QCOMPARE(g.feedback.contains(QStringLiteral("Go through each step again")), advice);
    QVERIFY2(!g.feedback.contains(QStringLiteral("square root")), qPrintable(g.feedback));
}

void TestGrading::explanationAttempt_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("words");
    QTest::addColumn<bool>("attempt");
    QTest::addRow("ok") << "ok" << 1 << false;
    QTest::addRow("blank") << "  \n " << 0 << false;
    QTest::addRow("punctuation only") << "... -- !! ?? ** ## :) ;) ..." << 0 << false;
    QTest::addRow("seven words") << "the dot product grows with the dimension" << 7 << false;
    QTest::addRow("eight words, lines")
        << "Scores grow like sqrt(d_k),\nso softmax saturates: divide." << 8 << true;
}

void TestGrading::explanationAttempt() {
    QFETCH(QString, text);
    QFETCH(int, words);
    QFETCH(bool, attempt);
    QCOMPARE(countWords(text), words);
    QCOMPARE(isExplanationAttempt(text), attempt);
}

// The near-miss rule of grading.h, row by row: the answer's sign, beyond the tolerance, within
// ten tolerances and within a tenth of the answer.
void TestGrading::nearMiss_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<bool>("near");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::addRow("lesson 3, wrong sign") << 0.032 << -0.062 << 0.02 << false;
    QTest::addRow("wrong sign, small miss") << -0.004 << 0.004 << 0.001 << false;
    QTest::addRow("zero typed for a positive answer") << 0.0 << 0.5 << 0.1 << false;
    QTest::addRow("zero answer") << 0.002 << 0.0 << 0.001 << false;
    QTest::addRow("zero answer, negative typed") << -0.002 << 0.0 << 0.001 << false;
    QTest::addRow("exact answer asked") << 5.01 << 5.0 << 0.0 << false;
    QTest::addRow("right answer is no miss") << 4.005 << 4.0 << 0.01 << false;
    QTest::addRow("rounding near miss") << 4.05 << 4.0 << 0.01 << true;
    QTest::addRow("rounding near miss, negative") << -0.0655 << -0.062 << 0.001 << true;
    QTest::addRow("rounding near miss, below") << 3.93 << 4.0 << 0.01 << true;
    QTest::addRow("at ten tolerances") << 4.1 << 4.0 << 0.01 << true;
    QTest::addRow("far miss, past ten tolerances") << 4.2 << 4.0 << 0.01 << false;
    QTest::addRow("far miss, past a tenth") << 4.5 << 4.0 << 0.1 << false;
    QTest::addRow("tolerance wider than a tenth") << 0.08 << 0.05 << 0.02 << false;
    QTest::addRow("+inf typed") << inf << 4.0 << 0.01 << false;
    QTest::addRow("-inf typed") << -inf << -4.0 << 0.01 << false;
    QTest::addRow("NaN typed") << nan << 4.0 << 0.01 << false;
    QTest::addRow("NaN answer") << 4.0 << nan << 0.01 << false;
    QTest::addRow("inf answer") << 1e308 << inf << 0.01 << false;
    QTest::addRow("NaN tolerance") << 4.05 << 4.0 << nan << false;
}

void TestGrading::nearMiss() {
    QFETCH(double, value);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    QFETCH(bool, near);
    QCOMPARE(isNearMiss(value, expected, tolerance), near);
    // And as the student reads it: only a near miss asks for more digits.
    if (!std::isfinite(value) || !std::isfinite(expected) || !std::isfinite(tolerance) ||
        tolerance < 0)
        return;
    const QByteArray text = "```question\nid: q\nkind: numeric\nprompt: P\nexpected: " +
                            QByteArray::number(expected, 'g', 17) +
                            "\ntolerance: " + QByteArray::number(tolerance, 'g', 17) + "\n```\n";
    const Grade g =
        gradeNumeric(QuestionSpec::from(parseOne(text)), QString::number(value, 'g', 17), {});
    QCOMPARE(g.answered, true);
    if (g.correct)
        return;
    QCOMPARE(g.feedback.contains(QStringLiteral("more digits")), near);
}

// sp19: −4.18 typed for 4.18 read "is not the answer. Go through each step again" in lesson 3,
// where lesson 1's author hint said the sign was lost. The answer with the other sign, within the
// tolerance after flipping, says so in one line in every numeric question; an author's own hint
// for that value comes first; zero, infinities and NaN have no sign to lose.
void TestGrading::signSlip_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<bool>("slip");
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::addRow("lesson 3, minus for plus") << -4.18 << 4.18 << 0.02 << true;
    QTest::addRow("plus for minus") << 0.062 << -0.062 << 0.001 << true;
    QTest::addRow("flipped, within the tolerance") << -4.19 << 4.18 << 0.02 << true;
    QTest::addRow("flipped, beyond the tolerance") << -4.25 << 4.18 << 0.02 << false;
    QTest::addRow("exact answer asked") << -5.0 << 5.0 << 0.0 << true;
    QTest::addRow("right as typed") << 4.18 << 4.18 << 0.02 << false;
    QTest::addRow("small answer, right either way") << -0.001 << 0.001 << 0.01 << false;
    QTest::addRow("other wrong answer") << 3.0 << 4.18 << 0.02 << false;
    QTest::addRow("zero typed") << 0.0 << 4.18 << 0.02 << false;
    QTest::addRow("negative zero typed") << -0.0 << 4.18 << 0.02 << false;
    QTest::addRow("zero answer") << -0.5 << 0.0 << 0.02 << false;
    QTest::addRow("+inf typed") << inf << -inf << 0.02 << false;
    QTest::addRow("-inf typed") << -inf << 4.18 << 0.02 << false;
    QTest::addRow("NaN typed") << nan << 4.18 << 0.02 << false;
    QTest::addRow("NaN answer") << -4.18 << nan << 0.02 << false;
    QTest::addRow("NaN tolerance") << -4.18 << 4.18 << nan << false;
}

void TestGrading::signSlip() {
    QFETCH(double, value);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    QFETCH(bool, slip);
    QCOMPARE(isSignSlip(value, expected, tolerance), slip);
    if (!std::isfinite(value) || !std::isfinite(expected) || !std::isfinite(tolerance))
        return;
    const QByteArray spec = "```question\nid: q\nkind: numeric\nprompt: P\nexpected: " +
                            QByteArray::number(expected, 'g', 17) +
                            "\ntolerance: " + QByteArray::number(tolerance, 'g', 17) + "\n";
    const QString typed = QString::number(value, 'g', 17);
    // As the student reads it, with a try left and with the answer shown, and in German.
    for (const AnswerShown shown : {AnswerShown::No, AnswerShown::Yes}) {
        const Grade g = gradeNumeric(QuestionSpec::from(parseOne(spec + "```\n")), typed, {},
                                     QLocale::c(), shown);
        if (g.correct)
            continue;
        QCOMPARE(g.feedback.contains(QStringLiteral("sign")), slip);
        QCOMPARE(g.feedback.contains(QStringLiteral("Go through each step again")),
                 !slip && shown == AnswerShown::No && !isNearMiss(value, expected, tolerance));
        // An author's hint for the flipped value is the one said: not two sign lines.
        const Grade hinted =
            gradeNumeric(QuestionSpec::from(parseOne(
                             spec + "mistake flip: -(" + QByteArray::number(expected, 'g', 17) +
                             ")\nhint flip: The author's own words.\n```\n")),
                         typed, {}, QLocale::c(), shown);
        if (slip) {
            QCOMPARE(hinted.mistake, QStringLiteral("flip"));
            QVERIFY2(hinted.feedback.contains(QStringLiteral("The author's own words.")),
                     qPrintable(hinted.feedback));
            QVERIFY2(!hinted.feedback.contains(QStringLiteral("sign")),
                     qPrintable(hinted.feedback));
        }
    }
    if (slip) {
        const QLocale german(QLocale::German, QLocale::Germany);
        const Grade g = gradeNumeric(QuestionSpec::from(parseOne(spec + "```\n")),
                                     typedNumberText(value, german), {}, german);
        QVERIFY(!g.correct);
        QVERIFY2(g.feedback.contains(QStringLiteral("sign")), qPrintable(g.feedback));
    }
}

// sp19: on the last try "close ... work it out with more digits" stood beside "Answer: 4.18" with
// no Retry left. Once the answer is on screen, every miss is told as a verdict that says how far
// off it was and points at the answer shown; with a try left it says what to look at again.
void TestGrading::feedbackOnceAnswerShown_data() {
    QTest::addColumn<QByteArray>("question");
    QTest::addColumn<QString>("typed"); // numeric; else the option ids, comma-separated
    QTest::addColumn<QString>("open");  // a try left: this part of the feedback
    QTest::addColumn<QString>("shown"); // the answer on screen: this part
    const QByteArray numeric = "```question\nid: q\nkind: numeric\nprompt: P\nexpected: 4.18\n"
                               "tolerance: 0.001\nmistake half: 2.09\nhint half: Half of it.\n"
                               "```\n";
    QTest::addRow("near miss") << numeric << "4.17"
                               << "4.17 is close, but more than 0.001 from the answer: work it "
                                  "out with more digits."
                               << "4.17 differs from the answer shown by 0.01, more than the "
                                  "0.001 allowed: a gap that small usually comes from a figure "
                                  "rounded too early.";
    QTest::addRow("sign") << numeric << "-4.18"
                          << "−4.18 is not the answer, but only its sign is wrong: which step "
                             "decides the sign?"
                          << "−4.18 is the answer shown with the opposite sign: one step turned "
                             "the sign.";
    QTest::addRow("author hint") << numeric << "2.09"
                                 << "2.09 is not the answer.\n\nHalf of it."
                                 << "2.09 differs from the answer shown by 2.09.\n\nHalf of it.";
    QTest::addRow("plain") << numeric << "7"
                           << "7 is not the answer. Go through each step again"
                           << "7 differs from the answer shown by 2.82.";
    // sp21: "2.92 is 2.93 from the answer shown" read as if one number came from the other.
    // sp20: "5.5 is 0.348 from the answer shown" beside "Answer: 5.85" (the gap was taken from
    // the unrounded 5.848): the gap is to the figure on screen.
    const QByteArray rounded = "```question\nid: q\nkind: numeric\nprompt: P\n"
                               "expected: 5.848\ntolerance: 0.02\n```\n";
    QTest::addRow("gap to the rounded answer") << rounded << "5.5"
                                               << "5.5 is not the answer."
                                               << "5.5 differs from the answer shown by 0.35, "
                                                  "more than the 0.02 allowed.";
    // sp20: "3.05 is 0.05 from the answer shown" under "Answer: 3.00" did not say why that is
    // wrong: a gap small beside the answer names the tolerance, in every branch that gives a gap.
    const QByteArray three = "```question\nid: q\nkind: numeric\nprompt: P\nexpected: 3\n"
                             "tolerance: 0.001\nmistake off: 3.05\nhint off: A slip.\n```\n";
    QTest::addRow("small gap names the tolerance") << three << "3.05"
                                                   << "3.05 is not the answer."
                                                   << "3.05 differs from the answer shown by "
                                                      "0.05, more than the 0.001 allowed.\n\nA "
                                                      "slip.";
    const QByteArray threePlain = "```question\nid: q\nkind: numeric\nprompt: P\nexpected: 3\n"
                                  "tolerance: 0.001\n```\n";
    QTest::addRow("small gap, no hint") << threePlain << "3.05"
                                        << "3.05 is not the answer."
                                        << "3.05 differs from the answer shown by 0.05, more "
                                           "than the 0.001 allowed.";
    QTest::addRow("single, no option feedback") << kSingle << "c"
                                                << "Not quite."
                                                << "Not the answer: compare your choice with the "
                                                   "answer shown.";
    QTest::addRow("single, option feedback")
        << kSingle << "b" << lessons::markdownWithMath(QStringLiteral("$\\sqrt{x}$"))
        << lessons::markdownWithMath(QStringLiteral("$\\sqrt{x}$"));
    QTest::addRow("multi") << kMulti << "a,b"
                           << "Boxes set wrong: 2 (ticked but not right, or right but not ticked)."
                           << "Boxes set wrong: 2. The answer shown marks each of them with ✘.";
}

void TestGrading::feedbackOnceAnswerShown() {
    QFETCH(QByteArray, question);
    QFETCH(QString, typed);
    QFETCH(QString, open);
    QFETCH(QString, shown);
    const QuestionSpec spec = QuestionSpec::from(parseOne(question));
    const auto grade = [&](AnswerShown state) {
        return spec.kind == QuestionKind::Numeric
                   ? gradeNumeric(spec, typed, {}, QLocale::c(), state)
                   : gradeChoice(spec, typed.split(QLatin1Char(',')), state);
    };
    const Grade withTry = grade(AnswerShown::No);
    const Grade final = grade(AnswerShown::Yes);
    QVERIFY(withTry.answered && !withTry.correct);
    QVERIFY(final.answered && !final.correct);
    QCOMPARE(final.mistake, withTry.mistake);
    QVERIFY2(withTry.feedback.contains(open), qPrintable(withTry.feedback));
    QVERIFY2(final.feedback.contains(shown), qPrintable(final.feedback));
    // Nothing beside the answer asks for another try: no question to the student, no "again",
    // no "work it out", no "Not quite" (the verdict line says that already).
    for (const char* invite : {"?", "again", "work it out", "Not quite", "more digits"})
        QVERIFY2(!final.feedback.contains(QLatin1String(invite)), qPrintable(final.feedback));
}

void TestGrading::numeric_data() {
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<QString>("tolerance");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("dk");
    QTest::addColumn<bool>("answered");
    QTest::addColumn<bool>("correct");
    QTest::addRow("plain exact") << QByteArray("8") << "0"
                                 << "8" << 16.0 << true << true;
    QTest::addRow("plain off") << QByteArray("8") << "0"
                               << "8.01" << 16.0 << true << false;
    QTest::addRow("sqrt at 16") << QByteArray("sqrt(dk)") << "0.01"
                                << "4" << 16.0 << true << true;
    QTest::addRow("sqrt at 64") << QByteArray("sqrt(dk)") << "0.01"
                                << "4" << 64.0 << true << false;
    QTest::addRow("sqrt at 64 right") << QByteArray("sqrt(dk)") << "0.01"
                                      << "8.005" << 64.0 << true << true;
    QTest::addRow("edge of tolerance") << QByteArray("10") << "0.5"
                                       << "10.5" << 1.0 << true << true;
    QTest::addRow("past tolerance") << QByteArray("10") << "0.5"
                                    << "10.51" << 1.0 << true << false;
    QTest::addRow("rounding slack") << QByteArray("0.1 + 0.2") << "0"
                                    << "0.3" << 1.0 << true << true;
    QTest::addRow("decimal comma") << QByteArray("2.5") << "0"
                                   << "2,5" << 1.0 << true << true;
    QTest::addRow("scientific") << QByteArray("1/1000") << "0"
                                << "1e-3" << 1.0 << true << true;
    QTest::addRow("formula with toggle") << QByteArray("100 * 2 / (1 + dk) + gain") << "0.001"
                                         << "11.765" << 16.0 << true << true;
    QTest::addRow("constants") << QByteArray("2 * _pi") << "0.001"
                               << "6.283" << 1.0 << true << true;
    QTest::addRow("not a number") << QByteArray("8") << "0"
                                  << "eight" << 16.0 << false << false;
    QTest::addRow("empty") << QByteArray("8") << "0"
                           << "" << 16.0 << false << false;
    QTest::addRow("too large") << QByteArray("8") << "0"
                               << "1e400" << 16.0 << false << false;
    QTest::addRow("inf text") << QByteArray("8") << "0"
                              << "inf" << 16.0 << false << false;
    QTest::addRow("expected not finite") << QByteArray("1 / (dk - 16)") << "0"
                                         << "1" << 16.0 << false << false;
}

void TestGrading::numeric() {
    QFETCH(QByteArray, expected);
    QFETCH(QString, tolerance);
    QFETCH(QString, typed);
    QFETCH(double, dk);
    QFETCH(bool, answered);
    QFETCH(bool, correct);
    const Block q = parseOne("```question\nid: q\nkind: numeric\nprompt: P\nexpected: " + expected +
                             "\ntolerance: " + tolerance.toUtf8() + "\n```\n");
    QCOMPARE(q.type, QStringLiteral("question"));
    const Grade g = gradeNumeric(QuestionSpec::from(q), typed,
                                 {{QStringLiteral("dk"), dk}, {QStringLiteral("gain"), 0}});
    QCOMPARE(g.answered, answered);
    QCOMPARE(g.correct, correct);
    QVERIFY(!g.feedback.isEmpty());
}

void TestGrading::direction_data() {
    QTest::addColumn<QList<double>>("previous");
    QTest::addColumn<QList<double>>("next");
    QTest::addColumn<int>("expected");
    QTest::addRow("all sharper") << QList<double>{40, 50} << QList<double>{60, 70}
                                 << int(Direction::Sharper);
    QTest::addRow("all flatter") << QList<double>{60, 70} << QList<double>{40, 50}
                                 << int(Direction::Flatter);
    QTest::addRow("below threshold")
        << QList<double>{40, 50} << QList<double>{40.04, 49.96} << int(Direction::Unchanged);
    QTest::addRow("at threshold is a change")
        << QList<double>{40} << QList<double>{40.05} << int(Direction::Sharper);
    QTest::addRow("majority sharper")
        << QList<double>{40, 50, 60} << QList<double>{41, 51, 59} << int(Direction::Sharper);
    QTest::addRow("tie is unchanged")
        << QList<double>{40, 50} << QList<double>{41, 49} << int(Direction::Unchanged);
    QTest::addRow("empty") << QList<double>{} << QList<double>{} << int(Direction::Unchanged);
    QTest::addRow("nan is unchanged")
        << QList<double>{qQNaN()} << QList<double>{50} << int(Direction::Unchanged);
}

void TestGrading::direction() {
    QFETCH(QList<double>, previous);
    QFETCH(QList<double>, next);
    QFETCH(int, expected);
    QCOMPARE(int(observedDirection(previous, next)), expected);
}

void TestGrading::directionGrade() {
    const Grade right = gradeDirectionPrediction(Direction::Flatter, Direction::Flatter);
    QVERIFY(right.answered && right.correct);
    const Grade wrong = gradeDirectionPrediction(Direction::Sharper, Direction::Unchanged);
    QVERIFY(wrong.answered && !wrong.correct);
    QVERIFY(wrong.feedback.contains(QLatin1String("sharper")));
    QVERIFY(wrong.feedback.contains(QLatin1String("unchanged")));
    // With the reason known, the feedback is the reason alone: the comparison above it names
    // the prediction and the outcome (sp20).
    const QString reason = QStringLiteral("The largest weight rose from 40.0% to 66.5%.");
    QCOMPARE(gradeDirectionPrediction(Direction::Flatter, Direction::Sharper, reason).feedback,
             reason);
    Direction d = Direction::Sharper;
    QVERIFY(parseDirection(QStringLiteral(" Flatter "), &d));
    QCOMPARE(d, Direction::Flatter);
    QVERIFY(!parseDirection(QStringLiteral("bigger"), &d));
}

// The reason under a lab verdict (sp19): per dₖ, how the largest weight moved, with the verdict's
// own threshold for "unchanged".
void TestGrading::weightChange_data() {
    QTest::addColumn<QList<int>>("dims");
    QTest::addColumn<QList<double>>("before");
    QTest::addColumn<QList<double>>("after");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("text");
    QTest::addRow("one dim, rose")
        << QList<int>{1} << QList<double>{66.524} << QList<double>{73.106} << "en_US"
        << "The largest weight rose from 66.5% to 73.1%.";
    QTest::addRow("three dims")
        << QList<int>{1, 4, 16} << QList<double>{86.7, 60.0, 50.6}
        << QList<double>{98.2, 59.0, 50.62} << "en_US"
        << "The largest weight rose from 86.7% to 98.2% at dₖ = 1; fell from 60.0% to 59.0% at "
           "dₖ = 4; stayed at 50.6% at dₖ = 16.";
    QTest::addRow("nothing known")
        << QList<int>{1} << QList<double>{} << QList<double>{1.0} << "en_US"
        << "";
}

void TestGrading::weightChange() {
    QFETCH(QList<int>, dims);
    QFETCH(QList<double>, before);
    QFETCH(QList<double>, after);
    QFETCH(QString, locale);
    QFETCH(QString, text);
    QCOMPARE(weightChangeText(dims, before, after, QLocale(locale)), text);
}

void TestGrading::maxWeight_data() {
    QTest::addColumn<double>("predicted");
    QTest::addColumn<double>("observed");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<bool>("answered");
    QTest::addColumn<bool>("correct");
    QTest::addRow("inside") << 50.0 << 53.0 << 5.0 << true << true;
    QTest::addRow("edge") << 50.0 << 55.0 << 5.0 << true << true;
    QTest::addRow("outside") << 50.0 << 55.5 << 5.0 << true << false;
    QTest::addRow("zero tolerance exact") << 33.3 << 33.3 << 0.0 << true << true;
    QTest::addRow("nan prediction") << qQNaN() << 50.0 << 5.0 << false << false;
    QTest::addRow("inf observed") << 50.0 << qInf() << 5.0 << false << false;
    QTest::addRow("negative tolerance") << 50.0 << 50.0 << -1.0 << false << false;
}

void TestGrading::maxWeight() {
    QFETCH(double, predicted);
    QFETCH(double, observed);
    QFETCH(double, tolerance);
    QFETCH(bool, answered);
    QFETCH(bool, correct);
    const Grade g = gradeMaxWeightPrediction(predicted, observed, tolerance);
    QCOMPARE(g.answered, answered);
    QCOMPARE(g.correct, correct);
    QVERIFY(!g.feedback.isEmpty());
}

void TestGrading::numberList_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<int>("errorColumn");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("plain") << "4, 2, 0" << true << QList<double>{4, 2, 0} << -1 << "";
    QTest::addRow("signs and exponents")
        << "-1.5,+2e1, .5" << true << QList<double>{-1.5, 20, 0.5} << -1 << "";
    QTest::addRow("negative zero") << "-0" << true << QList<double>{-0.0} << -1 << "";
    QTest::addRow("empty item") << "4,,2" << false << QList<double>{} << 2 << "item 2 is empty";
    QTest::addRow("trailing comma")
        << "4, 2," << false << QList<double>{} << 5 << "item 3 is empty";
    QTest::addRow("letters") << "4, abc" << false << QList<double>{} << 3
                             << "“abc” is not a number";
    QTest::addRow("overflow") << "1e400" << false << QList<double>{} << 0 << "too large";
    QTest::addRow("above max") << "1, 2000001" << false << QList<double>{} << 3 << "too large";
    QTest::addRow("empty") << "" << false << QList<double>{} << 0 << "no numbers";
    QTest::addRow("blank") << "   " << false << QList<double>{} << 0 << "no numbers";
    QTest::addRow("inf") << "inf" << false << QList<double>{} << 0 << "not a number";
    QTest::addRow("nan") << "1, nan" << false << QList<double>{} << 3 << "not a number";
    QTest::addRow("too many") << "1,2,3,4,5" << false << QList<double>{} << 8 << "at most 4";
    QTest::addRow("hex") << "0x10" << false << QList<double>{} << 0 << "not a number";
}

void TestGrading::numberList() {
    QFETCH(QString, typed);
    QFETCH(bool, ok);
    QFETCH(QList<double>, values);
    QFETCH(int, errorColumn);
    QFETCH(QString, fragment);
    const Result<QList<double>> r = parseNumberList(typed, 4, 2e6);
    QCOMPARE(r.ok(), ok);
    const QList<double> parsed = r.valueOr({});
    QCOMPARE(parsed.size(), values.size());
    for (int i = 0; i < values.size(); ++i)
        QCOMPARE(parsed.at(i), values.at(i));
    if (!ok) {
        QCOMPARE(r.error().offset(), errorColumn);
        QVERIFY2(r.error().message.contains(fragment), qPrintable(r.error().text()));
        QVERIFY(!r.error().hint.isEmpty()); // says what to do
        // Shown as plain text in the lab: Markdown backticks would reach the screen.
        QVERIFY2(!r.error().text().contains(QLatin1Char('`')), qPrintable(r.error().text()));
    }
}

void TestGrading::number_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::addRow("int") << " 16 " << true << 16.0;
    QTest::addRow("decimal comma") << "0,5" << true << 0.5;
    QTest::addRow("huge but finite") << "1e308" << true << 1e308;
    QTest::addRow("overflow") << "1e309" << false << 0.0;
    QTest::addRow("two commas") << "1,2,3" << false << 0.0;
    QTest::addRow("empty") << "" << false << 0.0;
}

void TestGrading::number() {
    QFETCH(QString, typed);
    QFETCH(bool, ok);
    QFETCH(double, value);
    const Result<double> r = parseNumber(typed);
    QCOMPARE(r.ok(), ok);
    if (ok)
        QCOMPARE(r.value(), value);
    else
        QVERIFY(!r.error().message.isEmpty() && !r.error().hint.isEmpty());
}

void TestGrading::evaluate_data() {
    QTest::addColumn<QString>("expr");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("column");
    QTest::addRow("sqrt") << "sqrt(dk)" << true << 8.0 << -1;
    QTest::addRow("functions") << "max(abs(-3), ln(_e), log10(100), exp(0))" << true << 3.0 << -1;
    QTest::addRow("power") << "2^dk / 2^62" << true << 4.0 << -1;
    QTest::addRow("unknown variable") << "1 + foo" << false << 0.0 << 4;
    QTest::addRow("syntax") << "1 +* 2" << false << 0.0 << 3;
    QTest::addRow("unclosed") << "sqrt(dk" << false << 0.0
                              << 7; // muParser: one past the end, clamped
    QTest::addRow("empty") << "  " << false << 0.0 << 0;
    QTest::addRow("division by zero") << "1/0" << false << 0.0 << 0;
    QTest::addRow("nan") << "sqrt(-1)" << false << 0.0 << 0;
    QTest::addRow("non ascii") << "dk \xc3\x97 2" << false << 0.0 << 3;
    QTest::addRow("too long") << QString(201, QLatin1Char('1')) << false << 0.0 << 200;
}

void TestGrading::evaluate() {
    QFETCH(QString, expr);
    QFETCH(bool, ok);
    QFETCH(double, value);
    QFETCH(int, column);
    const Result<double> r = lessons::evaluate(expr, {{QStringLiteral("dk"), 64.0}});
    QCOMPARE(r.ok(), ok);
    if (ok) {
        QCOMPARE(r.value(), value);
    } else {
        QVERIFY(!r.error().message.isEmpty());
        QCOMPARE(r.error().offset(), column);
    }
}

namespace {

// Naive reference: exp(s_k) / sum exp(s_j), straight from the definition. Exact for small
// scores; overflows (inf / inf = NaN) from about 710 up, which the formula's softmax must not.
double naiveSoftmax(int k, const QList<double>& scores) {
    double sum = 0.0;
    for (double s : scores)
        sum += std::exp(s);
    return std::exp(scores.at(k - 1)) / sum;
}

double naiveLogSumExp(const QList<double>& scores) {
    double sum = 0.0;
    for (double s : scores)
        sum += std::exp(s);
    return std::log(sum);
}

} // namespace

// softmax(k, s1, ..., sn) and logsumexp(s1, ..., sn) in formulas (issue 25). `expected` NaN:
// evaluate() refuses the point (undefined or infinite there).
void TestGrading::softmaxInFormulas_data() {
    QTest::addColumn<QString>("expr");
    QTest::addColumn<double>("expected");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    // dk = 64 in every row.
    QTest::addRow("weight of the largest") << "softmax(2, 0, 4, 2)" << naiveSoftmax(2, {0, 4, 2});
    QTest::addRow("weight of the smallest") << "softmax(1, 0, 4, 2)" << naiveSoftmax(1, {0, 4, 2});
    QTest::addRow("scaled by a parameter")
        << "softmax(3, 0, 32 / sqrt(dk), 16 / sqrt(dk))" << naiveSoftmax(3, {0, 4, 2});
    QTest::addRow("one score") << "softmax(1, -7)" << 1.0;
    QTest::addRow("weights sum to one")
        << "softmax(1, 0.5, -2, 3) + softmax(2, 0.5, -2, 3) + softmax(3, 0.5, -2, 3)" << 1.0;
    QTest::addRow("k from a formula") << "softmax(dk / 32, 0, 1)" << naiveSoftmax(2, {0, 1});
    // Subtracting the largest score first: the naive ratio is inf / inf here.
    QTest::addRow("huge scores") << "softmax(1, 1000, 999)" << naiveSoftmax(1, {1, 0});
    QTest::addRow("huge and tiny") << "softmax(1, 1e300, -1e300)" << 1.0;
    QTest::addRow("huge negative") << "softmax(2, 0, -1e308)" << 0.0;
    QTest::addRow("minus infinity takes no weight") << "softmax(2, 0, -1/0, 1)" << 0.0;
    QTest::addRow("minus infinity beside") << "softmax(3, 0, -1/0, 1)" << naiveSoftmax(2, {0, 1});
    QTest::addRow("plus infinity takes all") << "softmax(1, 1/0, 5)" << 1.0;
    QTest::addRow("k zero") << "softmax(0, 1, 2)" << nan;
    QTest::addRow("k past n") << "softmax(3, 1, 2)" << nan;
    QTest::addRow("k not whole") << "softmax(1.5, 1, 2)" << nan;
    QTest::addRow("k negative") << "softmax(-1, 1, 2)" << nan;
    QTest::addRow("NaN score") << "softmax(1, 1, sqrt(-1))" << nan;
    QTest::addRow("logsumexp") << "logsumexp(0, 4, 2)" << naiveLogSumExp({0, 4, 2});
    QTest::addRow("logsumexp of one") << "logsumexp(-3)" << -3.0;
    QTest::addRow("logsumexp huge") << "logsumexp(1000, 1000)" << 1000.0 + std::log(2.0);
    QTest::addRow("logsumexp minus infinity") << "logsumexp(-1/0, 0)" << 0.0;
    QTest::addRow("logsumexp all minus infinity") << "logsumexp(-1/0, -1/0)" << nan;
    QTest::addRow("softmax from logsumexp")
        << "exp(4 - logsumexp(0, 4, 2)) - softmax(2, 0, 4, 2)" << 0.0;
}

void TestGrading::softmaxInFormulas() {
    QFETCH(QString, expr);
    QFETCH(double, expected);
    const Result<double> r = lessons::evaluate(expr, {{QStringLiteral("dk"), 64.0}});
    if (std::isnan(expected)) {
        QVERIFY2(!r.ok(), qPrintable(QString::number(r.ok() ? r.value() : 0.0)));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
    // The core's softmax and the naive ratio differ by a few ulps.
    QVERIFY2(std::abs(r.value() - expected) <= 1e-12 * std::max(1.0, std::abs(expected)),
             qPrintable(QStringLiteral("%1, expected %2")
                            .arg(r.value(), 0, 'g', 17)
                            .arg(expected, 0, 'g', 17)));
    // The checker's sweep agrees.
    const Result<QList<double>> many = evaluateAt(expr, {QStringLiteral("dk")}, {{64.0}});
    QVERIFY(many.ok());
    QCOMPARE(many.value().value(0), r.value());
}

// softmax needs k and a score, logsumexp a score: a formula without them cannot be evaluated
// anywhere, and says how to call it.
void TestGrading::softmaxTooFewArguments() {
    for (const char* expr : {"softmax(1)", "logsumexp()"}) {
        const Result<QStringList> names = expressionVariables(QString::fromLatin1(expr));
        QVERIFY2(!names.ok(), expr);
        QVERIFY2(names.error().message.contains(QLatin1String("at least one score")) ||
                     names.error().message.contains(QLatin1String("few")),
                 qPrintable(names.error().message));
    }
    QVERIFY(expressionVariables(QStringLiteral("softmax(k, a, b)")).ok());
}

// The checker's domain sweep parses a formula once for all its points (it took 28% of the
// application's start, one parse per point): the same value as evaluate at every point, NaN
// where evaluate fails, the same failure where the formula cannot be read.
void TestGrading::evaluateAtAgreesWithEvaluate() {
    QFETCH(QString, expr);
    const QList<double> points = {64.0, 0.0, -4.0, 1e300};
    QList<QList<double>> rows;
    for (double dk : points)
        rows.append(QList<double>{dk});
    const Result<QList<double>> many = evaluateAt(expr, {QStringLiteral("dk")}, rows);
    for (int i = 0; i < points.size(); ++i) {
        const Result<double> one = lessons::evaluate(expr, {{QStringLiteral("dk"), points.at(i)}});
        if (!many) {
            QVERIFY(!one);
            QCOMPARE(many.error().offset(), one.error().offset());
            continue;
        }
        QCOMPARE(many.value().size(), points.size());
        if (one)
            QCOMPARE(many.value().at(i), one.value());
        else
            QVERIFY(std::isnan(many.value().at(i)));
    }
}

// Columns follow `names`, whatever order the formula meets them in; a name the formula does not
// use is skipped, one it uses but `names` lacks is an error naming it.
void TestGrading::evaluateAtFeedsEachNameItsColumn() {
    const QStringList names = {QStringLiteral("zeta"), QStringLiteral("unused"),
                               QStringLiteral("alpha")};
    const Result<QList<double>> values =
        evaluateAt(QStringLiteral("alpha - 10 * zeta"), names, {{1, 7, 5}, {2, 7, -3}});
    QVERIFY(values.ok());
    QCOMPARE(values.value(), (QList<double>{5 - 10 * 1, -3 - 10 * 2}));
    const Result<QList<double>> missing =
        evaluateAt(QStringLiteral("alpha + beta"), names, {{1, 2, 3}});
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message.contains(QStringLiteral("`beta`")));
    QCOMPARE(missing.error().offset(), 8);
}

void TestGrading::variables() {
    const Result<QStringList> used = expressionVariables(QStringLiteral("sqrt(dk) * temp + dk"));
    QVERIFY(used.ok());
    QStringList names = used.value();
    names.sort();
    QCOMPARE(names, QStringList({QStringLiteral("dk"), QStringLiteral("temp")}));
    const Result<QStringList> broken = expressionVariables(QStringLiteral("(1"));
    QVERIFY(!broken.ok());
    QVERIFY(!broken.error().message.isEmpty());
    QCOMPARE(broken.error().offset(), 2); // the end of "(1"
}

void TestGrading::namesReadOnceAgreeWithAFreshParse() {
    // One parser reads every formula of a check: a name an earlier formula made a variable, an
    // earlier failure, or a repeated text must not change what a later formula gives.
    const QStringList formulas{QStringLiteral("sqrt(dk) * temp + dk"),
                               QStringLiteral("dk(2)"),
                               QStringLiteral("(1"),
                               QStringLiteral("sin + 1"),
                               QStringLiteral("sin(dk)"),
                               QStringLiteral("foo(dk)"),
                               QStringLiteral("dk dk"),
                               QStringLiteral("temp"),
                               QStringLiteral("1,5"),
                               QStringLiteral("softmax(1, a, b)"),
                               QStringLiteral("softmax(a)"),
                               QStringLiteral("_pi * r"),
                               QStringLiteral("x = 3"),
                               QStringLiteral(""),
                               QStringLiteral("dk ^ 2 + q1"),
                               QStringLiteral("sqrt(dk) * temp + dk"),
                               QStringLiteral("(1"),
                               QStringLiteral("a b c"),
                               QStringLiteral("max(a, b"),
                               QStringLiteral("1 / z"),
                               QStringLiteral("z")};
    ExpressionNames names;
    for (const QString& formula : formulas) {
        const Result<QStringList> fresh = expressionVariables(formula);
        const Result<QStringList> read = names.of(formula);
        QCOMPARE(read.ok(), fresh.ok());
        if (fresh.ok()) {
            QCOMPARE(read.value(), fresh.value());
        } else {
            QCOMPARE(read.error().message, fresh.error().message);
            QCOMPARE(read.error().hint, fresh.error().hint);
            QCOMPARE(read.error().offset(), fresh.error().offset());
        }
    }
}

void TestGrading::readout_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("hasError");
    QTest::addRow("decimals") << "Divide by {sqrt(dk)|2}"
                              << "Divide by 8.00" << false;
    QTest::addRow("significant") << "{dk / 3}"
                                 << "21.3" << false;
    // sp19: {formula} writes a value with the fewest digits that write it exactly ("√64 = 8.00"
    // and "−0.500 × 2 = −1.00" read as measured), and a computed one with three significant
    // digits, trailing zeros kept (sp13 B6: "0.83" beside a chart's "0.830").
    QTest::addRow("exact in fewer digits") << "{dk / 8} and {-dk / 256} and {dk / 64}"
                                           << "8 and −0.25 and 1" << false;
    QTest::addRow("small and whole") << "{dk / 2000} and {dk * 144}"
                                     << "0.032 and 9216" << false;
    QTest::addRow("computed keeps its zeros") << "{sqrt(dk * 8)} and {dk / 77.1}"
                                              << "22.6 and 0.830" << false;
    QTest::addRow("zero") << "{dk - 64}"
                          << "0" << false;
    QTest::addRow("rounding noise of 0") << "{3 * sin(dk * _pi / 64)}"
                                         << "0" << false;
    QTest::addRow("zero decimals") << "{dk|0} dims"
                                   << "64 dims" << false;
    QTest::addRow("math braces kept") << "$\\sqrt{d_k}$ = {sqrt(dk)|1}"
                                      << "$\\sqrt{d_k}$ = 8.0" << false;
    QTest::addRow("negative factor in parentheses") << "2 \u00d7 {-dk / 64|3} + {-dk|0}"
                                                    << "2 \u00d7 (\u22121.000) + \u221264" << false;
    QTest::addRow("positive factor bare") << "2 \u00d7 {dk / 64|3}"
                                          << "2 \u00d7 1.000" << false;
    QTest::addRow("unknown name") << "x = {nope}"
                                  << "x = ?" << true;
    QTest::addRow("unclosed") << "x = {dk"
                              << "x = {dk" << true;
}

void TestGrading::readout() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QFETCH(bool, hasError);
    const Result<QString> filled = formatReadout(text, {{QStringLiteral("dk"), 64.0}});
    QVERIFY(filled); // a readout always has a text
    QCOMPARE(filled.value(), expected);
    QCOMPARE(!filled.diagnostics().isEmpty(), hasError);
    for (const Diagnostic& d : filled.diagnostics())
        QVERIFY(!d.isError()); // the text is still shown: a warning
    // Parsed once (what a readout on the page keeps), it gives the same, value after value.
    const CompiledReadout compiled(text);
    for (double dk : {64.0, 1.0, 64.0}) {
        const QHash<QString, double> at{{QStringLiteral("dk"), dk}};
        const Result<QString> fast = compiled.format(at);
        const Result<QString> plain = formatReadout(text, at);
        QCOMPARE(fast.value(), plain.value());
        QCOMPARE(fast.diagnostics().value(0).text(), plain.diagnostics().value(0).text());
        QCOMPARE(fast.diagnostics().size(), plain.diagnostics().size());
    }
    if (!hasError) {
        QVERIFY(compiled.readsKnown());
        QCOMPARE(compiled.reads(), text.contains(QStringLiteral("dk"))
                                       ? QStringList{QStringLiteral("dk")}
                                       : QStringList());
    }
}

// What a student types into the lab's logits field: in German ";" separates ("0; 4; 2,5"), so
// does a comma with a space after it; a bare comma is a decimal comma; "0,4,2" is ambiguous.
void TestGrading::localeNumberList_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<int>("errorColumn"); // -1: parses
    QTest::addColumn<QString>("fragment");
    const QString de = QStringLiteral("de_DE");
    const QString en = QStringLiteral("en_US");
    QTest::addRow("de semicolons") << de << "0; 4; 2,5" << QList<double>{0, 4, 2.5} << -1 << "";
    QTest::addRow("de semicolons, points")
        << de << "0;4;2.5" << QList<double>{0, 4, 2.5} << -1 << "";
    QTest::addRow("de comma and space")
        << de << "0, 4, 2,5" << QList<double>{0, 4, 2.5} << -1 << "";
    QTest::addRow("de spaces") << de << " 0  4 2,5 " << QList<double>{0, 4, 2.5} << -1 << "";
    QTest::addRow("de one decimal comma") << de << "2,5" << QList<double>{2.5} << -1 << "";
    QTest::addRow("de one decimal point") << de << "2.5" << QList<double>{2.5} << -1 << "";
    QTest::addRow("de negatives") << de << "-1,5; -2" << QList<double>{-1.5, -2} << -1 << "";
    QTest::addRow("de ambiguous commas") << de << "0,4,2" << QList<double>{} << 0 << "ambiguous";
    QTest::addRow("de ambiguous comma and point")
        << de << "0,4.5" << QList<double>{} << 0 << "ambiguous";
    QTest::addRow("de empty item") << de << "4;;2" << QList<double>{} << 2 << "item 2 is empty";
    QTest::addRow("de no group separators")
        << de << "1.000,5; 2" << QList<double>{} << 0 << "not a number";
    QTest::addRow("de letters") << de << "1; abc" << QList<double>{} << 3 << "not a number";
    QTest::addRow("de nothing") << de << " " << QList<double>{} << 0 << "no numbers";
    QTest::addRow("en commas") << en << "0, 4, 2.5" << QList<double>{0, 4, 2.5} << -1 << "";
    QTest::addRow("en bare commas") << en << "0,4,2" << QList<double>{0, 4, 2} << -1 << "";
}

void TestGrading::localeNumberList() {
    QFETCH(QString, locale);
    QFETCH(QString, typed);
    QFETCH(QList<double>, values);
    QFETCH(int, errorColumn);
    QFETCH(QString, fragment);
    const QLocale student(locale);
    const Result<QList<double>> r = parseNumberList(typed, 4, 1e6, student);
    QCOMPARE(r.ok(), errorColumn < 0);
    if (r.ok()) {
        QCOMPARE(r.value(), values);
        return;
    }
    QCOMPARE(r.error().offset(), errorColumn);
    QVERIFY2(r.error().message.contains(fragment), qPrintable(r.error().text()));
    // The hint shows the form this locale reads.
    QVERIFY2(r.error().hint.contains(numberListExample(student)) ||
                 !fragment.contains(QLatin1String("ambiguous")),
             qPrintable(r.error().text()));
}

void TestGrading::localeNumber_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::addRow("de decimal comma") << "de_DE"
                                      << "2,5" << true << 2.5;
    QTest::addRow("de decimal point") << "de_DE"
                                      << "2.5" << true << 2.5;
    QTest::addRow("de exponent") << "de_DE"
                                 << "1,5e-3" << true << 1.5e-3;
    QTest::addRow("de no thousands") << "de_DE"
                                     << "1.000" << true << 1.0;
    QTest::addRow("de two commas") << "de_DE"
                                   << "1,2,3" << false << 0.0;
    QTest::addRow("en decimal comma") << "en_US"
                                      << "0,5" << true << 0.5;
    QTest::addRow("en no thousands") << "en_US"
                                     << "1,000.5" << false << 0.0;
}

void TestGrading::localeNumber() {
    QFETCH(QString, locale);
    QFETCH(QString, typed);
    QFETCH(bool, ok);
    QFETCH(double, value);
    const Result<double> r = parseNumber(typed, QLocale(locale));
    QCOMPARE(r.ok(), ok);
    if (ok)
        QCOMPARE(r.value(), value);
}

void TestGrading::germanNumericAnswer() {
    const Block q = parseOne("```question\nid: q\nkind: numeric\nprompt: P\nexpected: 2.5\n"
                             "tolerance: 0\nunit: nats\n```\n");
    const QLocale german(QLocale::German, QLocale::Germany);
    const Grade g = gradeNumeric(QuestionSpec::from(q), QStringLiteral("2,5"), {}, german);
    QVERIFY(g.answered);
    QVERIFY(g.correct);
    QVERIFY2(g.feedback.contains(QStringLiteral("2,5 nats")), qPrintable(g.feedback));
    const Grade wrong = gradeNumeric(QuestionSpec::from(q), QStringLiteral("3,25"), {}, german);
    QVERIFY(!wrong.correct);
    QVERIFY2(wrong.feedback.contains(QStringLiteral("3,25 nats")), qPrintable(wrong.feedback));
    const Grade empty = gradeNumeric(QuestionSpec::from(q), QString(), {}, german);
    QVERIFY2(empty.feedback.contains(QStringLiteral("2,5")), qPrintable(empty.feedback));
}

// "Correct: 0.829541." claimed six digits for a question graded within 0.02; "−6.000" one more
// than the readouts beside it.
void TestGrading::rightAnswerWrittenToItsTolerance_data() {
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("tolerance");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("shown");
    // The answer is written as the readouts write numbers, 3 significant digits with their
    // zeros (sp13 B6: "3.000", "8.00" and "9216" in one course), except a whole-number answer
    // graded finer than a half, which is a count or exact: "9 is the answer" for nine channels
    // (sp14 d26 read "9.00 is the answer"). The verdict above says "Correct", so the line does
    // not say it again.
    QTest::addRow("same figure") << "0.829541"
                                 << "0.02"
                                 << "0.83"
                                 << "0.830 is the answer.";
    QTest::addRow("within 5") << "16.96"
                              << "5"
                              << "17"
                              << "17.0 is the answer.";
    QTest::addRow("whole answer, fine tolerance") << "3"
                                                  << "0.001"
                                                  << "3"
                                                  << "3 is the answer.";
    QTest::addRow("square root") << "8"
                                 << "0.01"
                                 << "8"
                                 << "8 is the answer.";
    QTest::addRow("four digits") << "9216"
                                 << "0"
                                 << "9216"
                                 << "9216 is the answer.";
    QTest::addRow("tolerance finer than three digits") << "12.3456"
                                                       << "0.001"
                                                       << "12.346"
                                                       << "12.346 is the answer.";
    QTest::addRow("exact") << "6"
                           << "0"
                           << "6"
                           << "6 is the answer.";
    // sp13 B9: 4.18 accepted for 4.185 read "Correct: 4.19", a competing figure that looked like
    // a correction. The student's own number is named instead.
    QTest::addRow("accepted, other figure") << "4.1851"
                                            << "0.02"
                                            << "4.18"
                                            << "4.18 is within 0.02 of the answer.";
    QTest::addRow("negative") << "-0.4567"
                              << "0.01"
                              << "-0.45"
                              << QStringLiteral("\u2212"
                                                "0.45 is within 0.01 of the answer.");
    QTest::addRow("within 0.05") << "-6"
                                 << "0.05"
                                 << "-6.04"
                                 << QStringLiteral("\u2212"
                                                   "6.04 is within 0.05 of the answer.");
    QTest::addRow("whole, exact typed") << "-6"
                                        << "0.05"
                                        << "-6"
                                        << QStringLiteral("\u2212"
                                                          "6 is the answer.");
    // sp19: "−0.0620 is the answer" for lesson 3's −0.062, an extra zero the answer lacks.
    QTest::addRow("exact in fewer digits") << "(8 * 100 - 2 * 431) / 1000"
                                           << "0.02"
                                           << "-0.062"
                                           << QStringLiteral("\u2212"
                                                             "0.062 is the answer.");
    QTest::addRow("a half") << "2.5"
                            << "0.01"
                            << "2.5"
                            << "2.5 is the answer.";
    QTest::addRow("whole, tolerance of a half") << "17"
                                                << "0.5"
                                                << "17"
                                                << "17.0 is the answer.";
}

void TestGrading::rightAnswerWrittenToItsTolerance() {
    QFETCH(QString, expected);
    QFETCH(QString, tolerance);
    QFETCH(QString, typed);
    QFETCH(QString, shown);
    const Block q = parseOne(QStringLiteral("```question\nid: q\nkind: numeric\nprompt: P\n"
                                            "expected: %1\ntolerance: %2\n```\n")
                                 .arg(expected, tolerance)
                                 .toUtf8());
    const Grade g = gradeNumeric(QuestionSpec::from(q), typed, {}, QLocale::c());
    QVERIFY(g.correct);
    QCOMPARE(g.feedback, shown);
}

void TestGrading::germanFeedbackNumbers() {
    const QLocale german(QLocale::German, QLocale::Germany);
    const Grade g = gradeMaxWeightPrediction(60.0, 54.5, 2.5, german);
    QVERIFY(!g.correct);
    // 5.5 points off (the comparison line beside it names 60.0% and 54.5%).
    QVERIFY2(g.feedback.contains(QStringLiteral("5,5")) &&
                 g.feedback.contains(QStringLiteral("2,5")) &&
                 !g.feedback.contains(QStringLiteral("5.5")),
             qPrintable(g.feedback));
    QCOMPARE(typedNumberText(0.125, german), QStringLiteral("0,125"));
    QCOMPARE(typedNumberText(12345.5, german), QStringLiteral("12345,5"));
    QCOMPARE(numberListExample(german), QStringLiteral("0; 4; 2,5"));
    QCOMPARE(numberListExample(QLocale::c()), QStringLiteral("0, 4, 2.5"));
}

// Student pass sp23: lesson 4's readout wrote a weight under 0.05% as "0.0%" while its chart
// wrote "< 0.1%". A fixed-decimals number right before a percent sign follows the charts' rule,
// its sign tied to the number by a no-break space (issue 19).
void TestGrading::percentReadoutReadsLikeTheCharts() {
    const auto at = [](const QString& text, double x, const QLocale& locale = QLocale::c()) {
        return formatReadout(text, {{QStringLiteral("x"), x}}, locale).value();
    };
    QCOMPARE(at(QStringLiteral("s = {x|1}%"), 0.01), QStringLiteral("s = <\u00a00.1%"));
    QCOMPARE(at(QStringLiteral("s = {x|1}%"), 99.97), QStringLiteral("s = >\u00a099.9%"));
    QCOMPARE(at(QStringLiteral("s = {x|1}%"), 0.0), QStringLiteral("s = 0.0%"));
    QCOMPARE(at(QStringLiteral("s = {x|1}%"), 0.06), QStringLiteral("s = 0.1%"));
    QCOMPARE(at(QStringLiteral("s = {x|1}%"), 100.0), QStringLiteral("s = 100.0%"));
    QCOMPARE(at(QStringLiteral("s = {x|2}%"), 0.004), QStringLiteral("s = <\u00a00.01%"));
    QCOMPARE(at(QStringLiteral("{x|1} of"), 0.01), QStringLiteral("0.0 of")); // no percent
    QCOMPARE(at(QStringLiteral("s = {x|1} %"), 0.01, QLocale(QLocale::German, QLocale::Germany)),
             QStringLiteral("s = <\u00a00,1 %"));
    // The compiled readout a page keeps writes the same.
    const CompiledReadout compiled(QStringLiteral("s = {x|1}%"));
    QCOMPARE(compiled.format({{QStringLiteral("x"), 0.01}}).value(),
             QStringLiteral("s = <\u00a00.1%"));
}

void TestGrading::germanReadout() {
    const QLocale german(QLocale::German, QLocale::Germany);
    QCOMPARE(formatReadout(QStringLiteral("{sqrt(dk)|1} and {dk / 3} and {dk / 7}"),
                           {{QStringLiteral("dk"), 9.0}}, german)
                 .value(),
             QStringLiteral("3,0 and 3 and 1,29"));
    QCOMPARE(
        formatReadout(QStringLiteral("{dk / 8}"), {{QStringLiteral("dk"), 10.0}}, german).value(),
        QStringLiteral("1,25"));
}

// sp14 d22: "Temperature T = 8.00" under a slider whose box read 8.0. A {name} that is just one
// slider's value is written with the box's decimals; a formula over it keeps the number rule, and
// a value off the box's grid (a drawn review value) is not rounded to it.
void TestGrading::sliderValueReadsAsItsBox() {
    const ParseResult parsed = parseLesson(
        "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
        "```slider\nparam: temp\nlabel: T\nmin: 0.5\nmax: 20\nstep: 0.1\ndefault: 8\n```\n"
        "```slider\nparam: dk\nlabel: D\nmin: 1\nmax: 1024\ndefault: 16\n```\n"
        "```readout\ntext: {temp} {dk}\n```\n",
        QStringLiteral("t.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    const QHash<QString, int> decimals = sliderDecimalsByParameter(*parsed.lesson);
    QCOMPARE(decimals.value(QStringLiteral("temp"), -1), 1);
    QCOMPARE(decimals.value(QStringLiteral("dk"), -1), 0);
    QCOMPARE(formatReadout(QStringLiteral("d = {dk}"), {{QStringLiteral("dk"), 4.0}}, QLocale::c(),
                           decimals)
                 .value(),
             QStringLiteral("d = 4"));
    const QHash<QString, double> at{{QStringLiteral("temp"), 8.0}};
    QCOMPARE(
        formatReadout(QStringLiteral("T = { temp }, T/2 = {temp / 2}"), at, QLocale::c(), decimals)
            .value(),
        QStringLiteral("T = 8.0, T/2 = 4"));
    QCOMPARE(formatReadout(QStringLiteral("T = {temp}"), at, QLocale::c()).value(),
             QStringLiteral("T = 8"));
    QCOMPARE(formatReadout(QStringLiteral("T = {temp|2}"), at, QLocale::c(), decimals).value(),
             QStringLiteral("T = 8.00"));
    QCOMPARE(formatReadout(QStringLiteral("T = {temp}"), {{QStringLiteral("temp"), 8.25}},
                           QLocale::c(), decimals)
                 .value(),
             QStringLiteral("T = 8.25"));
    QCOMPARE(formatReadout(QStringLiteral("T = {temp}"), at,
                           QLocale(QLocale::German, QLocale::Germany), decimals)
                 .value(),
             QStringLiteral("T = 8,0"));
}

// sp13 B12: the lab's fields kept an English "0, 4, 2" after a switch to German or an import.
void TestGrading::numberListInTheLocaleOnScreen_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("kept");
    QTest::addColumn<QString>("shown");
    const QString de = QStringLiteral("de_DE");
    const QString en = QStringLiteral("en_US");
    QTest::addRow("English in German") << de << "0, 4, 2"
                                       << "0; 4; 2";
    QTest::addRow("English decimals in German") << de << "0, 4, 2.5"
                                                << "0; 4; 2,5";
    QTest::addRow("no spaces in German") << de << "1,4,16"
                                         << "1; 4; 16";
    QTest::addRow("German in German") << de << "0; 4; 2,5"
                                      << "0; 4; 2,5";
    QTest::addRow("German in English") << en << "0; 4; 2,5"
                                       << "0, 4, 2.5";
    QTest::addRow("English in English") << en << "0, 8, 4"
                                        << "0, 8, 4";
    QTest::addRow("unreadable kept") << de << "0, 4, x"
                                     << "0, 4, x";
}

void TestGrading::numberListInTheLocaleOnScreen() {
    QFETCH(QString, locale);
    QFETCH(QString, kept);
    QFETCH(QString, shown);
    QCOMPARE(numberListInLocale(kept, QLocale(locale)), shown);
}

void TestGrading::numberListStoredExactly_data() {
    QTest::addColumn<QString>("typedIn");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("shownIn");
    QTest::addColumn<QString>("shown");
    const QString de = QStringLiteral("de_DE");
    const QString en = QStringLiteral("en_US");
    // State15: a German "1,5" was kept as typed and read in English as the list 1, 5.
    QTest::addRow("German decimal, read in English") << de << "1,5"
                                                     << "[1.5]" << en << "1.5";
    QTest::addRow("German list, read in English") << de << "0; 4; 2,5"
                                                  << "[0, 4, 2.5]" << en << "0, 4, 2.5";
    QTest::addRow("English list, read in German") << en << "0, 4, 2.5"
                                                  << "[0, 4, 2.5]" << de << "0; 4; 2,5";
    QTest::addRow("English pair, read in German") << en << "1,5"
                                                  << "[1, 5]" << de << "1; 5";
    QTest::addRow("every digit") << en << "-0.123456789, 1e-7"
                                 << "[-0.123456789, 1e-07]" << de
                                 << QString::fromUtf8(
                                        "\u2212"
                                        "0,123456789; 1E-07"); // German writes the exponent "E"
    QTest::addRow("not a list: as typed") << de << "0; 4; x"
                                          << "0; 4; x" << en << "0; 4; x";
    // Records written before the canonical form: the guess of numberListInLocale.
    QTest::addRow("older record") << ""
                                  << ""
                                  << "0; 4; 2,5" << en << "0, 4, 2.5";
}

void TestGrading::numberListStoredExactly() {
    QFETCH(QString, typedIn);
    QFETCH(QString, typed);
    QFETCH(QString, stored);
    QFETCH(QString, shownIn);
    QFETCH(QString, shown);
    if (!typedIn.isEmpty())
        QCOMPARE(storedNumberList(typed, QLocale(typedIn)), stored);
    QCOMPARE(numberListFromStore(stored, QLocale(shownIn)), shown);
    // What is shown is kept again in the same form.
    const Result<QList<double>> again = parseNumberList(shown, 100, 1e300, QLocale(shownIn));
    if (again && stored.startsWith(QLatin1Char('[')))
        QCOMPARE(storedNumberList(shown, QLocale(shownIn)), stored);
}

QTEST_GUILESS_MAIN(TestGrading)
#include "tst_grading.moc"
