// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/scorechart.h"

#include <memory>

namespace attn::charts {

// Lesson chart kind `softmax`: one bar per key with its softmax weight in percent (axis 0..100),
// readout of the largest weight, the entropy and the effective number of keys
// (attn::maxWeight / entropy / effectiveKeys).
//
//   SoftmaxChart chart(config);      // ScoreChartConfig: scores + ScoreSetup (+ key labels)
//   chart.setDk(64);                 // and the other ScoreChart setters
//   chart.weights();                 // the bar heights in percent, as drawn
//
// Example: scores 0, 4, 2, dk 4, scale InvSqrtDk -> bars 9.0, 66.5, 24.5.
class SoftmaxChart : public SingleBarChart {
    Q_OBJECT
public:
    explicit SoftmaxChart(const ScoreChartConfig& config, QWidget* parent = nullptr);
    ~SoftmaxChart() override;

    QList<double> weights() const;

protected:
    void redraw() override;
};

} // namespace attn::charts
