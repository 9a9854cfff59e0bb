// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/focusring.h"

#include "app/lessonpage.h"
#include "app/outlinestyle.h"

#include <QApplication>
#include <QFocusEvent>
#include <QFocusFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QTextDocument>

#include <algorithm>

namespace app {

namespace {

// The style's ring around controls; under text, a rule as wide as the text.
class RingFrame : public QFocusFrame {
public:
    explicit RingFrame(QWidget* parent) : QFocusFrame(parent) {}

protected:
    void paintEvent(QPaintEvent* event) override {
        auto* label = qobject_cast<const QLabel*>(widget());
        if (!label || !FocusRing::isText(label)) {
            QFocusFrame::paintEvent(event);
            return;
        }
        // The frame is the label's rectangle grown by the style's focus frame margins; the
        // rule runs in the bottom margin, under the text as the label aligns it.
        const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this);
        const int vMargin = style()->pixelMetric(QStyle::PM_FocusFrameVMargin, nullptr, this);
        const QRect inner = rect().adjusted(margin, vMargin, -margin, -vMargin);
        QTextDocument text;
        text.setDefaultFont(label->font());
        if (Qt::mightBeRichText(label->text()))
            text.setHtml(label->text());
        else
            text.setPlainText(label->text());
        const int width = std::min(inner.width(), int(std::ceil(text.idealWidth())) +
                                                      label->margin() * 2 + label->indent());
        const QRect line = QStyle::alignedRect(layoutDirection(), label->alignment(),
                                               QSize(width, inner.height()), inner);
        const int thickness = std::max(2, vMargin);
        QPainter painter(this);
        painter.fillRect(QRect(line.left(), height() - thickness, line.width(), thickness),
                         OutlineStyle::focusColor(palette()));
    }
};

bool isModifier(int key) {
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt ||
           key == Qt::Key_Meta || key == Qt::Key_AltGr || key == Qt::Key_CapsLock;
}

} // namespace

FocusRing::FocusRing(QWidget* window) : QObject(window), window_(window) {
    qApp->installEventFilter(this);
}

FocusRing::~FocusRing() {
    qApp->removeEventFilter(this);
    delete frame_;
}

bool FocusRing::isText(const QWidget* widget) {
    auto* label = qobject_cast<const QLabel*>(widget);
    return label && !label->buddy();
}

bool FocusRing::marks(const QWidget* widget) const {
    return frame_ && frame_->widget() == widget && frame_->isVisible();
}

bool FocusRing::inWindow(const QObject* object) const {
    const auto* widget = qobject_cast<const QWidget*>(object);
    return widget && widget->window() == window_;
}

bool FocusRing::ringable(const QWidget* widget) const {
    // A lesson page fills the window's middle: a ring around it, or around its viewport, would
    // say nothing about where the keys go.
    if (widget == window_ || qobject_cast<const LessonPage*>(widget))
        return false;
    auto* page = widget->parentWidget()
                     ? qobject_cast<const LessonPage*>(widget->parentWidget()->parentWidget())
                     : nullptr;
    return !(page && page->viewport() == widget);
}

void FocusRing::follow(QWidget* focus, bool visible) {
    if (!focus || !visible || !ringable(focus)) {
        if (frame_)
            frame_->setWidget(nullptr);
        return;
    }
    if (!frame_)
        frame_ = new RingFrame(focus);
    frame_->setWidget(focus);
    frame_->update();
}

bool FocusRing::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    // The latest input anywhere in the application counts, a menu's popup included: Escape
    // out of a menu is a key, a click on a menu item is not.
    case QEvent::KeyPress:
        if (watched->isWidgetType() && !isModifier(static_cast<QKeyEvent*>(event)->key())) {
            keysLast_ = true;
            QWidget* focus = QApplication::focusWidget();
            if (focus && inWindow(focus) && !marks(focus))
                follow(focus, true);
        }
        break;
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::TouchBegin:
        if (watched->isWidgetType())
            keysLast_ = false;
        break;
    case QEvent::FocusIn:
        if (inWindow(watched)) {
            const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
            const bool byKeys = reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason ||
                                reason == Qt::ShortcutFocusReason;
            const bool visible = byKeys || (reason != Qt::MouseFocusReason && keysLast_);
            follow(static_cast<QWidget*>(watched), visible);
        }
        break;
    case QEvent::FocusOut:
        if (frame_ && frame_->widget() == watched)
            frame_->setWidget(nullptr);
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace app
