// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/grading.h"
#include "lessons/displaytext.h"
#include "lessons/typednumbers.h"

#include "lessons/expression.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lessons {
namespace {

// The answer as every number around it is written (attn::valueText: "0.830", "17.0", "8.00",
// "9216"): the tolerance's decimals gave "3.000", "8.00" and "9216" under one lesson's readouts
// of three significant digits. Only a tolerance finer than the last digit shown asks for more
// digits, and only when the answer is not written exactly by the three ("12.346" within 0.001).
// An answer on a coarser decimal grid keeps only its own digits ("−0.062", "2.5").
QString answerText(double expected, double tolerance, const QLocale& locale,
                   bool fewestExact = true) {
    if (!std::isfinite(expected) || expected == 0.0)
        return formatValue(expected, locale);
    // A whole-number answer graded finer than a half is a count or an exact value: "9 is the
    // answer" for nine channels, never a padded "9.00" that reads like a measurement.
    if (std::fabs(expected) < 1e6 && expected == std::round(expected) &&
        !(std::isfinite(tolerance) && tolerance >= 0.5))
        return formatFixed(expected, 0, locale);
    const int exponent = int(std::floor(std::log10(std::fabs(expected))));
    const int shown = std::max(0, 2 - exponent);
    // An answer that fewer decimals write exactly is written with them: "−0.062 is the answer",
    // never "−0.0620", whose extra zero claims a digit the answer does not have (sp19).
    if (fewestExact && expected != std::round(expected) &&
        attn::decimalsOf(expected, shown) < shown)
        return formatExactOrValue(expected, locale);
    if (tolerance > 0 && std::isfinite(tolerance) && std::fabs(expected) >= 1e-3 &&
        std::fabs(expected) < 1e6) {
        const int asked = std::clamp(int(std::ceil(-std::log10(tolerance) - 1e-9)), 0, 6);
        if (asked > shown && !attn::onDecimalGrid(expected, shown))
            return formatFixed(expected, asked, locale);
    }
    return formatValue(expected, locale);
}

// The answer as answerText writes it, read back: the figure the student compares with. An
// answer in powers of ten, or one that does not read back, is the answer itself.
double shownAnswer(double expected, double tolerance, const QLocale& locale) {
    QString text = answerText(expected, tolerance, locale);
    text.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    const double shown = locale.toDouble(text, &ok);
    return ok && std::isfinite(shown) ? shown : expected;
}

// How many boxes a multi-select answer has wrong, ticked or not: what a first miss is told,
// without saying which.
int wrongBoxes(const QuestionSpec& question, const QStringList& chosen) {
    int wrong = 0;
    for (const ChoiceOption& option : question.options)
        wrong += chosen.contains(option.id) != question.answer.contains(option.id) ? 1 : 0;
    return wrong;
}

} // namespace

bool withinTolerance(double value, double target, double tolerance) {
    const double slack = 1e-9 * std::max(1.0, std::fabs(target));
    return std::fabs(value - target) <= tolerance + slack;
}

bool isNearMiss(double value, double expected, double tolerance) {
    if (!std::isfinite(value) || !std::isfinite(expected) || !(tolerance > 0))
        return false;
    // Written out although the relative bound below implies it: a lost sign is a wrong step.
    if ((value > 0) != (expected > 0) || (value < 0) != (expected < 0))
        return false;
    const double bound =
        std::min(kCloseMissTolerances * tolerance, kCloseMissRelative * std::fabs(expected));
    const double miss = std::fabs(value - expected);
    return miss > tolerance && miss <= bound;
}

bool isSignSlip(double value, double expected, double tolerance) {
    if (!std::isfinite(value) || !std::isfinite(expected) || value == 0.0 || expected == 0.0 ||
        !(tolerance >= 0))
        return false;
    return !withinTolerance(value, expected, tolerance) &&
           withinTolerance(-value, expected, tolerance);
}

int countWords(const QString& text) {
    int words = 0;
    for (const QString& token :
         text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        // "--" or "..." is not a word; "d_k" and "2.5" are.
        if (std::any_of(token.cbegin(), token.cend(), [](QChar c) { return c.isLetterOrNumber(); }))
            ++words;
    }
    return words;
}

bool isExplanationAttempt(const QString& text) {
    return countWords(text) >= kMinExplanationWords;
}

QString choiceVerdicts(const QuestionSpec& question, const QStringList& chosen,
                       const QStringList& shownOrder) {
    QStringList order = shownOrder;
    for (const ChoiceOption& option : question.options) {
        if (!order.contains(option.id))
            order.append(option.id);
    }
    QStringList items;
    for (const QString& id : std::as_const(order)) {
        const auto option = std::find_if(question.options.cbegin(), question.options.cend(),
                                         [&](const ChoiceOption& o) { return o.id == id; });
        if (option == question.options.cend())
            continue;
        const bool ticked = chosen.contains(id);
        const bool right = question.answer.contains(id);
        // The verdict first and the option's own words last, so an option that ends in a full
        // stop does not meet a second one ("...by weight.: right to tick"). One mark and two or
        // three words each: a student pass read "Correct: every box..." and four long verdicts
        // as the same sentence over and over (D18).
        QString verdict;
        if (ticked && right)
            verdict = QCoreApplication::translate("lessons", "✔ Ticked, rightly:");
        else if (ticked)
            verdict = QCoreApplication::translate("lessons", "✘ Ticked, but wrong:");
        else if (right)
            verdict = QCoreApplication::translate("lessons", "✘ Not ticked, but right:");
        else
            verdict = QCoreApplication::translate("lessons", "✔ Not ticked, rightly:");
        QString item = QStringLiteral("- ") + verdict + QStringLiteral(" *") +
                       option->html.simplified() + QLatin1Char('*');
        if (question.feedbackHtml.contains(id))
            item += QStringLiteral(" — ") + question.feedbackHtml.value(id).simplified();
        items.append(item);
    }
    return items.join(QLatin1Char('\n'));
}

Grade gradeChoice(const QuestionSpec& question, const QStringList& chosenOptionIds,
                  AnswerShown shown) {
    Grade grade;
    if (chosenOptionIds.isEmpty()) {
        grade.feedback = QCoreApplication::translate("lessons", "Choose an option first.");
        return grade;
    }
    const QStringList options = question.optionIds();
    for (const QString& id : chosenOptionIds) {
        if (!options.contains(id)) {
            grade.feedback =
                QCoreApplication::translate("lessons", "“%1” is not an option of this question.")
                    .arg(id);
            return grade;
        }
    }
    grade.answered = true;
    const QStringList& answer = question.answer;
    if (question.kind == QuestionKind::Single) {
        grade.correct = chosenOptionIds.size() == 1 && !answer.isEmpty() &&
                        chosenOptionIds.first() == answer.first();
    } else {
        QStringList chosen = chosenOptionIds;
        chosen.removeDuplicates();
        QStringList expected = answer;
        expected.removeDuplicates();
        chosen.sort();
        expected.sort();
        grade.correct = chosen == expected;
    }
    if (question.kind != QuestionKind::Single) {
        // Which boxes are wrong waits with the explanation (choiceVerdicts): on a first miss
        // the verdict of every box gave the whole answer away.
        const int wrong = wrongBoxes(question, chosenOptionIds);
        grade.feedback =
            grade.correct ? QCoreApplication::translate("lessons", "Every box is set right.")
            : shown == AnswerShown::Yes
                ? QCoreApplication::translate("lessons", "Boxes set wrong: %1. The answer shown "
                                                         "marks each of them with ✘.")
                      .arg(wrong)
                : QCoreApplication::translate("lessons", "Boxes set wrong: %1 (ticked but not "
                                                         "right, or right but not ticked).")
                      .arg(wrong);
        return grade;
    }
    QStringList feedback;
    for (const QString& id : options) { // in the order of the question, not of the clicks
        if (chosenOptionIds.contains(id) && question.feedbackHtml.contains(id))
            feedback.append(question.feedbackHtml.value(id));
    }
    if (feedback.isEmpty())
        feedback.append(grade.correct ? QCoreApplication::translate("lessons", "Correct.")
                        : shown == AnswerShown::Yes
                            ? QCoreApplication::translate(
                                  "lessons", "Not the answer: compare your choice with the "
                                             "answer shown.")
                            : QCoreApplication::translate("lessons", "Not quite."));
    grade.feedback = feedback.join(QStringLiteral("\n\n"));
    return grade;
}

Grade gradeNumeric(const QuestionSpec& question, const QString& typed,
                   const QHash<QString, double>& params, const QLocale& locale, AnswerShown shown) {
    Grade grade;
    const Result<double> typedNumber = parseNumber(typed, locale);
    if (!typedNumber) {
        grade.feedback = typedNumber.error().text();
        return grade;
    }
    const double value = typedNumber.value();
    const Result<double> expectedResult = evaluate(question.expected, params);
    if (!expectedResult) {
        grade.feedback =
            QCoreApplication::translate(
                "lessons", "The expected value cannot be computed: %1 (tell the lesson's author)")
                .arg(expectedResult.error().text());
        return grade;
    }
    const double expected = expectedResult.value();
    const double tolerance = question.tolerance;
    grade.answered = true;
    grade.correct = withinTolerance(value, expected, tolerance);
    const QString& unit = question.unitHtml; // the feedback is Markdown
    const QString suffix = unit.isEmpty() ? QString() : QStringLiteral(" ") + unit;
    if (grade.correct) {
        // The verdict above already says "Correct". An answer accepted within the tolerance but
        // written otherwise than the answer (4.18 for 4.185) is not followed by a competing
        // figure, which read as a correction (sp13 B9): the student's own number is named.
        // Compared at the answer's three digits: 0.83 typed for 0.8295 is the figure shown.
        const QString answer = answerText(expected, tolerance, locale);
        if (answerText(value, tolerance, locale, false) ==
            answerText(expected, tolerance, locale, false))
            grade.feedback =
                QCoreApplication::translate("lessons", "%1%2 is the answer.").arg(answer, suffix);
        else
            grade.feedback =
                QCoreApplication::translate("lessons", "%1%2 is within %3 of the answer.")
                    .arg(formatNumber(value, locale), suffix, formatNumber(tolerance, locale));
    } else {
        // The author's hint for a usual wrong answer (a lost sign, d_k for sqrt(d_k), ...) comes
        // first: the first `mistake` the typed number matches within the tolerance, or within 1%
        // of the wrong value (a student rounds a wrong answer too: 0.64 for 0.6393 at 0.001).
        QString hint;
        for (const NumericMistake& mistake : question.mistakes) {
            const Result<double> wrong = evaluate(mistake.expected, params);
            if (!wrong || !std::isfinite(wrong.value()))
                continue;
            const double near = std::max(tolerance, 0.01 * std::fabs(wrong.value()));
            if (withinTolerance(value, wrong.value(), near) && !mistake.hintHtml.isEmpty()) {
                hint = mistake.hintHtml;
                grade.mistake = mistake.id;
                break;
            }
        }
        const QString typedText = formatNumber(value, locale) + suffix;
        // How far from the answer as it is shown: "5.5 is 0.348 from the answer shown" beside
        // "Answer: 5.85" read as two answers (sp20); "2.92 is 2.93 from the answer shown" read as
        // if 2.92 came from 2.93 (sp21), hence "differs ... by".
        const QString off =
            formatExactOrValue(std::fabs(value - shownAnswer(expected, tolerance, locale)),
                               locale) +
            suffix;
        const QString allowed = formatNumber(tolerance, locale);
        const bool answerShown = shown == AnswerShown::Yes;
        // With the answer shown, a gap small beside the answer ("3.05 is 0.05 from the answer
        // shown" under "Answer: 3.00") read as a rounding the grader was strict about (sp20):
        // the tolerance is named whenever the gap is within a tenth of the answer, in every
        // branch that gives the gap. A large gap is plainly another figure.
        const bool nameTolerance = tolerance > 0 && std::fabs(value - expected) <=
                                                        kCloseMissRelative * std::fabs(expected);
        const QString gapText =
            nameTolerance
                ? QCoreApplication::translate("lessons",
                                              "%1 differs from the answer shown by %2, more "
                                              "than the %3 allowed.")
                      .arg(typedText, off, allowed)
                : QCoreApplication::translate("lessons", "%1 differs from the answer shown by %2.")
                      .arg(typedText, off);
        if (!hint.isEmpty()) {
            grade.feedback =
                (answerShown ? gapText
                             : QCoreApplication::translate("lessons", "%1%2 is not the answer.")
                                   .arg(formatNumber(value, locale), suffix)) +
                QStringLiteral("\n\n") + hint;
        } else if (isSignSlip(value, expected, tolerance)) {
            // Lesson 1's author hint said so and lesson 3's question did not: a sign lost on the
            // way is told the same way in every numeric question (sp19).
            grade.feedback =
                answerShown
                    ? QCoreApplication::translate("lessons",
                                                  "%1 is the answer shown with the opposite "
                                                  "sign: one step turned the sign.")
                          .arg(typedText)
                    : QCoreApplication::translate("lessons",
                                                  "%1 is not the answer, but only its sign is "
                                                  "wrong: which step decides the sign?")
                          .arg(typedText);
        } else if (isNearMiss(value, expected, tolerance)) {
            // The tolerance is named only where it tells the student something: a near miss that
            // asks for more care with the digits. Named on every miss it read as three different
            // rules (0.001, 0.02, 0.05) in one lesson (sp17).
            grade.feedback =
                answerShown
                    ? QCoreApplication::translate("lessons",
                                                  "%1 differs from the answer shown by %2, more "
                                                  "than the %3 allowed: a gap that small usually "
                                                  "comes from a figure rounded too early.")
                          .arg(typedText, off, allowed)
                    : QCoreApplication::translate("lessons",
                                                  "%1%2 is close, but more than %3 from the "
                                                  "answer: work it out with more digits.")
                          .arg(formatNumber(value, locale), suffix, allowed);
        } else {
            // A bare "not it" left a student pass with nothing to do but guess again (D19); with
            // the answer on screen, how far off it was is what there is to learn.
            grade.feedback =
                answerShown
                    ? gapText
                    : QCoreApplication::translate("lessons", "%1%2 is not the answer.")
                              .arg(formatNumber(value, locale), suffix) +
                          QStringLiteral(" ") +
                          QCoreApplication::translate(
                              "lessons", "Go through each step again: which rule applies here, "
                                         "and which numbers go into it?");
        }
    }
    return grade;
}

QString expectedAnswerText(const QuestionSpec& question, const QHash<QString, double>& params,
                           const QLocale& locale) {
    const Result<double> expected = evaluate(question.expected, params);
    return expected ? answerText(expected.value(), question.tolerance, locale) : QString();
}

QString rightOptionsText(const QuestionSpec& question) {
    QStringList right;
    for (const ChoiceOption& option : question.options) {
        if (question.answer.contains(option.id))
            right.append(option.html);
    }
    return right.join(QStringLiteral("; "));
}

} // namespace lessons
