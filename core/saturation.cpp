// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/saturation.h"

#include "core/format.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace attn {

using detail::number;

namespace {

// Returns an error unless s is a probability vector (see saturation.h).
std::optional<Error> checkProbability(const Eigen::VectorXd& s) {
    const Eigen::Index n = s.size();
    if (n == 0)
        return Error{ErrorCode::EmptyInput, "there are no weights; give at least one"};
    for (Eigen::Index i = 0; i < n; ++i) {
        if (!std::isfinite(s[i]) || s[i] < 0.0)
            return Error{ErrorCode::NotAProbability,
                         "weight " + std::to_string(i + 1) + " is " + number(s[i]) +
                             "; weights must be finite and not negative (pass softmax output)"};
    }
    const double sum = s.sum();
    if (std::abs(sum - 1.0) > 1e-9 * double(n))
        return Error{ErrorCode::NotAProbability,
                     "the weights sum to " + number(sum) +
                         ", not 1; pass softmax output or divide the weights by their sum"};
    return std::nullopt;
}

// others[i] = sum of s_j for j != i, from prefix and suffix sums: unlike 1 - s_i it keeps the
// tiny weights of the other keys when s_i rounds to 1.
Eigen::VectorXd sumOfOthers(const Eigen::VectorXd& s) {
    const Eigen::Index n = s.size();
    Eigen::VectorXd others(n);
    double prefix = 0.0;
    for (Eigen::Index i = 0; i < n; ++i) {
        others[i] = prefix;
        prefix += s[i];
    }
    double suffix = 0.0;
    for (Eigen::Index i = n - 1; i >= 0; --i) {
        others[i] += suffix;
        suffix += s[i];
    }
    return others;
}

} // namespace

Result<double> maxWeight(const Eigen::VectorXd& s) {
    if (auto error = checkProbability(s))
        return *error;
    return s.maxCoeff();
}

Result<double> entropy(const Eigen::VectorXd& s) {
    if (auto error = checkProbability(s))
        return *error;
    double h = 0.0;
    for (Eigen::Index i = 0; i < s.size(); ++i) {
        if (s[i] > 0.0)
            h -= s[i] * std::log(s[i]);
    }
    return std::max(h, 0.0); // rounding may give -1e-17 for a one-hot vector
}

Result<double> effectiveKeys(const Eigen::VectorXd& s) {
    Result<double> h = entropy(s);
    if (!h)
        return h.error();
    return std::exp(h.value());
}

Result<Eigen::MatrixXd> softmaxJacobian(const Eigen::VectorXd& s) {
    if (auto error = checkProbability(s))
        return *error;
    if (s.size() > 4096)
        return Error{ErrorCode::TooLarge,
                     "a Jacobian of " + std::to_string(s.size()) +
                         " keys would need more than 128 MB; use at most 4096 keys, or "
                         "jacobianNorm() and gradientFactor()"};
    Eigen::MatrixXd jacobian = -s * s.transpose();
    jacobian.diagonal() = s.cwiseProduct(sumOfOthers(s));
    return jacobian;
}

Result<double> jacobianNorm(const Eigen::VectorXd& s) {
    if (auto error = checkProbability(s))
        return *error;
    // ||J||_F^2 = sum_i (s_i (1 - s_i))^2 + sum_i s_i^2 sum_{j != i} s_j^2. Both parts are sums
    // of non-negative terms (no cancellation); the common power-of-two scale keeps tiny
    // weights from underflowing when squared twice.
    const Eigen::VectorXd diagonal = s.cwiseProduct(sumOfOthers(s));
    const Eigen::VectorXd squares = s.cwiseAbs2();
    const Eigen::VectorXd otherSquares = sumOfOthers(squares);
    const double largest = std::max(diagonal.maxCoeff(), squares.maxCoeff());
    if (largest == 0.0)
        return 0.0;
    int exponent = 0;
    std::frexp(largest, &exponent);
    const auto scaled = [exponent](double v) { return std::ldexp(v, -exponent); };
    double total = diagonal.unaryExpr(scaled).squaredNorm();
    total += squares.unaryExpr(scaled).cwiseProduct(otherSquares.unaryExpr(scaled)).sum();
    return std::ldexp(std::sqrt(total), exponent);
}

Result<Eigen::VectorXd> gradientFactor(const Eigen::VectorXd& s) {
    if (auto error = checkProbability(s))
        return *error;
    return Eigen::VectorXd(s.cwiseProduct(sumOfOthers(s)));
}

Result<double> logitSpread(const Eigen::VectorXd& logits) {
    const Eigen::Index n = logits.size();
    if (n == 0)
        return Error{ErrorCode::EmptyInput, "there are no logits; give at least one"};
    double largest = 0.0;
    for (Eigen::Index i = 0; i < n; ++i) {
        if (!std::isfinite(logits[i]))
            return Error{ErrorCode::NotANumber, "logit " + std::to_string(i + 1) + " is " +
                                                    number(logits[i]) +
                                                    "; the spread needs finite logits, replace it"};
        largest = std::max(largest, std::abs(logits[i]));
    }
    if (largest == 0.0)
        return 0.0;
    int exponent = 0;
    std::frexp(largest, &exponent);
    // Element by element: 2^-exponent alone overflows for subnormal logits.
    const Eigen::ArrayXd y =
        logits.array().unaryExpr([exponent](double v) { return std::ldexp(v, -exponent); });
    const double spread = std::ldexp(std::sqrt((y - y.mean()).square().mean()), exponent);
    if (!std::isfinite(spread))
        return Error{ErrorCode::TooLarge, "the spread of these logits exceeds the double range; "
                                          "divide the logits by a common factor first"};
    return spread;
}

} // namespace attn
