// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/scorechart.h"

#include <memory>

namespace attn::charts {

// Lesson chart kind `gradient`: one bar per key with the gradient factor s_i (1 − s_i)
// (attn::gradientFactor; axis 0..0.25, its largest possible value), readout of the Frobenius
// norm of the softmax Jacobian (attn::jacobianNorm). Near-one-hot weights give bars near 0:
// the gradient vanishes.
//
//   GradientChart chart(config);     // ScoreChartConfig; then the ScoreChart setters
//   chart.factors();                 // the bar heights, as drawn
class GradientChart : public SingleBarChart {
    Q_OBJECT
public:
    explicit GradientChart(const ScoreChartConfig& config, QWidget* parent = nullptr);
    ~GradientChart() override;

    QList<double> factors() const;

    // The factors' and the norm's one number rule (formatFlooredSet): two significant digits in
    // plain decimals down to 10^-4, below that "< 0.0001".
    static constexpr int kSignificant = 2;
    static constexpr int kFloorDecimals = 4;

protected:
    void redraw() override;
};

} // namespace attn::charts
