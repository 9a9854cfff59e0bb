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

int MeasuredItem::narrowed(int width) const {
    const int floor = QWidgetItem::minimumSize().width(); // never below what the widget needs
    return std::min(width, std::max(measure(), floor));
}

QSize MeasuredItem::sizeHint() const {
    QSize hint = QWidgetItem::sizeHint();
    hint.setWidth(narrowed(hint.width()));
    return hint;
}

QSize MeasuredItem::maximumSize() const {
    // The item may be given the whole column (so the layout does not place it); the widget is
    // narrowed in setGeometry.
    return QWidgetItem::maximumSize().expandedTo(QSize(QLAYOUTSIZE_MAX, 0));
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

void insertIntoColumn(QBoxLayout* layout, int index, QWidget* widget) {
    const double share = measureShare(widget);
    if (share <= 0.0) {
        layout->insertWidget(index, widget);
        return;
    }
    // insertItem does not adopt the widget as insertWidget does: the widget must already be a
    // child of the layout's widget.
    if (widget->parentWidget() != layout->parentWidget())
        widget->setParent(layout->parentWidget());
    layout->insertItem(index, new MeasuredItem(widget, share));
}

} // namespace app
