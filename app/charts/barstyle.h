// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QBrush>
#include <QColor>
#include <QPen>

class QBarSet;
class QPalette;

namespace attn::charts {

// The one look of a bar, on every chart (issue 19: lesson 1's and 4's per-dimension bars were a
// light tint with an outline beside the solid bars of every other chart). Every bar series,
// Qt Charts' sets and the bars painted by hand (the channel bank, the lab's logits), takes its
// brush, pen and label colours from here, so a new chart cannot differ.
struct BarStyle {
    QBrush fill;        // solid, the primary series colour (3:1 against the plot and the page)
    QPen outline;       // the fill's colour: an outline of another tone read as a second look
    QColor label;       // a value label above or beside its bar
    QColor insideLabel; // a value label inside the bar's end, where there is no room outside

    bool operator==(const BarStyle& other) const {
        return fill == other.fill && outline == other.outline && label == other.label &&
               insideLabel == other.insideLabel;
    }
    bool operator!=(const BarStyle& other) const { return !(*this == other); }
};

// The bar look of `palette` (light or dark).
BarStyle barStyle(const QPalette& palette);
// Gives `set` the look: its brush, pen and (unused, Qt's own labels are off) label colour.
void applyBarStyle(QBarSet* set, const BarStyle& style);

} // namespace attn::charts
