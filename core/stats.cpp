// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/stats.h"

#include "core/format.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace attn {

using detail::number;

Result<SampleStats> sampleStats(const Eigen::VectorXd& x) {
    const Eigen::Index n = x.size();
    if (n < 2)
        return Error{ErrorCode::EmptyInput, "a sample variance needs at least 2 values, got " +
                                                std::to_string(n) + "; add more values"};
    double largest = 0.0;
    for (Eigen::Index i = 0; i < n; ++i) {
        if (!std::isfinite(x[i]))
            return Error{ErrorCode::NotANumber, "value " + std::to_string(i + 1) + " is " +
                                                    number(x[i]) +
                                                    "; statistics need finite values, remove "
                                                    "or replace it"};
        largest = std::max(largest, std::abs(x[i]));
    }
    // Scale by a power of two (exact) so that sums of values near 1e308 cannot overflow.
    int exponent = 0;
    if (largest > 0.0)
        std::frexp(largest, &exponent);
    // Element by element: 2^-exponent alone overflows for subnormal data.
    const Eigen::ArrayXd y = x.array().unaryExpr([exponent](double v) {
        return std::ldexp(v, -exponent); // |y| < 1
    });
    // Two passes: the mean first, then squared deviations (no catastrophic cancellation).
    const double mean = y.mean();
    const double sumSquares = (y - mean).square().sum();
    SampleStats stats;
    stats.count = long(n);
    stats.mean = std::ldexp(mean, exponent);
    stats.variance = std::ldexp(sumSquares / double(n - 1), 2 * exponent);
    if (!std::isfinite(stats.variance))
        return Error{ErrorCode::TooLarge,
                     "the variance of these values exceeds the double range; divide the "
                     "values by a common factor first"};
    // sd from the scaled variance: finite even where the variance itself would not be.
    stats.sd = std::ldexp(std::sqrt(sumSquares / double(n - 1)), exponent);
    return stats;
}

double Histogram::binWidth() const {
    if (counts.size() == 0)
        return 0.0;
    const double width = (hi - lo) / double(counts.size());
    if (std::isfinite(width))
        return width;
    return hi / double(counts.size()) - lo / double(counts.size()); // hi - lo overflowed
}

double Histogram::binCenter(int i) const {
    return lo + (double(i) + 0.5) * binWidth();
}

long Histogram::total() const {
    return long(counts.sum()) + underflow + overflow;
}

Result<Histogram> histogram(const Eigen::VectorXd& x, int bins, double lo, double hi) {
    if (bins < 1 || bins > 100000)
        return Error{ErrorCode::BadHistogram, "a histogram of " + std::to_string(bins) +
                                                  " bins is not allowed; use 1 to 100000 bins"};
    if (!std::isfinite(lo) || !std::isfinite(hi) || !(lo < hi))
        return Error{ErrorCode::BadHistogram, "the histogram axis [" + number(lo) + ", " +
                                                  number(hi) +
                                                  "] is not allowed; use finite ends with the "
                                                  "lower end below the upper end"};
    Histogram h;
    h.lo = lo;
    h.hi = hi;
    h.counts = Eigen::VectorXi::Zero(bins);
    // Halving both ends keeps the width finite for axes such as [-1e308, 1e308].
    const bool halve = !std::isfinite(hi - lo);
    const double origin = halve ? lo * 0.5 : lo;
    const double perUnit = double(bins) / (halve ? hi * 0.5 - lo * 0.5 : hi - lo);
    const double factor = halve ? 0.5 : 1.0;
    if (!std::isfinite(perUnit) || !(h.binWidth() >= std::numeric_limits<double>::min()))
        return Error{ErrorCode::BadHistogram, "the histogram axis [" + number(lo) + ", " +
                                                  number(hi) + "] is too narrow for " +
                                                  std::to_string(bins) +
                                                  " bins; widen the axis or use fewer bins"};
    for (Eigen::Index i = 0; i < x.size(); ++i) {
        const double value = x[i];
        if (std::isnan(value))
            return Error{ErrorCode::NotANumber, "value " + std::to_string(i + 1) +
                                                    " is not a number; remove or replace it"};
        if (value < lo) {
            ++h.underflow;
        } else if (value > hi) {
            ++h.overflow;
        } else {
            // value in [lo, hi]: the position is in [0, bins]; rounding and value == hi may
            // give bins, which belongs to the last bin.
            const double position = (value * factor - origin) * perUnit;
            const int bin = std::min(int(position), bins - 1);
            ++h.counts[std::max(bin, 0)];
        }
    }
    return h;
}

double normalPdf(double x, double mean, double sd) {
    if (!std::isfinite(sd) || !(sd > 0.0) || std::isnan(x) || std::isnan(mean))
        return 0.0;
    constexpr double invSqrtTwoPi = 0.39894228040143267794;
    const double z = (x - mean) / sd;
    if (!std::isfinite(z))
        return 0.0; // x infinitely far from the mean
    return invSqrtTwoPi / sd * std::exp(-0.5 * z * z);
}

} // namespace attn
