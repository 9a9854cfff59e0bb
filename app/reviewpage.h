// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/blockspecs.h"
#include "lessons/course.h"
#include "lessons/grading.h"
#include "lessons/lesson.h"

#include <QDate>
#include <QDateTime>
#include <QFrame>
#include <QHash>
#include <QList>

#include <functional>

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace lessons {
struct AnswerRecord;
struct Grade;
} // namespace lessons

namespace app {

class AnswerInput;
class MarkdownLabel;
class ProgressKeeper;

using Clock = std::function<QDateTime()>;

// One missed question answered again in place. `lessonOrders`: the lesson page's option orders
// (lessons::lessonOptionOrders), which a review avoids; worked out here when not given. A numeric
// question whose expected answer reads parameters is asked at the fresh values it was given, and
// graded at them.
class ReviewCard : public QFrame {
    Q_OBJECT
public:
    ReviewCard(const lessons::Lesson& lesson, const lessons::QuestionSpec& question,
               const QHash<QString, double>& values, ProgressKeeper* progress, const Clock& clock,
               int round = 1, QWidget* parent = nullptr,
               const QHash<QString, QList<int>>* lessonOrders = nullptr);

    QString lessonId() const { return lessonId_; }
    QString questionId() const { return spec_.id; }
    QHash<QString, double> values() const { return values_; }
    QLineEdit* numericField() const;
    QList<QAbstractButton*> optionButtons() const;
    QPushButton* checkButton() const { return check_; }
    // After a first miss: one more try (the miss is recorded; the card's verdict stays the
    // first answer's).
    QPushButton* retryButton() const { return retry_; }
    // After a first miss: the answer and the "Why:" explanation, which a right answer shows at
    // once and a second miss shows by itself.
    QPushButton* showAnswerButton() const { return showAnswer_; }
    QLabel* verdictLabel() const { return verdict_; }
    // What the card says below its verdict: feedback, and after Show answer the explanation.
    QString feedbackText() const;
    // The first answer given on the card, which the review's count and schedule go by.
    bool isAnswered() const { return tries_ > 0; }
    bool isCorrect() const { return correct_; }
    // Right, missed twice, or the answer shown: nothing more to do on the card.
    bool isDone() const { return done_; }

    void check();
    void retry();
    void showAnswer();

signals:
    void answered(bool correct);
    void openInLesson(const QString& lessonId, const QString& questionId);

private:
    QString explanation() const; // "**Why:** ...", fitting the card's values; may be empty
    // The right answer ("**Answer:** −10.61", at the card's values and the question's decimals)
    // followed by the explanation; for multi-select every box's verdict instead of the answer.
    QString answerAndWhy() const;
    void finish(); // locks the card: no more tries
    void checkAndShow();
    lessons::Grade gradeInput(lessons::AnswerShown shown) const;
    // The first line of `result` (under the buttons) comes into sight after a click on
    // `clicked`, which stays in sight (PageFocus::scrollToShowLine).
    void bringIntoSight(QWidget* clicked, QWidget* result);
    QScrollArea* scrollArea() const; // the page's, holding the card
    // The verdict line after a try, with the day the question comes back.
    QString verdictText(bool correct, bool first, const QDateTime& now) const;
    // What stands under the verdict after a try: the hint after a first miss, the answer after a
    // second, the explanation (and each box's verdict) after a right answer.
    QString cardFeedback(const lessons::Grade& grade) const;
    QString feedbackAfter(const lessons::Grade& grade, const lessons::AnswerRecord& record,
                          bool first) const;

    QString lessonId_;
    lessons::QuestionSpec spec_;
    QHash<QString, double> values_;
    QHash<QString, double> at_; // new values: every parameter, the drawn ones and the defaults
    QHash<QString, int> controlDecimals_; // the sliders' box decimals, for {name} in the texts
    ProgressKeeper* progress_;
    Clock clock_;
    bool correct_ = false;
    bool done_ = false;
    int tries_ = 0; // checked answers on this card; the first one counts
    AnswerInput* input_ = nullptr;
    QPushButton* check_ = nullptr;
    QPushButton* retry_ = nullptr;
    QPushButton* showAnswer_ = nullptr;
    QLabel* verdict_ = nullptr;
    MarkdownLabel* feedback_ = nullptr;
};

// The missed questions of every lesson that are due, one card each. A session is drawn from a
// seed shown at the top: the same seed on the same day gives the same values.
class ReviewPage : public QWidget {
    Q_OBJECT
public:
    ReviewPage(ProgressKeeper* progress, const Clock& clock, QWidget* parent = nullptr);

    void start(const lessons::Course& course, quint64 seed);
    quint64 seed() const { return seed_; }
    QList<ReviewCard*> cards() const { return cards_; }
    QLabel* heading() const { return heading_; }
    QWidget* cardsView() const { return cardsView_; }

signals:
    void openInLesson(const QString& lessonId, const QString& questionId);
    void reviewed(); // an answer was recorded

private:
    void updateHeading();

    ProgressKeeper* progress_;
    Clock clock_;
    quint64 seed_ = 0;
    lessons::Course course_;
    QLabel* heading_ = nullptr;
    QWidget* column_ = nullptr;
    QWidget* cardsView_ = nullptr; // the cards' scroll area, hidden while nothing is due
    QVBoxLayout* cardsLayout_ = nullptr;
    QList<ReviewCard*> cards_;
};

} // namespace app
