// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Numbers on charts: nice axis ticks and the number formats of readouts, labels and tables in
// the current locale (declared in chartpanel.h).
#include "app/charts/chartpanel.h"

#include "app/charts/numberaxis.h"
#include "core/localenumberformat.h"

#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace attn::charts {

double niceStep(double rough) {
    if (!(rough > 0.0) || !std::isfinite(rough))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (double m : {1.0, 2.0, 5.0}) {
        // The tolerance keeps 0.2 from becoming 0.5 through rounding of the power.
        if (m * power >= rough * (1.0 - 1e-12))
            return m * power;
    }
    return 10.0 * power;
}

double applyNiceTicks(QValueAxis* axis, double lo, double hi, int maxIntervals) {
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi)) {
        lo = 0.0;
        hi = 1.0;
    }
    const int intervals = std::max(1, maxIntervals);
    double step = niceStep((hi - lo) / intervals);
    // Widening to whole steps can add an interval at each end; take the next step then.
    while (std::ceil(hi / step - 1e-9) - std::floor(lo / step + 1e-9) > intervals)
        step = niceStep(step * 1.5);
    const double niceLo = std::floor(lo / step + 1e-9) * step;
    const double niceHi = std::ceil(hi / step - 1e-9) * step;
    setAxisTicks(axis, step);
    if (axis->min() != niceLo || axis->max() != niceHi)
        axis->setRange(niceLo, niceHi);
    return step;
}

int tickDecimals(double step) {
    // The step's magnitude, not its exact digits: a step of 1/3 labels 0.3, 0.7, 1.0.
    return step > 0.0 && std::isfinite(step)
               ? std::max(0, int(-std::floor(std::log10(step) + 1e-9)))
               : 0;
}

QString tickLabelFormat(double step) {
    // As many decimals as the step has, so ticks computed as anchor + k * step print as 0.2,
    // never as 5.55e-17.
    return QStringLiteral("%.") + QString::number(tickDecimals(step)) + QLatin1Char('f');
}

NumberFormat chartNumberFormat() {
    // As lessons::numberFormat(QLocale()) (the charts never depend on the lessons layer): the
    // rule is core's.
    const QLocale locale;
    return localeNumberFormat(locale.decimalPoint().toStdString(),
                              locale.groupSeparator().toStdString(),
                              QLocale::languageToCode(locale.language()).toStdString());
}

QString formatNumber(double value, int decimals) {
    return QString::fromStdString(fixedText(value, decimals, chartNumberFormat()));
}

QString formatValue(double value) {
    return QString::fromStdString(valueText(value, chartNumberFormat()));
}

QString formatExactOrValue(double value) {
    return QString::fromStdString(exactOrValueText(value, chartNumberFormat()));
}

QString formatSignificant(double value, int significant) {
    return QString::fromStdString(numberText(value, significant, chartNumberFormat()));
}

QStringList formatSignificantSet(const QList<double>& values, int significant) {
    QStringList out;
    for (const std::string& text : numberTexts(std::vector<double>(values.begin(), values.end()),
                                               significant, chartNumberFormat()))
        out.append(QString::fromStdString(text));
    return out;
}

QStringList formatFlooredSet(const QList<double>& values, int significant, int floorDecimals) {
    QStringList out;
    out.reserve(values.size());
    for (const std::string& text : flooredTexts(std::vector<double>(values.begin(), values.end()),
                                                significant, floorDecimals, chartNumberFormat()))
        out.append(QString::fromStdString(text));
    // NaN or infinity: the student's language, not "NaN".
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (!std::isfinite(values.at(i)))
            out[i] = ChartPanel::tr("not a number");
    }
    return out;
}

QString formatFloored(double value, int significant, int floorDecimals) {
    return formatFlooredSet({value}, significant, floorDecimals).value(0);
}

QString formatSoftmaxPercent(double pct) {
    if (pct <= 0.0)
        pct = std::numeric_limits<double>::min();
    else if (pct >= 100.0)
        pct = std::nextafter(100.0, 0.0);
    return formatPercent(pct);
}

QStringList formatPercentSet(const QList<double>& pcts, bool softmax) {
    std::vector<double> values(pcts.begin(), pcts.end());
    if (softmax) {
        for (double& pct : values) {
            if (pct <= 0.0)
                pct = std::numeric_limits<double>::min();
            else if (pct >= 100.0)
                pct = std::nextafter(100.0, 0.0);
        }
    }
    QStringList out;
    for (const std::string& text : percentWeightTexts(values, chartNumberFormat()))
        out.append(text.empty() ? ChartPanel::tr("not a number") : QString::fromStdString(text));
    return out;
}

QStringList formatPointCoordinates(const QList<double>& values) {
    QStringList out;
    for (const std::string& text : sharedDecimalTexts(
             std::vector<double>(values.begin(), values.end()), 3, chartNumberFormat()))
        out.append(QString::fromStdString(text));
    return out;
}

QString formatPercent(double pct) {
    const std::string text = percentWeightText(pct, chartNumberFormat());
    return text.empty() ? ChartPanel::tr("not a number") : QString::fromStdString(text);
}

} // namespace attn::charts
