// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The one rule for a computed logit wherever a student reads it (a score divided by its scale in
// a softmax table, the logits a lab's verdict says softmax takes, a lead of one logit over
// another): whole where every logit shown with it is whole, else kLogitDecimals decimals.
// "0, 2, 1" and "0.00, 1.00, 0.50", never "0.0" in one table, "−5.00" in the next and "0.400"
// in a third (sp37 #3). Logits a student or an author typed are written as typed
// (lessons/typednumbers.h). The rest of numbertext.h's rule holds: U+2212, grouping from 10,000.

#include "core/numbertext.h"

#include <string>
#include <vector>

namespace attn {

inline constexpr int kLogitDecimals = 2;

// The decimals computed logits shown together take: 0 when every finite value is whole (within
// 1e-9 of its size, as decimalsOf counts), else kLogitDecimals.
int logitDecimals(const std::vector<double>& values);
// Computed logits shown together, with logitDecimals' shared decimals ("0.00, 1.00, 0.50").
std::vector<std::string> logitTexts(const std::vector<double>& values, const NumberFormat& format);

} // namespace attn
