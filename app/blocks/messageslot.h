// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QStringList>
#include <QWidget>

class QLabel;

namespace app {

// Beside a lab's field, the place for what is wrong with its text: two lines are kept for it
// whether or not a message shows, so a message coming or going moves nothing below (a click
// meant for Restore landed in the prediction box, issue 19). Beside the field, not under it,
// the kept room is blank space next to a short field rather than a gap between rows.
class MessageSlot : public QWidget {
public:
    explicit MessageSlot(QWidget* parent);

    void addLabel(QLabel* label);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }
    // Its height is what it keeps (reservedHeight), not what the wrapped messages need now.
    bool hasHeightForWidth() const override { return false; }
    int heightForWidth(int) const override { return -1; }

    // Texts the slot keeps room for from the start, in bold (a verdict's words are): the lab's
    // notices, so the first one moves nothing below it; and the lines it keeps at least.
    void reserveFor(const QStringList& texts, int lines);

    // Whether the slot keeps its room: off, it is as tall as what it shows now (the lab's
    // verdict, once no notice can come), and nothing while it shows nothing.
    void setKeeping(bool keeping);
    bool isEmpty() const;

    // A message changed: a longer one than the slot holds at this width grows it, once.
    void refit();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int shownHeight(int width) const;
    int reservedHeight() const;

    QStringList reserved_;
    int lines_ = -1; // the lines kept at least; -1: one per message and one more
    bool keeping_ = true;
    qsizetype labels_ = 0;
    mutable QHash<int, int> tallest_; // height of the tallest messages shown at a width
};

} // namespace app
