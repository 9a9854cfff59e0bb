// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QMenu;
class QWidget;

namespace attn::charts {

// Saves what `chart` shows (a chart panel with its title and readout, or a bare view) as PNG or
// SVG, picked by the suffix, written atomically. False with *error when it cannot be written.
bool saveChartImage(QWidget* chart, const QString& path, QString* error);

// The context menu of a chart view: Save chart as PNG / SVG, each asking for a file name. The
// menu saves the enclosing chart panel, so the picture carries the title and the readout.
QMenu* createChartMenu(QWidget* view, QWidget* parent);

} // namespace attn::charts
