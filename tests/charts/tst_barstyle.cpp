// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// One look for every bar of every chart (issue 19): a student pass found three, solid bars on
// most charts, a light tint with an outline on the per-dimension charts of lessons 1 and 4 (the
// channel bank), and the lab's bars beside them. Every bar drawer of the five lessons, in a light
// and a dark palette, is checked against attn::charts::barStyle: Qt Charts' bar sets by their
// brush and pen, the value labels by their colours, and every drawer (the hand-painted channel
// bank and logit bars too) by the pixel in the middle of its tallest bar, as drawn.

#include "../app/darkpalette.h"
#include "app/blocks/chartblock.h"
#include "app/blocks/labblock.h"
#include "app/blocks/questionblock.h"
#include "app/charts/barlabels.h"
#include "app/charts/barstyle.h"
#include "app/charts/buseschart.h"
#include "app/charts/channelbankchart.h"
#include "app/charts/logitbars.h"
#include "app/charts/scorechart.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QBarSet>
#include <QChart>
#include <QPushButton>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace app;
using attn::charts::BarStyle;
using attn::charts::ChartPanel;
using attn::charts::ChartView;

namespace {

constexpr int kGenerousMs = 60000; // the Monte Carlo bench finishes in about a second

QString colorName(const QColor& c) {
    return c.name(QColor::HexArgb);
}

struct Checker {
    QString where;
    QStringList failures;
    int barDrawers = 0;

    void fail(const QString& what) { failures.append(where + QStringLiteral(": ") + what); }

    // The pixel at `at` of `image` (logical coordinates) is the bars' fill.
    void checkPixel(const QImage& image, QPointF at, const BarStyle& style, const QString& what) {
        const QPoint device = (at * image.devicePixelRatio()).toPoint();
        if (!image.rect().contains(device)) {
            fail(what + QStringLiteral(": middle of the tallest bar outside the picture"));
            return;
        }
        const QColor drawn = image.pixelColor(device);
        if (drawn.rgb() != style.fill.color().rgb())
            fail(QStringLiteral("%1: bar drawn %2, the bar look is %3")
                     .arg(what, colorName(drawn), colorName(style.fill.color())));
        ++barDrawers;
    }

    void checkLabels(const attn::charts::BarLabels& labels, const BarStyle& style,
                     const QString& what) {
        if (labels.outsideColor() != style.label || labels.insideColor() != style.insideLabel)
            fail(QStringLiteral("%1: value labels %2 / %3, the bar look's %4 / %5")
                     .arg(what, colorName(labels.outsideColor()), colorName(labels.insideColor()),
                          colorName(style.label), colorName(style.insideLabel)));
    }

    void checkView(ChartView* view, const BarStyle& style, const QString& what) {
        QChart* chart = view->chart();
        for (QAbstractSeries* series : chart->series()) {
            auto* bars = qobject_cast<QAbstractBarSeries*>(series);
            if (!bars || !bars->isVisible())
                continue;
            const bool across = bars->type() == QAbstractSeries::SeriesTypeHorizontalBar;
            for (QBarSet* set : bars->barSets()) {
                if (set->brush() != style.fill || set->pen() != style.outline)
                    fail(QStringLiteral("%1: bar set brush %2 pen %3 width %4, the bar look's "
                                        "%5 / %6")
                             .arg(what, colorName(set->brush().color()),
                                  colorName(set->pen().color()))
                             .arg(set->pen().widthF())
                             .arg(colorName(style.fill.color()), colorName(style.outline.color())));
                int tallest = -1;
                for (int i = 0; i < set->count(); ++i) {
                    if (tallest < 0 || std::abs(set->at(i)) > std::abs(set->at(tallest)))
                        tallest = i;
                }
                if (tallest < 0 || std::abs(set->at(tallest)) <= 0.0)
                    continue;
                const QPointF middle = across ? QPointF(set->at(tallest) / 2.0, tallest)
                                              : QPointF(tallest, set->at(tallest) / 2.0);
                const QPointF scene = chart->mapToScene(chart->mapToPosition(middle, bars));
                checkPixel(view->grab().toImage(), view->mapFromScene(scene), style, what);
            }
        }
    }

    void checkPanel(ChartPanel* panel, const QString& id) {
        if (!panel->isVisible() || panel->hasMessage())
            return;
        const BarStyle style = attn::charts::barStyle(panel->palette());
        if (auto* single = qobject_cast<attn::charts::SingleBarChart*>(panel))
            checkLabels(*single->valueLabels(), style, id);
        if (auto* buses = qobject_cast<attn::charts::BusesChart*>(panel)) {
            for (int bus = 0; bus < 3; ++bus)
                checkLabels(buses->labels(attn::charts::BusesChart::Bus(bus)), style, id);
        }
        for (ChartView* view : panel->views()) {
            if (view->isVisible())
                checkView(view, style, id);
        }
        if (auto* bank = qobject_cast<attn::charts::ChannelBankChart*>(panel)) {
            const QList<QRectF> rects = bank->barRects();
            int tallest = -1;
            for (int j = 0; j < rects.size(); ++j) {
                if (tallest < 0 || rects.at(j).height() > rects.at(tallest).height())
                    tallest = j;
            }
            if (tallest >= 0 && rects.at(tallest).height() > 0) {
                QChart* chart = bank->chart();
                const QPointF middle = chart->mapToScene(
                    chart->mapToPosition(rects.at(tallest).center(), chart->series().value(0)));
                checkPixel(bank->chartView()->grab().toImage(),
                           bank->chartView()->mapFromScene(middle), style, id);
            }
        }
    }

    // The lab's bars and the `scores` chart's: painted by hand.
    void checkLogitBars(attn::charts::LogitBars* bars, const QString& what) {
        if (!bars->isVisible() || bars->values().isEmpty())
            return;
        int tallest = -1;
        for (int i = 0; i < bars->values().size(); ++i) {
            if (bars->isMasked(i))
                continue;
            if (tallest < 0 ||
                std::abs(bars->values().at(i)) > std::abs(bars->values().at(tallest)))
                tallest = i;
        }
        if (tallest < 0 || std::abs(bars->values().at(tallest)) <= 0.0)
            return;
        const QPointF middle = bars->pointFor(tallest, bars->values().at(tallest) / 2.0);
        checkPixel(bars->grab().toImage(), middle, attn::charts::barStyle(bars->palette()), what);
    }
};

} // namespace

class TestBarStyle : public QObject {
    Q_OBJECT

private slots:
    void lookOfEveryPalette();
    void everyBarChartSharesTheLook_data();
    void everyBarChartSharesTheLook();
};

// The look itself: solid, the outline in the fill's colour, labels readable in light and dark.
void TestBarStyle::lookOfEveryPalette() {
    for (const QPalette& palette : {QPalette(), darkPalette()}) {
        const BarStyle style = attn::charts::barStyle(palette);
        QCOMPARE(style.fill.style(), Qt::SolidPattern);
        QCOMPARE(style.fill.color().alpha(), 255);
        QCOMPARE(style.outline.color(), style.fill.color());
        QVERIFY(style.label != style.fill.color());
    }
    QVERIFY(attn::charts::barStyle(QPalette()) != attn::charts::barStyle(darkPalette()));
}

void TestBarStyle::everyBarChartSharesTheLook_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<bool>("dark");
    for (const char* lesson : {"dot-products", "scaled-dot-product", "mixing-values", "gain-knob",
                               "interview-sqrt-dk"}) {
        QTest::addRow("%s light", lesson) << QString::fromLatin1(lesson) << false;
        QTest::addRow("%s dark", lesson) << QString::fromLatin1(lesson) << true;
    }
}

void TestBarStyle::everyBarChartSharesTheLook() {
    QFETCH(QString, lesson);
    QFETCH(bool, dark);
    const QPalette previous = QApplication::palette();
    // Put back also when a check below fails, so the next row starts in its own palette.
    const auto restore = qScopeGuard([&previous] { QApplication::setPalette(previous); });
    if (dark)
        useDesktopDarkPalette();
    QTemporaryDir data;
    MainWindowOptions options;
    options.dataDir = data.path();
    options.lessonId = lesson;
    options.keepRecord = false;
    MainWindow window(options);
    window.resize(1440, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LessonPage* page = window.page();
    QVERIFY(page);
    page->ensureBuilt();
    // What the predictions reveal (charts and the labs among it) opens once they are answered.
    for (QuestionBlock* question : page->questions()) {
        if (question->isAnswered() || question->optionButtons().isEmpty())
            continue;
        question->optionButtons().first()->click();
        question->checkButton()->click();
    }
    QTRY_VERIFY_WITH_TIMEOUT(page->isSettled(), kGenerousMs);
    QCoreApplication::processEvents();

    Checker checker;
    checker.where = lesson + (dark ? QStringLiteral(" dark") : QStringLiteral(" light"));
    for (ChartBlock* block : page->findChildren<ChartBlock*>()) {
        if (ChartPanel* panel = block->panel(); panel && panel->isVisible()) {
            // Off-screen parts of the page are drawn too when grabbed.
            checker.checkPanel(panel, block->chartId());
        }
    }
    for (attn::charts::LogitBars* bars : page->findChildren<attn::charts::LogitBars*>())
        checker.checkLogitBars(bars, bars->accessibleName());
    qInfo("%s: %d bar drawers checked", qPrintable(checker.where), checker.barDrawers);
    QVERIFY2(checker.failures.isEmpty(),
             qPrintable(checker.failures.mid(0, 12).join(QLatin1Char('\n'))));
    // Every lesson but the mixing one draws bars on the page as opened.
    QVERIFY(checker.barDrawers > 0 || lesson == QLatin1String("mixing-values"));
}

QTEST_MAIN(TestBarStyle)
#include "tst_barstyle.moc"
