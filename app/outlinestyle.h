#pragma once

#include <QProxyStyle>

namespace app {

// The application's style, whatever the desktop's, with one mend: in a dark palette the Fusion
// style draws check boxes, radio buttons, panels and group boxes with an outline a little darker
// than the window, which a student could not see (a dark-palette student pass found the mask
// check box and the Predict box's border gone). There each gets an outline in the text colour,
// faint enough to stay a frame. Light palettes are drawn as the base style draws them.
class OutlineStyle : public QProxyStyle {
public:
    explicit OutlineStyle(QStyle* base = nullptr); // null: the desktop's style; owns `base`

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;

    // True for the elements this style outlines in a dark palette.
    static bool outlines(PrimitiveElement element);
    static bool isDark(const QPalette& palette);
};

} // namespace app
