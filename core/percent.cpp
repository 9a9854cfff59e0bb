#include "core/percent.h"

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
    if (pct < 1.0)
        return {Bound::Exact, pct, 2};
    // 99.95 is the first value one decimal would round up to 100.0.
    if (pct < 99.95)
        return {Bound::Exact, pct, 1};
    if (pct < 100.0 - kSmallestShownPct / 2)
        return {Bound::Exact, pct, 2};
    if (pct < 100.0)
        return {Bound::Above, 100.0 - kSmallestShownPct, 2};
    return {Bound::Exact, 100.0, 0};
}

} // namespace attn
