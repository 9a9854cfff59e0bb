// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/papercuts.h"

#include "app/lessonpage.h"

#include <QFrame>
#include <QGroupBox>
#include <QPageLayout>
#include <QPagedPaintDevice>

#include <algorithm>
#include <climits>

namespace app {
namespace {

// A break closer than this share of a page to the previous one wastes more paper than cutting
// through a block.
constexpr double kMinPageFill = 0.4;

bool drawsAFrame(const QWidget* widget) {
    if (const auto* box = qobject_cast<const QGroupBox*>(widget))
        return !box->isFlat() || !box->title().isEmpty();
    const auto* frame = qobject_cast<const QFrame*>(widget);
    return frame && frame->frameShape() != QFrame::NoFrame;
}

} // namespace

PaperCuts::PaperCuts(const QWidget* column) {
    struct Leaf {
        const QWidget* widget;
        PaperRows rows;
    };
    QList<Leaf> leaves;
    QList<const QWidget*> frames;
    for (const QWidget* widget : column->findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(column) || widget->height() <= 0)
            continue;
        const QList<QWidget*> inside = widget->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
        if (std::any_of(inside.cbegin(), inside.cend(),
                        [column](const QWidget* child) { return child->isVisibleTo(column); })) {
            if (drawsAFrame(widget))
                frames.append(widget);
            continue;
        }
        const int top = widget->mapTo(column, QPoint(0, 0)).y();
        leaves.append({widget, {top, top + widget->height()}});
        whole_.append(leaves.last().rows);
    }
    for (const QWidget* frame : std::as_const(frames)) {
        const int top = frame->mapTo(column, QPoint(0, 0)).y();
        const int bottom = top + frame->height();
        int firstEnd = INT_MAX, firstTop = INT_MAX;
        int lastStart = INT_MIN, lastBottom = INT_MIN;
        for (const Leaf& leaf : std::as_const(leaves)) {
            if (!frame->isAncestorOf(leaf.widget))
                continue;
            if (leaf.rows.top < firstTop ||
                (leaf.rows.top == firstTop && leaf.rows.bottom > firstEnd)) {
                firstTop = leaf.rows.top;
                firstEnd = leaf.rows.bottom;
            }
            if (leaf.rows.bottom > lastBottom ||
                (leaf.rows.bottom == lastBottom && leaf.rows.top < lastStart)) {
                lastBottom = leaf.rows.bottom;
                lastStart = leaf.rows.top;
            }
        }
        if (firstTop == INT_MAX)
            continue;
        whole_.append({top, std::max(top, firstEnd)});
        whole_.append({std::min(bottom, lastStart), bottom});
    }
}

bool PaperCuts::parts(int y) const {
    return std::any_of(whole_.cbegin(), whole_.cend(),
                       [y](const PaperRows& rows) { return rows.top < y && y < rows.bottom; });
}

int PaperCuts::cleanCut(int least, int bottom) const {
    if (!parts(bottom))
        return bottom;
    int best = -1;
    for (const PaperRows& rows : whole_) {
        for (const int y : {rows.top, rows.bottom}) {
            if (y > least && y <= bottom && y > best && !parts(y))
                best = y;
        }
    }
    return best > 0 ? best : bottom;
}

QList<PaperRows> paperPages(const PaperCuts& cuts, QList<int> blockEnds, int height, int pageHeight,
                            double leastFill) {
    std::sort(blockEnds.begin(), blockEnds.end());
    QList<PaperRows> pages;
    for (int top = 0; top < height;) {
        int bottom = std::min(height, top + std::max(1, pageHeight));
        if (bottom < height) {
            const int least = top + int(pageHeight * leastFill);
            int chosen = -1;
            for (auto it = std::upper_bound(blockEnds.cbegin(), blockEnds.cend(), bottom);
                 it != blockEnds.cbegin() && *(it - 1) > least; --it) {
                if (!cuts.parts(*(it - 1))) {
                    chosen = *(it - 1);
                    break;
                }
            }
            bottom = chosen > 0 ? chosen : cuts.cleanCut(least, bottom);
        }
        pages.append({top, bottom});
        top = bottom;
    }
    return pages;
}

PaperLayout paperLayout(LessonPage* page, const QPagedPaintDevice* device) {
    const QWidget* content = page->textColumn(); // the page's margins beside it stay off the paper
    PaperLayout layout;
    layout.width = std::max(1, content->width());
    // The column runs on to the view's foot below a short lesson: that empty room printed as a
    // blank last page (lesson 5).
    const QRect shown = content->childrenRect();
    const int height =
        shown.isValid() ? std::min(content->height(), shown.bottom() + 1) : content->height();
    const QRect paper = device->pageLayout().paintRectPixels(device->logicalDpiX());
    layout.scale = double(paper.width()) / double(layout.width);
    const int pageHeight = std::max(1, int(paper.height() / layout.scale));
    QList<int> blockEnds; // bottoms of the blocks a page may end with, in content coordinates
    for (const LessonPage::PaperBlock& block : page->paperBlocks()) {
        if (!block.keepWithNext)
            blockEnds.append(block.bottom);
    }
    layout.pages = paperPages(PaperCuts(content), blockEnds, height, pageHeight, kMinPageFill);
    return layout;
}

} // namespace app
