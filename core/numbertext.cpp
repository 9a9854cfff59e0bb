// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/numbertext.h"

#include "core/localenumberformat.h"

#include "core/percent.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace attn {
namespace {

constexpr const char* kMinus = kMinusSign;
// Below this a number is written "6.8 × 10⁻⁴": three zeros after the point are hard to count, and
// one threshold for every number keeps a chart's labels in one notation as its values shrink (a
// student pass: 0.0300 at d_k = 1, but 8.16 × 10⁻³ at 1024 because another label was tiny).
constexpr double kSmallestPlain = 1e-3;

std::string superscript(int exponent) {
    static const char* const digits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
    std::string out = exponent < 0 ? "⁻" : "";
    const std::string plain = std::to_string(std::abs(exponent));
    for (char c : plain)
        out += digits[c - '0'];
    return out;
}

// "1234.50" (C locale, no sign) -> the format's point and grouping.
std::string localized(const std::string& c, bool group, const NumberFormat& format) {
    const std::size_t point = c.find('.');
    std::string whole = c.substr(0, point);
    if (group) {
        std::string grouped;
        const std::size_t n = whole.size();
        for (std::size_t i = 0; i < n; ++i) {
            if (i > 0 && (n - i) % 3 == 0)
                grouped += format.groupSeparator;
            grouped += whole[i];
        }
        whole = grouped;
    }
    return point == std::string::npos ? whole : whole + format.decimalPoint + c.substr(point + 1);
}

std::string trimZeros(std::string c) {
    if (c.find('.') == std::string::npos)
        return c;
    while (!c.empty() && c.back() == '0')
        c.pop_back();
    if (!c.empty() && c.back() == '.')
        c.pop_back();
    return c;
}

std::string fixedC(double magnitude, int decimals) {
    char buffer[400]; // 1e308 printed whole is 309 digits
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, magnitude);
    return buffer;
}

// The decimal exponent of `magnitude` (> 0) rounded to `significant` digits: one more than
// `exponent`, its own, when the rounding carries into the next power of ten (9.9996 to 4
// digits is 10.00, 0.0999 to 2 digits is 0.10). Rounded as printf rounds the digits shown.
int roundedExponent(double magnitude, int significant, int exponent) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*e", significant - 1, magnitude);
    const char* e = std::strchr(buffer, 'e');
    return e ? std::max(exponent, std::atoi(e + 1)) : exponent;
}

std::string significantText(double value, int significant, const NumberFormat& format,
                            bool keepZeros, bool scientific) {
    significant = std::clamp(significant, 1, 15);
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "∞" : std::string(kMinus) + "∞";
    if (value == 0.0)
        return "0";
    const double magnitude = std::abs(value);
    const std::string sign = value < 0 ? kMinus : "";
    const int exponent =
        roundedExponent(magnitude, significant, int(std::floor(std::log10(magnitude))));
    const auto trim = [keepZeros](const std::string& c) { return keepZeros ? c : trimZeros(c); };
    if (scientific || magnitude < kSmallestPlain || magnitude >= 1e6) {
        const double mantissa = magnitude / std::pow(10.0, exponent);
        const std::string digits = trim(fixedC(mantissa, significant - 1));
        return sign + localized(digits, false, format) + " × 10" + superscript(exponent);
    }
    const std::string digits = trim(fixedC(magnitude, std::max(0, significant - 1 - exponent)));
    const bool zero = digits.find_first_not_of("0.") == std::string::npos;
    return (zero ? "" : sign) + localized(digits, magnitude >= 1e4, format);
}

} // namespace

bool onDecimalGrid(double value, int decimals) {
    if (decimals < 0 || !std::isfinite(value))
        return false;
    const double scaled = value * std::pow(10.0, decimals);
    return std::isfinite(scaled) &&
           std::abs(scaled - std::round(scaled)) <= 1e-9 * std::max(1.0, std::abs(scaled));
}

int decimalsOf(double value, int maxDecimals) {
    if (!std::isfinite(value))
        return 0;
    for (int decimals = 0; decimals < maxDecimals; ++decimals) {
        if (onDecimalGrid(value, decimals))
            return decimals;
    }
    return std::max(0, maxDecimals);
}

std::string fixedText(double value, int decimals, const NumberFormat& format) {
    decimals = std::clamp(decimals, 0, 15);
    if (!std::isfinite(value))
        return numberText(value, 1, format);
    const std::string digits = fixedC(std::abs(value), decimals);
    const bool zero = digits.find_first_not_of("0.") == std::string::npos;
    const std::string sign = value < 0 && !zero ? kMinus : "";
    return sign + localized(digits, std::abs(value) >= 1e4, format);
}

std::string numberText(double value, int significant, const NumberFormat& format) {
    return significantText(value, significant, format, false, false);
}

std::vector<std::string> numberTexts(const std::vector<double>& values, int significant,
                                     const NumberFormat& format) {
    significant = std::clamp(significant, 1, 15);
    double largest = 0.0;
    for (double value : values) {
        if (std::isfinite(value))
            largest = std::max(largest, std::abs(value));
    }
    // The decimals the largest value takes; none shared when it is written as a power of ten.
    int shared = -1;
    if (largest >= kSmallestPlain && largest < 1e6) {
        const int exponent =
            roundedExponent(largest, significant, int(std::floor(std::log10(largest))));
        shared = std::max(0, significant - 1 - exponent);
    }
    std::vector<std::string> out;
    out.reserve(values.size());
    for (double value : values) {
        // At the shared decimals a value keeps two significant digits at least ("0.030" beside
        // "0.235"); a smaller one takes its own three ("0.00816"), never "0.008".
        const bool sharesDecimals = shared >= 0 && std::isfinite(value) &&
                                    std::abs(value) >= kSmallestPlain &&
                                    std::abs(value) * std::pow(10.0, shared) >= 9.5;
        out.push_back(sharesDecimals ? fixedText(value, shared, format)
                                     : significantText(value, significant, format, true, false));
    }
    return out;
}

std::string valueText(double value, const NumberFormat& format) {
    return significantText(value, 3, format, true, false);
}

std::string exactOrValueText(double value, const NumberFormat& format) {
    const double size = std::abs(value);
    if (!std::isfinite(value) || size < 1e-3 || size >= 1e6)
        return valueText(value, format);
    // valueText's decimals at this size: 2 below 10, 1 below 100, none from 100 up.
    const int shown = std::max(0, 2 - int(std::floor(std::log10(size))));
    const int exact = decimalsOf(value, shown);
    return exact < shown ? fixedText(value, exact, format) : valueText(value, format);
}

namespace {

// What a weight beyond the shown digits starts with: "<" or ">" and a no-break space (U+00A0),
// so "< 0,1 %" never breaks after its sign in a table cell, a chart label or a sentence
// (issue 19). lessons/expression.cpp writes a lesson's readouts the same way.
constexpr const char* kBelowSign = "<\u00a0";
constexpr const char* kAboveSign = ">\u00a0";

} // namespace

std::vector<std::string> flooredTexts(const std::vector<double>& values, int significant,
                                      int floorDecimals, const NumberFormat& format) {
    significant = std::clamp(significant, 1, 15);
    floorDecimals = std::clamp(floorDecimals, 0, 15);
    const double floor = std::pow(10.0, -floorDecimals);
    // The decimals `magnitude` (>= floor) takes at `significant` digits; at most floorDecimals +
    // significant - 1 (<= 29, fixedText clamps to 15).
    const auto ownDecimals = [significant](double magnitude) {
        const int exponent =
            roundedExponent(magnitude, significant, int(std::floor(std::log10(magnitude))));
        return std::max(0, significant - 1 - exponent);
    };
    double largest = 0.0;
    for (double value : values) {
        if (std::isfinite(value))
            largest = std::max(largest, std::abs(value));
    }
    const int shared = largest >= floor ? ownDecimals(largest) : -1;
    std::vector<std::string> out;
    out.reserve(values.size());
    for (double value : values) {
        const double magnitude = std::abs(value);
        if (!std::isfinite(value) || value == 0.0) {
            out.push_back(numberText(value, significant, format));
        } else if (magnitude < floor) {
            out.push_back((value > 0.0 ? kBelowSign : kAboveSign) +
                          fixedText(value > 0.0 ? floor : -floor, floorDecimals, format));
        } else if (shared >= 0 && magnitude * std::pow(10.0, shared) >= 9.5) {
            // At the column's decimals a value keeps two significant digits at least.
            out.push_back(fixedText(value, shared, format));
        } else {
            out.push_back(fixedText(value, ownDecimals(magnitude), format));
        }
    }
    return out;
}

std::string percentWeightText(double pct, const NumberFormat& format) {
    const PercentText text = percentText(pct);
    const std::string digits = fixedText(text.value, text.decimals, format) + format.percentSign;
    switch (text.bound) {
    case PercentText::Bound::Below:
        return kBelowSign + digits;
    case PercentText::Bound::Above:
        return kAboveSign + digits;
    case PercentText::Bound::Invalid:
        return {};
    case PercentText::Bound::Exact:
        break;
    }
    return digits;
}

std::vector<std::string> percentWeightTexts(const std::vector<double>& pcts,
                                            const NumberFormat& format) {
    double largest = 0.0;
    for (double pct : pcts) {
        if (std::isfinite(pct))
            largest = std::max(largest, pct);
    }
    // The largest weight's own decimals; 1 when it is a bound (> 99.9) or every weight is 0.
    const PercentText top = percentText(largest);
    const int decimals = top.bound == PercentText::Bound::Exact && largest > 0.0 && largest < 100.0
                             ? top.decimals
                             : 1;
    const double unit = std::pow(10.0, -decimals);
    std::vector<std::string> out;
    out.reserve(pcts.size());
    for (double pct : pcts) {
        if (!std::isfinite(pct))
            out.emplace_back();
        else if (pct <= 0.0)
            out.push_back("0" + format.percentSign);
        else if (pct < 0.5 * unit)
            out.push_back(kBelowSign + fixedText(unit, decimals, format) + format.percentSign);
        else if (pct < 100.0 && pct >= 100.0 - 0.5 * unit)
            out.push_back(kAboveSign + fixedText(100.0 - unit, decimals, format) +
                          format.percentSign);
        else if (pct >= 100.0)
            out.push_back("100" + format.percentSign);
        else
            out.push_back(fixedText(pct, decimals, format) + format.percentSign);
    }
    return out;
}

std::vector<std::string> sharedDecimalTexts(const std::vector<double>& values, int significant,
                                            const NumberFormat& format) {
    double largest = 0.0;
    for (double value : values) {
        if (std::isfinite(value))
            largest = std::max(largest, std::abs(value));
    }
    int decimals = 0;
    if (largest > 0.0) {
        const int exponent = roundedExponent(largest, std::clamp(significant, 1, 15),
                                             int(std::floor(std::log10(largest))));
        decimals = std::clamp(significant - 1 - exponent, 0, 15);
    }
    std::vector<std::string> out;
    out.reserve(values.size());
    for (double value : values)
        out.push_back(fixedText(value, decimals, format));
    return out;
}

NumberFormat localeNumberFormat(std::string decimalPoint, std::string groupSeparator,
                                const std::string& languageCode) {
    NumberFormat format;
    format.decimalPoint = std::move(decimalPoint);
    format.groupSeparator = std::move(groupSeparator);
    const bool spaced = languageCode == "de" || languageCode == "fr";
    format.percentSign = spaced ? "\u00a0%" : "%";
    return format;
}

std::string factorText(const std::string& number) {
    return number.rfind(kMinusSign, 0) == 0 ? "(" + number + ")" : number;
}

} // namespace attn
