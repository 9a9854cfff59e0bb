// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCategoryAxis>

namespace attn::charts {

// A value axis whose tick labels are written by the one number format (core/numbertext.h): a
// true minus sign (Qt Charts prints its ticks with printf, so "-5" had a hyphen-minus), the
// locale's decimal sign, no e-notation. It is a QValueAxis to every caller (QCategoryAxis derives
// from it): set the range as usual and the ticks with setTicks; the labels follow the range.
class NumberAxis : public QCategoryAxis {
    Q_OBJECT
public:
    explicit NumberAxis(QObject* parent = nullptr);

    // Ticks at anchor + k * step inside the range, each labelled with as many decimals as the
    // step has (0.2 -> one decimal).
    void setTicks(double step, double anchor = 0.0);
    double tickStep() const { return step_; }
    QStringList tickLabels() { return categoriesLabels(); }

private:
    void relabel();

    double step_ = 1.0;
    double anchor_ = 0.0;
};

// The ticks every chart sets: Qt's dynamic ticks (what a plain QValueAxis draws) and, on a
// NumberAxis, its own labels at the same places.
void setAxisTicks(QValueAxis* axis, double step, double anchor = 0.0);

} // namespace attn::charts
