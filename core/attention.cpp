// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/attention.h"

#include "core/format.h"
#include "core/softmax.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace attn {

using detail::number;

namespace {

std::string shape(const Eigen::MatrixXd& m) {
    return std::to_string(m.rows()) + " x " + std::to_string(m.cols());
}

std::optional<Error> checkFinite(const Eigen::MatrixXd& m, const char* name) {
    for (Eigen::Index c = 0; c < m.cols(); ++c) {
        for (Eigen::Index r = 0; r < m.rows(); ++r) {
            if (!std::isfinite(m(r, c)))
                return Error{ErrorCode::NotANumber,
                             std::string(name) + "(" + std::to_string(r + 1) + ", " +
                                 std::to_string(c + 1) + ") is " + number(m(r, c)) +
                                 "; attention needs finite entries, replace it"};
        }
    }
    return std::nullopt;
}

} // namespace

Result<AttentionResult> scaledDotProductAttention(const Eigen::MatrixXd& q,
                                                  const Eigen::MatrixXd& k,
                                                  const Eigen::MatrixXd& v,
                                                  const AttentionOptions& options) {
    const Eigen::Index queries = q.rows(), keys = k.rows();
    if (q.size() == 0 || k.size() == 0 || v.size() == 0)
        return Error{ErrorCode::EmptyInput, "q is " + shape(q) + ", k is " + shape(k) + ", v is " +
                                                shape(v) +
                                                "; each needs at least one row and one column"};
    if (q.cols() != k.cols())
        return Error{ErrorCode::DimensionMismatch,
                     "q is " + shape(q) + " but k is " + shape(k) +
                         "; queries and keys need the same number of columns (d_k)"};
    if (v.rows() != keys)
        return Error{ErrorCode::DimensionMismatch, "k is " + shape(k) + " but v is " + shape(v) +
                                                       "; give v one row per key (" +
                                                       std::to_string(keys) + " rows)"};
    if (auto error = checkFinite(q, "q"))
        return *error;
    if (auto error = checkFinite(k, "k"))
        return *error;
    if (auto error = checkFinite(v, "v"))
        return *error;

    const double scale = options.scale ? *options.scale : 1.0 / std::sqrt(double(q.cols()));
    if (!std::isfinite(scale))
        return Error{ErrorCode::BadScale, "scale " + number(scale) +
                                              " is not allowed; use a finite scale, or none for "
                                              "1/sqrt(d_k)"};

    const AttentionMask& mask = options.mask;
    if (mask.kind == AttentionMask::Kind::Boolean &&
        (mask.allowed.rows() != queries || mask.allowed.cols() != keys))
        return Error{ErrorCode::BadMask,
                     "the boolean mask is " + std::to_string(mask.allowed.rows()) + " x " +
                         std::to_string(mask.allowed.cols()) +
                         "; give one entry per query and key (" + std::to_string(queries) + " x " +
                         std::to_string(keys) + ")"};
    if (mask.kind == AttentionMask::Kind::Additive) {
        if (mask.additive.rows() != queries || mask.additive.cols() != keys)
            return Error{ErrorCode::BadMask, "the additive mask is " + shape(mask.additive) +
                                                 "; give one entry per query and key (" +
                                                 std::to_string(queries) + " x " +
                                                 std::to_string(keys) + ")"};
        for (Eigen::Index c = 0; c < keys; ++c) {
            for (Eigen::Index r = 0; r < queries; ++r) {
                const double m = mask.additive(r, c);
                if (std::isnan(m) || m == std::numeric_limits<double>::infinity())
                    return Error{ErrorCode::BadMask,
                                 "additive mask entry (" + std::to_string(r + 1) + ", " +
                                     std::to_string(c + 1) + ") is " + number(m) +
                                     "; use finite values, or -inf to hide the key"};
            }
        }
    }

    Eigen::MatrixXd logits = (q * k.transpose()) * scale;
    if (!logits.allFinite())
        return Error{ErrorCode::TooLarge, "q k^T overflows the double range; scale q and k down "
                                          "or use a smaller scale"};
    constexpr double hidden = -std::numeric_limits<double>::infinity();
    if (mask.kind == AttentionMask::Kind::Boolean)
        logits = mask.allowed.select(logits, hidden);
    if (mask.kind == AttentionMask::Kind::Additive)
        logits += mask.additive;
    if (options.causal) {
        // Upper-left aligned, as PyTorch's is_causal: query i sees keys 0..i.
        for (Eigen::Index c = 1; c < keys; ++c)
            logits.col(c).head(std::min(c, queries)).setConstant(hidden);
    }
    for (Eigen::Index c = 0; c < keys; ++c) {
        for (Eigen::Index r = 0; r < queries; ++r) {
            if (logits(r, c) == std::numeric_limits<double>::infinity())
                return Error{ErrorCode::TooLarge, "score plus mask overflows for query " +
                                                      std::to_string(r + 1) + " and key " +
                                                      std::to_string(c + 1) +
                                                      "; use smaller additive mask values"};
        }
    }

    Result<Eigen::MatrixXd> weights = softmaxRows(logits);
    if (!weights)
        return weights.error();
    AttentionResult result;
    result.weights = std::move(weights.value());
    // Each output row is a convex combination of rows of v (or zero): it cannot overflow.
    result.output = result.weights * v;
    return result;
}

} // namespace attn
