// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/overviewtable.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QHeaderView>
#include <QPainter>
#include <QScrollBar>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace app {
namespace {

// The kept column to a screen reader: an object with nothing in it, marked invisible, so the
// table's rows are read once (a QTreeView of the same rows read every row a second time).
class FrozenNamesAccessible : public QAccessibleWidget {
public:
    explicit FrozenNamesAccessible(QWidget* view) : QAccessibleWidget(view, QAccessible::Client) {}
    QAccessible::State state() const override {
        QAccessible::State state = QAccessibleWidget::state();
        state.invisible = true;
        state.focusable = false;
        return state;
    }
    int childCount() const override { return 0; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text) const override { return {}; }
};

// Matched by class name, which Qt passes for each class up the object's meta-object chain (a
// qobject_cast finds no FrozenNameView while its QTreeView part is being built). The name is
// the class's own meta-object's, so a rename cannot leave a stale literal behind; the test
// tst_overviewpage theKeptColumnHasItsOwnAccessible fails if this stops matching (review33 #9).
QAccessibleInterface* frozenNamesAccessible(const QString& className, QObject* object) {
    if (className == QLatin1String(FrozenNameView::staticMetaObject.className()) && object &&
        object->isWidgetType())
        return new FrozenNamesAccessible(static_cast<QWidget*>(object));
    return nullptr;
}

} // namespace

int wrappedCellHeight(const QFont& font, const QString& text, int width) {
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(1, width));
        height += line.height();
    }
    layout.endLayout();
    return int(std::ceil(height));
}

FrozenNameView::FrozenNameView(QWidget* parent) : QTreeView(parent) {
    // Before the first view exists, so no interface of Qt's is cached for it; Qt keeps the
    // factory for the process, and one registration serves every overview.
    static const bool accessibleInstalled = [] {
        QAccessible::installFactory(&frozenNamesAccessible);
        return true;
    }();
    Q_UNUSED(accessibleInstalled)
}

void FrozenNameView::paintEvent(QPaintEvent* event) {
    QTreeView::paintEvent(event);
    QPainter painter(viewport());
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(viewport()->width() - 1, 0, viewport()->width() - 1, viewport()->height());
}

void FrozenNameView::selectionChanged(const QItemSelection& selected,
                                      const QItemSelection& deselected) {
    QAbstractItemView::selectionChanged(selected, deselected); // repaints, no announcement
}

void OverviewTable::scrollTo(const QModelIndex& index, ScrollHint hint) {
    const int sideways = horizontalScrollBar()->value();
    QTreeWidget::scrollTo(index, hint);
    if (index.column() == 0 && frozenNames_ && frozenNames_->isVisible())
        horizontalScrollBar()->setValue(sideways);
}

QList<int> OverviewTable::sidewaysStops() const {
    const QHeaderView* head = header();
    const int count = head->count();
    if (count < 2)
        return {0};
    const int kept = head->sectionSize(head->logicalIndex(0));
    const int room = viewport()->width() - kept; // what the figures are seen through
    QList<int> stops;
    int position = 0; // of the next column, past the kept one
    for (int visual = 1; visual < count; ++visual) {
        const int logical = head->logicalIndex(visual);
        if (head->isSectionHidden(logical))
            continue;
        stops.append(position);
        if (head->length() - kept - position <= room)
            break; // from here every remaining column shows whole
        position += head->sectionSize(logical);
    }
    if (stops.isEmpty())
        stops.append(0);
    return stops;
}

void OverviewTable::updateGeometries() {
    QTreeWidget::updateGeometries();
    // Scrolled all the way, the last columns fill the view from the kept column's edge: the
    // range ends at a stop (past the table's own end by less than a column, left blank).
    QScrollBar* bar = horizontalScrollBar();
    if (bar->maximum() > 0) {
        const int end = sidewaysStops().constLast();
        if (end > bar->maximum())
            bar->setMaximum(end);
    }
}

void OverviewTable::scrollContentsBy(int dx, int dy) {
    QTreeWidget::scrollContentsBy(dx, dy);
    if (dx == 0 || snapping_ || !frozenNames_ || !frozenNames_->isVisible())
        return;
    // On to a stop in the direction of the move (the nearest sent a small step back to where it
    // started): an arrow's step from a stop to the next one (a step wider than a column skipped
    // one), a page or a drag to the first stop at or past where it went.
    QScrollBar* bar = horizontalScrollBar();
    const int value = bar->value();
    const QList<int> stops = sidewaysStops();
    if (stops.contains(value))
        return;
    if (bar->isSliderDown()) {
        // A drag sets the value from the pointer each move: a stop in the direction of the move
        // went past the pointer, the next move came back below it and the table flipped between
        // two columns (review33 #8). The stop nearest the pointer holds still under it.
        int nearest = stops.constFirst();
        for (const int stop : stops) {
            if (std::abs(stop - value) < std::abs(nearest - value))
                nearest = stop;
        }
        snapping_ = true;
        bar->setValue(nearest);
        snapping_ = false;
        return;
    }
    const int previous = value + dx; // dx is the old value less the new
    const bool step = std::abs(dx) <= bar->singleStep();
    const int from = step ? previous : value;
    int target = dx < 0 ? stops.constLast() : stops.constFirst();
    if (dx < 0) { // the figures moved left: the view went right
        for (const int stop : stops) {
            if (step ? stop > from : stop >= from) {
                target = stop;
                break;
            }
        }
    } else {
        for (const int stop : stops) {
            if (step ? stop < from : stop <= from)
                target = stop;
        }
    }
    snapping_ = true;
    bar->setValue(target);
    snapping_ = false;
}

} // namespace app
