// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/buseschart.h"

#include "app/charts/barstyle.h"
#include "core/saturation.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>

namespace attn::charts {

namespace {

constexpr std::array<ScaleRule, 3> kRules = {ScaleRule::None, ScaleRule::InvSqrtDk,
                                             ScaleRule::InvDk};

} // namespace

BusesChart::BusesChart(const ScoreChartConfig& config, QWidget* parent) : ScoreChart(parent) {
    const std::array<QString, 3> titles = {tr("no scaling"), tr("divided by √d<sub>k</sub>"),
                                           tr("divided by d<sub>k</sub>")};
    for (std::size_t i = 0; i < buses_.size(); ++i) {
        QChart* target = i == 0 ? chart() : addSideChart();
        target->setTitle(titles[i]);
        BusBars& bus = buses_[i];
        // Bars that run across, keys down the side: the names and the percentages stand level in
        // a third of a narrow column (upright bars turned both upright at 1440 px and stacked
        // the three at 800, so they could not be watched together as the fader moves, sp23).
        bus.series = new QHorizontalBarSeries;
        bus.set = new QBarSet(tr("weight (%)"));
        bus.keys = new QBarCategoryAxis;
        bus.axis = new QValueAxis;
        bus.series->append(bus.set);
        bus.series->setBarWidth(0.7);
        target->addSeries(bus.series);
        target->legend()->hide();
        addStyledAxis(bus.keys, Qt::AlignLeft, QString(), target); // the names say "key"
        // The unit alone: a third of a 480 px panel cut "weight (%)" to "weight (..."; each
        // bar says what it is ("91.5%"), and the panel's title names the weights.
        addStyledAxis(bus.axis, Qt::AlignBottom, tr("%", "the buses' weight axis"), target);
        bus.axis->setRange(0.0, 100.0);
        bus.axis->setTickCount(3);
        bus.axis->setLabelFormat(tickLabelFormat(50.0));
        bus.series->attachAxis(bus.keys);
        bus.series->attachAxis(bus.axis);
        bus.labels = std::make_unique<BarLabels>(target, bus.series);
        bus.labels->setCategoryAxis(bus.keys);
        // k1 at the top, read down as the other charts list their keys: the series holds the
        // keys bottom up (Qt Charts puts category 0 at the bottom, and reversing the category
        // axis does nothing for horizontal bars in Qt 6.4).
        bus.labels->setKeysTopDown(true);
    }
    setTitle(tr("Three buses"));
    setSummary(tr("Three bar charts of softmax weights in percent for the same scores: without "
                  "scaling, divided by the square root of d k, and divided by d k."));
    restyle();
    setConfig(config);
}

BusesChart::~BusesChart() = default;

QList<double> BusesChart::weights(Bus bus) const {
    const QBarSet* set = buses_[std::size_t(bus)].set;
    QList<double> out;
    out.reserve(set->count());
    for (int i = set->count() - 1; i >= 0; --i) // the set holds the keys bottom up
        out.append(set->at(i));
    return out;
}

const BarLabels& BusesChart::labels(Bus bus) const {
    return *buses_[std::size_t(bus)].labels;
}

void BusesChart::keysChanged(const QStringList& labels) {
    for (BusBars& bus : buses_) {
        if (bus.set->count() > 0)
            bus.set->remove(0, bus.set->count());
        bus.set->append(QList<qreal>(labels.size(), 0.0));
        QStringList bottomUp = labels;
        std::reverse(bottomUp.begin(), bottomUp.end());
        bus.keys->setCategories(bottomUp);
    }
}

void BusesChart::setPlotVisible(bool visible) {
    for (BusBars& bus : buses_) {
        bus.series->setVisible(visible);
        bus.labels->setVisible(visible);
    }
}

void BusesChart::redraw() {
    std::array<ScoredLogits, 3> scored;
    std::array<double, 3> top{};
    for (std::size_t i = 0; i < kRules.size(); ++i) {
        ScoreSetup setup = config_.setup;
        setup.scale = kRules[i];
        Result<ScoredLogits> result = scoreLogits(config_.scores, setup);
        if (!result) {
            showError(result.error());
            return;
        }
        const Result<double> largest = maxWeight(result.value().weights);
        if (!largest) {
            showError(largest.error());
            return;
        }
        top[i] = largest.value();
        scored[i] = std::move(result.value());
    }
    for (std::size_t b = 0; b < buses_.size(); ++b) {
        BusBars& bus = buses_[b];
        const Eigen::VectorXd& weights = scored[b].weights;
        const int n = std::min(int(weights.size()), bus.set->count());
        QList<double> values;
        for (int i = 0; i < n; ++i) {
            const double pct = 100.0 * weights[i];
            // QBarSeries relayouts per changed bar: touch only the bars that moved. The set
            // holds the keys bottom up (keysChanged).
            const int bar = bus.set->count() - 1 - i;
            if (bus.set->at(bar) != pct)
                bus.set->replace(bar, pct);
            values.append(pct);
        }
        // One column's decimals, as every other chart's weights: "8.30%, 0.152%" here beside
        // "8.3%, 0.2%" for the same weights in Tracks 4 and 8 (sp21).
        bus.labels->setLabels(formatPercentSet(values, true), values);
    }
    const QString none = formatSoftmaxPercent(top[0] * 100.0);
    const QString bySqrt = formatSoftmaxPercent(top[1] * 100.0);
    const QString byDk = formatSoftmaxPercent(top[2] * 100.0);
    setReadout(tr("At d k = %1 the largest weight is %2 without scaling, %3 divided by the "
                  "square root of d k and %4 divided by d k.")
                   .arg(config_.setup.dk)
                   .arg(none, bySqrt, byDk),
               tr("At d<sub>k</sub> = %1 the largest weight is %2 without scaling, %3 divided "
                  "by √d<sub>k</sub> and %4 divided by d<sub>k</sub>.")
                   .arg(config_.setup.dk)
                   .arg(none.toHtmlEscaped(), bySqrt.toHtmlEscaped(), byDk.toHtmlEscaped()));
}

void BusesChart::applySeriesColors() {
    const BarStyle style = barStyle(palette());
    for (BusBars& bus : buses_) {
        if (!bus.set || !bus.labels)
            continue; // restyle() runs while the buses are being built
        applyBarStyle(bus.set, style);
        bus.labels->setColors(style.label, style.insideLabel);
        bus.labels->setFont(chartFont(ChartText::Label));
    }
}

} // namespace attn::charts
