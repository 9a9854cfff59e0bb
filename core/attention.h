// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/result.h"

#include <Eigen/Core>

#include <optional>

namespace attn {

// Which keys each query may attend to (PyTorch's attn_mask).
struct AttentionMask {
    enum class Kind { None, Boolean, Additive } kind = Kind::None;
    // Boolean: L x S, true = the key takes part (PyTorch's convention).
    Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic> allowed;
    // Additive: L x S, added to the scaled scores; entries finite or -inf (+inf or NaN -> BadMask).
    Eigen::MatrixXd additive;
};

struct AttentionOptions {
    AttentionMask mask;
    // Upper-left aligned causal mask: query i sees keys j <= i. Combined with mask by "and"
    // (PyTorch refuses the combination; here both apply).
    bool causal = false;
    // Multiplier of q k^T; default 1/sqrt(E), E = number of columns of q. Must be finite.
    std::optional<double> scale;
};

struct AttentionResult {
    Eigen::MatrixXd weights; // L x S, every row sums to 1, or is all zeros when fully masked
    Eigen::MatrixXd output;  // L x dv
};

// softmax(scale * q k^T + mask) v with PyTorch's scaled_dot_product_attention semantics:
// q is L x E, k is S x E, v is S x dv; a fully masked row gives zero weights and a zero output
// row (safe softmax). Errors: any of L, S, E, dv zero -> EmptyInput; column/row counts that do
// not fit -> DimensionMismatch (message gives the shapes); non-finite q, k or v -> NotANumber;
// mask of the wrong shape or with NaN/+inf -> BadMask; non-finite scale -> BadScale; q k^T
// overflowing double -> TooLarge.
Result<AttentionResult> scaledDotProductAttention(const Eigen::MatrixXd& q,
                                                  const Eigen::MatrixXd& k,
                                                  const Eigen::MatrixXd& v,
                                                  const AttentionOptions& options = {});

} // namespace attn
