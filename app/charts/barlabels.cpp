// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/barlabels.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

// Pixels between a label and its bar, and between neighbouring labels.
constexpr qreal kGap = 2.0;
// How many points a label may lose before every other label is raised a line.
constexpr qreal kLevelShrink = 1.5;

} // namespace

BarLabels::BarLabels(QChart* chart, QAbstractBarSeries* series) : chart_(chart), series_(series) {
    font_ = chart->font();
    plotAreaConnection_ =
        QObject::connect(chart, &QChart::plotAreaChanged, chart, [this] { relayout(); });
}

BarLabels::~BarLabels() {
    QObject::disconnect(plotAreaConnection_);
    // The items belong to the chart, which may already be gone when a panel is torn down; the
    // chart deletes its child items itself, so only items of a living chart are removed here.
}

void BarLabels::setLabels(const QStringList& texts, const QList<double>& values) {
    texts_ = texts;
    values_ = values;
    while (items_.size() < texts_.size()) {
        auto* item = new QGraphicsSimpleTextItem(chart_);
        item->setZValue(100); // over the bars
        item->setBrush(outside_);
        items_.append(item);
    }
    while (items_.size() > texts_.size())
        delete items_.takeLast();
    relayout();
}

void BarLabels::setColors(const QColor& outside, const QColor& inside) {
    outside_ = outside;
    inside_ = inside;
    relayout();
}

void BarLabels::setFont(const QFont& font) {
    font_ = font;
    relayout();
}

void BarLabels::setVisible(bool visible) {
    visible_ = visible;
    relayout();
}

QList<QRectF> BarLabels::sceneRects() const {
    QList<QRectF> out;
    for (const QGraphicsSimpleTextItem* item : items_) {
        if (item->isVisible())
            out.append(item->mapRectToScene(item->boundingRect()));
    }
    return out;
}

void BarLabels::setCategoryAxis(QBarCategoryAxis* axis) {
    categories_ = axis;
    relayout();
}

bool BarLabels::barsRunAcross() const {
    return series_->type() == QAbstractSeries::SeriesTypeHorizontalBar;
}

void BarLabels::relayout() {
    // Key names beside bars that run across stand level in their own column.
    if (categories_ && !barsRunAcross() && !texts_.isEmpty() && chart_->plotArea().isValid()) {
        // From the chart's text font (ChartPanel::restyle), never from the axis' current one,
        // so the choice does not feed back on itself.
        const QFont base = chart_->font();
        const QFontMetricsF metrics(base);
        qreal widest = 0.0;
        for (const QString& key : categories_->categories())
            widest = std::max(widest, metrics.horizontalAdvance(key));
        // Qt Charts elides a category label well before it touches the next one (measured:
        // "k1" at 9 pt was cut in slots of 28 px); twice its width plus padding is safe.
        const qreal slot = chart_->plotArea().width() / qreal(texts_.size());
        const int angle = 2.0 * widest + 6.0 * kGap > slot ? -90 : 0;
        if (categories_->labelsAngle() != angle)
            categories_->setLabelsAngle(angle);
        // Upright, a label needs its line height across: shrink the font where even that is
        // too wide for the slot.
        QFont keys = base;
        if (angle != 0 && base.pointSizeF() > 0) {
            qreal size = base.pointSizeF();
            while (size > kMinPointSize && QFontMetricsF(keys).height() + 6.0 * kGap > slot) {
                size = std::max(kMinPointSize, size - 0.5);
                keys.setPointSizeF(size);
            }
        }
        if (categories_->labelsFont() != keys)
            categories_->setLabelsFont(keys);
    }
    if (visible_ && !texts_.isEmpty() && chart_->plotArea().isValid()) {
        QFont font = font_;
        const qreal size = font.pointSizeF() > 0 ? font.pointSizeF() : 9.0;
        // Labels always stand level: turned a quarter they read sideways beside the level key
        // names and readout (sp27, lesson 5 in German at 800 px). A little smaller first, then
        // every other label a line higher (twice the room across), then smaller to the floor.
        const auto fits = [&](qreal from, qreal to, bool staggered) {
            for (qreal at = from; at >= to - 1e-9; at -= 0.5) {
                font.setPointSizeF(at);
                if (barsRunAcross() ? tryAcross(font) : tryLayout(font, staggered)) {
                    layout_ = staggered ? Layout::Staggered : Layout::Horizontal;
                    shownPointSize_ = at;
                    return true;
                }
            }
            return false;
        };
        const qreal shrunk = std::max(kMinPointSize, size - kLevelShrink);
        if (fits(size, shrunk, false) || (!barsRunAcross() && fits(size, kMinPointSize, true)) ||
            fits(shrunk - 0.5, kMinPointSize, false))
            return;
    }
    for (QGraphicsSimpleTextItem* item : std::as_const(items_))
        item->setVisible(false);
    layout_ = Layout::Hidden;
    shownPointSize_ = 0.0;
}

bool BarLabels::tryLayout(const QFont& font, bool staggered) {
    const QRectF plot = chart_->plotArea();
    const qsizetype n = texts_.size();
    const qreal slot = plot.width() / qreal(n);
    QList<QRectF> rects;
    QList<bool> inside;
    rects.reserve(n);
    inside.reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        QGraphicsSimpleTextItem* item = items_.at(i);
        item->setFont(font);
        item->setText(texts_.at(i));
        const QRectF box = item->boundingRect();
        const qreal across = box.width();
        const qreal along = box.height();
        // Staggered, a label's neighbours stand on the other row: it may take two slots.
        if (across + kGap > (staggered ? 2.0 : 1.0) * slot)
            return false;
        const double value = std::isfinite(values_.value(i)) ? values_.value(i) : 0.0;
        const QPointF foot = chart_->mapToPosition(QPointF(qreal(i), 0.0), series_);
        const QPointF head = chart_->mapToPosition(QPointF(qreal(i), value), series_);
        const qreal top = std::clamp(head.y(), plot.top(), plot.bottom());
        const qreal left = foot.x() - across / 2.0;
        const qreal raised = staggered && i % 2 == 1 ? along + kGap : 0.0;
        QRectF rect(left, top - kGap - along - raised, across, along);
        bool in = false;
        if (rect.top() < plot.top()) {
            rect.moveTop(top + kGap);
            in = true;
            // Inside the bar the label is drawn in the bar's contrast colour: wider than the
            // bar, its ends were white on the white plot ("> 99.9%" read "99.9"). Such a label
            // stands beside the bar's top instead, where the neighbour's bar is lower.
            const qreal half = slot * series_->barWidth() / 2.0;
            if (across + 2.0 * kGap > 2.0 * half) {
                in = false;
                bool placed = false;
                for (int side : {1, -1}) {
                    rect.moveLeft(side > 0 ? foot.x() + half + kGap
                                           : foot.x() - half - kGap - across);
                    const qsizetype next = i + side;
                    const double nextValue =
                        next >= 0 && next < n && std::isfinite(values_.value(next))
                            ? values_.value(next)
                            : 0.0;
                    const qreal nextTop =
                        chart_->mapToPosition(QPointF(qreal(next), nextValue), series_).y();
                    if (rect.left() >= plot.left() && rect.right() <= plot.right() &&
                        nextTop > rect.bottom() + kGap) {
                        placed = true;
                        break;
                    }
                }
                if (!placed)
                    return false;
            }
        }
        if (rect.top() < plot.top() || rect.bottom() > plot.bottom() || rect.left() < plot.left() ||
            rect.right() > plot.right())
            return false;
        // Wider than its slot, a label may reach its neighbour's: never over it.
        for (const QRectF& before : std::as_const(rects)) {
            if (before.adjusted(-kGap, 0, kGap, 0).intersects(rect))
                return false;
        }
        rects.append(rect);
        inside.append(in);
    }
    for (qsizetype i = 0; i < n; ++i) {
        QGraphicsSimpleTextItem* item = items_.at(i);
        item->setRotation(0.0);
        item->setPos(rects.at(i).topLeft());
        item->setBrush(inside.at(i) ? inside_ : outside_);
        item->setVisible(true);
    }
    return true;
}

bool BarLabels::tryAcross(const QFont& font) {
    const QRectF plot = chart_->plotArea();
    const qsizetype n = texts_.size();
    const qreal slot = plot.height() / qreal(n);
    QList<QRectF> rects;
    QList<bool> inside;
    for (qsizetype i = 0; i < n; ++i) {
        QGraphicsSimpleTextItem* item = items_.at(i);
        item->setFont(font);
        item->setText(texts_.at(i));
        const QRectF box = item->boundingRect();
        if (box.height() + kGap > slot)
            return false;
        const double value = std::isfinite(values_.value(i)) ? values_.value(i) : 0.0;
        const qreal at = topDown_ ? qreal(n - 1 - i) : qreal(i);
        const QPointF foot = chart_->mapToPosition(QPointF(0.0, at), series_);
        const QPointF head = chart_->mapToPosition(QPointF(value, at), series_);
        const qreal end = std::clamp(head.x(), plot.left(), plot.right());
        // After the bar's end; where the plot ends first, inside the bar's end, in the bar's
        // contrast colour, and only where the bar is longer and thicker than the label.
        QRectF rect(end + kGap, foot.y() - box.height() / 2.0, box.width(), box.height());
        bool in = false;
        if (rect.right() > plot.right()) {
            rect.moveRight(end - kGap);
            in = true;
            if (rect.left() < foot.x() + kGap || box.height() > slot * series_->barWidth())
                return false;
        }
        if (rect.top() < plot.top() || rect.bottom() > plot.bottom() || rect.left() < plot.left())
            return false;
        rects.append(rect);
        inside.append(in);
    }
    for (qsizetype i = 0; i < n; ++i) {
        QGraphicsSimpleTextItem* item = items_.at(i);
        item->setRotation(0.0);
        item->setPos(rects.at(i).topLeft());
        item->setBrush(inside.at(i) ? inside_ : outside_);
        item->setVisible(true);
    }
    return true;
}

} // namespace attn::charts
