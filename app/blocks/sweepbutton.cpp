#include "app/blocks/sweepbutton.h"

#include "lessons/buttonroles.h"

#include <QAbstractSlider>
#include <QStyle>

#include <algorithm>

namespace app {

SweepButton::SweepButton(QAbstractSlider* slider, const QString& sliderName, QWidget* parent)
    : QToolButton(parent), slider_(slider), sliderName_(sliderName) {
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setFocusPolicy(Qt::StrongFocus);
    const int steps = std::max(1, (slider_->maximum() - slider_->minimum()) / stride());
    timer_.setInterval(std::clamp(kSweepMs / steps, kMinTickMs, kMaxTickMs));
    connect(&timer_, &QTimer::timeout, this, &SweepButton::advance);
    connect(this, &QToolButton::clicked, this, [this] { isPlaying() ? pause() : play(); });
    connect(slider_, &QAbstractSlider::valueChanged, this, [this] {
        if (!stepping_)
            pause(); // the student (or a restore) moved it: theirs now
    });
    showState();
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

void SweepButton::showState() {
    const bool playing = isPlaying();
    setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    setText(playing ? tr("Pause") : lessons::buttonLabel(lessons::ButtonRole::Play));
    setAccessibleName(playing ? tr("Pause the sweep of %1").arg(sliderName_)
                              : tr("Play: sweep %1 from start to end").arg(sliderName_));
    setToolTip(playing ? tr("Pause; the slider stays where it is")
                       : tr("Move the slider through its whole range, step by step"));
}

} // namespace app
