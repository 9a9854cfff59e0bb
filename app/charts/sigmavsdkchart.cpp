// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/sigmavsdkchart.h"

#include "app/charts/benchrunner.h"
#include "core/scale.h"
#include "core/stats.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

// Fresh terms per background job (~13 ns each here): ~25 ms, so a request waits at most that.
constexpr double kTermsPerJob = 2e6;

// 1, then steps of sqrt(2) rounded, then maxDk: two points per octave.
std::vector<int> logSpaced(int maxDk, double perOctave) {
    std::vector<int> out;
    for (int k = 0;; ++k) {
        const int dk = int(std::lround(std::pow(2.0, k / perOctave)));
        if (dk >= maxDk)
            break;
        if (out.empty() || out.back() != dk)
            out.push_back(dk);
    }
    if (maxDk >= 1)
        out.push_back(maxDk);
    return out;
}

// The sd axis: at most this many tick intervals (1, 2, 5 times a power of ten each).
constexpr int kMaxSdIntervals = 4;
// The d_k axis reaches this many octaves past 1 and maxDk, so the current-d_k marker at either
// end is drawn whole (the plot clips series at its edges); ticks stay on the powers of two.
constexpr double kEndPaddingOctaves = 0.35;

// Measures sd at dks[from..] until about kTermsPerJob fresh terms were spent.
BenchRunner::Job measureJob(std::vector<int> dks, std::size_t from, int warmDk) {
    return [dks = std::move(dks), from, warmDk](DotProductBench& bench) {
        BenchJobOutput output;
        const double samples = bench.config().samples;
        double spent = 0.0;
        int warm = warmDk;
        for (std::size_t i = from; i < dks.size(); ++i) {
            const Result<const Eigen::VectorXd*> dots = bench.dotProducts(dks[i]);
            if (!dots) {
                output.error = QString::fromStdString(dots.error().message);
                return output;
            }
            const Result<SampleStats> stats = sampleStats(*dots.value());
            if (!stats) {
                output.error = QString::fromStdString(stats.error().message);
                return output;
            }
            output.values.push_back(stats.value().sd);
            spent += samples * std::max(0, dks[i] - warm);
            warm = std::max(warm, dks[i]);
            output.warmedTo = warm;
            if (spent >= kTermsPerJob)
                break;
        }
        return output;
    };
}

} // namespace

SigmaVsDkChart::SigmaVsDkChart(const SigmaVsDkConfig& config, QWidget* parent, BenchShelf* benches)
    : ChartPanel(parent), config_(config), runner_(lendRunner(benches, config.bench)),
      measured_(new QLineSeries), measuredDots_(new QScatterSeries), theory_(new QLineSeries),
      marker_(new QScatterSeries), xAxis_(new QLogValueAxis), yAxis_(new QValueAxis) {
    dks_ = logSpaced(config_.bench.maxDk, 2.0);
    theoryDks_ = logSpaced(config_.bench.maxDk, 8.0);

    measured_->setName(tr("measured"));
    measuredDots_->setName(tr("measured"));
    measuredDots_->setMarkerSize(7);
    marker_->setName(tr("current d<sub>k</sub>"));
    marker_->setMarkerSize(14);
    marker_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    // Drawn in this order: the theory (dashed) over the measured line it would otherwise hide
    // under where they agree, the marker over both.
    for (QAbstractSeries* series :
         {static_cast<QAbstractSeries*>(measured_), static_cast<QAbstractSeries*>(measuredDots_),
          static_cast<QAbstractSeries*>(theory_), static_cast<QAbstractSeries*>(marker_)})
        chart()->addSeries(series);
    xAxis_->setBase(2.0);
    xAxis_->setLabelFormat(tickLabelFormat(1.0)); // powers of two
    const double pad = std::exp2(kEndPaddingOctaves);
    xAxis_->setRange(1.0 / pad, std::max(2, config_.bench.maxDk) * pad);
    addStyledAxis(xAxis_, Qt::AlignBottom, tr("d<sub>k</sub> (log scale)"));
    // Short: the rotated title must fit the plot's height at the smallest chart size.
    addStyledAxis(yAxis_, Qt::AlignLeft, tr("std. dev."));
    yAxis_->setRange(0.0, 1.0);
    yAxis_->setLabelFormat(tickLabelFormat(0.2));
    for (QAbstractSeries* series : chart()->series()) {
        series->attachAxis(xAxis_);
        series->attachAxis(yAxis_);
    }
    // The d_k axis ticks every power of 2 where the labels fit, else every power of 4 or 16.
    connect(chart(), &QChart::plotAreaChanged, this, &SigmaVsDkChart::fitDkTicks);
    // One legend entry per meaning: the dots repeat the measured line.
    const auto markers = chart()->legend()->markers(measuredDots_);
    for (QLegendMarker* m : markers)
        m->setVisible(false);

    setTitle(tr("Spread of the dot product against the dimension"));
    showWhatIsDrawn();
    setSummary(tr("Line chart of the measured standard deviation of %1 dot products against d k "
                  "from 1 to %2 on a logarithmic axis, beside the theory curve.")
                   .arg(QLocale().toString(config_.bench.samples))
                   .arg(config_.bench.maxDk));
    restyle();
    connect(runner_.get(), &BenchRunner::jobFinished, this, [this](const BenchJobOutput& output) {
        if (output.client == this)
            onJobFinished(output);
    });
    setBusy(true, tr("Measuring…"), 0);
    runNextJob();
}

SigmaVsDkChart::~SigmaVsDkChart() = default;

bool SigmaVsDkChart::isComplete() const {
    return !failed_ && sds_.size() == dks_.size() && !jobOutstanding_;
}

QList<QPointF> SigmaVsDkChart::measuredPoints() const {
    return measured_->points();
}

QList<QPointF> SigmaVsDkChart::theoryPoints() const {
    return theory_->points();
}

QList<QPointF> SigmaVsDkChart::markerPoint() const {
    return marker_->points();
}

void SigmaVsDkChart::setDk(int dk) {
    config_.dk = dk;
    drawMarker();
}

void SigmaVsDkChart::showWhatIsDrawn() {
    // One of the two is drawn at a time; the chart says which, whatever the page's title.
    chart()->setTitle(config_.scaled ? tr("Shown: q·k divided by √d<sub>k</sub>")
                                     : tr("Shown: q·k as it is (not scaled)"));
    theory_->setName(theorySdWording(config_.bench.sigma, config_.scaled).legend);
    fitViewHeights();
}

QString SigmaVsDkChart::shownTitle() const {
    return chartView()->wholeTitle(); // without the breaks a narrow view puts in
}

void SigmaVsDkChart::setScaled(bool scaled) {
    config_.scaled = scaled;
    showWhatIsDrawn();
    redrawCurves();
    drawMarker();
}

void SigmaVsDkChart::applySeriesColors() {
    const QColor primary = seriesColor(SeriesRole::Primary);
    QPen pen(primary);
    pen.setWidthF(1.5);
    measured_->setPen(pen);
    measuredDots_->setColor(primary);
    measuredDots_->setBorderColor(primary);
    QPen theoryPen(seriesColor(SeriesRole::Secondary));
    theoryPen.setWidthF(2.5);
    theoryPen.setStyle(Qt::DashLine);
    theory_->setPen(theoryPen);
    const QColor mark = seriesColor(SeriesRole::Tertiary);
    marker_->setColor(mark);
    marker_->setBorderColor(mark);
}

void SigmaVsDkChart::runNextJob() {
    if (failed_ || jobOutstanding_ || sds_.size() >= dks_.size())
        return;
    runJob(measureJob(dks_, sds_.size(), runner_->warmDk()));
}

void SigmaVsDkChart::runJob(std::function<BenchJobOutput(DotProductBench&)> job) {
    jobOutstanding_ = true;
    runner_->run(std::move(job), this);
}

void SigmaVsDkChart::onJobFinished(const BenchJobOutput& output) {
    jobOutstanding_ = false;
    if (!output.error.isEmpty()) {
        failed_ = true;
        setBusy(false);
        fail(output.error);
        return;
    }
    if (theorySds_.empty()) {
        // The bench exists now and is idle: the theory is its formula.
        const DotProductBench* bench = runner_->idleBench();
        for (int dk : theoryDks_)
            theorySds_.push_back(bench->theorySd(dk));
    }
    if (output.dotsDk > 0) {
        if (output.dotsDk == config_.dk)
            drawMarkerFrom(output.dots, output.dotsDk);
    } else {
        sds_.insert(sds_.end(), output.values.begin(), output.values.end());
        redrawCurves();
    }
    if (markerDk_ != config_.dk)
        drawMarker(); // may start a job for the marker
    runNextJob();
    if (sds_.size() < dks_.size())
        setBusy(true, tr("Measuring…"), int(100 * sds_.size() / dks_.size()));
    else
        setBusy(jobOutstanding_, tr("Measuring…"), 100);
}

double SigmaVsDkChart::drawFactor(int dk, QString* error) const {
    if (!config_.scaled)
        return 1.0;
    const Result<double> factor = scaleFactor(ScaleRule::InvSqrtDk, dk);
    if (!factor) {
        *error = QString::fromStdString(factor.error().message);
        return 0.0;
    }
    return factor.value();
}

void SigmaVsDkChart::redrawCurves() {
    if (failed_ || theorySds_.empty())
        return;
    QString error;
    QList<QPointF> theory;
    theory.reserve(int(theoryDks_.size()));
    double top = 0.0;
    for (std::size_t i = 0; i < theoryDks_.size(); ++i) {
        const double y = theorySds_[i] * drawFactor(theoryDks_[i], &error);
        top = std::max(top, y);
        theory.append(QPointF(theoryDks_[i], y));
    }
    QList<QPointF> measured;
    measured.reserve(int(sds_.size()));
    for (std::size_t i = 0; i < sds_.size(); ++i) {
        const double y = sds_[i] * drawFactor(dks_[i], &error);
        top = std::max(top, y);
        measured.append(QPointF(dks_[i], y));
    }
    if (!error.isEmpty()) {
        fail(error);
        return;
    }
    theory_->replace(theory);
    measured_->replace(measured);
    measuredDots_->replace(measured);
    applyNiceTicks(yAxis_, 0.0, 1.1 * top, kMaxSdIntervals);
}

void SigmaVsDkChart::drawMarker() {
    if (failed_)
        return;
    const int dk = config_.dk;
    if (runner_->cheapOnUiThread(dk)) {
        const Result<const Eigen::VectorXd*> dots = runner_->idleBench()->dotProducts(dk);
        if (!dots) {
            fail(QString::fromStdString(dots.error().message));
            return;
        }
        drawMarkerFrom(*dots.value(), dk);
        return;
    }
    // Drawn when the measuring jobs pass this d_k, or by a job of its own when it is warm but
    // too many fresh terms for the UI thread.
    marker_->clear();
    markerDk_ = 0;
    setReadout(tr("d k = %1: measuring…").arg(dk), tr("d<sub>k</sub> = %1: measuring…").arg(dk));
    // warmDk() > 0: the bench exists; a job of this chart already under way calls back here.
    if (!jobOutstanding_ && dk <= runner_->warmDk()) {
        setBusy(true, tr("Measuring…"), 100);
        runJob(BenchRunner::copyDots(dk));
    }
}

void SigmaVsDkChart::drawMarkerFrom(const Eigen::VectorXd& dots, int dk) {
    const Result<SampleStats> stats = sampleStats(dots);
    if (!stats) {
        fail(QString::fromStdString(stats.error().message));
        return;
    }
    QString error;
    const double factor = drawFactor(dk, &error);
    if (!error.isEmpty()) {
        fail(error);
        return;
    }
    markerDk_ = dk;
    markerSd_ = stats.value().sd;
    const double theory = runner_->idleBench()->theorySd(dk) * factor;
    marker_->replace(QList<QPointF>{QPointF(dk, markerSd_ * factor)});
    for (QAbstractSeries* series : chart()->series()) {
        if (!series->isVisible())
            series->setVisible(true);
    }
    const QString measured = formatNumber(markerSd_ * factor, kSpreadDecimals);
    const QString expected = formatNumber(theory, kSpreadDecimals);
    const TheorySdWording wording = theorySdWording(config_.bench.sigma, config_.scaled);
    setReadout(tr("d k = %1: measured standard deviation %2, theory %3%4.")
                   .arg(dk)
                   .arg(measured, expected, wording.plain),
               tr("d<sub>k</sub> = %1: measured standard deviation %2, theory %3%4.")
                   .arg(dk)
                   .arg(measured, expected, wording.html));
}

void SigmaVsDkChart::fitDkTicks() {
    const double width = chart()->plotArea().width();
    if (!(width > 0.0))
        return;
    // Qt Charts elides a label wider than the plot's width divided by the tick count, less
    // 8 px of padding; the widest label is the largest d_k, plus the text item's margins and a
    // gap.
    const QFontMetricsF metrics(xAxis_->labelsFont());
    const double label =
        metrics.horizontalAdvance(axisLocale().toString(std::max(2, config_.bench.maxDk))) + 16.0;
    const double top = std::log2(xAxis_->max());
    double base = 2.0;
    for (double candidate : {2.0, 4.0, 16.0}) {
        base = candidate;
        const double ticks = std::floor(top / std::log2(candidate)) + 1.0;
        if (width / ticks - 8.0 >= label)
            break;
    }
    if (xAxis_->base() != base)
        xAxis_->setBase(base);
}

void SigmaVsDkChart::fail(const QString& message) {
    for (QAbstractSeries* series : chart()->series())
        series->setVisible(false);
    setMessage(message);
}

} // namespace attn::charts
