// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/charts/chartpanel.h"
#include "app/charts/histogramwindow.h"
#include "core/bench.h"
#include "core/stats.h"

#include <QList>
#include <QPointF>

#include <functional>
#include <memory>
#include <vector>

class QAreaSeries;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QValueAxis;

namespace attn::charts {

class BenchRunner;
class BenchShelf;
struct BenchJobOutput;

// Plain configuration of the lesson chart kind `histogram`.
struct HistogramConfig {
    BenchConfig bench; // seed, samples (pairs), maxDk (the largest d_k the page can ask
                       // for: the slider's maximum), sigma (sd of every vector entry)
    int dk = 1;        // d_k shown first
    int bins = 80;     // 1..100000 (the lesson format allows 5..400)
    double lo = -40.0; // the fixed axis; lo < hi, both finite
    double hi = 40.0;
    bool scaled = false; // divide each dot product by sqrt(d_k)
    bool theory = true;  // overlay the normal curve of the theory
    // The value axis zooms in on a narrow pile by powers of two (histogramwindow.h); false: it
    // stays at lo..hi.
    bool followPile = false;
    // Every d_k the page can set (the bound slider's values); empty: only dk. With
    // scaledCanChange, both states of `scaled` too.
    std::vector<int> dkValues;
    bool scaledCanChange = false;
    // Another chart of the page shows these draws (same bench, bins, axis and d_k control) with
    // the other scaling, to be read against this one: both count axes then cover both scalings.
    bool sharesCountAxisAcrossScalings = false;
};

// Lesson chart kind `histogram`: the Monte Carlo bench. Counts of the dot products q.k of
// `samples` pairs of random vectors at the current d_k, over the part of lo..hi shown (with
// followPile, in bins as fine as the pile needs: histogramwindow.h), drawn as a filled step
// outline; the theory's normal distribution (sd sigma^2 sqrt(d_k), or sigma^2 when scaled) as the
// expected count of each bin, drawn as a step over the bins; the pairs beyond each end of the
// axis written at that end; readout of the measured mean and sd
// beside the theory and of the counts that fell outside the axis. Every number comes from the core
// (DotProductBench, histogram, sampleStats, scaleFactor, normalPdf).
//
// The bench is built once, off the UI thread, then warmed up to bench.maxDk in the background
// in chunks; setDk() on a warm d_k redraws synchronously (well under 4 ms at 10,000 pairs), a
// cold one is drawn as soon as the background job reaches it (isBusy() meanwhile; a progress
// bar appears after 100 ms). With very many pairs (checkpoints spaced wider to fit the memory
// budget) a warm d_k whose fresh terms would hold the UI thread over ~15 ms is computed in the
// background too. The UI thread never waits for the bench. Charts given the same BenchShelf
// share the bench of one configuration (memory, warm-up and numbers).
//
//   HistogramChart chart(config);
//   chart.setDk(256);            // bind to the d_k slider
//   chart.setScaled(true);       // bind to the gain-control toggle
//   chart.setTheoryVisible(false);
//   chart.shownDk();             // the d_k the series currently show (0 before the first draw)
//   chart.counts();              // bar heights read back from the series
//   chart.stats(); chart.histogram();  // the numbers behind the readout
// readingChanged() fires after every redraw (and when a message appears).
class HistogramChart : public ChartPanel {
    Q_OBJECT
public:
    explicit HistogramChart(const HistogramConfig& config, QWidget* parent = nullptr,
                            BenchShelf* benches = nullptr);
    ~HistogramChart() override;

    void setDk(int dk);
    void setScaled(bool scaled);
    void setTheoryVisible(bool visible);

    const HistogramConfig& config() const { return config_; }
    int shownDk() const { return shownDk_; }
    // True when every d_k up to bench.maxDk redraws without background work (the bench is warm
    // and the count axis fixed).
    bool isWarm() const;
    // Every d_k up to this one redraws without background work.
    int warmDk() const;
    QList<long> counts() const;
    QList<QPointF> theoryPoints() const;
    // The counts drawn: the bins of the part of lo..hi shown, the pairs beyond it as under- and
    // overflow.
    const Histogram& histogram() const { return histogram_; }
    const SampleStats& stats() const { return stats_; }
    double theorySd() const { return theorySd_; }
    // True once the tallest bin over every d_k of dkValues (for each scaling the chart can show)
    // is measured: from then on the count axis changes only with the scaling. Before, it starts
    // at the theory's tallest expected count and only ever grows.
    bool countAxisFixed() const { return countAxisFixed_; }
    // The count axis at zoom 1 runs to countAxisBase() (the scaling's tallest pile over every d_k,
    // rounded up); when the pile shown is lower, the axis zooms in by a power of two, so that the
    // tallest bar fills at least half of it, and the plot says so ("count axis zoomed ×4").
    int countAxisZoom() const { return countZoom_; }
    double countAxisBase() const { return countBase_; }
    // The texts at the plot's edges and corner, as shown (empty when hidden): pairs beyond the
    // left end, beyond the right end, and the zoom of the count axis.
    QString belowAxisText() const;
    QString aboveAxisText() const;
    QString zoomText() const;
    // The value axis zooms in on a narrow pile by a power of two (histogramwindow.h): the part
    // of lo..hi it shows, and the cue in the plot's corner that says so (empty at zoom 1).
    int valueAxisZoomFactor() const { return valueZoom_; }
    double shownLo() const;
    double shownHi() const;
    QString axisWindowText() const;
    double axisWindowShare() const { return windowCue_->shownShare(); }

protected:
    void applySeriesColors() override;

private:
    void onJobFinished(const BenchJobOutput& output);
    void request();
    void scheduleWarmUp();
    void runJob(std::function<BenchJobOutput(DotProductBench&)> job);
    int chunkDims() const;
    void drawFromBench();
    void draw(const Eigen::VectorXd& dots, int dk);
    void fail(const QString& message);
    bool benchWarm() const;
    void raiseCountAxis(double tallest, bool scaled);
    void applyCountAxis();
    void measureTallest();
    std::vector<int> examinedDks() const;
    void placeEdgeTexts();
    void updateReadout();
    void applyValueAxis(double theorySd);
    QString windowSentence() const;

    HistogramConfig config_;
    std::shared_ptr<BenchRunner> runner_;
    QLineSeries* outline_;
    QAreaSeries* area_;
    QLineSeries* theory_;
    QValueAxis* xAxis_;
    QValueAxis* yAxis_;
    QList<QPointF> outlinePoints_;
    QList<QPointF> theoryPoints_;
    QGraphicsSimpleTextItem* belowText_;
    QGraphicsSimpleTextItem* aboveText_;
    QGraphicsSimpleTextItem* zoomText_;
    AxisWindowCue* windowCue_;
    int valueZoom_ = 1;
    QString windowText_; // "shown: −7.5 to 7.5 of −120 to 120", empty at zoom 1
    PairsBeyond beyond_;
    Eigen::VectorXd scaledBuffer_;
    Histogram histogram_;
    SampleStats stats_{};
    double theorySd_ = 0.0;
    int shownDk_ = 0;
    bool shownScaled_ = false; // the scaling of the pairs shown (and of stats_)
    bool drawing_ = false;
    bool failed_ = false;
    bool jobOutstanding_ = false;     // a job of this chart runs or waits on the (shared) runner
    bool requestWaiting_ = false;     // request() came while a job was outstanding
    bool tallestOutstanding_ = false; // the outstanding job measures the tallest bin
    bool countAxisFixed_ = false;
    // The tallest count (bin or theory) each scaling's count axis holds: [0] raw, [1] scaled.
    double countTop_[2] = {0.0, 0.0};
    double appliedCountTop_ = 0.0;
    double countBase_ = 0.0; // the axis top at zoom 1, rounded up to whole ticks
    int countZoom_ = 1;
    double shownPeak_ = 0.0; // tallest bar or theory value of the pile shown
};

} // namespace attn::charts
