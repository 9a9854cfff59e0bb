#pragma once

#include "app/charts/chartpanel.h"

#include <QPointF>
#include <QSizeF>

class QLineSeries;
class QValueAxis;

namespace attn::charts {

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
class VectorChart : public ChartPanel {
    Q_OBJECT
public:
    explicit VectorChart(const VectorConfig& config, QWidget* parent = nullptr);
    ~VectorChart() override;

    void setVectors(double aLength, double bLength, double angleDegrees);
    const VectorConfig& config() const { return config_; }

    double dot() const;
    QPointF aTip() const;
    QPointF bTip() const;
    // Where b's dashed drop meets a's line: (|b| cos theta, 0).
    QPointF shadowFoot() const;
    // The y range drawn; the x range is +-extent.
    double yExtent() const;

protected:
    void applySeriesColors() override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void redraw();
    void fitEqualUnits();

    VectorConfig config_;
    bool fitted_ = false;
    int refits_ = 0;
    QSizeF fittedSize_;
    QLineSeries* a_;
    QLineSeries* b_;
    QLineSeries* aHead_;
    QLineSeries* bHead_;
    QLineSeries* arc_;
    QLineSeries* drop_;
    QLineSeries* shadow_;
    QValueAxis* xAxis_;
    QValueAxis* yAxis_;
};

} // namespace attn::charts
