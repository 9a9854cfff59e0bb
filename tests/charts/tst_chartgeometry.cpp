// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The geometry of every chart of the built-in lessons as a student sees it (issue 19, items 4
// and 5): the main window at 800 and 1440 px, every prediction answered so what it reveals is
// open, every walkthrough step shown, and each control moved to its ends and its middle. What
// is checked is what Qt Charts drew (the label items of its scene), not the axis settings: Qt
// Charts elides a tick label that does not fit the room it reserved ("...") and hides labels
// that would overlap, so an axis can be set up right and still show no number.
//   - every value axis shows at least three tick labels, a key axis every key, none elided,
//     none overlapping another or leaving the chart;
//   - no value label over a bar leaves the plot area or covers another, and each stays inside
//     its own bar's column (row, for bars that run across): sp28 saw "> 99,9 %" beside k1's bar
//     in k2's column;
//   - the two-arrows chart has the same pixels per unit on both axes (within 1%).
// Set ATTN_CHART_PNG_DIR to also save every chart checked as a PNG.

#include "app/blocks/chartblock.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/questionblock.h"
#include "app/charts/barlabels.h"
#include "app/charts/buseschart.h"
#include "app/charts/channelbankchart.h"
#include "app/charts/gradientchart.h"
#include "app/charts/histogramchart.h"
#include "app/charts/mixturechart.h"
#include "app/charts/scorechart.h"
#include "app/charts/softmaxchart.h"
#include "app/charts/temperaturechart.h"
#include "app/charts/vectorchart.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "app/richtext.h"
#include "lessons/blockspecs.h"
#include "lessons/parameters.h"
#include "tests/common/lessonwindow.h"

#include <QAbstractButton>
#include <QBarCategoryAxis>
#include <QChart>
#include <QDir>
#include <QGraphicsItemGroup>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QPushButton>
#include <QTextDocument>
#include <QValueAxis>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

using namespace app;
using attn::charts::ChartPanel;
using attn::charts::ChartView;

namespace {

// Background work (the Monte Carlo bench up to d_k = 4096) finishes in about a second; the bound
// only guards against a hang.
constexpr int kGenerousMs = 60000;

struct Axis {
    Qt::Orientation orientation = Qt::Horizontal;
    QStringList shown;   // the visible tick labels, in scene order
    QList<QRectF> rects; // their scene rectangles (text margins removed)
};

// Qt Charts keeps one item group of text items per axis for its tick labels.
QList<Axis> drawnAxes(QGraphicsScene* scene) {
    QList<Axis> out;
    for (QGraphicsItem* item : scene->items()) {
        auto* group = dynamic_cast<QGraphicsItemGroup*>(item);
        if (!group || group->childItems().isEmpty() || !group->isVisible())
            continue;
        QList<QGraphicsTextItem*> labels;
        for (QGraphicsItem* child : group->childItems()) {
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(child))
                labels.append(text);
        }
        if (labels.isEmpty())
            continue;
        Axis axis;
        // Hidden labels were placed too: their spread tells the orientation.
        double minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9;
        for (QGraphicsTextItem* label : labels) {
            const QPointF c = label->sceneBoundingRect().center();
            minX = std::min(minX, c.x());
            maxX = std::max(maxX, c.x());
            minY = std::min(minY, c.y());
            maxY = std::max(maxY, c.y());
            if (!label->isVisible() || label->toPlainText().isEmpty())
                continue;
            const qreal margin = label->document()->documentMargin();
            axis.shown.append(label->toPlainText());
            axis.rects.append(
                label->sceneBoundingRect().adjusted(margin, margin, -margin, -margin));
        }
        axis.orientation = maxY - minY > maxX - minX ? Qt::Vertical : Qt::Horizontal;
        out.append(axis);
    }
    return out;
}

QString describe(const QList<QRectF>& rects) {
    QStringList parts;
    for (const QRectF& r : rects)
        parts.append(QStringLiteral("(%1,%2 %3x%4)")
                         .arg(r.x(), 0, 'f', 0)
                         .arg(r.y(), 0, 'f', 0)
                         .arg(r.width(), 0, 'f', 0)
                         .arg(r.height(), 0, 'f', 0));
    return parts.join(QLatin1Char(' '));
}

// First pair of rectangles that overlap by more than a pixel, or an empty string.
QString overlap(const QList<QRectF>& rects, const QStringList& texts) {
    for (int i = 0; i < rects.size(); ++i) {
        for (int j = i + 1; j < rects.size(); ++j) {
            const QRectF common = rects[i].intersected(rects[j]);
            if (common.width() > 1.0 && common.height() > 1.0)
                return texts.value(i) + QStringLiteral(" / ") + texts.value(j);
        }
    }
    return QString();
}

// Text items of the legend (beside its marker rectangles) and the chart's own titles are no
// value labels.
bool inLegendOrFrame(QGraphicsItem* item) {
    if (dynamic_cast<QChart*>(item->parentItem()))
        return true;
    for (QGraphicsItem* up = item->parentItem(); up != nullptr; up = up->parentItem()) {
        if (dynamic_cast<QLegend*>(up))
            return true;
    }
    return false;
}

// The grid lines drawn across the plot (Qt Charts' line items that span most of it), in scene
// coordinates; tick marks and the handles of pictures are shorter.
QList<QLineF> gridLines(QGraphicsScene* scene, const QRectF& plot) {
    QList<QLineF> out;
    for (QGraphicsItem* item : scene->items()) {
        auto* lineItem = dynamic_cast<QGraphicsLineItem*>(item);
        if (!lineItem || !lineItem->isVisible())
            continue;
        const QLineF line(lineItem->mapToScene(lineItem->line().p1()),
                          lineItem->mapToScene(lineItem->line().p2()));
        const bool level = std::abs(line.dy()) < 0.5 && std::abs(line.dx()) > 0.9 * plot.width();
        const bool upright = std::abs(line.dx()) < 0.5 && std::abs(line.dy()) > 0.9 * plot.height();
        if (level || upright)
            out.append(line);
    }
    return out;
}

// The bars Qt Charts drew (rectangle items inside the plot, each narrower than half of it): a
// label inside a bar has the bar, not a grid line, behind it.
QList<QRectF> barRects(QGraphicsScene* scene, const QRectF& plot) {
    QList<QRectF> out;
    for (QGraphicsItem* item : scene->items()) {
        auto* rect = dynamic_cast<QGraphicsRectItem*>(item);
        if (!rect || !rect->isVisible())
            continue;
        const QRectF r = rect->sceneBoundingRect();
        if (plot.adjusted(-2, -2, 2, 2).contains(r) &&
            std::min(r.width(), r.height()) < 0.5 * std::min(plot.width(), plot.height()))
            out.append(r);
    }
    return out;
}

struct Checker {
    QString where; // lesson, width, state
    QStringList failures;
    QString pngDir;
    int shots = 0;
    // Figures for the report: fewest labels seen on a value axis, worst unit ratio.
    int fewestTicks = 1000;
    double worstUnitRatio = 1.0;
    int columnChecks = 0;      // bar charts whose labels were checked column by column
    double widestTopGap = 0.0; // px of empty band over the highest text a view draws

    void fail(const QString& chart, const QString& what) {
        failures.append(where + QStringLiteral(" | ") + chart + QStringLiteral(": ") + what);
    }

    // Each value label inside its bar's column: the plot's width (height, for bars that run
    // across) in equal slots, one per key, the first key at the left (top).
    void checkColumns(const attn::charts::BarLabels& labels, QChart* chart, bool across,
                      const QString& id) {
        const QList<QRectF> rects = labels.sceneRects();
        const QStringList texts = labels.texts();
        if (rects.isEmpty())
            return; // hidden: checked by the chart suites
        if (rects.size() != texts.size()) {
            fail(id,
                 QStringLiteral("%1 of %2 value labels shown").arg(rects.size()).arg(texts.size()));
            return;
        }
        const QRectF plot = chart->mapRectToScene(chart->plotArea());
        const qreal slot = (across ? plot.height() : plot.width()) / qreal(texts.size());
        for (int i = 0; i < rects.size(); ++i) {
            const QRectF& r = rects.at(i);
            const qreal from = (across ? plot.top() : plot.left()) + i * slot;
            const qreal lo = across ? r.top() : r.left();
            const qreal hi = across ? r.bottom() : r.right();
            if (lo < from - 0.5 || hi > from + slot + 0.5)
                fail(id, QStringLiteral("value label %1 of key %2 at %3..%4 leaves its %5 "
                                        "%6..%7")
                             .arg(texts.at(i))
                             .arg(i + 1)
                             .arg(lo, 0, 'f', 1)
                             .arg(hi, 0, 'f', 1)
                             .arg(across ? QStringLiteral("row") : QStringLiteral("column"))
                             .arg(from, 0, 'f', 1)
                             .arg(from + slot, 0, 'f', 1));
        }
        ++columnChecks;
    }

    void checkPanel(ChartPanel* panel, const QString& id) {
        if (!panel->isVisible() || panel->hasMessage())
            return;
        if (auto* bars = qobject_cast<attn::charts::SingleBarChart*>(panel);
            bars && bars->valueLabels())
            checkColumns(*bars->valueLabels(), panel->chart(), false, id);
        if (auto* buses = qobject_cast<attn::charts::BusesChart*>(panel)) {
            const QList<ChartView*> views = buses->views();
            for (int bus = 0; bus < 3 && bus < views.size(); ++bus)
                checkColumns(buses->labels(attn::charts::BusesChart::Bus(bus)),
                             views.at(bus)->chart(), true, id);
        }
        for (ChartView* view : panel->views()) {
            if (!view->isVisible())
                continue;
            QChart* chart = view->chart();
            const QRectF viewRect = view->mapToScene(view->viewport()->rect()).boundingRect();
            const QRectF plot = chart->mapRectToScene(chart->plotArea());
            const QList<Axis> axes = drawnAxes(view->scene());
            if (axes.size() != chart->axes().size())
                fail(id, QStringLiteral("%1 axes, %2 drawn with labels")
                             .arg(chart->axes().size())
                             .arg(axes.size()));
            for (const Axis& axis : axes) {
                const QString name =
                    axis.orientation == Qt::Horizontal ? QStringLiteral("x") : QStringLiteral("y");
                QAbstractAxis* model = chart->axes(axis.orientation).value(0);
                int wanted = 3;
                if (auto* keys = qobject_cast<QBarCategoryAxis*>(model)) {
                    wanted = int(keys->count());
                } else {
                    // An axis whose range holds fewer ticks by its own settings (the channel
                    // bank at d_k = 1 and 2: one tick per dimension) shows all of them.
                    if (auto* value = qobject_cast<QValueAxis*>(model);
                        value && value->tickType() == QValueAxis::TicksDynamic &&
                        value->tickInterval() > 0) {
                        const double first = std::ceil(
                            (value->min() - value->tickAnchor()) / value->tickInterval() - 1e-9);
                        const double last = std::floor(
                            (value->max() - value->tickAnchor()) / value->tickInterval() + 1e-9);
                        wanted = std::min(wanted, int(last - first) + 1);
                    }
                    fewestTicks = std::min(fewestTicks, int(axis.shown.size()));
                }
                if (axis.shown.size() < wanted)
                    fail(id, QStringLiteral("%1 axis shows %2 tick labels (%3), wants %4")
                                 .arg(name)
                                 .arg(axis.shown.size())
                                 .arg(axis.shown.join(QLatin1Char(' ')))
                                 .arg(wanted));
                for (int i = 0; i < axis.shown.size(); ++i) {
                    const QString& text = axis.shown[i];
                    if (text.contains(QLatin1String("...")) || text.contains(QChar(0x2026)))
                        fail(id, QStringLiteral("%1 axis label elided: %2").arg(name, text));
                    if (!viewRect.contains(axis.rects[i]))
                        fail(id,
                             QStringLiteral("%1 axis label %2 leaves the chart").arg(name, text));
                }
                if (const QString pair = overlap(axis.rects, axis.shown); !pair.isEmpty())
                    fail(id, QStringLiteral("%1 axis labels overlap: %2 %3")
                                 .arg(name, pair, describe(axis.rects)));
            }
            // No empty band between the panel's title line and the drawing (issue 19: 31 px here,
            // 40 in a real window, over lesson 5's weights): the highest text the view draws (a
            // tick label, a value label, the chart's own title) starts within two
            // text lines of its top. Qt Charts keeps its layout's 9 px and its margins, and half
            // a tick label's height over the plot for the top label: 13 px, or 22 px over a value
            // label at the plot's top.
            qreal highest = viewRect.bottom();
            for (const Axis& axis : axes) {
                for (const QRectF& r : axis.rects)
                    highest = std::min(highest, r.top());
            }
            for (QGraphicsItem* item : view->scene()->items()) {
                if (!item->isVisible())
                    continue;
                if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item);
                    simple && !simple->text().isEmpty())
                    highest = std::min(highest, simple->sceneBoundingRect().top());
                else if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
                         text && !text->toPlainText().isEmpty())
                    highest = std::min(highest, text->sceneBoundingRect().top() +
                                                    text->document()->documentMargin());
            }
            // Pictures in equal units centre a plot of their own aspect in the view instead.
            const bool equalUnits = qobject_cast<attn::charts::VectorChart*>(panel) ||
                                    qobject_cast<attn::charts::MixtureChart*>(panel);
            const qreal gap = equalUnits ? 0.0 : highest - viewRect.top();
            widestTopGap = std::max(widestTopGap, gap);
            if (gap > 2.0 * QFontMetricsF(panel->font()).height())
                fail(id, QStringLiteral("%1 px empty over the drawing").arg(gap, 0, 'f', 0));
            // Value labels: BarLabels' simple text items and Qt Charts' own bar labels (text
            // items beside the bars' rectangle items).
            QStringList values;
            QList<QRectF> valueRects;
            for (QGraphicsItem* item : view->scene()->items()) {
                if (!item->isVisible())
                    continue;
                if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
                    values.append(simple->text());
                    valueRects.append(simple->sceneBoundingRect());
                } else if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
                           text && text->parentItem() && !text->toPlainText().isEmpty() &&
                           !inLegendOrFrame(text)) {
                    const QList<QGraphicsItem*> siblings = text->parentItem()->childItems();
                    const bool besideBars =
                        std::any_of(siblings.begin(), siblings.end(), [](auto* s) {
                            return dynamic_cast<QGraphicsRectItem*>(s) != nullptr;
                        });
                    if (besideBars) {
                        const qreal margin = text->document()->documentMargin();
                        values.append(text->toPlainText());
                        valueRects.append(
                            text->sceneBoundingRect().adjusted(margin, margin, -margin, -margin));
                    }
                }
            }
            for (int i = 0; i < values.size(); ++i) {
                if (!plot.adjusted(-1, -1, 1, 1).contains(valueRects[i]))
                    fail(id, QStringLiteral("value label %1 leaves the plot area").arg(values[i]));
            }
            if (const QString pair = overlap(valueRects, values); !pair.isEmpty())
                fail(id, QStringLiteral("value labels overlap: %1").arg(pair));
            // Nor a tick label (issue 19: lesson 5's percentages sat on the 25 % line and its
            // number), nor a grid line through a label's text where no bar hides the line.
            for (const Axis& axis : axes) {
                QList<QRectF> both = valueRects;
                QStringList texts = values;
                both.append(axis.rects);
                texts.append(axis.shown);
                if (const QString pair = overlap(both, texts); !pair.isEmpty())
                    fail(id, QStringLiteral("value and tick labels overlap: %1").arg(pair));
            }
            // The labels of a picture in equal units name its points where they are; the grid
            // behind them is a coordinate grid, not a scale to read values on (left as it is).
            const QList<QLineF> grid =
                equalUnits ? QList<QLineF>() : gridLines(view->scene(), plot);
            const QList<QRectF> bars = barRects(view->scene(), plot);
            for (int i = 0; i < values.size(); ++i) {
                const QRectF text = valueRects[i].adjusted(1, 1, -1, -1);
                const bool onBar = std::any_of(bars.begin(), bars.end(), [&](const QRectF& bar) {
                    return bar.contains(text);
                });
                if (onBar)
                    continue;
                for (const QLineF& line : grid) {
                    const bool level = std::abs(line.dy()) < 0.5;
                    const bool crosses = level
                                             ? line.y1() > text.top() && line.y1() < text.bottom()
                                             : line.x1() > text.left() && line.x1() < text.right();
                    if (crosses) {
                        fail(id, QStringLiteral("a grid line runs through value label %1")
                                     .arg(values[i]));
                        break;
                    }
                }
            }
        }
        if (qobject_cast<attn::charts::VectorChart*>(panel) ||
            qobject_cast<attn::charts::MixtureChart*>(panel)) {
            // Pixels per unit measured on the drawing: the scene distance of one unit along x
            // and along y.
            QChart* chart = panel->chart();
            QAbstractSeries* series = chart->series().value(0);
            const QPointF origin = chart->mapToPosition(QPointF(0, 0), series);
            const double xUnit =
                std::abs(chart->mapToPosition(QPointF(1, 0), series).x() - origin.x());
            const double yUnit =
                std::abs(chart->mapToPosition(QPointF(0, 1), series).y() - origin.y());
            const double ratio = std::max(xUnit, yUnit) / std::max(1e-9, std::min(xUnit, yUnit));
            worstUnitRatio = std::max(worstUnitRatio, ratio);
            if (!(ratio <= 1.01))
                fail(id, QStringLiteral("unequal units: x %1 px, y %2 px per unit")
                             .arg(xUnit, 0, 'f', 1)
                             .arg(yUnit, 0, 'f', 1));
        }
        if (!pngDir.isEmpty()) {
            const QString name =
                QString(where + QLatin1Char('-') + id)
                    .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9.=-]+")),
                             QStringLiteral("_"));
            panel->grab().save(QDir(pngDir).filePath(
                QStringLiteral("%1-%2.png").arg(shots++, 3, 10, QLatin1Char('0')).arg(name)));
        }
    }
};

void settle(LessonPage* page) {
    QTRY_VERIFY_WITH_TIMEOUT(page->isSettled(), kGenerousMs);
    // A histogram's count axis is fixed once the background measure of its tallest bin is in,
    // which the page's settling does not wait for: checked before, lesson 5's step 3 showed a
    // 37 px band over its chart in one run of three under load (review35).
    for (const attn::charts::HistogramChart* chart :
         page->findChildren<attn::charts::HistogramChart*>())
        QTRY_VERIFY_WITH_TIMEOUT(chart->isWarm() && !chart->isBusy(), kGenerousMs);
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

// Every control of the lesson (nested ones included) with the values to try: a slider's ends
// and middle, both states of a toggle, every option of a choice.
QList<QPair<QString, QList<QVariant>>> controlStates(const QList<lessons::Block>& blocks) {
    QList<QPair<QString, QList<QVariant>>> out;
    for (const lessons::Block& block : blocks) {
        if (block.type == QLatin1String("slider")) {
            const lessons::SliderSpec s = lessons::SliderSpec::from(block);
            QList<QVariant> values;
            if (!s.stops.isEmpty())
                values = {s.stops.first(), s.stops.at(s.stops.size() / 2), s.stops.last()};
            else
                values = {s.min, lessons::fitSliderValue(s, (s.min + s.max) / 2), s.max};
            out.append({s.param, values});
        } else if (block.type == QLatin1String("toggle")) {
            out.append({lessons::ToggleSpec::from(block).param, {false, true}});
        } else if (block.type == QLatin1String("choice")) {
            const lessons::ChoiceSpec c = lessons::ChoiceSpec::from(block);
            QList<QVariant> values;
            for (const lessons::ChoiceOption& option : c.options)
                values.append(option.id);
            out.append({c.param, values});
        }
        out.append(controlStates(block.children));
    }
    return out;
}

// Every value a slider of the lesson can take, in order: its stops, or min to max by its step
// (at most ~200 positions, evenly spread, both ends included).
QList<QPair<QString, QList<double>>> sliderRuns(const QList<lessons::Block>& blocks) {
    QList<QPair<QString, QList<double>>> out;
    for (const lessons::Block& block : blocks) {
        if (block.type == QLatin1String("slider")) {
            const lessons::SliderSpec s = lessons::SliderSpec::from(block);
            QList<double> values = s.stops;
            if (values.isEmpty()) {
                const int positions =
                    s.step > 0 ? std::min(200, int(std::round((s.max - s.min) / s.step)) + 1) : 2;
                for (int i = 0; i < positions; ++i)
                    values.append(lessons::fitSliderValue(
                        s, s.min + (s.max - s.min) * i / std::max(1, positions - 1)));
            }
            out.append({s.param, values});
        }
        out.append(sliderRuns(block.children));
    }
    return out;
}

// Each bar chart of a page whose value axis must hold while sliders move, with that axis: the
// bounded ones (weights 0 to 100 %, s(1 - s) 0 to 0.25) and the channel bank, whose terms keep
// their size at every d_k (lesson 4's Track 2: "No individual bar gets bigger").
struct BoundedChart {
    QString id;
    ChartPanel* chart = nullptr;
    QValueAxis* axis = nullptr;

    // Bar lengths (sizes, for the channel bank's signed terms).
    QList<double> values() const {
        if (auto* weights = qobject_cast<attn::charts::SoftmaxChart*>(chart))
            return weights->weights();
        if (auto* weights = qobject_cast<attn::charts::TemperatureChart*>(chart))
            return weights->weights();
        if (auto* factors = qobject_cast<attn::charts::GradientChart*>(chart))
            return factors->factors();
        if (auto* bank = qobject_cast<attn::charts::ChannelBankChart*>(chart)) {
            QList<double> sizes;
            for (const double term : bank->terms())
                sizes.append(std::abs(term));
            return sizes;
        }
        return {};
    }
};

QList<BoundedChart> boundedCharts(LessonPage* page) {
    QList<BoundedChart> out;
    for (ChartBlock* block : page->findChildren<ChartBlock*>()) {
        ChartPanel* panel = block->panel();
        if (!qobject_cast<attn::charts::SingleBarChart*>(panel) &&
            !qobject_cast<attn::charts::ChannelBankChart*>(panel))
            continue;
        if (auto* axis = qobject_cast<QValueAxis*>(panel->chart()->axes(Qt::Vertical).value(0)))
            out.append({block->chartId(), panel, axis});
    }
    return out;
}

} // namespace

class TestChartGeometry : public QObject {
    Q_OBJECT

private slots:
    void everyChartInEveryState_data();
    void everyChartInEveryState();
    void boundedAxesHoldWhileSlidersMove_data();
    void boundedAxesHoldWhileSlidersMove();
    void histogramCountAxesHoldWhileControlsMove_data();
    void histogramCountAxesHoldWhileControlsMove();
    void labelsHoldTheirMath_data();
    void labelsHoldTheirMath();
};

void TestChartGeometry::everyChartInEveryState_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("locale");
    const QStringList lessons = {QStringLiteral("dot-products"),
                                 QStringLiteral("scaled-dot-product"),
                                 QStringLiteral("mixing-values"), QStringLiteral("gain-knob"),
                                 QStringLiteral("interview-sqrt-dk")};
    // The narrow window in German (the longest axis titles, the widest numbers) and English
    // (sp28's column check asks for both), the wide one in English (the flattest plots).
    for (const QString& lesson : lessons) {
        QTest::addRow("%s 800 de", qPrintable(lesson)) << lesson << 800 << QStringLiteral("de_DE");
        QTest::addRow("%s 800 en", qPrintable(lesson)) << lesson << 800 << QStringLiteral("en_US");
        QTest::addRow("%s 1440 en", qPrintable(lesson))
            << lesson << 1440 << QStringLiteral("en_US");
    }
}

void TestChartGeometry::everyChartInEveryState() {
    QFETCH(QString, lesson);
    QFETCH(int, width);
    QFETCH(QString, locale);
    // The German interface too: its axis titles are longer and take room from the labels.
    const lessonwindow::LocaleScope inLocale(locale);
    // What the predictions reveal (charts among it) opens once they are answered.
    const lessonwindow::LessonWindow window(lesson, width, locale,
                                            lessonwindow::Predictions::Answered);
    LessonPage* page = window.page();
    QVERIFY(page);

    Checker checker;
    checker.pngDir = qEnvironmentVariable("ATTN_CHART_PNG_DIR");
    const auto checkAll = [&](const QString& state) {
        checker.where = QStringLiteral("%1 %2px %3 %4").arg(lesson).arg(width).arg(locale, state);
        for (ChartBlock* block : page->findChildren<ChartBlock*>())
            checker.checkPanel(block->panel(), block->chartId());
    };
    const QList<WalkthroughBlock*> walkthroughs = page->findChildren<WalkthroughBlock*>();
    const auto checkSteps = [&](const QString& state) {
        checkAll(state);
        for (WalkthroughBlock* walk : walkthroughs) {
            const int shown = walk->currentStep();
            for (int step = 0; step < walk->stepCount(); ++step) {
                if (step == shown)
                    continue;
                walk->setStep(step);
                settle(page);
                checkAll(state + QStringLiteral(" step %1").arg(step + 1));
            }
            walk->setStep(shown);
        }
    };
    int charts = 0;
    for (ChartBlock* block : page->findChildren<ChartBlock*>())
        charts += block->panel() != nullptr;
    QVERIFY(charts > 0 || lesson == QLatin1String("mixing-values"));

    checkSteps(QStringLiteral("as opened"));
    lessons::ParameterSet* params = page->parameters();
    for (const auto& [param, values] : controlStates(page->lesson().blocks)) {
        const QVariant initial = params->value(param);
        for (const QVariant& value : values) {
            params->setValue(param, value);
            settle(page);
            checkSteps(QStringLiteral("%1=%2").arg(param, value.toString()));
        }
        params->setValue(param, initial);
    }
    qInfo("%s: fewest value-axis tick labels %d, worst pixels-per-unit ratio %.4f, bar charts "
          "checked column by column %d, widest empty band over a drawing %.0f px",
          qPrintable(checker.where.section(QLatin1Char(' '), 0, 2)), checker.fewestTicks,
          checker.worstUnitRatio, checker.columnChecks, checker.widestTopGap);
    QVERIFY2(checker.failures.isEmpty(),
             qPrintable(QStringLiteral("%1 problems, first ones:\n").arg(checker.failures.size()) +
                        checker.failures.mid(0, 12).join(QLatin1Char('\n'))));
}

void TestChartGeometry::boundedAxesHoldWhileSlidersMove_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("width");
    for (const char* lesson :
         {"dot-products", "scaled-dot-product", "gain-knob", "interview-sqrt-dk"}) {
        QTest::addRow("%s 800", lesson) << QString::fromLatin1(lesson) << 800;
        QTest::addRow("%s 1440", lesson) << QString::fromLatin1(lesson) << 1440;
    }
}

// review32 #5, sp32 shots 47-48: a weight chart grew its axis by a label's height once its
// tallest bar's label reached the top grid line (about 85 %), so every bar jumped by ~15 % while
// the student dragged d_k. Each slider of the lesson is moved through its whole range in its own
// steps; the value axis of every bounded bar chart keeps the range it had before. The channel
// banks too (issue 19, chart35 #1): their term axis followed the drawn terms, +-1 to +-10.
void TestChartGeometry::boundedAxesHoldWhileSlidersMove() {
    QFETCH(QString, lesson);
    QFETCH(int, width);
    const lessonwindow::LessonWindow window(lesson, width, QStringLiteral("en_US"),
                                            lessonwindow::Predictions::Answered);
    LessonPage* page = window.page();
    QVERIFY(page);
    const QList<BoundedChart> charts = boundedCharts(page);
    QVERIFY(!charts.isEmpty());
    QList<QPair<double, double>> ranges;
    for (const BoundedChart& chart : charts)
        ranges.append({chart.axis->min(), chart.axis->max()});
    QStringList failures;
    int positions = 0;
    int tallPositions = 0; // a bar at 85 % of its axis' top tick or more: where it used to grow
    lessons::ParameterSet* params = page->parameters();
    for (const auto& [param, values] : sliderRuns(page->lesson().blocks)) {
        const QVariant initial = params->value(param);
        for (const double value : values) {
            params->setValue(param, value);
            QCoreApplication::processEvents();
            ++positions;
            bool tall = false;
            for (int i = 0; i < charts.size(); ++i) {
                const QValueAxis* axis = charts.at(i).axis;
                const auto [lo, hi] = ranges.at(i);
                const double step = axis->tickInterval();
                const double topTick = step > 0 ? std::floor(hi / step + 1e-9) * step : hi;
                // Where a bounded axis used to grow; a channel bank's is fixed by its largest term.
                if (qobject_cast<attn::charts::SingleBarChart*>(charts.at(i).chart))
                    for (const double bar : charts.at(i).values())
                        tall = tall || bar >= 0.85 * topTick;
                if (std::abs(axis->min() - lo) > 1e-9 * hi ||
                    std::abs(axis->max() - hi) > 1e-9 * hi)
                    failures.append(QStringLiteral("%1 at %2 = %3: y axis %4..%5, was %6..%7")
                                        .arg(charts.at(i).id, param)
                                        .arg(value)
                                        .arg(axis->min())
                                        .arg(axis->max())
                                        .arg(lo)
                                        .arg(hi));
            }
            tallPositions += tall;
        }
        params->setValue(param, initial);
    }
    qInfo("%s %d px: %lld bounded charts, %d slider positions, %d with a bar at 85 %% of its "
          "axis or more",
          qPrintable(lesson), width, qsizetype(charts.size()), positions, tallPositions);
    // The sliders took some bar to where the axis used to grow, so the hold means something.
    const bool anyBounded = std::any_of(charts.begin(), charts.end(), [](const BoundedChart& c) {
        return qobject_cast<attn::charts::SingleBarChart*>(c.chart) != nullptr;
    });
    QVERIFY(!anyBounded || tallPositions > 0);
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 changes, first ones:\n").arg(failures.size()) +
                        failures.mid(0, 12).join(QLatin1Char('\n'))));
}

void TestChartGeometry::histogramCountAxesHoldWhileControlsMove_data() {
    QTest::addColumn<QString>("lesson");
    for (const char* lesson :
         {"dot-products", "scaled-dot-product", "gain-knob", "interview-sqrt-dk"})
        QTest::addRow("%s", lesson) << QString::fromLatin1(lesson);
}

// sp33 #4 (shots 24-26): lesson 5's histogram read 0-6000 at d_k = 1, 0-1500 at 16 and 0-150 at
// 1024, so the pile looked about as tall at every width and its flattening hid. Issue 19 (chart36
// #1): held still, the raw pile at d_k = 1024 was 2 % of its axis. The axis now zooms in by powers
// of two from one base that holds still, and writes its zoom on the plot, so the flattening shows
// as the zoom's number and the pile stays readable. Every slider is
// moved through all its values, with every toggle off and on; once the bench has measured its
// tallest bin, no histogram's count axis changes while a slider moves, and every bin fits under
// it. Issue 19 (chart35 #2): each scaling has its own axis, which its tallest pile fills (one axis
// over both left the other scaling's pile at a few per cent of it), and two charts of the same
// draws on the same d_k control (lesson 4's Track 5, raw and divided) share one axis.
void TestChartGeometry::histogramCountAxesHoldWhileControlsMove() {
    QFETCH(QString, lesson);
    const lessonwindow::LessonWindow window(lesson, 1440, QStringLiteral("en_US"),
                                            lessonwindow::Predictions::Answered);
    LessonPage* page = window.page();
    QVERIFY(page);
    // One row per chart and scaling it was seen in.
    struct Shown {
        QString id;
        attn::charts::HistogramChart* chart = nullptr;
        QValueAxis* axis = nullptr;
        double lo[2] = {-1, -1}, hi[2] = {-1, -1};
        long lowestPeak[2] = {-1, -1}, highestPeak[2] = {0, 0};
    };
    QList<Shown> shown;
    for (ChartBlock* block : page->findChildren<ChartBlock*>()) {
        auto* chart = qobject_cast<attn::charts::HistogramChart*>(block->panel());
        if (!chart)
            continue;
        QTRY_VERIFY_WITH_TIMEOUT(chart->countAxisFixed() && !chart->isBusy(), kGenerousMs);
        auto* axis = qobject_cast<QValueAxis*>(chart->chart()->axes(Qt::Vertical).value(0));
        QVERIFY(axis);
        shown.append({block->chartId(), chart, axis});
    }
    QVERIFY(!shown.isEmpty());
    // Charts of the same draws on the same axis, moved by one control: meant to be compared.
    const auto sameBench = [](const attn::charts::HistogramChart* a,
                              const attn::charts::HistogramChart* b) {
        const attn::charts::HistogramConfig& x = a->config();
        const attn::charts::HistogramConfig& y = b->config();
        return x.bench.seed == y.bench.seed && x.bench.samples == y.bench.samples &&
               x.bench.sigma == y.bench.sigma && x.bins == y.bins && x.lo == y.lo && x.hi == y.hi &&
               x.dkValues == y.dkValues && !x.dkValues.empty();
    };
    QStringList toggles;
    std::function<void(const QList<lessons::Block>&)> findToggles =
        [&](const QList<lessons::Block>& blocks) {
            for (const lessons::Block& block : blocks) {
                if (block.type == QLatin1String("toggle"))
                    toggles.append(lessons::ToggleSpec::from(block).param);
                findToggles(block.children);
            }
        };
    findToggles(page->lesson().blocks);
    lessons::ParameterSet* params = page->parameters();
    QStringList failures;
    int positions = 0;
    int comparedPairs = 0;
    double minWidthShare = 1.0;
    int fewestBars = std::numeric_limits<int>::max();
    const auto moveSliders = [&](const QString& setting) {
        for (const auto& [param, values] : sliderRuns(page->lesson().blocks)) {
            const QVariant initial = params->value(param);
            for (const double value : values) {
                params->setValue(param, value);
                for (const Shown& s : std::as_const(shown)) {
                    QTRY_VERIFY_WITH_TIMEOUT(!s.chart->isBusy() &&
                                                 s.chart->shownDk() == s.chart->config().dk,
                                             kGenerousMs);
                }
                ++positions;
                const QString where =
                    QStringLiteral("%1 = %2%3").arg(param).arg(value).arg(setting);
                for (Shown& s : shown) {
                    const int scaled = s.chart->config().scaled;
                    const QList<long> counts = s.chart->counts();
                    long peak =
                        counts.isEmpty() ? 0 : *std::max_element(counts.begin(), counts.end());
                    if (s.chart->config().theory) {
                        for (const QPointF& point : s.chart->theoryPoints())
                            peak = std::max(peak, long(std::ceil(point.y())));
                    }
                    s.highestPeak[scaled] = std::max(s.highestPeak[scaled], peak);
                    // Issue 19 (chart36 #1): the pile readable at every position, the tallest
                    // bar at least a quarter of the plot's height (lesson 4 at d_k = 1024: 2 %).
                    const long tallestBar =
                        counts.isEmpty() ? 0 : *std::max_element(counts.begin(), counts.end());
                    if (tallestBar < s.axis->max() / 4)
                        failures.append(QStringLiteral("%1 at %2: tallest bar %3 on 0..%4")
                                            .arg(s.id, where)
                                            .arg(tallestBar)
                                            .arg(s.axis->max()));
                    // A zoomed axis says so; pairs beyond an end are counted at that end.
                    const int zoom = s.chart->countAxisZoom();
                    if (s.chart->zoomText().isEmpty() != (zoom == 1))
                        failures.append(QStringLiteral("%1 at %2: zoom %3 shown as '%4'")
                                            .arg(s.id, where)
                                            .arg(zoom)
                                            .arg(s.chart->zoomText()));
                    const attn::Histogram& counted = s.chart->histogram();
                    const attn::charts::PairsBeyond beyond =
                        attn::charts::pairsBeyond(counted, s.chart->shownLo(), s.chart->shownHi());
                    if (s.chart->belowAxisText().isEmpty() != (beyond.below == 0) ||
                        s.chart->aboveAxisText().isEmpty() != (beyond.above == 0))
                        failures.append(
                            QStringLiteral("%1 at %2: %3 below and %4 above the "
                                           "axis shown as '%5' and '%6'")
                                .arg(s.id, where)
                                .arg(beyond.below)
                                .arg(beyond.above)
                                .arg(s.chart->belowAxisText(), s.chart->aboveAxisText()));
                    // Issue 19 (chart37 #1, sp36 #1): the pile at least a fifth of the value
                    // axis shown (lesson 4's raw pile at d_k = 1 spanned 4-5 of 320 bins, and
                    // the gain-controlled one at every d_k). The pile: the bins from the first
                    // to the last holding a twentieth of the tallest (+-2.4 sd of a normal).
                    int first = -1, last = -1;
                    for (int i = 0; i < counted.counts.size(); ++i) {
                        if (20L * counted.counts[i] >= tallestBar) {
                            if (first < 0)
                                first = i;
                            last = i;
                        }
                    }
                    const double widthShare = (last - first + 1) * counted.binWidth() /
                                              (s.chart->shownHi() - s.chart->shownLo());
                    if (tallestBar > 0 && widthShare < 0.2)
                        failures.append(QStringLiteral("%1 at %2: the pile spans %3 % of the "
                                                       "value axis %4..%5")
                                            .arg(s.id, where)
                                            .arg(100 * widthShare, 0, 'f', 1)
                                            .arg(s.chart->shownLo())
                                            .arg(s.chart->shownHi()));
                    minWidthShare = std::min(minWidthShare, widthShare);
                    // Issue 19 (chart38 #1, sp37 #1): a pile of bars, not a spike: lesson 1's
                    // bench at d_k = 1 showed 4 bars of 1.25 on its axis zoomed to +-12.5.
                    int holding = 0;
                    for (int i = 0; i < counted.counts.size(); ++i) {
                        const double centre = counted.binCenter(i);
                        holding += counted.counts[i] > 0 && centre >= s.chart->shownLo() &&
                                   centre <= s.chart->shownHi();
                    }
                    if (tallestBar > 0 && holding < 20)
                        failures.append(QStringLiteral("%1 at %2: %3 bars hold pairs on the "
                                                       "value axis %4..%5")
                                            .arg(s.id, where)
                                            .arg(holding)
                                            .arg(s.chart->shownLo())
                                            .arg(s.chart->shownHi()));
                    fewestBars = std::min(fewestBars, holding);
                    s.lowestPeak[scaled] =
                        s.lowestPeak[scaled] < 0 ? peak : std::min(s.lowestPeak[scaled], peak);
                    // The axis at zoom 1 holds still; the axis shown is it divided by the zoom.
                    if (s.hi[scaled] < 0) {
                        s.lo[scaled] = s.axis->min();
                        s.hi[scaled] = s.chart->countAxisBase();
                    }
                    if (s.axis->min() != s.lo[scaled] || s.chart->countAxisBase() != s.hi[scaled] ||
                        s.axis->max() != s.hi[scaled] / zoom || peak > s.axis->max())
                        failures.append(QStringLiteral("%1 at %2: count axis %3..%4 with a "
                                                       "peak of %5, was %6..%7")
                                            .arg(s.id, where)
                                            .arg(s.axis->min())
                                            .arg(s.axis->max())
                                            .arg(peak)
                                            .arg(s.lo[scaled])
                                            .arg(s.hi[scaled]));
                }
                for (int i = 0; i < shown.size(); ++i) {
                    for (int j = i + 1; j < shown.size(); ++j) {
                        const Shown& a = shown.at(i);
                        const Shown& b = shown.at(j);
                        if (!sameBench(a.chart, b.chart) ||
                            a.chart->config().dk != b.chart->config().dk)
                            continue;
                        ++comparedPairs;
                        // One axis at zoom 1, so that the zoom each writes compares them.
                        if (a.chart->countAxisBase() != b.chart->countAxisBase())
                            failures.append(QStringLiteral("%1 and %2 at %3: count axes 0..%4 "
                                                           "and 0..%5 at zoom 1 side by side")
                                                .arg(a.id, b.id, where)
                                                .arg(a.chart->countAxisBase())
                                                .arg(b.chart->countAxisBase()));
                    }
                }
            }
            params->setValue(param, initial);
        }
    };
    moveSliders(QString());
    for (const QString& toggle : std::as_const(toggles)) {
        const QVariant initial = params->value(toggle);
        for (const bool on : {false, true}) {
            params->setValue(toggle, on);
            moveSliders(QStringLiteral(", %1 %2").arg(toggle, on ? QStringLiteral("on")
                                                                 : QStringLiteral("off")));
        }
        params->setValue(toggle, initial);
    }
    for (const Shown& s : std::as_const(shown)) {
        for (const int scaled : {0, 1}) {
            if (s.hi[scaled] < 0)
                continue;
            qInfo("%s %s: count axis %g..%g, tallest peak (bin or curve) %ld, lowest %ld over "
                  "%d positions",
                  qPrintable(s.id), scaled ? "scaled" : "raw", s.lo[scaled], s.hi[scaled],
                  s.highestPeak[scaled], s.lowestPeak[scaled], positions);
            // The tallest bin fills the axis (no idle room above), so the fixed axis shows the
            // pile both at its tallest and flattened; a chart sharing its axis with another
            // scaling may leave room the other one fills.
            bool shares = false;
            for (const Shown& other : std::as_const(shown))
                shares = shares || (other.chart != s.chart && sameBench(s.chart, other.chart));
            if (!shares && s.highestPeak[scaled] < 0.5 * s.hi[scaled])
                failures.append(
                    QStringLiteral("%1 %2: tallest peak %3 on a count axis 0..%4")
                        .arg(s.id, scaled ? QStringLiteral("scaled") : QStringLiteral("raw"))
                        .arg(s.highestPeak[scaled])
                        .arg(s.hi[scaled]));
        }
    }
    qInfo("%d positions, %d comparisons of charts meant to be compared, narrowest pile %.0f %% "
          "of its value axis, fewest bars holding pairs %d",
          positions, comparedPairs, 100 * minWidthShare, fewestBars);
    // Lesson 4's Track 5 sets two charts of one bench side by side (review35: the count was
    // printed, never held, so the shared axis could pass with nothing compared).
    if (lesson == QLatin1String("gain-knob"))
        QVERIFY2(comparedPairs > 0, "Track 5's two charts were never compared");
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 problems, first ones:\n").arg(failures.size()) +
                        failures.mid(0, 12).join(QLatin1Char('\n'))));
}

void TestChartGeometry::labelsHoldTheirMath_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("locale");
    for (const char* lesson : {"scaled-dot-product", "gain-knob", "interview-sqrt-dk"}) {
        QTest::addRow("%s 1440 en", lesson)
            << QString::fromLatin1(lesson) << 1440 << QStringLiteral("en_US");
        QTest::addRow("%s 800 en", lesson)
            << QString::fromLatin1(lesson) << 800 << QStringLiteral("en_US");
        QTest::addRow("%s 800 de", lesson)
            << QString::fromLatin1(lesson) << 800 << QStringLiteral("de_DE");
    }
}

// sp36 #3 (shot zoom_dnu.png): lesson 4's Track 6 slider label "Head dimension d_k" was cut
// below the baseline, so its subscript k read as a Greek nu: the label kept the height of a
// plain line while the typeset text in it was taller. Every label that holds math is as tall as
// its text, before the predictions are answered (the greyed controls) and after.
void TestChartGeometry::labelsHoldTheirMath() {
    QFETCH(QString, lesson);
    QFETCH(int, width);
    QFETCH(QString, locale);
    const lessonwindow::LocaleScope inLocale(locale);
    const lessonwindow::LessonWindow window(lesson, width, locale, lessonwindow::Predictions::Open);
    LessonPage* page = window.page();
    QVERIFY(page);
    QStringList failures;
    int checked = 0;
    const auto check = [&](const QString& state, QStringList& failures) {
        for (MarkdownLabel* label : page->findChildren<MarkdownLabel*>()) {
            MarkdownView* view = label->mathView();
            if (!view || view->isHidden() || !label->isVisibleTo(page))
                continue;
            ++checked;
            // The text's own height, laid out at the view's width, against what the label shows.
            const int needed = qCeil(view->document()->size().height()) + 2 * view->frameWidth();
            const int shown = std::min(label->height() - view->y(), view->height());
            if (shown < needed)
                failures.append(QStringLiteral("%1 %2: '%3' shows %4 of its %5 px")
                                    .arg(state, label->parentWidget()->metaObject()->className(),
                                         label->accessibleName())
                                    .arg(shown)
                                    .arg(needed));
        }
    };
    check(QStringLiteral("as opened"), failures);
    for (QuestionBlock* question : page->questions()) {
        if (question->isAnswered() || question->optionButtons().isEmpty())
            continue;
        question->optionButtons().first()->click();
        question->checkButton()->click();
    }
    // Judged at rest: the answers reveal explanations whose layout passes can trail the clicks
    // by several turns of the event loop under load (the fresh-clone CI's last stage once saw a
    // "Why:" line 92 of its 100 px). A label still cut after two seconds is cut for good.
    QStringList answered;
    for (int attempt = 0; attempt < 20; ++attempt) {
        settle(page);
        answered.clear();
        checked = 0;
        check(QStringLiteral("answered"), answered);
        if (answered.isEmpty())
            break;
        QTest::qWait(100);
    }
    failures += answered;
    qInfo("%d labels with math checked", checked);
    QVERIFY(checked > 0);
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 cut labels:\n").arg(failures.size()) +
                        failures.mid(0, 12).join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestChartGeometry)
#include "tst_chartgeometry.moc"
