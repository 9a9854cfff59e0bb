// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/papercuts.h"

#include "app/blocks/questionblock.h"
#include "app/lessonpage.h"

#include <QFrame>
#include <QGroupBox>
#include <QLabel>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextEdit>

#include <algorithm>
#include <climits>

namespace app {
namespace {

// A break closer than this share of a page to the previous one wastes more paper than cutting
// through a block (at 0.4, page 1 of lessons 1 and 5 was 60 % empty, sp29).
constexpr double kMinPageFill = 2.0 / 3.0;
// A last page shorter than this share of a page (a line or two: lessons 4 and 5, sp29) takes
// more from the page before, which keeps at least kLeastFillBeforeTail.
constexpr double kLeastTail = 0.1;
constexpr double kLeastFillBeforeTail = 0.5;
// Kept whole up to this share of a page; a taller question may be cut between its options.
constexpr double kWholeQuestion = 0.5;
// A heading is a line or two; a label taller than this many lines is not read as one.
constexpr int kHeadingLines = 3;

bool drawsAFrame(const QWidget* widget) {
    if (const auto* box = qobject_cast<const QGroupBox*>(widget))
        return !box->isFlat() || !box->title().isEmpty();
    const auto* frame = qobject_cast<const QFrame*>(widget);
    return frame && frame->frameShape() != QFrame::NoFrame;
}

// Every character of `document` but spaces and inline objects (formulas) set in bold.
bool allBold(const QTextDocument* document) {
    bool any = false;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QString text = fragment.text();
            text.remove(QChar::ObjectReplacementCharacter);
            if (text.trimmed().isEmpty())
                continue;
            if (fragment.charFormat().fontWeight() < QFont::DemiBold)
                return false;
            any = true;
        }
    }
    return any;
}

} // namespace

int questionKeptUntil(const QuestionBlock* question, const QWidget* column, int bottom) {
    // resultWidgets() ends with the explanation.
    const QWidget* explanation = question->resultWidgets().constLast();
    if (!explanation->isVisibleTo(column) || explanation->height() <= 0)
        return bottom;
    return explanation->mapTo(column, QPoint(0, 0)).y();
}

bool isPaperHeading(const QWidget* widget) {
    const auto* label = qobject_cast<const QLabel*>(widget);
    if (!label || label->height() > kHeadingLines * label->fontMetrics().lineSpacing())
        return false;
    if (label->font().bold())
        return !label->text().trimmed().isEmpty() || !label->accessibleName().isEmpty();
    // A Markdown label of "**title**", as rich text or with its formulas in a text view.
    if (const auto* view =
            label->findChild<const QTextEdit*>(QString(), Qt::FindDirectChildrenOnly);
        view && view->isVisibleTo(label))
        return allBold(view->document());
    if (label->textFormat() == Qt::PlainText || label->text().isEmpty())
        return false;
    QTextDocument document;
    document.setHtml(label->text());
    return allBold(&document);
}

PaperCuts::PaperCuts(const QWidget* column, int pageHeight) {
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
    for (const QWidget* widget : column->findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(column) || widget->height() <= 0)
            continue;
        const int top = widget->mapTo(column, QPoint(0, 0)).y();
        const int bottom = top + widget->height();
        if (const auto* question = qobject_cast<const QuestionBlock*>(widget)) {
            // What is kept together is measured, not the whole box: a long explanation made a
            // short stem and its options lose their keeping (review34 #3).
            const int keptUntil = questionKeptUntil(question, column, bottom);
            if (keptUntil - top <= pageHeight * kWholeQuestion)
                whole_.append({top, keptUntil});
            continue;
        }
        if (!isPaperHeading(widget) || !widget->parentWidget())
            continue;
        // With the first widget under it in its block (the heading's parent); none: it ends one.
        int nextTop = INT_MAX;
        for (const Leaf& leaf : std::as_const(leaves)) {
            if (leaf.rows.top >= bottom - 1 && leaf.rows.top < nextTop &&
                widget->parentWidget()->isAncestorOf(leaf.widget) &&
                !widget->isAncestorOf(leaf.widget))
                nextTop = leaf.rows.top;
        }
        if (nextTop != INT_MAX)
            whole_.append({top, nextTop + 1});
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
    // The lowest row in (least, bottom] a page may end at: a block's end, else a clean cut
    // between widgets; -1 if there is none.
    const auto pageEnd = [&](int least, int bottom) {
        for (auto it = std::upper_bound(blockEnds.cbegin(), blockEnds.cend(), bottom);
             it != blockEnds.cbegin() && *(it - 1) > least; --it) {
            if (!cuts.parts(*(it - 1)))
                return *(it - 1);
        }
        const int clean = cuts.cleanCut(least, bottom);
        return cuts.parts(clean) ? -1 : clean;
    };
    QList<PaperRows> pages;
    for (int top = 0; top < height;) {
        int bottom = std::min(height, top + std::max(1, pageHeight));
        if (bottom < height) {
            int chosen = pageEnd(top + int(pageHeight * leastFill), bottom);
            // Nothing clean in the page's last part: the lowest clean row above it, and only
            // when there is none, a cut through what is there.
            if (chosen < 0)
                chosen = pageEnd(top, bottom);
            bottom = chosen > 0 ? chosen : bottom;
        }
        pages.append({top, bottom});
        top = bottom;
    }
    if (pages.size() >= 2 && pages.last().bottom - pages.last().top < pageHeight * kLeastTail) {
        PaperRows& before = pages[pages.size() - 2];
        const int least = before.top + int(pageHeight * kLeastFillBeforeTail);
        const int most = height - int(pageHeight * kLeastTail);
        if (const int moved = most > least ? pageEnd(least, most) : -1; moved > 0) {
            before.bottom = moved;
            pages.last().top = moved;
        }
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
    PaperCuts cuts(content, pageHeight);
    QList<int> blockEnds; // bottoms of the blocks a page may end with, in content coordinates
    const QList<LessonPage::PaperBlock> blocks = page->paperBlocks();
    for (qsizetype index = 0; index < blocks.size(); ++index) {
        const LessonPage::PaperBlock& block = blocks.at(index);
        if (!block.keepWithNext)
            blockEnds.append(block.bottom);
        else if (index + 1 < blocks.size()) // a section's heading with what it heads
            cuts.keepTogether(block.bottom - 1, blocks.at(index + 1).top + 1);
    }
    layout.pages = paperPages(cuts, blockEnds, height, pageHeight, kMinPageFill);
    return layout;
}

} // namespace app
