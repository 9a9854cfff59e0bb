// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QContextMenuEvent;
class QKeyEvent;
class QMenu;
class QWidget;

namespace attn::charts {

// Saves what `chart` shows (a chart panel with its title and readout, or a bare view) as PNG or
// SVG, picked by the suffix, written atomically. False with *error when it cannot be written.
bool saveChartImage(QWidget* chart, const QString& path, QString* error);

// The name "Save chart as" suggests for a chart titled `title` (its plain text, math as Unicode):
// ASCII words joined by '-', the math spelled out ("…divided by √dₖ" -> "…divided-by-sqrt-dk",
// "zufällige" -> "zufaellige"), at most about 80 characters, "chart" for a title with no words.
QString chartFileStem(const QString& title);

// The context menu of a chart view: Save chart as PNG / SVG, each asking for a file name. The
// menu saves the enclosing chart panel, so the picture carries the title and the readout.
QMenu* createChartMenu(QWidget* view, QWidget* parent);

// Shows the chart menu of `view` where the student asked for it: at the pointer, or for the
// keyboard (the context-menu key) at the middle of the chart, which may be far from the pointer.
void popupChartMenu(QWidget* view, const QContextMenuEvent* event);
// Shift+F10 on a focused chart: the usual context-menu key of desktops, which Qt (6.4) turns into
// no context-menu event of its own. Shows the menu at the middle of the chart and returns true.
bool popupChartMenuForKey(QWidget* view, const QKeyEvent* event);

} // namespace attn::charts
