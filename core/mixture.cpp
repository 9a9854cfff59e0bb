// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/mixture.h"

#include "core/softmax.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace attn {

Result<Mixture> mixValues(const Eigen::VectorXd& scores, const Eigen::MatrixXd& values,
                          const std::vector<bool>& masked) {
    if (values.rows() == 0 || values.cols() == 0)
        return Error{ErrorCode::EmptyInput, "a mixture needs at least one value with at least "
                                            "one component; add a value"};
    if (scores.size() != values.rows())
        return Error{ErrorCode::DimensionMismatch, std::to_string(scores.size()) + " scores for " +
                                                       std::to_string(values.rows()) +
                                                       " values; give one score per value"};
    if (!masked.empty() && masked.size() != std::size_t(values.rows()))
        return Error{ErrorCode::DimensionMismatch,
                     std::to_string(masked.size()) + " mask flags for " +
                         std::to_string(values.rows()) + " values; give one flag per value"};
    if (!values.allFinite())
        return Error{ErrorCode::NotANumber,
                     "a value is not a finite number; give every component a finite value"};
    Eigen::VectorXd logits = scores;
    for (std::size_t j = 0; j < masked.size(); ++j) {
        if (masked[j])
            logits[Eigen::Index(j)] = -std::numeric_limits<double>::infinity();
    }
    Result<Eigen::VectorXd> weights = softmax(logits);
    if (!weights)
        return weights.error();
    Mixture mixture;
    mixture.weights = weights.value();
    mixture.output = values.transpose() * mixture.weights;
    return mixture;
}

namespace {

// > 0 when o -> a -> b turns counter-clockwise, 0 when the three are collinear.
double cross(const Eigen::Vector2d& o, const Eigen::Vector2d& a, const Eigen::Vector2d& b) {
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}

} // namespace

std::vector<Eigen::Vector2d> convexHull(std::vector<Eigen::Vector2d> points) {
    const auto lexicographic = [](const Eigen::Vector2d& a, const Eigen::Vector2d& b) {
        return a.y() < b.y() || (a.y() == b.y() && a.x() < b.x());
    };
    std::sort(points.begin(), points.end(), lexicographic);
    points.erase(std::unique(points.begin(), points.end()), points.end());
    if (points.size() < 3)
        return points;
    // Lower chain left to right, then upper chain back; a turn that is not strictly
    // counter-clockwise drops the middle point, so collinear points never become corners.
    std::vector<Eigen::Vector2d> hull(2 * points.size());
    std::size_t k = 0;
    for (const Eigen::Vector2d& p : points) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], p) <= 0)
            --k;
        hull[k++] = p;
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {
        while (k >= lower && cross(hull[k - 2], hull[k - 1], points[i]) <= 0)
            --k;
        hull[k++] = points[i];
    }
    hull.resize(k - 1); // the last point repeats the first
    return hull;
}

} // namespace attn
