// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/numbertext.h"

#include <string>

namespace attn {

// A locale's format from what it says of itself (its decimal point, group separator and ISO 639
// language code, which app/ and lessons/ read from QLocale): one rule for charts, readouts and
// tables. German and French put a no-break space before the percent sign ("66,5 %"). Defined in
// core/numbertext.cpp.
NumberFormat localeNumberFormat(std::string decimalPoint, std::string groupSeparator,
                                const std::string& languageCode);

} // namespace attn
