// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/scorechart.h"

#include "app/charts/keyname.h"
#include "app/charts/numberaxis.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>

#include <cmath>

namespace attn::charts {

KeyBars::KeyBars(ChartPanel* panel, QChart* chart, const QString& valueTitle, double maxValue,
                 int ticks, bool percentLabels)
    : panel_(panel), chart_(chart), maxValue_(maxValue), percent_(percentLabels),
      series_(new QBarSeries), set_(new QBarSet(valueTitle)), keys_(new QBarCategoryAxis),
      axis_(new QValueAxis) {
    series_->append(set_);
    series_->setBarWidth(0.7);
    // Value labels are BarLabels: Qt Charts' own put the label of a bar near the axis' top
    // above the plot's edge (0.235 on a 0 to 0.25 axis) and run into each other on narrow bars.
    series_->setLabelsVisible(false);
    chart->addSeries(series_);
    chart->legend()->hide();
    // No axis title: the names under the bars say "key" (𝑘₁ … 𝑘ₙ).
    panel->addStyledAxis(keys_, Qt::AlignBottom, QString(), chart);
    panel->addStyledAxis(axis_, Qt::AlignLeft, valueTitle, chart);
    axis_->setRange(0.0, maxValue);
    // Ticks from 0 in steps of the bound's share (0.05 on 0..0.25), labelled by their step.
    setAxisTicks(axis_, maxValue / std::max(1, ticks - 1));
    series_->attachAxis(keys_);
    series_->attachAxis(axis_);
    labels_ = std::make_unique<BarLabels>(chart, series_);
    labels_->setCategoryAxis(keys_);
    headroomConnection_ =
        QObject::connect(chart, &QChart::plotAreaChanged, chart, [this] { keepHeadroom(); });
}

KeyBars::~KeyBars() {
    // The chart outlives these bars while its panel is torn down.
    QObject::disconnect(headroomConnection_);
}

void KeyBars::keepHeadroom() {
    // Decided by the chart's bound and its geometry, never by the bars: every chart here is
    // bounded (weights at most 100 %, s(1 - s) at most 0.25) and a slider can take its tallest
    // bar there. Grown by a label's height once the tallest label reached the top line, the
    // axis rescaled while a slider moved and every bar jumped by about 15 % (review32 #5, sp32
    // shots 47-48); kept grown, it is a band of one label line over the plot (issue 19). So the
    // axis ends at its bound wherever the widest label the chart can write fits inside a bar's
    // top (BarLabels puts a label there when there is no room above), and keeps one label's
    // room over the bound only where bars are too narrow for that (a narrow panel, many keys).
    const qreal height = chart_->plotArea().height();
    const qreal room = labels_->headroomPixels();
    QString widest;
    if (percent_) {
        // A weight next to 100 % as the bars write it ("> 99.9%").
        widest = formatPercentSet({99.99}).value(0);
    } else if (floorDecimals_ >= 0) {
        widest = formatFloored(maxValue_, flooredSignificant_, floorDecimals_);
    } else {
        widest = formatSignificant(maxValue_, 3);
    }
    const bool insideFits = labels_->fitsInsideBar(widest, std::max<qsizetype>(1, set_->count()));
    const bool lowPlot = height <= 3.0 * room;
    const double top = insideFits || lowPlot ? maxValue_ : maxValue_ * height / (height - room);
    if (std::abs(axis_->max() - top) <= 1e-6 * maxValue_)
        return;
    axis_->setMax(top);
    labels_->relayout();
}

void KeyBars::setKeys(const QStringList& labels) {
    if (set_->count() > 0)
        set_->remove(0, set_->count());
    set_->append(QList<qreal>(labels.size(), 0.0));
    keys_->setCategories(labels);
    keepHeadroom(); // the bars' width follows their count
}

void KeyBars::setValues(const Eigen::VectorXd& values, double factor) {
    const int n = std::min<int>(static_cast<int>(values.size()), set_->count());
    for (int i = 0; i < n; ++i) {
        const double v = values[i] * factor;
        if (set_->at(i) != v)
            set_->replace(i, v);
    }
    QStringList texts;
    QList<double> shown;
    for (int i = 0; i < set_->count(); ++i)
        shown.append(set_->at(i));
    // Percent bars read as the tables beside them (formatPercentSet, one number of decimals);
    // other values with three significant digits, all in one style (never 0.21 beside 0.248, or
    // 0.000135 beside 6.77 × 10⁻⁵), never e-notation.
    if (percent_) {
        texts = formatPercentSet(shown);
    } else if (floorDecimals_ >= 0) {
        texts = formatFlooredSet(shown, flooredSignificant_, floorDecimals_);
    } else {
        texts = formatSignificantSet(shown, 3);
    }
    labels_->setLabels(texts, shown);
}

void KeyBars::setVisible(bool visible) {
    series_->setVisible(visible);
    labels_->setVisible(visible);
}

void KeyBars::setStyle(const BarStyle& style) {
    applyBarStyle(set_, style);
    labels_->setColors(style.label, style.insideLabel);
    labels_->setFont(panel_->chartFont(ChartText::Label));
    keepHeadroom();
}

QList<double> KeyBars::values() const {
    QList<double> out;
    out.reserve(set_->count());
    for (int i = 0; i < set_->count(); ++i)
        out.append(set_->at(i));
    return out;
}

ScoreChart::ScoreChart(QWidget* parent) : ChartPanel(parent) {}

void ScoreChart::setConfig(const ScoreChartConfig& config) {
    config_ = config;
    recompute();
}

void ScoreChart::setScores(const Eigen::VectorXd& scores) {
    if (scores.size() != config_.scores.size())
        config_.keyLabels.clear();
    config_.scores = scores;
    recompute();
}

void ScoreChart::setKeyLabels(const QStringList& labels) {
    config_.keyLabels = labels;
    recompute();
}

void ScoreChart::setDk(int dk) {
    config_.setup.dk = dk;
    recompute();
}

void ScoreChart::setScaleRule(ScaleRule rule) {
    config_.setup.scale = rule;
    recompute();
}

void ScoreChart::setScaled(bool scaled) {
    setScaleRule(scaled ? ScaleRule::InvSqrtDk : ScaleRule::None);
}

void ScoreChart::setGrowth(Growth growth) {
    config_.setup.growth = growth;
    recompute();
}

void ScoreChart::setTemperature(double temperature) {
    config_.setup.temperature = temperature;
    recompute();
}

QStringList ScoreChart::labels() const {
    const int n = static_cast<int>(config_.scores.size());
    if (config_.keyLabels.size() == n)
        return config_.keyLabels;
    QStringList out;
    out.reserve(n);
    for (int i = 0; i < n; ++i)
        out.append(keyName(i));
    return out;
}

void ScoreChart::showError(const Error& error) {
    setPlotVisible(false);
    setMessage(error.message.empty() ? tr("These scores cannot be drawn.")
                                     : QString::fromStdString(error.message));
}

void ScoreChart::recompute() {
    // A new count or new names (setConfig with the `keys` of another chart) relabel the bars.
    if (const QStringList names = labels(); names != shownKeys_) {
        shownKeys_ = names;
        keysChanged(names);
    }
    Result<ScoredLogits> scored = scoreLogits(config_.scores, config_.setup);
    if (!scored) {
        showError(scored.error());
        return;
    }
    result_ = std::move(scored.value());
    setPlotVisible(true);
    redraw();
}

SingleBarChart::SingleBarChart(QWidget* parent, const QString& valueTitle, double maxValue,
                               int ticks, bool percentLabels)
    : ScoreChart(parent),
      bars_(std::make_unique<KeyBars>(this, chart(), valueTitle, maxValue, ticks, percentLabels)) {}

SingleBarChart::~SingleBarChart() = default;

QList<double> SingleBarChart::barValues() const {
    return bars_->values();
}

void SingleBarChart::keysChanged(const QStringList& labels) {
    bars_->setKeys(labels);
}

void SingleBarChart::setPlotVisible(bool visible) {
    bars_->setVisible(visible);
}

void SingleBarChart::applySeriesColors() {
    if (bars_)
        bars_->setStyle(barStyle(palette()));
}

} // namespace attn::charts
