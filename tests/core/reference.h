// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Naive reference loops the core is checked against: long double, one element at a time, no
// Eigen expressions, written for clarity rather than speed.

#include <Eigen/Core>

#include <cmath>
#include <limits>
#include <vector>

namespace reference {

inline Eigen::VectorXd softmax(const Eigen::VectorXd& x, double temperature = 1.0) {
    const Eigen::Index n = x.size();
    Eigen::VectorXd out = Eigen::VectorXd::Zero(n);
    long double top = -std::numeric_limits<long double>::infinity();
    for (Eigen::Index i = 0; i < n; ++i)
        top = std::max(top, (long double)x[i]);
    if (std::isinf(top) && top > 0) {
        int shares = 0;
        for (Eigen::Index i = 0; i < n; ++i)
            shares += std::isinf(x[i]) && x[i] > 0;
        for (Eigen::Index i = 0; i < n; ++i)
            out[i] = std::isinf(x[i]) && x[i] > 0 ? 1.0 / shares : 0.0;
        return out;
    }
    if (std::isinf(top))
        return out;
    long double sum = 0;
    std::vector<long double> e(std::size_t(n), 0.0L);
    for (Eigen::Index i = 0; i < n; ++i) {
        e[std::size_t(i)] = std::exp(((long double)x[i] - top) / (long double)temperature);
        sum += e[std::size_t(i)];
    }
    for (Eigen::Index i = 0; i < n; ++i)
        out[i] = double(e[std::size_t(i)] / sum);
    return out;
}

} // namespace reference
