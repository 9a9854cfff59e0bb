// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/paperframes.h"

#include <QEvent>
#include <QFrame>
#include <QGroupBox>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>

namespace app {

bool FramesOnPaper::draws(const QWidget* widget) {
    return qobject_cast<const QGroupBox*>(widget) ||
           qstrcmp(widget->metaObject()->superClass()->className(), "QFrame") == 0;
}

bool FramesOnPaper::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Paint)
        return false;
    if (auto* box = qobject_cast<QGroupBox*>(watched))
        return paintGroupBox(box);
    if (auto* frame = qobject_cast<QFrame*>(watched))
        return paintFrame(frame);
    return false;
}

QRect FramesOnPaper::pageIn(const QWidget* widget) const {
    const QRect page = column ? column->property(kPaperPageProperty).toRect() : QRect();
    if (!page.isValid() || !column->isAncestorOf(widget))
        return {};
    return {widget->mapFrom(column, page.topLeft()), page.size()};
}

// As QFrame::drawFrame draws it, inside the page.
bool FramesOnPaper::paintFrame(QFrame* frame) const {
    const QRect page = pageIn(frame);
    if (page.isEmpty() || frame->frameShape() == QFrame::NoFrame ||
        frame->rect().intersected(page) == frame->rect())
        return false;
    QStyleOptionFrame option;
    option.initFrom(frame);
    option.rect = frame->frameRect();
    option.frameShape = frame->frameShape();
    if (frame->frameShadow() == QFrame::Sunken)
        option.state |= QStyle::State_Sunken;
    else if (frame->frameShadow() == QFrame::Raised)
        option.state |= QStyle::State_Raised;
    option.lineWidth = frame->lineWidth();
    option.midLineWidth = frame->midLineWidth();
    QPainter painter(frame);
    painter.setClipRect(page, Qt::IntersectClip);
    frame->style()->drawControl(QStyle::CE_ShapedFrame, &option, &painter, frame);
    return true;
}

// As QGroupBox::paintEvent draws it, its frame first, inside the page and around the title.
bool FramesOnPaper::paintGroupBox(QGroupBox* box) const {
    const QRect page = pageIn(box);
    if (page.isEmpty() || box->rect().intersected(page) == box->rect())
        return false;
    const QStyle* style = box->style();
    QStyleOptionGroupBox option;
    option.initFrom(box);
    option.text = box->title();
    option.lineWidth = 1;
    option.midLineWidth = 0;
    option.textAlignment = box->alignment();
    option.subControls = QStyle::SC_GroupBoxFrame;
    if (!box->title().isEmpty())
        option.subControls |= QStyle::SC_GroupBoxLabel;
    if (box->isCheckable()) {
        option.subControls |= QStyle::SC_GroupBoxCheckBox;
        option.state |= box->isChecked() ? QStyle::State_On : QStyle::State_Off;
    }
    if (box->isFlat())
        option.features |= QStyleOptionFrame::Flat;
    option.textColor =
        QColor(QRgb(style->styleHint(QStyle::SH_GroupBox_TextLabelColor, &option, box)));
    QStyleOptionFrame frame;
    frame.QStyleOption::operator=(option);
    frame.features = option.features;
    frame.lineWidth = option.lineWidth;
    frame.midLineWidth = option.midLineWidth;
    frame.rect = style->subControlRect(QStyle::CC_GroupBox, &option, QStyle::SC_GroupBoxFrame, box);
    QRegion region(option.rect);
    if (!box->title().isEmpty()) {
        QRect title =
            style->subControlRect(QStyle::CC_GroupBox, &option, QStyle::SC_GroupBoxLabel, box);
        if (box->isCheckable())
            title |= style->subControlRect(QStyle::CC_GroupBox, &option,
                                           QStyle::SC_GroupBoxCheckBox, box);
        region -= title;
    }
    QPainter painter(box);
    painter.save();
    painter.setClipRegion(region & page, Qt::IntersectClip);
    style->drawPrimitive(QStyle::PE_FrameGroupBox, &frame, &painter, box);
    painter.restore();
    option.subControls &= ~QStyle::SC_GroupBoxFrame;
    style->drawComplexControl(QStyle::CC_GroupBox, &option, &painter, box);
    return true;
}

} // namespace app
