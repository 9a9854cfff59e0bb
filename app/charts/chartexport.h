// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QContextMenuEvent;
class QKeyEvent;
class QMenu;
class QWidget;

namespace attn::charts {

// Where a chart comes from, for the caption line under its saved picture (the lesson, the values
// of the controls the chart reads): asked of the nearest widget around the chart that is one.
// A picture on a slide or in notes says nothing of the slider it was drawn at (sp28 item 8).
class PictureSource {
public:
    virtual QString pictureCaption() const = 0;

protected:
    ~PictureSource() = default;
};

// Saves what `chart` shows (a chart panel with its title and readout, or a bare view) as PNG or
// SVG, picked by the suffix, written atomically, with the caption of the nearest PictureSource
// around it as its last line. False with *error when it cannot be written.
bool saveChartImage(QWidget* chart, const QString& path, QString* error);

// The caption line a saved picture of `chart` ends with; empty when no widget around it is a
// PictureSource.
QString pictureCaptionFor(const QWidget* chart);
// The chart's title as the student reads it above the chart, in plain text: what the suggested
// file name, the SVG's <title> and the picture's heading say.
QString shownChartTitle(const QWidget* chart);
// The device pixel ratio a PNG of a chart `width` px wide is drawn at: at least kPictureWidth
// pixels across, the layout as on screen.
qreal pictureRatio(int width, qreal screenRatio);
// About 5/6 of a full-HD slide's width: a chart laid out at 600-800 px keeps its screen layout and
// is drawn 2 to 2.7 times finer, so its 9 pt labels stand about 30 px high, readable from the
// back of a room, and the picture is not scaled up on a 1920 px slide.
inline constexpr int kPictureWidth = 1600;

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
