// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/stats.h"

#include <QGraphicsRectItem>
#include <QString>

namespace attn::charts {

// The bench's value axis follows its pile (issue 19, chart37 #1): lesson 4's raw pile at d_k = 1
// was a 4-bin spike on its fixed -120..120 axis, and the gain-controlled pile one at every d_k.
// The axis shows lo/zoom .. hi/zoom around 0, zoom the largest power of two that keeps
// kPileHalfWidthSds theory sds of the pile on each side and at least kMinShownBins of the
// histogram's own bins in view. The bins stay those of lo..hi, so bar heights still compare
// across d_k and scalings on the one count axis.
// The value axis' title: the dot product, or it divided by √d_k when scaled.
QString valueAxisTitle(bool scaled);

inline constexpr double kPileHalfWidthSds = 4.0;
inline constexpr int kMinShownBins = 16;
// The pile (+-3 sd) then fills more than 3/8 of the shown axis: the largest zoom keeping 4 sd
// is at least half of the next, whose window was narrower than 4 sd.
int valueAxisZoom(double lo, double hi, int bins, double theorySd);

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
