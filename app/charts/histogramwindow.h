// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/stats.h"

#include <QGraphicsRectItem>
#include <QString>

namespace attn::charts {

// The bench's value axis follows its pile (issue 19, chart37 #1): lesson 4's raw pile at d_k = 1
// was a 4-bin spike on its fixed -120..120 axis, and the gain-controlled pile one at every d_k.
// The axis shows lo/zoom .. hi/zoom around 0, zoom the largest power of two (at most
// kMaxValueZoom) that keeps kPileHalfWidthSds theory sds of the pile on each side.
// The value axis' title: the dot product, or it divided by √d_k when scaled.
QString valueAxisTitle(bool scaled);

inline constexpr double kPileHalfWidthSds = 4.0;
// Bounds the doubling for a tiny sd (sigma near 0): 2^8 keeps 1/256 of lo..hi in view.
inline constexpr int kMaxValueZoom = 256;
// The pile (+-3 sd) then fills more than 3/8 of the shown axis: the largest zoom keeping 4 sd
// is at least half of the next, whose window was narrower than 4 sd.
// `bins` is not a bound any more: the shown part is binned anew (binsInView).
int valueAxisZoom(double lo, double hi, int bins, double theorySd);

// The bins the shown part lo/zoom .. hi/zoom is counted in (issue 19, chart38 #1). The lesson's
// own bins while at least kMinBinsInView of them are in view, so bar heights still compare across
// d_k on the one count axis; finer bins past that: lesson 1's 160 bins over +-100 capped the zoom
// at x4 (4 bars across the pile at d_k 1) and lesson 4's sigma = 1 piles were 8 bars of 0.75.
// By the zoom rule the pile's +-3 sd fill at least 3/8 of the shown axis, so 96 bins put at least
// 36 bars across it; the raw pile at d_k = 1 (q_1 k_1, peaked at 0) about 23 above a twentieth of
// its tallest bar (80 bins gave 19 on lesson 4's bench). Finer bins would only add noise: the
// tallest of sd 1's bins then holds ~620 of 10,000 pairs.
inline constexpr int kMinBinsInView = 96;
struct ViewBins {
    double lo = 0.0;
    double hi = 0.0;
    int bins = 0;
};
ViewBins binsInView(double lo, double hi, int bins, int zoom);

// Pairs left of `shownLo` and right of `shownHi` (whole bins by their centres, and those beyond
// the histogram's own ends).
struct PairsBeyond {
    long below = 0;
    long above = 0;
};
PairsBeyond pairsBeyond(const Histogram& histogram, double shownLo, double shownHi);

// The cue in the plot's corner when the value axis is zoomed in: a strip standing for the whole
// lo..hi with the shown part filled (the axis title says it in words, "shown: −7.5 to 7.5 of
// −120 to 120"). Side by side, the raw bench's filled part grows with d_k and the scaled bench's
// stays put, whatever the tick numbers. Small, so it fits beside the count axis' zoom text in
// the narrowest plot (at 800 px the two texts side by side ran into each other).
class AxisWindowCue : public QGraphicsRectItem {
public:
    explicit AxisWindowCue(QGraphicsItem* parent);
    void show(double lo, double hi, double shownLo, double shownHi);
    void setColors(const QColor& plate, const QColor& strip);
    // The filled part's share of the strip (0 when hidden).
    double shownShare() const;

private:
    void layout();

    QGraphicsRectItem* strip_;
    QGraphicsRectItem* window_;
    double lo_ = 0.0, hi_ = 1.0, shownLo_ = 0.0, shownHi_ = 1.0;
};

} // namespace attn::charts
