// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/viewhold.h"

#include <QEvent>
#include <QResizeEvent>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QScrollBar>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace app {

ViewHold::ViewHold(QScrollArea* area, std::function<void()> refit)
    : QObject(area), area_(area), areaObject_(area), viewport_(area->viewport()),
      refit_(std::move(refit)) {
    viewport_->installEventFilter(this); // its new heights (eventFilter)
}

bool ViewHold::areaAlive() const {
    return areaObject_->metaObject()->inherits(&QAbstractScrollArea::staticMetaObject);
}

void ViewHold::hold(QWidget* control, int yInView) {
    release();
    QWidget* content = area_->widget();
    if (!control || !content || !content->isAncestorOf(control) || !control->isVisible())
        return;
    held_ = control;
    heldY_ = yInView;
    // Its place in the page is the sum of the places of the widgets up to the content, so a move
    // of any of them (a text above it taking its height a turn later) moves it: each is watched.
    // The content's own moves are the scrolling itself.
    for (QWidget* w = control; w && w != content; w = w->parentWidget()) {
        w->installEventFilter(this);
        heldChain_.append(w);
    }
    apply();
}

void ViewHold::release() {
    for (const QPointer<QWidget>& w : std::as_const(heldChain_)) {
        if (w)
            w->removeEventFilter(this);
    }
    heldChain_.clear();
    held_ = nullptr;
}

void ViewHold::apply() {
    if (!held_ || applying_ || !area_->widget())
        return;
    if (!held_->isVisible()) {
        release();
        return;
    }
    const QScopedValueRollback busy(applying_, true);
    QScrollBar* bar = area_->verticalScrollBar();
    QWidget* viewport = area_->viewport();
    const int target = bar->value() + held_->mapTo(viewport, QPoint()).y() - heldY_;
    if (target == bar->value())
        return;
    if (target > bar->maximum()) {
        // The page got shorter under the control: it keeps its height below the view until
        // the student scrolls up (scrolled()), so the control need not move.
        keptHeight_ = target + viewport->height();
        refit_();
    }
    bar->setValue(std::clamp(target, bar->minimum(), bar->maximum()));
}

int ViewHold::contentHeight(int natural) {
    const int bottom = area_->verticalScrollBar()->value() + area_->viewport()->height();
    const bool shorter = natural < naturalHeight_;
    naturalHeight_ = natural;
    if (keptHeight_ > 0 && bottom <= natural)
        keptHeight_ = 0; // the page reaches the view's foot by itself again
    // Room only where the page got shorter under the held control: kept on every pass, a window
    // made taller after a press grew a blank band under the page's end (review33 #11).
    if (held_ && shorter)
        keptHeight_ = std::max(keptHeight_, bottom);
    return std::max(natural, keptHeight_);
}

void ViewHold::scrolled(int y) {
    // Scrolled by anything but the hold (an outline jump, a search, a test): that place is what
    // the student is shown now. A shorter page's clamp comes after the range's change, which has
    // moved the view for the hold already.
    if (held_ && !applying_)
        release();
    // Scrolled up out of the room kept below the page's end (apply): it goes, unseen.
    if (keptHeight_ > 0 && !held_ && y + area_->viewport()->height() <= naturalHeight_) {
        keptHeight_ = 0;
        refit_();
    }
}

bool ViewHold::eventFilter(QObject* watched, QEvent* event) {
    // A view of a new height (the window resized by the student): what shows is the page from
    // where the view is, with no room below its end. Kept, the room showed as a blank band under
    // a taller window's page until the student scrolled up past it (review33 #11, review34). The
    // viewport has its new size before the area's own resizeEvent fits the content.
    if (!areaAlive())
        return QObject::eventFilter(watched, event);
    if (watched == viewport_) {
        if (event->type() == QEvent::Resize) {
            const auto* resize = static_cast<const QResizeEvent*>(event);
            if (resize->oldSize().isValid() &&
                resize->oldSize().height() != resize->size().height()) {
                release();
                keptHeight_ = 0;
            }
        }
        return QObject::eventFilter(watched, event);
    }
    // Otherwise only the held chain is watched: a move of any of its widgets moves the control.
    if (held_ && event->type() == QEvent::Move)
        apply();
    return QObject::eventFilter(watched, event);
}

} // namespace app
