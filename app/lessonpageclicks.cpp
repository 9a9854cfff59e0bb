// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// What a click on a question's Check or Retry does to the view: the button stays under the
// pointer, and nothing below the question moves up (issue 19); the room Retry keeps goes once the
// question is scrolled out of sight.
#include "app/lessonpage.h"

#include "app/blocks/questionblock.h"
#include "app/pagefocus.h"
#include "app/viewhold.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>

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

namespace {
// Open for an answer: not checked yet, reopened by Retry, or asking for a new check.
bool isOpen(const QuestionBlock* question) {
    return !question->isAnswered() || question->isRetrying() || question->isOutdated();
}
} // namespace

void LessonPage::keyPressedOn(QWidget* on, int key) {
    if (on != QApplication::focusWidget())
        return; // the same key passed on to a parent
    keyedQuestion_ = nullptr;
    if (!widget() || !widget()->isAncestorOf(on))
        return;
    QuestionBlock* question = nullptr;
    for (QWidget* w = on; w && w != this && !question; w = w->parentWidget())
        question = qobject_cast<QuestionBlock*>(w);
    keyedQuestion_ = question;
    keyedOn_ = on;
    keyedKey_ = key;
    keyedOnTop_ = on->mapTo(viewport(), QPoint()).y();
    keyedWasOpen_ = question && isOpen(question);
}

bool LessonPage::holdAfterKey() {
    QuestionBlock* question = keyedQuestion_;
    if (!question)
        return false;
    const bool open = isOpen(question);
    QWidget* focus = QApplication::focusWidget();
    const QRect view = viewport()->rect();
    const auto inView = [this, &view](const QWidget* w) {
        return w && w->isVisible() &&
               view.contains(QRect(w->mapTo(viewport(), QPoint()), w->size()));
    };
    if (open == keyedWasOpen_) {
        // Space presses a button on its release: the press has done nothing yet, and the
        // release's turn comes. Shown now, the question's foot pulled the view down first.
        return keyedKey_ == Qt::Key_Space && inView(focus) && question->isAncestorOf(focus);
    }
    keyedQuestion_ = nullptr;
    if (!focus || !question->isAncestorOf(focus))
        return false;
    // The control the key went down on, or the button that took its place in the row (Retry
    // for Check, Check for Retry), stays where it was.
    QWidget* held = keyedOn_;
    if (!held || !held->isVisible())
        held = question->checkButton()->isVisible() ? question->checkButton()
                                                    : question->retryButton();
    if (!held->isVisible())
        return false;
    holdInView(held, keyedOnTop_);
    settleLayout();
    QLabel* verdict = question->verdictLabel();
    if (!open && verdict->isVisible() && !inView(verdict)) {
        // Enter in a field whose button row was under the view's foot: its verdict comes up
        // into sight, the least move that shows it, and nothing more.
        releaseHold();
        QScrollBar* bar = verticalScrollBar();
        const int bottom = verdict->mapTo(widget(), QPoint(0, verdict->height())).y();
        const int top = focus->mapTo(widget(), QPoint()).y();
        bar->setValue(std::clamp(
            PageFocus::scrollToShowLine(bar->value(), view.height(), top, bottom, kFocusMargin),
            bar->minimum(), bar->maximum()));
    }
    if (!inView(focus)) {
        releaseHold();
        return false; // out of sight, the focus is shown with its result as before
    }
    if (!open)
        pointOutResultBelow(question);
    return true;
}

void LessonPage::dropRoomsScrolledAway() {
    // The hold's own moves and a drop under way are no scrolling of the student's.
    if (hold_->held() || roomsDropQueued_)
        return;
    const auto away = [this](const QWidget* w) {
        const int top = w->mapTo(viewport(), QPoint()).y();
        return top + w->height() <= 0 || top >= viewport()->height();
    };
    const auto awayWithRoom = [this, away] {
        QList<QuestionBlock*> found;
        for (QuestionBlock* q : std::as_const(questions_)) {
            if (q->keepsResultRoom() && q->isVisible() && away(q))
                found.append(q);
        }
        return found;
    };
    if (awayWithRoom().isEmpty())
        return;
    roomsDropQueued_ = true;
    // After the scroll that took the question out of sight: the room goes unseen, and the view
    // moves up by what went above it, so nothing in sight moves.
    QMetaObject::invokeMethod(
        this,
        [this, awayWithRoom] {
            roomsDropQueued_ = false;
            if (hold_->held())
                return;
            QList<std::pair<QuestionBlock*, int>> above; // with its height before
            for (QuestionBlock* q : awayWithRoom()) {
                if (q->mapTo(viewport(), QPoint()).y() < 0)
                    above.append({q, q->height()});
                q->dropResultRoom();
            }
            // From where the view was: the shorter page may clamp it on the way.
            const int scrolled = verticalScrollBar()->value();
            settleLayout();
            int gone = 0;
            for (const auto& [q, height] : std::as_const(above))
                gone += height - q->height();
            if (gone != 0)
                verticalScrollBar()->setValue(scrolled - gone);
        },
        Qt::QueuedConnection);
}

} // namespace app
