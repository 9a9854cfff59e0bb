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
    // The axis stays 0 to 0.25 at every d_k (a vanishing gradient is the lesson's point), so a
    // factor below its resolution, 10⁻⁴ (a 2500th of the axis, below one pixel), reads
    // "< 0.0001"; above it two significant digits in plain decimals, as the lessons quote
    // gradients (0.016, 0.39). The norm in the readout takes the same rule: sp36 read bars of
    // "0.0001" over a norm of "1.35 × 10⁻⁴", and sp32 0.0825 beside 6.78 × 10⁻⁴.
    bars_->setFloored(kSignificant, kFloorDecimals);
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
    // quantity and takes its own digits, not the column's decimals, by the bars' rule.
    const QStringList texts = bars_->valueLabels()->texts();
    setReadout(tr("Largest gradient factor %1 (%2), Jacobian norm %3.")
                   .arg(texts.value(int(best)), labels().value(int(best)),
                        formatFloored(norm.value(), kSignificant, kFloorDecimals)));
}

} // namespace attn::charts
