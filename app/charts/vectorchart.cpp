// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/vectorchart.h"

#include "app/charts/contrast.h"
#include "app/charts/numberaxis.h"
#include "core/numbertext.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace attn::charts {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr int kArcPoints = 48;          // smooth at any angle up to 360 degrees
constexpr double kHeadPixels = 14.0;    // arrowhead stroke length: longer than a handle is wide
constexpr double kHeadAngle = 0.45;     // half-opening of an arrowhead, radians
constexpr double kAWidth = 5.0;         // pen of arrow a, drawn under b
constexpr double kBWidth = 2.5;         // pen of arrow b
constexpr double kTicksPerExtent = 3.0; // tick steps from the origin to the extent
// At most this many tick steps from the origin to either end of an axis, however flat the panel.
constexpr double kMaxStepsPerHalf = 8.0;
constexpr double kHandleSize = 11.0;    // the round handle on a draggable tip, in pixels
constexpr double kFocusRingSize = 22.0; // the ring around the handle the keys act on
constexpr double kHoverSize = 19.0;     // the halo behind the handle under the pointer
// A draggable tip's arrowhead points at the handle's rim instead of its centre: under the handle
// the whole head was hidden (a student pass: "the arrows have no heads").
constexpr double kHeadSetBack = kHandleSize / 2.0 + 2.0;
constexpr double kShadowWidth = 6.0; // pen of the shadow band, in pixels
// The shadow runs beside a's line, on the side away from b, so neither arrow lies on it: on the
// line itself b disappeared into it at 180 degrees and a at 0.
constexpr double kShadowGap = kAWidth / 2.0 + kShadowWidth / 2.0 + 1.0;

// Two short strokes `size` long back from a point `setBack` before `tip`, on the line from
// `from`; nothing when the arrow is too short to show a head beside its handle.
QList<QPointF> arrowHead(QPointF from, QPointF tip, double size, double setBack) {
    const double dx = tip.x() - from.x(), dy = tip.y() - from.y();
    const double length = std::hypot(dx, dy);
    if (length < 1e-12 || length <= setBack)
        return {};
    const QPointF apex(tip.x() - setBack * dx / length, tip.y() - setBack * dy / length);
    const double back = std::atan2(-dy, -dx);
    const double s = std::min(size, 0.5 * (length - setBack));
    return {QPointF(apex.x() + s * std::cos(back + kHeadAngle),
                    apex.y() + s * std::sin(back + kHeadAngle)),
            apex,
            QPointF(apex.x() + s * std::cos(back - kHeadAngle),
                    apex.y() + s * std::sin(back - kHeadAngle))};
}

// A factor in a product: a negative one in parentheses ("2.00 × (−0.500)"), as in print.
QString factorText(const QString& number) {
    return QString::fromStdString(attn::factorText(number.toStdString()));
}

double finiteOr(double value, double fallback) {
    return std::isfinite(value) ? value : fallback;
}

// The arrows' and the angle's names as the lesson typesets $a$, $b$ and $\theta$: Unicode's
// mathematical italic letters, which the page's math font and DejaVu Serif draw (sp29 item 11:
// the legend and the readout set a and b upright beside the prose's italic a and b). The plain
// text (the accessible name and description) keeps the ASCII letters.
QString withMathLetters(const QString& text) {
    // A lone a, b or θ: no other letter beside it ("a·b", "|a|", "cos θ"; not the "a" of "auf").
    static const QRegularExpression letter(QStringLiteral("(?<!\\w)[abθ](?!\\w)"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    QString shown = text;
    for (auto it = letter.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QChar c = match.captured().front();
        const char32_t italic = c == QLatin1Char('a')   ? 0x1D44E  // 𝑎
                                : c == QLatin1Char('b') ? 0x1D44F  // 𝑏
                                                        : 0x1D703; // 𝜃
        // Each letter becomes two UTF-16 units, so what follows moves one place on per letter.
        const qsizetype at = match.capturedStart() + (shown.size() - text.size());
        shown.replace(at, 1, QString::fromUcs4(&italic, 1));
    }
    return shown;
}

} // namespace

VectorChart::VectorChart(const VectorConfig& config, QWidget* parent)
    : ChartPanel(parent), config_(config), a_(new QLineSeries(this)), b_(new QLineSeries(this)),
      aHead_(new QLineSeries(this)), bHead_(new QLineSeries(this)), arc_(new QLineSeries(this)),
      drop_(new QLineSeries(this)), shadow_(new QLineSeries(this)),
      handles_(new QScatterSeries(this)), focusRing_(new QScatterSeries(this)),
      hover_(new QScatterSeries(this)), typedItem_(nullptr), xAxis_(new NumberAxis),
      yAxis_(new NumberAxis) {
    config_.extent = config_.extent > 0 && std::isfinite(config_.extent) ? config_.extent : 1.0;
    a_->setName(withMathLetters(tr("a")));
    b_->setName(withMathLetters(tr("b")));
    shadow_->setName(withMathLetters(tr("shadow of b on a: |b| cos θ")));
    // Drawn back to front: the shadow under the arrows.
    const QList<QXYSeries*> drawn = {shadow_, drop_,  arc_,   a_,       aHead_,
                                     b_,      bHead_, hover_, handles_, focusRing_};
    for (QXYSeries* s : drawn)
        chart()->addSeries(s);
    addStyledAxis(xAxis_, Qt::AlignBottom, QString());
    addStyledAxis(yAxis_, Qt::AlignLeft, QString());
    for (QXYSeries* s : drawn) {
        s->attachAxis(xAxis_);
        s->attachAxis(yAxis_);
    }
    handles_->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    handles_->setMarkerSize(kHandleSize);
    focusRing_->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    focusRing_->setMarkerSize(kFocusRingSize);
    hover_->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    hover_->setMarkerSize(kHoverSize);
    for (QXYSeries* s : {static_cast<QXYSeries*>(drop_), static_cast<QXYSeries*>(arc_),
                         static_cast<QXYSeries*>(aHead_), static_cast<QXYSeries*>(bHead_),
                         static_cast<QXYSeries*>(handles_), static_cast<QXYSeries*>(focusRing_),
                         static_cast<QXYSeries*>(hover_)}) {
        if (auto* marker = chart()->legend()->markers(s).value(0))
            marker->setVisible(false);
    }
    setTitle(tr("Two arrows and their dot product"));
    setSummary(tr("Two arrows from the origin: a along the horizontal axis and b at the angle "
                  "theta. A dashed line drops b onto a's line; the thick segment there is |b| "
                  "cos theta, and the dot product is |a| times it."));
    // The plot area settles after layout (and moves with the axis labels): keep units equal.
    connect(chart(), &QChart::plotAreaChanged, this, &VectorChart::fitEqualUnits);
    fitEqualUnits();
    chartView()->installEventFilter(this);
    chartView()->viewport()->installEventFilter(this);
    chartView()->viewport()->setMouseTracking(true); // the cursor shows what can be grabbed
    // What is typed for a tip, beside it, above the series.
    typedItem_ = new QGraphicsSimpleTextItem(chart());
    typedItem_->setZValue(10);
    typedItem_->hide();
    restyle();
    redraw();
}

void VectorChart::setDraggable(bool aDraggable, bool bDraggable) {
    aDraggable_ = aDraggable;
    bDraggable_ = bDraggable;
    if (!isDraggable(activeTip_))
        activeTip_ = aDraggable ? VectorTip::A : VectorTip::B;
    redraw(); // a draggable tip's head makes room for its handle
}

bool VectorChart::isDraggable(VectorTip tip) const {
    return (tip == VectorTip::A && aDraggable_) || (tip == VectorTip::B && bDraggable_);
}

QPoint VectorChart::tipInViewport(VectorTip tip) const {
    const QPointF value = tip == VectorTip::A ? aTip() : bTip();
    const QPointF scene = chart()->mapToPosition(value, a_);
    return chartView()->mapFromScene(scene);
}

void VectorChart::placeTyped() {
    if (typedItem_ == nullptr)
        return;
    if ((typed_.isEmpty() && fittedNote_.isEmpty()) || !isDraggable(activeTip_)) {
        typedItem_->hide();
        return;
    }
    // Underlined, as the bars show a number typed and not yet entered, up and right of the tip;
    // after Enter, plain, where the typed point was fitted to.
    QFont font = chartFont(ChartText::Label);
    font.setUnderline(!typed_.isEmpty());
    typedItem_->setFont(font);
    typedItem_->setBrush(palette().color(QPalette::Text));
    typedItem_->setText(typed_.isEmpty() ? fittedNote_ : typed_);
    const QPointF tip = chart()->mapToPosition(activeTip_ == VectorTip::A ? aTip() : bTip(), a_);
    const QRectF box = typedItem_->boundingRect();
    QPointF at = tip + QPointF(kFocusRingSize / 2.0 + 2.0, -kFocusRingSize / 2.0 - box.height());
    // Inside the plot, on the tip's other side where the right edge is near.
    const QRectF area = chart()->plotArea();
    if (at.x() + box.width() > area.right())
        at.setX(tip.x() - kFocusRingSize / 2.0 - 2.0 - box.width());
    at.setX(std::max(at.x(), area.left() + 2.0)); // a long note in a narrow plot: all of it
    if (at.y() < area.top())
        at.setY(tip.y() + kFocusRingSize / 2.0 + 2.0);
    typedItem_->setPos(at);
    typedItem_->show();
}

void VectorChart::showHandles() {
    QList<QPointF> handles;
    if (aDraggable_)
        handles.append(aTip());
    if (bDraggable_)
        handles.append(bTip());
    handles_->replace(handles);
    const bool ring = hasFocusedHandle_ && isDraggable(activeTip_);
    focusRing_->replace(ring ? QList<QPointF>{activeTip_ == VectorTip::A ? aTip() : bTip()}
                             : QList<QPointF>{});
    const VectorTip lit = dragged_ != VectorTip::None ? dragged_ : hovered_;
    hover_->replace(isDraggable(lit) ? QList<QPointF>{lit == VectorTip::A ? aTip() : bTip()}
                                     : QList<QPointF>{});
    placeTyped();
    announce();
}

void VectorChart::setVectors(double aLength, double bLength, double angleDegrees) {
    config_.aLength = std::max(0.0, finiteOr(aLength, 0.0));
    config_.bLength = std::max(0.0, finiteOr(bLength, 0.0));
    config_.angleDegrees = finiteOr(angleDegrees, 0.0);
    redraw();
}

void VectorChart::setLengthDecimals(int aDecimals, int bDecimals) {
    aDecimals_ = aDecimals;
    bDecimals_ = bDecimals;
    redraw();
}

double VectorChart::dot() const {
    return config_.aLength * config_.bLength * std::cos(config_.angleDegrees * kPi / 180.0);
}

QPointF VectorChart::aTip() const {
    return {config_.aLength, 0.0};
}

QPointF VectorChart::bTip() const {
    const double theta = config_.angleDegrees * kPi / 180.0;
    return {config_.bLength * std::cos(theta), config_.bLength * std::sin(theta)};
}

QPointF VectorChart::shadowFoot() const {
    return {bTip().x(), 0.0};
}

double VectorChart::yExtent() const {
    return yAxis_->max();
}

void VectorChart::applySeriesColors() {
    const QColor aColor = seriesColor(SeriesRole::Primary);
    const QColor bColor = seriesColor(SeriesRole::Secondary);
    const QColor guide = seriesColor(SeriesRole::Tertiary);
    // a wider under a thinner b: at theta = 0 b lies along a, and a's colour still shows on
    // both sides of it (with equal widths b hid a completely).
    a_->setPen(QPen(aColor, kAWidth, Qt::SolidLine, Qt::RoundCap));
    aHead_->setPen(QPen(aColor, kAWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    b_->setPen(QPen(bColor, kBWidth, Qt::SolidLine, Qt::RoundCap));
    bHead_->setPen(QPen(bColor, kBWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    arc_->setPen(QPen(guide, 1.5));
    drop_->setPen(QPen(guide, 1.5, Qt::DashLine));
    QColor shadow = bColor;
    shadow.setAlphaF(0.45);
    shadow_->setPen(QPen(shadow, kShadowWidth, Qt::SolidLine, Qt::FlatCap));
    // Handles in the page's background colour with a rim in the text colour: visible on both
    // arrows' colours, in light and dark palettes.
    handles_->setColor(palette().color(QPalette::Base));
    handles_->setBorderColor(guide);
    handles_->setPen(QPen(guide, 2.0));
    // The halo under the pointer's handle: the ring's colour, softened, so the grab shows
    // before the press and differs from the focus ring's outline.
    QColor halo =
        withPaletteContrast(palette().color(QPalette::Highlight), palette(), kMinNonTextContrast);
    hover_->setBorderColor(halo);
    hover_->setPen(QPen(halo, 1.5));
    halo.setAlphaF(0.45);
    hover_->setColor(halo);
    if (typedItem_ != nullptr)
        typedItem_->setBrush(palette().color(QPalette::Text));
    focusRing_->setColor(Qt::transparent);
    const QColor ring =
        withPaletteContrast(palette().color(QPalette::Highlight), palette(), kMinNonTextContrast);
    focusRing_->setBorderColor(ring);
    focusRing_->setPen(QPen(ring, 2.5));
}

void VectorChart::resizeEvent(QResizeEvent* event) {
    ChartPanel::resizeEvent(event);
    const int height = EqualUnits::viewHeight(this, width(), fontMetrics().height());
    if (chartView()->minimumHeight() != height) {
        units_.allowRefits();
        chartView()->setMinimumHeight(height);
    }
}

void VectorChart::fitEqualUnits() {
    // The square [-extent, extent]^2 fits the plot area; the longer side shows more, at the same
    // units, so a right angle is drawn as one and a length reads the same on both axes.
    const QRectF area = chart()->plotArea();
    if (!units_.due(area.size()))
        return;
    const double extent = config_.extent;
    // A tip at the extent keeps its arrowhead, handle and focus ring inside the plot: the square
    // is fitted inside this margin, and the whole plot shown at the same units.
    constexpr double kTipMargin = kFocusRingSize / 2.0 + 2.0;
    EqualUnits::Ranges ranges =
        EqualUnits::fit(area.adjusted(kTipMargin, kTipMargin, -kTipMargin, -kTipMargin), -extent,
                        extent, -extent, extent);
    if (ranges.usable) {
        ranges.xHalf = area.width() / ranges.pixelsPerUnit / 2.0;
        ranges.yHalf = area.height() / ranges.pixelsPerUnit / 2.0;
    } else {
        ranges = EqualUnits::fit(area, -extent, extent, -extent, extent);
    }
    const double pixelsPerUnit = ranges.usable ? ranges.pixelsPerUnit : 0.0;
    // One step on both axes (square grid cells): the lesson's own step unless the labels need
    // more room or a long axis would get too many.
    const QFont font = chartFont(ChartText::Label);
    const double widest =
        QFontMetricsF(font).horizontalAdvance(QLocale().toString(-10.0 * extent, 'f', 1));
    const double step =
        niceStep(std::max({extent / kTicksPerExtent, ranges.roomyStep(font, widest),
                           std::max(ranges.xHalf, ranges.yHalf) / kMaxStepsPerHalf}));
    for (QValueAxis* axis : {xAxis_, yAxis_}) {
        const double half = axis == xAxis_ ? ranges.xHalf : ranges.yHalf;
        setAxisTicks(axis, step);
        axis->setRange(-half, half);
    }
    if (pixelsPerUnit != pixelsPerUnit_) {
        pixelsPerUnit_ = pixelsPerUnit;
        redraw(); // heads and the shadow's gap are sized in pixels
    }
}

double VectorChart::unitsOf(double pixels) const {
    // Before the first layout: as if the extent spanned 250 pixels.
    const double perUnit = pixelsPerUnit_ > 0.0 ? pixelsPerUnit_ : 250.0 / config_.extent;
    return pixels / perUnit;
}

void VectorChart::redraw() {
    const QPointF origin(0.0, 0.0);
    const QPointF a = aTip(), b = bTip(), foot = shadowFoot();
    const double head = unitsOf(kHeadPixels);
    const double setBack = unitsOf(kHeadSetBack);
    a_->replace(QList<QPointF>{origin, a});
    b_->replace(QList<QPointF>{origin, b});
    aHead_->replace(arrowHead(origin, a, head, aDraggable_ ? setBack : 0.0));
    bHead_->replace(arrowHead(origin, b, head, bDraggable_ ? setBack : 0.0));
    drop_->replace(QList<QPointF>{b, foot});
    const QPointF gap(0.0, (b.y() < 0.0 ? 1.0 : -1.0) * unitsOf(kShadowGap));
    shadow_->replace(QList<QPointF>{origin + gap, foot + gap});
    QList<QPointF> arc;
    const double radius = 0.3 * std::min({config_.aLength, config_.bLength, config_.extent});
    const double theta = config_.angleDegrees * kPi / 180.0;
    if (radius > 0.0) {
        for (int i = 0; i <= kArcPoints; ++i) {
            const double t = theta * double(i) / kArcPoints;
            arc.append(QPointF(radius * std::cos(t), radius * std::sin(t)));
        }
    }
    arc_->replace(arc);

    const QString reading = readingAt(config_.angleDegrees);
    setReadout(reading, withMathLetters(reading).toHtmlEscaped());
    // As the angle plays or is dragged the numbers change width and the line wrapped between
    // one line and two, moving the chart's Reset under it 14 px (sp20): it keeps the room of the
    // longest reading at these lengths, every degree from 0 to 180.
    if (const QString key = readingAt(0.0); key != roomKey_) { // new lengths or decimals
        roomKey_ = key;
        QStringList readings;
        for (int degrees = 0; degrees <= 180; ++degrees)
            readings.append(withMathLetters(readingAt(double(degrees)))); // as shown
        readings.removeDuplicates();
        keepReadoutRoomFor(readings);
    }
    showHandles();
}

QString VectorChart::readingAt(double degrees) const {
    const double theta = degrees * kPi / 180.0;
    const double cosine = std::cos(theta);
    // One rule for the whole line (three significant digits): the cosine read "1.000" beside
    // lengths of "2.00" (a student pass).
    // The rounding noise of cos 90° (6 × 10⁻¹⁷) is a zero, not a number to write out.
    const double scale = std::max(1.0, config_.aLength * config_.bLength);
    const auto clean = [scale](double v) { return std::abs(v) < 1e-12 * scale ? 0.0 : v; };
    QStringList numbers;
    for (double value :
         {config_.aLength, config_.bLength, clean(cosine),
          clean(config_.aLength * config_.bLength * cosine), clean(config_.bLength * cosine)})
        numbers.append(formatExactOrValue(value));
    // A length set by a box reads as the box writes it (the lesson's readout below says
    // "0.5 × 3.0", the chart said "0.500 × 3.00": issue 19).
    const auto boxed = [](double value, int decimals, QString* text) {
        if (decimals >= 0 && onDecimalGrid(value, decimals))
            *text = formatNumber(value, decimals);
    };
    boxed(config_.aLength, aDecimals_, &numbers[0]);
    boxed(config_.bLength, bDecimals_, &numbers[1]);
    const QString reading =
        tr("a·b = |a| |b| cos θ = %1 × %2 × %3 = %4; the shadow of b on a is |b| cos θ = %5.")
            .arg(numbers.at(0), numbers.at(1), factorText(numbers.at(2)), numbers.at(3),
                 numbers.at(4));
    return reading;
}

} // namespace attn::charts
