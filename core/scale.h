// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/result.h"
#include "core/scalerule.h"

#include <Eigen/Core>

namespace attn {

// The multiplier the rule applies to the scores: 1, 1/sqrt(dk), 1/dk or explicitFactor.
// dk must be >= 1 for every rule (BadDimension otherwise); explicitFactor is only read for
// Explicit and must be finite and > 0 (BadScale otherwise).
Result<double> scaleFactor(ScaleRule rule, int dk, double explicitFactor = 1.0);

// Per-head dimension dModel / heads. Both must be >= 1 (BadDimension); if heads does not divide
// dModel the error (HeadsDoNotDivide) names both numbers and suggests head counts that do.
Result<int> headDim(int dModel, int heads);

// How the raw logits grow with the dimension: None keeps the scores, Sqrt multiplies them by
// sqrt(dk) (the typical size of a dot product of dk unit-variance terms).
enum class Growth { None, Sqrt };

struct ScoreSetup {
    Growth growth = Growth::None;
    ScaleRule scale = ScaleRule::None;
    int dk = 1;
    double temperature = 1.0;
    double explicitFactor = 1.0;
};

// raw: the logits after growth; scaled: what softmax sees (raw * scale factor / temperature);
// weights: softmax(scaled).
struct ScoredLogits {
    Eigen::VectorXd raw;
    Eigen::VectorXd scaled;
    Eigen::VectorXd weights;
};

// Scores may hold +-inf (they keep softmax()'s meaning) but no NaN (NotANumber); empty ->
// EmptyInput; dk, temperature and explicitFactor as in scaleFactor()/softmax(). A finite score
// that overflows to +-inf through growth, scale or temperature -> TooLarge (never a silent inf).
Result<ScoredLogits> scoreLogits(const Eigen::VectorXd& scores, const ScoreSetup& setup);

} // namespace attn
