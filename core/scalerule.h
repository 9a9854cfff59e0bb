// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Apart from core/scale.h so that the lesson specs can name the rule without pulling Eigen into
// every file that reads a lesson.

namespace attn {

// How query-key scores are divided before the softmax.
enum class ScaleRule { None, InvSqrtDk, InvDk, Explicit };

} // namespace attn
