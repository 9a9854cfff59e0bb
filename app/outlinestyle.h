// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QProxyStyle>

class QStyleOptionSlider;

namespace app {

// The application's style, whatever the desktop's, with one mend: in a dark palette the Fusion
// style draws check boxes, radio buttons, panels and group boxes with an outline a little darker
// than the window, which a student could not see (a dark-palette student pass found the mask
// check box and the Predict box's border gone). There each gets an outline in the text colour,
// faint enough to stay a frame but at least 3:1 against the window and the page (WCAG 1.4.11).
// Light palettes are drawn as the base style draws them, except for fields: line edits and spin
// boxes get the same outline in light and dark palettes, since Fusion's own border (the window a
// little darker) is about 2:1 in light and 1.2:1 in dark, and a student could not see where to
// type (D3).
//
// The focus frame (QFocusFrame, which FocusRing puts around the focused control) is a 2 px
// rounded ring in the palette's highlight colour, at least 3:1 against the window and the page,
// in light and dark palettes; the common style filled it with the text colour, a thick black
// rule around a chart.
//
// A slider's groove and tick marks get the same outline in light and dark palettes: Fusion's are
// about 2:1 in light and 1.1:1 in dark, a groove and ticks a student could not see (sp21).
//
// The placeholder colour, which the page also uses for its secondary text (a lesson's summary,
// "checked at …", chart captions, the stop note), is darkened or lightened to 4.5:1 against the
// window and the page, the contrast text needs (WCAG 1.4.3): Fusion's half-transparent text
// colour is about 3.9:1 (sp22).
class OutlineStyle : public QProxyStyle {
public:
    explicit OutlineStyle(QStyle* base = nullptr); // null: the desktop's style; owns `base`

    using QProxyStyle::polish;
    void polish(QPalette& palette) override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                            QPainter* painter, const QWidget* widget = nullptr) const override;
    // Radio and check box indicators grow with the widget's font over the desktop's (the
    // window's zoom): Fusion's stay at their 100 % size beside 150 % text.
    int pixelMetric(PixelMetric metric, const QStyleOption* option = nullptr,
                    const QWidget* widget = nullptr) const override;

    // The colours drawn for a palette: the outline of an enabled indicator or frame (dark
    // palettes) and the focus ring.
    static QColor outlineColor(const QPalette& palette, bool enabled = true);
    static QColor focusColor(const QPalette& palette);
    // Radio circles, check boxes and their marks in a dark palette: 4.5:1, as text.
    static QColor indicatorColor(const QPalette& palette);
    static constexpr double kTextContrast = 4.5;

    // True for the elements this style outlines in a dark palette.
    static bool outlines(PrimitiveElement element);
    static bool isDark(const QPalette& palette);

private:
    void drawSlider(const QStyleOptionSlider& option, QPainter* painter,
                    const QWidget* widget) const;
    static void outlineField(const QStyleOption& option, QPainter* painter);
};

} // namespace app
