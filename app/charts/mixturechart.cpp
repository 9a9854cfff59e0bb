// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/mixturechart.h"

#include "app/charts/numberaxis.h"
#include "core/mixture.h"

#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsPolygonItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <vector>

namespace attn::charts {

namespace {

// Room around the values for their labels, as a share of the values' spread (at least one unit).
constexpr double kPadShare = 0.3;
// At most this many tick steps across the longer axis, however wide the panel.
constexpr double kMaxSteps = 12.0;
constexpr double kPointSize = 10.0;
constexpr double kOutputSize = 15.0;
constexpr double kLabelGap = 8.0; // pixels from a point's centre to its label
// Above the grid and axis lines (z 2, 3 in Qt Charts), below the series (z 4).
constexpr double kRegionZ = 3.5;
constexpr double kLabelZ = 6.0;

double finiteOr(double value, double fallback) {
    return std::isfinite(value) ? value : fallback;
}

// The lesson's `keys` name of value j, else 𝑣₁, 𝑣₂, ...: the math italic v the prose sets for
// $v_1$ (sp29 item 11: an upright "v₁" beside the caption's italic v₁).
QString valueName(const QStringList& names, int j) {
    if (j < names.size() && !names.at(j).isEmpty())
        return names.at(j);
    QString digits = QString::number(j + 1);
    for (QChar& c : digits)
        c = QChar(0x2080 + c.digitValue());
    constexpr char32_t italicV = 0x1D463;
    return QString::fromUcs4(&italicV, 1) + digits;
}

// Between the numbers of a list or a point: ", ", or "; " where the decimal sign is a comma
// ("0,73; 0,27"), as the lessons' German lists write it.
QString listSeparator() {
    return QLocale().decimalPoint() == QLatin1String(",") ? QStringLiteral("; ")
                                                          : QStringLiteral(", ");
}

// Both coordinates at one number of decimals, as the lesson's readout of the same point writes
// them: "(0.37, 3.29)", never "(0.373, 3.29)".
QString pointText(QPointF p) {
    return formatPointCoordinates({p.x(), p.y()}).join(listSeparator());
}

} // namespace

MixtureChart::MixtureChart(const MixtureConfig& config, QWidget* parent)
    : ChartPanel(parent), config_(config), outline_(new QLineSeries(this)),
      points_(new QScatterSeries(this)), maskedPoints_(new QScatterSeries(this)),
      outputPoint_(new QScatterSeries(this)), region_(new QGraphicsPolygonItem(chart())),
      xAxis_(new NumberAxis), yAxis_(new NumberAxis) {
    for (QPointF& v : config_.values)
        v = QPointF(finiteOr(v.x(), 0.0), finiteOr(v.y(), 0.0));
    if (config_.values.isEmpty())
        config_.values = {QPointF(0.0, 0.0)};
    outline_->setName(tr("every possible output"));
    // The coordinates are in the readout line: a legend renamed on every drag step laid the
    // whole chart out again (most of a drag's paint time).
    outputPoint_->setName(tr("output"));
    points_->setName(tr("values"));
    maskedPoints_->setName(tr("masked values"));
    const QList<QXYSeries*> drawn = {outline_, points_, maskedPoints_, outputPoint_};
    for (QXYSeries* s : drawn)
        chart()->addSeries(s);
    addStyledAxis(xAxis_, Qt::AlignBottom, QString());
    addStyledAxis(yAxis_, Qt::AlignLeft, QString());
    for (QXYSeries* s : drawn) {
        s->attachAxis(xAxis_);
        s->attachAxis(yAxis_);
    }
    points_->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    points_->setMarkerSize(kPointSize);
    maskedPoints_->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    maskedPoints_->setMarkerSize(kPointSize);
    outputPoint_->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    outputPoint_->setMarkerSize(kOutputSize);
    region_->setZValue(kRegionZ);
    region_->setPen(Qt::NoPen);
    for (int j = 0; j < config_.values.size(); ++j) {
        auto* label = new QGraphicsSimpleTextItem(chart());
        label->setZValue(kLabelZ);
        labels_.append(label);
    }
    setTitle(tr("Mixing values in the plane"));
    setSummary(tr("The value vectors as labelled points with their weights, the shaded region "
                  "of all their convex combinations, and the output point, the weighted sum of "
                  "the values."));
    connect(chart(), &QChart::plotAreaChanged, this, [this] {
        fitEqualUnits();
        placeOverlays();
    });
    restyle();
    setScores(config_.scores, config_.masked);
}

MixtureChart::~MixtureChart() = default;

void MixtureChart::setScores(const QList<double>& scores, const QList<bool>& masked) {
    config_.scores = scores;
    config_.masked = masked;
    redraw();
}

void MixtureChart::setValueNames(const QStringList& names) {
    if (names == names_)
        return;
    names_ = names;
    redraw();
}

QPointF MixtureChart::positionOf(QPointF value) const {
    return chart()->mapToPosition(value, points_);
}

void MixtureChart::redraw() {
    const int n = int(config_.values.size());
    Eigen::VectorXd scores(n);
    Eigen::MatrixXd values(n, 2);
    std::vector<bool> masked(std::size_t(n), false);
    for (int j = 0; j < n; ++j) {
        // A score the format let through is finite; anything else counts as no preference.
        scores[j] = finiteOr(config_.scores.value(j, 0.0), 0.0);
        values(j, 0) = config_.values.at(j).x();
        values(j, 1) = config_.values.at(j).y();
        masked[std::size_t(j)] = config_.masked.value(j, false);
    }
    const Result<Mixture> mixture = mixValues(scores, values, masked);
    weights_.clear();
    hull_.clear();
    if (!mixture) {
        setMessage(QString::fromStdString(mixture.error().message));
        return;
    }
    const Mixture& m = mixture.value();
    for (int j = 0; j < n; ++j)
        weights_.append(m.weights[j]);
    output_ = QPointF(m.output[0], m.output[1]);

    std::vector<Eigen::Vector2d> open;
    QList<QPointF> shown, hidden;
    for (int j = 0; j < n; ++j) {
        const QPointF v = config_.values.at(j);
        if (masked[std::size_t(j)]) {
            hidden.append(v);
        } else {
            shown.append(v);
            open.emplace_back(v.x(), v.y());
        }
    }
    for (const Eigen::Vector2d& corner : convexHull(open))
        hull_.append(QPointF(corner.x(), corner.y()));
    QList<QPointF> outline = hull_;
    if (hull_.size() > 2)
        outline.append(hull_.first()); // closed
    outline_->replace(outline);
    points_->replace(shown);
    maskedPoints_->replace(hidden);
    // Hidden with its legend entry while no key is masked. Through the series, not its marker:
    // the legend lays itself out again only for a series shown or hidden (Qt Charts 6.4), and a
    // marker hidden by hand floated above the others, unlabelled, until the next resize.
    maskedPoints_->setVisible(!hidden.isEmpty());

    const bool everyKeyMasked = shown.isEmpty();
    outputPoint_->replace(everyKeyMasked ? QList<QPointF>{} : QList<QPointF>{output_});
    for (int j = 0; j < n; ++j) {
        labels_.at(j)->setText(
            masked[std::size_t(j)]
                ? tr("%1 masked").arg(valueName(names_, j))
                : tr("%1: %2").arg(valueName(names_, j),
                                   formatSoftmaxPercent(100.0 * weights_.at(j))));
    }
    if (everyKeyMasked) {
        setMessage(tr("Every key is masked, so there is nothing to mix and no output. Unmask a "
                      "key to see the output."));
        for (QGraphicsSimpleTextItem* label : std::as_const(labels_))
            label->setVisible(false);
        region_->setVisible(false);
    } else {
        for (QGraphicsSimpleTextItem* label : std::as_const(labels_))
            label->setVisible(true);
        region_->setVisible(true);
        setReadout(reading());
    }
    titleChanged();
    fitEqualUnits();
    placeOverlays();
}

QString MixtureChart::reading() const {
    QStringList weights;
    for (double w : weights_)
        // As the lesson's weights read; exactly 0 only for a masked key ("< 0.01%" said otherwise).
        weights.append(w == 0.0 ? formatPercent(0.0) : formatSoftmaxPercent(100.0 * w));
    return tr("Output (%1); weights %2.").arg(pointText(output_), weights.join(listSeparator()));
}

void MixtureChart::titleChanged() {
    // The name a screen reader gives the drawing reads the numbers drawn, not only the title.
    const QString name = hasMessage() ? title() : tr("%1: %2").arg(title(), reading());
    if (chartView()->accessibleName() != name)
        chartView()->setAccessibleName(name);
}

void MixtureChart::applySeriesColors() {
    const QColor primary = seriesColor(SeriesRole::Primary);
    const QColor secondary = seriesColor(SeriesRole::Secondary);
    const QColor text = seriesColor(SeriesRole::Tertiary);
    QColor fill = primary;
    fill.setAlphaF(0.18);
    region_->setBrush(fill);
    outline_->setPen(QPen(primary, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    // In the ink colour, so the legend tells the values from the region (both were blue).
    points_->setColor(text);
    points_->setBorderColor(palette().color(QPalette::Base));
    points_->setPen(QPen(palette().color(QPalette::Base), 1.0));
    // A masked value stays in view, hollow: it is still a value, only not in the blend.
    maskedPoints_->setColor(Qt::transparent);
    maskedPoints_->setBorderColor(text);
    maskedPoints_->setPen(QPen(text, 1.5, Qt::DashLine));
    maskedPoints_->setBrush(Qt::NoBrush);
    // The legend's swatch follows: a hollow ring in the ink colour (Qt's default swatch for a
    // transparent series was dark on a dark palette).
    for (QLegendMarker* marker : chart()->legend()->markers(maskedPoints_)) {
        marker->setBrush(Qt::NoBrush);
        marker->setPen(QPen(text, 1.5));
    }
    outputPoint_->setColor(secondary);
    outputPoint_->setBorderColor(text);
    outputPoint_->setPen(QPen(text, 1.5));
    const QFont font = chartFont(ChartText::Label);
    for (QGraphicsSimpleTextItem* label : std::as_const(labels_)) {
        label->setFont(font);
        label->setBrush(text);
    }
    placeOverlays();
}

void MixtureChart::resizeEvent(QResizeEvent* event) {
    ChartPanel::resizeEvent(event);
    const int height = EqualUnits::viewHeight(this, width(), fontMetrics().height());
    if (chartView()->minimumHeight() != height) {
        units_.allowRefits();
        chartView()->setMinimumHeight(height);
    }
}

void MixtureChart::fitEqualUnits() {
    const QRectF area = chart()->plotArea();
    if (!units_.due(area.size()))
        return;
    // The values and the origin, with room for the labels; the ranges never follow the scores,
    // so the picture holds still while the output moves.
    double left = 0.0, right = 0.0, bottom = 0.0, top = 0.0;
    for (const QPointF& v : std::as_const(config_.values)) {
        left = std::min(left, v.x());
        right = std::max(right, v.x());
        bottom = std::min(bottom, v.y());
        top = std::max(top, v.y());
    }
    const double pad = std::max(1.0, kPadShare * std::max(right - left, top - bottom));
    const EqualUnits::Ranges ranges =
        EqualUnits::fit(area, left - pad, right + pad, bottom - pad, top + pad);
    const QFont font = chartFont(ChartText::Label);
    const double widest = QFontMetricsF(font).horizontalAdvance(
        QLocale().toString(-10.0 * std::max({-left, right, -bottom, top}), 'f', 1));
    const double step = niceStep(std::max(ranges.roomyStep(font, widest),
                                          2.0 * std::max(ranges.xHalf, ranges.yHalf) / kMaxSteps));
    setAxisTicks(xAxis_, step);
    setAxisTicks(yAxis_, step);
    xAxis_->setRange(ranges.centre.x() - ranges.xHalf, ranges.centre.x() + ranges.xHalf);
    yAxis_->setRange(ranges.centre.y() - ranges.yHalf, ranges.centre.y() + ranges.yHalf);
}

void MixtureChart::placeOverlays() {
    QPolygonF region;
    if (hull_.size() > 2) {
        for (const QPointF& corner : std::as_const(hull_))
            region.append(positionOf(corner));
    }
    region_->setPolygon(region);
    // Each label outward from the values' centre, so it does not cover the region's inside,
    // then kept inside the plot area.
    QPointF centre;
    for (const QPointF& v : std::as_const(config_.values))
        centre += v;
    centre /= double(config_.values.size());
    const QRectF area = chart()->plotArea();
    for (int j = 0; j < labels_.size(); ++j) {
        QGraphicsSimpleTextItem* label = labels_.at(j);
        const QPointF v = config_.values.at(j);
        const QPointF at = positionOf(v);
        const QRectF box = label->boundingRect();
        const bool rightOf = v.x() >= centre.x();
        const bool above = v.y() >= centre.y();
        QPointF topLeft(rightOf ? at.x() + kLabelGap : at.x() - kLabelGap - box.width(),
                        above ? at.y() - kLabelGap - box.height() : at.y() + kLabelGap);
        topLeft.setX(std::clamp(topLeft.x(), area.left(),
                                std::max(area.left(), area.right() - box.width())));
        topLeft.setY(std::clamp(topLeft.y(), area.top(),
                                std::max(area.top(), area.bottom() - box.height())));
        label->setPos(topLeft);
    }
}

} // namespace attn::charts
