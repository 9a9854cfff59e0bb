// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

namespace attn {

// How a softmax weight in percent is written wherever a student reads it (tables, chart labels,
// readouts), so the same weight reads the same everywhere. The caller adds the locale's digits
// and the percent sign.
//
//   pct                 shown
//   NaN, +-inf          Invalid
//   <= 0                0            (exactly 0: a weight of a masked key)
//   (0, 0.01)           < 0.01       (Below; never 4.25e-16)
//   [0.01, 99.95)       3 significant digits, as numberTexts writes every other number:
//                       0.0123, 0.820, 5.65, 66.5 (at least one decimal: 12.0, never 12)
//   [99.95, 100)        > 99.9       (Above; 99.97 never reads as 100.0)
//   >= 100              100
struct PercentText {
    enum class Bound { Exact, Below, Above, Invalid };
    Bound bound = Bound::Exact;
    double value = 0.0; // the number to print (the bound itself for Below and Above)
    int decimals = 0;
};

constexpr double kSmallestShownPct = 0.01;

PercentText percentText(double pct);

} // namespace attn
