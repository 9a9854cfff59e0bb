// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/histogramchart.h"

#include "core/scale.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QSignalSpy>
#include <QThreadPool>
#include <QValueAxis>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace attn;
using namespace attn::charts;

namespace {

HistogramConfig smallConfig() {
    HistogramConfig c;
    c.bench.seed = 7;
    c.bench.samples = 2000;
    c.bench.maxDk = 300;
    c.bench.sigma = 1.0;
    c.bins = 40;
    c.lo = -20;
    c.hi = 20;
    c.dk = 4;
    return c;
}

// Background work finishes in well under a second; the bound only guards against a hang. The
// unoptimised sanitizer build on a loaded 2-core machine needed over 60 s for 5e7 terms
// (manyPairsComputeOffTheUiThread); Qt Test's own limit per test function is 300 s.
constexpr int kGenerousMs = 200000;

void waitUntilWarm(HistogramChart& chart) {
    QTRY_VERIFY_WITH_TIMEOUT(chart.isWarm() && !chart.isBusy(), kGenerousMs);
}

} // namespace

class TestHistogramChart : public QObject {
    Q_OBJECT
private slots:
    void countsMatchTheCore_data();
    void countsMatchTheCore();
    void warmDkRedrawsWithoutWaiting();
    void readoutAndDescriptionFollowDk();
    void coldDkIsDrawnWhenReady();
    void badConfigShowsMessage_data();
    void badConfigShowsMessage();
    void dkOutsideTheBenchShowsMessageThenRecovers();
    void theoryCanBeHidden();
    void destroyedWhileBuilding();
    void manyPairsComputeOffTheUiThread();
    void busyWhileCold();
    void theoryIsWrittenInDk_data();
    void theoryIsWrittenInDk();
    void changeWhileWarmingUpIsDrawn_data();
    void changeWhileWarmingUpIsDrawn();
    void theoryMatchesTheBarsWhenBinsAreWide();
    void countAxisPerScalingHoldsOverDk();
    void chartsComparedShareTheirCountAxis();
    void theoryIsDrawnFinely_data();
    void theoryIsDrawnFinely();
    void pairsBeyondTheAxisAreShownAtEachEnd();
    void pileFillsTheCountAxisAtEveryDk();
    void readoutNamesTheZoomThePlotShows();
    void pileIsReadableAtEveryDk_data();
    void pileIsReadableAtEveryDk();
    void countZoomSaysWhatItMultiplies();
    void pileHasTwentyBarsInView_data();
    void pileHasTwentyBarsInView();
    void binsInViewRefineOnlyWhenFew();
};

void TestHistogramChart::countsMatchTheCore_data() {
    QTest::addColumn<int>("dk");
    QTest::addColumn<bool>("scaled");
    for (int dk : {1, 7, 64, 255, 300}) {
        QTest::addRow("dk %d", dk) << dk << false;
        QTest::addRow("dk %d scaled", dk) << dk << true;
    }
}

void TestHistogramChart::countsMatchTheCore() {
    QFETCH(int, dk);
    QFETCH(bool, scaled);
    const HistogramConfig config = smallConfig();
    HistogramChart chart(config);
    waitUntilWarm(chart);
    chart.setScaled(scaled);
    chart.setDk(dk);
    QCOMPARE(chart.shownDk(), dk);
    QVERIFY(!chart.hasMessage());

    Result<DotProductBench> bench = DotProductBench::create(config.bench);
    QVERIFY(bench.ok());
    const Result<const Eigen::VectorXd*> dots = bench.value().dotProducts(dk);
    QVERIFY(dots.ok());
    Eigen::VectorXd data = *dots.value();
    double theory = bench.value().theorySd(dk);
    if (scaled) {
        const double factor = scaleFactor(ScaleRule::InvSqrtDk, dk).value();
        data *= factor;
        theory *= factor;
    }
    const Result<Histogram> expected = histogram(data, config.bins, config.lo, config.hi);
    QVERIFY(expected.ok());
    const QList<long> counts = chart.counts();
    QCOMPARE(counts.size(), config.bins);
    for (int i = 0; i < config.bins; ++i)
        QCOMPARE(counts[i], long(expected.value().counts[i]));
    QCOMPARE(chart.histogram().underflow, expected.value().underflow);
    QCOMPARE(chart.histogram().overflow, expected.value().overflow);

    const SampleStats stats = sampleStats(data).value();
    QCOMPARE(chart.stats().sd, stats.sd);
    QCOMPARE(chart.theorySd(), theory);
    QVERIFY(chart.readout().contains(formatNumber(stats.sd, 2)));

    // Theory overlay: the expected pairs of each bin, samples * (CDF(right) - CDF(left)),
    // drawn level over the bin's whole width.
    const QList<QPointF> curve = chart.theoryPoints();
    QCOMPARE(curve.size(), 2 * config.bins);
    const double width = (config.hi - config.lo) / config.bins;
    const auto below = [theory](double x) {
        return 0.5 * std::erfc(-x / (theory * std::sqrt(2.0)));
    };
    for (int i = 0; i < config.bins; ++i) {
        const double left = config.lo + i * width;
        QCOMPARE(curve[2 * i].x(), left);
        QVERIFY(std::abs(curve[2 * i + 1].x() - (left + width)) <= 1e-9 * width);
        const double expected = config.bench.samples * (below(left + width) - below(left));
        for (const QPointF& p : {curve[2 * i], curve[2 * i + 1]}) {
            QVERIFY2(
                std::abs(p.y() - expected) <= 1e-9 * config.bench.samples,
                qPrintable(
                    QStringLiteral("bin %1: %2, expected %3").arg(i).arg(p.y()).arg(expected)));
        }
    }
}

// Issue 19 (chart36 #1): lesson 4's theory curve at d_k = 1 was drawn through the bin centres
// only: three points over the pile (bins of 1, sd 1), a trapezoid. It is now a step with a level
// over every bin the pile covers, at lesson 4's bins and at wide ones.
void TestHistogramChart::theoryIsDrawnFinely_data() {
    QTest::addColumn<int>("bins");
    QTest::addColumn<int>("dk");
    QTest::addColumn<int>("levelsWithin3Sd");
    // Bins of 0.75 over +-120: +-3 sd at sd 1 spans 8 bins; at sd 16, 128.
    QTest::addRow("lesson 4's bins, d_k 1") << 320 << 1 << 7;
    QTest::addRow("lesson 4's bins, d_k 256") << 320 << 256 << 120;
    // Bins of 4: the pile lies in two bins, and the step shows exactly those.
    QTest::addRow("wide bins, d_k 1") << 60 << 1 << 2;
}

void TestHistogramChart::theoryIsDrawnFinely() {
    QFETCH(int, bins);
    QFETCH(int, dk);
    QFETCH(int, levelsWithin3Sd);
    HistogramConfig config;
    config.bench.seed = 3;
    config.bench.samples = 2000;
    config.bench.maxDk = 256;
    config.bins = bins;
    config.lo = -120;
    config.hi = 120;
    config.dk = dk;
    HistogramChart chart(config);
    QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy() && chart.shownDk() == dk, kGenerousMs);
    const double sd = chart.theorySd();
    const QList<QPointF> curve = chart.theoryPoints();
    // Two points per bin, at its edges: a level over each bin, a riser at each edge.
    QCOMPARE(curve.size(), 2 * bins);
    int levels = 0;
    for (int i = 0; i + 1 < curve.size(); i += 2) {
        QCOMPARE(curve[i].y(), curve[i + 1].y());
        QVERIFY(curve[i + 1].x() > curve[i].x());
        const double middle = (curve[i].x() + curve[i + 1].x()) / 2;
        if (std::abs(middle) <= 3 * sd)
            ++levels;
    }
    qInfo("%d levels within 3 sd (sd %.2f)", levels, sd);
    QVERIFY2(levels >= levelsWithin3Sd, qPrintable(QString::number(levels)));
}

// Issue 19 (chart36 #1): pairs beyond the axis were counted only in the readout under the chart
// (lesson 4 at d_k = 1024: 120 of 10,000 beyond +-80). Each end of the plot says how many left by
// it, inside the plot, and says nothing when none did.
void TestHistogramChart::pairsBeyondTheAxisAreShownAtEachEnd() {
    HistogramConfig config = smallConfig();
    config.lo = -6;
    config.hi = 6;
    config.dk = 64; // sd 8: about half the pairs fall beyond +-6
    config.bench.maxDk = 64;
    HistogramChart chart(config);
    chart.resize(720, 480);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy() && chart.shownDk() == 64, kGenerousMs);
    const Histogram& counted = chart.histogram();
    QVERIFY(counted.underflow > 0 && counted.overflow > 0);
    const QLocale locale;
    // Drawn at its own end, inside the plot: found in the scene, whatever the chart calls it.
    const QRectF plot = chart.chart()->plotArea();
    const auto itemWith = [&](long count) -> QGraphicsSimpleTextItem* {
        for (QGraphicsItem* item : chart.chart()->scene()->items()) {
            auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item);
            if (simple && simple->isVisible() &&
                simple->text().contains(locale.toString(qlonglong(count))) &&
                plot.contains(simple->sceneBoundingRect()))
                return simple;
        }
        return nullptr;
    };
    QGraphicsSimpleTextItem* left = itemWith(counted.underflow);
    QGraphicsSimpleTextItem* right = itemWith(counted.overflow);
    QVERIFY2(left && right, "no count of the pairs beyond an end inside the plot");
    QVERIFY(left->sceneBoundingRect().left() < plot.left() + plot.width() / 4);
    QVERIFY(right->sceneBoundingRect().right() > plot.right() - plot.width() / 4);
    QCOMPARE(chart.belowAxisText(), left->text());
    QCOMPARE(chart.aboveAxisText(), right->text());
    // Back inside the axis: nothing to say.
    chart.setScaled(true);
    QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy() && chart.histogram().total() > 0 &&
                                 chart.histogram().underflow + chart.histogram().overflow == 0,
                             kGenerousMs);
    QVERIFY(chart.belowAxisText().isEmpty());
    QVERIFY(chart.aboveAxisText().isEmpty());
}

// Issue 19 (chart36 #1): on lesson 4's bench (bins of 0.75 over +-120) the count axis held still
// over d_k, so the raw pile at d_k = 1024 was ~3 % of it. The axis zooms in by powers of two; the
// tallest bar fills at least a quarter of it at every d_k, and the zoom is written on the plot.
void TestHistogramChart::pileFillsTheCountAxisAtEveryDk() {
    HistogramConfig config;
    config.bench.seed = 3;
    config.bench.samples = 10000;
    config.bench.maxDk = 1024;
    config.bins = 320;
    config.lo = -120;
    config.hi = 120;
    config.dk = 1;
    config.dkValues = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
    HistogramChart chart(config);
    waitUntilWarm(chart);
    auto* axis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
    QVERIFY(axis);
    const double base = chart.countAxisBase();
    QVERIFY(base > 0);
    int lastZoom = 0;
    for (const int dk : config.dkValues) {
        chart.setDk(dk);
        QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy() && chart.shownDk() == dk, kGenerousMs);
        const QList<long> counts = chart.counts();
        const long tallest = *std::max_element(counts.begin(), counts.end());
        const int zoom = chart.countAxisZoom();
        qInfo("d_k %4d: tallest bar %5ld on 0..%g (zoom %d)", dk, tallest, axis->max(), zoom);
        QVERIFY2(
            tallest >= axis->max() / 4,
            qPrintable(QStringLiteral("d_k %1: %2 on %3").arg(dk).arg(tallest).arg(axis->max())));
        QVERIFY(tallest <= axis->max());
        // The axis is the base divided by the zoom, which only grows with d_k here, and says so.
        QCOMPARE(chart.countAxisBase(), base);
        QCOMPARE(axis->max(), zoom == 1 ? base : base / zoom);
        QVERIFY(zoom >= lastZoom);
        lastZoom = zoom;
        QCOMPARE(chart.zoomText().isEmpty(), zoom == 1);
        if (zoom > 1) {
            QVERIFY(chart.zoomText().contains(QStringLiteral("×%1").arg(zoom)));
            QVERIFY(chart.readout().contains(QStringLiteral("×%1").arg(zoom)));
        }
    }
    QVERIFY(lastZoom >= 8); // the raw pile at 1024 is ~1/30 as tall as at 1
}

// Issue 19 (chart35 #2): lesson 5's step 1 (bins of 2 over -100..100, d_k = 1, sd 1) drew the
// theory as samples * bin width * density, a peak of ~8000 over bars of ~5000: the curve must
// be the expected count of the bins, which no bin can exceed in sum and the bars match.
void TestHistogramChart::theoryMatchesTheBarsWhenBinsAreWide() {
    HistogramConfig config;
    config.bench.seed = 4;
    config.bench.samples = 10000;
    config.bench.maxDk = 4;
    config.bins = 100;
    config.lo = -100;
    config.hi = 100;
    config.dk = 1;
    config.scaled = true; // exactly the theory's sd of 1 whatever the draw
    HistogramChart chart(config);
    waitUntilWarm(chart);
    const QList<long> counts = chart.counts();
    const long tallestBar = *std::max_element(counts.begin(), counts.end());
    double curvePeak = 0.0, curveSum = 0.0;
    const QList<QPointF> curve = chart.theoryPoints();
    for (int i = 0; i < curve.size(); i += 2) { // a step: two points per bin
        curvePeak = std::max(curvePeak, curve[i].y());
        curveSum += curve[i].y();
    }
    qInfo("tallest bar %ld, theory peak %.0f, theory total %.1f", tallestBar, curvePeak, curveSum);
    QVERIFY(curveSum <= config.bench.samples * (1 + 1e-12));
    // Two bins of 2 hold +-2 sd: ~4772 each expected; the bars agree within a few per cent.
    QVERIFY2(
        std::abs(curvePeak - tallestBar) <= 0.05 * tallestBar,
        qPrintable(QStringLiteral("theory %1 over a bar of %2").arg(curvePeak).arg(tallestBar)));
}

// Issue 19 (chart35 #2): one count axis over both scalings left the scaled pile, or the raw pile
// at large d_k, at a few per cent of the axis. Each scaling has its own axis, fixed over every
// d_k at zoom 1 (chart36: the axis shown is it divided by its zoom): toggling the scaling moves it
// once and back.
void TestHistogramChart::countAxisPerScalingHoldsOverDk() {
    HistogramConfig config = smallConfig();
    config.bench.samples = 5000;
    // From d_k = 16 up the raw pile (sd 4 or more) stays under a third of the scaled one's
    // height (sd 1): on one axis for both it was a low hump at every d_k.
    config.dk = 16;
    config.dkValues = {16, 64, 256};
    config.scaledCanChange = true;
    HistogramChart chart(config);
    waitUntilWarm(chart);
    auto* axis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
    QVERIFY(axis);
    double top[2] = {0, 0};
    for (const bool scaled : {false, true, false}) {
        chart.setScaled(scaled);
        double tallest = 0.0;
        for (const int dk : config.dkValues) {
            chart.setDk(dk);
            QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy() && chart.shownDk() == dk, kGenerousMs);
            if (top[scaled] == 0)
                top[scaled] = chart.countAxisBase();
            QCOMPARE(chart.countAxisBase(), top[scaled]);
            QCOMPARE(axis->max(), top[scaled] / chart.countAxisZoom());
            QCOMPARE(axis->min(), 0.0);
            const QList<long> counts = chart.counts();
            tallest = std::max<double>(tallest, *std::max_element(counts.begin(), counts.end()));
        }
        // The tallest pile of this scaling fills its axis (over half of it).
        QVERIFY2(tallest >= 0.5 * top[scaled],
                 qPrintable(QStringLiteral("scaled %1: tallest %2 on 0..%3")
                                .arg(scaled)
                                .arg(tallest)
                                .arg(top[scaled])));
    }
    qInfo("count axis raw 0..%g, scaled 0..%g", top[0], top[1]);
    QVERIFY(top[0] != top[1]);
}

// Two charts meant to be compared (the same draws, raw and divided, lesson 4's Track 5) share
// one count axis at zoom 1, that of both scalings; each zooms in on its own pile and says by how
// much, so the two zooms compare their heights.
void TestHistogramChart::chartsComparedShareTheirCountAxis() {
    HistogramConfig config = smallConfig();
    config.dk = 4;
    config.dkValues = {4, 16, 64, 256};
    config.sharesCountAxisAcrossScalings = true;
    HistogramChart raw(config);
    config.scaled = true;
    HistogramChart divided(config);
    waitUntilWarm(raw);
    waitUntilWarm(divided);
    const auto range = [](HistogramChart& chart) {
        auto* axis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
        return axis ? QPointF(axis->min(), axis->max() * chart.countAxisZoom()) : QPointF();
    };
    QCOMPARE(range(raw), range(divided));
    for (const int dk : config.dkValues) {
        raw.setDk(dk);
        divided.setDk(dk);
        QTRY_VERIFY_WITH_TIMEOUT(!raw.isBusy() && !divided.isBusy(), kGenerousMs);
        QCOMPARE(range(raw), range(divided));
    }
}

void TestHistogramChart::warmDkRedrawsWithoutWaiting() {
    HistogramChart chart(smallConfig());
    waitUntilWarm(chart);
    for (int dk : {300, 1, 150, 2, 299}) {
        chart.setDk(dk); // no event loop in between: drawn synchronously
        QCOMPARE(chart.shownDk(), dk);
        QVERIFY(!chart.isBusy());
    }
}

void TestHistogramChart::readoutAndDescriptionFollowDk() {
    HistogramChart chart(smallConfig());
    waitUntilWarm(chart);
    chart.setDk(16);
    const QString at16 = chart.accessibleDescription();
    QVERIFY(at16.contains(QStringLiteral("d k = 16")));
    QVERIFY(at16.contains(QStringLiteral("Histogram")));
    QSignalSpy spy(&chart, &ChartPanel::readingChanged);
    chart.setDk(256);
    QCOMPARE(spy.count(), 1);
    QVERIFY(chart.accessibleDescription() != at16);
    QVERIFY(chart.accessibleDescription().contains(QStringLiteral("d k = 256")));
    QVERIFY(chart.readout().contains(QStringLiteral("outside the axis")));
}

void TestHistogramChart::coldDkIsDrawnWhenReady() {
    HistogramConfig config = smallConfig();
    config.bench.maxDk = 2048;
    HistogramChart chart(config);
    chart.setDk(2048); // far beyond anything warmed yet
    QTRY_COMPARE_WITH_TIMEOUT(chart.shownDk(), 2048, kGenerousMs);
    QVERIFY(!chart.hasMessage());
    waitUntilWarm(chart);
}

void TestHistogramChart::badConfigShowsMessage_data() {
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("bins");
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<double>("sigma");
    QTest::addRow("no samples") << 0 << 40 << -20.0 << 20.0 << 1.0;
    QTest::addRow("no bins") << 100 << 0 << -20.0 << 20.0 << 1.0;
    QTest::addRow("reversed range") << 100 << 40 << 20.0 << -20.0 << 1.0;
    QTest::addRow("NaN range") << 100 << 40 << std::nan("") << 20.0 << 1.0;
    QTest::addRow("NaN sigma") << 100 << 40 << -20.0 << 20.0 << std::nan("");
}

void TestHistogramChart::badConfigShowsMessage() {
    QFETCH(int, samples);
    QFETCH(int, bins);
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(double, sigma);
    HistogramConfig config = smallConfig();
    config.bench.samples = samples;
    config.bench.sigma = sigma;
    config.bins = bins;
    config.lo = lo;
    config.hi = hi;
    HistogramChart chart(config);
    QTRY_VERIFY_WITH_TIMEOUT(chart.hasMessage(), kGenerousMs);
    QVERIFY(!chart.message().isEmpty());
    QVERIFY(chart.accessibleDescription().contains(chart.message()));
    chart.setDk(5); // still no crash
    QVERIFY(chart.hasMessage() || chart.isBusy());
}

void TestHistogramChart::dkOutsideTheBenchShowsMessageThenRecovers() {
    HistogramChart chart(smallConfig());
    waitUntilWarm(chart);
    chart.setDk(301);
    QVERIFY(chart.hasMessage());
    chart.setDk(0);
    QVERIFY(chart.hasMessage());
    chart.setDk(12);
    QVERIFY(!chart.hasMessage());
    QCOMPARE(chart.shownDk(), 12);
}

void TestHistogramChart::theoryCanBeHidden() {
    HistogramChart chart(smallConfig());
    waitUntilWarm(chart);
    chart.setTheoryVisible(false);
    chart.setDk(9);
    const auto series = chart.chart()->series();
    QCOMPARE(series.size(), 2);
    QVERIFY(series[0]->isVisible());
    QVERIFY(!series[1]->isVisible());
}

void TestHistogramChart::destroyedWhileBuilding() {
    HistogramConfig config = smallConfig();
    config.bench.maxDk = 4096;
    config.dk = 4096;
    for (int i = 0; i < 5; ++i) {
        auto* chart = new HistogramChart(config);
        QVERIFY(chart->isBusy());
        delete chart; // the job keeps its bench alive and its result is dropped
    }
    QThreadPool::globalInstance()->waitForDone();
}

void TestHistogramChart::manyPairsComputeOffTheUiThread() {
    HistogramConfig config = smallConfig();
    config.bench.samples = 100000;
    config.bench.maxDk = 512;
    HistogramChart chart(config);
    waitUntilWarm(chart);
    chart.setDk(512); // a checkpoint: no fresh terms, drawn at once
    QCOMPARE(chart.shownDk(), 512);
    chart.setDk(511); // 31 fresh terms for each of 100,000 pairs: left to the background
    QVERIFY(chart.isBusy());
    QCOMPARE(chart.shownDk(), 512);
    QTRY_COMPARE_WITH_TIMEOUT(chart.shownDk(), 511, kGenerousMs);
    QVERIFY(!chart.isBusy());
    Result<DotProductBench> bench = DotProductBench::create(config.bench);
    const Result<Histogram> expected =
        histogram(*bench.value().dotProducts(511).value(), config.bins, config.lo, config.hi);
    const QList<long> counts = chart.counts();
    for (int i = 0; i < config.bins; ++i)
        QCOMPARE(counts[i], long(expected.value().counts[i]));
}

void TestHistogramChart::busyWhileCold() {
    HistogramConfig config = smallConfig();
    HistogramChart chart(config);
    QVERIFY(chart.isBusy());
    QVERIFY(chart.accessibleDescription().contains(QStringLiteral("Drawing")));
    waitUntilWarm(chart);
    QVERIFY(!chart.accessibleDescription().contains(QStringLiteral("Drawing")));
}

// The lessons call the spread of the dot products σ (σ = √d_k); the readout must not call the
// entries' variance σ² beside that.
void TestHistogramChart::theoryIsWrittenInDk_data() {
    QTest::addColumn<double>("sigma");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<QString>("formula");
    QTest::addRow("unit entries") << 1.0 << false << "theory sd 2.00 (the square root of d k)";
    QTest::addRow("unit entries, scaled")
        << 1.0 << true << "theory sd 1.00 (1 at every d k once scaled)";
    QTest::addRow("entries of sd 0.5")
        << 0.5 << false << "theory sd 0.50 (0.25 times the square root of d k)";
}

void TestHistogramChart::theoryIsWrittenInDk() {
    QFETCH(double, sigma);
    QFETCH(bool, scaled);
    QFETCH(QString, formula);
    HistogramConfig config = smallConfig();
    config.bench.sigma = sigma;
    HistogramChart chart(config);
    waitUntilWarm(chart);
    chart.setScaled(scaled);
    chart.setDk(4);
    QVERIFY2(chart.readout().contains(formula), qPrintable(chart.readout()));
    QVERIFY(!chart.readout().contains(QStringLiteral("σ")));
}

// A change that keeps the shown d_k (the scaling toggled, or d_k moved away and back) while a
// background warm-up chunk runs must still be drawn when the chunk ends, and the chart must not
// stay busy: it once waited for a d_k change that never came (a lesson page never settled).
void TestHistogramChart::changeWhileWarmingUpIsDrawn_data() {
    QTest::addColumn<bool>("toggleScaled");
    QTest::addRow("scaling toggled") << true;
    QTest::addRow("d_k away and back") << false;
}

void TestHistogramChart::changeWhileWarmingUpIsDrawn() {
    QFETCH(bool, toggleScaled);
    HistogramConfig config = smallConfig();
    // Many warm-up chunks, so one is still under way after the first draw: 2,000 pairs to 4096
    // warmed up before the check once the kernels were vectorised (3 of 15 runs).
    config.bench.samples = 50000;
    config.bench.maxDk = 8192;
    HistogramChart chart(config);
    QTRY_VERIFY_WITH_TIMEOUT(chart.shownDk() == config.dk && !chart.isBusy(), kGenerousMs);
    QVERIFY(!chart.isWarm());
    const double unscaledSd = chart.stats().sd;
    if (toggleScaled) {
        chart.setScaled(true);
    } else {
        chart.setDk(4000); // cold: waits for the warm-up
        chart.setDk(config.dk);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy(), kGenerousMs);
    QCOMPARE(chart.shownDk(), config.dk);
    const double factor = toggleScaled ? scaleFactor(ScaleRule::InvSqrtDk, config.dk).value() : 1;
    QCOMPARE(chart.stats().sd, unscaledSd * factor);
    // The warm-up goes on after the change. Waiting for all of it (4e8 terms) took over five
    // minutes under the sanitizers, so the test waits for its next chunks only.
    const int warmAfterChange = chart.warmDk();
    QTRY_VERIFY_WITH_TIMEOUT(chart.warmDk() > warmAfterChange || chart.isWarm(), kGenerousMs);
}

// Seen in Xvfb (lesson 5, step 1, d_k = 64): the plot said "count axis zoomed in ×8" and the
// readout "Count axis zoomed in ×4". The first draw came before the background measure of the
// tallest bin; raising the axis then changed the zoom, and only the plot heard of it.
void TestHistogramChart::readoutNamesTheZoomThePlotShows() {
    HistogramConfig config;
    config.bench.seed = 4;
    config.bench.samples = 10000;
    config.bench.maxDk = 1024;
    config.bins = 320;
    config.lo = -120;
    config.hi = 120;
    config.dk = 64;
    config.dkValues = {1, 4, 16, 64, 256, 1024};
    HistogramChart chart(config);
    waitUntilWarm(chart);
    QTRY_VERIFY_WITH_TIMEOUT(chart.countAxisFixed() && chart.shownDk() == 64, kGenerousMs);
    const int zoom = chart.countAxisZoom();
    qInfo("zoom %d; plot '%s'; readout '%s'", zoom, qPrintable(chart.zoomText()),
          qPrintable(chart.readout()));
    QVERIFY(zoom > 1);
    QVERIFY(chart.zoomText().contains(QStringLiteral("×%1").arg(zoom)));
    QVERIFY2(chart.readout().contains(QStringLiteral("×%1 ").arg(zoom)),
             qPrintable(chart.readout()));
}

namespace {
HistogramConfig gainKnobBench(bool scaled) {
    HistogramConfig config;
    config.bench.seed = 3;
    config.bench.samples = 10000;
    config.bench.maxDk = 1024;
    config.bins = 320;
    config.lo = -120;
    config.hi = 120;
    config.dk = 1;
    config.scaled = scaled;
    config.dkValues = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
    config.sharesCountAxisAcrossScalings = true; // Track 5: the two benches side by side
    config.followPile = true;
    return config;
}
} // namespace

// Issue 19 (chart37 #1, sp36 #1): lesson 4's raw bench at d_k = 1..4 was a 4-5-bin spike on its
// fixed -120..120 axis, and the gain-controlled bench one at every d_k. With follow-pile the
// pile spans at least a fifth of the value axis shown and its tallest bar a quarter of the count
// axis, at every d_k and both scalings; the axis' numbers are true (the part of -120..120 shown)
// and the cue in the corner says which part, so side by side the raw bench's shown part grows
// with d_k and the scaled bench's stays put.
void TestHistogramChart::pileIsReadableAtEveryDk_data() {
    QTest::addColumn<bool>("scaled");
    QTest::addRow("raw") << false;
    QTest::addRow("gain control on") << true;
}

void TestHistogramChart::pileIsReadableAtEveryDk() {
    QFETCH(bool, scaled);
    HistogramChart chart(gainKnobBench(scaled));
    chart.resize(720, 360);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    waitUntilWarm(chart);
    auto* xAxis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    auto* yAxis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
    QVERIFY(xAxis && yAxis);
    double lastShare = 0.0;
    for (const int dk : chart.config().dkValues) {
        chart.setDk(dk);
        QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy() && chart.shownDk() == dk, kGenerousMs);
        const Histogram& counted = chart.histogram();
        const int peak = counted.counts.maxCoeff();
        // The pile: from the first to the last bin holding a twentieth of the tallest (+-2.4 sd
        // of a normal pile).
        int first = -1, last = -1;
        for (int i = 0; i < counted.counts.size(); ++i) {
            if (counted.counts[i] * 20 >= peak) {
                if (first < 0)
                    first = i;
                last = i;
            }
        }
        const double pileWidth = (last - first + 1) * counted.binWidth();
        const double shownWidth = xAxis->max() - xAxis->min();
        const double widthShare = pileWidth / shownWidth;
        const double heightShare = peak / yAxis->max();
        qInfo(
            "d_k %4d: axis %g..%g, pile %.1f wide (%.0f %%), tallest %d of %g (%.0f %%); cue '%s'",
            dk, xAxis->min(), xAxis->max(), pileWidth, 100 * widthShare, peak, yAxis->max(),
            100 * heightShare, qPrintable(chart.axisWindowText()));
        QVERIFY2(widthShare >= 0.2,
                 qPrintable(QStringLiteral("d_k %1: pile %2 of the axis").arg(dk).arg(widthShare)));
        QVERIFY2(
            heightShare >= 0.25,
            qPrintable(QStringLiteral("d_k %1: tallest %2 of the axis").arg(dk).arg(heightShare)));
        // True numbers: the axis is the part of lo..hi the cue names, about 0.
        const int zoom = chart.valueAxisZoomFactor();
        QCOMPARE(xAxis->min(), -120.0 / zoom);
        QCOMPARE(xAxis->max(), 120.0 / zoom);
        QCOMPARE(chart.axisWindowText().isEmpty(), zoom == 1);
        if (zoom > 1) {
            QVERIFY(chart.axisWindowText().contains(formatExactOrValue(120.0 / zoom)));
            QVERIFY(chart.readout().contains(QStringLiteral("×%1)").arg(zoom)));
        }
        const double share = zoom == 1 ? 1.0 : chart.axisWindowShare();
        QCOMPARE(share, 1.0 / zoom);
        // Raw, the shown part grows with d_k (never shrinks); scaled, it stays the same.
        if (lastShare > 0.0) {
            if (scaled)
                QCOMPARE(share, lastShare);
            else
                QVERIFY(share >= lastShare);
        }
        lastShare = share;
    }
    QCOMPARE(lastShare, scaled ? 1.0 / 16 : 1.0);
}

// sp36 #7: "count axis zoomed in ×2" over true tick numbers left the student asking what ×2
// multiplies. The plot says the bars are drawn taller and names the full scale.
void TestHistogramChart::countZoomSaysWhatItMultiplies() {
    HistogramChart chart(gainKnobBench(false));
    waitUntilWarm(chart);
    chart.setDk(1024);
    QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy() && chart.shownDk() == 1024, kGenerousMs);
    const int zoom = chart.countAxisZoom();
    QVERIFY(zoom > 1);
    const QString fullScale = QLocale().toString(qlonglong(std::llround(chart.countAxisBase())));
    qInfo("plot: '%s'", qPrintable(chart.zoomText()));
    QVERIFY(chart.zoomText().contains(QStringLiteral("×%1 taller").arg(zoom)));
    QVERIFY(chart.zoomText().contains(fullScale));
}

// Issue 19 (chart38 #1, sp37 #1): lesson 1's bench (160 bins over +-100) stopped zooming at x4
// (+-12.5, bins of 1.25), so the pile at d_k = 1 was 4 bars with ~80 % of the pairs in the two
// central ones; lesson 4's sigma = 1 piles were ~8 bars of 0.75. The shown part is binned anew,
// finer where the lesson's bins are few in it: at least 20 bars hold pairs across the axis shown
// and at least 20 stand above a twentieth of the tallest (the pile, +-2.4 sd of a normal one), at
// every d_k, both scalings, on the benches of lessons 1, 4 and 5 (their keys as in the files).
void TestHistogramChart::pileHasTwentyBarsInView_data() {
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("bins");
    QTest::addColumn<double>("range");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<int>("dk");
    struct Bench {
        const char* name;
        int seed, bins;
        double range;
        bool scaled;
    };
    const Bench benches[] = {{"lesson 1", 1, 160, 100.0, false},
                             {"lesson 4 raw", 3, 320, 120.0, false},
                             {"lesson 4 gain on", 3, 320, 120.0, true},
                             {"lesson 5", 4, 320, 120.0, false}};
    for (const Bench& bench : benches) {
        for (const int dk : {1, 4, 64, 1024})
            QTest::addRow("%s d_k %d", bench.name, dk)
                << bench.seed << bench.bins << bench.range << bench.scaled << dk;
    }
}

void TestHistogramChart::pileHasTwentyBarsInView() {
    QFETCH(int, seed);
    QFETCH(int, bins);
    QFETCH(double, range);
    QFETCH(bool, scaled);
    QFETCH(int, dk);
    HistogramConfig config;
    config.bench.seed = std::uint64_t(seed);
    config.bench.samples = 10000;
    config.bench.maxDk = 1024;
    config.bins = bins;
    config.lo = -range;
    config.hi = range;
    config.dk = dk;
    config.scaled = scaled;
    config.followPile = true;
    HistogramChart chart(config);
    QTRY_VERIFY_WITH_TIMEOUT(!chart.isBusy() && chart.shownDk() == dk, kGenerousMs);
    auto* xAxis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    QVERIFY(xAxis);
    const Histogram& counted = chart.histogram();
    const QList<long> drawn = chart.counts();
    QCOMPARE(drawn.size(), counted.counts.size());
    const long tallest = *std::max_element(drawn.begin(), drawn.end());
    int holding = 0, pile = 0;
    for (int i = 0; i < drawn.size(); ++i) {
        const double centre = counted.binCenter(i);
        if (centre < xAxis->min() || centre > xAxis->max())
            continue;
        holding += drawn[i] > 0;
        pile += 20 * drawn[i] >= tallest;
    }
    qInfo("axis %g..%g, bins of %.3g: %d bars hold pairs, %d across the pile", xAxis->min(),
          xAxis->max(), counted.binWidth(), holding, pile);
    QVERIFY2(holding >= 20, qPrintable(QString::number(holding)));
    QVERIFY2(pile >= 20, qPrintable(QString::number(pile)));
    // The statistics are those of every pair, whatever the bins: the readout's pairs are all.
    QCOMPARE(counted.total(), 10000L);
}

// The lesson's bins while at least kMinBinsInView of them are in view (heights compare across
// d_k); finer past that; the whole axis unzoomed.
void TestHistogramChart::binsInViewRefineOnlyWhenFew() {
    const ViewBins whole = binsInView(-120, 120, 320, 1);
    QCOMPARE(whole.lo, -120.0);
    QCOMPARE(whole.hi, 120.0);
    QCOMPARE(whole.bins, 320);
    const ViewBins half = binsInView(-120, 120, 320, 2);
    QCOMPARE(half.lo, -60.0);
    QCOMPARE(half.bins, 160); // still bins of 0.75
    const ViewBins quarter = binsInView(-120, 120, 320, 4);
    QCOMPARE(quarter.lo, -30.0);
    QCOMPARE(quarter.bins, kMinBinsInView); // 80 of 0.75 would be fewer
    const ViewBins sixteenth = binsInView(-120, 120, 320, 16);
    QCOMPARE(sixteenth.hi, 7.5);
    QCOMPARE(sixteenth.bins, kMinBinsInView);
    // Lesson 1's zoom is no longer capped by its 160 bins: sd 1 is zoomed to +-6.25.
    QCOMPARE(valueAxisZoom(-100, 100, 160, 1.0), 16);
    // A vanishing sd stops at the largest zoom.
    QCOMPARE(valueAxisZoom(-100, 100, 160, 1e-300), kMaxValueZoom);
}

QTEST_MAIN(TestHistogramChart)
#include "tst_histogramchart.moc"
