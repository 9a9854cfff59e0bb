// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The one number format of everything a student reads (issue 19), Qt-free so the charts and the
// lessons layer share it; app/ and lessons/ fill NumberFormat from the interface locale.
//   - the minus sign is U+2212, never a hyphen-minus;
//   - thousands are grouped from 10,000 up (1024, 4096, 10,000), as style guides write numbers;
//   - no e-notation: below 10^-3 or from 10^6 up a value reads "6.8 × 10⁻⁵", and only there
//     (one notation rule over the whole range: 0.0300, 0.00816, 4.55 × 10⁻⁹);
//   - a value that rounds to zero reads 0, never -0;
//   - numbers shown together (a chart's value labels and its readout, one row of a table) share
//     the decimals of the largest at 3 significant digits: numberTexts;
//   - a softmax weight is a percentage by percentWeightText, with the same 3 significant digits
//     ("< 0.01%", "0.820%", "66.5%", "> 99.9%"),
//     and a weight of finite scores never reads exactly 0% or 100% (charts::formatSoftmaxPercent);
//   - a value a control sets is written with the control's decimals wherever it is repeated (a
//     box of 8.0, a readout "Temperature 8.0"; a bar dragged in steps of 0.1 labelled "4.0"), and
//     a value on an axis of thousands without them, like its ticks ("−1000" beside "10,000").
// Every result is UTF-8; app/ and lessons/ localise the point and the separators ("2,5").

#include <string>
#include <vector>

namespace attn {

// The true minus sign (U+2212, UTF-8) that every negative number on screen starts with.
inline constexpr const char* kMinusSign = "\u2212";

struct NumberFormat {
    std::string decimalPoint = ".";
    std::string groupSeparator = ",";
    std::string percentSign = "%"; // "\u00a0%" where a space goes before it (German)
};

// `significant` digits (1..15), trailing zeros dropped: "0.18", "0.0546", "2.5", "1024".
std::string numberText(double value, int significant, const NumberFormat& format);
// Numbers shown together (a chart's value labels with its readout) as one column: the decimals
// the largest takes at `significant` digits, trailing zeros kept ("0.248", "0.210", "0.032",
// never "0.21" beside "0.248", nor "0.0300" beside "0.235": sp19). A value those decimals would
// leave with fewer than two significant digits takes its own `significant` digits ("0.00816"),
// and powers of ten keep their notation. Zero reads "0".
std::vector<std::string> numberTexts(const std::vector<double>& values, int significant,
                                     const NumberFormat& format);
// Numbers of one kind on a chart with a floor (a bounded axis' resolution), shown together with
// a readout of the same kind: the gradient factors s(1 - s) on their 0..0.25 axis and the
// Jacobian norm under them (issue 19: bars "0.0001" over a norm "1.35 × 10⁻⁴"). numberTexts'
// column at `significant` digits, but always plain decimals down to 10^-floorDecimals, and a
// value that is not 0 but smaller reads "< 0.0001" ("> −0.0001"): one notation at every slider
// position, never "× 10ⁿ", never 2.4 × 10⁻²⁴ over a bar no figure can draw (sp32). Zero reads
// "0"; NaN and infinity as numberText. A single value (a readout) is a column of one.
std::vector<std::string> flooredTexts(const std::vector<double>& values, int significant,
                                      int floorDecimals, const NumberFormat& format);
// One value shown by the rule of numbers shown together: 3 significant digits, trailing zeros kept
// ("−0.250", "1.00", "32.0", "9216", "0"), so it reads as its neighbours do whatever their size.
// A lesson's {formula} readout and the answer of a numeric question are written this way.
std::string valueText(double value, const NumberFormat& format);
// A value read alone in a sentence (a lesson's {formula} readout, a numeric answer, a chart's
// readout line): the fewest digits that write it exactly ("8", "−0.5", "0.062"), else valueText's
// three significant digits ("22.6", "0.830"); below 10⁻³ and from 10⁶ up valueText's form. A
// student read "√64 = 8.00" and "2.0 × 3.0 × 1.00 = 6.00" as measured to three digits (sp19).
std::string exactOrValueText(double value, const NumberFormat& format);
// Exactly `decimals` digits after the point (0..15), for columns that line up.
std::string fixedText(double value, int decimals, const NumberFormat& format);
// A softmax weight in percent by percentText's rule: "< 0.01%", "0.820%", "66.5%", "> 99.9%";
// empty for NaN or infinity (the caller says "not a number" in the student's language).
std::string percentWeightText(double pct, const NumberFormat& format);
// Weights shown together (a table's column, one run's row, a chart's bars) with one number of
// decimals, the one the largest weight takes by percentText's rule: "66.5%, 24.5%, 9.0%", never
// "9.00%" under "66.5%" (a student pass, issue 19). A weight those decimals would round to 0 reads
// "< 0.1%" (with the column's last digit), one that would round to 100 "> 99.9%"; exactly 0 reads
// "0%", NaN or infinity an empty text.
std::vector<std::string> percentWeightTexts(const std::vector<double>& pcts,
                                            const NumberFormat& format);
// Numbers read as one quantity (the two coordinates of a point) with one number of decimals, the
// ones the largest takes at `significant` digits: (0.37, 3.29), never (0.373, 3.29).
std::vector<std::string> sharedDecimalTexts(const std::vector<double>& values, int significant,
                                            const NumberFormat& format);
// The fewest digits after the point that write `value` exactly, within 1e-9 of its size (0.5: 1,
// 0.25: 2, 2: 0), at most `maxDecimals`; 0 for NaN and infinity. A slider's step, a score chart's
// snap step and a slider's box all count their digits this way.
int decimalsOf(double value, int maxDecimals = 6);
// True when `value` is written exactly with `decimals` digits after the point (4.1 with 1, not
// 4.15): such a value is shown with exactly that many ("4.0" beside a box that shows "4.0").
bool onDecimalGrid(double value, int decimals);
// A number written as a factor right after "×" or "⋅": a negative one goes in parentheses, as
// in print ("2.00 × (−0.500)").
std::string factorText(const std::string& number);

} // namespace attn
