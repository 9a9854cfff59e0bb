// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QWidget>

#include <functional>

class QFrame;
class QLabel;
class QPushButton;

namespace app {

// Stands in for a block that is kept hidden until the student has tried something (a question
// answered, an explanation compared with the model answer); `showNow`, when given, lets the
// student open it anyway. Two gates one right below the other (lesson 4's Track 5: the Track 3
// bench again, then the bench that Track 5's prediction reveals) show one placeholder between
// them that says what each waits for, not two boxes with the same sentence.
// With no target it is a placeholder alone: a question's `hold` shows and hides the blocks it
// holds in their places (in LessonPage::connectReveals), and the gate says what they wait for.
class RevealGate : public QWidget {
public:
    RevealGate(QWidget* target, QWidget* parent, const QString& waitText,
               const QString& showNow = {}, const QString& need = {});
    // Blocks after the hidden one that would give the answer away just below the placeholder.
    void adopt(QWidget* follower);
    // `below` stands right under this gate in the same column.
    void joinBelow(RevealGate* below);
    // This gate ends a walkthrough step and `outer`, waiting for the same question, stands right
    // under the walkthrough: while this one shows, it says `jointText` for both and `outer`
    // shows no box of its own (lesson 5's last step showed two boxes one under the other,
    // sp35). While the walkthrough shows another step, `outer` gives way to that step's own
    // box when `stepWaits()` (one box per place: a box about step 5 under step 1's read as the
    // thing to do now, sp36 #2) and otherwise says `elsewhereText`, what the student can do now.
    // Call refresh() when the step shown changes or a step's question is answered.
    void speakFor(RevealGate* outer, const QString& jointText, const QString& elsewhereText,
                  std::function<bool()> stepWaits);
    void refresh();
    void setOpen(bool open);
    bool isOpen() const { return open_; }
    QPushButton* showNowButton() const { return showNow_; } // null when none was given

private:
    // Whether this gate's box is on screen in its step (an inner gate of speakFor).
    bool showsInItsStep() const;

    QWidget* target_; // null for a hold's placeholder
    bool open_ = false;
    QString waitText_;
    QString need_; // "the prediction above", as the wait text names it
    QFrame* placeholder_;
    QLabel* text_ = nullptr;
    QPushButton* showNow_ = nullptr;
    QList<QWidget*> followers_;
    RevealGate* above_ = nullptr;
    RevealGate* below_ = nullptr;
    RevealGate* outer_ = nullptr; // speakFor: the gate under the walkthrough this one speaks for
    RevealGate* inner_ = nullptr; // the gate in a step that speaks for this one
    QString jointText_;
    QString elsewhereText_;           // an outer gate's words while another step shows
    std::function<bool()> stepWaits_; // an outer gate's: the step shown has a box of its own
};

} // namespace app
