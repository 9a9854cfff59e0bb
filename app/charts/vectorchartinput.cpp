// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// VectorChart's input: the mouse on its tips, typed coordinates, the keys and focus.
#include "app/charts/vectorchart.h"

#include <QFocusEvent>
#include <QKeyEvent>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <optional>

namespace attn::charts {

namespace {

// A press this close to a tip (in pixels, about a fingertip) grabs it.
constexpr double kGrabRadius = 14.0;
constexpr int kPageSteps = 10;

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
                // while a handle has focus; the window's shortcuts do not: Ctrl++ typed a "+"
                // and the page did not zoom (sp27).
                const Qt::KeyboardModifiers mods =
                    key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier);
                const bool typing = mods == Qt::NoModifier && !key->text().isEmpty() &&
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

} // namespace attn::charts
