// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/result.h"

#include <Eigen/Core>

namespace attn {

struct SampleStats {
    long count;
    double mean;
    double variance; // unbiased (divides by count - 1)
    double sd;
};

// Mean, unbiased variance and standard deviation. Fewer than 2 values -> EmptyInput; NaN or
// +-inf -> NotANumber (names the index); a variance beyond double range -> TooLarge. Values up
// to +-1.79e308 are fine: the data are scaled by a power of two before summing.
Result<SampleStats> sampleStats(const Eigen::VectorXd& x);

// Counts over a fixed axis [lo, hi] cut into equal bins. Values below lo go to underflow,
// above hi to overflow (+-inf included); x == hi goes to the last bin.
struct Histogram {
    double lo = 0.0, hi = 1.0;
    Eigen::VectorXi counts;
    long underflow = 0, overflow = 0;

    double binWidth() const;
    double binCenter(int i) const; // i in 0..bins-1
    long total() const;            // counts + underflow + overflow
};

// bins in 1..100000 and lo < hi, both finite, with bins of a width of at least 2.2e-308
// (BadHistogram otherwise); NaN values ->
// NotANumber (names the index). An empty x gives empty counts, not an error.
Result<Histogram> histogram(const Eigen::VectorXd& x, int bins, double lo, double hi);

// Density of N(mean, sd^2) at x. Domain: sd finite and > 0, x and mean not NaN; outside it the
// function returns 0 (a flat curve) rather than NaN, so a chart never draws garbage.
double normalPdf(double x, double mean, double sd);

} // namespace attn
