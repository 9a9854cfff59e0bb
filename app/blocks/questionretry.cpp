// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A question's result room and its Retry: what keeps the page still between a verdict and the
// next try.
#include "app/blocks/answerinput.h"
#include "app/blocks/questionblock.h"
#include "app/blocks/resultroom.h"
#include "app/lessonprint.h"
#include "app/richtext.h"

#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSizePolicy>

#include <algorithm>

namespace app {

void keepRoomWhenHidden(QWidget* widget, bool keep) {
    QSizePolicy policy = widget->sizePolicy();
    policy.setRetainSizeWhenHidden(keep);
    widget->setSizePolicy(policy);
}

void QuestionBlock::keepResultRoom(bool keep) {
    for (QWidget* part : {static_cast<QWidget*>(verdict_), static_cast<QWidget*>(checkedAt_),
                          static_cast<QWidget*>(feedback_), static_cast<QWidget*>(explanation_)}) {
        const bool kept = keep && !part->isHidden();
        keepRoomWhenHidden(part, kept);
        // The room is the screen's, kept so nothing moves under the pointer: paper leaves it out
        // (it printed as a blank band under the question, review34).
        keepOffPaper(part, kept);
    }
}

bool QuestionBlock::keepsResultRoom() const {
    const QList<QWidget*> parts = resultWidgets();
    return !resultRoom_->isHidden() ||
           std::any_of(parts.begin(), parts.end(), [](const QWidget* part) {
               return part->isHidden() && part->sizePolicy().retainSizeWhenHidden();
           });
}

void QuestionBlock::dropResultRoom() {
    if (keepsResultRoom())
        keepResultRoom(false);
    resultRoom_->setVisible(false);
}

void QuestionBlock::keepHeightAfterCheck(int kept) {
    resultRoom_->setVisible(false);
    if (kept <= 0 || !layout())
        return;
    // The height the block takes now at its width, without the blank; a shown blank adds the
    // layout's spacing above it.
    const int natural = layout()->totalHeightForWidth(width());
    const int blank = kept - natural - std::max(0, layout()->spacing());
    if (blank <= 0)
        return;
    resultRoom_->setFixedHeight(blank);
    resultRoom_->setVisible(true);
}

void QuestionBlock::retry() {
    // A right answer is done, and so is a miss whose answer is on screen: a try with the answer
    // in view would score a copy as right (a student pass did, after two misses). A prediction
    // is committed once (setLocked).
    if (answered_ && !outdated_ && (correct_ || isAnswerShown() || spec_.predictStyle))
        return;
    // A typed number stays, selected: typing replaces it, an arrow key edits it (an emptied
    // field made the student type all of it again to change one digit, issue 19). So do the
    // ticks of a "tick every one": cleared, the boxes that were right had to be found again
    // before the last try (sp24). A single choice starts afresh.
    if (spec_.kind == lessons::QuestionKind::Single)
        input_->clear();
    // The result's room stays, empty, until the next Check: folded away, it pulled every later
    // question up 73-88 px under the pointer (sp33: the next click landed in the question
    // below). Shown faded instead, an earlier verdict and hint under an open answer read as the
    // verdict of the new one (state15).
    keepResultRoom(true);
    resultRoom_->setVisible(false); // the kept parts hold the room now
    setMoreBelow(false);
    keepRoomWhenHidden(moreBelow_, false); // no cue until the next verdict
    notGraded_ = false;
    verdict_->setVisible(false);
    checkedAt_->setVisible(false);
    checkedValues_.clear();
    outdated_ = false;
    feedback_->setVisible(false);
    explanation_->setVisible(false);
    showAnswer_->setVisible(false);
    setLocked(false);
    retrying_ = true;
    describeResult();
    emit retried();
    // Moved by the program, away from the button the student pressed: as a Tab move, so the
    // focus ring shows where the keys go now, after a click too (review34: no ring after Retry).
    input_->focusFirst(Qt::TabFocusReason);
    if (QLineEdit* field = input_->numericField())
        field->selectAll();
}

void QuestionBlock::setLocked(bool locked) {
    // Locking disables the options: focus on one of them (Enter checked) moves to Retry too.
    const bool checkHadFocus = check_->hasFocus() || (!numericKind_ && input_->hasFocusInside());
    const bool retryHadFocus = retry_->hasFocus();
    input_->setLocked(locked);
    // Hiding a focused button hands the focus to the next control in the chain, and the scroll
    // area scrolls that one into view (the question jumped 170-240 px): show the new button and
    // move the focus before hiding the old one.
    // A prediction is committed once: what it revealed is on screen by then, and a second try
    // with the answer in view would test nothing (a student pass retried lesson 5's under the
    // paragraph that answers it). Show answer still gives the reasoning.
    // Nor is there one after a right answer, or once the answer is shown (isAnswerShown).
    QPushButton* again = spec_.predictStyle || correct_ || isAnswerShown() ? nullptr : retry_;
    if (locked && again)
        again->setVisible(true);
    else
        check_->setVisible(true);
    // A prediction has no Retry, and Show answer appears only after a first miss
    // (showExplanation moves the focus on to it then): until then the verdict keeps the focus.
    // Handed down the chain instead, it went to the next question, and the page scrolled away
    // from the verdict and from what the prediction had just revealed (a student pass).
    if (locked && checkHadFocus)
        (again ? static_cast<QWidget*>(again) : verdict_)->setFocus();
    else if (!locked && retryHadFocus)
        input_->focusFirst(Qt::TabFocusReason); // the ring shows where the keys went (review34)
    // Done (right, the answer shown, a prediction committed): Check stays where it was, disabled,
    // as on a review card that is done. The row went and the verdict under the pointer moved up
    // 28 px (sp20); then the row stayed empty, which read as a gap beside the card's disabled
    // Check (sp21). Disabled, it is off the Tab chain; a screen reader reads it as unavailable.
    check_->setEnabled(!locked);
    check_->setVisible(!locked || !again);
    retry_->setVisible(locked && again); // after Show answer, Retry goes too
}

} // namespace app
