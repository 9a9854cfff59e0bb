// The `vectors` chart: the arrows, the angle's arc and the shadow of b on a follow the lengths
// and the angle; the readout's dot product is |a| |b| cos theta, also computed from components;
// the axes keep equal units (a right angle is drawn as one) and a fixed range while values move.

#include "app/charts/vectorchart.h"

#include <QChart>
#include <QLineSeries>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using attn::charts::VectorChart;
using attn::charts::VectorConfig;

class TestVectorChart : public QObject {
    Q_OBJECT

private slots:
    void dotProductTwoWays_data();
    void dotProductTwoWays();
    void axesKeepEqualUnitsAndRange();
    void badInputIsClampedNotDrawnAsNaN();
    void aFlatPanelKeepsFewTicks();
};

void TestVectorChart::dotProductTwoWays_data() {
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("angle");
    QTest::addColumn<QString>("shown"); // the dot product as the readout writes it
    QTest::addRow("aligned") << 2.0 << 3.0 << 0.0 << "= 6.00;";
    QTest::addRow("sixty degrees") << 2.0 << 3.0 << 60.0 << "= 3.00;";
    QTest::addRow("right angle") << 2.0 << 3.0 << 90.0 << "= 0.00;";
    QTest::addRow("obtuse") << 1.0 << 2.0 << 120.0 << "= -1.00;";
    QTest::addRow("opposed") << 0.5 << 3.0 << 180.0 << "= -1.50;";
    QTest::addRow("zero length") << 0.0 << 3.0 << 45.0 << "= 0.00;";
}

void TestVectorChart::dotProductTwoWays() {
    QFETCH(double, a);
    QFETCH(double, b);
    QFETCH(double, angle);
    QFETCH(QString, shown);
    VectorChart chart(VectorConfig{});
    chart.resize(600, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setVectors(a, b, angle);
    // From components: a = (|a|, 0), b = (|b| cos, |b| sin).
    const QPointF ta = chart.aTip(), tb = chart.bTip();
    const double fromComponents = ta.x() * tb.x() + ta.y() * tb.y();
    QVERIFY(std::abs(chart.dot() - fromComponents) < 1e-12);
    QVERIFY(std::abs(std::hypot(tb.x(), tb.y()) - b) < 1e-12);
    // Shown with a real minus sign U+2212.
    QVERIFY2(chart.readout().contains(shown.replace(QLatin1Char('.'), QLocale().decimalPoint())
                                          .replace(QLatin1Char('-'), QChar(0x2212))),
             qPrintable(chart.readout()));
    // The shadow segment runs from the origin to the foot of b's drop, on a's line.
    QLineSeries* shadow = nullptr;
    for (QAbstractSeries* s : chart.chart()->series()) {
        if (s->name().startsWith(QLatin1String("shadow")))
            shadow = qobject_cast<QLineSeries*>(s);
    }
    QVERIFY(shadow);
    QCOMPARE(shadow->count(), 2);
    QCOMPARE(shadow->at(1), chart.shadowFoot());
    QVERIFY(std::abs(chart.shadowFoot().x() * a - chart.dot()) < 1e-12); // |a| times the shadow
    QCOMPARE(chart.shadowFoot().y(), 0.0);
}

void TestVectorChart::axesKeepEqualUnitsAndRange() {
    VectorConfig config;
    config.extent = 3.0;
    VectorChart chart(config);
    chart.resize(700, 380);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    auto* y = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
    QVERIFY(x && y);
    QVERIFY(x->min() <= -3.0 && x->max() >= 3.0);
    QVERIFY(y->min() <= -3.0 && y->max() >= 3.0); // any angle fits
    const QRectF area = chart.chart()->plotArea();
    const double xUnit = area.width() / (x->max() - x->min());
    const double yUnit = area.height() / (y->max() - y->min());
    QVERIFY2(std::abs(xUnit / yUnit - 1.0) < 0.01,
             qPrintable(QString("%1 %2").arg(xUnit).arg(yUnit)));
    // Moving the values never moves the axes.
    const double xMin = x->min(), yMax = y->max();
    for (double angle : {0.0, 90.0, 180.0}) {
        chart.setVectors(3.0, 0.5, angle);
        QCOMPARE(x->min(), xMin);
        QCOMPARE(y->max(), yMax);
    }
}

void TestVectorChart::badInputIsClampedNotDrawnAsNaN() {
    VectorConfig config;
    config.extent = -1.0; // an impossible extent falls back to a usable one
    VectorChart chart(config);
    chart.setVectors(std::nan(""), -2.0, std::numeric_limits<double>::infinity());
    QVERIFY(std::isfinite(chart.dot()));
    QCOMPARE(chart.config().bLength, 0.0);
    QVERIFY(chart.config().extent > 0.0);
    QVERIFY(!chart.readout().contains(QLatin1String("nan"), Qt::CaseInsensitive));
}

// Regression: a panel squeezed flat (or not laid out yet, as behind a reveal gate) once asked
// for thousands of tick labels and froze the page.
void TestVectorChart::aFlatPanelKeepsFewTicks() {
    VectorConfig config;
    config.extent = 3.0;
    VectorChart chart(config);
    chart.resize(900, 90);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    for (QAbstractAxis* axis : chart.chart()->axes()) {
        auto* value = qobject_cast<QValueAxis*>(axis);
        QVERIFY(value);
        const double ticks = (value->max() - value->min()) / value->tickInterval();
        QVERIFY2(ticks <= 20.0, qPrintable(QString::number(ticks)));
    }
}

QTEST_MAIN(TestVectorChart)
#include "tst_vectorchart.moc"
