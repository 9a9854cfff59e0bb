// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// HistogramChart's two axes: the count axis (one base per scaling, zoomed in by powers of two on
// a low pile) and the value axis (zoomed in on a narrow pile, histogramwindow.h).
#include "app/charts/histogramchart.h"

#include "app/charts/numberaxis.h"

#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QValueAxis>

#include <cmath>

namespace attn::charts {

namespace {

// Count axis: at most this many tick intervals (1, 2, 5 times a power of ten each); the axis
// changes only when the data cross a step, not on every redraw.
constexpr int kMaxCountIntervals = 4;
// Room above the tallest bin, so its outline does not merge with the top grid line.
constexpr double kCountHeadroom = 1.05;
// The count axis zooms in by powers of two up to this: the raw pile at d_k = 1024 is ~1/32 as
// tall as at d_k = 1 (its height goes as 1 / sqrt(d_k)), and a sixteenth of the plot was
// unreadable (issue 19, chart36 #1).
constexpr int kMaxCountZoom = 256;
// Value axis: at most this many tick intervals.
constexpr int kMaxValueTickIntervals = 8;

// The top of a count axis from 0 holding `top`, at whole ticks of at most kMaxCountIntervals
// intervals: what applyNiceTicks(axis, 0, top, kMaxCountIntervals) sets.
double niceCountTop(double top) {
    double step = niceStep(top / kMaxCountIntervals);
    while (std::ceil(top / step - 1e-9) > kMaxCountIntervals)
        step = niceStep(step * 1.5);
    return std::ceil(top / step - 1e-9) * step;
}

} // namespace

void HistogramChart::raiseCountAxis(double tallest, bool scaled) {
    if (!std::isfinite(tallest))
        return;
    for (const bool s : {false, true}) {
        if (s == scaled || config_.sharesCountAxisAcrossScalings)
            countTop_[s] = std::max(countTop_[s], tallest);
    }
    applyCountAxis();
}

void HistogramChart::applyCountAxis() {
    const double top = countTop_[config_.scaled];
    if (!(top > 0.0))
        return;
    const double base = niceCountTop(kCountHeadroom * top);
    // The largest power of two that keeps the pile under the axis: its tallest bar then fills
    // more than half of it (less the headroom).
    int zoom = 1;
    while (shownPeak_ > 0.0 && zoom < kMaxCountZoom &&
           kCountHeadroom * shownPeak_ <= base / (2 * zoom))
        zoom *= 2;
    if (top == appliedCountTop_ && zoom == countZoom_)
        return;
    appliedCountTop_ = top;
    countBase_ = base;
    countZoom_ = zoom;
    if (zoom == 1) {
        applyNiceTicks(yAxis_, 0.0, kCountHeadroom * top, kMaxCountIntervals);
    } else {
        // base / zoom need not be a whole tick: the axis ends there, so that the number at its
        // top says how far it zoomed in, ticks stay round.
        const double axisTop = base / zoom;
        // At most kMaxCountIntervals, at least two (three numbers, so the axis can be read):
        // 0..93.75 took steps of 50 and showed 0 and 50 only. Each pass takes the next smaller
        // step of 1, 2, 5 times a power of ten.
        double step = niceStep(axisTop / kMaxCountIntervals);
        while (std::floor(axisTop / step + 1e-9) < 2)
            step = niceStep(step / 2.6);
        yAxis_->setRange(0.0, axisTop);
        setAxisTicks(yAxis_, step);
    }
    // What the zoom multiplies, with the full scale it leaves: the ticks are true counts, and
    // "count axis zoomed in ×2" left the student asking what was doubled (sp36 #7).
    zoomText_->setText(tr("bars drawn ×%1 taller (full scale %2)")
                           .arg(zoom)
                           .arg(QLocale().toString(qlonglong(std::llround(base)))));
    zoomText_->parentItem()->setVisible(zoom > 1); // its plate
    placeEdgeTexts();
    // The readout names the zoom too: a base raised after the draw (the tallest bin measured
    // in the background) changes it; the readout had said x4 under a plot saying x8.
    if (!drawing_ && shownDk_ > 0 && shownScaled_ == config_.scaled && !hasMessage())
        updateReadout();
}

QString HistogramChart::axisWindowText() const {
    return windowText_;
}

double HistogramChart::shownLo() const {
    return config_.lo / valueZoom_;
}

double HistogramChart::shownHi() const {
    return config_.hi / valueZoom_;
}

QString HistogramChart::windowSentence() const {
    return tr("The horizontal axis shows %1 to %2 of %3 to %4 (zoomed in ×%5).")
        .arg(formatExactOrValue(shownLo()), formatExactOrValue(shownHi()),
             formatExactOrValue(config_.lo), formatExactOrValue(config_.hi))
        .arg(valueZoom_);
}

void HistogramChart::applyValueAxis(double theorySd) {
    if (!(config_.lo < config_.hi))
        return;
    const int zoom =
        config_.followPile ? valueAxisZoom(config_.lo, config_.hi, config_.bins, theorySd) : 1;
    if (zoom != valueZoom_) {
        valueZoom_ = zoom;
        xAxis_->setRange(shownLo(), shownHi());
        setAxisTicks(xAxis_, niceStep((shownHi() - shownLo()) / kMaxValueTickIntervals));
    }
    windowText_ = zoom > 1
                      ? tr("shown: %1 to %2 of %3 to %4")
                            .arg(formatExactOrValue(shownLo()), formatExactOrValue(shownHi()),
                                 formatExactOrValue(config_.lo), formatExactOrValue(config_.hi))
                      : QString();
    if (zoom > 1)
        windowCue_->show(config_.lo, config_.hi, shownLo(), shownHi());
    // The words of the cue under the axis they are about, after its own title.
    // Set only when it changes: a new title lays the chart out again (each redraw of a Play sweep).
    QString title = valueAxisTitle(config_.scaled);
    if (!windowText_.isEmpty())
        title += QStringLiteral(", ") + windowText_;
    if (xAxis_->titleText() != title)
        xAxis_->setTitleText(title);
    windowCue_->setVisible(zoom > 1);
    placeEdgeTexts();
}

} // namespace attn::charts
