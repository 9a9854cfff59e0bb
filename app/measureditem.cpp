// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/measureditem.h"

#include <QBoxLayout>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace app {

namespace {
constexpr char kMeasureShareProperty[] = "attnMeasureShare";
}

int MeasuredItem::measure() const {
    return int(std::lround(share_ * kMeasureChars * widget()->fontMetrics().averageCharWidth()));
}

namespace {

// qSmartMinSize (what QWidgetItem::minimumSize gives) in one direction, asking for the size hint
// only where the widget may not shrink below it: a block's size hint lays its whole layout out,
// and QWidgetItem asked for it ~7,000 times while a page was built (12% of a start's
// instructions). The style's layout item margins, which QWidgetItem takes off, are set by macOS
// styles only.
template <typename Hint, typename MinimumHint>
int smartMinimum(int minimum, int maximum, QSizePolicy::Policy policy, Hint hint,
                 MinimumHint minimumHint) {
    if (minimum > 0)
        return minimum;
    if (policy == QSizePolicy::Ignored)
        return 0;
    int size = minimumHint();
    if (!(policy & QSizePolicy::ShrinkFlag))
        size = std::max(size, hint());
    return std::max(std::min(size, maximum), 0);
}

} // namespace

int MeasuredItem::minimumWidth() const {
    if (isEmpty())
        return 0;
    const QWidget* w = widget();
    return smartMinimum(
        w->minimumWidth(), w->maximumWidth(), w->sizePolicy().horizontalPolicy(),
        [w] { return w->sizeHint().width(); }, [w] { return w->minimumSizeHint().width(); });
}

QSize MeasuredItem::minimumSize() const {
    if (isEmpty())
        return {0, 0};
    const QWidget* w = widget();
    return {minimumWidth(),
            smartMinimum(
                w->minimumHeight(), w->maximumHeight(), w->sizePolicy().verticalPolicy(),
                [w] { return w->sizeHint().height(); },
                [w] { return w->minimumSizeHint().height(); })};
}

int MeasuredItem::narrowed(int width) const {
    const int floor = minimumWidth(); // never below what the widget needs
    return std::min(width, std::max(measure(), floor));
}

QSize MeasuredItem::sizeHint() const {
    QSize hint = QWidgetItem::sizeHint();
    hint.setWidth(narrowed(hint.width()));
    return hint;
}

QSize MeasuredItem::maximumSize() const {
    // The item may be given the whole column (so the layout does not place it); the widget is
    // narrowed in setGeometry. So only the height is the widget's, and a height that may grow
    // needs no size hint: QWidgetItem::maximumSize (qSmartMaxSize) asks for both size hints
    // whatever the policy, 2,600 times while a page was built (7% of a start's instructions).
    const QWidget* w = widget();
    const bool heightFromHint = !(alignment() & Qt::AlignVertical_Mask) &&
                                !(w->sizePolicy().verticalPolicy() & QSizePolicy::GrowFlag);
    // A fixed or capped height comes back less the style's layout item margins, which only
    // QWidgetItem knows.
    if (isEmpty() || heightFromHint || w->maximumHeight() != QWIDGETSIZE_MAX)
        return QWidgetItem::maximumSize().expandedTo(QSize(QLAYOUTSIZE_MAX, 0));
    // qSmartMaxSize's width as QWidgetItem gives it, widened to QLAYOUTSIZE_MAX: a width that
    // would come from the hint is narrower than that.
    const bool widthFromWidget = !(alignment() & Qt::AlignHorizontal_Mask) &&
                                 ((w->sizePolicy().horizontalPolicy() & QSizePolicy::GrowFlag) ||
                                  w->maximumWidth() != QWIDGETSIZE_MAX);
    return {widthFromWidget ? std::max(w->maximumWidth(), QLAYOUTSIZE_MAX) : QLAYOUTSIZE_MAX,
            (alignment() & Qt::AlignVertical_Mask) ? QLAYOUTSIZE_MAX : QWIDGETSIZE_MAX};
}

int MeasuredItem::heightForWidth(int width) const {
    return QWidgetItem::heightForWidth(narrowed(width));
}

void MeasuredItem::setGeometry(const QRect& rect) {
    const int width = narrowed(rect.width());
    QWidgetItem::setGeometry(
        QRect(rect.left() + (rect.width() - width) / 2, rect.top(), width, rect.height()));
}

void keepToMeasure(QWidget* widget, double share) {
    widget->setProperty(kMeasureShareProperty, share);
}

double measureShare(const QWidget* widget) {
    return widget->property(kMeasureShareProperty).toDouble();
}

namespace {

// Screen readers walk the accessibility tree, which lists a widget's children in the order they
// were made: a block placed later (a gate made once the page was built) came after References.
// Moved in front of the widget that now follows it in the layout, the tree reads as the page.
void keepChildOrder(QBoxLayout* layout, QWidget* widget) {
    const int at = layout->indexOf(widget);
    for (int i = at + 1; at >= 0 && i < layout->count(); ++i) {
        QWidget* next = layout->itemAt(i)->widget();
        if (next && next->parentWidget() == widget->parentWidget()) {
            widget->stackUnder(next);
            return;
        }
    }
}

} // namespace

void insertIntoColumn(QBoxLayout* layout, int index, QWidget* widget) {
    const double share = measureShare(widget);
    if (share <= 0.0) {
        layout->insertWidget(index, widget);
        keepChildOrder(layout, widget);
        return;
    }
    // insertItem does not adopt the widget as insertWidget does: the widget must already be a
    // child of the layout's widget.
    if (widget->parentWidget() != layout->parentWidget())
        widget->setParent(layout->parentWidget());
    layout->insertItem(index, new MeasuredItem(widget, share));
    keepChildOrder(layout, widget);
}

} // namespace app
