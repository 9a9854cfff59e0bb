// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/barlabels.h"
#include "app/charts/scorechart.h"

#include <array>
#include <memory>

class QBarCategoryAxis;
class QHorizontalBarSeries;
class QBarSet;
class QValueAxis;

namespace attn::charts {

// Lesson chart kind `buses`: three small softmax charts side by side (bars across, keys down the
// left, one 0-100% scale) for the same scores and
// d_k, divided by 1 (no scaling), by sqrt(d_k) and by d_k. The scale of the configuration is not
// used (setScaleRule / setScaled change nothing that is drawn). Readout: the largest weight of
// each bus. Bar labels follow attn::percentText ("< 0.01%", "99.99%") and are placed by
// BarLabels, so they never overlap or leave the plot at any width or d_k.
//
//   BusesChart chart(config);        // ScoreChartConfig; then setDk, setGrowth, ...
//   chart.weights(BusesChart::Bus::SqrtDk);   // bar heights in percent, as drawn
//   chart.labels(BusesChart::Bus::Dk);        // the value labels of one bus
class BusesChart : public ScoreChart {
    Q_OBJECT
public:
    enum class Bus { None = 0, SqrtDk = 1, Dk = 2 };

    explicit BusesChart(const ScoreChartConfig& config, QWidget* parent = nullptr);
    ~BusesChart() override;

    QList<double> weights(Bus bus) const;
    const BarLabels& labels(Bus bus) const;

protected:
    void keysChanged(const QStringList& labels) override;
    void setPlotVisible(bool visible) override;
    void redraw() override;
    void applySeriesColors() override;

private:
    struct BusBars {
        QHorizontalBarSeries* series = nullptr;
        QBarSet* set = nullptr;
        QBarCategoryAxis* keys = nullptr;
        QValueAxis* axis = nullptr;
        std::unique_ptr<BarLabels> labels;
    };
    std::array<BusBars, 3> buses_;
};

} // namespace attn::charts
