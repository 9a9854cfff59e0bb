// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// What a click on a question's Check or Retry does to the view: the button stays under the
// pointer, and nothing below the question moves up (issue 19).
#include "app/lessonpage.h"

#include "app/blocks/questionblock.h"

#include <QPushButton>

#include <algorithm>
#include <utility>

namespace app {

void LessonPage::clickedCheck(QuestionBlock* question) {
    QPointer<QuestionBlock> guarded(question);
    // Where Check was as the pointer let go: the block lays out its verdict during the click,
    // and the rows above Check pass through other heights on the way (315 px at lesson 2's
    // ranking). A release elsewhere (a key pressed while it is handled) holds no place.
    if (std::exchange(releasedOn_, nullptr) != question->checkButton())
        return;
    const int checkInView = releasedOnTop_;
    QMetaObject::invokeMethod(
        this,
        [this, guarded, checkInView] {
            if (!guarded)
                return;
            settleLayout();
            pendingScroll_ = -1; // the student acts: no place to restore any more
            scrollAnchor_ = nullptr;
            // A miss puts Retry where Check was, under the pointer: it is the one to keep still.
            // Returning when Check was hidden skipped every wrong answer's verdict (sp29).
            QWidget* check = guarded->checkButton();
            if (!check->isVisible())
                check = guarded->retryButton();
            if (!check->isVisible())
                return;
            // The view never moves to show the result: the verdict is beside the button, and a
            // result that goes on below the view's foot says so in the row (sp33: a Check near
            // the foot scrolled 28-156 px to show it, and the button left the pointer).
            holdInView(check, checkInView);
            pointOutResultBelow(guarded);
        },
        Qt::QueuedConnection);
}

void LessonPage::pointOutResultBelow(QuestionBlock* question) {
    if (resultBelow_ && resultBelow_ != question)
        resultBelow_->setMoreBelow(false);
    resultBelow_ = question;
    followResultBelow();
}

void LessonPage::followResultBelow() {
    if (!resultBelow_)
        return;
    int foot = 0;
    for (QWidget* part : resultBelow_->resultWidgets()) {
        if (part->isVisible())
            foot = std::max(foot, part->mapTo(viewport(), QPoint(0, part->height())).y());
    }
    // Once the student has scrolled the result's end into sight, the note has said its part.
    const bool below = foot > viewport()->height();
    resultBelow_->setMoreBelow(below);
    if (!below)
        resultBelow_ = nullptr;
}

void LessonPage::clickedRetry(QuestionBlock* question) {
    if (std::exchange(releasedOn_, nullptr) != question->retryButton())
        return;
    // Check comes back where Retry was, under the pointer (Retry moved the question 220-290 px,
    // then up to 40); the result's room stays below it until the next Check (QuestionBlock).
    QWidget* check =
        question->checkButton()->isVisible() ? question->checkButton() : question->retryButton();
    pendingScroll_ = -1;
    scrollAnchor_ = nullptr;
    holdInView(check, releasedOnTop_);
}

} // namespace app
