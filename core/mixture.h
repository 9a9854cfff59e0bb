// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/result.h"

#include <Eigen/Core>

#include <vector>

namespace attn {

// One query's attention output from raw scores: the weights softmax(scores) with the masked keys
// at -inf, and the output sum_j w_j v_j (a convex combination of the value rows).
struct Mixture {
    Eigen::VectorXd weights; // one per key; masked keys exactly 0; all 0 when every key is masked
    Eigen::VectorXd output;  // dv entries; the zero vector when every key is masked (safe softmax)
};

// values is S x dv (one value per row), scores has S entries, masked is empty or S flags
// (true = the key takes no part). Errors: S or dv zero -> EmptyInput; sizes that do not fit ->
// DimensionMismatch; a NaN score or a non-finite value -> NotANumber.
Result<Mixture> mixValues(const Eigen::VectorXd& scores, const Eigen::MatrixXd& values,
                          const std::vector<bool>& masked = {});

// The convex hull of points in the plane, counter-clockwise from the lowest-leftmost point,
// without repeated or collinear points (Andrew's monotone chain, O(n log n)): three or more
// corners for a region with area, two for a segment, one for a single point, none for none.
std::vector<Eigen::Vector2d> convexHull(std::vector<Eigen::Vector2d> points);

} // namespace attn
