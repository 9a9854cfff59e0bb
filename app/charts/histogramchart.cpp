// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/histogramchart.h"

#include "app/charts/benchrunner.h"
#include "app/charts/contrast.h"
#include "app/charts/histogramwindow.h"
#include "app/charts/numberaxis.h"
#include "core/scale.h"

#include <QAreaSeries>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QScopeGuard>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

// Fresh terms per background warm-up job: ~13 ns each here, so ~25 ms per job; a request that
// arrives while a job runs waits at most that long.
constexpr double kTermsPerChunk = 2e6;

// Value axis: at most this many tick intervals.
constexpr int kMaxValueIntervals = 8;
// The tallest bin is measured at this many d_k at most (a slider of every step up to 1024 would
// cost ~1 s of background work); between them the axis may still grow, never shrink.
constexpr std::size_t kMaxExaminedDks = 64;
// Gap between the plot's frame and the texts drawn inside it, and the plate's margin around
// each text, in pixels.
constexpr double kEdgeTextGap = 4.0;
constexpr double kPlateMargin = 2.0;

// A text on a plate of the plot's background, so that no grid line runs through its letters.
QGraphicsSimpleTextItem* platedText(QGraphicsItem* parent) {
    auto* plate = new QGraphicsRectItem(parent);
    plate->setPen(Qt::NoPen);
    plate->setZValue(10); // over the series and the grid
    plate->setVisible(false);
    auto* text = new QGraphicsSimpleTextItem(plate);
    text->setPos(kPlateMargin, kPlateMargin);
    return text;
}

void setShown(QGraphicsSimpleTextItem* text, bool shown) {
    text->parentItem()->setVisible(shown);
}

QSizeF plateSize(const QGraphicsSimpleTextItem* text) {
    const QRectF box = text->boundingRect();
    return {box.width() + 2 * kPlateMargin, box.height() + 2 * kPlateMargin};
}

// Puts the plate of `text` with its top left at `topLeft`, sized to the text.
void placePlate(QGraphicsSimpleTextItem* text, QPointF topLeft) {
    auto* plate = static_cast<QGraphicsRectItem*>(text->parentItem());
    plate->setRect(QRectF(QPointF(0, 0), plateSize(text)));
    plate->setPos(topLeft);
}

// Expected pairs in each of `bins` equal bins over lo..hi when `samples` values follow N(0, sd):
// samples * (CDF(right) - CDF(left)). Never above samples, and on the bars' own scale at any bin
// width: samples * width * density, drawn before, peaked at ~8000 over bars of ~5000 when the
// bins were wider than the spread (lesson 5 step 1 at d_k = 1: bins of 2, sd 1).
std::vector<double> expectedCounts(double lo, double hi, int bins, double samples, double sd) {
    std::vector<double> out(std::size_t(std::max(0, bins)), 0.0);
    if (bins <= 0 || !(hi > lo))
        return out;
    const double width = (hi - lo) / bins;
    const auto below = [sd](double x) {
        if (!(sd > 0.0))
            return x >= 0.0 ? 1.0 : 0.0; // all of it at 0
        return 0.5 * std::erfc(-x / (sd * std::sqrt(2.0)));
    };
    double left = below(lo);
    for (int i = 0; i < bins; ++i) {
        const double right = below(i + 1 == bins ? hi : lo + (i + 1) * width);
        out[std::size_t(i)] = samples * std::max(0.0, right - left);
        left = right;
    }
    return out;
}

// The bins a pile of `theorySd` is counted in: the shown part of the axis (histogramwindow.h).
ViewBins viewBinsFor(double lo, double hi, int bins, bool followPile, double theorySd) {
    return binsInView(lo, hi, bins, followPile ? valueAxisZoom(lo, hi, bins, theorySd) : 1);
}

} // namespace

HistogramChart::HistogramChart(const HistogramConfig& config, QWidget* parent, BenchShelf* benches)
    : ChartPanel(parent), config_(config), runner_(lendRunner(benches, config.bench)),
      outline_(new QLineSeries(this)), area_(new QAreaSeries), theory_(new QLineSeries),
      xAxis_(new NumberAxis), yAxis_(new NumberAxis), belowText_(platedText(chart())),
      aboveText_(platedText(chart())), zoomText_(platedText(chart())),
      windowCue_(new AxisWindowCue(chart())) {
    connect(chart(), &QChart::plotAreaChanged, this, [this] { placeEdgeTexts(); });
    area_->setUpperSeries(outline_);
    area_->setName(tr("measured"));
    theory_->setName(tr("theory"));
    chart()->addSeries(area_);
    chart()->addSeries(theory_);
    addStyledAxis(xAxis_, Qt::AlignBottom, valueAxisTitle(config_.scaled));
    // Short: the rotated title must fit the plot's height at the smallest chart size.
    addStyledAxis(yAxis_, Qt::AlignLeft, tr("pairs"));
    if (config_.lo < config_.hi) {
        xAxis_->setRange(config_.lo, config_.hi);
        // The axis is fixed at lo..hi (the bins span it); only the ticks move to round numbers.
        setAxisTicks(xAxis_, niceStep((config_.hi - config_.lo) / kMaxValueIntervals));
    }
    yAxis_->setLabelFormat(QStringLiteral("%.0f"));
    // Each scaling's axis starts at the theory's tallest expected count over the page's d_k: the
    // narrowest pile, the smallest d_k unscaled, any d_k scaled (sd sigma^2 then). The measured
    // tallest (a single product q_1 k_1 is peakier than the curve) raises it once the bench has
    // it all.
    if (config_.lo < config_.hi && config_.bins > 0 && config_.bench.samples > 0) {
        const double variance = config_.bench.sigma * config_.bench.sigma;
        const double narrowestRaw = variance * std::sqrt(double(examinedDks().front()));
        for (const bool scaled : {false, true}) {
            if (scaled != config_.scaled && !config_.scaledCanChange &&
                !config_.sharesCountAxisAcrossScalings)
                continue;
            const double sd = scaled ? variance : narrowestRaw;
            const ViewBins view =
                viewBinsFor(config_.lo, config_.hi, config_.bins, config_.followPile, sd);
            const std::vector<double> expected =
                expectedCounts(view.lo, view.hi, view.bins, double(config_.bench.samples), sd);
            raiseCountAxis(*std::max_element(expected.begin(), expected.end()), scaled);
        }
    } else {
        raiseCountAxis(1.0, config_.scaled);
    }
    for (QAbstractSeries* series :
         {static_cast<QAbstractSeries*>(area_), static_cast<QAbstractSeries*>(theory_)}) {
        series->attachAxis(xAxis_);
        series->attachAxis(yAxis_);
    }
    theory_->setVisible(config_.theory);
    chart()->legend()->setVisible(true);

    setTitle(tr("Dot products of random pairs"));
    setSummary(tr("Histogram of the dot products of %1 pairs of random vectors on an axis from %2 "
                  "to %3 that zooms in on a narrow pile, with the normal curve the theory "
                  "predicts.")
                   .arg(QLocale().toString(config_.bench.samples), formatNumber(config_.lo, 0),
                        formatNumber(config_.hi, 0)));
    restyle();
    connect(runner_.get(), &BenchRunner::jobFinished, this, [this](const BenchJobOutput& output) {
        if (output.client == this)
            onJobFinished(output);
    });
    request();
}

HistogramChart::~HistogramChart() = default;

void HistogramChart::setDk(int dk) {
    config_.dk = dk;
    request();
}

void HistogramChart::setScaled(bool scaled) {
    config_.scaled = scaled;
    xAxis_->setTitleText(valueAxisTitle(scaled)); // the part shown is added at the redraw
    applyCountAxis(); // the other scaling's axis, at once: the redraw may wait for the bench
    request();
}

void HistogramChart::setTheoryVisible(bool visible) {
    config_.theory = visible;
    theory_->setVisible(visible && !hasMessage());
}

bool HistogramChart::isWarm() const {
    // The tallest bin is measured in the background right after the warm-up; until then a
    // redraw may wait for that job.
    return benchWarm() && countAxisFixed_;
}

bool HistogramChart::benchWarm() const {
    return warmDk() >= config_.bench.maxDk;
}

int HistogramChart::warmDk() const {
    return runner_->warmDk();
}

QList<long> HistogramChart::counts() const {
    QList<long> out;
    const QList<QPointF> points = outline_->points();
    // Outline: (lo, 0), then two points per bin at its height, then (hi, 0).
    for (int i = 1; i + 1 < points.size(); i += 2)
        out.append(std::lround(points[i].y()));
    return out;
}

QList<QPointF> HistogramChart::theoryPoints() const {
    return theory_->points();
}

void HistogramChart::applySeriesColors() {
    QColor fill = seriesColor(SeriesRole::Primary);
    QPen pen(fill);
    pen.setWidthF(1.5);
    area_->setPen(pen);
    fill.setAlphaF(0.45);
    area_->setBrush(fill);
    QPen theoryPen(seriesColor(SeriesRole::Secondary));
    theoryPen.setWidthF(2.5);
    theory_->setPen(theoryPen);
    const QPalette pal = palette();
    const QColor quiet = withPaletteContrast(pal.color(QPalette::Text), pal, 4.5);
    QFont font = chartFont(ChartText::Label);
    for (QGraphicsSimpleTextItem* item : {belowText_, aboveText_}) {
        item->setBrush(quiet);
        item->setFont(font);
    }
    // The cue that the count axis changed: in the bars' colour, bold, where the eye meets the
    // axis' top number.
    font.setBold(true);
    zoomText_->setBrush(withPaletteContrast(seriesColor(SeriesRole::Primary), pal, 4.5));
    zoomText_->setFont(font);
    QColor plate = chart()->backgroundBrush().color();
    plate.setAlphaF(0.9);
    for (QGraphicsSimpleTextItem* item : {belowText_, aboveText_, zoomText_})
        static_cast<QGraphicsRectItem*>(item->parentItem())->setBrush(plate);
    // The shown part of the value axis in the same bold colour: the second thing that zoomed.
    windowCue_->setColors(plate, zoomText_->brush().color());
    placeEdgeTexts();
}

QString HistogramChart::belowAxisText() const {
    return belowText_->parentItem()->isVisible() ? belowText_->text() : QString();
}

QString HistogramChart::aboveAxisText() const {
    return aboveText_->parentItem()->isVisible() ? aboveText_->text() : QString();
}

QString HistogramChart::zoomText() const {
    return zoomText_->parentItem()->isVisible() ? zoomText_->text() : QString();
}

void HistogramChart::placeEdgeTexts() {
    const QRectF plot = chart()->plotArea();
    const double bottom = plot.bottom() - kEdgeTextGap;
    placePlate(belowText_, {plot.left() + kEdgeTextGap, bottom - plateSize(belowText_).height()});
    placePlate(aboveText_, {plot.right() - kEdgeTextGap - plateSize(aboveText_).width(),
                            bottom - plateSize(aboveText_).height()});
    placePlate(zoomText_, {plot.left() + kEdgeTextGap, plot.top() + kEdgeTextGap});
    windowCue_->setPos(plot.right() - kEdgeTextGap - windowCue_->rect().width(),
                       plot.top() + kEdgeTextGap);
}

void HistogramChart::request() {
    if (failed_)
        return;
    const QString waiting = tr("Drawing the pairs for d k = %1…").arg(config_.dk);
    const int percent = 100 * std::min(runner_->warmDk(), config_.dk) / std::max(1, config_.dk);
    if (jobOutstanding_) {
        // onJobFinished() comes back here, even when the d_k shown stays the same (the scaling
        // changed, or d_k went away and back while a warm-up chunk ran).
        requestWaiting_ = true;
        setBusy(true, waiting, percent);
        return;
    }
    requestWaiting_ = false;
    if (runner_->cheapOnUiThread(config_.dk)) {
        drawFromBench();
        setBusy(false);
        scheduleWarmUp();
        return;
    }
    setBusy(true, waiting, percent);
    if (config_.dk <= runner_->warmDk()) {
        runJob(BenchRunner::copyDots(config_.dk));
        return;
    }
    // Bounded chunks toward the requested d_k: a later request waits for one chunk at most.
    runJob(BenchRunner::warmUp(std::min(config_.dk, runner_->warmDk() + chunkDims())));
}

void HistogramChart::runJob(std::function<BenchJobOutput(DotProductBench&)> job) {
    jobOutstanding_ = true;
    runner_->run(std::move(job), this);
}

int HistogramChart::chunkDims() const {
    DotProductBench* bench = runner_->idleBench();
    const int interval = bench != nullptr ? bench->checkpointInterval() : 32;
    return std::max(interval, int(kTermsPerChunk / std::max(1, config_.bench.samples)));
}

std::vector<int> HistogramChart::examinedDks() const {
    const int maxDk = std::max(1, config_.bench.maxDk);
    std::vector<int> all = config_.dkValues;
    all.push_back(config_.dk);
    for (int& dk : all)
        dk = std::clamp(dk, 1, maxDk);
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    if (all.size() <= kMaxExaminedDks)
        return all;
    // Evenly by position, the smallest and largest kept: unscaled, the tallest pile is the
    // narrowest, at the smallest d_k.
    std::vector<int> some;
    for (std::size_t i = 0; i < kMaxExaminedDks; ++i)
        some.push_back(all[i * (all.size() - 1) / (kMaxExaminedDks - 1)]);
    return some;
}

void HistogramChart::scheduleWarmUp() {
    if (failed_ || jobOutstanding_)
        return;
    if (benchWarm()) {
        if (!countAxisFixed_)
            measureTallest();
        return;
    }
    runJob(BenchRunner::warmUp(std::min(config_.bench.maxDk, runner_->warmDk() + chunkDims())));
}

void HistogramChart::measureTallest() {
    std::vector<bool> scalings{config_.scaled};
    if (config_.scaledCanChange || config_.sharesCountAxisAcrossScalings)
        scalings.push_back(!config_.scaled);
    tallestOutstanding_ = true;
    runJob([dks = examinedDks(), scalings, bins = config_.bins, lo = config_.lo, hi = config_.hi,
            followPile = config_.followPile](DotProductBench& bench) {
        BenchJobOutput output;
        // [0] raw, [1] scaled: each scaling has its own axis.
        std::vector<double> tallest{0.0, 0.0};
        Eigen::VectorXd scaled;
        for (const int dk : dks) {
            const Result<const Eigen::VectorXd*> dots = bench.dotProducts(dk);
            if (!dots) {
                output.error = QString::fromStdString(dots.error().message);
                return output;
            }
            for (const bool scale : scalings) {
                const Eigen::VectorXd* data = dots.value();
                double sd = bench.theorySd(dk);
                if (scale) {
                    const Result<double> factor = scaleFactor(ScaleRule::InvSqrtDk, dk);
                    if (!factor)
                        continue;
                    scaled = *data * factor.value();
                    data = &scaled;
                    sd *= factor.value();
                }
                // In the bins draw() counts this pile in.
                const ViewBins view = viewBinsFor(lo, hi, bins, followPile, sd);
                const Result<Histogram> counted =
                    attn::histogram(*data, view.bins, view.lo, view.hi);
                if (counted && counted.value().counts.size() > 0)
                    tallest[scale] =
                        std::max(tallest[scale], double(counted.value().counts.maxCoeff()));
            }
        }
        output.values = tallest;
        return output;
    });
}

void HistogramChart::onJobFinished(const BenchJobOutput& output) {
    jobOutstanding_ = false;
    if (tallestOutstanding_) {
        // Tried once: a failure here (a d_k outside the bench) leaves the growing axis.
        tallestOutstanding_ = false;
        countAxisFixed_ = true;
        if (output.error.isEmpty() && output.values.size() == 2) {
            raiseCountAxis(output.values[0], false);
            raiseCountAxis(output.values[1], true);
        }
        if (requestWaiting_ || config_.dk != shownDk_ || shownDk_ == 0)
            request();
        return;
    }
    if (!output.error.isEmpty()) {
        // Without a bench nothing can be drawn again; a bad d_k only affects that request.
        failed_ = runner_->idleBench() == nullptr;
        setBusy(false);
        fail(output.error);
        scheduleWarmUp();
        return;
    }
    if (output.dotsDk > 0 && output.dotsDk == config_.dk) {
        requestWaiting_ = false; // drawn with the current settings
        draw(output.dots, output.dotsDk);
        setBusy(false);
        scheduleWarmUp();
    } else if (requestWaiting_ || config_.dk != shownDk_ || shownDk_ == 0) {
        request();
    } else {
        scheduleWarmUp();
    }
}

void HistogramChart::fail(const QString& message) {
    area_->setVisible(false);
    theory_->setVisible(false);
    for (QGraphicsSimpleTextItem* item : {belowText_, aboveText_, zoomText_})
        setShown(item, false);
    windowCue_->setVisible(false);
    setMessage(message);
}

void HistogramChart::drawFromBench() {
    const Result<const Eigen::VectorXd*> dots = runner_->idleBench()->dotProducts(config_.dk);
    if (!dots) {
        fail(QString::fromStdString(dots.error().message));
        return;
    }
    draw(*dots.value(), config_.dk);
}

void HistogramChart::draw(const Eigen::VectorXd& dots, int dk) {
    // draw() writes the readout once, at its end (readingChanged() once per redraw).
    drawing_ = true;
    const auto done = qScopeGuard([this] { drawing_ = false; });
    const Eigen::VectorXd* data = &dots;
    double theory = runner_->idleBench()->theorySd(dk);
    if (config_.scaled) {
        const Result<double> factor = scaleFactor(ScaleRule::InvSqrtDk, dk);
        if (!factor) {
            fail(QString::fromStdString(factor.error().message));
            return;
        }
        scaledBuffer_ = *data * factor.value(); // same size every time: no reallocation
        data = &scaledBuffer_;
        theory *= factor.value();
    }
    // Counted over the part of the axis shown, in bins fine enough for the pile
    // (histogramwindow.h); the pairs beyond it are the histogram's underflow and overflow.
    const ViewBins view =
        viewBinsFor(config_.lo, config_.hi, config_.bins, config_.followPile, theory);
    Result<Histogram> counted = attn::histogram(*data, view.bins, view.lo, view.hi);
    if (counted)
        applyValueAxis(theory);
    if (!counted) {
        fail(QString::fromStdString(counted.error().message));
        return;
    }
    const Result<SampleStats> measured = sampleStats(*data);
    if (!measured) {
        fail(QString::fromStdString(measured.error().message));
        return;
    }
    histogram_ = std::move(counted.value());
    stats_ = measured.value();
    theorySd_ = theory;

    const int bins = int(histogram_.counts.size());
    const double width = histogram_.binWidth();
    outlinePoints_.resize(2 * bins + 2);
    outlinePoints_[0] = QPointF(histogram_.lo, 0.0);
    int peak = 0;
    for (int i = 0; i < bins; ++i) {
        const int c = histogram_.counts[i];
        peak = std::max(peak, c);
        const double left = histogram_.lo + i * width;
        outlinePoints_[1 + 2 * i] = QPointF(left, c);
        outlinePoints_[2 + 2 * i] = QPointF(i + 1 == bins ? histogram_.hi : left + width, c);
    }
    outlinePoints_[2 * bins + 1] = QPointF(histogram_.hi, 0.0);

    // The theory as the expected pairs of each bin, drawn as a step over the bin's whole width:
    // on the bars' scale whatever the bin width, and never above what a bin can hold. Drawn
    // through the bin centres only, it was a three-point trapezoid at d_k = 1 on lesson 4's bins
    // (issue 19, chart36 #1); a smooth curve through them peaks between two centres, 7 % over
    // both bins there on bins of 0.75 at sd 1.
    const std::vector<double> expected =
        expectedCounts(histogram_.lo, histogram_.hi, bins, double(data->size()), theory);
    double theoryPeak = 0.0;
    theoryPoints_.resize(2 * bins);
    for (int i = 0; i < bins; ++i) {
        const double count = expected[std::size_t(i)];
        theoryPeak = std::max(theoryPeak, count);
        theoryPoints_[2 * i] = outlinePoints_[1 + 2 * i];
        theoryPoints_[2 * i].setY(count);
        theoryPoints_[2 * i + 1] = outlinePoints_[2 + 2 * i];
        theoryPoints_[2 * i + 1].setY(count);
    }

    outline_->replace(outlinePoints_);
    theory_->replace(theoryPoints_);
    // Only grows, and only before the tallest bin is measured or at a d_k it was not measured at;
    // the zoom follows the pile shown.
    shownPeak_ = std::max<double>(peak, config_.theory ? theoryPeak : 0.0);
    raiseCountAxis(std::max<double>(peak, theoryPeak), config_.scaled);
    applyCountAxis();
    setShown(zoomText_, countZoom_ > 1); // back after a message hid it
    if (!area_->isVisible())
        area_->setVisible(true);
    if (theory_->isVisible() != config_.theory)
        theory_->setVisible(config_.theory);
    shownDk_ = dk;
    shownScaled_ = config_.scaled;

    const QLocale locale;
    // Pairs beyond the axis, at the end they left by (the readout alone went unread, sp35).
    beyond_ = pairsBeyond(histogram_, shownLo(), shownHi());
    belowText_->setText(tr("◂ %1 beyond").arg(locale.toString(qlonglong(beyond_.below))));
    aboveText_->setText(tr("%1 beyond ▸").arg(locale.toString(qlonglong(beyond_.above))));
    setShown(belowText_, beyond_.below > 0);
    setShown(aboveText_, beyond_.above > 0);
    placeEdgeTexts();
    updateReadout();
}

void HistogramChart::updateReadout() {
    const int dk = shownDk_;
    const double theory = theorySd_;
    const QLocale locale;
    const long outside = beyond_.below + beyond_.above;
    const QStringList numbers = {
        formatNumber(stats_.mean, kSpreadDecimals),     formatNumber(stats_.sd, kSpreadDecimals),
        formatNumber(theory, kSpreadDecimals),          locale.toString(qlonglong(outside)),
        locale.toString(qlonglong(histogram_.total())), locale.toString(qlonglong(beyond_.below)),
        locale.toString(qlonglong(beyond_.above))};
    const TheorySdWording wording = theorySdWording(config_.bench.sigma, config_.scaled);
    const QString plain =
        tr("d k = %1: measured mean %2, sd %3; theory sd %4%5. %6 of %7 pairs fell outside the "
           "axis (%8 below, %9 above).")
            .arg(dk)
            .arg(numbers[0], numbers[1], numbers[2], wording.plain, numbers[3], numbers[4],
                 numbers[5], numbers[6]);
    const QString html =
        tr("d<sub>k</sub> = %1: measured mean %2, sd %3; theory sd %4%5. %6 of %7 pairs fell "
           "outside the axis (%8 below, %9 above).")
            .arg(dk)
            .arg(numbers[0], numbers[1], numbers[2], wording.html, numbers[3], numbers[4],
                 numbers[5], numbers[6]);
    // The zoom in words too, for whoever does not see the plot.
    QString zoom =
        countZoom_ > 1
            ? QLatin1Char(' ') + tr("Bars drawn ×%1 taller than at full "
                                    "scale (%2).")
                                     .arg(countZoom_)
                                     .arg(locale.toString(qlonglong(std::llround(countBase_))))
            : QString();
    if (valueZoom_ > 1)
        zoom += QLatin1Char(' ') + windowSentence();
    setReadout(plain + zoom, html + zoom);
}

} // namespace attn::charts
