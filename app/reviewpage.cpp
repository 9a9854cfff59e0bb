// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/reviewpage.h"

#include "app/blocks/answerinput.h"
#include "app/measureditem.h"
#include "app/pagefocus.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/buttonroles.h"
#include "lessons/displaytext.h"
#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/math.h"
#include "lessons/optionorder.h"
#include "lessons/parameters.h"
#include "lessons/record.h"
#include "lessons/review.h"

#include <QApplication>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace app {
namespace {

QString dayText(const QDate& day, const QDate& today) {
    const qint64 days = today.daysTo(day);
    if (days <= 0)
        return ReviewPage::tr("today");
    if (days == 1)
        return ReviewPage::tr("tomorrow");
    return ReviewPage::tr("in %n day(s), on %1", nullptr, int(days))
        .arg(QLocale().toString(day, QLocale::ShortFormat));
}

// Two Markdown paragraphs, either of which may be missing.
QString joinedParagraphs(const QString& first, const QString& second) {
    return first.isEmpty() || second.isEmpty() ? first + second
                                               : first + QStringLiteral("\n\n") + second;
}

} // namespace

ReviewCard::ReviewCard(const lessons::Lesson& lesson, const lessons::QuestionSpec& question,
                       const QHash<QString, double>& values, ProgressKeeper* progress,
                       const Clock& clock, int round, QWidget* parent,
                       const QHash<QString, QList<int>>* lessonOrders)
    : QFrame(parent), lessonId_(lesson.id), spec_(question), values_(values), progress_(progress),
      clock_(clock) {
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* from = new QLabel(
        tr("From “%1”").arg(lessons::plainTextWithMath(lesson.title).toHtmlEscaped()), this);
    from->setForegroundRole(QPalette::PlaceholderText);
    from->setWordWrap(true);
    top->addWidget(from, 1);
    auto* open = new QPushButton(tr("Open in the lesson"), this);
    top->addWidget(open);
    layout->addLayout(top);
    connect(open, &QPushButton::clicked, this,
            [this] { emit openInLesson(lessonId_, questionId()); });

    const bool newValues = spec_.kind == lessons::QuestionKind::Numeric && !values_.isEmpty();
    const bool ownPrompt = newValues && !spec_.reviewPrompt.isEmpty();
    auto* prompt = new MarkdownLabel(ownPrompt ? QString() : spec_.promptHtml, this);
    if (newValues) {
        // The lesson's other parameters keep their defaults; the drawn ones replace theirs.
        lessons::ParameterSet parameters;
        parameters.defineFromLesson(lesson);
        at_ = parameters.numericValues();
        at_.insert(values_);
        controlDecimals_ = lessons::sliderDecimalsByParameter(lesson);
    }
    if (ownPrompt)
        prompt->setMarkdown(lessons::markdownWithMath(
            lessons::formatReadout(spec_.reviewPrompt, at_, locale(), controlDecimals_).value()));
    if (newValues) {
        // By the controls' labels, as the lesson shows them, never the parameter names.
        const lessons::DisplayText list = lessons::parameterValues(lesson, values_, QLocale());
        auto* given =
            new MarkdownLabel(tr("**New values for this review:** %1").arg(list.markdown), this);
        given->setAccessibleName(tr("New values for this review: %1").arg(list.spoken));
        layout->addWidget(given);
    }
    layout->addWidget(prompt);
    const QString promptText = prompt->accessibleName();
    // Another order than the lesson page's, and another in each review round.
    const QString learner = progress_->learnerId();
    const QList<int> pageOrder = lessonOrders
                                     ? lessonOrders->value(spec_.id)
                                     : lessons::lessonOptionOrders(learner, lesson).value(spec_.id);
    input_ = new AnswerInput(spec_, promptText,
                             lessons::questionOptionOrder(learner, spec_, round, pageOrder), this);
    layout->addWidget(input_);
    connect(input_, &AnswerInput::submitted, this, &ReviewCard::check);
    check_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Check), this);
    check_->setAccessibleDescription(tr("Grades your answer to: %1").arg(promptText));
    retry_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Retry), this);
    retry_->setAccessibleDescription(tr("One more try; the miss stays recorded"));
    retry_->hide();
    showAnswer_ = new QPushButton(tr("Show answer"), this);
    showAnswer_->hide();
    // The verdict and feedback go under the buttons, so the card's top and its buttons stay
    // where they are and only what is below grows: above the buttons, with the card growing
    // upwards to keep them under the pointer, Check and Retry scrolled the page 38-70 px and
    // took the card's heading and its new values out of the view (sp19).
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(check_);
    buttons->addWidget(retry_);
    buttons->addWidget(showAnswer_);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    verdict_ = new QLabel(this);
    verdict_->setWordWrap(true);
    verdict_->hide();
    layout->addWidget(verdict_);
    feedback_ = new MarkdownLabel(QString(), this);
    feedback_->hide();
    layout->addWidget(feedback_);
    connect(check_, &QPushButton::clicked, this, &ReviewCard::check);
    connect(retry_, &QPushButton::clicked, this, &ReviewCard::retry);
    connect(showAnswer_, &QPushButton::clicked, this, &ReviewCard::showAnswer);
    setAccessibleName(tr("Review question: %1").arg(promptText));
}

QString ReviewCard::explanation() const {
    const bool newValues = spec_.kind == lessons::QuestionKind::Numeric && !values_.isEmpty();
    if (!newValues)
        return spec_.explanationHtml.isEmpty() ? QString()
                                               : tr("**Why:** %1").arg(spec_.explanationHtml);
    // The lesson's explanation works with the lesson's values (−7.07 for |a| = 2 under a card
    // that asks for |a| = 3): with new values only a `review-explanation`, filled in at them, is
    // shown; the verdict gives the answer either way.
    if (spec_.reviewExplanation.isEmpty())
        return QString();
    return tr("**Why:** %1")
        .arg(lessons::markdownWithMath(
            lessons::formatReadout(spec_.reviewExplanation, at_, locale(), controlDecimals_)
                .value()));
}

QString ReviewCard::feedbackText() const {
    return feedback_->isHidden() ? QString() : feedback_->accessibleName();
}

QLineEdit* ReviewCard::numericField() const {
    return input_->numericField();
}

QList<QAbstractButton*> ReviewCard::optionButtons() const {
    return input_->optionButtons();
}

QString ReviewCard::answerAndWhy() const {
    QString text;
    if (spec_.kind == lessons::QuestionKind::Multi) {
        text = lessons::choiceVerdicts(spec_, input_->chosenOptions(), input_->shownOptionIds());
    } else if (spec_.kind == lessons::QuestionKind::Numeric) {
        const QString answer = lessons::expectedAnswerText(spec_, values_, locale());
        if (!answer.isEmpty())
            text = values_.isEmpty() ? tr("**Answer:** %1").arg(answer)
                                     : tr("**Answer at these values:** %1").arg(answer);
    } else {
        text = tr("**Answer:** %1").arg(lessons::rightOptionsText(spec_));
    }
    const QString why = explanation();
    if (!why.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n\n")) + why;
    return text;
}

QScrollArea* ReviewCard::scrollArea() const {
    QScrollArea* area = nullptr;
    for (QWidget* w = parentWidget(); w && !area; w = w->parentWidget())
        area = qobject_cast<QScrollArea*>(w);
    return area;
}

void ReviewCard::bringIntoSight(QWidget* clicked, QWidget* result) {
    QScrollArea* area = scrollArea();
    if (!area || !area->widget() || !clicked || result->isHidden())
        return;
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QWidget* content = area->widget();
    const int keepTop = clicked->mapTo(content, QPoint()).y();
    const int lineBottom = result->mapTo(content, QPoint()).y() +
                           std::min(result->height(), result->fontMetrics().height() +
                                                          result->contentsMargins().top());
    constexpr int kMargin = 8;
    QScrollBar* bar = area->verticalScrollBar();
    const int target = PageFocus::scrollToShowLine(bar->value(), area->viewport()->height(),
                                                   keepTop, lineBottom, kMargin);
    bar->setValue(std::clamp(target, bar->minimum(), bar->maximum()));
}

void ReviewCard::check() {
    // Enter in the locked field after a miss: that answer is graded already (Retry opens it).
    if (done_ || check_->isHidden() || !check_->isEnabled())
        return;
    // Enter in a field keeps the field in sight, a click keeps the buttons' row (where a first
    // miss puts Retry in Check's place).
    QWidget* field = input_->hasFocusInside() ? QApplication::focusWidget() : nullptr;
    checkAndShow();
    QWidget* row = check_->isVisible() ? check_ : retry_;
    bringIntoSight(field && field->isVisible() ? field : row,
                   verdict_->isHidden() ? static_cast<QWidget*>(feedback_) : verdict_);
}

lessons::Grade ReviewCard::gradeInput(lessons::AnswerShown shown) const {
    if (spec_.kind == lessons::QuestionKind::Numeric)
        return lessons::gradeNumeric(spec_, input_->typed(), values_, locale(), shown);
    return lessons::gradeChoice(spec_, input_->chosenOptions(), shown);
}

void ReviewCard::checkAndShow() {
    lessons::AnswerRecord record;
    const bool numeric = spec_.kind == lessons::QuestionKind::Numeric;
    // A second try's miss shows the answer with it: its feedback is a verdict, not a hint to
    // try again (feedback20: "which step decides the sign?" beside "Answer at these values").
    const lessons::Grade grade =
        gradeInput(tries_ >= 1 ? lessons::AnswerShown::Yes : lessons::AnswerShown::No);
    if (numeric) {
        record.typed = input_->typed();
        record.checkedAt = values_;
    } else {
        record.choices = input_->chosenOptions();
    }
    if (!grade.answered) {
        feedback_->setMarkdown(grade.feedback.isEmpty() ? tr("Choose an answer first.")
                                                        : grade.feedback);
        feedback_->show();
        return;
    }
    const QDateTime now = clock_();
    record.correct = grade.correct;
    record.at = now;
    const lessons::LessonProgress* saved = progress_->find(lessonId_);
    record.attempts = saved ? saved->answers.value(questionId()).attempts + 1 : 1;
    // Both tries are in the history; a right second try the same day leaves the schedule the
    // first miss set (lessons::reviewState).
    progress_->recordAnswer(lessonId_, questionId(), record, true);
    const bool first = ++tries_ == 1;
    if (first)
        correct_ = grade.correct;
    const QString verdict = verdictText(grade.correct, first, now);
    verdict_->setText(verdict);
    verdict_->setAccessibleName(verdict);
    verdict_->show();
    const QString shown = feedbackAfter(grade, record, first);
    feedback_->setMarkdown(shown);
    feedback_->setVisible(!shown.isEmpty());
    if (grade.correct || !first) {
        finish();
    } else {
        // A first miss gets its hint (the sign, sqrt(d_k) for d_k, ...) and one more try before
        // the answer: the answer at once left the hint nothing to do.
        input_->setLocked(true);
        check_->hide();
        retry_->show();
        showAnswer_->show();
        retry_->setFocus();
    }
    if (first)
        emit answered(grade.correct);
}

QString ReviewCard::verdictText(bool correct, bool first, const QDateTime& now) const {
    // Null while a large record's lesson is still read on the worker (ProgressKeeper::find).
    const lessons::LessonProgress* saved = progress_->find(lessonId_);
    const lessons::ReviewState state = lessons::reviewState(
        saved ? lessons::attemptsOf(*saved, questionId()) : QList<lessons::Attempt>{});
    const QString due = dayText(state.due, now.toLocalTime().date());
    if (correct && first)
        return state.scheduled
                   ? tr("✔ Correct. It leaves today's list and comes back %1.").arg(due)
                   : tr("✔ Correct. You have got it right at every interval: it leaves the "
                        "review for good.");
    if (correct)
        return tr("✔ Correct this time. The first answer missed, so it comes back %1.").arg(due);
    // A first miss leaves one more try: a student pass read "It comes back tomorrow" beside
    // Retry as the end of the card.
    if (first)
        return tr("✘ Not quite. Try once more or show the answer; either way it comes back %1.")
            .arg(due);
    return tr("✘ Not quite. It comes back %1.").arg(due);
}

// A prediction's option feedback sends the student to the lesson's lab or chart "below", which a
// card does not have: the card keeps to its verdict and the explanation. One rule for Check and
// Show answer alike.
QString ReviewCard::cardFeedback(const lessons::Grade& grade) const {
    const bool numeric = spec_.kind == lessons::QuestionKind::Numeric;
    return spec_.predictStyle && !numeric ? QString() : grade.feedback;
}

QString ReviewCard::feedbackAfter(const lessons::Grade& grade, const lessons::AnswerRecord& record,
                                  bool first) const {
    const QString feedback = cardFeedback(grade);
    if (grade.correct) {
        QString why = explanation();
        if (spec_.kind == lessons::QuestionKind::Multi)
            why = joinedParagraphs(
                lessons::choiceVerdicts(spec_, record.choices, input_->shownOptionIds()), why);
        return joinedParagraphs(feedback, why);
    }
    if (!first)
        return joinedParagraphs(feedback, answerAndWhy()); // a second miss: the answer, at last
    return feedback;
}

void ReviewCard::retry() {
    if (done_ || retry_->isHidden())
        return;
    // The cards' column keeps the height it has: shorter, it would clamp the view, and a card
    // near the page's foot would move under the pointer.
    if (QScrollArea* area = scrollArea(); area && area->widget())
        area->widget()->setMinimumHeight(area->widget()->height());
    // As a lesson's Retry: the miss's verdict and hint under a field open again read as the
    // verdict of whatever is typed next (student pass, state15). A typed number stays, selected:
    // typing replaces it, an arrow key edits one digit (as QuestionBlock::retry, issue 19).
    QLineEdit* numberField = input_->numericField();
    if (!numberField)
        input_->clear();
    verdict_->clear();
    verdict_->setAccessibleName(QString());
    verdict_->hide();
    feedback_->setMarkdown(QString());
    feedback_->hide();
    input_->setLocked(false);
    check_->show();
    retry_->hide();
    showAnswer_->hide();
    input_->focusFirst();
    if (numberField)
        numberField->selectAll();
}

void ReviewCard::showAnswer() {
    if (done_ || tries_ == 0)
        return;
    // The miss graded again with the answer on screen, and a verdict without "Try once more".
    const lessons::Grade grade = gradeInput(lessons::AnswerShown::Yes);
    const QString verdict = verdictText(false, false, clock_());
    verdict_->setText(verdict);
    verdict_->setAccessibleName(verdict);
    feedback_->setMarkdown(joinedParagraphs(cardFeedback(grade), answerAndWhy()));
    feedback_->show();
    finish();
    bringIntoSight(check_, feedback_);
}

void ReviewCard::finish() {
    done_ = true;
    // The focus stays on the card when the pressed button goes.
    const bool hadFocus = check_->hasFocus() || retry_->hasFocus() || showAnswer_->hasFocus() ||
                          input_->hasFocusInside();
    input_->setLocked(true);
    check_->setEnabled(false);
    check_->show();
    if (hadFocus)
        verdict_->setFocus(); // a disabled Check cannot hold it
    retry_->hide();
    showAnswer_->hide();
}

ReviewPage::ReviewPage(ProgressKeeper* progress, const Clock& clock, QWidget* parent)
    : QWidget(parent), progress_(progress), clock_(clock) {
    setObjectName(QStringLiteral("reviewPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    heading_ = new QLabel(this);
    heading_->setWordWrap(true);
    heading_->setAccessibleName(tr("Review"));
    layout->addWidget(heading_);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Every text on a card wraps, so the cards fit the view's width: no sideways scrolling, and
    // no sideways jump when a focused control is scrolled into view after Check.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As on a lesson page: a scroll bar that came with a verdict narrowed the view and moved
    // the centred cards sideways under the pointer.
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    column_ = new QWidget(scroll);
    cardsLayout_ = new QVBoxLayout(column_);
    cardsLayout_->addStretch(1);
    scroll->setWidget(column_);
    layout->addWidget(scroll, 1);
    cardsView_ = scroll;
    // With nothing due the heading stays at the top of an otherwise empty page: the empty
    // scroll area below it was a window-sized box that took the focus ring (the tour's review).
    heading_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addStretch(0);
}

void ReviewPage::start(const lessons::Course& course, quint64 seed) {
    course_ = course;
    seed_ = seed;
    for (ReviewCard* card : std::as_const(cards_))
        delete card;
    cards_.clear();
    column_->setMinimumHeight(0); // the room kept as cards' verdicts went (ReviewCard::retry)
    const QDate today = clock_().toLocalTime().date();
    const QList<lessons::ReviewItem> due =
        lessons::dueReviews(lessons::scheduledReviews(course_, progress_->store()), today);
    QHash<QString, QHash<QString, QList<int>>> pageOrders; // by lesson id
    for (const lessons::ReviewItem& item : due) {
        const lessons::Lesson* lesson = course_.find(item.lessonId);
        const lessons::Block* question = lesson ? lesson->findById(item.questionId) : nullptr;
        const lessons::QuestionSpec* questionSpec =
            question ? question->specAs<lessons::QuestionSpec>() : nullptr;
        if (!questionSpec)
            continue;
        QHash<QString, double> values;
        const lessons::LessonProgress* saved = progress_->find(item.lessonId);
        const QList<lessons::Attempt> attempts =
            saved ? lessons::attemptsOf(*saved, item.questionId) : QList<lessons::Attempt>{};
        const lessons::QuestionSpec& spec = *questionSpec;
        if (spec.kind == lessons::QuestionKind::Numeric) {
            const QHash<QString, double> missedAt =
                attempts.isEmpty() ? QHash<QString, double>() : attempts.last().checkedAt;
            values = lessons::drawReviewValues(
                *lesson, spec, lessons::reviewSeed(seed_, item.lessonId, item.questionId),
                missedAt);
        }
        // Round n is the question's n-th review: each shows its options in another order.
        int round = 1;
        for (const lessons::Attempt& attempt : attempts)
            round += attempt.review ? 1 : 0;
        // Once per lesson: each card ordering its whole lesson made opening a review
        // cards x questions.
        auto orders = pageOrders.find(lesson->id);
        if (orders == pageOrders.end())
            orders = pageOrders.insert(
                lesson->id, lessons::lessonOptionOrders(progress_->learnerId(), *lesson));
        auto* card = new ReviewCard(*lesson, spec, values, progress_, clock_, round, column_,
                                    &orders.value());
        // The lesson's reading column: across the window the cards ran 1,000 px lines at
        // 1,440 px (sp19).
        keepToMeasure(card);
        insertIntoColumn(cardsLayout_, cardsLayout_->count() - 1, card);
        cards_.append(card);
        connect(card, &ReviewCard::openInLesson, this, &ReviewPage::openInLesson);
        connect(card, &ReviewCard::answered, this, [this] {
            updateHeading();
            emit reviewed();
        });
    }
    updateHeading();
}

void ReviewPage::updateHeading() {
    int open = 0;
    int right = 0;
    for (const ReviewCard* card : std::as_const(cards_)) {
        open += card->isAnswered() ? 0 : 1;
        right += card->isAnswered() && card->isCorrect() ? 1 : 0;
    }
    QString text = tr("<h2>Review</h2>");
    cardsView_->setVisible(!cards_.isEmpty());
    if (cards_.isEmpty()) {
        text += tr("<p>Nothing is due for review today. A question you miss comes back the next "
                   "day, then after 3, 7, 14 and 30 days each time you get it right.</p>");
        // When the page is empty the student's next question is when to come back (sp17).
        const QDate today = clock_().toLocalTime().date();
        const lessons::NextReview coming =
            lessons::nextReview(lessons::scheduledReviews(course_, progress_->store()), today);
        if (coming.day.isValid())
            text += tr("<p>Next review: %n question(s) %1.</p>", nullptr, coming.count)
                        .arg(dayText(coming.day, today));
    } else {
        // The count says what is left to do: "2 due" above two answered cards read as two
        // more to go (D16).
        const int due = int(cards_.size());
        if (open == due)
            text += tr("<p>%n missed question(s) due.", nullptr, due);
        else if (open > 0)
            text +=
                tr("<p>%n question(s) still to answer, of %1 due today.", nullptr, open).arg(due);
        else
            text += tr("<p>Every question due today is answered.");
        text += QLatin1Char(' ') + tr("Numeric questions come back with new values for their "
                                      "sliders, so work the answer out again.</p>");
        // The session's seed stays out of sight: a number the student cannot use.
        text += tr("<p>%1 answered, %2 right</p>").arg(cards_.size() - open).arg(right);
    }
    heading_->setText(text);
}

} // namespace app
