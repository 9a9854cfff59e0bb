// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/result.h"

#include <Eigen/Core>

namespace attn {

// Numerically stable softmax of logits / temperature.
// Domain and answers:
//  - -inf entries take no weight; a vector that is all -inf gives all zeros (PyTorch >= 2.5
//    "safe softmax"), never NaN;
//  - +inf entries share all the weight equally, the finite ones get exactly 0;
//  - finite logits never overflow: the largest logit is subtracted before exp(), so the sum
//    of the exponentials lies in [1, n]; tiny weights underflow gracefully to 0;
//  - any NaN -> NotANumber (names the index); empty -> EmptyInput;
//  - temperature <= 0, NaN or +-inf -> BadTemperature.
Result<Eigen::VectorXd> softmax(const Eigen::VectorXd& logits, double temperature = 1.0);

// softmax() applied to every row independently; same domain, errors name the row and column.
// A matrix with no rows or no columns -> EmptyInput.
Result<Eigen::MatrixXd> softmaxRows(const Eigen::MatrixXd& logits, double temperature = 1.0);

} // namespace attn
