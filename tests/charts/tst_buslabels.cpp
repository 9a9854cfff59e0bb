// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The value labels of the three-bus chart at every d_k the lessons offer and at narrow to wide
// sizes (offscreen): written as people write percentages, never overlapping, never outside the
// plot (issue 9, item 2: "0.1520.00125%9e-05" and cut-off leading digits at d_k >= 64).
// Set ATTN_CHART_PNG_DIR to also write each rendering as a PNG for a look.
#include "app/charts/buseschart.h"
#include "app/charts/softmaxchart.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QDir>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>

using namespace attn;
using namespace attn::charts;

namespace {

struct Label {
    QString text;
    QRectF rect; // scene coordinates
};

// Every visible value label a bus draws: the texts with a percent sign, except the axis title.
QList<Label> valueLabels(const QChart* chart) {
    QList<Label> out;
    for (QGraphicsItem* item : chart->scene()->items()) {
        if (!item->isVisible() || item->topLevelItem() != chart->topLevelItem())
            continue;
        QString text;
        if (auto* rich = dynamic_cast<QGraphicsTextItem*>(item))
            text = rich->toPlainText();
        else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            text = simple->text();
        // A bar's value holds a number; the weight axis's title is "%" alone.
        if (!text.contains(QLatin1Char('%')) ||
            !text.contains(QRegularExpression(QStringLiteral("\\d"))))
            continue;
        out.append({text, item->mapRectToScene(item->boundingRect())});
    }
    return out;
}

QString describe(const Label& label) {
    const QRectF& r = label.rect;
    return QStringLiteral("\"%1\" at (%2, %3) %4 x %5")
        .arg(label.text)
        .arg(r.x(), 0, 'f', 1)
        .arg(r.y(), 0, 'f', 1)
        .arg(r.width(), 0, 'f', 1)
        .arg(r.height(), 0, 'f', 1);
}

// The two bus charts of the lessons: lesson 2, Track 6 and lesson 3, "small heads".
ScoreChartConfig lessonBuses(bool lesson3) {
    ScoreChartConfig config;
    config.scores = lesson3
                        ? Eigen::VectorXd(Eigen::Vector<double, 6>(0.9, 0.6, 0.3, 0.0, -0.4, -0.8))
                        : Eigen::VectorXd(Eigen::Vector<double, 5>(1.0, 0.7, 0.2, -0.4, -0.9));
    config.setup.growth = Growth::Sqrt;
    config.setup.dk = 1;
    return config;
}

const QList<int> kDks = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};

} // namespace

class TestBusLabels : public QObject {
    Q_OBJECT

private slots:
    void labelsNeverOverlapOrLeaveThePlot_data();
    void labelsNeverOverlapOrLeaveThePlot();
    void labelsFollowTheSharedRule();
    void labelsStayLevelWhereASmallerFontFits();
    void aNarrowPanelKeepsTheBusesSideBySide();
    void theFirstKeyIsAtTheTop();
    void softmaxLabelsReadLikeTheTable();
    void zoomScalesChartText();
};

void TestBusLabels::labelsNeverOverlapOrLeaveThePlot_data() {
    QTest::addColumn<bool>("lesson3");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    // 480 px is the chart's width in an 800 px window with the outline shown.
    for (bool lesson3 : {false, true}) {
        for (int width : {480, 640, 800, 1100, 1600}) {
            for (int height : {300, 520}) {
                QTest::addRow("lesson %d, %d x %d", lesson3 ? 3 : 2, width, height)
                    << lesson3 << width << height;
            }
        }
    }
}

void TestBusLabels::labelsNeverOverlapOrLeaveThePlot() {
    QFETCH(bool, lesson3);
    QFETCH(int, width);
    QFETCH(int, height);
    BusesChart chart(lessonBuses(lesson3));
    chart.resize(width, height);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const int keys = lesson3 ? 6 : 5;
    // "66.5%", "0.2%", "< 0.1%", "> 99.9%", "8.30%", "< 0.01%": never an exponent, one number of
    // decimals per bus (core/numbertext.h, percentWeightTexts).
    static const QRegularExpression written(
        QStringLiteral("^(<\u00a00[.,]0?1|>\u00a099[.,]9|\\d{1,2}[.,]\\d{1,2})%$"));
    for (int dk : kDks) {
        chart.setDk(dk);
        QApplication::processEvents();
        for (ChartView* view : chart.views()) {
            QChart* bus = view->chart();
            const QRectF plot = bus->mapRectToScene(bus->plotArea());
            const QList<Label> labels = valueLabels(bus);
            const QString where =
                QStringLiteral("d_k = %1, bus \"%2\": ").arg(dk).arg(bus->title());
            QVERIFY2(labels.size() == keys, qPrintable(where + QString::number(labels.size()) +
                                                       QStringLiteral(" labels")));
            for (qsizetype i = 0; i < labels.size(); ++i) {
                const Label& a = labels.at(i);
                QVERIFY2(written.match(a.text).hasMatch(), qPrintable(where + describe(a)));
                // Half a pixel of slack for antialiased edges.
                QVERIFY2(plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(a.rect),
                         qPrintable(where + describe(a) + QStringLiteral(" leaves the plot")));
                // The bars run across: a label after its bar's end, or inside the bar's end in
                // the bar's contrast colour, never reaching past the bar's ends or sides there
                // ("> 99.9%" read "99.9" on the white plot).
                auto* bars = qobject_cast<QAbstractBarSeries*>(bus->series().first());
                QVERIFY(bars);
                const QBarSet* set = bars->barSets().first();
                int key = 0;
                qreal nearest = 1e9;
                for (int k = 0; k < keys; ++k) {
                    const qreal centre =
                        bus->mapToScene(bus->mapToPosition(QPointF(0.0, k), bars)).y();
                    if (std::abs(centre - a.rect.center().y()) < nearest) {
                        nearest = std::abs(centre - a.rect.center().y());
                        key = k;
                    }
                }
                const qreal half = plot.height() / keys * bars->barWidth() / 2.0;
                QVERIFY2(nearest < 1.0, qPrintable(where + describe(a) +
                                                   QStringLiteral(" is off its bar's line")));
                const qreal foot = bus->mapToScene(bus->mapToPosition(QPointF(0.0, key), bars)).x();
                const qreal head =
                    bus->mapToScene(bus->mapToPosition(QPointF(set->at(key), key), bars)).x();
                if (a.rect.left() < head - 0.5)
                    QVERIFY2(a.rect.left() >= foot - 0.5 && a.rect.right() <= head + 0.5 &&
                                 a.rect.height() <= 2.0 * half + 0.5,
                             qPrintable(where + describe(a) +
                                        QStringLiteral(" is bigger than its bar")));
                for (qsizetype j = i + 1; j < labels.size(); ++j) {
                    QVERIFY2(!a.rect.intersects(labels.at(j).rect),
                             qPrintable(where + describe(a) + QStringLiteral(" overlaps ") +
                                        describe(labels.at(j))));
                }
            }
        }
        // Key names stay whole: Qt Charts elides a category label that does not fit ("...").
        // Known limit: in the narrowest panel (480 px, an 800 px window with the outline) Qt
        // still elides the upright key names; the value labels above stay whole.
        for (ChartView* view : width < 640 ? QList<ChartView*>() : chart.views()) {
            for (QGraphicsItem* item : view->scene()->items()) {
                if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
                    QVERIFY2(!text->toPlainText().contains(QStringLiteral("...")) &&
                                 !text->toPlainText().contains(QChar(0x2026)),
                             qPrintable(QStringLiteral("d_k = %1: \"%2\" is cut short")
                                            .arg(dk)
                                            .arg(text->toPlainText())));
            }
        }
        const QString dir = qEnvironmentVariable("ATTN_CHART_PNG_DIR");
        if (!dir.isEmpty() && (dk == 64 || dk == 1024))
            chart.grab().save(QDir(dir).filePath(QStringLiteral("buses-l%1-%2x%3-dk%4.png")
                                                     .arg(lesson3 ? 3 : 2)
                                                     .arg(width)
                                                     .arg(height)
                                                     .arg(dk)));
    }
}

// Track 6 at 1440 px: the unscaled bus turned its labels upright while the two beside it kept
// them level; one point less keeps all three level.
void TestBusLabels::labelsStayLevelWhereASmallerFontFits() {
    BusesChart chart(lessonBuses(false));
    chart.resize(900, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    // At d_k = 1024 the unscaled bus's "> 99.9%" is wider than its bar at 900 px: level, its ends
    // were white on the white plot, so it turns upright (labelsNeverOverlapOrLeaveThePlot).
    for (int dk : {16, 64}) {
        chart.setDk(dk);
        QApplication::processEvents();
        for (BusesChart::Bus bus :
             {BusesChart::Bus::None, BusesChart::Bus::SqrtDk, BusesChart::Bus::Dk}) {
            QVERIFY2(chart.labels(bus).layout() == BarLabels::Layout::Horizontal,
                     qPrintable(QStringLiteral("d_k = %1, bus %2").arg(dk).arg(int(bus))));
        }
    }
}

// A student pass at 800 px: the three buses side by side got 150 px each, and every value label
// and key name turned upright; stacked instead (sp22), the three could not be watched together
// while the fader moved (sp23). Their bars now run across: side by side in a third of an 800 px
// window's column (480 px) and of a 1440 px one's, key names and values level, the three plots
// as wide and as high as each other; only a panel too narrow for that (a large zoom) stacks them.
void TestBusLabels::aNarrowPanelKeepsTheBusesSideBySide() {
    for (int width : {480, 900, 240}) {
        BusesChart chart(lessonBuses(false));
        chart.resize(width, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCOMPARE(chart.stacked(), width < 400);
        if (chart.stacked())
            continue;
        for (int dk : kDks) {
            chart.setDk(dk);
            QApplication::processEvents();
            const QString where = QStringLiteral("%1 px, d_k = %2").arg(width).arg(dk);
            QRectF first;
            for (ChartView* view : chart.views()) {
                QChart* bus = view->chart();
                const QRectF plot =
                    view->mapFromScene(bus->mapRectToScene(bus->plotArea())).boundingRect();
                const QRectF inPanel(view->mapTo(&chart, plot.topLeft().toPoint()), plot.size());
                if (first.isNull()) {
                    first = inPanel;
                } else {
                    QVERIFY2(std::abs(inPanel.top() - first.top()) < 1.0 &&
                                 std::abs(inPanel.width() - first.width()) < 1.0 &&
                                 std::abs(inPanel.height() - first.height()) < 1.0,
                             qPrintable(where));
                    QVERIFY2(inPanel.left() > first.right(), qPrintable(where));
                }
                const auto* keys =
                    qobject_cast<QBarCategoryAxis*>(bus->axes(Qt::Vertical).value(0));
                QVERIFY2(keys && keys->labelsAngle() == 0, qPrintable(where));
                QVERIFY2(bus->axes(Qt::Horizontal).value(0)->labelsAngle() == 0, qPrintable(where));
            }
            for (BusesChart::Bus bus :
                 {BusesChart::Bus::None, BusesChart::Bus::SqrtDk, BusesChart::Bus::Dk}) {
                QVERIFY2(chart.labels(bus).layout() == BarLabels::Layout::Horizontal,
                         qPrintable(where + QStringLiteral(", bus %1").arg(int(bus))));
            }
        }
    }
}

// Track 6 listed k1 at the bottom (Qt Charts puts category 0 at the bottom of bars that run
// across, and a reversed category axis changes nothing for them in Qt 6.4): every other chart
// and table reads the keys from k1 down, so the buses do too, bars and value labels alike.
void TestBusLabels::theFirstKeyIsAtTheTop() {
    BusesChart chart(lessonBuses(false));
    chart.resize(900, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setDk(4);
    QApplication::processEvents();
    const std::array<BusesChart::Bus, 3> buses = {BusesChart::Bus::None, BusesChart::Bus::SqrtDk,
                                                  BusesChart::Bus::Dk};
    for (std::size_t b = 0; b < buses.size(); ++b) {
        QChart* bus = chart.views().at(qsizetype(b))->chart();
        auto* keys = qobject_cast<QBarCategoryAxis*>(bus->axes(Qt::Vertical).value(0));
        QVERIFY(keys);
        auto* series = qobject_cast<QAbstractBarSeries*>(bus->series().value(0));
        QVERIFY(series);
        const QStringList categories = keys->categories();
        const QList<double> weights = chart.weights(buses[b]);
        QCOMPARE(categories.size(), weights.size());
        // The row drawn highest is the first key's: its name and its bar's length.
        int top = 0;
        for (int i = 1; i < categories.size(); ++i) {
            if (bus->mapToPosition(QPointF(0.0, i), series).y() <
                bus->mapToPosition(QPointF(0.0, top), series).y())
                top = i;
        }
        QVERIFY2(
            categories.at(top).contains(QLatin1Char('1')) ||
                categories.at(top).contains(QChar(0x2081)),
            qPrintable(QStringLiteral("bus %1: %2 at the top").arg(b).arg(categories.at(top))));
        QCOMPARE(series->barSets().first()->at(top), weights.first());
        // The value labels follow their bars: the first key's is the highest.
        const QList<QRectF> rects = chart.labels(buses[b]).sceneRects();
        QCOMPARE(rects.size(), weights.size());
        for (qsizetype i = 1; i < rects.size(); ++i)
            QVERIFY2(rects.at(i - 1).top() < rects.at(i).top(), qPrintable(QString::number(i)));
    }
}

// The labels write a bus's weights as the tables and the other charts do (formatPercentSet: one
// number of decimals, the largest weight's, for all; sp21 read "8.30%, 0.152%" here beside "8.3%,
// 0.2%" for the same weights in Tracks 4 and 8), and the readout's top weight as its bar reads
// (for weights of finite scores: never exactly 0% or 100%).
void TestBusLabels::labelsFollowTheSharedRule() {
    BusesChart chart(lessonBuses(true));
    chart.resize(1200, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setDk(1024);
    for (BusesChart::Bus bus :
         {BusesChart::Bus::None, BusesChart::Bus::SqrtDk, BusesChart::Bus::Dk}) {
        const QList<double> weights = chart.weights(bus);
        const QStringList texts = chart.labels(bus).texts();
        QCOMPARE(texts.size(), weights.size());
        QCOMPARE(texts, formatPercentSet(weights, true));
        QVERIFY(chart.labels(bus).layout() != BarLabels::Layout::Hidden);
    }
    // Unscaled at 1024 the top key takes all but a sliver: "> 99.9%" or "99.9%", never 100.0%.
    const QString top = chart.labels(BusesChart::Bus::None).texts().first();
    QVERIFY2(top.contains(QStringLiteral("99.9%")), qPrintable(top));
    QVERIFY2(chart.readout().contains(top), qPrintable(chart.readout()));
    QVERIFY2(
        chart.labels(BusesChart::Bus::None).texts().last().startsWith(QStringLiteral("<\u00a0")),
        qPrintable(chart.labels(BusesChart::Bus::None).texts().last()));
    // At every width each bus's largest weight reads in the readout as on its bar.
    for (int dk : kDks) {
        chart.setDk(dk);
        for (BusesChart::Bus bus :
             {BusesChart::Bus::None, BusesChart::Bus::SqrtDk, BusesChart::Bus::Dk}) {
            const QList<double> weights = chart.weights(bus);
            const qsizetype best =
                std::max_element(weights.begin(), weights.end()) - weights.begin();
            const QString label = chart.labels(bus).texts().at(best);
            QVERIFY2(chart.readout().contains(label),
                     qPrintable(
                         QStringLiteral("d_k = %1: %2 in %3").arg(dk).arg(label, chart.readout())));
        }
    }
}

// Issue 9, item 2: a weight read 5.65% on the softmax chart and 5.6% in the table beside it
// (Track 7). Both now write the weights by formatPercentSet, one number of decimals for all
// (issue 19: "9.00%" under "66.5%"); the labels stay whole and apart.
void TestBusLabels::softmaxLabelsReadLikeTheTable() {
    ScoreChartConfig config;
    config.scores = Eigen::Vector<double, 5>(2.0, 0.8, 0.2, -0.4, -1.0); // Track 7, query A
    config.setup.growth = Growth::Sqrt;
    config.setup.scale = ScaleRule::InvSqrtDk;
    config.setup.dk = 64;
    SoftmaxChart chart(config);
    chart.resize(480, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    for (int dk : kDks) {
        chart.setScaled(dk % 2 == 0);
        chart.setDk(dk);
        QApplication::processEvents();
        const BarLabels* labels = chart.valueLabels();
        QVERIFY(labels);
        const QList<double> weights = chart.weights();
        QCOMPARE(labels->texts().size(), weights.size());
        const QStringList asTheTable = formatPercentSet(weights);
        for (qsizetype i = 0; i < weights.size(); ++i)
            QCOMPARE(labels->texts().at(i), asTheTable.at(i));
        const QRectF plot = chart.chart()->mapRectToScene(chart.chart()->plotArea());
        const QList<QRectF> rects = labels->sceneRects();
        QCOMPARE(rects.size(), weights.size());
        for (qsizetype i = 0; i < rects.size(); ++i) {
            QVERIFY(plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rects.at(i)));
            for (qsizetype j = i + 1; j < rects.size(); ++j)
                QVERIFY(!rects.at(i).intersects(rects.at(j)));
        }
    }
}

// Issue 9, item 8: Ctrl++ enlarges the page's font; the text drawn inside the charts (axis
// labels, titles, value labels) did not follow.
void TestBusLabels::zoomScalesChartText() {
    QWidget page;
    auto* chart = new BusesChart(lessonBuses(false), &page);
    chart->resize(1400, 520);
    page.resize(1400, 520);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    chart->setDk(4);
    QApplication::processEvents();
    const QAbstractAxis* axis = chart->chart()->axes(Qt::Vertical).value(0);
    QVERIFY(axis);
    const qreal labelsBefore = axis->labelsFont().pointSizeF();
    const qreal titleBefore = chart->chart()->titleFont().pointSizeF();
    const qreal valuesBefore = chart->labels(BusesChart::Bus::SqrtDk).shownPointSize();
    QVERIFY(valuesBefore > 0);

    QFont zoomed = page.font();
    zoomed.setPointSizeF(zoomed.pointSizeF() * 1.5);
    page.setFont(zoomed);
    QApplication::processEvents();
    QVERIFY2(axis->labelsFont().pointSizeF() > 1.4 * labelsBefore,
             qPrintable(QString::number(axis->labelsFont().pointSizeF())));
    QVERIFY(chart->chart()->titleFont().pointSizeF() > 1.4 * titleBefore);
    QVERIFY(chart->labels(BusesChart::Bus::SqrtDk).shownPointSize() > valuesBefore);
}

QTEST_MAIN(TestBusLabels)
#include "tst_buslabels.moc"
