// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/vectorchart.h"

#include "app/charts/contrast.h"
#include "app/charts/numberaxis.h"
#include "core/numbertext.h"

#include <QAccessible>
#include <QChart>
#include <QFocusEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QPointer>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <optional>

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
// A press this close to a tip (in pixels, about a fingertip) grabs it.
constexpr double kGrabRadius = 14.0;
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
constexpr int kPageSteps = 10;

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

// What typed coordinates may hold: digits, signs, either decimal separator, a semicolon between
// German coordinates ("3,0; 1,0") and spaces.
bool isCoordinateCharacter(QChar c) {
    return c.isDigit() || c == QLatin1Char('.') || c == QLatin1Char(',') || c == QLatin1Char(';') ||
           c == QLatin1Char('-') || c == QLatin1Char('+') || c == QChar(0x2212) ||
           c == QLatin1Char(' ');
}

std::optional<double> coordinate(QString text) {
    text = text.trimmed();
    text.replace(QChar(0x2212), QLatin1Char('-'));
    text.replace(QLatin1Char(','), QLatin1Char('.')); // one number: a comma is its decimal mark
    bool ok = false;
    const double value = QLocale::c().toDouble(text, &ok);
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

} // namespace

namespace {

// "3, 1", "3; 1", "3,0; 1,0", "3 1" (and for a tip on the axis, "3"): the numbers typed.
QList<double> typedCoordinates(const QString& typed) {
    QStringList parts;
    const QString text = typed.trimmed();
    if (text.contains(QLatin1Char(';'))) {
        parts = text.split(QLatin1Char(';'));
    } else if (const QStringList commas = text.split(QLatin1Char(',')); commas.size() == 2) {
        parts = commas;
    } else if (commas.size() == 4) { // "3,0, 1,0"
        parts = {commas.at(0) + QLatin1Char('.') + commas.at(1),
                 commas.at(2) + QLatin1Char('.') + commas.at(3)};
    } else {
        parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    }
    QList<double> numbers;
    for (const QString& part : std::as_const(parts)) {
        const std::optional<double> number = coordinate(part);
        if (!number)
            return {};
        numbers.append(*number);
    }
    return numbers;
}

} // namespace

// One draggable tip for assistive technology: "tip of b", valued "length 3.0, angle 45°". A
// point in the plane has no single number, so there is no value interface; the value is
// announced as text. VectorChart keeps one registered per tip, so its id stays the same.
class VectorTipAccessible : public QAccessibleInterface {
public:
    VectorTipAccessible(VectorChart* chart, VectorTip tip) : chart_(chart), tip_(tip) {}

    bool isValid() const override { return chart_ && chart_->isDraggable(tip_); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return parent() ? parent()->window() : nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override {
        return chart_ ? QAccessible::queryAccessibleInterface(chart_->chartView()) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override {
        if (!isValid())
            return QString();
        switch (t) {
        case QAccessible::Name:
            return chart_->tipName(tip_);
        case QAccessible::Value:
            return chart_->tipValueText(tip_);
        case QAccessible::Description:
            return tip_ == VectorTip::A
                       ? VectorChart::tr("Arrow keys change the length; type coordinates such as "
                                         "3 and press Enter to set them.")
                       : VectorChart::tr("Right and Left make the angle larger or smaller, Up "
                                         "and Down the length, as on the sliders; type "
                                         "coordinates such as 3, 1 and press Enter to set them.");
        default:
            return QString();
        }
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid())
            return {};
        constexpr int kHalf = 11; // about the focus ring drawn around the handle
        const QPoint centre =
            chart_->chartView()->viewport()->mapToGlobal(chart_->tipInViewport(tip_));
        return QRect(centre - QPoint(kHalf, kHalf), QSize(2 * kHalf, 2 * kHalf));
    }
    QAccessible::Role role() const override { return QAccessible::Slider; }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.focused = chart_->activeTip() == tip_;
        s.disabled = !chart_->isEnabled();
        s.invisible = !chart_->isVisible();
        return s;
    }

private:
    QPointer<VectorChart> chart_;
    VectorTip tip_;
};

VectorChart::VectorChart(const VectorConfig& config, QWidget* parent)
    : ChartPanel(parent), config_(config), a_(new QLineSeries(this)), b_(new QLineSeries(this)),
      aHead_(new QLineSeries(this)), bHead_(new QLineSeries(this)), arc_(new QLineSeries(this)),
      drop_(new QLineSeries(this)), shadow_(new QLineSeries(this)),
      handles_(new QScatterSeries(this)), focusRing_(new QScatterSeries(this)),
      hover_(new QScatterSeries(this)), typedItem_(nullptr), xAxis_(new NumberAxis),
      yAxis_(new NumberAxis) {
    config_.extent = config_.extent > 0 && std::isfinite(config_.extent) ? config_.extent : 1.0;
    a_->setName(tr("a"));
    b_->setName(tr("b"));
    shadow_->setName(tr("shadow of b on a: |b| cos θ"));
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

VectorChart::~VectorChart() {
    for (QAccessible::Id id : std::as_const(tipIds_)) {
        if (id != 0)
            QAccessible::deleteAccessibleInterface(id);
    }
}

QAccessibleInterface* VectorChart::tipInterface(VectorTip tip) const {
    if (!isDraggable(tip))
        return nullptr;
    const int index = tip == VectorTip::A ? 0 : 1;
    if (tipIds_[index] == 0) {
        tipIds_[index] = QAccessible::registerAccessibleInterface(
            new VectorTipAccessible(const_cast<VectorChart*>(this), tip));
    }
    return QAccessible::accessibleInterface(tipIds_[index]);
}

QList<QAccessibleInterface*> VectorChart::accessibleParts() const {
    QList<QAccessibleInterface*> parts;
    for (VectorTip tip : {VectorTip::A, VectorTip::B}) {
        if (QAccessibleInterface* part = tipInterface(tip))
            parts.append(part);
    }
    return parts;
}

QAccessibleInterface* VectorChart::focusedAccessiblePart() const {
    return tipInterface(activeTip());
}

QString VectorChart::tipName(VectorTip tip) const {
    return tip == VectorTip::A ? tr("tip of a") : tr("tip of b");
}

QString VectorChart::tipValueText(VectorTip tip) const {
    const auto length = [](double value, int decimals) {
        return decimals >= 0 ? formatNumber(value, decimals) : formatSignificant(value, 3);
    };
    // At a slider's end the value says so: a key pressed there changes nothing, and silence
    // would leave the student guessing (sp22).
    const auto atEnd = [](double value, const Range& range, const QString& text, const QString& low,
                          const QString& high) {
        const double tolerance = 1e-9 * std::max(1.0, std::abs(value));
        if (value >= range.max - tolerance)
            return high.arg(text);
        if (value <= range.min + tolerance)
            return low.arg(text);
        return text;
    };
    const auto lengthText = [&](double value, int decimals, const Range& range) {
        return atEnd(value, range, length(value, decimals), tr("%1 (shortest)"),
                     tr("%1 (longest)"));
    };
    if (tip == VectorTip::A)
        return tr("length %1").arg(lengthText(config_.aLength, aDecimals_, aRange_));
    const QString angle = atEnd(config_.angleDegrees, angleRange_,
                                tr("%1°").arg(formatSignificant(config_.angleDegrees, 4)),
                                tr("%1 (smallest)"), tr("%1 (largest)"));
    return tr("length %1, angle %2").arg(lengthText(config_.bLength, bDecimals_, bRange_), angle);
}

void VectorChart::setRanges(Range a, Range b, Range angle) {
    aRange_ = a;
    bRange_ = b;
    angleRange_ = angle;
    announce();
}

void VectorChart::setDraggable(bool aDraggable, bool bDraggable) {
    aDraggable_ = aDraggable;
    bDraggable_ = bDraggable;
    if (!isDraggable(activeTip_))
        activeTip_ = aDraggable ? VectorTip::A : VectorTip::B;
    // Focus by click too, so a grabbed arrow takes the keys next.
    chartView()->setFocusPolicy(aDraggable || bDraggable ? Qt::StrongFocus : Qt::TabFocus);
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

VectorTip VectorChart::tipNear(QPoint viewportPos) const {
    VectorTip nearest = VectorTip::None;
    double best = kGrabRadius;
    // b first: where the tips overlap (angle 0, equal lengths) b is the one drawn on top.
    for (VectorTip tip : {VectorTip::B, VectorTip::A}) {
        if (!isDraggable(tip))
            continue;
        const QPointF d = QPointF(tipInViewport(tip) - viewportPos);
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= best) {
            best = distance;
            nearest = tip;
        }
    }
    return nearest;
}

QPointF VectorChart::valueAt(QPoint viewportPos) const {
    return chart()->mapToValue(chartView()->mapToScene(viewportPos), a_);
}

bool VectorChart::eventFilter(QObject* watched, QEvent* event) {
    if (!aDraggable_ && !bDraggable_)
        return ChartPanel::eventFilter(watched, event);
    QWidget* viewport = chartView()->viewport();
    if (watched == viewport) {
        switch (event->type()) {
        case QEvent::MouseButtonPress: {
            auto* mouse = static_cast<QMouseEvent*>(event);
            const VectorTip tip = tipNear(mouse->position().toPoint());
            if (mouse->button() != Qt::LeftButton || tip == VectorTip::None)
                break;
            dragged_ = tip;
            activeTip_ = tip;
            setTyped(QString());
            chartView()->setFocus(Qt::MouseFocusReason);
            viewport->setCursor(Qt::ClosedHandCursor);
            showHandles();
            return true;
        }
        case QEvent::MouseMove: {
            auto* mouse = static_cast<QMouseEvent*>(event);
            const QPoint pos = mouse->position().toPoint();
            if (dragged_ != VectorTip::None) {
                emit tipDragged(dragged_, valueAt(pos));
                // The values as the owner fitted them, beside the pointer.
                QToolTip::showText(mouse->globalPosition().toPoint(), draggedValues(), viewport);
                return true;
            }
            setHovered(tipNear(pos));
            if (hovered_ != VectorTip::None)
                viewport->setCursor(Qt::OpenHandCursor);
            else
                viewport->unsetCursor();
            break;
        }
        case QEvent::Leave:
            if (dragged_ == VectorTip::None)
                setHovered(VectorTip::None);
            break;
        case QEvent::MouseButtonRelease:
            if (dragged_ == VectorTip::None)
                break;
            emit tipDragged(dragged_,
                            valueAt(static_cast<QMouseEvent*>(event)->position().toPoint()));
            dragged_ = VectorTip::None;
            QToolTip::hideText();
            viewport->setCursor(Qt::OpenHandCursor);
            return true;
        default:
            break;
        }
        return ChartPanel::eventFilter(watched, event);
    }
    if (watched == chartView()) {
        switch (event->type()) {
        case QEvent::FocusIn: {
            const auto reason = static_cast<QFocusEvent*>(event)->reason();
            if (reason == Qt::TabFocusReason)
                activeTip_ = aDraggable_ ? VectorTip::A : VectorTip::B;
            else if (reason == Qt::BacktabFocusReason)
                activeTip_ = bDraggable_ ? VectorTip::B : VectorTip::A;
            hasFocusedHandle_ = true;
            showHandles();
            break;
        }
        case QEvent::FocusOut:
            hasFocusedHandle_ = false;
            setTyped(QString());
            showHandles();
            break;
        case QEvent::ShortcutOverride:
        case QEvent::KeyPress: {
            auto* key = static_cast<QKeyEvent*>(event);
            if (event->type() == QEvent::ShortcutOverride) {
                // The page's own keys (scrolling, Home/End, Enter on a default button) give way
                // while a handle has focus.
                const bool typing = !key->text().isEmpty() &&
                                    isCoordinateCharacter(key->text().front()) &&
                                    (key->text() != QLatin1String(" ") || !typed_.isEmpty());
                const bool endsTyping =
                    !typed_.isEmpty() &&
                    (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter ||
                     key->key() == Qt::Key_Escape || key->key() == Qt::Key_Backspace);
                if (isHandleStepKey(key) || (isDraggable(activeTip_) && (typing || endsTyping))) {
                    event->accept();
                    return true;
                }
                break;
            }
            if (handleKey(key))
                return true;
            break;
        }
        default:
            break;
        }
    }
    return ChartPanel::eventFilter(watched, event);
}

void VectorChart::setTyped(const QString& typed) {
    if (typed_ == typed && fittedNote_.isEmpty())
        return;
    typed_ = typed;
    fittedNote_.clear(); // a note about the last entry goes with the next key
    placeTyped();
}

void VectorChart::sayWhereTypedLanded(const QPointF& typed) {
    // The lengths and the angle move in the sliders' steps, so most typed points are fitted:
    // (3, 1) landed at (2.90, 0.78) without a word (sp22), where the angle box says so.
    const QPointF landed = activeTip_ == VectorTip::A ? aTip() : bTip();
    constexpr double kShownHalfUnit = 0.005; // the note writes two decimals
    if (std::abs(landed.x() - typed.x()) < kShownHalfUnit &&
        std::abs(landed.y() - typed.y()) < kShownHalfUnit)
        return;
    fittedNote_ = tr("Set to (%1, %2), the nearest stop")
                      .arg(formatNumber(landed.x(), 2), formatNumber(landed.y(), 2));
    placeTyped();
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

bool VectorChart::takeTypedKey(QKeyEvent* event) {
    const QString text = event->text();
    const Qt::KeyboardModifiers mods =
        event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
    // A space only between numbers; ";" needs Shift on a German keyboard.
    if (mods == Qt::NoModifier && text.size() == 1 && isCoordinateCharacter(text.front()) &&
        (text != QLatin1String(" ") || !typed_.isEmpty())) {
        setTyped(typed_ + text);
        return true;
    }
    if (typed_.isEmpty())
        return false;
    switch (event->key()) {
    case Qt::Key_Backspace:
        setTyped(typed_.chopped(1));
        return true;
    case Qt::Key_Escape:
        setTyped(QString());
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        const QList<double> numbers = typedCoordinates(typed_);
        setTyped(QString());
        // a lies on the horizontal axis: "3" alone is its tip; b needs both coordinates.
        const bool onAxis = activeTip_ == VectorTip::A;
        if (numbers.size() == 2 || (onAxis && numbers.size() == 1)) {
            const QPointF typedPoint(numbers.at(0), numbers.value(1, 0.0));
            emit tipDragged(activeTip_, typedPoint); // the sliders follow at once
            sayWhereTypedLanded(typedPoint);
        }
        return true; // nothing to set from "3," or "1.2.3", and nothing else to do with Enter
    }
    default:
        return false;
    }
}

bool VectorChart::handleKey(QKeyEvent* event) {
    if (isDraggable(activeTip_) && takeTypedKey(event))
        return true;
    setTyped(QString()); // any other key drops coordinates typed but not entered
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    // Tab walks from a's handle to b's inside the chart before it leaves the chart.
    if (event->key() == Qt::Key_Tab && mods == Qt::NoModifier && activeTip_ == VectorTip::A &&
        bDraggable_) {
        activeTip_ = VectorTip::B;
        showHandles();
        return true;
    }
    if (event->key() == Qt::Key_Backtab && activeTip_ == VectorTip::B && aDraggable_) {
        activeTip_ = VectorTip::A;
        showHandles();
        return true;
    }
    if (mods != Qt::NoModifier || !isDraggable(activeTip_))
        return false;
    const bool isB = activeTip_ == VectorTip::B;
    VectorQuantity quantity = VectorQuantity::Length;
    int steps = 0;
    switch (event->key()) {
    case Qt::Key_Up:
        steps = 1;
        break;
    case Qt::Key_Down:
        steps = -1;
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
        // Right makes the value larger, as on the angle slider under the chart (sp22: Right
        // turned b clockwise, the angle shrinking): b's angle, a's length (its tip going right).
        quantity = isB ? VectorQuantity::Angle : VectorQuantity::Length;
        steps = event->key() == Qt::Key_Right ? 1 : -1;
        break;
    case Qt::Key_PageUp:
        quantity = isB ? VectorQuantity::Angle : VectorQuantity::Length;
        steps = kPageSteps;
        break;
    case Qt::Key_PageDown:
        quantity = isB ? VectorQuantity::Angle : VectorQuantity::Length;
        steps = -kPageSteps;
        break;
    case Qt::Key_Home:
        quantity = isB ? VectorQuantity::Angle : VectorQuantity::Length;
        steps = -kToTheEnd;
        break;
    case Qt::Key_End:
        quantity = isB ? VectorQuantity::Angle : VectorQuantity::Length;
        steps = kToTheEnd;
        break;
    default:
        return false;
    }
    const QString before = tipValueText(activeTip_);
    emit tipStepped(activeTip_, quantity, steps);
    if (tipValueText(activeTip_) == before) {
        // Nothing moved: at an end. Say the value again, "longest" in it, rather than nothing.
        (activeTip_ == VectorTip::A ? announcedA_ : announcedB_).clear();
        announce();
    }
    return true;
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

void VectorChart::setHovered(VectorTip tip) {
    if (hovered_ == tip)
        return;
    hovered_ = tip;
    showHandles();
}

QString VectorChart::draggedValues() const {
    if (dragged_ == VectorTip::A)
        return tr("|a| = %1").arg(formatSignificant(config_.aLength, 4));
    return tr("|b| = %1, θ = %2°")
        .arg(formatSignificant(config_.bLength, 4), formatSignificant(config_.angleDegrees, 4));
}

void VectorChart::announce() {
    for (VectorTip tip : {VectorTip::A, VectorTip::B}) {
        QString& announced = tip == VectorTip::A ? announcedA_ : announcedB_;
        const QString value = isDraggable(tip) ? tipValueText(tip) : QString();
        if (value == announced)
            continue;
        announced = value;
        if (QAccessibleInterface* part = tipInterface(tip)) {
            QAccessibleValueChangeEvent changed(part, value);
            QAccessible::updateAccessibility(&changed);
        }
    }
    if (activeTip() == announcedFocus_)
        return;
    announcedFocus_ = activeTip();
    if (QAccessibleInterface* part = tipInterface(announcedFocus_)) {
        QAccessibleEvent focused(part, QAccessible::Focus);
        QAccessible::updateAccessibility(&focused);
    }
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

    setReadout(readingAt(config_.angleDegrees));
    // As the angle plays or is dragged the numbers change width and the line wrapped between
    // one line and two, moving the chart's Reset under it 14 px (sp20): it keeps the room of the
    // longest reading at these lengths, every degree from 0 to 180.
    if (const QString key = readingAt(0.0); key != roomKey_) { // new lengths or decimals
        roomKey_ = key;
        QStringList readings;
        for (int degrees = 0; degrees <= 180; ++degrees)
            readings.append(readingAt(double(degrees)));
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
