// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/chartpanel.h"
#include "app/charts/equalunits.h"

#include <QList>
#include <QPointF>
#include <QSizeF>
#include <QStringList>

class QGraphicsPolygonItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace attn::charts {

// Plain configuration of the lesson chart kind `mixture`.
struct MixtureConfig {
    QList<QPointF> values; // the value vectors v_j in the plane, at least one
    QList<double> scores;  // one raw score per value (missing ones count as 0)
    QList<bool> masked;    // true: the key takes no part (weight exactly 0); missing = false
};

// Lesson chart kind `mixture`: one query's attention output in the plane. The value vectors are
// labelled points with their softmax weight beside each, the shaded region is their convex hull
// (every output the scores can give; masked keys leave it, so masking a corner of a triangle
// shrinks it to an edge), and the output is the point sum_j s_j v_j. Weights and output come from
// the core (attn::mixValues, attn::convexHull); the axes keep equal units whatever the panel's
// shape, so the picture's distances and angles are true.
//
//   MixtureChart chart({{{4, 0}, {0, 4}, {-2, -2}}, {1, 0, 0}, {}});
//   chart.setScores({1, 0, 0}, {false, false, true}); // bound to the lesson's sliders, toggles
//   chart.output();                                   // (2.92, 1.08): on the edge v1 v2
class MixtureChart : public ChartPanel {
    Q_OBJECT
public:
    double measureShare() const override { return kEqualUnitsMeasureShare; }
    explicit MixtureChart(const MixtureConfig& config, QWidget* parent = nullptr);
    ~MixtureChart() override;

    void setScores(const QList<double>& scores, const QList<bool>& masked);
    // The lesson's `keys`, one per value, in the labels ("cat: 0.73"); otherwise v₁, v₂, ...
    void setValueNames(const QStringList& names);
    const MixtureConfig& config() const { return config_; }

    // As the core computed them for the current scores (all 0 when every key is masked).
    const QList<double>& weights() const { return weights_; }
    QPointF output() const { return output_; }
    // The corners of the shaded region, counter-clockwise: the hull of the keys not masked.
    const QList<QPointF>& hull() const { return hull_; }
    // The label beside value j ("v₁ 0.58"), for tests and screenshots.
    const QGraphicsSimpleTextItem* valueLabel(int j) const { return labels_.value(j); }
    // The plot's units: the value at a point of the chart's scene and back.
    QPointF positionOf(QPointF value) const;

protected:
    void applySeriesColors() override;
    void resizeEvent(QResizeEvent* event) override;
    void titleChanged() override;

private:
    void redraw();
    void fitEqualUnits();
    void placeOverlays();
    QString reading() const;

    MixtureConfig config_;
    QStringList names_;
    QList<double> weights_;
    QPointF output_;
    QList<QPointF> hull_;
    EqualUnits units_;
    QLineSeries* outline_;
    QScatterSeries* points_;
    QScatterSeries* maskedPoints_;
    QScatterSeries* outputPoint_;
    QGraphicsPolygonItem* region_;
    QList<QGraphicsSimpleTextItem*> labels_;
    QValueAxis* xAxis_;
    QValueAxis* yAxis_;
};

} // namespace attn::charts
