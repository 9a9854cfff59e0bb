// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/softmaxchart.h"

#include "core/saturation.h"

namespace attn::charts {

SoftmaxChart::SoftmaxChart(const ScoreChartConfig& config, QWidget* parent)
    : SingleBarChart(parent, tr("weight (%)"), 100.0, 5, true) {
    setTitle(tr("Softmax weights"));
    setSummary(tr("Bar chart of the softmax weight of each key, in percent."));
    restyle();
    setConfig(config);
}

SoftmaxChart::~SoftmaxChart() = default;

QList<double> SoftmaxChart::weights() const {
    return barValues();
}

void SoftmaxChart::redraw() {
    const Eigen::VectorXd& s = result_.weights;
    bars_->setValues(s, 100.0);
    const Result<double> top = maxWeight(s);
    // The spread in plain words, not as an entropy in nats, which no lesson teaches (sp17): the
    // number of equal weights with the same entropy, e^H.
    const Result<double> keys = effectiveKeys(s);
    if (!top) {
        showError(top.error());
        return;
    }
    if (!keys) {
        showError(keys.error());
        return;
    }
    Eigen::Index best = 0;
    s.maxCoeff(&best);
    const QStringList names = labels();
    // The weight as its bar labels it ("99.99%", not "100.0%" over a bar of 99.99%).
    // Both ends of the scale in the sentence, so "3.01" reads at first sight (sp22: "as even as
    // 3.01 equal shares would be" stopped students).
    setReadout(tr("Largest weight %1 (%2). Spread: like %3 equal weights (1: one key takes all; "
                  "%4: all keys equal).")
                   .arg(formatPercent(top.value() * 100.0), names.value(int(best)),
                        formatNumber(keys.value(), 2))
                   .arg(s.size()));
}

} // namespace attn::charts
