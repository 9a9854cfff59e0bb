#include "app/charts/buseschart.h"

#include "core/saturation.h"

#include <QChart>

namespace attn::charts {

namespace {

constexpr std::array<ScaleRule, 3> kRules = {ScaleRule::None, ScaleRule::InvSqrtDk,
                                             ScaleRule::InvDk};

} // namespace

BusesChart::BusesChart(const ScoreChartConfig& config, QWidget* parent) : ScoreChart(parent) {
    const std::array<QString, 3> titles = {tr("no scale"), tr("divided by √d<sub>k</sub>"),
                                           tr("divided by d<sub>k</sub>")};
    for (std::size_t i = 0; i < bars_.size(); ++i) {
        QChart* target = i == 0 ? chart() : addSideChart();
        target->setTitle(titles[i]);
        bars_[i] = std::make_unique<KeyBars>(this, target, tr("weight (%)"), 100.0, 5, true);
    }
    setTitle(tr("Three buses"));
    setSummary(tr("Three bar charts of softmax weights in percent for the same scores: without "
                  "scaling, divided by the square root of d k, and divided by d k."));
    restyle();
    setConfig(config);
}

BusesChart::~BusesChart() = default;

QList<double> BusesChart::weights(Bus bus) const {
    return bars_[std::size_t(bus)]->values();
}

void BusesChart::keysChanged(const QStringList& labels) {
    for (auto& bars : bars_)
        bars->setKeys(labels);
}

void BusesChart::setPlotVisible(bool visible) {
    for (auto& bars : bars_)
        bars->setVisible(visible);
}

void BusesChart::redraw() {
    std::array<ScoredLogits, 3> buses;
    std::array<double, 3> top{};
    for (std::size_t i = 0; i < kRules.size(); ++i) {
        ScoreSetup setup = config_.setup;
        setup.scale = kRules[i];
        Result<ScoredLogits> scored = scoreLogits(config_.scores, setup);
        if (!scored) {
            showError(scored.error());
            return;
        }
        const Result<double> largest = maxWeight(scored.value().weights);
        if (!largest) {
            showError(largest.error());
            return;
        }
        top[i] = largest.value();
        buses[i] = std::move(scored.value());
    }
    for (std::size_t i = 0; i < kRules.size(); ++i)
        bars_[i]->setValues(buses[i].weights, 100.0);
    const QString none = formatNumber(top[0] * 100.0, 1);
    const QString bySqrt = formatNumber(top[1] * 100.0, 1);
    const QString byDk = formatNumber(top[2] * 100.0, 1);
    setReadout(tr("At d k = %1 the largest weight is %2% without scaling, %3% divided by the "
                  "square root of d k and %4% divided by d k.")
                   .arg(config_.setup.dk)
                   .arg(none, bySqrt, byDk),
               tr("At d<sub>k</sub> = %1 the largest weight is %2% without scaling, %3% divided "
                  "by √d<sub>k</sub> and %4% divided by d<sub>k</sub>.")
                   .arg(config_.setup.dk)
                   .arg(none, bySqrt, byDk));
}

void BusesChart::applySeriesColors() {
    for (auto& bars : bars_) {
        if (bars)
            bars->setColors(seriesColor(SeriesRole::Primary), seriesColor(SeriesRole::Tertiary));
    }
}

} // namespace attn::charts
