// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QTimer>
#include <QToolButton>

class QAbstractSlider;

namespace app {

// Play / Pause for a slider: sweeps it from its current position (or from the start, when it
// stands at the end) to the end, one step per tick, so the charts bound to it animate. Any move
// the sweep did not make itself (a drag, a typed value, a restored state) pauses it, as does
// hiding the button, so the student is never fighting the animation.
class SweepButton : public QToolButton {
    Q_OBJECT
public:
    // A sweep takes about kSweepMs whatever the number of positions: a tick is kSweepMs divided
    // by the number of steps, between kMinTickMs (what a histogram redraw comfortably fits in)
    // and kMaxTickMs (slow enough to read each stop's readout). A ceiling of 700 ms made lesson
    // 5's six stops of d_k (1, 4, ..., 1024) a sweep of 3.5 s, each histogram gone before read.
    static constexpr int kSweepMs = 6000;
    static constexpr int kMinTickMs = 80;
    static constexpr int kMaxTickMs = 1200;
    static constexpr int kMaxSteps = 60; // a long slider moves several positions per tick

    SweepButton(QAbstractSlider* slider, const QString& sliderName, QWidget* parent = nullptr);

    bool isPlaying() const { return timer_.isActive(); }
    // As wide as the wider of its two labels, so the slider beside it does not shift sideways
    // when Play turns into Pause (student pass sp15, item 7).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int tickMs() const { return timer_.interval(); }
    int stride() const; // positions per tick
    void play();
    void pause();
    // One tick of the sweep (what the timer calls); public so tests need no waiting.
    void advance();

signals:
    void playingChanged(bool playing);

protected:
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showState();
    void fitTickToRange(); // the timer's interval, for a sweep of about kSweepMs
    // The play triangle or pause bars in the button's text colour (the style's own icon was dark
    // on a dark button), at the text's height.
    QIcon stateIcon(bool playing) const;

    QAbstractSlider* slider_;
    QString sliderName_;
    QTimer timer_;
    bool stepping_ = false;
};

} // namespace app
