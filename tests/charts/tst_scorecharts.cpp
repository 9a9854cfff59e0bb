// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/barlabels.h"
#include "app/charts/buseschart.h"
#include "app/charts/gradientchart.h"
#include "app/charts/keyname.h"
#include "app/charts/logitbars.h"
#include "app/charts/softmaxchart.h"
#include "app/charts/temperaturechart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace attn;
using namespace attn::charts;

namespace {

charts::ScoreChartConfig config(std::initializer_list<double> scores, int dk = 1,
                                ScaleRule scale = ScaleRule::None) {
    charts::ScoreChartConfig c;
    c.scores = Eigen::VectorXd(Eigen::Index(scores.size()));
    Eigen::Index i = 0;
    for (double s : scores)
        c.scores[i++] = s;
    c.setup.dk = dk;
    c.setup.scale = scale;
    return c;
}

// Naive reference: softmax of scores * factor / temperature, in percent.
QList<double> referencePercent(const QList<double>& scores, double factor, double temperature) {
    double top = -std::numeric_limits<double>::infinity();
    for (double s : scores)
        top = std::max(top, s * factor / temperature);
    double sum = 0;
    QList<double> out;
    for (double s : scores) {
        out.append(std::exp(s * factor / temperature - top));
        sum += out.back();
    }
    for (double& v : out)
        v = 100.0 * v / sum;
    return out;
}

void compareClose(const QList<double>& actual, const QList<double>& expected, double tolerance) {
    QCOMPARE(actual.size(), expected.size());
    for (int i = 0; i < actual.size(); ++i) {
        if (std::abs(actual[i] - expected[i]) > tolerance)
            QFAIL(qPrintable(
                QStringLiteral("bar %1: %2, expected %3").arg(i).arg(actual[i]).arg(expected[i])));
    }
}

} // namespace

class TestScoreCharts : public QObject {
    Q_OBJECT
private slots:
    void softmaxBarsAtDk4Sqrt();
    void softmaxFollowsDk_data();
    void softmaxFollowsDk();
    void readoutReadsLikeTheTallestBar_data();
    void readoutReadsLikeTheTallestBar();
    void descriptionFollowsTheReading();
    void nanScoreShowsMessage();
    void emptyScoresShowMessage();
    void keyCountFollowsScores();
    void keysHaveOneNameAndOneLook();
    void readoutsUseNoUntaughtTerms();
    void gradientBars();
    void gradientLabelsAndNormReadAlike_data();
    void gradientLabelsAndNormReadAlike();
    void temperatureBars();
    void smallTemperatureReadsInFull();
    void busesShowThreeScales();
    void wheelOverBusesScrollsThePage();
    void valueLabelsStayLevel_data();
    void valueLabelsStayLevel();
};

void TestScoreCharts::softmaxBarsAtDk4Sqrt() {
    SoftmaxChart chart(config({0, 4, 2}, 4, ScaleRule::InvSqrtDk));
    const QList<double> bars = chart.weights();
    QCOMPARE(bars.size(), 3);
    // Rounded to one decimal as the lesson quotes them.
    QCOMPARE(std::round(bars[0] * 10) / 10, 9.0);
    QCOMPARE(std::round(bars[1] * 10) / 10, 66.5);
    QCOMPARE(std::round(bars[2] * 10) / 10, 24.5);
    QVERIFY(!chart.hasMessage());
    QVERIFY(chart.readout().contains(QStringLiteral("66.5")));
}

void TestScoreCharts::softmaxFollowsDk_data() {
    QTest::addColumn<int>("dk");
    QTest::addColumn<int>("growth");
    QTest::addColumn<int>("scale");
    QTest::addRow("dk 1, none") << 1 << int(Growth::None) << int(ScaleRule::None);
    QTest::addRow("dk 64, sqrt") << 64 << int(Growth::None) << int(ScaleRule::InvSqrtDk);
    QTest::addRow("dk 64, dk") << 64 << int(Growth::None) << int(ScaleRule::InvDk);
    QTest::addRow("growth dk 256, none") << 256 << int(Growth::Sqrt) << int(ScaleRule::None);
    QTest::addRow("growth dk 256, sqrt") << 256 << int(Growth::Sqrt) << int(ScaleRule::InvSqrtDk);
    QTest::addRow("growth dk 4096, dk") << 4096 << int(Growth::Sqrt) << int(ScaleRule::InvDk);
}

void TestScoreCharts::softmaxFollowsDk() {
    QFETCH(int, dk);
    QFETCH(int, growth);
    QFETCH(int, scale);
    SoftmaxChart chart(config({0.5, -1, 2, 1.25}));
    chart.setGrowth(Growth(growth));
    chart.setScaleRule(ScaleRule(scale));
    chart.setDk(dk);
    double factor = growth == int(Growth::Sqrt) ? std::sqrt(double(dk)) : 1.0;
    if (scale == int(ScaleRule::InvSqrtDk))
        factor /= std::sqrt(double(dk));
    else if (scale == int(ScaleRule::InvDk))
        factor /= dk;
    compareClose(chart.weights(), referencePercent({0.5, -1, 2, 1.25}, factor, 1.0), 1e-9);
}

void TestScoreCharts::readoutReadsLikeTheTallestBar_data() {
    QTest::addColumn<bool>("gradient");
    QTest::addColumn<double>("topScore");
    QTest::newRow("weight 99.99%") << false << 9.3;
    QTest::newRow("weight > 99.99%") << false << 12.0;
    QTest::newRow("weight 66.5%") << false << 1.0;
    QTest::newRow("factor 2.3 x 10^-5") << true << 11.0;
    QTest::newRow("factor 0.2") << true << 1.0;
}

// The readout said "Largest weight 100.0%" over a bar labelled 99.99%, and the gradient readout
// "0.0001" beside bars of "6.77 × 10⁻⁵": the same number now reads the same in both places.
void TestScoreCharts::readoutReadsLikeTheTallestBar() {
    QFETCH(bool, gradient);
    QFETCH(double, topScore);
    const auto check = [](const SingleBarChart& chart) {
        QVERIFY(chart.valueLabels());
        const QStringList texts = chart.valueLabels()->texts();
        QCOMPARE(texts.size(), 3);
        // Key 2 holds the largest weight and, for these scores, the largest gradient factor.
        QVERIFY2(chart.readout().contains(texts.at(1) + QStringLiteral(" (")),
                 qPrintable(texts.join(QStringLiteral(" | ")) + QStringLiteral(" / ") +
                            chart.readout()));
    };
    if (gradient)
        check(GradientChart(config({0, topScore, -1})));
    else
        check(SoftmaxChart(config({0, topScore, -1})));
}

void TestScoreCharts::descriptionFollowsTheReading() {
    SoftmaxChart chart(config({0, 4, 2}, 1, ScaleRule::InvSqrtDk));
    const QString before = chart.accessibleDescription();
    QVERIFY(before.contains(QStringLiteral("softmax weight")));
    chart.setDk(4);
    const QString after = chart.accessibleDescription();
    QVERIFY(after != before);
    QVERIFY(after.contains(QStringLiteral("66.5")));
}

void TestScoreCharts::nanScoreShowsMessage() {
    SoftmaxChart chart(config({0, 4, 2}));
    chart.setScores(Eigen::Vector3d(0, std::numeric_limits<double>::quiet_NaN(), 2));
    QVERIFY(chart.hasMessage());
    QVERIFY(!chart.message().isEmpty());
    QVERIFY(chart.accessibleDescription().contains(chart.message()));
    // The next good input brings the bars back.
    chart.setScores(Eigen::Vector3d(0, 0, 0));
    QVERIFY(!chart.hasMessage());
    compareClose(chart.weights(), {100.0 / 3, 100.0 / 3, 100.0 / 3}, 1e-12);
}

void TestScoreCharts::emptyScoresShowMessage() {
    GradientChart gradient(config({}));
    QVERIFY(gradient.hasMessage());
    TemperatureChart temperature(config({1, 2}));
    temperature.setTemperature(0.0);
    QVERIFY(temperature.hasMessage());
    temperature.setTemperature(std::numeric_limits<double>::infinity());
    QVERIFY(temperature.hasMessage());
    BusesChart buses(config({1, 2}));
    buses.setDk(0);
    QVERIFY(buses.hasMessage());
    buses.setDk(2);
    QVERIFY(!buses.hasMessage());
}

void TestScoreCharts::keyCountFollowsScores() {
    SoftmaxChart chart(config({1, 2}));
    QCOMPARE(chart.weights().size(), 2);
    Eigen::VectorXd many = Eigen::VectorXd::LinSpaced(64, -3, 3);
    chart.setScores(many);
    QCOMPARE(chart.weights().size(), 64);
    chart.setKeyLabels({QStringLiteral("a"), QStringLiteral("b")}); // wrong count: k1..k64 kept
    QCOMPARE(chart.weights().size(), 64);
}

// sp30 #3: the labs drew "key 1" on light bars with dark end caps, lesson 4's charts "k1" on
// solid bars, its table "1" under "Key". One name, the formulas' 𝑘₁ … 𝑘ₙ, and one bar: solid, in
// the score charts' colour; no "key" axis title under names that say it.
void TestScoreCharts::keysHaveOneNameAndOneLook() {
    QCOMPARE(keyName(0), QStringLiteral("\U0001D458\u2081"));
    QCOMPARE(keyName(11), QStringLiteral("\U0001D458\u2081\u2082"));
    SoftmaxChart chart(config({1, 2, 0}));
    chart.resize(400, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QList<QAbstractAxis*> across = chart.chart()->axes(Qt::Horizontal);
    QCOMPARE(across.size(), 1);
    auto* keys = qobject_cast<QBarCategoryAxis*>(across.first());
    QVERIFY(keys);
    QCOMPARE(keys->categories(), (QStringList{keyName(0), keyName(1), keyName(2)}));
    QVERIFY2(keys->titleText().isEmpty(), qPrintable(keys->titleText()));
    const auto* series = qobject_cast<QBarSeries*>(chart.chart()->series().value(0));
    QVERIFY(series && !series->barSets().isEmpty());
    const QColor scoreBar = series->barSets().first()->color();

    for (const bool editable : {false, true}) {
        LogitBars bars;
        bars.setEditable(editable);
        bars.setValues({1, 2, 0});
        bars.resize(400, 300);
        QCOMPARE(bars.keyLabel(2), keyName(2));
        const QImage picture = bars.grab().toImage();
        // Halfway up the tallest bar: away from its grip or end mark and its value label.
        const QPoint middle = bars.pointFor(1, 1.0);
        QCOMPARE(picture.pixelColor(middle).rgb(), scoreBar.rgb());
    }
}

// sp17: lesson 2's temperature chart read "entropy 0.50 nats", a term no lesson teaches. The
// spread reads as the number of equal weights with the same entropy, e^H, with both ends of its
// scale named (sp22: "as even as 3.01 equal shares would be" read oddly).
void TestScoreCharts::readoutsUseNoUntaughtTerms() {
    const QList<double> pct = referencePercent({0, 4, 2}, 1.0, 1.0);
    double h = 0;
    for (double p : pct)
        h -= p / 100 * std::log(p / 100);
    const QString shares = formatNumber(std::exp(h), 2);
    SoftmaxChart softmax(config({0, 4, 2}));
    TemperatureChart temperature(config({0, 4, 2}));
    for (const QString& readout : {softmax.readout(), temperature.readout()}) {
        QVERIFY2(!readout.contains(QStringLiteral("nats")), qPrintable(readout));
        QVERIFY2(!readout.contains(QStringLiteral("entropy")), qPrintable(readout));
        QVERIFY2(readout.contains(QStringLiteral("like ") + shares +
                                  QStringLiteral(" equal weights (1: one key takes all; 3: all "
                                                 "keys equal)")),
                 qPrintable(readout));
    }
}

void TestScoreCharts::gradientBars() {
    GradientChart chart(config({0, 4, 2}, 4, ScaleRule::InvSqrtDk));
    const QList<double> s = referencePercent({0, 4, 2}, 0.5, 1.0);
    QList<double> expected;
    double frobenius = 0;
    for (int i = 0; i < 3; ++i) {
        const double si = s[i] / 100;
        expected.append(si * (1 - si));
        for (int j = 0; j < 3; ++j) {
            const double sj = s[j] / 100;
            const double entry = (i == j ? si : 0.0) - si * sj;
            frobenius += entry * entry;
        }
    }
    compareClose(chart.factors(), expected, 1e-12);
    QVERIFY2(chart.readout().contains(formatFloored(std::sqrt(frobenius), 2, 4)),
             qPrintable(chart.readout()));
}

// sp36 (issue 19): lesson 5 step 3 at d_k = 1024 labelled its bars "0.0001" while the readout
// said "Jacobian norm 1.35 × 10⁻⁴", and at d_k = 1 bars "0.2166" beside a norm "0.391". The bars
// and the norm now follow one rule (two significant digits in plain decimals down to the axis'
// 10⁻⁴, "< 0.0001" below), in English and German. Expected texts from numpy (lesson 5's scores,
// growth sqrt, no scaling).
void TestScoreCharts::gradientLabelsAndNormReadAlike_data() {
    QTest::addColumn<int>("dk");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QStringList>("bars");
    QTest::addColumn<QString>("norm");
    const QString below = QStringLiteral("<\u00a00.0001");
    for (const QString& locale : {QStringLiteral("en"), QStringLiteral("de")}) {
        const auto local = [&locale](QStringList texts) {
            if (locale == QStringLiteral("de"))
                texts.replaceInStrings(QStringLiteral("."), QStringLiteral(","));
            return texts;
        };
        QTest::addRow("d_k 1, %s", qPrintable(locale))
            << 1 << locale << local({"0.22", "0.18", "0.14", "0.11", "0.079", "0.055"})
            << local({"0.39"}).value(0);
        QTest::addRow("d_k 64, %s", qPrintable(locale))
            << 64 << locale << local({"0.082", "0.076", "0.0074", "0.00068", below, below})
            << local({"0.15"}).value(0);
        QTest::addRow("d_k 1024, %s", qPrintable(locale))
            << 1024 << locale << local(QStringList(6, below)) << local({"0.00014"}).value(0);
    }
}

void TestScoreCharts::gradientLabelsAndNormReadAlike() {
    QFETCH(int, dk);
    QFETCH(QString, locale);
    QFETCH(QStringList, bars);
    QFETCH(QString, norm);
    const QLocale previous;
    QLocale::setDefault(QLocale(locale));
    ScoreChartConfig setup = config({0.9, 0.6, 0.3, 0.0, -0.4, -0.8}, dk);
    setup.setup.growth = Growth::Sqrt;
    GradientChart chart(setup);
    QLocale::setDefault(previous);
    const QStringList texts = chart.valueLabels()->texts();
    QCOMPARE(texts, bars);
    const QString readout = chart.readout();
    QVERIFY2(readout.contains(QStringLiteral("Largest gradient factor ") + texts.value(0) +
                              QStringLiteral(" (")),
             qPrintable(readout));
    QVERIFY2(readout.contains(QStringLiteral("Jacobian norm ") + norm + QLatin1Char('.')),
             qPrintable(readout));
    QVERIFY2(!readout.contains(QStringLiteral("×")), qPrintable(readout));
}

void TestScoreCharts::temperatureBars() {
    TemperatureChart chart(config({0, 4, 2}));
    chart.setTemperature(2.0);
    compareClose(chart.weights(), referencePercent({0, 4, 2}, 1.0, 2.0), 1e-9);
    const QString hot = chart.accessibleDescription();
    chart.setTemperature(100.0);
    compareClose(chart.weights(), referencePercent({0, 4, 2}, 1.0, 100.0), 1e-9);
    QVERIFY(chart.accessibleDescription() != hot);
}

void TestScoreCharts::smallTemperatureReadsInFull() {
    // Issue 11 item 12: a temperature of 1e-6 used to read "0.00".
    TemperatureChart chart(config({0, 4, 2}));
    chart.setTemperature(1e-6);
    QVERIFY2(chart.readout().contains(QString::fromUtf8("1 × 10⁻⁶")), qPrintable(chart.readout()));
    QVERIFY2(!chart.readout().contains(formatNumber(0.0, 2) + QLatin1Char(':')),
             qPrintable(chart.readout()));
    chart.setTemperature(0.5);
    QVERIFY(chart.readout().contains(formatNumber(0.5, 2)));
    // A student pass: lesson 4's slider box read 8.0 and the readout "Temperature 8.00". Bound
    // to a slider, the readout writes the slider's decimals.
    attn::charts::ScoreChartConfig bound = config({0, 4, 2});
    bound.temperatureDecimals = 1;
    TemperatureChart boundChart(bound);
    boundChart.setTemperature(8.0);
    QVERIFY2(boundChart.readout().contains(formatNumber(8.0, 1) + QLatin1Char(':')) &&
                 !boundChart.readout().contains(formatNumber(8.0, 2)),
             qPrintable(boundChart.readout()));
}

void TestScoreCharts::busesShowThreeScales() {
    BusesChart chart(config({0, 4, 2}, 16));
    chart.setScaled(true); // ignored: the buses fix their own scales
    compareClose(chart.weights(BusesChart::Bus::None), referencePercent({0, 4, 2}, 1.0, 1.0), 1e-9);
    compareClose(chart.weights(BusesChart::Bus::SqrtDk), referencePercent({0, 4, 2}, 0.25, 1.0),
                 1e-9);
    compareClose(chart.weights(BusesChart::Bus::Dk), referencePercent({0, 4, 2}, 1.0 / 16, 1.0),
                 1e-9);
    QCOMPARE(chart.views().size(), 3);
}

void TestScoreCharts::wheelOverBusesScrollsThePage() {
    QScrollArea area;
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    for (int i = 0; i < 3; ++i)
        layout->addWidget(new BusesChart(config({0, 4, 2}, 16)));
    area.setWidget(page);
    area.setWidgetResizable(true);
    area.resize(600, 400);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QScrollBar* bar = area.verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    auto* chart = page->findChild<BusesChart*>();
    QWidget* viewport = chart->views().at(2)->viewport();
    const QPointF local(viewport->width() / 2.0, viewport->height() / 2.0);
    QWheelEvent event(local, viewport->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &event);
    QVERIFY(bar->value() > 0);
}

void TestScoreCharts::valueLabelsStayLevel_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("dk");
    // The chart's width in an 800 px window (the page's column), and narrower and wider ones.
    for (int width : {320, 380, 440}) {
        for (int dk = 1; dk <= 1024; dk *= 2) // every stop of each dₖ control of the lesson
            QTest::addRow("%d px, dk %d", width, dk) << width << dk;
    }
}

// sp27 shot 87: lesson 5's unscaled softmax ("Unskalierte Softmax bei wachsendem Kopf") at 800 px
// in German turned its value labels a quarter at dₖ = 1024 ("< 0,1 %" read upwards). At every
// stop of the lesson's dₖ control the labels stand level, inside the plot, none over another.
// sp28 shot 76: at dₖ = 1024 "> 99,9 %" stood beside k1's bar in k2's column: each label stays
// inside its own bar's column (the plot's width in six equal slots).
void TestScoreCharts::valueLabelsStayLevel() {
    QFETCH(int, width);
    QFETCH(int, dk);
    struct GermanWhileHere {
        QLocale before;
        GermanWhileHere() { QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); }
        ~GermanWhileHere() { QLocale::setDefault(before); }
    } german;
    SoftmaxChart chart(config({0.9, 0.6, 0.3, 0.0, -0.4, -0.8}));
    chart.setGrowth(Growth::Sqrt);
    chart.setDk(dk);
    chart.resize(width, chart.minimumSizeHint().height() + 40);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    if (const QString dir = qEnvironmentVariable("ATTN_CHART_PNG_DIR"); !dir.isEmpty())
        chart.grab().save(QStringLiteral("%1/softmax-de-%2-%3.png").arg(dir).arg(width).arg(dk));
    const BarLabels* labels = chart.valueLabels();
    QVERIFY(labels->texts().join(QString()).contains(QStringLiteral(",")));
    QVERIFY2(labels->layout() != BarLabels::Layout::Hidden, "the labels were dropped");
    const QList<QRectF> rects = labels->sceneRects();
    QCOMPARE(rects.size(), 6);
    const QRectF plot = chart.chart()->plotArea();
    for (int i = 0; i < rects.size(); ++i) {
        const QString where = QStringLiteral("%1 at %2,%3 %4x%5")
                                  .arg(labels->texts().at(i))
                                  .arg(rects.at(i).x())
                                  .arg(rects.at(i).y())
                                  .arg(rects.at(i).width())
                                  .arg(rects.at(i).height());
        // Level: a label of several characters is wider than tall.
        QVERIFY2(rects.at(i).width() > rects.at(i).height(), qPrintable(where));
        QVERIFY2(plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rects.at(i)), qPrintable(where));
        for (int j = 0; j < i; ++j)
            QVERIFY2(!rects.at(j).intersects(rects.at(i)), qPrintable(where));
        const qreal slot = plot.width() / 6.0;
        const qreal columnLeft = plot.left() + i * slot;
        QVERIFY2(rects.at(i).left() >= columnLeft - 0.5 &&
                     rects.at(i).right() <= columnLeft + slot + 0.5,
                 qPrintable(where + QStringLiteral(" outside its column %1..%2")
                                        .arg(columnLeft)
                                        .arg(columnLeft + slot)));
    }
    QVERIFY(labels->shownPointSize() >= BarLabels::kMinPointSize);
}

QTEST_MAIN(TestScoreCharts)
#include "tst_scorecharts.moc"
