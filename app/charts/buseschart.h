#pragma once

#include "app/charts/scorechart.h"

#include <array>
#include <memory>

namespace attn::charts {

// Lesson chart kind `buses`: three small softmax charts side by side for the same scores and
// d_k, divided by 1 (no scale), by sqrt(d_k) and by d_k. The scale of the configuration is not
// used (setScaleRule / setScaled change nothing that is drawn). Readout: the largest weight of
// each bus.
//
//   BusesChart chart(config);        // ScoreChartConfig; then setDk, setGrowth, ...
//   chart.weights(BusesChart::Bus::SqrtDk);   // bar heights in percent, as drawn
class BusesChart : public ScoreChart {
    Q_OBJECT
public:
    enum class Bus { None = 0, SqrtDk = 1, Dk = 2 };

    explicit BusesChart(const ScoreChartConfig& config, QWidget* parent = nullptr);
    ~BusesChart() override;

    QList<double> weights(Bus bus) const;

protected:
    void keysChanged(const QStringList& labels) override;
    void setPlotVisible(bool visible) override;
    void redraw() override;
    void applySeriesColors() override;

private:
    std::array<std::unique_ptr<KeyBars>, 3> bars_;
};

} // namespace attn::charts
