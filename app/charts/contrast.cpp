// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/contrast.h"

#include <QPalette>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

QColor mixed(const QColor& from, const QColor& to, double t) {
    return QColor::fromRgbF(float(from.redF() + (to.redF() - from.redF()) * t),
                            float(from.greenF() + (to.greenF() - from.greenF()) * t),
                            float(from.blueF() + (to.blueF() - from.blueF()) * t));
}

} // namespace

double relativeLuminance(const QColor& color) {
    const QColor rgb = color.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) +
           0.0722 * linear(rgb.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor composited(const QColor& color, const QColor& background) {
    const double a = color.toRgb().alphaF();
    return mixed(background.toRgb(), color.toRgb(), a);
}

QColor withContrast(const QColor& color, const QColor& background, double ratio) {
    const QColor start = composited(color, background);
    if (contrastRatio(start, background) >= ratio)
        return start;
    // Toward the end further from the background: black reaches 21:1 on white, white on black.
    const double bg = relativeLuminance(background);
    const QColor end = (1.05 / (bg + 0.05)) > ((bg + 0.05) / 0.05) ? Qt::white : Qt::black;
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 20; ++i) { // bisection on the mix: monotone in luminance
        const double mid = (lo + hi) / 2;
        if (contrastRatio(mixed(start, end, mid), background) >= ratio)
            hi = mid;
        else
            lo = mid;
    }
    return mixed(start, end, hi);
}

bool isDarkPalette(const QPalette& palette) {
    // Darker than mid grey (128, 128, 128), the page's window or the base its text sits on.
    static const double midGrey = relativeLuminance(QColor(128, 128, 128));
    return std::min(relativeLuminance(palette.color(QPalette::Window)),
                    relativeLuminance(palette.color(QPalette::Base))) < midGrey;
}

QColor withPaletteContrast(const QColor& color, const QPalette& palette, double ratio) {
    const QColor base = palette.color(QPalette::Base);
    const QColor window = palette.color(QPalette::Window);
    // Composited over the background it is further from in contrast terms, the colour must pass
    // both: adjust against one, then the other (they are close, so a second pass rarely moves it).
    QColor c = withContrast(color, base, ratio);
    c = withContrast(c, window, ratio);
    return contrastRatio(c, base) >= ratio ? c : withContrast(c, base, ratio);
}

} // namespace attn::charts
