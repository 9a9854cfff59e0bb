// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Where the student reads: sections, the scroll position kept across reflows and restarts, zoom.
#include "app/lessonpage.h"

#include "app/blocks/groupblocks.h"
#include "app/pagefocus.h"
#include "app/viewhold.h"

#include <QScrollBar>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace app {

void LessonPage::scrollToSection(int sectionIndex) {
    const QList<lessons::Section> sections = lesson_.sections();
    if (sectionIndex < 0 || sectionIndex >= sections.size())
        return;
    QWidget* target = blockWidget(sections.at(sectionIndex).blockIndex);
    if (!target)
        return;
    releaseHold();
    pendingScroll_ = -1;
    scrollAnchor_ = target;
    anchorShare_ = 0.0;
    jumpedTo_ = target;
    pendingExpiry_.start();
    followScrollAnchor();
}

void LessonPage::enterSection(int sectionIndex) {
    const QList<lessons::Section> sections = lesson_.sections();
    QWidget* target = sectionIndex >= 0 && sectionIndex < sections.size()
                          ? blockWidget(sections.at(sectionIndex).blockIndex)
                          : nullptr;
    if (target && target->isVisibleTo(this)) {
        // Before the jump, which then puts the section at the view's top whatever the focus
        // moved. Marked as had: on a page still being built, followFocus hands a new focus to
        // the page itself (a lesson opening at its first control, sp13 B5).
        target->setProperty(kHadFocus, true);
        target->setFocus(Qt::OtherFocusReason);
    }
    scrollToSection(sectionIndex);
}

void LessonPage::followScrollAnchor() {
    if (!scrollAnchor_)
        return;
    // While blocks are still being built the page keeps growing: follow for as long as that lasts.
    if (!isComplete())
        pendingExpiry_.start();
    QScrollBar* bar = verticalScrollBar();
    const int target = std::clamp(scrollAnchor_->mapTo(widget(), QPoint(0, 0)).y() +
                                      int(std::lround(anchorShare_ * scrollAnchor_->height())),
                                  bar->minimum(), bar->maximum());
    if (scrollAnchor_ == jumpedTo_)
        jumpedScroll_ = target; // before the move, which reports the section
    bar->setValue(target);
}

QString LessonPage::currentSection() const {
    const QList<lessons::Section> sections = lesson_.sections();
    const QScrollBar* bar = verticalScrollBar();
    const int y = bar->value();
    // A section is read once its heading is in the upper half of the view, not only at its very
    // top: with the line 40 px down, and then in the view's top quarter, the outline stayed a
    // section behind a heading the student read in mid-view (sp17). At the page's end, whatever
    // heading shows is the one read: the last ones never reach the middle.
    const int readingLine = y + viewport()->height() / 2;
    const bool atTheEnd = bar->maximum() > 0 && y >= bar->maximum();
    // The section the outline jumped to stays current until the student scrolls: near the
    // page's end its heading cannot reach the view's top, and "Explain it back", clicked in the
    // outline, lit up "Takeaways" below it (sp19).
    if (jumpedTo_ && y == jumpedScroll_) {
        for (const lessons::Section& section : sections) {
            if (blockWidgets_.value(section.blockIndex) == jumpedTo_)
                return section.title;
        }
    }
    QString current;
    for (const lessons::Section& section : sections) {
        // Blocks not built yet lie below everything on screen: they cannot be current.
        QWidget* target = blockWidgets_.value(section.blockIndex);
        if (!target)
            continue;
        const int top = target->mapTo(widget(), QPoint(0, 0)).y();
        // After a jump to a section it stays current while its heading is at the top, though
        // the next heading of a short one may share the upper half.
        if (target == scrollAnchor_ && anchorShare_ == 0.0 && std::abs(top - y) <= 1)
            return section.title;
        if (top <= readingLine || (atTheEnd && top < y + viewport()->height()))
            current = section.title;
    }
    return current;
}

int LessonPage::scrollPosition() const {
    return pendingScroll_ >= 0 ? pendingScroll_ : verticalScrollBar()->value();
}

void LessonPage::restoreScrollPosition(int y) {
    if (y <= 0)
        return;
    releaseHold();
    pendingScroll_ = y;
    pendingExpiry_.start();
    verticalScrollBar()->setValue(std::min(y, verticalScrollBar()->maximum()));
}

LessonPage::ReadingPlace LessonPage::readingPlace() const {
    const int top = verticalScrollBar()->value();
    if (!widget() || top <= 0)
        return {};
    // The last shown block that starts at or above the view's top; the top may fall in the
    // spacing below it (share 1: the next block's start). Shown within the page, not on screen:
    // the place is also taken with the review page or the overview in front (quit from there).
    ReadingPlace place;
    for (int i = 0; i < blockWidgets_.size(); ++i) {
        const QWidget* block = blockWidgets_.at(i);
        if (!block || !block->isVisibleTo(widget()) || block->height() <= 0)
            continue;
        const int y = block->mapTo(widget(), QPoint()).y();
        if (y > top)
            break;
        place = {i, std::min(1.0, double(top - y) / block->height())};
    }
    return place;
}

void LessonPage::restoreReadingPlace(const ReadingPlace& place) {
    if (place.block < 0 || place.block >= lesson_.blocks.size())
        return;
    QWidget* target = blockWidget(place.block);
    if (!target)
        return;
    releaseHold();
    pendingScroll_ = -1;
    scrollAnchor_ = target;
    anchorShare_ = std::clamp(place.share, 0.0, 1.0);
    pendingExpiry_.start();
    followScrollAnchor();
}

QFont zoomedFont(const QFont& base, int steps) {
    QFont font = base;
    const qreal size = base.pointSizeF() > 0 ? base.pointSizeF() : 10.0;
    font.setPointSizeF(std::max(6.0, size * (1.0 + 0.1 * steps)));
    return font;
}

void LessonPage::holdPlaceForReflow() {
    // The text above the top block grows or reflows too: with the scroll position kept as a
    // number the view slid back to an earlier section (lesson 3, "What a mask does").
    releaseHold(); // the reading place is what stays now
    const int top = verticalScrollBar()->value();
    if (!widget() || top <= 0 || pendingScroll_ >= 0)
        return;
    for (QWidget* block : std::as_const(blockWidgets_)) {
        if (!block || !block->isVisibleTo(widget()))
            continue;
        const int y = block->mapTo(widget(), QPoint()).y();
        if (y <= top && top < y + block->height()) {
            scrollAnchor_ = block;
            anchorShare_ = block->height() > 0 ? double(top - y) / block->height() : 0.0;
            pendingExpiry_.start();
            break;
        }
    }
}

void LessonPage::followPlaceAfterReflow() {
    if (!scrollAnchor_)
        return;
    settleLayout();
    followScrollAnchor();
}

void LessonPage::holdInView(QWidget* control, int yInView) {
    hold_->hold(control, yInView);
}

QWidget* LessonPage::heldInView() const {
    return hold_->held();
}

void LessonPage::releaseHold() {
    hold_->release();
}

void LessonPage::setZoom(int steps) {
    holdPlaceForReflow();
    widget()->setFont(zoomedFont(baseFont_, steps));
    followPlaceAfterReflow();
}

} // namespace app
