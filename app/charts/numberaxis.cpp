// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/numberaxis.h"

#include "app/charts/chartpanel.h"
#include "core/numbertext.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace attn::charts {
namespace {

// A bound for a range a caller got wrong (a step of 1e-12 over 0..1e6): never more labels than
// an axis can show.
constexpr int kMaxTicks = 200;

// The number format groups thousands from 10,000 up (1024, 4096, 10,000); on an axis that
// reaches 10,000 a tick of 5000 beside it read as another kind of number (issue 19). One grouping
// rule per axis: there, a four-digit tick is grouped too ("5,000", "10,000").
std::string groupFourDigits(const std::string& text, const NumberFormat& format) {
    const std::size_t start = text.rfind(kMinusSign, 0) == 0 ? std::string(kMinusSign).size() : 0;
    std::size_t digits = 0;
    while (start + digits < text.size() && text[start + digits] >= '0' &&
           text[start + digits] <= '9')
        ++digits;
    if (digits != 4)
        return text;
    return text.substr(0, start + 1) + format.groupSeparator + text.substr(start + 1);
}

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
    std::vector<double> values;
    for (double k = std::ceil((lo - anchor_) / step_ - 1e-9);; ++k) {
        const double value = anchor_ + k * step_;
        if (value > hi + tolerance)
            break;
        values.push_back(std::abs(value) < tolerance ? 0.0 : value); // 0, never "−0"
    }
    bool groupAll = false;
    for (const double value : values)
        groupAll = groupAll || std::abs(std::round(value * std::pow(10.0, decimals))) >=
                                   10000.0 * std::pow(10.0, decimals);
    for (const double value : values) {
        // QCategoryAxis wants each end above the start and the one before: the first tick sits
        // on the range's start, so nudge it just past.
        const double end = std::max(value, lo + tolerance);
        std::string text = fixedText(value, decimals, format);
        if (groupAll)
            text = groupFourDigits(text, format);
        append(QString::fromStdString(text), end);
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
