// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/percent.h"

#include <algorithm>
#include <cmath>

namespace attn {

PercentText percentText(double pct) {
    using Bound = PercentText::Bound;
    if (!std::isfinite(pct))
        return {Bound::Invalid, 0.0, 0};
    if (pct <= 0.0)
        return {Bound::Exact, 0.0, 0};
    if (pct < kSmallestShownPct)
        return {Bound::Below, kSmallestShownPct, 2};
    // Three significant digits, as every other number on screen (core/numbertext.h): 0.820,
    // 5.65, 66.5. 99.95 is the first value one decimal would round up to 100.0.
    if (pct < 99.95) {
        const int exponent = int(std::floor(std::log10(pct)));
        int decimals = std::max(1, 2 - exponent);
        // 0.9996 to three digits is 1.00, not 1.000: the rounding carried into the next power.
        const double scale = std::pow(10.0, decimals);
        if (decimals > 1 && std::round(pct * scale) / scale >= std::pow(10.0, exponent + 1))
            --decimals;
        return {Bound::Exact, pct, decimals};
    }
    if (pct < 100.0)
        return {Bound::Above, 99.9, 1};
    return {Bound::Exact, 100.0, 0};
}

} // namespace attn
