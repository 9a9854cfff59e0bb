// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPushButton>

namespace app {

// A push button that gives way in a narrow window: it asks for its whole text where there is
// room and, squeezed, shows the text cut with "…" and the whole of it in a tooltip. A plain
// QPushButton asks for its whole text as its least width, so a long German label at a large
// zoom made the window wider than the student had set it (student pass sp15 B2).
// The text, the accessible name and the shortcut stay whole; only the painting is cut.
class ElidingButton : public QPushButton {
    Q_OBJECT
public:
    explicit ElidingButton(const QString& text, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    bool isElided() const; // the text shown is cut at the current width

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    int textRoom() const; // pixels the current width leaves for the text
};

} // namespace app
