// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/histogramwindow.h"

#include <QBrush>
#include <QCoreApplication>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {
// Margin of the plate around the strip, and the strip's size, in pixels: 64 px hold the 16 steps
// of a zoom of x16 at 4 px each (deeper zooms are drawn 2 px wide).
constexpr double kMargin = 3.0;
constexpr double kStripWidth = 64.0;
constexpr double kStripHeight = 8.0;
} // namespace

// The class's context spelled out: lupdate filed HistogramChart::tr here under "HistogramChart",
// which the running class (attn::charts::HistogramChart) never looks up.
QString valueAxisTitle(bool scaled) {
    return scaled
               ? QCoreApplication::translate("attn::charts::HistogramChart", "q·k / √d<sub>k</sub>")
               : QCoreApplication::translate("attn::charts::HistogramChart", "dot product q·k");
}

int valueAxisZoom(double lo, double hi, int bins, double theorySd) {
    // Zoom about 0 only: the axis must keep 0 in view (the piles are centred there).
    if (!(lo < 0.0 && hi > 0.0) || bins <= 0 || !(theorySd > 0.0) || !std::isfinite(theorySd))
        return 1;
    const double halfWidth = std::min(-lo, hi);
    const double pileHalfWidth = kPileHalfWidthSds * theorySd;
    int zoom = 1;
    while (zoom < kMaxValueZoom && halfWidth / (2 * zoom) >= pileHalfWidth)
        zoom *= 2;
    return zoom;
}

ViewBins binsInView(double lo, double hi, int bins, int zoom) {
    if (zoom <= 1)
        return {lo, hi, bins};
    return {lo / zoom, hi / zoom, std::max(bins / zoom, kMinBinsInView)};
}

PairsBeyond pairsBeyond(const Histogram& histogram, double shownLo, double shownHi) {
    PairsBeyond out{histogram.underflow, histogram.overflow};
    for (int i = 0; i < histogram.counts.size(); ++i) {
        const double centre = histogram.binCenter(i);
        if (centre < shownLo)
            out.below += histogram.counts[i];
        else if (centre > shownHi)
            out.above += histogram.counts[i];
    }
    return out;
}

AxisWindowCue::AxisWindowCue(QGraphicsItem* parent)
    : QGraphicsRectItem(parent), strip_(new QGraphicsRectItem(this)),
      window_(new QGraphicsRectItem(strip_)) {
    setPen(Qt::NoPen);
    setZValue(10); // over the series and the grid, as the other plates
    window_->setPen(Qt::NoPen);
    setVisible(false);
}

void AxisWindowCue::show(double lo, double hi, double shownLo, double shownHi) {
    lo_ = lo;
    hi_ = hi;
    shownLo_ = shownLo;
    shownHi_ = shownHi;
    layout();
}

void AxisWindowCue::setColors(const QColor& plate, const QColor& strip) {
    setBrush(plate);
    strip_->setPen(QPen(strip, 1.0));
    strip_->setBrush(Qt::NoBrush);
    window_->setBrush(strip);
}

double AxisWindowCue::shownShare() const {
    if (!isVisible() || !(hi_ > lo_))
        return 0.0;
    return (shownHi_ - shownLo_) / (hi_ - lo_);
}

void AxisWindowCue::layout() {
    strip_->setRect(QRectF(kMargin, kMargin, kStripWidth, kStripHeight));
    const double share = hi_ > lo_ ? 1.0 / (hi_ - lo_) : 0.0;
    const double left = kMargin + kStripWidth * std::clamp((shownLo_ - lo_) * share, 0.0, 1.0);
    const double right = kMargin + kStripWidth * std::clamp((shownHi_ - lo_) * share, 0.0, 1.0);
    // At least two pixels, so the shown part never vanishes from the strip.
    window_->setRect(QRectF(left, kMargin, std::max(2.0, right - left), kStripHeight));
    setRect(QRectF(0, 0, kStripWidth + 2 * kMargin, kStripHeight + 2 * kMargin));
}

} // namespace attn::charts
