// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/chartpanel.h"
#include "core/bench.h"

#include <QList>
#include <QPointF>

#include <functional>
#include <memory>
#include <vector>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace attn::charts {

class BenchRunner;
class BenchShelf;
struct BenchJobOutput;

// Plain configuration of the lesson chart kind `sigma-vs-dk`.
struct SigmaVsDkConfig {
    BenchConfig bench{1, 4000, 1024, 1.0}; // seed, samples, maxDk = right end of the axis, sigma
    int dk = 1;                            // marked on the curve
    bool scaled = false;                   // divide each dot product by sqrt(d_k)
};

// Lesson chart kind `sigma-vs-dk`: the measured standard deviation of the dot products of one
// bench (attn::sampleStats of DotProductBench::dotProducts) at log-spaced d_k from 1 to maxDk
// (about two points per octave, maxDk included), beside the theory curve sigma^2 sqrt(d_k)
// (flat sigma^2 when scaled), on a log2 d_k axis; a marker at the current d_k with its measured
// value. The measurements run off the UI thread in bounded jobs and appear progressively
// (isBusy() until all are in); setDk() moves the marker synchronously once the bench has
// passed that d_k (unless the d_k needs too many fresh terms for the UI thread: then a
// background job draws it).
//
//   SigmaVsDkChart chart(config);
//   chart.setDk(256);            // bind to the d_k slider
//   chart.setScaled(true);       // bind to the gain-control toggle
//   chart.isComplete();          // every measurement point is in
//   chart.measuredPoints();      // (d_k, sd) as drawn (scaled when scaled)
//   chart.theoryPoints();        // the theory curve as drawn
//   chart.markerPoint();         // (d_k, measured sd) of the marker; empty until drawn
class SigmaVsDkChart : public ChartPanel {
    Q_OBJECT
public:
    explicit SigmaVsDkChart(const SigmaVsDkConfig& config, QWidget* parent = nullptr,
                            BenchShelf* benches = nullptr);
    ~SigmaVsDkChart() override;

    void setDk(int dk);
    void setScaled(bool scaled);

    const SigmaVsDkConfig& config() const { return config_; }
    bool isComplete() const;
    // The d_k values measured, ascending.
    const std::vector<int>& measuredDks() const { return dks_; }
    QList<QPointF> measuredPoints() const;
    QList<QPointF> theoryPoints() const;
    QList<QPointF> markerPoint() const;
    // The line inside the chart that says which curve is drawn (unscaled or divided by
    // sqrt(d_k)); the page's title covers both states.
    QString shownTitle() const;
    QLineSeries* measuredSeries() const { return measured_; }
    QLineSeries* theorySeries() const { return theory_; }
    QScatterSeries* markerSeries() const { return marker_; }

protected:
    void applySeriesColors() override;

private:
    void onJobFinished(const BenchJobOutput& output);
    void runNextJob();
    void runJob(std::function<BenchJobOutput(DotProductBench&)> job);
    void redrawCurves();
    void drawMarker();
    void showWhatIsDrawn();
    void drawMarkerFrom(const Eigen::VectorXd& dots, int dk);
    void fail(const QString& message);
    void fitDkTicks();
    // Multiplier that turns an unscaled sd into what is drawn at dk (1 unless scaled).
    double drawFactor(int dk, QString* error) const;

    SigmaVsDkConfig config_;
    std::shared_ptr<BenchRunner> runner_;
    QLineSeries* measured_;
    QScatterSeries* measuredDots_;
    QLineSeries* theory_;
    QScatterSeries* marker_;
    QLogValueAxis* xAxis_;
    QValueAxis* yAxis_;
    std::vector<int> dks_;
    std::vector<double> sds_;       // unscaled measured sd at dks_[i], filled progressively
    std::vector<int> theoryDks_;    // dense, for a smooth curve
    std::vector<double> theorySds_; // unscaled theory sd at theoryDks_[i]
    double markerSd_ = 0.0;         // unscaled measured sd at the shown marker
    int markerDk_ = 0;              // 0: no marker drawn
    bool failed_ = false;
    bool jobOutstanding_ = false; // a job of this chart runs or waits on the (shared) runner
};

} // namespace attn::charts
