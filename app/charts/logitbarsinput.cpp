// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// LogitBars's input: a typed number, the mouse, the keys and focus.
#include "app/charts/logitbars.h"

#include "app/charts/chartexport.h"
#include "app/charts/chartpanel.h"

#include <QContextMenuEvent>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <optional>

namespace attn::charts {

namespace {

constexpr int kPageSteps = 10; // Page Up and Page Down move a bar by this many steps

// What a typed number may hold: digits, a sign (the minus sign the bars write too) and either
// decimal separator, whatever the interface language.
bool isNumberCharacter(QChar c) {
    return c.isDigit() || c == QLatin1Char('.') || c == QLatin1Char(',') || c == QLatin1Char('-') ||
           c == QLatin1Char('+') || c == QChar(0x2212);
}

bool typesANumber(const QKeyEvent* event) {
    const QString text = event->text();
    return (event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == Qt::NoModifier &&
           text.size() == 1 && isNumberCharacter(text.front());
}

bool endsTyping(const QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape:
    case Qt::Key_Backspace:
        return true;
    default:
        return false;
    }
}

// "2.5", "2,5" (German), "−1.5": the interface language's form first, then the C form.
std::optional<double> typedNumber(QString text, const QLocale& locale) {
    text.replace(QChar(0x2212), QLatin1Char('-'));
    bool ok = false;
    double value = locale.toDouble(text, &ok);
    if (!ok) {
        text.replace(QLatin1Char(','), QLatin1Char('.'));
        value = QLocale::c().toDouble(text, &ok);
    }
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace

bool LogitBars::event(QEvent* event) {
    // The page's own keys (scrolling, Home/End, Enter on a default button) give way while the
    // bars have focus.
    if (event->type() == QEvent::ShortcutOverride && !values_.isEmpty() && editable_) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (isHandleStepKey(key) || typesANumber(key) || (!typed_.isEmpty() && endsTyping(key))) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void LogitBars::setTyped(const QString& typed) {
    if (typed_ == typed)
        return;
    typed_ = typed;
    update();
}

bool LogitBars::takeTypedKey(QKeyEvent* event) {
    if (typesANumber(event)) {
        setTyped(typed_ + event->text());
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
        const std::optional<double> value = typedNumber(typed_, locale());
        setTyped(QString());
        if (!value)
            return true; // "-" or "1.2.3": nothing to set, and nothing else to do with Enter
        setBar(active_, *value, step_);
        fitRange(true);
        update();
        emit editFinished(Edit::Typed);
        return true;
    }
    default:
        return false;
    }
}

void LogitBars::mousePressEvent(QMouseEvent* event) {
    const int column = editable_ ? columnAt(event->position().toPoint()) : -1;
    if (event->button() == Qt::LeftButton && isMasked(column)) {
        // Focus stays where it was: a frame jumping to another key would say that one was hit.
        QToolTip::showText(
            event->globalPosition().toPoint(),
            hasKeyNames()
                ? tr("%1 is masked: it gets no weight, whatever its score.")
                      .arg(keyNames_.value(column))
                : tr("Key %1 is masked: it gets no weight, whatever its score.").arg(column + 1),
            this);
        event->accept();
        return;
    }
    const int bar = editable_ ? handleAt(event->position().toPoint()) : -1;
    if (event->button() != Qt::LeftButton || bar < 0) {
        // A press beside the grips (a bar's body, the space between bars, a right click) still
        // brings the keys here: Shift+F10 and the menu key then open this chart's menu. The
        // block around it took the focus, and the menu keys did nothing (issue 19).
        if (focusPolicy() & Qt::TabFocus)
            setFocus(Qt::MouseFocusReason);
        QWidget::mousePressEvent(event);
        return;
    }
    dragged_ = bar;
    active_ = bar;
    // The bar keeps its value until the pointer moves: a press a few pixels off the grip's
    // centre does not snap it there.
    grabOffset_ = event->position().y() - yFor(std::clamp(values_.at(bar), -range_, range_));
    setFocus(Qt::MouseFocusReason);
    announceFocus(); // with focus already here, a press on another bar moves it there
    setCursor(Qt::ClosedHandCursor);
    QToolTip::showText(event->globalPosition().toPoint(),
                       tr("%1: %2").arg(keyLabel(bar), valueText(values_.at(bar))), this);
    update();
}

void LogitBars::mouseMoveEvent(QMouseEvent* event) {
    if (dragged_ < 0) {
        const int bar = editable_ ? handleAt(event->position().toPoint()) : -1;
        setHovered(bar);
        if (bar >= 0)
            setCursor(Qt::OpenHandCursor);
        else
            unsetCursor();
        return;
    }
    setBar(dragged_, valueAtY(event->position().y() - grabOffset_), dragStep());
    QToolTip::showText(event->globalPosition().toPoint(),
                       tr("%1: %2").arg(keyLabel(dragged_), valueText(values_.at(dragged_))), this);
}

void LogitBars::mouseReleaseEvent(QMouseEvent* event) {
    if (dragged_ < 0) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    if (std::abs(event->position().y() - grabOffset_ -
                 yFor(std::clamp(values_.at(dragged_), -range_, range_))) > 0.5)
        setBar(dragged_, valueAtY(event->position().y() - grabOffset_), dragStep());
    dragged_ = -1;
    QToolTip::hideText();
    setCursor(Qt::OpenHandCursor);
    fitRange(true); // a bar dragged to the edge gets room to go further next time
    update();
    emit editFinished(Edit::Drag);
}

void LogitBars::contextMenuEvent(QContextMenuEvent* event) {
    popupChartMenu(this, event);
}

void LogitBars::keyPressEvent(QKeyEvent* event) {
    if (popupChartMenuForKey(this, event))
        return;
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (values_.isEmpty() || mods != Qt::NoModifier || !editable_) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (isMasked(active_)) { // every bar is masked: nothing to step
        QWidget::keyPressEvent(event);
        return;
    }
    if (takeTypedKey(event))
        return;
    setTyped(QString()); // any other key drops a number typed but not entered
    const double value = values_.at(active_);
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        const int next = nextUnmasked(active_, event->key() == Qt::Key_Left ? -1 : 1);
        active_ = next >= 0 ? next : active_;
        describe();
        announceFocus();
        update();
        return;
    }
    case Qt::Key_Up:
        setBar(active_, value + step_, step_);
        break;
    case Qt::Key_Down:
        setBar(active_, value - step_, step_);
        break;
    case Qt::Key_PageUp:
        setBar(active_, value + kPageSteps * step_, step_);
        break;
    case Qt::Key_PageDown:
        setBar(active_, value - kPageSteps * step_, step_);
        break;
    case Qt::Key_Home:
        setBar(active_, -range_, step_);
        break;
    case Qt::Key_End:
        setBar(active_, range_, step_);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    // Steps near the edge widen the range so the keys can go on; Home and End stay at the ends
    // they went to.
    if (event->key() != Qt::Key_Home && event->key() != Qt::Key_End)
        fitRange(true);
    update();
    emit editFinished(Edit::KeyStep);
}

void LogitBars::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    describe();
    announceFocus();
    update();
}

void LogitBars::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    announceFocus(); // forgets the bar, so focus coming back announces it again
    setTyped(QString());
    update();
}

void LogitBars::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        labelWidth_ = -1.0; // measured again in the new font
        labelCache_.clear();
        updateGeometry(); // the height follows the page's zoom
    }
    if (event->type() == QEvent::EnabledChange && !isEnabled()) {
        // Locked (a prediction guards the chart): a drag under way ends where it is.
        if (dragged_ >= 0) {
            dragged_ = -1;
            QToolTip::hideText();
            emit editFinished(Edit::Drag);
        }
        setHovered(-1);
        unsetCursor();
        update();
    }
}

void LogitBars::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    if (dragged_ < 0)
        setHovered(-1);
}

} // namespace attn::charts
