// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The `vectors` chart: the arrows, the angle's arc and the shadow of b on a follow the lengths
// and the angle; the readout's dot product is |a| |b| cos theta, also computed from components;
// the axes keep equal units (a right angle is drawn as one) and a fixed range while values move.

#include "app/charts/vectorchart.h"

#include "app/charts/contrast.h"

#include <QAccessible>
#include <QChart>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using attn::charts::VectorChart;
using attn::charts::VectorConfig;
using attn::charts::VectorQuantity;
using attn::charts::VectorTip;

namespace {

// Where a point in chart units is in the view's viewport, as a mouse event there would carry it.
QPoint viewportPoint(const VectorChart& chart, QPointF value) {
    QChart* drawing = chart.chart();
    return chart.chartView()->mapFromScene(
        drawing->mapToPosition(value, drawing->series().first()));
}

} // namespace

class TestVectorChart : public QObject {
    Q_OBJECT

private slots:
    void dotProductTwoWays_data();
    void dotProductTwoWays();
    void axesKeepEqualUnitsAndRange();
    void everyTipAndHandleStaysInThePlot_data();
    void everyTipAndHandleStaysInThePlot();
    void badInputIsClampedNotDrawnAsNaN();
    void aFlatPanelKeepsFewTicks();
    void aNegativeFactorIsParenthesized();
    void draggingATipReportsThePointer_data();
    void draggingATipReportsThePointer();
    void onlyDraggableTipsCanBeGrabbed();
    void keysStepTheHandleInFocus_data();
    void keysStepTheHandleInFocus();
    void arrowAShowsUnderBAtZeroDegrees();
    void arrowsKeepTheirContrastOnADarkPlot();
    void arrowheadsShowBesideTheirHandles_data();
    void arrowheadsShowBesideTheirHandles();
    void bStandsApartFromItsShadow_data();
    void bStandsApartFromItsShadow();
    void namesAreSetAsTheProseSetsThem();
};

void TestVectorChart::dotProductTwoWays_data() {
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("angle");
    // The dot product as the readout writes it: as the lesson's readouts do, "6", not "6.00"
    // under a lesson readout's "= 6" (sp19).
    QTest::addColumn<QString>("shown");
    QTest::addRow("aligned") << 2.0 << 3.0 << 0.0 << "= 6;";
    QTest::addRow("sixty degrees") << 2.0 << 3.0 << 60.0 << "= 3;";
    QTest::addRow("right angle") << 2.0 << 3.0 << 90.0 << "= 0;";
    QTest::addRow("obtuse") << 1.0 << 2.0 << 120.0 << "= -1;";
    QTest::addRow("opposed") << 0.5 << 3.0 << 180.0 << "= -1.5;";
    QTest::addRow("not exact") << 2.0 << 3.0 << 30.0 << "= 5.20;";
    QTest::addRow("zero length") << 0.0 << 3.0 << 45.0 << "= 0;";
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
    // The shadow segment runs from below the origin to below the foot of b's drop, a few pixels
    // beside a's line.
    QLineSeries* shadow = nullptr;
    for (QAbstractSeries* s : chart.chart()->series()) {
        if (s->name().startsWith(QLatin1String("shadow")))
            shadow = qobject_cast<QLineSeries*>(s);
    }
    QVERIFY(shadow);
    QCOMPARE(shadow->count(), 2);
    QCOMPARE(shadow->at(1).x(), chart.shadowFoot().x());
    QCOMPARE(shadow->at(0).x(), 0.0);
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

// Lesson 1 at 90 degrees: the tip of b (length 3 = the extent) sat on the plot's top edge, its
// arrowhead and grab handle cut off.
void TestVectorChart::everyTipAndHandleStaysInThePlot_data() {
    QTest::addColumn<QSize>("size");
    QTest::addRow("lesson width") << QSize(700, 380);
    QTest::addRow("narrow") << QSize(420, 300);
    QTest::addRow("tall") << QSize(500, 600);
}

void TestVectorChart::everyTipAndHandleStaysInThePlot() {
    QFETCH(QSize, size);
    VectorConfig config;
    config.extent = 3.0;
    VectorChart chart(config);
    chart.setDraggable(true, true);
    chart.resize(size);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    // The handle's focus ring (22 px across) and its pen, around the tip.
    constexpr int kRingRadius = 12;
    const QRect plot = chart.chartView()->mapFromScene(chart.chart()->plotArea()).boundingRect();
    for (double length : {0.5, 1.5, 3.0}) {
        for (double angle = 0.0; angle <= 180.0; angle += 15.0) {
            chart.setVectors(3.0, length, angle);
            for (VectorTip tip : {VectorTip::A, VectorTip::B}) {
                const QPoint at = chart.tipInViewport(tip);
                const QRect ring(at - QPoint(kRingRadius, kRingRadius),
                                 QSize(2 * kRingRadius, 2 * kRingRadius));
                QVERIFY2(plot.contains(ring),
                         qPrintable(QStringLiteral("length %1 at %2 degrees: tip at (%3, %4), "
                                                   "plot (%5, %6)-(%7, %8)")
                                        .arg(length)
                                        .arg(angle)
                                        .arg(at.x())
                                        .arg(at.y())
                                        .arg(plot.left())
                                        .arg(plot.top())
                                        .arg(plot.right())
                                        .arg(plot.bottom())));
            }
        }
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

void TestVectorChart::aNegativeFactorIsParenthesized() {
    VectorChart chart(VectorConfig{});
    chart.setVectors(2.0, 1.0, 120.0);
    const QString minus(QChar(0x2212));
    QVERIFY2(chart.readout().contains(QStringLiteral("× (") + minus + QStringLiteral("0.5) =")),
             qPrintable(chart.readout()));
    chart.setVectors(2.0, 1.0, 90.0); // cos 90° is 0: no sign, no parentheses, no 6 × 10⁻¹⁷
    QVERIFY2(chart.readout().contains(QStringLiteral("× 0 = 0;")), qPrintable(chart.readout()));
    // One rule for the line, the lesson readouts' (exact, else three significant digits): the
    // cosine read "1.000" beside lengths of "2.00" (a student pass), then "1.00 = 6.00" under the
    // lesson's "1 = 6" (sp19).
    chart.setVectors(2.0, 3.0, 0.0);
    QVERIFY2(chart.readout().contains(QStringLiteral("= 2 × 3 × 1 = 6;")),
             qPrintable(chart.readout()));
    chart.setVectors(2.0, 3.0, 45.0);
    QVERIFY2(chart.readout().contains(QStringLiteral("= 2 × 3 × 0.707 = 4.24;")),
             qPrintable(chart.readout()));
}

void TestVectorChart::draggingATipReportsThePointer_data() {
    QTest::addColumn<int>("tip");
    QTest::addColumn<QPointF>("target");
    QTest::addRow("b up to the vertical") << int(VectorTip::B) << QPointF(0.0, 2.0);
    QTest::addRow("b over to the left") << int(VectorTip::B) << QPointF(-1.5, 0.5);
    QTest::addRow("a shorter") << int(VectorTip::A) << QPointF(1.0, 0.0);
}

void TestVectorChart::draggingATipReportsThePointer() {
    QFETCH(int, tip);
    QFETCH(QPointF, target);
    VectorChart chart(VectorConfig{});
    chart.setDraggable(true, true);
    chart.resize(600, 500);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setVectors(2.0, 3.0, 60.0);
    QSignalSpy dragged(&chart, &VectorChart::tipDragged);
    QWidget* viewport = chart.chartView()->viewport();
    const QPoint from = chart.tipInViewport(VectorTip(tip));
    const QPoint to = viewportPoint(chart, target);
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QCOMPARE(chart.draggedTip(), VectorTip(tip));
    QTest::mouseMove(viewport, (from + to) / 2);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
    QCOMPARE(chart.draggedTip(), VectorTip::None);
    QVERIFY(dragged.size() >= 2); // every move, then the release
    const QList<QVariant> last = dragged.last();
    QCOMPARE(last.at(0).value<VectorTip>(), VectorTip(tip));
    const QPointF reported = last.at(1).toPointF();
    // Within a pixel of the target, in chart units.
    const double unit =
        std::abs(viewportPoint(chart, {1, 0}).x() - viewportPoint(chart, {0, 0}).x());
    QVERIFY2(std::hypot(reported.x() - target.x(), reported.y() - target.y()) <= 1.5 / unit,
             qPrintable(QStringLiteral("(%1, %2)").arg(reported.x()).arg(reported.y())));
    // The chart leaves its arrows to whoever owns the values.
    QCOMPARE(chart.config().angleDegrees, 60.0);
}

void TestVectorChart::onlyDraggableTipsCanBeGrabbed() {
    VectorChart chart(VectorConfig{});
    chart.setDraggable(true, false);
    chart.resize(600, 500);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setVectors(2.0, 3.0, 90.0);
    QSignalSpy dragged(&chart, &VectorChart::tipDragged);
    QWidget* viewport = chart.chartView()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, chart.tipInViewport(VectorTip::B));
    QTest::mouseMove(viewport, viewportPoint(chart, {-1, 1}));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, viewportPoint(chart, {-1, 1}));
    QCOMPARE(dragged.size(), 0);
    // Far from both tips nothing is grabbed either.
    QTest::mousePress(viewport, Qt::LeftButton, {}, viewportPoint(chart, {-2, -2}));
    QCOMPARE(chart.draggedTip(), VectorTip::None);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, viewportPoint(chart, {-2, -2}));
    QCOMPARE(dragged.size(), 0);
}

void TestVectorChart::keysStepTheHandleInFocus_data() {
    QTest::addColumn<QList<int>>("keys");
    QTest::addColumn<int>("tip");
    QTest::addColumn<int>("quantity");
    QTest::addColumn<int>("steps");
    QTest::addRow("Up lengthens a")
        << QList<int>{Qt::Key_Up} << int(VectorTip::A) << int(VectorQuantity::Length) << 1;
    QTest::addRow("Left shortens a")
        << QList<int>{Qt::Key_Left} << int(VectorTip::A) << int(VectorQuantity::Length) << -1;
    // Right and Up make a value larger, as on the sliders: b's angle grows with Right (sp22: it
    // shrank, b turning clockwise).
    QTest::addRow("Tab, then Right widens b's angle")
        << QList<int>{Qt::Key_Tab, Qt::Key_Right} << int(VectorTip::B) << int(VectorQuantity::Angle)
        << 1;
    QTest::addRow("Tab, then Left narrows it")
        << QList<int>{Qt::Key_Tab, Qt::Key_Left} << int(VectorTip::B) << int(VectorQuantity::Angle)
        << -1;
    QTest::addRow("Tab, then Down shortens b")
        << QList<int>{Qt::Key_Tab, Qt::Key_Down} << int(VectorTip::B) << int(VectorQuantity::Length)
        << -1;
    QTest::addRow("Tab, then Page Down") << QList<int>{Qt::Key_Tab, Qt::Key_PageDown}
                                         << int(VectorTip::B) << int(VectorQuantity::Angle) << -10;
    QTest::addRow("Tab, then End") << QList<int>{Qt::Key_Tab, Qt::Key_End} << int(VectorTip::B)
                                   << int(VectorQuantity::Angle) << VectorChart::kToTheEnd;
    QTest::addRow("Home on a") << QList<int>{Qt::Key_Home} << int(VectorTip::A)
                               << int(VectorQuantity::Length) << -VectorChart::kToTheEnd;
}

void TestVectorChart::keysStepTheHandleInFocus() {
    QFETCH(QList<int>, keys);
    QFETCH(int, tip);
    QFETCH(int, quantity);
    QFETCH(int, steps);
    QWidget window;
    auto* before = new QPushButton(QStringLiteral("before"), &window);
    auto* chart = new VectorChart(VectorConfig{}, &window);
    auto* after = new QPushButton(QStringLiteral("after"), &window);
    auto* layout = new QVBoxLayout(&window);
    for (QWidget* w : {static_cast<QWidget*>(before), static_cast<QWidget*>(chart),
                       static_cast<QWidget*>(after)})
        layout->addWidget(w);
    chart->setDraggable(true, true);
    window.resize(600, 700);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    before->setFocus();
    QTest::keyClick(before, Qt::Key_Tab);
    QTRY_VERIFY(chart->chartView()->hasFocus());
    QCOMPARE(chart->activeTip(), VectorTip::A);
    // The tip the keys act on is the view's focused accessible part.
    QAccessibleInterface* view = QAccessible::queryAccessibleInterface(chart->chartView());
    QVERIFY(view && view->focusChild());
    QCOMPARE(view->focusChild()->text(QAccessible::Name), QStringLiteral("tip of a"));
    QSignalSpy stepped(chart, &VectorChart::tipStepped);
    for (int key : keys)
        QTest::keyClick(chart->chartView(), Qt::Key(key));
    QCOMPARE(stepped.size(), 1);
    QCOMPARE(stepped.first().at(0).value<VectorTip>(), VectorTip(tip));
    QCOMPARE(stepped.first().at(1).value<VectorQuantity>(), VectorQuantity(quantity));
    QCOMPARE(stepped.first().at(2).toInt(), steps);
    QCOMPARE(chart->activeTip(), VectorTip(tip));
    // Tab from b's handle leaves the chart.
    if (chart->activeTip() == VectorTip::A)
        QTest::keyClick(chart->chartView(), Qt::Key_Tab);
    QCOMPARE(view->focusChild()->text(QAccessible::Name), QStringLiteral("tip of b"));
    QTest::keyClick(chart->chartView(), Qt::Key_Tab);
    QTRY_VERIFY(after->hasFocus());
    QCOMPARE(chart->activeTip(), VectorTip::None);
}

namespace {

// Pixels of the view drawn in `color` (within a small tolerance per channel).
int pixelsOf(const VectorChart& chart, const QColor& color) {
    const QImage image = chart.chartView()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - color.red()) < 24 && std::abs(c.green() - color.green()) < 24 &&
                std::abs(c.blue() - color.blue()) < 24)
                ++count;
        }
    }
    return count;
}

} // namespace

// A student pass: at theta = 0 arrow b lay exactly over arrow a, drawn in the same width, and a
// vanished. a is now the wider line under a thinner b: its colour shows along both sides of b.
void TestVectorChart::arrowAShowsUnderBAtZeroDegrees() {
    VectorConfig config;
    config.extent = 3.0;
    VectorChart chart(config);
    chart.resize(520, 520);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QColor a = chart.seriesColor(attn::charts::SeriesRole::Primary);
    chart.setVectors(2.0, 3.0, 90.0);
    QCoreApplication::processEvents();
    const int apart = pixelsOf(chart, a);
    chart.setVectors(2.0, 3.0, 0.0);
    QCoreApplication::processEvents();
    const int together = pixelsOf(chart, a);
    QVERIFY2(apart > 100, qPrintable(QString::number(apart)));
    QVERIFY2(together >= apart / 3,
             qPrintable(QStringLiteral("a shows %1 px at 0 degrees, %2 px at 90 degrees")
                            .arg(together)
                            .arg(apart)));
}

// A dark theme with a dark blue highlight (qt6ct's "darker"): arrow a was nearly invisible.
void TestVectorChart::arrowsKeepTheirContrastOnADarkPlot() {
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xdd, 0xdd, 0xdd));
    dark.setColor(QPalette::Base, QColor(0x24, 0x24, 0x24));
    dark.setColor(QPalette::Text, QColor(0xdd, 0xdd, 0xdd));
    dark.setColor(QPalette::Highlight, QColor(0x12, 0x35, 0x6b));
    VectorChart chart(VectorConfig{});
    chart.setPalette(dark);
    QVERIFY(attn::charts::isDarkPalette(chart.palette()));
    for (attn::charts::SeriesRole role :
         {attn::charts::SeriesRole::Primary, attn::charts::SeriesRole::Secondary,
          attn::charts::SeriesRole::Tertiary}) {
        const QColor color = chart.seriesColor(role);
        for (QPalette::ColorRole under : {QPalette::Base, QPalette::Window}) {
            const double ratio = attn::charts::contrastRatio(color, dark.color(under));
            QVERIFY2(ratio >= attn::charts::kMinNonTextContrast - 1e-6,
                     qPrintable(QStringLiteral("role %1: %2 on %3 is %4:1")
                                    .arg(int(role))
                                    .arg(color.name(), dark.color(under).name())
                                    .arg(ratio)));
        }
    }
}

namespace {

bool near(const QColor& c, const QColor& color, int tolerance) {
    return std::abs(c.red() - color.red()) < tolerance &&
           std::abs(c.green() - color.green()) < tolerance &&
           std::abs(c.blue() - color.blue()) < tolerance;
}

} // namespace

void TestVectorChart::arrowheadsShowBesideTheirHandles_data() {
    QTest::addColumn<bool>("draggable");
    QTest::addColumn<double>("angle");
    for (bool draggable : {false, true}) {
        for (double angle : {0.0, 45.0, 120.0, 180.0})
            QTest::addRow("%s at %g", draggable ? "draggable" : "fixed", angle)
                << draggable << angle;
    }
}

// A student pass: lesson 1's arrows had no heads. They were 6.06 of the extent long, about 7 px in
// the lesson, and the 11 px handle on each draggable tip covered them. b's colour must show off
// its shaft's line near the tip, outside the handle: that is a head.
void TestVectorChart::arrowheadsShowBesideTheirHandles() {
    QFETCH(bool, draggable);
    QFETCH(double, angle);
    VectorConfig config;
    config.extent = 3.0;
    VectorChart chart(config);
    chart.setDraggable(draggable, draggable);
    chart.resize(520, 320); // about the lesson's size: some 37 px per unit
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setVectors(2.0, 3.0, angle);
    QCoreApplication::processEvents();
    const QColor b = chart.seriesColor(attn::charts::SeriesRole::Secondary);
    const QImage image = chart.chartView()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QPointF origin = viewportPoint(chart, QPointF(0.0, 0.0));
    const QPointF tip = chart.tipInViewport(VectorTip::B);
    const QPointF along = (tip - origin) / std::hypot(tip.x() - origin.x(), tip.y() - origin.y());
    int offTheShaft = 0;
    for (int y = int(tip.y()) - 24; y <= int(tip.y()) + 24; ++y) {
        for (int x = int(tip.x()) - 24; x <= int(tip.x()) + 24; ++x) {
            if (!image.valid(x, y) || !near(image.pixelColor(x, y), b, 40))
                continue;
            const QPointF d = QPointF(x, y) - tip;
            const double fromTip = std::hypot(d.x(), d.y());
            const double fromLine = std::abs(d.x() * along.y() - d.y() * along.x());
            if (fromTip > 7.0 && fromTip < 24.0 && fromLine > 3.0)
                ++offTheShaft;
        }
    }
    QVERIFY2(offTheShaft >= 12, qPrintable(QStringLiteral("%1 px of b's head").arg(offTheShaft)));
}

void TestVectorChart::bStandsApartFromItsShadow_data() {
    QTest::addColumn<double>("angle");
    QTest::addRow("opposite a") << 180.0;
    QTest::addRow("along a") << 0.0;
}

// A student pass: at 180 degrees b lay on its own shadow (a 9 px band of b's colour drawn on a's
// line) and could not be told from it. Across b's shaft, halfway along, the page's background
// shows between b and the shadow.
void TestVectorChart::bStandsApartFromItsShadow() {
    QFETCH(double, angle);
    VectorConfig config;
    config.extent = 3.0;
    VectorChart chart(config);
    chart.resize(520, 320);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setVectors(0.3, 3.0, angle); // a short a, out of the way
    QCoreApplication::processEvents();
    const QImage image = chart.chartView()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QColor base = chart.palette().color(QPalette::Base);
    // Halfway along the shadow, which lies along the x axis for every row.
    const QPoint mid = viewportPoint(chart, QPointF(chart.shadowFoot().x() / 2.0, 0.0));
    const QColor b = chart.seriesColor(attn::charts::SeriesRole::Secondary);
    // Top to bottom: 'b' for b's colour, '.' for the background, 's' for any other colour with
    // b's hue (the shadow), '?' for the rest; b, then background, then shadow, on one side.
    QString column;
    for (int dy = -14; dy <= 14; ++dy) {
        const QColor c = image.pixelColor(mid.x(), mid.y() + dy);
        column += near(c, b, 40)                         ? QLatin1Char('b')
                  : near(c, base, 20)                    ? QLatin1Char('.')
                  : std::abs(c.hueF() - b.hueF()) < 0.05 ? QLatin1Char('s')
                                                         : QLatin1Char('?');
    }
    static const QRegularExpression apart(QStringLiteral("b\\.+s|s\\.+b"));
    QVERIFY2(column.contains(apart), qPrintable(column));
}

// sp29 item 11 (shot 81): the legend read "a", "b", "shadow of b on a: |b| cos θ" and the readout
// "a·b = |a| |b| cos θ" in upright letters of the interface font, beside prose that sets the same
// names in math italics. Legend and readout show the italic letters the page's math font draws;
// the plain reading (readout(), the accessible name and description) keeps a, b and θ.
void TestVectorChart::namesAreSetAsTheProseSetsThem() {
    VectorChart chart(VectorConfig{});
    chart.setVectors(2.0, 3.0, 60.0);
    chart.resize(600, 500);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QString a = QString::fromUcs4(U"\U0001D44E"), b = QString::fromUcs4(U"\U0001D44F"),
                  theta = QString::fromUcs4(U"\U0001D703");
    QStringList legend;
    for (QLegendMarker* marker : chart.chart()->legend()->markers()) {
        if (marker->isVisible())
            legend.append(marker->label());
    }
    const QString shownLegend = legend.join(QLatin1String(" | "));
    QVERIFY2(legend.contains(a) && legend.contains(b), qPrintable(shownLegend));
    QVERIFY2(shownLegend.contains(QStringLiteral("|") + b + QStringLiteral("|")) &&
                 shownLegend.contains(theta) && !shownLegend.contains(QStringLiteral("of b")),
             qPrintable(shownLegend));
    QString readoutLine;
    for (QLabel* label : chart.findChildren<QLabel*>()) {
        if (label->isVisible() && label->text().contains(QStringLiteral("cos")))
            readoutLine = label->text();
    }
    QVERIFY2(readoutLine.startsWith(a + QStringLiteral("·") + b) && readoutLine.contains(theta) &&
                 !readoutLine.contains(QRegularExpression(QStringLiteral("(^|\\W)[ab](\\W|$)"))),
             qPrintable(readoutLine));
    QVERIFY2(chart.readout().startsWith(QStringLiteral("a·b = |a| |b| cos θ")),
             qPrintable(chart.readout()));
    QAccessibleInterface* view = QAccessible::queryAccessibleInterface(chart.chartView());
    QVERIFY(view);
    const QString description = view->text(QAccessible::Description);
    QVERIFY2(!description.contains(a) && description.contains(QStringLiteral("a: (")),
             qPrintable(description));
}

QTEST_MAIN(TestVectorChart)
#include "tst_vectorchart.moc"
