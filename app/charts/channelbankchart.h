// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/chartpanel.h"
#include "core/bench.h"

#include <QList>
#include <QPointF>
#include <QRectF>

#include <cstdint>
#include <optional>

class QLineSeries;
class QValueAxis;

namespace attn::charts {

// Plain configuration of the lesson chart kind `channel-bank`.
struct ChannelBankConfig {
    std::uint64_t seed = 1;
    int pair = 0;     // which pair of the bench: 0..kMaxBenchSamples - 1
    int dk = 1;       // 1..maxDk
    int maxDk = 1024; // the largest d_k the page can ask for (the lesson format's limit)
};

// Lesson chart kind `channel-bank`: the per-dimension terms q_j k_j of one pair of random
// vectors (DotProductBench::channelTerms, the very terms the histogram's dot products sum), one
// bar per dimension (up to 1024), with their sum and the reminder that each term has variance 1 so
// the sum's variance is d_k (theory sd from DotProductBench::theorySd). Synchronous: dk terms per
// redraw. The term axis is fixed for the pair over 1..maxDk (a nice symmetric range around the
// largest of its terms, never under +-1, one term's standard deviation), so a bar keeps its height
// while d_k moves and what grows is the number of bars.
//
//   ChannelBankChart chart(config);
//   chart.setDk(64);             // bind to the d_k slider
//   chart.setPair(3);            // another pair of the same bench
//   chart.terms();               // the drawn bar heights
//   chart.sum();                 // the sum of the drawn terms (the dot product of the pair)
class ChannelBankChart : public ChartPanel {
    Q_OBJECT
public:
    explicit ChannelBankChart(const ChannelBankConfig& config, QWidget* parent = nullptr);
    ~ChannelBankChart() override;

    void setDk(int dk);
    void setPair(int pair);

    const ChannelBankConfig& config() const { return config_; }
    QList<double> terms() const;
    double sum() const { return sum_; }
    // The term axis' range: a nice range around the pair's largest term up to maxDk, at least
    // +-1; it changes with the pair only.
    QPointF termRange() const;
    // The drawn bars in axis units (x: dimensions, y: terms), bar j + 1 centred on x = j + 1.
    QList<QRectF> barRects() const;

protected:
    void applySeriesColors() override;

private:
    void rebuildBench();
    void redraw();
    void fail(const QString& message);

    ChannelBankConfig config_;
    std::optional<DotProductBench> bench_;
    QString benchError_;
    // Qt Charts' series do per-point work on every update (about 5.7 ms at the 90th percentile
    // for the 4 x 1024 points of a filled outline): the bars are painted by one graphics item
    // instead, and this empty series only carries the axes.
    QLineSeries* axesCarrier_;
    class BarsItem;
    BarsItem* bars_;
    QValueAxis* xAxis_;
    QValueAxis* yAxis_;
    QList<double> terms_;
    QList<QRectF> barRects_; // terms_ as bars in axis units
    double sum_ = 0.0;
};

} // namespace attn::charts
