// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include "app/charts/barlabels.h"
#include "app/charts/barstyle.h"
#include "app/charts/chartpanel.h"
#include "core/scale.h"

#include <Eigen/Core>
#include <QList>
#include <QStringList>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QValueAxis;

namespace attn::charts {

// Plain configuration shared by the score-based chart kinds (softmax, gradient, buses,
// temperature): a lesson's score keys mapped to core types.
struct ScoreChartConfig {
    Eigen::VectorXd scores; // raw query-key scores, one per key (1..64)
    ScoreSetup setup;       // growth, scale, dk, temperature (core/scale.h)
    QStringList keyLabels;  // one per score; empty: "k1", "k2", ...
    // The decimals of the slider that sets the temperature, so a readout repeats its value as
    // the slider's box writes it ("8.0" beside a box of 8.0); -1: no slider, two decimals.
    int temperatureDecimals = -1;
};

// One bar per key on a category axis with a fixed value axis. Updating values only touches the
// bars whose value changed (QBarSeries relayouts per changed bar, so a handful is cheap).
class KeyBars {
public:
    // `ticks` value-axis ticks from 0 to maxValue (6 on 0..0.25 gives steps of 0.05).
    KeyBars(ChartPanel* panel, QChart* chart, const QString& valueTitle, double maxValue, int ticks,
            bool percentLabels);
    ~KeyBars();
    KeyBars(const KeyBars&) = delete;
    KeyBars& operator=(const KeyBars&) = delete;
    void setKeys(const QStringList& labels);
    void setValues(const Eigen::VectorXd& values, double factor);
    void setVisible(bool visible);
    // Value labels with `significant` digits in plain decimals down to 10^-floorDecimals, a
    // smaller one as "< 0.0001" (formatFlooredSet), instead of three significant digits;
    // floorDecimals -1 goes back.
    void setFloored(int significant, int floorDecimals) {
        flooredSignificant_ = significant;
        floorDecimals_ = floorDecimals;
        keepHeadroom();
    }
    // The bars and their value labels in the one bar look (barstyle.h).
    void setStyle(const BarStyle& style);
    QList<double> values() const;
    // The value labels, placed by BarLabels; percent bars written by formatPercent like the
    // tables, other bars by formatSignificant or with a floor (setFloored).
    const BarLabels* valueLabels() const { return labels_.get(); }

private:
    // The value axis ends at maxValue, or one label's height past it (its ticks ending at
    // maxValue) where bars are too narrow to hold the widest label inside their top. Set from
    // the plot's size, the key count and the labels' font, never from the values, so moving a
    // slider never rescales it (review32 #5).
    void keepHeadroom();

    ChartPanel* panel_;
    QChart* chart_;
    double maxValue_;
    bool percent_;
    int flooredSignificant_ = 3;
    int floorDecimals_ = -1;
    QMetaObject::Connection headroomConnection_;
    std::unique_ptr<BarLabels> labels_;
    QBarSeries* series_;
    QBarSet* set_;
    QBarCategoryAxis* keys_;
    QValueAxis* axis_;
};

// Base of the score-based charts. Holds the scores and the ScoreSetup; every setter recomputes
// through attn::scoreLogits and redraws in place. Invalid input (NaN score, empty list,
// temperature <= 0, dk < 1, ...) shows the core's message inside the chart instead of the bars;
// the next valid input brings the bars back.
//
// Public API (all setters redraw immediately, on the calling (UI) thread; a few microseconds
// of arithmetic plus one bar update per changed key):
//   setConfig(config)       — everything at once.
//   setScores(scores)       — new raw scores (e.g. when a `query` choice switches score sets);
//                              the key count may change; key labels reset to k1..kn unless
//                              setKeyLabels is called afterwards.
//   setKeyLabels(labels)    — category labels, one per score.
//   setDk(dk)               — head dimension (bind to a d_k slider).
//   setScaleRule(rule)      — ScaleRule::None / InvSqrtDk / InvDk / Explicit.
//   setScaled(on)           — a bound toggle: on = InvSqrtDk, off = None.
//   setGrowth(growth)       — Growth::None / Sqrt.
//   setTemperature(t)       — softmax temperature.
//   config()                — the current configuration.
//   lastResult()            — the logits and weights of the last good computation
//                              (undefined content while hasMessage()).
class ScoreChart : public ChartPanel {
    Q_OBJECT
public:
    void setConfig(const ScoreChartConfig& config);
    void setScores(const Eigen::VectorXd& scores);
    void setKeyLabels(const QStringList& labels);
    void setDk(int dk);
    void setScaleRule(ScaleRule rule);
    void setScaled(bool scaled);
    void setGrowth(Growth growth);
    void setTemperature(double temperature);

    const ScoreChartConfig& config() const { return config_; }
    const ScoredLogits& lastResult() const { return result_; }

protected:
    explicit ScoreChart(QWidget* parent);
    // Called after the key count or labels changed.
    virtual void keysChanged(const QStringList& labels) = 0;
    virtual void setPlotVisible(bool visible) = 0;
    // Draws result_ (valid when called) and sets the readout; on a core error calls showError.
    virtual void redraw() = 0;
    // Turns a core error into the message shown inside the chart.
    void showError(const Error& error);
    void recompute();
    QStringList labels() const;

    ScoreChartConfig config_;
    ScoredLogits result_;

private:
    QStringList shownKeys_; // the labels the bars were last given
};

// Base of the score charts that draw one bar per key (softmax, gradient, temperature): owns the
// bars and keeps their keys, visibility and colours (primary bars, tertiary labels) in step.
class SingleBarChart : public ScoreChart {
    Q_OBJECT
public:
    const BarLabels* valueLabels() const { return bars_->valueLabels(); }

protected:
    SingleBarChart(QWidget* parent, const QString& valueTitle, double maxValue, int ticks,
                   bool percentLabels);
    ~SingleBarChart() override;
    QList<double> barValues() const;
    void keysChanged(const QStringList& labels) override;
    void setPlotVisible(bool visible) override;
    void applySeriesColors() override;

    std::unique_ptr<KeyBars> bars_;
};

} // namespace attn::charts
