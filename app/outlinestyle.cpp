// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/outlinestyle.h"

#include "app/charts/contrast.h"

#include <QApplication>
#include <QFontInfo>
#include <QGroupBox>
#include <QPainter>
#include <QSlider>
#include <QStyleOption>

#include <algorithm>
#include <cmath>

namespace app {
namespace {

// The outline's opacity over the text colour: a frame, not a line that competes with the text.
constexpr double kOutlineAlpha = 0.45;
// Radio circles and check boxes: what the student clicks reads nearly as firmly as the text
// beside it. At the frames' 3:1 (#767676 on #1e1e1e) a quick check's circles were hard to see
// beside 14:1 text (look26).
constexpr double kIndicatorAlpha = 0.6;
// A slider's handle against the page and the groove: a little over 3:1 for rounding (WCAG 1.4.11).
constexpr double kHandleContrast = 3.2;

} // namespace

OutlineStyle::OutlineStyle(QStyle* base) : QProxyStyle(base) {}

void OutlineStyle::polish(QPalette& palette) {
    QProxyStyle::polish(palette);
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        QPalette within = palette;
        within.setCurrentColorGroup(group);
        palette.setColor(group, QPalette::PlaceholderText,
                         attn::charts::withPaletteContrast(within.color(QPalette::PlaceholderText),
                                                           within, kTextContrast));
    }
}

bool OutlineStyle::isDark(const QPalette& palette) {
    return attn::charts::isDarkPalette(palette);
}

QColor OutlineStyle::outlineColor(const QPalette& palette, bool enabled) {
    QColor ink = palette.color(QPalette::Text);
    ink.setAlphaF(kOutlineAlpha);
    // A disabled control's outline is fainter on purpose (it says "not now"), still in view.
    // A little over 3:1, so the pixels keep 3:1 after blending and rounding to 8 bits.
    return attn::charts::withPaletteContrast(
        ink, palette, enabled ? attn::charts::kMinNonTextContrast + 0.1 : 1.8);
}

QColor OutlineStyle::indicatorColor(const QPalette& palette) {
    QColor ink = palette.color(QPalette::Text);
    ink.setAlphaF(kIndicatorAlpha);
    // A little over text contrast, so the pixels keep 4.5:1 after blending and rounding.
    return attn::charts::withPaletteContrast(ink, palette, kTextContrast + 0.2);
}

QColor OutlineStyle::focusColor(const QPalette& palette) {
    return attn::charts::withPaletteContrast(palette.color(QPalette::Highlight), palette,
                                             attn::charts::kMinNonTextContrast);
}

void OutlineStyle::drawControl(ControlElement element, const QStyleOption* option,
                               QPainter* painter, const QWidget* widget) const {
    if (element != CE_FocusFrame || option == nullptr) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    // The frame's rectangle is the control's grown by the focus frame margins; the ring fills
    // that margin, so it never covers the control.
    const double width = 2.0;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(focusColor(option->palette), width));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(
        QRectF(option->rect).adjusted(width / 2, width / 2, -width / 2, -width / 2), 3.0, 3.0);
    painter->restore();
}

void OutlineStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                                      QPainter* painter, const QWidget* widget) const {
    if (const auto* slider = qstyleoption_cast<const QStyleOptionSlider*>(option);
        control == CC_Slider && slider != nullptr) {
        drawSlider(*slider, painter, widget);
        return;
    }
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    const auto* spin = qstyleoption_cast<const QStyleOptionSpinBox*>(option);
    if (control == CC_SpinBox && spin != nullptr && spin->frame)
        outlineField(*option, painter);
}

void OutlineStyle::drawSlider(const QStyleOptionSlider& option, QPainter* painter,
                              const QWidget* widget) const {
    // The base style's groove, then its outline and the ticks in our colour, then the handle
    // over them: Fusion outlines both in the window a little darker, 2:1 on a light page and
    // 1.1:1 on a dark one, where a student saw no groove and no ticks (sp21).
    QStyleOptionSlider groove(option);
    groove.subControls = option.subControls & ~(SC_SliderHandle | SC_SliderTickmarks);
    QProxyStyle::drawComplexControl(CC_Slider, &groove, painter, widget);
    const bool enabled = option.state & State_Enabled;
    const QColor ink = outlineColor(option.palette, enabled);
    const bool horizontal = option.orientation == Qt::Horizontal;
    painter->save();
    if (option.subControls & SC_SliderGroove) {
        const QRect rect = subControlRect(CC_Slider, &option, SC_SliderGroove, widget);
        // The groove as the base style draws it: a bar a few pixels thick, centred in its rect.
        const int thickness = std::min(6, horizontal ? rect.height() : rect.width());
        const QRect bar = horizontal ? QRect(rect.left(), rect.center().y() - thickness / 2 + 1,
                                             rect.width(), thickness)
                                     : QRect(rect.center().x() - thickness / 2 + 1, rect.top(),
                                             thickness, rect.height());
        // On pixel centres: a 1 px line between two rows blends into both at half strength.
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(ink, 1.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(bar).adjusted(0.5, 0.5, -0.5, -0.5), 2.0, 2.0);
    }
    if ((option.subControls & SC_SliderTickmarks) && option.tickPosition != QSlider::NoTicks) {
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QPen(ink, 1.0));
        const int length = pixelMetric(PM_SliderLength, &option, widget);
        const int span = pixelMetric(PM_SliderSpaceAvailable, &option, widget);
        const int tick = std::max(3, pixelMetric(PM_SliderTickmarkOffset, &option, widget) - 1);
        int interval = option.tickInterval > 0 ? option.tickInterval : option.singleStep;
        interval = std::max(1, interval);
        const QRect r = option.rect;
        for (qint64 v = option.minimum; v <= option.maximum; v += interval) {
            const int at = sliderPositionFromValue(option.minimum, option.maximum, int(v), span,
                                                   option.upsideDown) +
                           length / 2;
            if (horizontal) {
                const int x = r.left() + at;
                if (option.tickPosition & QSlider::TicksAbove)
                    painter->drawLine(x, r.top(), x, r.top() + tick - 1);
                if (option.tickPosition & QSlider::TicksBelow)
                    painter->drawLine(x, r.bottom() - tick + 1, x, r.bottom());
            } else {
                const int y = r.top() + at;
                if (option.tickPosition & QSlider::TicksAbove)
                    painter->drawLine(r.left(), y, r.left() + tick - 1, y);
                if (option.tickPosition & QSlider::TicksBelow)
                    painter->drawLine(r.right() - tick + 1, y, r.right(), y);
            }
        }
    }
    painter->restore();
    QStyleOptionSlider handle(option);
    handle.subControls = option.subControls & SC_SliderHandle;
    if (!handle.subControls)
        return;
    QProxyStyle::drawComplexControl(CC_Slider, &handle, painter, widget);
    if (!isDark(option.palette) || !enabled)
        return;
    // Fusion's dark handle is the button colour, 1.2:1 on the page (sp22). A light body at 3:1
    // against the page, ringed in the window colour: no light colour reaches 3:1 against the
    // blue groove's gradient, the dark ring does (about 5:1).
    QColor body = attn::charts::withPaletteContrast(option.palette.color(QPalette::Text),
                                                    option.palette, kHandleContrast);
    const QRect rect = subControlRect(CC_Slider, &option, SC_SliderHandle, widget);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(option.palette.color(QPalette::Window), 2.0));
    painter->setBrush(body);
    painter->drawRoundedRect(QRectF(rect).adjusted(1.0, 1.0, -1.0, -1.0), 2.0, 2.0);
    painter->restore();
}

void OutlineStyle::outlineField(const QStyleOption& option, QPainter* painter) {
    // A focused field keeps the base style's highlight border, which says where the typing goes.
    if (option.state & State_HasFocus)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(outlineColor(option.palette, option.state & State_Enabled), 1.0));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5), 2.0, 2.0);
    painter->restore();
}

bool OutlineStyle::outlines(PrimitiveElement element) {
    switch (element) {
    case PE_IndicatorCheckBox:
    case PE_IndicatorRadioButton:
    case PE_Frame:
    case PE_FrameGroupBox:
        return true;
    default:
        return false;
    }
}

int OutlineStyle::pixelMetric(PixelMetric metric, const QStyleOption* option,
                              const QWidget* widget) const {
    const int base = QProxyStyle::pixelMetric(metric, option, widget);
    switch (metric) {
    case PM_IndicatorWidth:
    case PM_IndicatorHeight:
    case PM_ExclusiveIndicatorWidth:
    case PM_ExclusiveIndicatorHeight: {
        if (!widget)
            return base;
        const int desktop = QFontInfo(QApplication::font(widget)).pixelSize();
        const int own = QFontInfo(widget->font()).pixelSize();
        if (desktop <= 0 || own <= desktop)
            return base; // zoomed out: Fusion's size is the least that reads as a control
        return int(std::lround(base * double(own) / desktop));
    }
    default:
        return base;
    }
}

void OutlineStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                 QPainter* painter, const QWidget* widget) const {
    // The base style's tick of a disabled check box is dim grey on dark grey: the box is drawn
    // empty and gets its own tick below.
    const auto* button = qstyleoption_cast<const QStyleOptionButton*>(option);
    const bool ownTick = element == PE_IndicatorCheckBox && button != nullptr &&
                         !(option->state & State_Enabled) && (option->state & State_On) &&
                         isDark(option->palette);
    if (ownTick) {
        QStyleOptionButton empty(*button);
        empty.state &= ~State_On;
        empty.state |= State_Off;
        QProxyStyle::drawPrimitive(element, &empty, painter, widget);
    } else {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
    }
    if (option && element == PE_FrameLineEdit) {
        outlineField(*option, painter);
        return;
    }
    if (!option || !outlines(element) || !isDark(option->palette))
        return;
    // A disabled check box or radio button still holds the learner's answer (a question locks
    // its options once answered): its ring and mark keep 3:1 too. Only frames fade.
    const bool indicator = element == PE_IndicatorRadioButton || element == PE_IndicatorCheckBox;
    const QColor ink = indicator ? indicatorColor(option->palette)
                                 : outlineColor(option->palette, option->state & State_Enabled);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(ink, 1.0));
    painter->setBrush(Qt::NoBrush);
    const QRectF box = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    if (element == PE_IndicatorRadioButton) {
        // 1.5 px: a 1 px circle is antialiased over two pixel rows nearly everywhere, and its
        // pixels fell short of the 3:1 its colour has.
        painter->setPen(QPen(ink, 1.5));
        painter->drawEllipse(box.adjusted(0.75, 0.75, -0.75, -0.75));
        if (option->state & State_On) {
            // The base style's dot of a disabled button is dim grey on dark grey; an enabled
            // one's, 4.5:1 at best on the page, gets the text colour (look26).
            painter->setPen(Qt::NoPen);
            painter->setBrush(
                (option->state & State_Enabled) ? option->palette.color(QPalette::Text) : ink);
            const qreal r = box.width() / 4.5;
            painter->drawEllipse(box.center(), r, r);
        }
    } else if (element == PE_IndicatorCheckBox) {
        painter->drawRoundedRect(box, 2.0, 2.0);
        if (ownTick) {
            // A tick in the ring's colour, as thick as the base style's (about an eighth of
            // the box), so the learner's answer reads at 3:1 like the radio button's dot.
            const qreal w = box.width(), h = box.height();
            painter->setPen(
                QPen(ink, std::max(1.5, w / 7.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            const QPointF tick[] = {box.topLeft() + QPointF(0.24 * w, 0.52 * h),
                                    box.topLeft() + QPointF(0.42 * w, 0.72 * h),
                                    box.topLeft() + QPointF(0.76 * w, 0.28 * h)};
            painter->drawPolyline(tick, 3);
        }
    } else {
        QRectF frame = box;
        // A group box's frame rectangle includes its title's line; the base style draws its
        // frame below the title (Fusion: the taller of the title and an indicator, and 3 px).
        // Drawn over the whole rectangle, the outline ran through "Your prediction" (issue 19).
        const auto* group = qobject_cast<const QGroupBox*>(widget);
        if (element == PE_FrameGroupBox && group &&
            (!group->title().isEmpty() || group->isCheckable()))
            frame.setTop(frame.top() +
                         std::max(pixelMetric(PM_ExclusiveIndicatorHeight, option, widget),
                                  option->fontMetrics.height()) +
                         3);
        painter->drawRect(frame);
    }
    painter->restore();
}

} // namespace app
