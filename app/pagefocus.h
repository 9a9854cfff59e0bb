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

private:
    QScrollArea* page_;
    QWidget* column_;
};

} // namespace app
