// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QMetaObject>
#include <QRectF>
#include <QStringList>

#include <optional>

class QAbstractBarSeries;
class QBarCategoryAxis;
class QChart;
class QGraphicsSimpleTextItem;

namespace attn::charts {

// Value labels over the bars of one bar series, placed by hand. Qt Charts' own bar labels are
// centred on each bar whatever their width, so on narrow bars neighbouring labels run into each
// other ("0.1520.00125%9e-05"), and a label above a bar at the top of the axis is cut off by the
// plot's edge. These labels never overlap, always stay inside the plot area and each inside its
// own bar's column (a label reaching into the next column reads as that key's value, sp28):
//   - level above each bar, the font smaller (down to kMinPointSize) where a label is wider
//     than its column;
//   - a label with no room above its bar goes inside the bar's top, in the inside colour, where
//     the bar is wide enough (a bounded chart's axis ends at its bound where its widest label
//     fits inside a bar, scorechart.h);
//   - a label that a grid line would strike through moves past the line, away from its bar;
//   - as a last resort the labels are hidden (the chart's readout and accessible text still
//     carry every value).
// Never turned: a label read sideways beside level key names was the pass's complaint (sp27).
// Bars that run across (QHorizontalBarSeries) get level labels after their ends, or inside the
// end of a bar that reaches the plot's right edge; the layout then reads Horizontal.
// Laid out again whenever the plot area, the values or the font change.
class BarLabels {
public:
    // `series` must already be attached to its axes in `chart`; the labels are items of `chart`.
    BarLabels(QChart* chart, QAbstractBarSeries* series);
    ~BarLabels();
    BarLabels(const BarLabels&) = delete;
    BarLabels& operator=(const BarLabels&) = delete;

    // One text per bar; `values` are the bar heights in the value axis' units.
    void setLabels(const QStringList& texts, const QList<double>& values);
    void setColors(const QColor& outside, const QColor& inside);
    QColor outsideColor() const { return outside_; }
    QColor insideColor() const { return inside_; }
    void setFont(const QFont& font);
    void setVisible(bool visible);
    // The key axis under the bars: its labels shrink (to kMinPointSize) and only then turn
    // upright when they would not fit a bar's slot (Qt elides them to "..." otherwise).
    void setCategoryAxis(QBarCategoryAxis* axis);
    // Bars that run across, drawn with the first key at the top: the series holds the keys in
    // reverse (Qt Charts puts category 0 at the bottom and ignores a reversed category axis for
    // horizontal bars, Qt 6.4), while the texts and values here stay in key order.
    void setKeysTopDown(bool topDown) { topDown_ = topDown; }
    void relayout();

    // Pixels a bar at the axis' top needs above it for its label at the labels' font.
    qreal headroomPixels() const;
    // Whether `text` fits inside the top of a bar of the current plot with `bars` bars (the
    // place a label takes where there is no room above its bar), at kMinPointSize at least.
    bool fitsInsideBar(const QString& text, qsizetype bars) const;

    enum class Layout { Hidden, Horizontal };
    Layout layout() const { return layout_; }
    // Scene rectangles of the labels shown (empty when hidden), left to right.
    QList<QRectF> sceneRects() const;
    QStringList texts() const { return texts_; }
    // The point size used after any shrinking.
    qreal shownPointSize() const { return shownPointSize_; }

    static constexpr qreal kMinPointSize = 6.0;

private:
    bool tryLayout(const QFont& font);
    bool tryAcross(const QFont& font);
    bool barsRunAcross() const; // the bars run across (a horizontal bar series)
    // Where the value axis' grid lines are drawn: chart y (x, for bars that run across).
    QList<qreal> gridLines() const;
    // `rect` moved away from its bar past the grid lines it would cross; none where that would
    // leave the plot.
    std::optional<QRectF> offGridLines(QRectF rect, const QList<qreal>& lines) const;

    QChart* chart_;
    QAbstractBarSeries* series_;
    QBarCategoryAxis* categories_ = nullptr;
    QList<QGraphicsSimpleTextItem*> items_;
    QStringList texts_;
    QList<double> values_;
    QColor outside_;
    QColor inside_;
    QFont font_;
    bool visible_ = true;
    bool topDown_ = false;
    Layout layout_ = Layout::Hidden;
    qreal shownPointSize_ = 0.0;
    QMetaObject::Connection plotAreaConnection_;
};

} // namespace attn::charts
