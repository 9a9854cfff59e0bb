// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The text every chart kind draws, at real widget sizes (offscreen): axis titles fit without
// being cut off, math is shown as math (no raw "d_k"), value axes tick at nice intervals.
// Set ATTN_CHART_PNG_DIR to also write each rendering as a PNG for a look.
#include "app/charts/buseschart.h"
#include "app/charts/channelbankchart.h"
#include "app/charts/gradientchart.h"
#include "app/charts/histogramchart.h"
#include "app/charts/numberaxis.h"
#include "app/charts/sigmavsdkchart.h"
#include "app/charts/softmaxchart.h"
#include "app/charts/temperaturechart.h"

#include <QAbstractSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QChart>
#include <QDir>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineSeries>
#include <QTextDocumentFragment>
#include <QValueAxis>
#include <QtTest>

#include <cmath>
#include <functional>
#include <memory>

using namespace attn;
using namespace attn::charts;

namespace {

// Background work finishes in well under a second; the bound only guards against a hang.
constexpr int kGenerousMs = 60000;

using Factory = std::function<std::unique_ptr<ChartPanel>()>;

ScoreChartConfig scores() {
    ScoreChartConfig c;
    c.scores = Eigen::VectorXd::LinSpaced(6, -1.0, 2.0);
    c.setup.dk = 64;
    return c;
}

HistogramConfig histogram(bool scaled) {
    HistogramConfig c;
    c.bench.samples = 2000;
    c.bench.maxDk = 256;
    c.dk = 64;
    c.scaled = scaled;
    if (scaled) {
        c.lo = -4.0;
        c.hi = 4.0;
    }
    return c;
}

SigmaVsDkConfig sigma() {
    SigmaVsDkConfig c;
    c.bench.samples = 1000;
    c.bench.maxDk = 256;
    c.dk = 16;
    return c;
}

ChannelBankConfig channels(int dk) {
    ChannelBankConfig c;
    c.dk = dk;
    return c;
}

// The texts Qt Charts draws (titles, axis titles and labels, legend), as plain text.
QStringList drawnTexts(const ChartPanel& panel) {
    QStringList out;
    for (ChartView* view : panel.views()) {
        for (QGraphicsItem* item : view->scene()->items()) {
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
                out.append(text->toPlainText());
        }
    }
    return out;
}

// A key axis whose ticks name the keys (𝑘₁ … 𝑘ₙ) goes without the title "key" (issue 19: the
// title repeated the names); every other axis has one.
bool namesItsKeys(QAbstractAxis* axis) {
    auto* categories = qobject_cast<QBarCategoryAxis*>(axis);
    return categories && !categories->categories().isEmpty() &&
           categories->categories().first().startsWith(QStringLiteral("\U0001D458"));
}

QStringList axisTitles(const ChartPanel& panel) {
    QStringList out;
    for (ChartView* view : panel.views()) {
        for (QAbstractAxis* axis : view->chart()->axes()) {
            if (!(axis->titleText().isEmpty() && namesItsKeys(axis)))
                out.append(axis->titleText());
        }
    }
    return out;
}

bool isNiceStep(double step) {
    if (!(step > 0.0))
        return false;
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    // 2.5: the score charts' quarters of 100 % (0, 25, 50, 75, 100), dynamic ticks since their
    // range runs on past the last tick to keep room for the labels above the bars.
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (std::abs(mantissa - m) < 1e-9)
            return true;
    }
    return false;
}

bool isMultiple(double value, double step) {
    const double q = value / step;
    return std::abs(q - std::round(q)) < 1e-9;
}

} // namespace

Q_DECLARE_METATYPE(Factory)

class TestChartLabels : public QObject {
    Q_OBJECT
private slots:
    void textFitsAndShowsMath_data();
    void textFitsAndShowsMath();
    void channelBarsSitOnIntegerDimensions_data();
    void channelBarsSitOnIntegerDimensions();
    void richReadoutKeepsPlainDescription();
    void channelBarsArePaintedWhereTheAxesSay();
    void numberAxisGroupsThousandsAlike_data();
    void numberAxisGroupsThousandsAlike();
};

void TestChartLabels::textFitsAndShowsMath_data() {
    QTest::addColumn<Factory>("make");
    QTest::addColumn<int>("width");
    const QList<QPair<const char*, Factory>> kinds = {
        {"softmax", [] { return std::make_unique<SoftmaxChart>(scores()); }},
        {"gradient", [] { return std::make_unique<GradientChart>(scores()); }},
        {"temperature", [] { return std::make_unique<TemperatureChart>(scores()); }},
        {"buses", [] { return std::make_unique<BusesChart>(scores()); }},
        {"histogram", [] { return std::make_unique<HistogramChart>(histogram(false)); }},
        {"histogram scaled", [] { return std::make_unique<HistogramChart>(histogram(true)); }},
        {"sigma-vs-dk", [] { return std::make_unique<SigmaVsDkChart>(sigma()); }},
        {"channel-bank 4", [] { return std::make_unique<ChannelBankChart>(channels(4)); }},
        {"channel-bank 300", [] { return std::make_unique<ChannelBankChart>(channels(300)); }},
    };
    // A narrow window and the usual width of a lesson page's text column.
    for (int width : {480, 720}) {
        for (const auto& [name, make] : kinds)
            QTest::addRow("%s at %d", name, width) << make << width;
    }
}

void TestChartLabels::textFitsAndShowsMath() {
    QFETCH(Factory, make);
    QFETCH(int, width);
    std::unique_ptr<ChartPanel> panel = make();
    // The chart's smallest height: the page gives it no more than its minimum.
    const int height = std::max(panel->minimumSizeHint().height(), panel->heightForWidth(width));
    panel->resize(width, height);
    panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel.get()));
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isBusy() && !panel->readout().isEmpty(), kGenerousMs);
    QVERIFY2(!panel->hasMessage(), qPrintable(panel->message()));
    // Qt Charts lays out again from the event loop after the axes change.
    QTest::qWait(100);

    const QString pngDir = qEnvironmentVariable("ATTN_CHART_PNG_DIR");
    if (!pngDir.isEmpty()) {
        QString name = QString::fromLatin1(QTest::currentDataTag());
        name.replace(QLatin1Char(' '), QLatin1Char('-'));
        QVERIFY(panel->grab().save(QDir(pngDir).filePath(name + QStringLiteral(".png"))));
    }

    // Qt Charts cuts a text that does not fit down to "..." (an axis title longer than the plot
    // is high, a tick label wider than its slot). Axis titles are drawn whole at every width;
    // at the page's usual width nothing at all is cut.
    const QStringList texts = drawnTexts(*panel);
    const QString drawn = QStringLiteral("drawn: ") + texts.join(QStringLiteral(" | "));
    if (width >= 720) {
        for (const QString& text : texts)
            QVERIFY2(!text.contains(QLatin1String("...")) && !text.contains(QChar(0x2026)),
                     qPrintable(drawn));
    }
    for (const QString& title : axisTitles(*panel)) {
        QVERIFY2(!title.isEmpty(), "every axis has a title");
        QVERIFY2(texts.contains(QTextDocumentFragment::fromHtml(title).toPlainText()),
                 qPrintable(title + QLatin1Char(' ') + drawn));
        QVERIFY2(!title.contains(QLatin1Char('_')) && !title.contains(QLatin1String("sqrt")),
                 qPrintable(title));
    }
    for (const QLabel* label : panel->findChildren<QLabel*>()) {
        QVERIFY2(!label->text().contains(QLatin1Char('_')), qPrintable(label->text()));
        QVERIFY2(!label->text().contains(QLatin1String("sqrt")), qPrintable(label->text()));
        QVERIFY2(!label->text().contains(QLatin1String("sigma")), qPrintable(label->text()));
    }
    QVERIFY2(!panel->accessibleDescription().contains(QLatin1Char('<')),
             qPrintable(panel->accessibleDescription()));

    // Value axes with dynamic ticks: 1, 2, 2.5 or 5 times a power of ten, on multiples of the
    // step.
    for (ChartView* view : panel->views()) {
        for (QAbstractAxis* axis : view->chart()->axes()) {
            auto* values = qobject_cast<QValueAxis*>(axis);
            if (values == nullptr || values->tickType() != QValueAxis::TicksDynamic)
                continue;
            QVERIFY2(isNiceStep(values->tickInterval()),
                     qPrintable(QString::number(values->tickInterval())));
            QVERIFY(isMultiple(values->tickAnchor(), values->tickInterval()) ||
                    values->tickAnchor() == 0.0);
        }
    }
}

void TestChartLabels::channelBarsSitOnIntegerDimensions_data() {
    QTest::addColumn<int>("dk");
    QTest::addColumn<double>("interval");
    QTest::addRow("1") << 1 << 1.0;
    QTest::addRow("4") << 4 << 1.0;
    QTest::addRow("9") << 9 << 2.0;
    QTest::addRow("64") << 64 << 10.0;
    QTest::addRow("1024") << 1024 << 200.0;
}

void TestChartLabels::channelBarsSitOnIntegerDimensions() {
    QFETCH(int, dk);
    QFETCH(double, interval);
    ChannelBankChart chart(channels(dk));
    const QList<QAbstractAxis*> x = chart.chart()->axes(Qt::Horizontal);
    const QList<QAbstractAxis*> y = chart.chart()->axes(Qt::Vertical);
    QCOMPARE(x.size(), 1);
    QCOMPARE(y.size(), 1);
    auto* xAxis = qobject_cast<QValueAxis*>(x.first());
    auto* yAxis = qobject_cast<QValueAxis*>(y.first());
    QVERIFY(xAxis && yAxis);
    QCOMPARE(xAxis->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(xAxis->tickInterval(), interval);
    QCOMPARE(xAxis->tickAnchor(), 0.0);
    // Half a dimension of room at each end so bar 1 and bar dk are centred on their ticks.
    QCOMPARE(xAxis->min(), 0.5);
    QCOMPARE(xAxis->max(), dk + 0.5);
    const QList<QRectF> bars = chart.barRects();
    QCOMPARE(bars.size(), dk);
    QCOMPARE(chart.terms().size(), dk);
    for (int j = 0; j < dk; ++j) {
        QCOMPARE(bars[j].center().x(), double(j + 1));
        // From the zero line to the term, whichever side of it the term lies.
        QCOMPARE(bars[j].top(), std::min(0.0, chart.terms()[j]));
        QCOMPARE(bars[j].bottom(), std::max(0.0, chart.terms()[j]));
        // Gapped bars up to 256 of them; above, each is a pixel or two wide and they touch.
        QCOMPARE(bars[j].width() < 1.0, dk <= 256);
    }
    // Symmetric term axis, ticks at a nice step, every term inside.
    QCOMPARE(yAxis->tickType(), QValueAxis::TicksDynamic);
    QVERIFY(isNiceStep(yAxis->tickInterval()));
    QCOMPARE(yAxis->min(), -yAxis->max());
    QVERIFY(isMultiple(yAxis->max(), yAxis->tickInterval()));
    for (double t : chart.terms())
        QVERIFY(std::abs(t) <= yAxis->max());
}

// Math in the readout line is rich text; readout() and the accessible description stay plain.
void TestChartLabels::richReadoutKeepsPlainDescription() {
    ChannelBankChart chart(channels(4));
    const QString plain = chart.readout();
    QVERIFY2(plain.contains(QStringLiteral("d k = 4")), qPrintable(plain));
    QVERIFY(!plain.contains(QLatin1Char('<')));
    QVERIFY(chart.accessibleDescription().contains(plain));
    bool found = false;
    for (const QLabel* label : chart.findChildren<QLabel*>()) {
        if (label->text().contains(QStringLiteral("d<sub>k</sub> = 4"))) {
            QCOMPARE(label->textFormat(), Qt::RichText);
            QVERIFY(label->text().contains(QStringLiteral("√d<sub>k</sub> = 2.00")));
            found = true;
        }
    }
    QVERIFY(found);
}

// The bars are painted by their own item, not a series: each bar's middle is drawn in the bar
// colour at the place the axes give it, and the plot between two gapped bars is not.
void TestChartLabels::channelBarsArePaintedWhereTheAxesSay() {
    ChannelBankChart chart(channels(16));
    chart.resize(640, 480);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    const QImage image = chart.chartView()->grab().toImage();
    QAbstractSeries* axesSeries = chart.chart()->series().first();
    const QColor bar = chart.seriesColor(SeriesRole::Primary);
    const auto pixelAt = [&](QPointF value) {
        const QPointF inScene = chart.chart()->mapToPosition(value, axesSeries);
        const QPoint inView = chart.chartView()->mapFromScene(inScene);
        return image.pixelColor(inView * image.devicePixelRatio());
    };
    const auto near = [](QColor a, QColor b) {
        return std::abs(a.hue() - b.hue()) <= 12 && a.saturation() > 40;
    };
    const auto pixelHeight = [&](double term) {
        return std::abs(chart.chart()->mapToPosition(QPointF(1, term), axesSeries).y() -
                        chart.chart()->mapToPosition(QPointF(1, 0), axesSeries).y());
    };
    int checked = 0;
    for (int j = 0; j < 16; ++j) {
        const double term = chart.terms()[j];
        if (pixelHeight(term) < 6)
            continue; // too short to hit its middle apart from its outline
        ++checked;
        const QColor middle = pixelAt(QPointF(j + 1, term / 2));
        QVERIFY2(near(middle, bar), qPrintable(QStringLiteral("bar %1: %2, want near %3")
                                                   .arg(j + 1)
                                                   .arg(middle.name(), bar.name())));
    }
    QVERIFY2(checked >= 4, qPrintable(QString::number(checked)));
    const double tallest = std::max(std::abs(chart.terms()[0]), std::abs(chart.terms()[1]));
    const QColor between = pixelAt(QPointF(1.5, std::copysign(tallest / 2, chart.terms()[0])));
    QVERIFY2(!near(between, bar), qPrintable(between.name()));
}

void TestChartLabels::numberAxisGroupsThousandsAlike_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<double>("hi");
    QTest::addColumn<double>("step");
    QTest::addColumn<QStringList>("labels");
    QTest::addRow("to 10,000") << QStringLiteral("en_US") << 10000.0 << 2500.0
                               << QStringList{"0", "2,500", "5,000", "7,500", "10,000"};
    QTest::addRow("to 10.000 de") << QStringLiteral("de_DE") << 10000.0 << 5000.0
                                  << QStringList{"0", "5.000", "10.000"};
    // Below 10,000 nothing is grouped, as everywhere else (1024, 4096).
    QTest::addRow("to 6000") << QStringLiteral("en_US") << 6000.0 << 2000.0
                             << QStringList{"0", "2000", "4000", "6000"};
    QTest::addRow("to 2.5") << QStringLiteral("en_US") << 2.5 << 0.5
                            << QStringList{"0.0", "0.5", "1.0", "1.5", "2.0", "2.5"};
}

// Issue 19 (chart35 #3): one axis read "10,000" beside "5000": the number format groups from
// 10,000 up, tick by tick. An axis groups all its ticks or none.
void TestChartLabels::numberAxisGroupsThousandsAlike() {
    QFETCH(QString, locale);
    QFETCH(double, hi);
    QFETCH(double, step);
    QFETCH(QStringList, labels);
    const QLocale previous;
    QLocale::setDefault(QLocale(locale));
    attn::charts::NumberAxis axis;
    axis.setRange(0.0, hi);
    attn::charts::setAxisTicks(&axis, step);
    const QStringList shown = axis.tickLabels();
    QLocale::setDefault(previous);
    QCOMPARE(shown, labels);
}

QTEST_MAIN(TestChartLabels)
#include "tst_chartlabels.moc"
