// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The `mixture` chart: the shaded region is the hull of the keys not masked (a mask shrinks the
// lesson's triangle to an edge), the output is drawn where the core puts it, both axes have the
// same pixels per unit at any panel shape, the value labels stay inside the plot, and the
// accessible name reads the output and the weights.

#include "app/charts/mixturechart.h"
#include "core/mixture.h"

#include <QAccessible>
#include <QChart>
#include <QGraphicsPolygonItem>
#include <QGraphicsSimpleTextItem>
#include <QScatterSeries>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using attn::charts::MixtureChart;
using attn::charts::MixtureConfig;

namespace {

const QList<QPointF> kTriangle = {{4, 0}, {0, 4}, {-2, -2}}; // lesson 3's values

QValueAxis* axis(const MixtureChart& chart, Qt::Orientation orientation) {
    return qobject_cast<QValueAxis*>(chart.chart()->axes(orientation).value(0));
}

// Where value `v` lies in the chart's coordinates, from the plot area and the axis ranges alone.
QPointF expectedPixel(const MixtureChart& chart, QPointF v) {
    const QRectF area = chart.chart()->plotArea();
    const QValueAxis* x = axis(chart, Qt::Horizontal);
    const QValueAxis* y = axis(chart, Qt::Vertical);
    return {area.left() + (v.x() - x->min()) / (x->max() - x->min()) * area.width(),
            area.bottom() - (v.y() - y->min()) / (y->max() - y->min()) * area.height()};
}

QScatterSeries* outputSeries(const MixtureChart& chart) {
    for (QAbstractSeries* s : chart.chart()->series()) {
        if (s->name().startsWith(QLatin1String("output")))
            return qobject_cast<QScatterSeries*>(s);
    }
    return nullptr;
}

QGraphicsPolygonItem* region(const MixtureChart& chart) {
    for (QGraphicsItem* item : chart.chart()->childItems()) {
        if (auto* polygon = dynamic_cast<QGraphicsPolygonItem*>(item))
            return polygon;
    }
    return nullptr;
}

} // namespace

class TestMixtureChart : public QObject {
    Q_OBJECT

private slots:
    void outputWhereTheCoreSays_data();
    void outputWhereTheCoreSays();
    void maskShrinksTheRegionToAnEdge();
    void equalUnitsAndLabelsInside_data();
    void equalUnitsAndLabelsInside();
    void accessibleNameReadsTheNumbers();
    void everyKeyMaskedSaysWhatToDo();
    void maskedLiveLooksAsIfBuiltMasked();
};

void TestMixtureChart::outputWhereTheCoreSays_data() {
    QTest::addColumn<QList<double>>("scores");
    QTest::addColumn<QList<bool>>("masked");
    QTest::addRow("lesson defaults") << QList<double>{1, 0, 0} << QList<bool>{};
    QTest::addRow("equal: the centroid") << QList<double>{2, 2, 2} << QList<bool>{};
    QTest::addRow("key 2 dominates") << QList<double>{-3, 3, -3} << QList<bool>{};
    QTest::addRow("key 3 masked") << QList<double>{1, 0, 0} << QList<bool>{false, false, true};
}

void TestMixtureChart::outputWhereTheCoreSays() {
    QFETCH(QList<double>, scores);
    QFETCH(QList<bool>, masked);
    MixtureChart chart(MixtureConfig{kTriangle, {}, {}});
    chart.resize(700, 500);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setScores(scores, masked);

    Eigen::MatrixXd values(3, 2);
    values << 4, 0, 0, 4, -2, -2;
    std::vector<bool> flags(3, false);
    for (int j = 0; j < masked.size(); ++j)
        flags[std::size_t(j)] = masked.at(j);
    const auto core =
        attn::mixValues(Eigen::Vector3d(scores.at(0), scores.at(1), scores.at(2)), values, flags);
    QVERIFY(core.ok());
    const QPointF want(core.value().output[0], core.value().output[1]);
    QCOMPARE(chart.output(), want);
    for (int j = 0; j < 3; ++j)
        QCOMPARE(chart.weights().at(j), core.value().weights[j]);

    QScatterSeries* output = outputSeries(chart);
    QVERIFY(output);
    QCOMPARE(output->count(), 1);
    QCOMPARE(output->at(0), want);
    // Drawn at the pixel the axis ranges give (within a pixel's fraction).
    const QPointF drawn = chart.positionOf(output->at(0));
    const QPointF expected = expectedPixel(chart, want);
    QVERIFY2(std::hypot(drawn.x() - expected.x(), drawn.y() - expected.y()) < 0.5,
             qPrintable(QStringLiteral("drawn (%1, %2), expected (%3, %4)")
                            .arg(drawn.x())
                            .arg(drawn.y())
                            .arg(expected.x())
                            .arg(expected.y())));
    QVERIFY(chart.chart()->plotArea().contains(drawn));
}

void TestMixtureChart::maskShrinksTheRegionToAnEdge() {
    MixtureChart chart(MixtureConfig{kTriangle, {1, 0, 0}, {}});
    chart.resize(700, 500);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    // Counter-clockwise from the lowest corner.
    QCOMPARE(chart.hull(), (QList<QPointF>{{-2, -2}, {4, 0}, {0, 4}}));
    QGraphicsPolygonItem* shaded = region(chart);
    QVERIFY(shaded);
    QCOMPARE(shaded->polygon().size(), 3);
    for (int j = 0; j < 3; ++j) {
        const QPointF corner = shaded->polygon().at(j);
        const QPointF expected = expectedPixel(chart, chart.hull().at(j));
        QVERIFY(std::hypot(corner.x() - expected.x(), corner.y() - expected.y()) < 0.5);
    }

    chart.setScores({1, 0, 0}, {false, false, true});
    QCOMPARE(chart.hull(), (QList<QPointF>{{4, 0}, {0, 4}}));
    QVERIFY(shaded->polygon().isEmpty()); // an edge has no inside to shade
    QCOMPARE(chart.weights().at(2), 0.0);
    // The output lies on the edge v1 v2, where x + y = 4.
    QVERIFY(std::abs(chart.output().x() + chart.output().y() - 4.0) < 1e-12);
    QVERIFY(chart.valueLabel(2)->text().contains(QLatin1String("masked")));
    // Named as the caption sets $v_3$: a math italic v with its subscript (sp29 item 11).
    QVERIFY2(chart.valueLabel(2)->text().startsWith(QString::fromUcs4(U"\U0001D463\u2083")),
             qPrintable(chart.valueLabel(2)->text()));

    chart.setScores({1, 0, 0}, {});
    QCOMPARE(chart.hull().size(), 3);
    QCOMPARE(shaded->polygon().size(), 3);
}

void TestMixtureChart::equalUnitsAndLabelsInside_data() {
    QTest::addColumn<QSize>("size");
    QTest::addRow("wide, 1440 px window") << QSize(1100, 520);
    QTest::addRow("800 px window") << QSize(620, 420);
    QTest::addRow("tall") << QSize(420, 700);
}

void TestMixtureChart::equalUnitsAndLabelsInside() {
    QFETCH(QSize, size);
    MixtureChart chart(MixtureConfig{kTriangle, {-3, 3, -3}, {}});
    chart.resize(size);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QTest::qWait(20);
    const QRectF area = chart.chart()->plotArea();
    const QValueAxis* x = axis(chart, Qt::Horizontal);
    const QValueAxis* y = axis(chart, Qt::Vertical);
    const double xUnit = area.width() / (x->max() - x->min());
    const double yUnit = area.height() / (y->max() - y->min());
    QVERIFY2(std::abs(xUnit / yUnit - 1.0) < 0.01,
             qPrintable(QStringLiteral("%1 px per unit across, %2 up").arg(xUnit).arg(yUnit)));
    // Every value and its label in the plot.
    for (int j = 0; j < 3; ++j) {
        QVERIFY(area.contains(chart.positionOf(kTriangle.at(j))));
        const QGraphicsSimpleTextItem* label = chart.valueLabel(j);
        QVERIFY(label && label->isVisible());
        const QRectF box = label->mapRectToParent(label->boundingRect());
        QVERIFY2(area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box),
                 qPrintable(QStringLiteral("label %1 at (%2, %3) %4 x %5")
                                .arg(label->text())
                                .arg(box.left())
                                .arg(box.top())
                                .arg(box.width())
                                .arg(box.height())));
    }
    // The weight beside each value as the lesson's readouts write it, a percentage with one
    // decimal (key 2 takes almost everything); the student pass read "0.38" on the chart beside
    // "s₁ = 0.378" below it, and lesson 3 now writes weights as percentages (flow26).
    QVERIFY2(chart.valueLabel(1)->text().endsWith(
                 QLocale().toString(100.0 * chart.weights().at(1), 'f', 1) + QLatin1Char('%')),
             qPrintable(chart.valueLabel(1)->text()));
}

void TestMixtureChart::accessibleNameReadsTheNumbers() {
    MixtureChart chart(MixtureConfig{kTriangle, {1, 0, 0}, {false, false, true}});
    chart.resize(600, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    // s1 = e / (e + 1) = 73.1%, output (4 s1, 4 s2) = (2.92, 1.08), with the locale's decimals;
    // the masked key's weight is exactly 0, not "< 0.01%".
    const QString dot = QLocale().decimalPoint();
    const QString expected =
        QStringLiteral("output (2.92, 1.08); weights 73.1%, 26.9%, 0%").replace('.', dot);
    QAccessibleInterface* view = QAccessible::queryAccessibleInterface(chart.chartView());
    QVERIFY(view);
    QVERIFY2(view->text(QAccessible::Name).contains(expected, Qt::CaseInsensitive),
             qPrintable(view->text(QAccessible::Name)));
    QVERIFY2(view->text(QAccessible::Description).contains(expected, Qt::CaseInsensitive),
             qPrintable(view->text(QAccessible::Description)));
    // A title set by the lesson keeps the numbers in the name.
    chart.setTitle(QStringLiteral("Watch the triangle"));
    QVERIFY(view->text(QAccessible::Name).startsWith(QLatin1String("Watch the triangle")));
    QVERIFY(view->text(QAccessible::Name).contains(expected, Qt::CaseInsensitive));
    // Both coordinates at the decimals of the larger (three significant digits), as lesson 3's
    // readout of the same point writes them: scores (1, 0, 0) give weights 0.576, 0.212, 0.212
    // and the output (4 * 0.576 - 2 * 0.212, 4 * 0.212 - 2 * 0.212) = (1.88, 0.42), not "0.424"
    // (issue 19: "Output (0.373, 3.29)" beside the readout's "(0.37, 3.29)").
    chart.setScores({1, 0, 0}, {});
    QVERIFY2(
        view->text(QAccessible::Name)
            .contains(QStringLiteral("output (1.88, 0.42)").replace('.', dot), Qt::CaseInsensitive),
        qPrintable(view->text(QAccessible::Name)));
    // A negative coordinate reads with a true minus sign.
    chart.setScores({-3, -3, 3}, {});
    QVERIFY2(view->text(QAccessible::Name)
                 .contains(QStringLiteral("output (\u2212"), Qt::CaseInsensitive),
             qPrintable(view->text(QAccessible::Name)));
}

void TestMixtureChart::everyKeyMaskedSaysWhatToDo() {
    MixtureChart chart(MixtureConfig{kTriangle, {1, 0, 0}, {true, true, true}});
    chart.resize(600, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY(chart.hasMessage());
    QVERIFY(chart.message().contains(QLatin1String("Unmask")));
    QVERIFY(chart.hull().isEmpty());
    QCOMPARE(outputSeries(chart)->count(), 0);
    chart.setScores({1, 0, 0}, {});
    QVERIFY(!chart.hasMessage());
    QCOMPARE(outputSeries(chart)->count(), 1);
}

// The student pass ticked lesson 3's mask and saw an empty legend marker above "every possible
// output" and an unlabelled "masked values" entry until the window was resized: the legend kept
// its old layout. A chart masked (and unmasked) live must show the legend of one built that way.
void TestMixtureChart::maskedLiveLooksAsIfBuiltMasked() {
    const QList<double> scores = {1.0, 0.5, 0.0};
    const QList<bool> masked = {false, false, true};
    const auto picture = [](MixtureChart& chart) {
        QCoreApplication::processEvents();
        const QRect legend = chart.chart()->legend()->geometry().toAlignedRect();
        return chart.chartView()->grab(legend).toImage();
    };
    MixtureChart live({kTriangle, scores, {}});
    MixtureChart builtMasked({kTriangle, scores, masked});
    MixtureChart builtOpen({kTriangle, scores, {}});
    for (MixtureChart* chart : {&live, &builtMasked, &builtOpen}) {
        chart->resize(600, 400);
        chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(chart));
    }
    picture(live);
    live.setScores(scores, masked);
    QTRY_VERIFY(picture(live) == picture(builtMasked));
    live.setScores(scores, {});
    QTRY_VERIFY(picture(live) == picture(builtOpen));
}

QTEST_MAIN(TestMixtureChart)
#include "tst_mixturechart.moc"
