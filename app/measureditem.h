// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidgetItem>

class QBoxLayout;

namespace app {

// A layout item that keeps a block of running text to a readable measure: lines of about
// kMeasureChars average characters (typographers' 45-90, around 13 words), while figures beside it
// keep the column's full width. The widget is centred in the item, as a book's text block is;
// its height is asked for at the narrowed width, so word-wrapped text gets the lines it needs.
class MeasuredItem : public QWidgetItem {
public:
    static constexpr int kMeasureChars = 80;

    // `share` of the measure: 1 for text; a figure may take a little more.
    MeasuredItem(QWidget* widget, double share) : QWidgetItem(widget), share_(share) {}

    // The widest the widget is laid out, from its own font (so it follows the page's zoom).
    int measure() const;

    QSize sizeHint() const override;
    QSize minimumSize() const override;
    QSize maximumSize() const override;
    int heightForWidth(int width) const override;
    int minimumHeightForWidth(int width) const override { return heightForWidth(width); }
    void setGeometry(const QRect& rect) override;

    // The narrowest the widget may be laid out: QWidgetItem::minimumSize().width().
    int minimumWidth() const;

private:
    int narrowed(int width) const;

    double share_;
};

// Marks `widget` to be kept to `share` of the measure (1: running text) by insertIntoColumn.
void keepToMeasure(QWidget* widget, double share = 1.0);
// The share given to keepToMeasure, 0 for a widget laid out at the column's width.
double measureShare(const QWidget* widget);

// layout->insertWidget(index, widget), through a MeasuredItem for a widget kept to the measure.
void insertIntoColumn(QBoxLayout* layout, int index, QWidget* widget);

} // namespace app
