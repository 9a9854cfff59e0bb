// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/blockspecs.h"
#include "lessons/result.h"

#include <limits>

#include <QHash>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace lessons {

struct Grade {
    bool answered = false;
    bool correct = false;
    QString feedback; // Markdown: per-option feedback, or why the answer could not be graded
    QString mistake;  // numeric: the id of the author's `mistake` the wrong answer matched
};

// Whether the answer goes on screen with this grade (a second miss, Show answer): then the
// feedback is a verdict that explains the gap, never an invitation to try again beside an
// answer that can no longer be tried (sp19: "work it out with more digits" beside "Answer:
// 4.18" and no Retry).
enum class AnswerShown { No, Yes };

// single/multi. A missed multi-select answer is told how many boxes are set wrong, not which.
Grade gradeChoice(const QuestionSpec& question, const QStringList& chosenOptionIds,
                  AnswerShown shown = AnswerShown::No);
// Multi-select: one Markdown list item per option, in `shownOrder` (option ids as the student saw
// them; ids it lacks follow in written order), saying whether it was ticked and whether it is
// right, with the author's feedback for each option. For when the answer is shown.
QString choiceVerdicts(const QuestionSpec& question, const QStringList& chosen,
                       const QStringList& shownOrder);
// `locale` is the student's: it reads what they type ("2,5" in German) and writes the feedback.
// A miss is told, in this order: the author's hint for that wrong value, a lost sign
// (isSignSlip), a near miss (isNearMiss), or plainly; with the answer shown, how far off it is.
Grade gradeNumeric(const QuestionSpec& question, const QString& typed,
                   const QHash<QString, double>& params, const QLocale& locale = QLocale::c(),
                   AnswerShown shown = AnswerShown::No);
// The answer with the other sign: `value` flipped is within `tolerance` of `expected`. Never for
// zero, infinities or NaN (zero has no sign to lose), nor for a value that is right as typed.
bool isSignSlip(double value, double expected, double tolerance);
// A wrong numeric answer that a student would reach by the right steps with figures rounded too
// early, told "close ... work it out with more digits". Only then: told to a value of the wrong
// sign (0.032 for −0.062, sp19) it sent the student after digits when a step was wrong. So a near
// miss has the answer's sign and misses it by more than the tolerance but by at most
// kCloseMissTolerances tolerances and at most kCloseMissRelative of the answer's size. Rounding
// the few inputs of a hand computation to two significant digits moves the result by a few
// percent, so a tenth of the answer holds every such slip; more is another computation. A zero
// answer has no near miss (the relative bound is 0: zero comes out exactly, or a step is wrong),
// and neither has an exact answer (tolerance 0), a value that is not finite, or one with a
// tolerance that already spans more than a tenth of the answer.
constexpr double kCloseMissTolerances = 10.0;
constexpr double kCloseMissRelative = 0.1;
bool isNearMiss(double value, double expected, double tolerance);
// The expected answer at `params`, written with the decimals its tolerance asks for, as the
// "Correct: …" line writes it ("−7.07" within 0.01, never "−7.07107"); empty when it cannot be
// computed.
QString expectedAnswerText(const QuestionSpec& question, const QHash<QString, double>& params,
                           const QLocale& locale = QLocale::c());
// A choice question's right options as they read (their HTML), joined by "; ".
QString rightOptionsText(const QuestionSpec& question);

// A prediction is a commitment compared with what happens, never graded: a question's prediction
// and a lab's read alike, in the page's own colour (sp20: the lab still said a red "✘ Not quite."
// where the question beside it said "What happens differs from your prediction.").
QString predictionVerdictText(bool matches); // "Your prediction matches what happens."
QString youPredictedLabel();                 // "You predicted:", before the prediction
QString whatHappensLabel();                  // "What happens:", before what was observed

// Lab predictions; runs are max weights per head dim in percent, in the lab's dims order.
enum class Direction { Sharper, Flatter, Unchanged };
constexpr double kUnchangedBelowPct = 0.05;
Direction observedDirection(const QList<double>& previousMaxPct, const QList<double>& newMaxPct);
// The one-line reason under a lab's verdict: how the largest weight moved at each head dimension
// from the run before the edit to the scored run ("The largest weight rose from 40.0% to 66.5% at
// dₖ = 1; fell from … at dₖ = 16."; one dimension: no dₖ named). Empty when nothing is known.
QString weightChangeText(const QList<int>& dims, const QList<double>& beforePct,
                         const QList<double>& afterPct, const QLocale& locale = QLocale::c());
// `reason` (weightChangeText) follows the verdict: a student read "sharper; came out flatter"
// and nothing about which weight moved (sp19).
Grade gradeDirectionPrediction(Direction predicted, Direction observed,
                               const QString& reason = QString());
// beforePct: the largest weight of the logits before the edit (NaN: unknown). A miss names it, so
// the student sees how far the edit moved the weight and that the other weights moved with it.
Grade gradeMaxWeightPrediction(double predictedPct, double observedPct, double tolerancePct,
                               const QLocale& locale = QLocale::c(),
                               double beforePct = std::numeric_limits<double>::quiet_NaN());
QString
directionName(Direction direction); // "sharper", "flatter", "unchanged": stored, never shown
QString directionLabel(Direction direction); // the translated word shown to the student
bool parseDirection(const QString& name, Direction* out);

// Numbers separated by commas. "4,,2", "abc", 1e400, "" fail with the 0-based offset of the
// bad item in error().offset(). Lesson files always use this C form.
// In a locale whose decimal separator is a comma (German), a student separates numbers with ";"
// ("0; 4; 2,5"), or with a comma followed by a space ("0, 4, 2,5"), or with spaces alone
// ("0 4 2,5"); a comma between digits is a decimal comma. Commas with no space and no ";"
// ("0,4,2") are ambiguous and fail with a message that shows the ";" form.
// `example` is the list the error messages show; empty: numberListExample.
Result<QList<double>> parseNumberList(const QString& typed, int maxItems, double maxAbs,
                                      const QLocale& locale = QLocale::c(),
                                      const QString& example = QString());
// A number list kept from another session, written in `locale`'s list form ("0, 4, 2" reads
// "0; 4; 2" in German, "0; 4; 2,5" reads "0, 4, 2.5" in English): read in `locale`, else in
// English, else in German. A text none of them reads is returned as it is. Only for records
// written before storedNumberList: a German "1,5" read in English was the list [1, 5].
QString numberListInLocale(const QString& typed, const QLocale& locale);
// A field of numbers as the record keeps it: a list `typed` in `locale` is written in one
// canonical form, "[0, 4, 2.5]" (C locale, shortest exact digits, in brackets, which no list a
// student types has); anything else is kept as typed.
QString storedNumberList(const QString& typed, const QLocale& locale);
// The field again from storedNumberList's text, in `locale`'s list form: the canonical form is
// read exactly; a text without brackets (typed wrong, or from an older record) goes through
// numberListInLocale.
QString numberListFromStore(const QString& stored, const QLocale& locale);
// The example a student sees in a number list's placeholder and in its error messages.
QString numberListExample(const QLocale& locale);

// One typed number ("3.5", "1e-3", " 2 "); accepts a decimal comma when there is no dot, and a
// decimal point in any locale; never a group separator ("1.000" is one, not a thousand).
Result<double> parseNumber(const QString& typed, const QLocale& locale = QLocale::c());
// A number as the student would type it, which parseNumber reads back ("2,5", "-1"): for input
// fields and examples of what to type. Text to read goes through lessons/displaytext.h.
QString typedNumberText(double value, const QLocale& locale);

// Explain-it-back: the model answer opens only after a real attempt, not after "ok".
constexpr int kMinExplanationWords = 8;
int countWords(const QString& text); // tokens holding at least one letter or digit
bool isExplanationAttempt(const QString& text);

} // namespace lessons
