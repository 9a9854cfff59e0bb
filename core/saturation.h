// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/result.h"

#include <Eigen/Core>

namespace attn {

// Measures of how saturated a softmax output s is. Unless stated otherwise s must be a
// probability vector: non-empty (EmptyInput), finite, >= 0 and summing to 1 within 1e-9 * n
// (NotAProbability otherwise, naming the entry or the sum).

// Largest weight, in [1/n, 1].
Result<double> maxWeight(const Eigen::VectorXd& s);

// Shannon entropy in nats, 0 log 0 = 0; in [0, log n].
Result<double> entropy(const Eigen::VectorXd& s);

// exp(entropy): the number of keys the query effectively attends to, in [1, n].
Result<double> effectiveKeys(const Eigen::VectorXd& s);

// d softmax / d logits = diag(s) - s s^T (n x n). n above 4096 -> TooLarge (the matrix would
// exceed 128 MB; use jacobianNorm() or gradientFactor() instead).
Result<Eigen::MatrixXd> softmaxJacobian(const Eigen::VectorXd& s);

// Frobenius norm of the Jacobian, in O(n) without forming it; accurate near one-hot vectors
// (no cancellation: 1 - s_i is taken as the sum of the other weights).
Result<double> jacobianNorm(const Eigen::VectorXd& s);

// s_i (1 - s_i), the diagonal of the Jacobian: how much key i's logit can still move its
// weight. 1 - s_i is the sum of the other weights, so it stays accurate when s_i rounds to 1.
Result<Eigen::VectorXd> gradientFactor(const Eigen::VectorXd& s);

// Population standard deviation of the logits (any finite values; no probability check).
// Empty -> EmptyInput; NaN or +-inf -> NotANumber; a spread beyond double range -> TooLarge.
Result<double> logitSpread(const Eigen::VectorXd& logits);

} // namespace attn
