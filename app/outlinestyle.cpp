#include "app/outlinestyle.h"

#include <QPainter>
#include <QStyleOption>

namespace app {
namespace {

// The outline's opacity over the text colour: a frame, not a line that competes with the text.
constexpr double kOutlineAlpha = 0.45;

} // namespace

OutlineStyle::OutlineStyle(QStyle* base) : QProxyStyle(base) {}

bool OutlineStyle::isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
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

void OutlineStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                 QPainter* painter, const QWidget* widget) const {
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (!option || !outlines(element) || !isDark(option->palette))
        return;
    QColor ink = option->palette.color(QPalette::Text);
    ink.setAlphaF(option->state & State_Enabled ? kOutlineAlpha : kOutlineAlpha / 2);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(ink, 1.0));
    painter->setBrush(Qt::NoBrush);
    const QRectF box = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    if (element == PE_IndicatorRadioButton)
        painter->drawEllipse(box.adjusted(0.5, 0.5, -0.5, -0.5));
    else if (element == PE_IndicatorCheckBox)
        painter->drawRoundedRect(box, 2.0, 2.0);
    else
        painter->drawRect(box);
    painter->restore();
}

} // namespace app
