// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/channelbankchart.h"

#include "app/charts/barstyle.h"
#include "app/charts/numberaxis.h"

#include <QChart>
#include <QGraphicsItem>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QPainterPath>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

// Gap between neighbouring bars, in dimensions.
constexpr double kGap = 0.15;
// Above this many bars each is under a pixel or two wide, where a gap does not show: the bars
// then touch, and are drawn as one step outline.
constexpr int kMaxGappedBars = 256;
// Tick intervals on the dimension axis (1, 2, 5, 10, ... dimensions) and on each half of the
// term axis.
constexpr int kMaxDimensionTicks = 8;
// Six intervals over the whole term axis: a largest term of 5.7 gives +-6 in steps of 2 (four
// gave +-10, where the terms under 0.5 of a small d_k were a few pixels tall).
constexpr int kMaxTermIntervals = 6;

} // namespace

// Paints the bars inside the chart's plot area as one path, mapped through the two axes' ranges.
// A slider move only stores the terms and schedules a repaint; the path is built at paint time,
// O(d_k).
class ChannelBankChart::BarsItem : public QGraphicsItem {
public:
    BarsItem(QChart* chart, const QValueAxis* xAxis, const QValueAxis* yAxis)
        : QGraphicsItem(chart), chart_(chart), xAxis_(xAxis), yAxis_(yAxis) {
        setZValue(2.5); // above the grid lines (Qt Charts draws them at 2), below the axes (3)
    }
    void setBars(const QList<QRectF>* rects, const QList<double>* terms, bool outlineOnly) {
        rects_ = rects;
        terms_ = terms;
        outlineOnly_ = outlineOnly;
        update();
    }
    void setColors(const QPen& pen, const QBrush& brush) {
        pen_ = pen;
        brush_ = brush;
        update();
    }
    void plotAreaChanged() {
        prepareGeometryChange();
        update();
    }
    QRectF boundingRect() const override { return chart_->plotArea(); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        const QRectF area = chart_->plotArea();
        const double xSpan = xAxis_->max() - xAxis_->min();
        const double ySpan = yAxis_->max() - yAxis_->min();
        if (!rects_ || rects_->isEmpty() || area.isEmpty() || xSpan <= 0 || ySpan <= 0)
            return;
        const auto toX = [&](double x) {
            return area.left() + (x - xAxis_->min()) / xSpan * area.width();
        };
        const auto toY = [&](double y) {
            return area.bottom() - (y - yAxis_->min()) / ySpan * area.height();
        };
        QPainterPath path;
        if (outlineOnly_) {
            // Touching bars: one step outline from the zero line over every top and back.
            QPolygonF outline;
            outline.reserve(2 * rects_->size() + 2);
            outline.append(QPointF(toX(rects_->first().left()), toY(0.0)));
            for (int j = 0; j < rects_->size(); ++j) {
                const double top = toY(terms_->at(j));
                outline.append(QPointF(toX(rects_->at(j).left()), top));
                outline.append(QPointF(toX(rects_->at(j).right()), top));
            }
            outline.append(QPointF(toX(rects_->last().right()), toY(0.0)));
            path.addPolygon(outline);
            path.closeSubpath();
        } else {
            for (const QRectF& bar : *rects_) {
                path.addRect(QRectF(QPointF(toX(bar.left()), toY(bar.bottom())),
                                    QPointF(toX(bar.right()), toY(bar.top())))
                                 .normalized());
            }
        }
        painter->save();
        painter->setClipRect(area);
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(pen_);
        painter->setBrush(brush_);
        painter->drawPath(path);
        painter->restore();
    }

private:
    QChart* chart_;
    const QValueAxis* xAxis_;
    const QValueAxis* yAxis_;
    const QList<QRectF>* rects_ = nullptr; // owned by the chart, in axis units
    const QList<double>* terms_ = nullptr; // parallel to rects_
    bool outlineOnly_ = false;
    QPen pen_;
    QBrush brush_;
};

ChannelBankChart::ChannelBankChart(const ChannelBankConfig& config, QWidget* parent)
    : ChartPanel(parent), config_(config), axesCarrier_(new QLineSeries), xAxis_(new QValueAxis),
      yAxis_(new NumberAxis) {
    axesCarrier_->setName(tr("q<sub>j</sub>k<sub>j</sub>"));
    chart()->addSeries(axesCarrier_);
    chart()->legend()->hide();
    addStyledAxis(xAxis_, Qt::AlignBottom, tr("dimension j"));
    // No scripts in the turned title: Qt Charts turns a vertical title's rich text as a whole
    // but sets <sub> runs level, across the turned line (sp30), and the subscript letters of
    // "qⱼkⱼ" (U+2C7C) were too small to read (issue 19). Each bar is a term of the sum q·k.
    addStyledAxis(yAxis_, Qt::AlignLeft, tr("term of q·k"));
    xAxis_->setLabelFormat(tickLabelFormat(1.0));
    xAxis_->setTickType(QValueAxis::TicksDynamic);
    xAxis_->setTickAnchor(0.0);
    axesCarrier_->attachAxis(xAxis_);
    axesCarrier_->attachAxis(yAxis_);
    bars_ = new BarsItem(chart(), xAxis_, yAxis_);
    connect(chart(), &QChart::plotAreaChanged, this, [this] { bars_->plotAreaChanged(); });
    setTitle(tr("One dot product, channel by channel"));
    setSummary(tr("Bar chart of the products q j times k j of one pair of random vectors, one "
                  "bar per dimension; their sum is the dot product."));
    restyle();
    rebuildBench();
    redraw();
}

ChannelBankChart::~ChannelBankChart() = default;

void ChannelBankChart::setDk(int dk) {
    config_.dk = dk;
    redraw();
}

void ChannelBankChart::setPair(int pair) {
    config_.pair = pair;
    rebuildBench();
    redraw();
}

QList<double> ChannelBankChart::terms() const {
    return terms_;
}

QList<QRectF> ChannelBankChart::barRects() const {
    return barRects_;
}

void ChannelBankChart::applySeriesColors() {
    // The one bar look, solid like every other chart's bars (a light tint with an outline here
    // was a second look, issue 19); opaque, so the grid lines stay behind the bars.
    const BarStyle style = barStyle(palette());
    bars_->setColors(style.outline, style.fill);
}

void ChannelBankChart::rebuildBench() {
    bench_.reset();
    benchError_.clear();
    // Only pairs 0..pair are needed; the bench's checkpoints are never touched here.
    BenchConfig bench;
    bench.seed = config_.seed;
    bench.samples = config_.pair < 0 ? 0 : config_.pair + 1;
    bench.maxDk = config_.maxDk;
    Result<DotProductBench> created = DotProductBench::create(bench);
    if (!created) {
        benchError_ = QString::fromStdString(created.error().message);
        return;
    }
    bench_.emplace(std::move(created.value()));
    // One term axis for every d_k the page can set, so that a term keeps its height while d_k
    // moves: lesson 4's Track 2 says "No individual bar gets bigger" over the slider, and an axis
    // that followed the drawn terms (+-1 at d_k = 4, +-10 at 1024) made every bar shrink and grow
    // under that sentence (issue 19). The terms of a smaller d_k are the first terms of the
    // largest, so the largest one the slider can show is among those of maxDk. Never under +-1,
    // one term's standard deviation, so a lone small term reads as small.
    const Eigen::VectorXd all = bench_->channelTerms(config_.pair, config_.maxDk);
    const double extent = all.size() > 0 ? std::max(1.0, all.cwiseAbs().maxCoeff()) : 1.0;
    applyNiceTicks(yAxis_, -extent, extent, kMaxTermIntervals);
}

QPointF ChannelBankChart::termRange() const {
    return QPointF(yAxis_->min(), yAxis_->max());
}

void ChannelBankChart::fail(const QString& message) {
    bars_->setVisible(false);
    terms_.clear();
    barRects_.clear();
    setMessage(message);
}

void ChannelBankChart::redraw() {
    if (!bench_) {
        fail(benchError_);
        return;
    }
    const int dk = config_.dk;
    const Eigen::VectorXd terms = bench_->channelTerms(config_.pair, dk);
    if (terms.size() == 0) {
        fail(tr("d k = %1 is outside this chart; use 1 to %2.").arg(dk).arg(config_.maxDk));
        return;
    }
    // Bar j + 1 is centred on the integer dimension j + 1 (dimensions count from 1).
    const double gap = dk > kMaxGappedBars ? 0.0 : kGap;
    terms_.resize(dk);
    barRects_.resize(dk);
    for (int j = 0; j < dk; ++j) {
        const double t = terms[j];
        terms_[j] = t;
        barRects_[j] = QRectF(QPointF(j + 0.5 + gap, std::min(0.0, t)),
                              QPointF(j + 1.5 - gap, std::max(0.0, t)));
    }
    xAxis_->setRange(0.5, dk + 0.5);
    // Whole dimensions only: at d_k <= 8 every dimension gets its tick.
    xAxis_->setTickInterval(std::max(1.0, niceStep(double(dk) / kMaxDimensionTicks)));
    bars_->setBars(&barRects_, &terms_, dk > kMaxGappedBars);
    if (!bars_->isVisible())
        bars_->setVisible(true);

    // Theory, not the sample spread of a handful of terms: each term has variance 1, so the sum
    // of dk of them has variance dk.
    sum_ = terms.sum();
    // With the decimals of the histogram's readout below it ("theory sd 32.00"), where the same
    // standard deviation read "32.0" (sp17): one quantity, one form on the page.
    const QString sum = formatNumber(sum_, kSpreadDecimals);
    const QString sd = formatNumber(bench_->theorySd(dk), kSpreadDecimals);
    setReadout(tr("d k = %1: summed, the terms give q·k = %2, the dot product of this pair. By "
                  "theory each term has variance 1, so the sum has variance d k = %1 and "
                  "standard deviation square root of d k = %3.")
                   .arg(dk)
                   .arg(sum, sd),
               tr("d<sub>k</sub> = %1: summed, the terms give q·k = %2, the dot product of this "
                  "pair. By theory each term has variance 1, so the sum has variance "
                  "d<sub>k</sub> = %1 and standard deviation √d<sub>k</sub> = %3.")
                   .arg(dk)
                   .arg(sum, sd));
}

} // namespace attn::charts
