// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QTreeView>
#include <QTreeWidget>

class QFont;

namespace app {

// The height the item view's style gives `text` wrapped in a cell `width` wide: its lines as
// QTextLayout breaks them (QCommonStyle's viewItemDrawText), each as tall as its own glyphs.
// Measured with QFontMetrics::boundingRect a line holding "✔" (from a fallback font, taller)
// came out short, and the style cut the cell's last line with "…" (issue 19).
int wrappedCellHeight(const QFont& font, const QString& text, int width);

// The overview's questions' column kept in place over the table's left edge while the figures
// scroll sideways (a second view of the same rows, as in Qt's frozen-column example). A rule down
// its right side marks where the figures pass under it. It is a picture of the table's first
// column only: screen readers are given nothing here (the table reads every row already, and the
// copy read each a second time, review32).
class FrozenNameView : public QTreeView {
    Q_OBJECT
public:
    explicit FrozenNameView(QWidget* parent = nullptr);

protected:
    void paintEvent(QPaintEvent* event) override;
    // Without QTreeView's accessibility events: they announced the copy's rows.
    void selectionChanged(const QItemSelection& selected,
                          const QItemSelection& deselected) override;
};

// The overview's table. A row made current (a click, the arrow keys) is brought into sight
// without scrolling back sideways for its question: while the table scrolls sideways the
// questions' column stays in place over its left edge, and a click there sent the figures back
// to the start. Sideways, the table stops only where a column starts at the kept column's edge,
// so no column's first letters hide under it (sp32: "redicted" at 800 px).
class OverviewTable : public QTreeWidget {
    Q_OBJECT
public:
    using QTreeWidget::QTreeWidget;
    // The view kept over the first column (a child of this table), or null.
    void setFrozenNames(QWidget* names) { frozenNames_ = names; }
    void scrollTo(const QModelIndex& index, ScrollHint hint) override;

    // The horizontal scroll positions at which a column starts right at the first column's
    // right edge, from 0 up to the first that shows every remaining column; the range ends there.
    QList<int> sidewaysStops() const;

protected:
    void updateGeometries() override;
    void scrollContentsBy(int dx, int dy) override;

private:
    QPointer<QWidget> frozenNames_;
    bool snapping_ = false;
};

} // namespace app
