// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Number formatting for error messages (internal to core/).

#include <cstdio>
#include <string>

namespace attn::detail {

inline std::string number(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", x);
    return buffer;
}

} // namespace attn::detail
