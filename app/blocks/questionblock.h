// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "app/pagecontext.h"
#include "lessons/blockspecs.h"
#include "lessons/grading.h"

#include <QFrame>
#include <QHash>
#include <QList>
#include <QPalette>

class QAbstractButton;
class QLabel;
class QLineEdit;
class QPushButton;

namespace app {

class AnswerInput;
class MarkdownLabel;

// Green for right, red for wrong, dark on a light page and light on a dark one (contrast >= 4.5
// against Base either way); always shown with a symbol and words, never as colour alone.
QColor verdictColor(bool correct, const QPalette& palette);

// question: single choice (radio buttons), multiple select (check boxes) or numeric (a line
// edit whose expected value is computed from the live parameters when the student checks).
// Grading is lessons/grading.h; this widget only collects the answer and shows the grade.
class QuestionBlock : public QFrame {
    Q_OBJECT
public:
    QuestionBlock(const lessons::QuestionSpec& spec, const PageContext& context,
                  QWidget* parent = nullptr);

    QString questionId() const { return spec_.id; }
    QString revealTarget() const { return spec_.reveal; }
    bool isPrediction() const { return spec_.predictStyle; }
    bool isAnswered() const { return answered_; }
    // Retry pressed and not checked again: answered once, but open for a new answer.
    bool isRetrying() const { return retrying_; }
    bool isCorrect() const { return correct_; }
    // Missed, with the answer on screen (a second miss or Show answer): the question is done as
    // not correct, offers no Retry, and comes back in a review.
    bool isAnswerShown() const { return answered_ && !correct_ && attempts_ >= 2; }
    // A numeric answer checked against parameter values that have changed since.
    bool isOutdated() const { return outdated_; }
    MarkdownLabel* checkedAtLabel() const { return checkedAt_; }

    // For keyboard users and tests: the widgets in tab order.
    QList<QAbstractButton*> optionButtons() const;
    QLineEdit* numericField() const;
    QPushButton* checkButton() const { return check_; }
    QPushButton* retryButton() const { return retry_; }
    // Shown after a wrong answer while the explanation still waits.
    QPushButton* showAnswerButton() const { return showAnswer_; }
    // The "Why:" explanation, visible after a right answer, a second wrong one or Show answer.
    bool isExplanationShown() const;
    // The verdict stands in the buttons' row, beside Check or Retry.
    QLabel* verdictLabel() const { return verdict_; }
    // "↓ Feedback below", in the buttons' row: the page shows it while the result of a click
    // goes on below the view's foot, since it does not scroll there by itself (sp33).
    void setMoreBelow(bool shown);
    QLabel* moreBelowLabel() const { return moreBelow_; }
    // The verdict, the values checked at, the feedback and the explanation: what Check shows
    // under the buttons.
    QList<QWidget*> resultWidgets() const;
    // After Retry the room of the result it hid stays, empty, so what follows the question does
    // not move up under the pointer; it goes at the next Check, or when the page drops it
    // (dropResultRoom) once the student has scrolled the question out of sight.
    bool keepsResultRoom() const;
    void dropResultRoom();
    QString feedbackText() const;

    void check();
    void retry();
    // Shows the right answer and the explanation; the question then counts as missed (one more
    // try on the answer, no new row in the history).
    void showAnswer();

protected:
    void changeEvent(QEvent* event) override;

signals:
    void answeredChanged(); // graded, or restored from the record
    void retried();         // opened for a new answer (isRetrying)

private:
    QStringList chosenOptions() const;
    // Whether a miss at this try puts the answer on screen (isAnswerShown): a prediction's never
    // does, it is compared with what happens at once.
    lessons::AnswerShown answerShownAfter(int attempts) const;
    // The page's values with the ones the answer was checked at over them: what the answer on
    // screen is graded and explained at. A new check reads the live values alone.
    QHash<QString, double> checkedParameters() const;
    // The answer on screen graded again, at the values it was checked at.
    lessons::Grade regrade(lessons::AnswerShown shown) const;
    // A prediction's result: what was predicted beside what happens, never a verdict.
    void showComparison(const lessons::Grade& grade);
    void showGrade(const lessons::Grade& grade, int attempts);
    void colourVerdict(); // in the colour of correct_ on this block's palette
    QString answerText() const;
    void showExplanation(bool correct, int attempts);
    QString retryHelp() const;
    QString showAnswerHelp() const;
    // The verdict, the values checked at, the feedback and the explanation as the accessible
    // description of the widgets the focus may be on after a check.
    void describeResult();
    void setLocked(bool locked);
    // While retrying, the room of the result shown before stays, empty, until the next Check.
    void keepResultRoom(bool keep);
    // After a Check that followed a Retry: the block keeps the height `kept` it had with the
    // kept room (a blank under a shorter result); 0 keeps nothing.
    void keepHeightAfterCheck(int kept);
    // What the explanation line says after a check that is `correct` at try `attempts` (empty
    // while it waits).
    QString explanationText(bool correct, int attempts) const;
    void parameterChanged(const QString& name);
    void showCheckedAt();

    lessons::QuestionSpec spec_;
    PageContext context_;
    bool numericKind_ = false;
    bool answered_ = false;
    bool retrying_ = false;
    bool correct_ = false;
    bool outdated_ = false;
    // The verdict's place says what to do before anything can be graded ("Choose an option
    // first."), not a verdict.
    bool notGraded_ = false;
    int attempts_ = 0;                     // as recorded: checks, and Show answer as one more
    QHash<QString, double> checkedValues_; // the parameters `expected` read, when checked
    QString verdictText_;
    QString checkHelp_; // Check's accessible description before anything is checked
    AnswerInput* input_ = nullptr;
    QPushButton* check_ = nullptr;
    QPushButton* retry_ = nullptr;
    QPushButton* showAnswer_ = nullptr;
    QLabel* verdict_ = nullptr;
    QLabel* moreBelow_ = nullptr;
    MarkdownLabel* checkedAt_ = nullptr;
    MarkdownLabel* feedback_ = nullptr;
    MarkdownLabel* explanation_ = nullptr;
    QWidget* resultRoom_ = nullptr; // keepHeightAfterCheck
};

} // namespace app
