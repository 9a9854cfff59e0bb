// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/softmax.h"

#include "core/format.h"

#include <cmath>
#include <limits>
#include <string>

namespace attn {

namespace {

using detail::number;

bool validTemperature(double temperature) {
    return std::isfinite(temperature) && temperature > 0.0;
}

Error temperatureError(double temperature) {
    return {ErrorCode::BadTemperature, "temperature " + number(temperature) +
                                           " is not allowed; use a finite temperature above 0 "
                                           "(1 leaves the logits unchanged)"};
}

// Writes softmax(x / temperature) into out. x holds no NaN (checked by the callers).
template <typename In, typename Out> void softmaxInto(const In& x, double temperature, Out&& out) {
    const double top = x.maxCoeff();
    if (top == std::numeric_limits<double>::infinity()) {
        // The +inf entries share all the weight; exp() of inf - inf would be NaN.
        const Eigen::Index shares = (x.array() == top).count();
        out = (x.array() == top).template cast<double>() / double(shares);
        return;
    }
    if (top == -std::numeric_limits<double>::infinity()) {
        out.setZero(); // safe softmax: nothing may be attended to
        return;
    }
    // x - top <= 0, so exp() <= 1 and the largest term is exactly 1: the sum lies in [1, n].
    // A difference that overflows to -inf (e.g. -1e308 - 1e308) correctly gives weight 0.
    // The C library's exp(): here faster than Eigen's SSE2 double exp(), below 1 ulp, and it
    // underflows gracefully (Eigen's clamps near -708 and would give -inf a weight of 2.5e-308).
    for (Eigen::Index i = 0; i < out.size(); ++i)
        out[i] = std::exp((x[i] - top) / temperature);
    out /= out.sum();
}

} // namespace

Result<Eigen::VectorXd> softmax(const Eigen::VectorXd& logits, double temperature) {
    if (!validTemperature(temperature))
        return temperatureError(temperature);
    if (logits.size() == 0)
        return Error{ErrorCode::EmptyInput, "softmax needs at least one logit; add a value"};
    if (logits.hasNaN()) { // vectorised; the loop below only names the first NaN
        for (Eigen::Index i = 0; i < logits.size(); ++i) {
            if (std::isnan(logits[i]))
                return Error{ErrorCode::NotANumber, "logit " + std::to_string(i + 1) +
                                                        " is not a number; replace it with a "
                                                        "finite value, or -inf to give it no "
                                                        "weight"};
        }
    }
    Eigen::VectorXd weights(logits.size());
    softmaxInto(logits, temperature, weights);
    return weights;
}

Result<Eigen::MatrixXd> softmaxRows(const Eigen::MatrixXd& logits, double temperature) {
    if (!validTemperature(temperature))
        return temperatureError(temperature);
    if (logits.rows() == 0 || logits.cols() == 0)
        return Error{ErrorCode::EmptyInput,
                     "softmaxRows needs at least one row and one column; add values"};
    for (Eigen::Index c = 0; c < logits.cols(); ++c) {
        for (Eigen::Index r = 0; r < logits.rows(); ++r) {
            if (std::isnan(logits(r, c)))
                return Error{ErrorCode::NotANumber,
                             "logit in row " + std::to_string(r + 1) + ", column " +
                                 std::to_string(c + 1) +
                                 " is not a number; replace it with a finite value, or -inf to "
                                 "give it no weight"};
        }
    }
    Eigen::MatrixXd weights(logits.rows(), logits.cols());
    for (Eigen::Index r = 0; r < logits.rows(); ++r)
        softmaxInto(logits.row(r), temperature, weights.row(r));
    return weights;
}

} // namespace attn
