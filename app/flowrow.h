// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLayout>
#include <QList>

namespace app {

// A row of widgets (a lab's Run, Restore, Reset and Run the lesson's logits) that continues on
// the next line when the column is too narrow for all of them, instead of asking the column, and
// with it the window, to be wider. Its minimum width is its widest item's.
class FlowRow : public QLayout {
public:
    explicit FlowRow(QWidget* parent = nullptr);
    ~FlowRow() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return int(items_.size()); }
    QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    void setGeometry(const QRect& rect) override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;

private:
    // Places the items in `rect` (or only measures); returns the height used.
    int arrange(const QRect& rect, bool place) const;
    QList<QLayoutItem*> items_;
};

} // namespace app
