// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/elidingbutton.h"

#include <QEvent>
#include <QHelpEvent>
#include <QRegularExpression>
#include <QStyleOptionButton>
#include <QStylePainter>
#include <QToolTip>

#include <algorithm>

namespace app {

namespace {
// Shown of a squeezed label at the least: enough to tell two buttons apart.
constexpr int kLeastCharacters = 4;
} // namespace

ElidingButton::ElidingButton(const QString& text, QWidget* parent) : QPushButton(text, parent) {
    // Preferred, not QPushButton's Minimum: the layout may give it less than its whole text.
    setSizePolicy(QSizePolicy::Preferred, sizePolicy().verticalPolicy());
}

QSize ElidingButton::minimumSizeHint() const {
    const QSize whole = sizeHint();
    const QFontMetrics metrics = fontMetrics();
    const QString shown = text().left(kLeastCharacters) + QChar(0x2026);
    const int cut = metrics.horizontalAdvance(text()) - metrics.horizontalAdvance(shown);
    return {std::min(whole.width(), whole.width() - std::max(0, cut)), whole.height()};
}

int ElidingButton::textRoom() const {
    const QFontMetrics metrics = fontMetrics();
    return width() - (sizeHint().width() - metrics.horizontalAdvance(text()));
}

bool ElidingButton::isElided() const {
    return fontMetrics().horizontalAdvance(text()) > textRoom();
}

void ElidingButton::paintEvent(QPaintEvent*) {
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    if (isElided())
        option.text = fontMetrics().elidedText(text(), Qt::ElideRight, std::max(0, textRoom()),
                                               Qt::TextShowMnemonic);
    painter.drawControl(QStyle::CE_PushButton, option);
}

bool ElidingButton::event(QEvent* event) {
    // A cut label says itself whole on hover, unless the button has a tooltip of its own.
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty() && isElided()) {
        QString whole = text();
        whole.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), whole, this);
        return true;
    }
    return QPushButton::event(event);
}

} // namespace app
