// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFocusFrame>
#include <QObject>
#include <QPointer>

namespace app {

// The one focus ring of a window: the style's focus frame (OutlineStyle: a 2 px ring in the
// highlight colour) around the widget that has the keyboard focus, on the lesson page and
// around it alike. It shows where the keys go when the keys moved the focus (Tab, Shift+Tab, a
// shortcut, or a program after a key press, as Check puts the focus on its verdict) and not
// after a click, as browsers' :focus-visible: a clicked control says by itself where it is. A
// key press shows it again on the focused control.
// Text that takes the focus (a question's verdict) is underlined instead: the ring drawn around
// a line of text as wide as the page read as a text field to type in.
class FocusRing : public QObject {
    Q_OBJECT
public:
    explicit FocusRing(QWidget* window); // a child of `window`, for the widgets in it
    ~FocusRing() override;

    // The ring's frame; null until the ring was first shown. Its widget() is the marked one.
    QFocusFrame* frame() const { return frame_; }
    // True when the ring shows around (or under) `widget`.
    bool marks(const QWidget* widget) const;
    // Widgets that are text to read, not controls: underlined rather than ringed.
    static bool isText(const QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool inWindow(const QObject* object) const;
    bool ringable(const QWidget* widget) const;
    void follow(QWidget* focus, bool visible);

    QWidget* window_;
    QPointer<QFocusFrame> frame_; // owned by the marked widget's parent, as QFocusFrame is
    bool keysLast_ = true;        // the latest input in the window was a key, not a pointer
};

} // namespace app
