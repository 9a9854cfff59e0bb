// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>
#include <QWidget>

class QFrame;
class QGroupBox;

namespace app {

// The page being printed, a QRect in the text column's coordinates, set on the column while it
// renders.
inline constexpr char kPaperPageProperty[] = "attnPaperPage";

// A block's frame (a quick check's group box, a walkthrough, a console) cut by a page break was
// drawn whole, on to the paper's edge and from the next page's top (lessons 4 and 5):
// QWidget::render holds a child to the page only through the engine's system clip, which the
// PDF engine drops at the first clip a style sets (Fusion's group box replaces the clip to leave
// its title out). Installed on those blocks while a page prints, this draws their frames clipped
// to the page.
class FramesOnPaper final : public QObject {
public:
    QPointer<QWidget> column; // the text column, which holds kPaperPageProperty
    // A group box, or a plain QFrame subclass (a label or a field paints its content too).
    static bool draws(const QWidget* widget);
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QRect pageIn(const QWidget* widget) const; // empty while no page prints
    bool paintFrame(QFrame* frame) const;
    bool paintGroupBox(QGroupBox* box) const;
};

} // namespace app
