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
// Whether `value` is within `tolerance` of `target`, with a little relative slack so that
// 0.1 + 0.2 style rounding never fails an exact answer (or misses an exact wrong one).
bool withinTolerance(double value, double target, double tolerance);
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

// Explain-it-back: the model answer opens only after a real attempt, not after "ok".
constexpr int kMinExplanationWords = 8;
int countWords(const QString& text); // tokens holding at least one letter or digit
bool isExplanationAttempt(const QString& text);

} // namespace lessons
