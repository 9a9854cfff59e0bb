// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>

class QScrollArea;
class QWidget;

namespace app {

// The keyboard order of a lesson page: its Tab stops in reading order, and where Tab and
// Shift+Tab go from the focus. Qt's focus chain follows the order in which widgets were made,
// and it goes astray once widgets come and go after the page was ordered (a question's feedback
// after Check: Tab from there left the page for the sidebar, D1).
class PageFocus {
public:
    // `page` scrolls `column`, whose layout holds the blocks top to bottom.
    PageFocus(QScrollArea* page, QWidget* column) : page_(page), column_(column) {}

    // A widget that Tab stops at, shown or not: it takes Tab focus and hands it to no proxy.
    static bool isTabStop(const QWidget* widget);
    // A Tab stop that Tab can reach now: enabled and shown.
    static bool isReachable(const QWidget* widget);

    // The page's Tab stops in reading order: blocks in the column's order, inside a block the
    // order it gave its own controls. Hidden and disabled ones too.
    QList<QWidget*> tabStops() const;
    // Makes Qt's focus chain follow tabStops().
    void orderTabStops() const;
    // Moves the focus to the next (previous) reachable stop in reading order, and past the
    // page's ends to the next stop outside it along the window's chain. False when the focus is
    // not the page's to move (Qt's own focusNextPrevChild then does it).
    bool moveFocus(bool next) const;

    // Where a view of `viewHeight` rows, now at `scroll`, goes to show rows `top` to `bottom`
    // with `margin` around them: the least move that shows them whole, or, when they are taller
    // than the view, the least move that fills the view with them from `top` on. A view that
    // shows them already (or shows a view full of them) stays.
    static int scrollToShow(int scroll, int viewHeight, int top, int bottom, int margin);
    // Where a view of `viewHeight` rows, now at `scroll`, goes after a click made a result
    // that ends at row `resultBottom`: down only as far as shows the result with `margin` under
    // it, and never so far that row `keepTop` (the result's start) leaves the view's top. A
    // result in sight already moves nothing.
    static int scrollToShowLine(int scroll, int viewHeight, int keepTop, int resultBottom,
                                int margin);
    // After a key press on the page: the focused control and what the key made below it in the
    // same block (a question's verdict, feedback and explanation; a lab's notice and run table)
    // come into sight together, as far as they fit; in sight already, they move nothing.
    void showFocusWithResult() const;

private:
    QScrollArea* page_;
    QWidget* column_;
};

} // namespace app
