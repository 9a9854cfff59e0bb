// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/logittext.h"

#include <cmath>

namespace attn {

int logitDecimals(const std::vector<double>& values) {
    for (double value : values) {
        if (std::isfinite(value) && decimalsOf(value, kLogitDecimals + 1) > 0)
            return kLogitDecimals;
    }
    return 0;
}

std::vector<std::string> logitTexts(const std::vector<double>& values, const NumberFormat& format) {
    const int decimals = logitDecimals(values);
    std::vector<std::string> out;
    out.reserve(values.size());
    for (double value : values)
        out.push_back(fixedText(value, decimals, format));
    return out;
}

} // namespace attn
