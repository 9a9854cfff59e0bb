// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QScrollArea;
class QWidget;

namespace app {

// What the student just pressed (Check, Retry, Next step) stays where it was in a scroll area's
// view while the page settles around it: the verdict, a revealed chart, a new step and the text
// heights that follow them a turn of the event loop later move the rest of the page, not the
// control under the pointer (issue 19). The area's owner sizes its content: it asks
// contentHeight() for the height to give it, and `refit` is how the hold asks for a new fit.
class ViewHold : public QObject {
public:
    ViewHold(QScrollArea* area, std::function<void()> refit);

    // `control` stays `yInView` pixels below the view's top until released.
    void hold(QWidget* control, int yInView);
    void release();
    // Moves the view so the held control is back where it is held.
    void apply();
    QWidget* held() const { return held_; }

    // The height the content gets for a natural height of `natural` rows: a page that got
    // shorter under a held control keeps the room down to the view's foot (QScrollArea clamps
    // the view to a shorter page's end before the control has moved, which the hold took for
    // the student's own scroll: lesson 5's Next step moved 60 px, sp32). Only a page that got
    // shorter keeps room: a window made taller while a control was held kept a blank band
    // under the page's end (review33 #11).
    int contentHeight(int natural);
    // The view was scrolled to `y`: by anything but the hold, the hold lets go; scrolled up out
    // of the kept room, the room goes.
    void scrolled(int y);
    // A new width reflows the page: the reading place is what stays, not a kept room. A new
    // height of the view lets go of the hold and the room by itself (eventFilter).
    void dropKeptRoom() { keptHeight_ = 0; }
    int keptHeight() const { return keptHeight_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Whether the area is still a scroll area: while it is destroyed (~QWidget deletes its
    // children, which send events here) it is a QWidget only, and a call of its scroll-area
    // methods is undefined (UBSan in the sanitizer run).
    bool areaAlive() const;

    QScrollArea* area_;
    QObject* areaObject_; // the same object, asked as a QObject only (areaAlive)
    QPointer<QWidget> viewport_;
    std::function<void()> refit_;
    QPointer<QWidget> held_;
    int heldY_ = 0;
    // The widgets between the held control and the content: a move of any of them moves it.
    QList<QPointer<QWidget>> heldChain_;
    bool applying_ = false;
    // The content is kept at least this tall while the view is below the page's natural end.
    int keptHeight_ = 0;
    int naturalHeight_ = 0; // the content's height without keptHeight_, at the last fit
};

} // namespace app
