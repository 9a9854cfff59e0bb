// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/sweepbutton.h"

#include "lessons/buttonroles.h"

#include "app/charts/contrast.h"

#include <QAbstractSlider>
#include <QEvent>
#include <QPainter>
#include <QPixmap>

#include <algorithm>

namespace app {

SweepButton::SweepButton(QAbstractSlider* slider, const QString& sliderName, QWidget* parent)
    : QToolButton(parent), slider_(slider), sliderName_(sliderName) {
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setFocusPolicy(Qt::StrongFocus);
    fitTickToRange();
    // A slider block sets the range after making the button (Play comes first on Tab): the tick
    // worked out from the default 0..99 made a 7-stop sweep take 0.6 s (D21).
    connect(slider_, &QAbstractSlider::rangeChanged, this, &SweepButton::fitTickToRange);
    connect(&timer_, &QTimer::timeout, this, &SweepButton::advance);
    connect(this, &QToolButton::clicked, this, [this] { isPlaying() ? pause() : play(); });
    connect(slider_, &QAbstractSlider::valueChanged, this, [this] {
        if (!stepping_)
            pause(); // the student (or a restore) moved it: theirs now
    });
    showState();
}

QSize SweepButton::sizeHint() const {
    QSize size = QToolButton::sizeHint();
    const QFontMetrics metrics = fontMetrics();
    const int shown = metrics.size(Qt::TextShowMnemonic, text()).width();
    int widest = shown;
    for (const QString& label : {tr("Pause"), lessons::buttonLabel(lessons::ButtonRole::Play)})
        widest = std::max(widest, metrics.size(Qt::TextShowMnemonic, label).width());
    size.rwidth() += widest - shown;
    return size;
}

QSize SweepButton::minimumSizeHint() const {
    return sizeHint();
}

void SweepButton::fitTickToRange() {
    const int span = slider_->maximum() - slider_->minimum();
    const int ticks = std::max(1, (span + stride() - 1) / stride());
    timer_.setInterval(std::clamp(kSweepMs / ticks, kMinTickMs, kMaxTickMs));
}

int SweepButton::stride() const {
    const int span = slider_->maximum() - slider_->minimum();
    return std::max(1, (span + kMaxSteps - 1) / kMaxSteps);
}

void SweepButton::play() {
    if (isPlaying())
        return;
    if (slider_->value() >= slider_->maximum()) {
        stepping_ = true;
        slider_->setValue(slider_->minimum()); // from the end, start over
        stepping_ = false;
    }
    timer_.start();
    showState();
    emit playingChanged(true);
}

void SweepButton::pause() {
    if (!isPlaying())
        return;
    timer_.stop();
    showState();
    emit playingChanged(false);
}

void SweepButton::advance() {
    stepping_ = true;
    slider_->setValue(std::min(slider_->value() + stride(), slider_->maximum()));
    stepping_ = false;
    if (slider_->value() >= slider_->maximum())
        pause();
}

void SweepButton::hideEvent(QHideEvent* event) {
    pause(); // a hidden page or step does not keep redrawing charts
    QToolButton::hideEvent(event);
}

void SweepButton::changeEvent(QEvent* event) {
    QToolButton::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        setIcon(stateIcon(isPlaying()));
}

QIcon SweepButton::stateIcon(bool playing) const {
    const int side = std::max(8, fontMetrics().height() * 3 / 4);
    const qreal dpr = devicePixelRatioF();
    QIcon icon;
    for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled, QIcon::Active}) {
        const QPalette::ColorGroup group =
            mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
        const QColor ink = attn::charts::withPaletteContrast(
            palette().color(group, QPalette::ButtonText), palette(),
            mode == QIcon::Disabled ? 1.0 : attn::charts::kMinNonTextContrast);
        QPixmap pixmap(QSize(side, side) * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        if (playing) {
            const qreal bar = side / 3.5;
            painter.drawRect(QRectF(side * 0.15, side * 0.1, bar, side * 0.8));
            painter.drawRect(QRectF(side * 0.85 - bar, side * 0.1, bar, side * 0.8));
        } else {
            const QPointF triangle[3] = {QPointF(side * 0.2, side * 0.08),
                                         QPointF(side * 0.92, side * 0.5),
                                         QPointF(side * 0.2, side * 0.92)};
            painter.drawPolygon(triangle, 3);
        }
        painter.end();
        icon.addPixmap(pixmap, mode);
    }
    return icon;
}

void SweepButton::showState() {
    const bool playing = isPlaying();
    setIcon(stateIcon(playing));
    setText(playing ? tr("Pause") : lessons::buttonLabel(lessons::ButtonRole::Play));
    setAccessibleName(playing ? tr("Pause the sweep of %1").arg(sliderName_)
                              : tr("Play: sweep %1 from start to end").arg(sliderName_));
    setToolTip(playing ? tr("Pause; the slider stays where it is")
                       : tr("Move the slider through its whole range, step by step"));
}

} // namespace app
