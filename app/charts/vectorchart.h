// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/chartpanel.h"
#include "app/charts/equalunits.h"

#include <QPointF>
#include <QSizeF>
#include <array>
#include <limits>

class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace attn::charts {

// The grabbable ends of the two arrows.
enum class VectorTip { None, A, B };
// What a key press changes: an arrow's length, or b's angle.
enum class VectorQuantity { Length, Angle };

// Plain configuration of the lesson chart kind `vectors`.
struct VectorConfig {
    double aLength = 2.0;    // |a|, >= 0; a lies along the horizontal axis
    double bLength = 3.0;    // |b|, >= 0
    double angleDegrees = 0; // the angle from a to b, counter-clockwise
    double extent = 3.0;     // the axes reach +-extent on both axes (equal units), > 0
};

// Lesson chart kind `vectors`: two arrows from the origin in the plane, a along the horizontal
// axis and b at the angle theta, the arc of the angle, and the shadow of b on a's line (the
// dashed drop and the thick segment |b| cos theta, signed). The readout gives the dot product as
// |a| |b| cos theta. The axes keep equal units whatever the panel's shape, so the angle drawn is
// the angle set, and their range stays fixed while the values move.
//
//   VectorChart chart(config);
//   chart.setVectors(2, 3, 60);  // bind to the length and angle sliders
//   chart.dot();                 // 3.0
//   chart.bTip();                // (1.5, 2.598...)
//
// Direct manipulation (setDraggable): the tips of the draggable arrows carry a round handle.
// Dragging one with the mouse emits tipDragged with the pointer's point in chart units (a keeps
// to its axis, so only its x counts); the keys emit tipStepped while the chart has focus: Tab
// moves from a's handle to b's, the arrow keys change the length (Up/Down, and Left/Right for a)
// or b's angle (Left turns it counter-clockwise), Page Up/Down ten steps, Home/End the ends of
// the range. Typing the tip's coordinates ("3, 1"; German "3; 1" or "3,0; 1,0"; for a, "3"
// alone) and Enter emits tipDragged with that point, as a drag to it would; what is typed shows
// beside the tip until then, and Escape drops it. The chart never moves an arrow itself: whoever
// owns the values (the lesson's sliders) fits them to their range and steps and calls setVectors.
//
// The handle under the pointer is highlighted (hoveredTip), the one the keys act on ringed. For
// assistive technology the view is a group with one accessible object per draggable tip: "tip of
// a", valued "length 2.0" ("length 3.0, angle 45°" for b), reported focused while the keys act
// on it, and its value announced as it changes.
class VectorChart : public ChartPanel {
    Q_OBJECT
public:
    double measureShare() const override { return kEqualUnitsMeasureShare; }
    // A step count that reaches either end of any range (Home, End).
    static constexpr int kToTheEnd = 1 << 20;

    explicit VectorChart(const VectorConfig& config, QWidget* parent = nullptr);
    ~VectorChart() override;

    void setDraggable(bool aDraggable, bool bDraggable);
    bool isDraggable(VectorTip tip) const;
    // The handle the keys act on while the chart has focus (None without focus).
    VectorTip activeTip() const { return hasFocusedHandle_ ? activeTip_ : VectorTip::None; }
    VectorTip draggedTip() const { return dragged_; }
    // The draggable handle under the pointer (None: none), highlighted.
    VectorTip hoveredTip() const { return hovered_; }
    // What the student has typed for the active tip and not yet entered ("" when nothing).
    QString typedText() const { return typed_; }
    // Said beside the tip when typed coordinates were fitted to the sliders' stops ("Set to
    // (2.90, 0.78), the nearest stop", as a slider's box says), until the next key or press; ""
    // when the tip landed where typed.
    QString fittedNote() const { return fittedNote_; }
    // Screen-reader words for a draggable tip: "tip of a" and "length 2.0, angle 45°".
    QString tipName(VectorTip tip) const;
    QString tipValueText(VectorTip tip) const;
    // A tip's position in the chart view's viewport (what a mouse event there carries).
    QPoint tipInViewport(VectorTip tip) const;

    void setVectors(double aLength, double bLength, double angleDegrees);
    // The decimals of the boxes that set |a| and |b| (-1: no box): the readout writes a length
    // on that grid as its box does ("0.5 × 3.0 × 0.707" under boxes of 0.5 and 3.0), as the
    // lesson's own readouts repeat a slider's value.
    void setLengthDecimals(int aDecimals, int bDecimals);
    // The ends the sliders behind the arrows allow, so a tip's value says "longest" or
    // "smallest" at them, as the student pressing a key there would otherwise hear nothing.
    struct Range {
        double min = -std::numeric_limits<double>::infinity();
        double max = std::numeric_limits<double>::infinity();
    };
    void setRanges(Range a, Range b, Range angle);
    QList<QAccessibleInterface*> accessibleParts() const override;
    QAccessibleInterface* focusedAccessiblePart() const override;
    const VectorConfig& config() const { return config_; }

    double dot() const;
    QPointF aTip() const;
    QPointF bTip() const;
    // Where b's dashed drop meets a's line: (|b| cos theta, 0).
    QPointF shadowFoot() const;
    // The y range drawn; the x range is +-extent.
    double yExtent() const;

signals:
    void tipDragged(attn::charts::VectorTip tip, QPointF point);
    void tipStepped(attn::charts::VectorTip tip, attn::charts::VectorQuantity quantity, int steps);

protected:
    void applySeriesColors() override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void redraw();
    // The line under the chart at `degrees` between the arrows, at the present lengths.
    QString readingAt(double degrees) const;
    void fitEqualUnits();
    // A length on screen in chart units, at the units fitted last.
    double unitsOf(double pixels) const;
    VectorTip tipNear(QPoint viewportPos) const;
    QPointF valueAt(QPoint viewportPos) const;
    bool handleKey(QKeyEvent* event);
    bool takeTypedKey(QKeyEvent* event);
    void setTyped(const QString& typed);
    void setHovered(VectorTip tip);
    void placeTyped();
    void sayWhereTypedLanded(const QPointF& typed);
    void announce();
    QAccessibleInterface* tipInterface(VectorTip tip) const; // nullptr: not draggable
    void showHandles();
    QString draggedValues() const;

    VectorConfig config_;
    EqualUnits units_;
    QLineSeries* a_;
    QLineSeries* b_;
    QLineSeries* aHead_;
    QLineSeries* bHead_;
    QLineSeries* arc_;
    QLineSeries* drop_;
    QLineSeries* shadow_;
    QScatterSeries* handles_;
    QScatterSeries* focusRing_;
    QScatterSeries* hover_;
    QGraphicsSimpleTextItem* typedItem_;
    double pixelsPerUnit_ = 0.0; // 0 until the plot is laid out
    int aDecimals_ = -1;
    Range aRange_, bRange_, angleRange_;
    QString roomKey_; // the reading at 0°: the room kept was measured for it
    int bDecimals_ = -1;
    bool aDraggable_ = false;
    bool bDraggable_ = false;
    VectorTip activeTip_ = VectorTip::A;
    bool hasFocusedHandle_ = false;
    VectorTip dragged_ = VectorTip::None;
    VectorTip hovered_ = VectorTip::None;
    QString typed_;
    QString fittedNote_;
    // What was last announced, so a redraw without a change says nothing.
    QString announcedA_;
    QString announcedB_;
    VectorTip announcedFocus_ = VectorTip::None;
    // The registered accessible objects of a's and b's tips (0: none yet).
    mutable std::array<unsigned, 2> tipIds_{0, 0};
    QValueAxis* xAxis_;
    QValueAxis* yAxis_;
};

} // namespace attn::charts
