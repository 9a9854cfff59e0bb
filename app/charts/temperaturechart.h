// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/scorechart.h"

#include <memory>

namespace attn::charts {

// Lesson chart kind `temperature`: softmax weights in percent at the configured temperature
// (bind a slider to setTemperature), readout of the temperature, the entropy and its ceiling
// ln(n) (attn::entropy).
//
//   TemperatureChart chart(config);  // ScoreChartConfig; setup.temperature is the start value
//   chart.setTemperature(0.5);
//   chart.weights();                 // the bar heights in percent, as drawn
class TemperatureChart : public SingleBarChart {
    Q_OBJECT
public:
    explicit TemperatureChart(const ScoreChartConfig& config, QWidget* parent = nullptr);
    ~TemperatureChart() override;

    QList<double> weights() const;

protected:
    void redraw() override;
};

} // namespace attn::charts
