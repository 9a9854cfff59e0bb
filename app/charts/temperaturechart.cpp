// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/temperaturechart.h"

#include "core/saturation.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

// As the slider's box writes it (8.0 beside a box of 8.0, not 8.00; two decimals without a
// slider); below 0.01, two significant digits (1 × 10⁻⁶, not 0.00).
QString formatTemperature(double temperature, int decimals) {
    if (std::abs(temperature) >= 0.01)
        return formatNumber(temperature, decimals >= 0 ? decimals : 2);
    return formatSignificant(temperature, 2);
}

} // namespace

TemperatureChart::TemperatureChart(const ScoreChartConfig& config, QWidget* parent)
    : SingleBarChart(parent, tr("weight (%)"), 100.0, 5, true) {
    setTitle(tr("Softmax at a temperature"));
    setSummary(tr("Bar chart of the softmax weight of each key, in percent, after dividing the "
                  "scores by the temperature."));
    restyle();
    setConfig(config);
}

TemperatureChart::~TemperatureChart() = default;

QList<double> TemperatureChart::weights() const {
    return barValues();
}

void TemperatureChart::redraw() {
    // The spread in plain words, not as an entropy in nats, which no lesson teaches (sp17): the
    // number of equal weights with the same entropy, at most one per key.
    const Result<double> keys = effectiveKeys(result_.weights);
    if (!keys) {
        showError(keys.error());
        return;
    }
    bars_->setValues(result_.weights, 100.0);
    setReadout(tr("Temperature %1: the weights are spread like %2 equal weights (1: one key "
                  "takes all; %3: all keys equal).")
                   .arg(formatTemperature(config_.setup.temperature, config_.temperatureDecimals),
                        formatNumber(keys.value(), 2))
                   .arg(result_.weights.size()));
}

} // namespace attn::charts
