// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/equalunits.h"

#include <QFontMetricsF>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

constexpr double kHeightPerWidth = 0.7;
constexpr int kMinLines = 16;
constexpr int kMaxRefits = 3;
constexpr double kMinPlotPixels = 40.0;
// Vertical room per tick label, in label lines: less and Qt Charts hides every other label.
constexpr double kLinesPerTick = 1.6;
constexpr double kLabelGapPixels = 12.0;

} // namespace

int EqualUnits::viewHeight(const QWidget* chart, int width, int lineHeight) {
    int height = std::max(kMinLines * lineHeight, int(kHeightPerWidth * width));
    if (const QWidget* top = chart->window(); top != nullptr && top != chart)
        height = std::min(height, std::max(kMinLines * lineHeight, top->height() * 2 / 3));
    return height;
}

bool EqualUnits::due(const QSizeF& plotArea) {
    const double dw = std::abs(plotArea.width() - fittedSize_.width());
    const double dh = std::abs(plotArea.height() - fittedSize_.height());
    if (fitted_ && dw < 0.5 && dh < 0.5)
        return false;
    if (fitted_ && dw < 3.0 && dh < 3.0 && ++refits_ > kMaxRefits)
        return false;
    fitted_ = true;
    fittedSize_ = plotArea;
    return true;
}

EqualUnits::Ranges EqualUnits::fit(const QRectF& plotArea, double left, double right, double bottom,
                                   double top) {
    Ranges ranges;
    ranges.usable = plotArea.width() >= kMinPlotPixels && plotArea.height() >= kMinPlotPixels;
    const double w = ranges.usable ? plotArea.width() : 1.0;
    const double h = ranges.usable ? plotArea.height() : 1.0;
    ranges.pixelsPerUnit = std::min(w / (right - left), h / (top - bottom));
    ranges.xHalf = w / ranges.pixelsPerUnit / 2.0;
    ranges.yHalf = h / ranges.pixelsPerUnit / 2.0;
    ranges.centre = QPointF((left + right) / 2.0, (bottom + top) / 2.0);
    return ranges;
}

double EqualUnits::Ranges::roomyStep(const QFont& labelFont, double widestLabel) const {
    if (!usable)
        return 0.0;
    const QFontMetricsF metrics(labelFont);
    return std::max(kLinesPerTick * metrics.height(), widestLabel + kLabelGapPixels) /
           pixelsPerUnit;
}

} // namespace attn::charts
