// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/lesson.h"

#include <functional>

namespace lessons::parse {

using WarningSink = std::function<void(SourcePos pos, const QString& message, const QString& hint)>;

// Mistakes that leave a lesson valid but tell the student the answer or the wrong verdict (an
// outside instructor's one-mistake files, issue 25): a prediction that shows its chart, a figure
// drawn above the question that hides it, a wrong option's feedback that says "right", a
// mistake formula equal to the answer, a direction lab given `predict-dim`, a skipped heading
// level.
void warnAboutGiveaways(const Lesson& lesson, const WarningSink& warn);

// Whether a feedback opens with a verdict ("Right: ...", "Not quite: ...", "Richtig", "Nein,"):
// the only place where a choice question's texts say which option is right.
bool saysRight(const QString& feedback);
bool saysWrong(const QString& feedback);
// The feedback as the student reads it under the application's own verdict ("✔ Correct."):
// an opening verdict followed by a mark ("Right: ...", "No, reversed: ...", "Richtig: ...") is
// for the checker and left out, so the verdict is not said twice (sp13 B12); the next letter is
// capitalised. A feedback that is a verdict alone ("Yes.") stays as written.
QString withoutOpeningVerdict(const QString& feedback);

// Whether the text before a bold word names a button with it: it ends in a press verb ("Press",
// "click on", "Drücken Sie", "klicken Sie auf") or in "button"/"Schaltfläche"/"Knopf".
bool namesAButton(const QString& textBefore);

} // namespace lessons::parse
