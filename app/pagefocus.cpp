// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/pagefocus.h"

#include "app/blocks/explainblock.h"
#include "app/blocks/labblock.h"
#include "app/blocks/questionblock.h"

#include <QApplication>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QWidget>

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace app {

namespace {
// Centres this close are on one line, for reading order.
constexpr int kSameLinePx = 4;
// Pixels kept between what a key made and the view's edge.
constexpr int kResultMargin = 24;

// The block whose result a key press inside it produces below the focus: a question, a lab or an
// explain-it-back box (the innermost, as a question sits inside a quick check).
QWidget* resultBlock(QWidget* focus) {
    for (QWidget* w = focus; w; w = w->parentWidget()) {
        if (qobject_cast<QuestionBlock*>(w) || qobject_cast<LabBlock*>(w) ||
            qobject_cast<ExplainBlock*>(w))
            return w;
    }
    return nullptr;
}
} // namespace

bool PageFocus::isTabStop(const QWidget* widget) {
    return (widget->focusPolicy() & Qt::TabFocus) && !widget->focusProxy();
}

bool PageFocus::isReachable(const QWidget* widget) {
    return isTabStop(widget) && widget->isEnabled() && widget->isVisibleTo(widget->window());
}

QList<QWidget*> PageFocus::tabStops() const {
    const QLayout* layout = column_->layout();
    QList<QWidget*> stops;
    for (int i = 0; i < layout->count(); ++i) {
        QWidget* block = layout->itemAt(i)->widget();
        if (!block)
            continue;
        if (isTabStop(block))
            stops.append(block);
        // Chain order within the block: follow the chain from the block itself.
        for (QWidget* w = block->nextInFocusChain(); w && w != block; w = w->nextInFocusChain()) {
            if (block->isAncestorOf(w) && isTabStop(w))
                stops.append(w);
        }
    }
    return stops;
}

void PageFocus::orderTabStops() const {
    const QList<QWidget*> stops = tabStops();
    for (int i = 1; i < stops.size(); ++i)
        QWidget::setTabOrder(stops.at(i - 1), stops.at(i));
}

bool PageFocus::moveFocus(bool next) const {
    // Tab follows the page's reading order, worked out afresh, and leaves the page only at its
    // ends.
    QWidget* focus = QApplication::focusWidget();
    if (!focus || (focus != page_ && !page_->isAncestorOf(focus)))
        return false;
    const Qt::FocusReason reason = next ? Qt::TabFocusReason : Qt::BacktabFocusReason;
    QWidget* content = page_->widget();
    const QList<QWidget*> stops = tabStops();
    qsizetype at = -1;
    for (QWidget* w = focus; w && w != page_ && at < 0; w = w->parentWidget())
        at = stops.indexOf(w);
    const bool onAStop = at >= 0;
    // A block the student clicked in (its text takes no focus, the block takes it): Tab goes on
    // from its first stop, Shift+Tab back from there. Tab went on from the control focused
    // last, a lab's slider far above the question whose text was clicked (sp20).
    qsizetype inside = -1;
    for (qsizetype i = 0; !onAStop && i < stops.size() && inside < 0; ++i) {
        if (focus->isAncestorOf(stops.at(i)) && isReachable(stops.at(i)))
            inside = i;
    }
    if (inside >= 0) {
        at = next ? inside - 1 : inside;
    } else if (!onAStop && content && content->isAncestorOf(focus)) {
        // Not a Tab stop itself (a question's verdict takes the focus after Check): its place
        // in reading order is after every stop that starts above it or left of it on its line.
        const auto place = [content](QWidget* w) {
            const QRect box(w->mapTo(content, QPoint()), w->size());
            return std::pair(box.center().y(), box.left());
        };
        const auto [y, x] = place(focus);
        at = -1;
        for (qsizetype i = 0; i < stops.size(); ++i) {
            if (!isReachable(stops.at(i)))
                continue;
            const auto [stopY, stopX] = place(stops.at(i));
            const bool sameLine = std::abs(stopY - y) <= kSameLinePx;
            if (stopY < y - kSameLinePx || (sameLine && stopX < x))
                at = i;
        }
        at += next ? 0 : 1; // Tab: the first after those; Shift+Tab: the last of them
    } else if (!onAStop && focus != page_ && focus != page_->viewport()) {
        return false; // somewhere the page did not order
    } else if (!onAStop) {
        at = next ? -1 : stops.size(); // the page itself: Tab goes to its first stop
    }
    for (qsizetype i = next ? at + 1 : at - 1; i >= 0 && i < stops.size(); i += next ? 1 : -1) {
        if (isReachable(stops.at(i))) {
            stops.at(i)->setFocus(reason);
            return true;
        }
    }
    // Past the page's end: the next stop outside the page, along the window's chain.
    for (QWidget* w = next ? focus->nextInFocusChain() : focus->previousInFocusChain();
         w && w != focus; w = next ? w->nextInFocusChain() : w->previousInFocusChain()) {
        if (w != page_ && !page_->isAncestorOf(w) && isReachable(w) && !w->isWindow()) {
            w->setFocus(reason);
            return true;
        }
    }
    return false;
}

int PageFocus::scrollToShow(int scroll, int viewHeight, int top, int bottom, int margin) {
    // Every position between `first` and `last` shows as much of the rows as the view can hold.
    const int first = top - margin;                // the rows' top at the view's top
    const int last = bottom + margin - viewHeight; // the rows' bottom at the view's bottom
    return first >= last ? std::clamp(scroll, last, first) : std::clamp(scroll, first, last);
}

int PageFocus::scrollToShowLine(int scroll, int viewHeight, int keepTop, int resultBottom,
                                int margin) {
    const int needed = resultBottom + margin - viewHeight; // the result's foot at the view's foot
    if (needed <= scroll)
        return scroll;
    return std::max(scroll, std::min(needed, keepTop - margin));
}

void PageFocus::showFocusWithResult() const {
    QWidget* content = page_->widget();
    QWidget* focus = QApplication::focusWidget();
    if (!content || !focus || !content->isAncestorOf(focus) || !focus->isVisible())
        return;
    const int top = focus->mapTo(content, QPoint()).y();
    int bottom = top + focus->height();
    // A field the key marked as wrong (a lab's Raw logits "0, 8, x") made no result below it:
    // its message stands beside it. Showing the whole lab under it moved the page 46 px under
    // the student's eyes (sp36 #11).
    const bool rejected = focus->property("invalid").toBool();
    if (QWidget* block = rejected ? nullptr : resultBlock(focus))
        bottom = std::max(bottom, block->mapTo(content, QPoint()).y() + block->height());
    QScrollBar* bar = page_->verticalScrollBar();
    const int viewHeight = page_->viewport()->height();
    // Whole in sight already: the margin alone is no reason to move (sp28: Enter on lesson 3's
    // score question moved the page 8 px to put 24 px under a verdict that showed in full).
    if (top >= bar->value() && bottom <= bar->value() + viewHeight)
        return;
    const int target = scrollToShow(bar->value(), viewHeight, top, bottom, kResultMargin);
    bar->setValue(std::clamp(target, bar->minimum(), bar->maximum()));
}

} // namespace app
