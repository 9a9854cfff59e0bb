// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/gradientchart.h"

#include "core/saturation.h"

namespace attn::charts {

GradientChart::GradientChart(const ScoreChartConfig& config, QWidget* parent)
    : SingleBarChart(parent, tr("s(1 − s)"), 0.25, 6, false) {
    setTitle(tr("Gradient factor"));
    setSummary(tr("Bar chart of the gradient factor s times (1 minus s) of each key; "
                  "0.25 is the largest possible value, 0 means no gradient."));
    // The axis stays 0 to 0.25 at every d_k (a vanishing gradient is the lesson's point), so the
    // labels are written at its resolution: four decimals (a 2500th of the axis, below one
    // pixel), a factor too small to draw as "< 0.0001", and all in one style; sp32 read 0.0825
    // beside 6.78 × 10⁻⁴ and labels down to 2.37 × 10⁻²⁴ over bars that were not there.
    bars_->setFixedDecimals(4);
    restyle();
    setConfig(config);
}

GradientChart::~GradientChart() = default;

QList<double> GradientChart::factors() const {
    return barValues();
}

void GradientChart::redraw() {
    const Result<Eigen::VectorXd> factor = gradientFactor(result_.weights);
    if (!factor) {
        showError(factor.error());
        return;
    }
    const Result<double> norm = jacobianNorm(result_.weights);
    if (!norm) {
        showError(norm.error());
        return;
    }
    bars_->setValues(factor.value(), 1.0);
    Eigen::Index best = 0;
    factor.value().maxCoeff(&best);
    // The largest factor as its bar's label writes it (one column); the norm is another
    // quantity and takes its own digits, not the column's decimals.
    const QStringList texts = bars_->valueLabels()->texts();
    setReadout(
        tr("Largest gradient factor %1 (%2), Jacobian norm %3.")
            .arg(texts.value(int(best)), labels().value(int(best)), formatValue(norm.value())));
}

} // namespace attn::charts
