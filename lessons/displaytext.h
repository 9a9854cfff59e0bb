// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/numbertext.h"
#include "lessons/lesson.h"

#include <QHash>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace lessons {

// The one way from lesson data to the text a student sees or hears (issue 19). A lesson string
// (a control's label, an option, a title) holds $...$ math as the author wrote it; every view
// takes one of the three forms below instead of formatting it by its own route, so neither a math
// placeholder nor a parameter name nor an option id can reach the screen.
struct DisplayText {
    QString markdown; // rich text: Markdown with math placeholders (app's MarkdownLabel typesets)
    QString plain;    // Unicode: outline, titles, tooltips, chart labels, CSV, PDF text ("dₖ")
    QString spoken;   // accessible name: math read out ("d sub k")
};

// A lesson text as written ($...$ allowed) in its three forms.
DisplayText displayText(const QString& source);
// How the student knows a parameter: its control's label; a parameter without a control (a
// binding only) by its name with math look, never the identifier ("d_k" -> "dₖ").
DisplayText parameterLabel(const Lesson& lesson, const QString& parameter);
// The label without the note in parentheses that may end it: how a list of values or a menu
// ("Undo slider Score z₁ of key 1") names the control.
DisplayText parameterName(const Lesson& lesson, const QString& parameter);
// "Length of a = 2, Angle θ = 165": the values sorted by the order of the lesson's controls.
// The names of `values` in the order their controls stand on the page, then any others by name.
QStringList parameterNamesInPageOrder(const Lesson& lesson, const QHash<QString, double>& values);
DisplayText parameterValues(const Lesson& lesson, const QHash<QString, double>& values,
                            const QLocale& locale);
// What a chosen option says (its text, plain), or the id when the question no longer has it.
QString optionText(const Lesson& lesson, const QString& questionId, const QString& optionId);
// The choices of an answer in the question's words, or the typed number as typed.
QString answerText(const Lesson* lesson, const QString& questionId, const QStringList& choices,
                   const QString& typed);

// "62,9 %" with a no-break space, so a line never ends on a number and starts with its percent
// sign (sp27: "62,9 / % statt"). A space or a line break between a digit and "%" or "‰" in
// lesson text becomes U+00A0; markdownWithMath and plainTextWithMath apply it to every lesson
// text, numbers formatted here (core's percent sign) have it already.
QString withPercentSignsKept(const QString& text);

// One number format for every view (core/numbertext.h has the rule) in the locale's digits.
attn::NumberFormat numberFormat(const QLocale& locale);
// `significant` digits, trailing zeros dropped ("0.18", "0.0546", "2.5", "6.8 × 10⁻⁵").
QString formatNumber(double value, const QLocale& locale, int significant = 6);
// One value by the rule of numbers shown together (attn::valueText): "−0.250", "1.00", "32.0".
QString formatValue(double value, const QLocale& locale);
// A value in lesson text (a readout's {formula}, a numeric answer) by attn::exactOrValueText:
// "8", "−0.5", "0.062", "22.6". Charts' value labels keep formatValue (they stand in columns);
// their readout lines follow this rule.
QString formatExactOrValue(double value, const QLocale& locale);
// A softmax weight in percent by attn::percentText's rule: "< 0.01%", "66.5%", "99.99%".
QString formatPercent(double pct, const QLocale& locale);
// Exactly `decimals` digits after the point (a readout column that should line up).
QString formatFixed(double value, int decimals, const QLocale& locale);
// A point: "(−0.48, 0.13)" in English; "(−0,48; 0,13)" where the comma is the decimal sign.
QString formatPoint(double x, double y, int decimals, const QLocale& locale);
// The separator between numbers in a list: ", " or "; " with a decimal comma.
QString listSeparator(const QLocale& locale);

// A paragraph's accessible name: its first sentence, or its first words up to about
// `maxChars` and an ellipsis, so a screen reader's list of the page tells paragraphs apart (each
// was named "Lesson text", issue 26). The whole spoken text goes in the description.
QString spokenHeadline(const QString& spoken, int maxChars = 120);

} // namespace lessons
