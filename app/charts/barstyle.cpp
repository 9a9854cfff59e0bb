// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/charts/barstyle.h"

#include "app/charts/contrast.h"

#include <QBarSet>
#include <QPalette>

namespace attn::charts {

BarStyle barStyle(const QPalette& palette) {
    // As ChartPanel::seriesColor's Primary and Tertiary: a dark theme's highlight (a dark blue)
    // nearly vanished on the dark plot, so the bar reaches 3:1 against the plot and the page.
    const QColor bar =
        withPaletteContrast(palette.color(QPalette::Highlight), palette, kMinNonTextContrast);
    BarStyle style;
    style.fill = QBrush(bar);
    style.outline = QPen(bar, 1.0);
    style.label = withPaletteContrast(palette.color(QPalette::Text), palette, kMinNonTextContrast);
    style.insideLabel = palette.color(QPalette::HighlightedText);
    return style;
}

void applyBarStyle(QBarSet* set, const BarStyle& style) {
    set->setBrush(style.fill);
    set->setPen(style.outline);
    set->setLabelColor(style.label);
}

} // namespace attn::charts
