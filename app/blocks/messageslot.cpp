// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/messageslot.h"

#include <QEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>

namespace app {

MessageSlot::MessageSlot(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void MessageSlot::addLabel(QLabel* label) {
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    static_cast<QVBoxLayout*>(layout())->addWidget(label);
    ++labels_;
}

QSize MessageSlot::sizeHint() const {
    return {fontMetrics().averageCharWidth() * 10, reservedHeight()};
}

void MessageSlot::reserveFor(const QStringList& texts, int lines) {
    reserved_ = texts;
    lines_ = lines;
    updateGeometry();
}

void MessageSlot::setKeeping(bool keeping) {
    if (keeping == keeping_)
        return;
    keeping_ = keeping;
    tallest_.clear(); // the room kept for a verdict says nothing about the notices
    updateGeometry();
}

bool MessageSlot::isEmpty() const {
    return shownHeight(std::max(1, width())) == 0;
}

void MessageSlot::refit() {
    const int width = std::max(1, this->width());
    const int needed = shownHeight(width);
    if (!keeping_) {
        updateGeometry();
        return;
    }
    if (tallest_.size() > 512)
        tallest_.clear(); // a long drag of the window's edge
    int& kept = tallest_[width];
    if (needed > kept) {
        kept = needed;
        updateGeometry();
    }
}

void MessageSlot::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width()) {
        // The room for the notices is measured at the slot's width: at the width it had
        // before its first layout they wrapped to seven lines, a 98 px band.
        if (!reserved_.isEmpty() || !keeping_)
            updateGeometry();
        refit();
    }
}

void MessageSlot::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) {
        tallest_.clear(); // heights in the old font say nothing about the new one
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

int MessageSlot::shownHeight(int width) const {
    int shown = 0;
    for (QLabel* label : findChildren<QLabel*>(Qt::FindDirectChildrenOnly)) {
        if (!label->isHidden() && !label->text().isEmpty())
            shown += label->heightForWidth(width);
    }
    return shown;
}

int MessageSlot::reservedHeight() const {
    const int width = std::max(1, this->width());
    if (!keeping_)
        return shownHeight(width);
    // Two lines for a message, three for a message and its note (the logits' slot: in the
    // text column's lab an error and "the bars show ..." took three), unless told.
    const int lines = lines_ >= 0 ? lines_ : std::max<int>(2, int(labels_) + 1);
    int height = std::max(lines * fontMetrics().lineSpacing(), tallest_.value(width));
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    for (const QString& text : reserved_)
        height = std::max(
            height,
            metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height());
    return height;
}

} // namespace app
