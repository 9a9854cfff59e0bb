// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/barlabels.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <optional>

namespace attn::charts {

namespace {

// Pixels between a label and its bar, and between neighbouring labels.
constexpr qreal kGap = 2.0;

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

qreal BarLabels::headroomPixels() const {
    return QFontMetricsF(font_).height() + 2.0 * kGap;
}

bool BarLabels::fitsInsideBar(const QString& text, qsizetype bars) const {
    const QRectF plot = chart_->plotArea();
    const qreal slot =
        (barsRunAcross() ? plot.height() : plot.width()) / qreal(std::max<qsizetype>(1, bars));
    // As tryLayout asks of a label inside its bar, at the smallest size it shrinks labels to,
    // a pixel to spare for the text item's box.
    QFont smallest = font_;
    smallest.setPointSizeF(kMinPointSize);
    return QFontMetricsF(smallest).horizontalAdvance(text) + 2.0 * kGap + 1.0 <=
           slot * series_->barWidth();
}

bool BarLabels::barsRunAcross() const {
    return series_->type() == QAbstractSeries::SeriesTypeHorizontalBar;
}

QList<qreal> BarLabels::gridLines() const {
    QList<qreal> out;
    const bool across = barsRunAcross();
    const Qt::Orientation valueSide = across ? Qt::Horizontal : Qt::Vertical;
    for (QAbstractAxis* attached : series_->attachedAxes()) {
        auto* axis = qobject_cast<QValueAxis*>(attached);
        if (!axis || axis->orientation() != valueSide || !axis->isGridLineVisible())
            continue;
        QList<double> ticks;
        const double span = axis->max() - axis->min();
        if (axis->tickType() == QValueAxis::TicksDynamic && axis->tickInterval() > 0) {
            const double step = axis->tickInterval();
            // Bounded: an axis asks for tens of ticks, never thousands.
            double v = axis->tickAnchor() +
                       std::ceil((axis->min() - axis->tickAnchor()) / step - 1e-9) * step;
            for (int i = 0; i < 1000 && v <= axis->max() + 1e-9 * span; ++i, v += step)
                ticks.append(v);
        } else if (axis->tickCount() > 1) {
            for (int i = 0; i < axis->tickCount(); ++i)
                ticks.append(axis->min() + span * i / (axis->tickCount() - 1));
        }
        for (const double v : std::as_const(ticks)) {
            const QPointF at =
                chart_->mapToPosition(across ? QPointF(v, 0.0) : QPointF(0.0, v), series_);
            out.append(across ? at.x() : at.y());
        }
    }
    return out;
}

std::optional<QRectF> BarLabels::offGridLines(QRectF rect, const QList<qreal>& lines) const {
    // A grid line through a label strikes its digits out (lesson 5's walkthrough: percentages
    // on the 25 % line, issue 19): the label moves away from its bar's end past the line, at
    // most past every line; none where that would leave the plot.
    const QRectF plot = chart_->plotArea();
    const bool across = barsRunAcross();
    for (int moves = 0; moves <= lines.size(); ++moves) {
        bool crossed = false;
        for (const qreal line : lines) {
            const qreal lo = across ? rect.left() : rect.top();
            const qreal hi = across ? rect.right() : rect.bottom();
            if (line < lo - 1.0 || line > hi + 1.0)
                continue;
            crossed = true;
            if (across)
                rect.moveLeft(line + kGap);
            else
                rect.moveBottom(line - kGap);
        }
        if (!crossed) {
            if (plot.contains(rect))
                return rect;
            break;
        }
    }
    return std::nullopt;
}

void BarLabels::relayout() {
    // Key names beside bars that run across stand level in their own column.
    if (categories_ && !barsRunAcross() && !texts_.isEmpty() && chart_->plotArea().isValid()) {
        // From the chart's text font (ChartPanel::restyle), never from the axis' current one,
        // so the choice does not feed back on itself.
        const QFont base = chart_->font();
        const qreal slot = chart_->plotArea().width() / qreal(texts_.size());
        // Qt Charts elides a category label well before it touches the next one (measured:
        // "k1" at 9 pt was cut in slots of 28 px); twice its width plus padding is safe.
        const auto levelFits = [&](const QFont& font) {
            const QFontMetricsF metrics(font);
            qreal widest = 0.0;
            for (const QString& key : categories_->categories())
                widest = std::max(widest, metrics.horizontalAdvance(key));
            return 2.0 * widest + 6.0 * kGap <= slot;
        };
        // Level first, a smaller font before a turned one: names read sideways under level
        // value labels were issue 19's complaint. Turned only when even the floor is too wide.
        QFont keys = base;
        int angle = 0;
        if (!levelFits(keys) && base.pointSizeF() > 0) {
            qreal size = base.pointSizeF();
            while (size > kMinPointSize && !levelFits(keys)) {
                size = std::max(kMinPointSize, size - 0.5);
                keys.setPointSizeF(size);
            }
            if (!levelFits(keys)) {
                angle = -90;
                keys = base;
                // Upright, a label needs its line height across: shrink the font where even
                // that is too wide for the slot.
                size = base.pointSizeF();
                while (size > kMinPointSize && QFontMetricsF(keys).height() + 6.0 * kGap > slot) {
                    size = std::max(kMinPointSize, size - 0.5);
                    keys.setPointSizeF(size);
                }
            }
        }
        if (categories_->labelsAngle() != angle)
            categories_->setLabelsAngle(angle);
        if (categories_->labelsFont() != keys)
            categories_->setLabelsFont(keys);
    }
    if (visible_ && !texts_.isEmpty() && chart_->plotArea().isValid()) {
        QFont font = font_;
        const qreal size = font.pointSizeF() > 0 ? font.pointSizeF() : 9.0;
        // Labels always stand level, each inside its own bar's column: turned a quarter they
        // read sideways beside the level key names (sp27), and staggered or set beside a bar
        // they reached into the next key's column and read as its value (sp28 item 7). So a
        // label that does not fit shrinks, down to the floor.
        for (qreal at = size; at >= kMinPointSize - 1e-9; at -= 0.5) {
            font.setPointSizeF(at);
            if (barsRunAcross() ? tryAcross(font) : tryLayout(font)) {
                layout_ = Layout::Horizontal;
                shownPointSize_ = at;
                return;
            }
        }
    }
    for (QGraphicsSimpleTextItem* item : std::as_const(items_))
        item->setVisible(false);
    layout_ = Layout::Hidden;
    shownPointSize_ = 0.0;
}

bool BarLabels::tryLayout(const QFont& font) {
    const QRectF plot = chart_->plotArea();
    const qsizetype n = texts_.size();
    const qreal slot = plot.width() / qreal(n);
    const QList<qreal> lines = gridLines();
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
        if (across + kGap > slot)
            return false;
        const double value = std::isfinite(values_.value(i)) ? values_.value(i) : 0.0;
        const QPointF foot = chart_->mapToPosition(QPointF(qreal(i), 0.0), series_);
        const QPointF head = chart_->mapToPosition(QPointF(qreal(i), value), series_);
        const qreal top = std::clamp(head.y(), plot.top(), plot.bottom());
        const qreal left = foot.x() - across / 2.0;
        QRectF rect(left, top - kGap - along, across, along);
        bool in = false;
        if (rect.top() < plot.top()) {
            // No room above (a bar near the axis' top, which ends at its bound): inside
            // the bar's top, in the bar's contrast colour, and only where the bar is wider than
            // the label. Wider, its ends were white on the white plot ("> 99.9%" read "99.9"),
            // and set beside the bar it stood in the next key's column (sp28 item 7).
            rect.moveTop(top + kGap);
            in = true;
            if (across + 2.0 * kGap > slot * series_->barWidth())
                return false;
        } else if (const std::optional<QRectF> off = offGridLines(rect, lines)) {
            rect = *off;
        } else if (across + 2.0 * kGap <= slot * series_->barWidth() &&
                   foot.y() - top >= along + 2.0 * kGap) {
            // No room past the line above: inside the bar's top, where no grid line shows.
            rect.moveTop(top + kGap);
            in = true;
        }
        // Inside its own column: a label reaching into the next one reads as that key's.
        const qreal columnLeft = std::max(plot.left(), foot.x() - slot / 2.0);
        const qreal columnRight = std::min(plot.right(), foot.x() + slot / 2.0);
        if (rect.top() < plot.top() || rect.bottom() > plot.bottom() ||
            rect.left() < columnLeft - 0.5 || rect.right() > columnRight + 0.5)
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

bool BarLabels::tryAcross(const QFont& font) {
    const QRectF plot = chart_->plotArea();
    const qsizetype n = texts_.size();
    const qreal slot = plot.height() / qreal(n);
    const QList<qreal> lines = gridLines();
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
        } else if (const std::optional<QRectF> off = offGridLines(rect, lines)) {
            rect = *off;
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
