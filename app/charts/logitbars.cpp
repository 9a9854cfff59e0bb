// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/logitbars.h"
#include "app/charts/logitbarsaccessible.h"

#include "app/charts/barstyle.h"
#include "app/charts/contrast.h"
#include "app/charts/keyname.h"

#include "app/charts/chartpanel.h"
#include "core/numbertext.h"

#include <QAccessible>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QStaticText>

#include <algorithm>
#include <cmath>
#include <utility>

namespace attn::charts {

namespace {

constexpr double kHeadroom = 2.0; // room to drag the largest score to twice its size
constexpr double kGrowAt = 0.8;   // a score past this share of the range widens it
constexpr double kShrinkBelow = 0.1;
constexpr double kCoarseRange =
    100.0; // from this range up the bars' labels drop the step's decimals // scores all under this
           // share of it narrow it (settleRange)
constexpr double kMinRange = 1.0;   // bars of zeros still get a readable axis
constexpr double kBarShare = 0.6;   // a bar's width as a share of its column
constexpr double kGripHeight = 7.0; // the grip at a bar's end, in pixels
// Where a picture has no grip, a thinner mark keeps each bar's end in sight: beside a score of
// −1000 a bar of 2 is under a pixel tall, and without it only its label was left (sp29 item 10).
// Twice the zero line's width, so the mark still shows where the two meet.
constexpr double kEndMarkHeight = 3.0;
constexpr double kGripReach = 8.0; // how far above or below the grip a press still takes it
// Between a value label under a bar at the floor and the key names below it ("−3" touched
// "key 3").
constexpr double kKeyNameGap = 8.0;
constexpr double kMaxBarLines = 5.0; // a bar is at most this many text lines wide
constexpr qsizetype kMaxCachedLabels = 512;
constexpr double kMinSnapPixels = 4.0;
constexpr int kMinHeightLines = 13; // the drawing's height in text lines
// Snapped values are rounded to this many decimals, so 41 steps of 0.1 read 4.1, not
// 4.1000000000000005, in the text field.
constexpr double kDecimalGrid = 1e9;

} // namespace

LogitBars::LogitBars(QWidget* parent) : QWidget(parent) {
    // Qt keeps the factories for the whole process; installing it once is enough.
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(&logitBarsAccessible);
        return true;
    }();
    Q_UNUSED(factoryInstalled);
    setFocusPolicy(Qt::TabFocus);
    setMouseTracking(true); // the cursor shows what can be grabbed
    setAccessibleName(tr("Raw logits as bars"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    describe();
}

void LogitBars::setValues(const QList<double>& values) {
    if (values == values_)
        return;
    const QList<double> before = std::exchange(values_, values);
    active_ = std::clamp(active_, 0, std::max(0, int(values_.size()) - 1));
    if (dragged_ >= values_.size())
        dragged_ = -1;
    // The first values set the range; later ones only widen it (an axis that narrowed, or
    // widened from +-10 to +-20 as a typed 5 became 5.1, would move the bars under the reader).
    if (dragged_ < 0)
        fitRange(fitted_);
    describe();
    for (int i = 0; i < values_.size(); ++i) {
        if (i >= before.size() || before.at(i) != values_.at(i))
            announceValue(i);
    }
    update();
}

void LogitBars::setStep(double step) {
    if (step > 0 && std::isfinite(step))
        step_ = step;
}

void LogitBars::setEditable(bool editable) {
    if (editable_ == editable)
        return;
    editable_ = editable;
    setFocusPolicy(editable ? Qt::TabFocus : Qt::NoFocus);
    if (!editable) {
        dragged_ = -1;
        setHovered(-1);
        unsetCursor();
    }
    describe();
    update();
}

void LogitBars::setMasked(const QList<bool>& masked) {
    if (masked == masked_)
        return;
    masked_ = masked;
    if (dragged_ >= 0 && isMasked(dragged_))
        dragged_ = -1;
    if (hovered_ >= 0 && isMasked(hovered_))
        setHovered(-1);
    if (isMasked(active_)) {
        const int next = nearestUnmasked(active_, 1);
        active_ = next >= 0 ? next : active_;
    }
    describe();
    update();
}

int LogitBars::nearestUnmasked(int bar, int direction) const {
    const int count = int(values_.size());
    for (int step = 0; step < count; ++step) {
        for (int candidate : {bar + direction * step, bar - direction * step}) {
            if (candidate >= 0 && candidate < count && !isMasked(candidate))
                return candidate;
        }
    }
    return -1;
}

int LogitBars::nextUnmasked(int bar, int direction) const {
    for (int next = bar + direction; next >= 0 && next < values_.size(); next += direction) {
        if (!isMasked(next))
            return next;
    }
    return -1;
}

void LogitBars::setKeyNames(const QStringList& names) {
    if (names == keyNames_)
        return;
    keyNames_ = names;
    describe();
    update();
}

bool LogitBars::hasKeyNames() const {
    return !keyNames_.isEmpty() && keyNames_.size() == values_.size();
}

QString LogitBars::keyLabel(int bar) const {
    return hasKeyNames() ? keyNames_.value(bar) : keyName(bar);
}

QString LogitBars::barName(int bar) const {
    return hasKeyNames() ? tr("score of %1").arg(spokenText(keyNames_.value(bar)))
                         : tr("score of key %1").arg(bar + 1);
}

void LogitBars::setLabelsAsTyped(bool typed) {
    if (labelsAsTyped_ == typed)
        return;
    labelsAsTyped_ = typed;
    describe();
    update();
}

QString LogitBars::barValueText(int bar) const {
    if (bar < 0 || bar >= values_.size())
        return QString();
    if (isMasked(bar))
        return tr("masked");
    const double value = values_.at(bar);
    // As the field beside the bars writes it: "2" before typing and while typing alike (the
    // axis of a typed −1000 used to drop the step's decimals: "2.0", then "2").
    if (labelsAsTyped_)
        return formatSignificant(value, 6); // the field's six digits, trailing zeros dropped
    // On an axis of thousands the labels read "−1000" like its ticks ("10,000"), not "−1000.0".
    const int decimals = range_ >= kCoarseRange ? 0 : attn::decimalsOf(step_);
    // On the step's grid: as many decimals as the step ("4.0" for 0.1); else as drawn.
    if (attn::onDecimalGrid(value, decimals))
        return formatNumber(value, decimals);
    return valueText(value);
}

void LogitBars::setHovered(int bar) {
    if (hovered_ == bar)
        return;
    hovered_ = bar;
    update();
}

void LogitBars::setLimit(double maxAbs) {
    if (maxAbs > 0 && std::isfinite(maxAbs))
        limit_ = maxAbs;
    fitRange();
    update();
}

QSize LogitBars::sizeHint() const {
    return {480, (kMinHeightLines + (title_.isEmpty() ? 0 : 1)) * fontMetrics().height()};
}

QSize LogitBars::minimumSizeHint() const {
    return {160, sizeHint().height()};
}

QRectF LogitBars::plotArea() const {
    if (labelWidth_ < 0 || labelWidthRange_ != range_) {
        const QFontMetricsF metrics(font());
        labelWidth_ = std::max(metrics.horizontalAdvance(valueText(-range_)),
                               metrics.horizontalAdvance(valueText(range_)));
        labelWidthRange_ = range_;
        lineHeight_ = metrics.height();
    }
    // Within the margins (none on screen; a saved picture has some, see pictureCopy).
    const QRectF inner = contentsRect();
    const double axisTitle = axisTitle_.isEmpty() ? 0.0 : lineHeight_ + 4.0;
    const double title = title_.isEmpty() ? 0.0 : lineHeight_ + 6.0;
    const double left = inner.left() + axisTitle + labelWidth_ + 10.0;
    // Room for a value label above the tallest bar.
    const double top = inner.top() + title + lineHeight_ + 4.0;
    // a value label below, then the key names
    const double bottom = 2.0 * lineHeight_ + kGripHeight / 2 + kKeyNameGap + 2.0;
    return QRectF(left, top, std::max(1.0, inner.right() - left - 8.0),
                  std::max(1.0, inner.bottom() - top - bottom));
}

double LogitBars::yFor(double value) const {
    const QRectF area = plotArea();
    return area.center().y() - value / range_ * area.height() / 2.0;
}

double LogitBars::valueAtY(double y) const {
    const QRectF area = plotArea();
    return (area.center().y() - y) / (area.height() / 2.0) * range_;
}

QPoint LogitBars::pointFor(int bar, double value) const {
    const QRectF area = plotArea();
    const double column = area.width() / std::max<qsizetype>(1, values_.size());
    return QPointF(area.left() + (bar + 0.5) * column, yFor(value)).toPoint();
}

int LogitBars::columnAt(QPoint pos) const {
    const QRectF area = plotArea();
    if (values_.isEmpty() || pos.x() < area.left() || pos.x() >= area.right())
        return -1;
    const double column = area.width() / values_.size();
    return std::clamp(int((pos.x() - area.left()) / column), 0, int(values_.size()) - 1);
}

QRect LogitBars::columnRect(int bar) const {
    const QRectF area = plotArea();
    if (bar < 0 || bar >= values_.size())
        return {};
    const double column = area.width() / values_.size();
    return QRectF(area.left() + bar * column, 0, column, height()).toAlignedRect();
}

int LogitBars::barAt(QPoint pos) const {
    const int bar = columnAt(pos);
    return isMasked(bar) ? -1 : bar;
}

int LogitBars::handleAt(QPoint pos) const {
    // Only the grip takes a press (and the drag that follows): a click elsewhere on the chart,
    // say to give it focus, used to set the bar of its column to the pointer's height. The
    // target is wider and taller than the grip drawn, so it is easy to hit.
    const int bar = barAt(pos);
    if (bar < 0)
        return -1;
    const QRectF area = plotArea();
    const double column = area.width() / values_.size();
    const double barWidth =
        std::min(kBarShare * column, kMaxBarLines * QFontMetricsF(font()).height());
    const double centre = area.left() + (bar + 0.5) * column;
    const double y = yFor(std::clamp(values_.at(bar), -range_, range_));
    const double reach = std::max(kGripReach, 0.5 * QFontMetricsF(font()).height());
    return std::abs(pos.x() - centre) <= barWidth / 2 + 2 && std::abs(pos.y() - y) <= reach ? bar
                                                                                            : -1;
}

double LogitBars::snapped(double value, double step) const {
    const double reach = std::min(range_, limit_);
    if (!std::isfinite(value))
        return 0.0;
    value = std::clamp(value, -reach, reach);
    const double steps = std::round(value / step);
    const double on = std::round(steps * step * kDecimalGrid) / kDecimalGrid;
    return on == 0.0 ? 0.0 : on; // never -0 in the field
}

double LogitBars::dragStep() const {
    // A pixel is often more than one step (0.1 on a range of 10 over 80 px): the pointer snaps
    // to a multiple of the step (1, 2 or 5 times a power of ten) at least kMinSnapPixels apart,
    // so round values such as 8 are easy to hit. The keys keep the single step.
    const double pixelsPerUnit = plotArea().height() / (2.0 * range_);
    double step = step_;
    for (int i = 0; i < 30 && step * pixelsPerUnit < kMinSnapPixels; ++i)
        step = niceStep(step * 1.5);
    return step;
}

QList<double> LogitBars::tickValues() const {
    // A nice step that also lands on the range's ends, so the longest bar a slider allows has a
    // labelled line (a range of 3 had ticks at +-2 only, the bars reached +-3).
    double tick = niceStep(range_ / 2.0);
    for (int i = 0; i < 6; ++i) {
        const double steps = range_ / tick;
        if (std::abs(steps - std::round(steps)) < 1e-9 * steps)
            break;
        tick = niceStep(tick * 0.39); // the next nice step down: 2 -> 1, 1 -> 0.5, 5 -> 2
    }
    QList<double> ticks;
    const double first = -std::floor(range_ / tick + 1e-9) * tick;
    for (int i = 0;; ++i) {
        const double v = first + i * tick;
        if (v > range_ * (1 + 1e-9) || i > 100)
            break;
        ticks.append(std::abs(v) < 1e-12 * range_ ? 0.0 : v);
    }
    return ticks;
}

void LogitBars::drawLabel(QPainter& painter, const QRectF& box, Qt::Alignment align,
                          const QString& text) const {
    // The same few labels (key names, ticks, the values a drag passes) are drawn on every paint:
    // laid out once each. A font change (zoom) empties the cache.
    if (labelCache_.size() > kMaxCachedLabels)
        labelCache_.clear();
    auto it = labelCache_.find(text);
    if (it == labelCache_.end()) {
        QStaticText laidOut(text);
        laidOut.setTextFormat(Qt::PlainText);
        laidOut.setPerformanceHint(QStaticText::AggressiveCaching);
        laidOut.prepare(QTransform(), painter.font());
        it = labelCache_.insert(text, laidOut);
    }
    const QSizeF size = it->size();
    const double x = align & Qt::AlignRight     ? box.right() - size.width()
                     : align & Qt::AlignHCenter ? box.center().x() - size.width() / 2
                                                : box.left();
    painter.drawStaticText(QPointF(x, box.center().y() - size.height() / 2), *it);
}

QString LogitBars::valueText(double value) const {
    return formatSignificant(value, 3);
}

void LogitBars::setBar(int bar, double value, double step) {
    if (bar < 0 || bar >= values_.size())
        return;
    const double fitted = snapped(value, step);
    // Values set from outside carry the noise of their own arithmetic (a slider's -5 + 74 * 0.1
    // is 2.4000000000000004): the same score on the decimal grid is no edit.
    if (std::abs(values_[bar] - fitted) <= 1e-9 * std::max(1.0, std::abs(fitted)))
        return;
    values_[bar] = fitted;
    describe();
    announceValue(bar);
    update();
    emit valuesEdited(values_);
}

void LogitBars::setFixedRange(double range) {
    if (!(range > 0) || !std::isfinite(range))
        return;
    fixedRange_ = true;
    range_ = range;
    limit_ = std::min(limit_, range);
    update();
}

namespace {

double largestMagnitude(const QList<double>& values) {
    double largest = 0.0;
    for (double v : values) {
        if (std::isfinite(v))
            largest = std::max(largest, std::abs(v));
    }
    return largest;
}

} // namespace

void LogitBars::setHomeValues(const QList<double>& values) {
    homeRange_ = std::min(niceStep(std::max(kMinRange, kHeadroom * largestMagnitude(values))),
                          niceStep(limit_));
    fitRange();
    update();
}

void LogitBars::fitRange(bool onlyGrow) {
    if (fixedRange_)
        return;
    const double largest = largestMagnitude(values_);
    if (homeRange_ > 0) {
        // The state's range: the home range, or the nice range the largest score sits within
        // 80% of. The same edits before a restart widen it as far as its restored values do.
        range_ = std::min(std::max(homeRange_, niceStep(largest / kGrowAt)), niceStep(limit_));
        fitted_ = true;
        return;
    }
    // After the student's own edits the scale only grows, and only near the edge, so the bars
    // do not jump under the pointer between two drags.
    if (onlyGrow && largest <= kGrowAt * range_)
        return;
    const double fitted =
        std::min(niceStep(std::max(kMinRange, kHeadroom * largest)), niceStep(limit_));
    range_ = onlyGrow ? std::max(range_, fitted) : fitted;
    if (!values_.isEmpty())
        fitted_ = true;
}

void LogitBars::refitRange() {
    if (dragged_ >= 0)
        return;
    fitRange(false);
    update();
}

void LogitBars::settleRange() {
    if (dragged_ >= 0 || fixedRange_)
        return;
    if (homeRange_ > 0 || largestMagnitude(values_) < kShrinkBelow * range_)
        refitRange();
}

LogitBars::BarBox LogitBars::barBox(int bar) const {
    const QRectF area = plotArea();
    BarBox box;
    box.column = area.width() / std::max<qsizetype>(values_.size(), 1);
    box.width = std::min(kBarShare * box.column, kMaxBarLines * QFontMetricsF(font()).height());
    box.x = area.left() + (bar + 0.5) * box.column - box.width / 2;
    box.y0 = yFor(0.0);
    box.y1 = yFor(std::clamp(values_.value(bar), -range_, range_));
    // The hovered or dragged grip grows, so the student sees what a press takes; the value
    // label moves out of its way.
    box.gripHeight =
        editable_ && (bar == hovered_ || bar == dragged_) ? 2.0 * kGripHeight : kGripHeight;
    return box;
}

QFont LogitBars::valueLabelFont(int bar) const {
    // What is being typed for a bar is underlined, as an entry not yet made.
    QFont labelFont = font();
    labelFont.setUnderline(bar == active_ && !typed_.isEmpty());
    return labelFont;
}

QRectF LogitBars::valueLabelRect(int bar) const {
    if (bar < 0 || bar >= values_.size() || isMasked(bar))
        return {};
    const BarBox box = barBox(bar);
    const QFontMetricsF metrics(valueLabelFont(bar));
    const QString text = bar == active_ && !typed_.isEmpty() ? typed_ : barValueText(bar);
    const double width = metrics.horizontalAdvance(text);
    const double top = values_.at(bar) >= 0 ? box.y1 - box.gripHeight / 2 - metrics.height()
                                            : box.y1 + box.gripHeight / 2;
    return QRectF(box.x + box.width / 2 - width / 2, top, width, metrics.height());
}

QRectF LogitBars::focusFrameRect(int bar) const {
    if (bar < 0 || bar >= values_.size())
        return {};
    const QRectF area = plotArea();
    const BarBox box = barBox(bar);
    QRectF frame(box.x - 4, area.top(), box.width + 8, area.height());
    if (const QRectF label = valueLabelRect(bar); !label.isEmpty())
        frame = frame.united(label.adjusted(-3, -1, 3, 1));
    return frame;
}

void LogitBars::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QRectF area = plotArea();
    const QFontMetricsF metrics(font());
    // Grid lines at 3:1 against the page in light and dark palettes, dotted to stay quiet.
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.15);
    grid = withPaletteContrast(grid, pal, kMinNonTextContrast);
    // Numbers and key names quieter than the text at 4.5:1, as every chart's axes draw theirs
    // (ChartPanel::styleAxis).
    const QColor tickLabel = withPaletteContrast(pal.color(QPalette::PlaceholderText), pal, 4.5);
    drawTitles(painter);
    painter.setFont(font());
    // Ticks at a nice step, labelled with the application's number rule (a real minus sign).
    for (double v : tickValues()) {
        const double y = yFor(v);
        const bool zero = std::abs(v) < 1e-12 * range_;
        painter.setPen(QPen(zero ? pal.color(QPalette::Text) : grid, zero ? 1.5 : 1.0,
                            zero ? Qt::SolidLine : Qt::DotLine));
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        painter.setPen(tickLabel);
        const QString label = valueText(std::abs(v) < 1e-12 * range_ ? 0.0 : v);
        drawLabel(painter, QRectF(0, y - metrics.height() / 2, area.left() - 6, metrics.height()),
                  Qt::AlignRight | Qt::AlignVCenter, label);
    }
    if (values_.isEmpty())
        return;
    const double column = area.width() / values_.size();
    const double barWidth = std::min(kBarShare * column, kMaxBarLines * metrics.height());
    // The one bar look of every chart (barstyle.h).
    const BarStyle look = barStyle(pal);
    const QBrush bar = look.fill;
    for (int i = 0; i < values_.size(); ++i) {
        const double x = area.left() + (i + 0.5) * column - barWidth / 2;
        painter.setFont(font()); // the label of a bar being typed is underlined
        painter.setPen(tickLabel);
        drawLabel(painter,
                  QRectF(x - column / 2,
                         area.bottom() + kGripHeight / 2 + metrics.height() + kKeyNameGap,
                         barWidth + column, metrics.height()),
                  Qt::AlignCenter, keyLabel(i));
        if (isMasked(i)) {
            // Down to -inf: a hollow bar from the zero line past the floor of the drawing.
            QColor outline = pal.color(QPalette::Text);
            outline.setAlphaF(0.5);
            outline = withPaletteContrast(outline, pal, kMinNonTextContrast);
            painter.setPen(QPen(outline, 1.0, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            const double y0 = yFor(0.0);
            painter.drawRect(QRectF(x, y0, barWidth, area.bottom() - y0));
            painter.setPen(pal.color(QPalette::Text));
            drawLabel(painter, QRectF(x - column, y0 + 4, barWidth + 2 * column, metrics.height()),
                      Qt::AlignCenter, tr("masked"));
            continue;
        }
        const double v = std::clamp(values_.at(i), -range_, range_);
        const double y0 = yFor(0.0), y1 = yFor(v);
        painter.fillRect(QRectF(x, std::min(y0, y1), barWidth, std::abs(y1 - y0)), bar);
        // The grip: what the pointer grabs, at the bar's end. The hovered or dragged grip grows,
        // so the student sees what a press takes; the value label moves out of its way.
        const double gripHeight =
            editable_ && (i == hovered_ || i == dragged_) ? 2.0 * kGripHeight : kGripHeight;
        // A bar that cannot be dragged has no grip: it looks as the score charts' bars do, its
        // end mark in the bar's own colour.
        if (editable_) {
            // A handle, not a cap: a pill narrower than the bar with three ridges across it, the
            // usual sign of a thing to drag (a dark strip as wide as the bar read as the bar's
            // end, issue 19). The press target stays the bar's whole width (handleAt).
            QColor gripColor = pal.color(QPalette::Text);
            gripColor.setAlphaF(isEnabled() ? 0.75 : 0.35);
            const double gripWidth = std::min(barWidth, std::max(22.0, 0.55 * barWidth));
            const QRectF pill(x + (barWidth - gripWidth) / 2, y1 - gripHeight / 2, gripWidth,
                              gripHeight);
            QPainterPath grip;
            grip.addRoundedRect(pill, gripHeight / 2, gripHeight / 2);
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.fillPath(grip, gripColor);
            painter.setPen(QPen(pal.color(QPalette::Base), 1.0));
            const double ridge = std::max(1.5, 0.25 * gripHeight);
            for (const int r : {-1, 0, 1}) {
                const double rx = pill.center().x() + 3.5 * r;
                painter.drawLine(QPointF(rx, pill.center().y() - ridge),
                                 QPointF(rx, pill.center().y() + ridge));
            }
            painter.restore();
        } else {
            painter.fillRect(QRectF(x, y1 - kEndMarkHeight / 2, barWidth, kEndMarkHeight), bar);
        }
        if (hasFocus() && i == active_) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), 2.0, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(focusFrameRect(i));
        }
        painter.setPen(look.label);
        // "1.0" beside a slider that shows "1.0"; what is being typed for the bar, underlined.
        const bool typing = i == active_ && !typed_.isEmpty();
        const QString text = typing ? typed_ : barValueText(i);
        painter.setFont(valueLabelFont(i));
        const QRectF textBox = valueLabelRect(i);
        const QRectF label(x - column, textBox.top(), barWidth + 2 * column, textBox.height());
        if (typing)
            painter.drawText(label, Qt::AlignCenter, text);
        else
            drawLabel(painter, label, Qt::AlignCenter, text);
    }
}

} // namespace attn::charts
