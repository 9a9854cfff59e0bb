// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/numberaxis.h"

#include "app/charts/chartpanel.h"
#include "core/numbertext.h"

#include <cmath>

namespace attn::charts {
namespace {

// A bound for a range a caller got wrong (a step of 1e-12 over 0..1e6): never more labels than
// an axis can show.
constexpr int kMaxTicks = 200;

} // namespace

NumberAxis::NumberAxis(QObject* parent) : QCategoryAxis(parent) {
    setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    connect(this, &QValueAxis::rangeChanged, this, &NumberAxis::relabel);
    relabel();
}

void NumberAxis::setTicks(double step, double anchor) {
    if (!(step > 0.0) || !std::isfinite(step) || !std::isfinite(anchor))
        return;
    if (step == step_ && anchor == anchor_)
        return;
    step_ = step;
    anchor_ = anchor;
    relabel();
}

void NumberAxis::relabel() {
    for (const QString& label : categoriesLabels())
        remove(label);
    const double lo = min();
    const double hi = max();
    setStartValue(lo);
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi) || (hi - lo) / step_ > kMaxTicks)
        return;
    const int decimals = tickDecimals(step_);
    const NumberFormat format = chartNumberFormat();
    const double tolerance = step_ * 1e-9;
    for (double k = std::ceil((lo - anchor_) / step_ - 1e-9);; ++k) {
        double value = anchor_ + k * step_;
        if (value > hi + tolerance)
            break;
        if (std::abs(value) < tolerance)
            value = 0.0; // 0, never "−0"
        // QCategoryAxis wants each end above the start and the one before: the first tick sits
        // on the range's start, so nudge it just past.
        const double end = std::max(value, lo + tolerance);
        append(QString::fromStdString(fixedText(value, decimals, format)), end);
    }
}

void setAxisTicks(QValueAxis* axis, double step, double anchor) {
    axis->setLabelFormat(tickLabelFormat(step));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(anchor);
    axis->setTickInterval(step);
    if (auto* numbers = qobject_cast<NumberAxis*>(axis))
        numbers->setTicks(step, anchor);
}

} // namespace attn::charts
