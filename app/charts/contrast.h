// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>

class QPalette;

namespace attn::charts {

// WCAG 2 contrast of two colours: (L1 + 0.05) / (L2 + 0.05) of their relative luminances, 1 to
// 21. Lines, frames, swatches and focus rings need 3:1 against what they sit on (WCAG 1.4.11).
double relativeLuminance(const QColor& color);
double contrastRatio(const QColor& a, const QColor& b);
// `color` over `background` (its alpha blended in), as the eye sees it.
QColor composited(const QColor& color, const QColor& background);

// Whether the palette is a dark one (its window or base darker than mid grey): the one test for
// it, used wherever a colour is picked per scheme.
bool isDarkPalette(const QPalette& palette);

// The minimum contrast of the non-text parts of a chart or control.
constexpr double kMinNonTextContrast = 3.0;

// `color` (composited over `background`) moved toward black or white, whichever the background
// is further from, just far enough to reach `ratio` against `background`; as it is if it already
// does. Opaque.
QColor withContrast(const QColor& color, const QColor& background, double ratio);
// The same against the palette's Base and Window at once (a control may sit on either).
QColor withPaletteContrast(const QColor& color, const QPalette& palette, double ratio);

} // namespace attn::charts
