// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QRectF>
#include <QSizeF>

class QFont;
class QWidget;

namespace attn::charts {

// A picture in equal units is laid out as wide as the text beside it (ChartPanel::measureShare):
// its sides stay filled, and text, controls and picture share one left edge.
inline constexpr double kEqualUnitsMeasureShare = 1.0;

// What the two pictures drawn in equal units (lesson 1's arrows, lesson 3's mixture) share: a
// right angle is drawn as one and a length reads the same on both axes.
class EqualUnits {
public:
    // The view's height for a drawing `width` wide: a share of the width (a wide panel shows more
    // of the x axis at the same units), at least a number of text lines and, inside a window, at
    // most two thirds of it.
    static int viewHeight(const QWidget* chart, int width, int lineHeight);
    void allowRefits() { refits_ = 0; } // after a resize

    // Whether ranges fitted to `plotArea` are due. New ranges can move the axis labels and so
    // the plot area by a pixel, which asks again; after a few such steps without a resize the
    // ranges stay (off by a pixel), so two layouts cannot alternate.
    bool due(const QSizeF& plotArea);

    // The ranges that show the box [left, right] x [bottom, top] whole, centred, at equal units
    // in `plotArea`; a plot area not laid out yet (or squeezed flat) gets the box as it is.
    struct Ranges {
        bool usable = false;
        double pixelsPerUnit = 1.0;
        double xHalf = 0.0, yHalf = 0.0; // half the width and height shown, in units
        QPointF centre;
        // The smallest tick step that leaves a label line and a gap per y tick and the widest
        // label (`widestLabel` in pixels) and a gap per x tick; 0 if not usable.
        double roomyStep(const QFont& labelFont, double widestLabel) const;
    };
    static Ranges fit(const QRectF& plotArea, double left, double right, double bottom, double top);

private:
    bool fitted_ = false;
    int refits_ = 0;
    QSizeF fittedSize_;
};

} // namespace attn::charts
