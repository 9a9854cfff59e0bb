// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/questionblock.h"

#include "app/blocks/answerinput.h"
#include "app/blocks/inputerror.h"
#include "app/blocks/resultroom.h"
#include "app/charts/contrast.h"
#include "app/lessonprint.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/buttonroles.h"
#include "lessons/completion.h"
#include "lessons/displaytext.h"
#include "lessons/expression.h"
#include "lessons/optionorder.h"
#include "lessons/parameters.h"
#include "lessons/predictions.h"
#include "lessons/typednumbers.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSizePolicy>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace app {

QColor verdictColor(bool correct, const QPalette& palette) {
    const bool darkPage = attn::charts::isDarkPalette(palette);
    if (correct)
        return darkPage ? QColor(0x7e, 0xe0, 0x8f) : QColor(0x1a, 0x6e, 0x2e);
    return darkPage ? QColor(0xff, 0x9a, 0x8f) : QColor(0xb0, 0x1c, 0x12);
}

QuestionBlock::QuestionBlock(const lessons::QuestionSpec& spec, const PageContext& context,
                             QWidget* parent)
    : QFrame(parent), spec_(spec), context_(context) {
    setFrameShape(QFrame::StyledPanel);
    // A click on the prompt gives the question the focus: Tab goes on to its first option
    // (PageFocus), not from the control focused last, far above (sp20). Inside a quick check
    // the question is the nearest to take it.
    setFocusPolicy(Qt::ClickFocus);
    numericKind_ = spec_.kind == lessons::QuestionKind::Numeric;
    const bool predict = spec_.predictStyle;

    auto* layout = new QVBoxLayout(this);
    auto* badge = new QLabel(predict ? tr("Predict") : tr("Question"), this);
    badge->setFont(boldFont());
    layout->addWidget(badge);
    auto* prompt = new MarkdownLabel(spec_.promptHtml, this);
    layout->addWidget(prompt);
    const QString promptText = prompt->accessibleName();

    // Shown in this learner's order (lessons/optionorder.h), balanced over the lesson so the
    // right option does not keep one place question after question; the record keeps option ids.
    const QString learner = context_.progress ? context_.progress->learnerId() : QString();
    const QList<int> order = context_.optionOrders.contains(spec_.id)
                                 ? context_.optionOrders.value(spec_.id)
                                 : lessons::questionOptionOrder(learner, spec_);
    input_ = new AnswerInput(spec_, promptText, order, this);
    layout->addWidget(input_);
    connect(input_, &AnswerInput::submitted, this, [this] {
        // The field checks on Enter as it always did; an option only while Check is offered.
        if (!numericKind_ && !(check_->isVisible() && check_->isEnabled()))
            return;
        check(); // the page brings the verdict below the field into sight (PageFocus)
    });

    auto* buttons = new QHBoxLayout;
    check_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Check), this);
    checkHelp_ = tr("Grades your answer to: %1").arg(promptText);
    check_->setAccessibleDescription(checkHelp_);
    retry_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Retry), this);
    retry_->setAccessibleDescription(retryHelp());
    retry_->setVisible(false);
    showAnswer_ = new QPushButton(tr("Show answer"), this);
    showAnswer_->setAccessibleDescription(showAnswerHelp());
    showAnswer_->setVisible(false);
    // The verdict stands in the buttons' row, beside the button just clicked: Check never moves
    // to show it. The page scrolled as far as showed a verdict under a Check near the view's
    // foot, and the student read that as the button leaving the pointer (sp33, 28-156 px).
    // Buttons at the row's top: a verdict wrapped to two lines makes the row taller below them.
    for (QPushButton* button : {check_, retry_, showAnswer_})
        buttons->addWidget(button, 0, Qt::AlignTop);
    verdict_ = new QLabel(this);
    verdict_->setFont(boldFont());
    // A prediction's comparison is a sentence, and so is the note that the sliders changed: on
    // one line they widened a narrow page (a verdict is two words).
    verdict_->setWordWrap(true);
    verdict_->setVisible(false);
    // The row's spare width: as a word-wrapped label's own width hint (about 20 characters) the
    // comparison of a prediction took three lines beside a wide empty row.
    buttons->addWidget(verdict_, 1);
    // Said where the rest of the result went when it is below the view's foot (the page does not
    // scroll there by itself): set by the page (setMoreBelow). As wide as its text, on one line.
    moreBelow_ = new QLabel(tr("↓ Feedback below"), this);
    moreBelow_->setTextFormat(Qt::PlainText);
    // It gives way before the page does: kept at its whole width, a narrow page in a large font
    // was wider than its column (tst_lessonpage narrowPageWithALargeFontFitsEveryBlock).
    moreBelow_->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    moreBelow_->setMinimumWidth(1);
    moreBelow_->setForegroundRole(QPalette::PlaceholderText);
    moreBelow_->setToolTip(tr("The feedback goes on below the window's edge: scroll down to "
                              "read it."));
    moreBelow_->setAccessibleName(moreBelow_->toolTip());
    keepOffPaper(moreBelow_); // paper has no view's foot
    moreBelow_->setVisible(false);
    // Its room stays in the row, shown or not, once a verdict stands there (showGrade): taken
    // from the verdict as it came and went on scrolling, a two-line verdict wrapped anew and
    // the feedback under it moved (review34). Before, the row's width is for what to do ("type
    // a number such as 2.5" wrapped beside the room kept for the cue, sp35).
    buttons->addWidget(moreBelow_);
    buttons->addStretch(0); // the room the hidden verdict leaves, not wider buttons
    layout->addLayout(buttons);
    checkedAt_ = new MarkdownLabel(QString(), this); // control labels may hold math
    checkedAt_->setForegroundRole(QPalette::PlaceholderText);
    checkedAt_->setVisible(false);
    layout->addWidget(checkedAt_);
    feedback_ = new MarkdownLabel(QString(), this);
    feedback_->setVisible(false);
    layout->addWidget(feedback_);
    explanation_ = new MarkdownLabel(QString(), this);
    explanation_->setVisible(false);
    layout->addWidget(explanation_);
    // Blank, under the result: after a Retry the room the old result had, where the new one
    // is shorter (showGrade). A screen's room: paper leaves it out.
    resultRoom_ = new QWidget(this);
    resultRoom_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    resultRoom_->setVisible(false);
    keepOffPaper(resultRoom_);
    layout->addWidget(resultRoom_);

    connect(check_, &QPushButton::clicked, this, &QuestionBlock::check);
    connect(retry_, &QPushButton::clicked, this, &QuestionBlock::retry);
    connect(showAnswer_, &QPushButton::clicked, this, &QuestionBlock::showAnswer);
    if (numericKind_ && context_.params) {
        connect(context_.params, &lessons::ParameterSet::changed, this,
                &QuestionBlock::parameterChanged);
    }

    setAccessibleName(tr("Question: %1").arg(promptText));

    // Reopen where the student left off: the last answer, graded as it was.
    const lessons::LessonProgress* progress =
        context_.progress ? context_.progress->find(context_.lessonId) : nullptr;
    std::optional<lessons::AnswerRecord> kept;
    if (progress && progress->answers.contains(questionId()))
        kept = progress->answers.value(questionId());
    if (kept && lessons::answerNamesMissingOption(spec_, *kept)) {
        // The lesson changed the options since: an unchecked question with no word about it
        // read as a lost answer. It is open again and counts as not answered.
        feedback_->setMarkdown(
            tr("Your earlier answer is no longer one of the options; answer again."));
        feedback_->setVisible(true);
    } else if (kept) {
        const lessons::AnswerRecord record = *kept;
        input_->setChosenOptions(record.choices);
        input_->setTyped(record.typed);
        lessons::Grade grade;
        if (numericKind_) {
            checkedValues_ = record.checkedAt;
            // Graded again at the values it was checked at, for its feedback line ("Correct:
            // 0.877." was lost on a restart); the record's verdict stands if the lesson changed.
            grade = lessons::gradeNumeric(spec_, record.typed, checkedParameters(), locale(),
                                          answerShownAfter(record.attempts));
            if (!grade.answered || grade.correct != record.correct)
                grade.feedback.clear();
            grade.answered = true;
            grade.correct = record.correct;
        } else {
            grade = lessons::gradeChoice(spec_, record.choices, answerShownAfter(record.attempts));
        }
        showGrade(grade, record.attempts);
        // The page may open with other values than the answer was checked at.
        if (!checkedValues_.isEmpty())
            parameterChanged(checkedValues_.cbegin().key());
    }
}

QStringList QuestionBlock::chosenOptions() const {
    return input_->chosenOptions();
}

lessons::AnswerShown QuestionBlock::answerShownAfter(int attempts) const {
    return attempts >= 2 && !spec_.predictStyle ? lessons::AnswerShown::Yes
                                                : lessons::AnswerShown::No;
}

lessons::Grade QuestionBlock::regrade(lessons::AnswerShown shown) const {
    if (!numericKind_)
        return lessons::gradeChoice(spec_, chosenOptions(), shown);
    return lessons::gradeNumeric(spec_, input_->typed(), checkedParameters(), locale(), shown);
}

QHash<QString, double> QuestionBlock::checkedParameters() const {
    QHash<QString, double> values =
        context_.params ? context_.params->numericValues() : QHash<QString, double>();
    values.insert(checkedValues_);
    return values;
}

QList<QAbstractButton*> QuestionBlock::optionButtons() const {
    return input_->optionButtons();
}

QLineEdit* QuestionBlock::numericField() const {
    return input_->numericField();
}

QString QuestionBlock::explanationText(bool correct, int attempts) const {
    // The explanation states the answer: it waits for a right answer, a second wrong one, or
    // Show answer (which records the second), so a first wrong try leaves something to think.
    // A prediction is compared with what happens at once (showComparison): nothing waits.
    const bool explain = correct || attempts >= 2 || spec_.predictStyle;
    QString text;
    if (explain && spec_.kind == lessons::QuestionKind::Multi) {
        // Every box's verdict, in the order the student saw them: a first miss only counted the
        // wrong boxes, so the student had something left to find.
        text = lessons::choiceVerdicts(spec_, chosenOptions(), input_->shownOptionIds());
    } else if (explain && !correct && !spec_.predictStyle) { // compared already
        const QString answer = answerText();
        if (!answer.isEmpty())
            text = tr("**Answer:** %1").arg(answer);
    }
    if (explain && !spec_.explanationHtml.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n\n")) +
                tr("**Why:** %1").arg(spec_.explanationHtml);
    return text;
}

void QuestionBlock::setMoreBelow(bool shown) {
    moreBelow_->setVisible(shown && answered_ && !retrying_);
}

QList<QWidget*> QuestionBlock::resultWidgets() const {
    return {verdict_, checkedAt_, feedback_, explanation_};
}

QString QuestionBlock::feedbackText() const {
    if (notGraded_ && verdict_->isVisible())
        return verdict_->text(); // what to do, said beside Check
    return feedback_->isVisible() ? feedback_->accessibleName() : QString();
}

void QuestionBlock::check() {
    // Enter in a locked field after a check: the answer on screen was graded already (it was
    // recorded again as one more try).
    if (answered_ && (check_->isHidden() || !check_->isEnabled()))
        return;
    lessons::Grade grade;
    lessons::AnswerRecord record;
    const lessons::LessonProgress* progress =
        context_.progress ? context_.progress->find(context_.lessonId) : nullptr;
    record.attempts = 1;
    if (progress && progress->answers.contains(questionId()))
        record.attempts = progress->answers.value(questionId()).attempts + 1;
    // A miss now puts the answer on screen when it is the second: its feedback is a verdict.
    const lessons::AnswerShown shown = answerShownAfter(record.attempts);
    if (numericKind_) {
        const QHash<QString, double> values =
            context_.params ? context_.params->numericValues() : QHash<QString, double>();
        grade = lessons::gradeNumeric(spec_, input_->typed(), values, locale(), shown);
        record.typed = input_->typed();
        checkedValues_.clear();
        const QStringList read = lessons::expressionVariables(spec_.expected).valueOr({});
        for (const QString& name : read) {
            if (values.contains(name))
                checkedValues_.insert(name, values.value(name));
        }
        record.checkedAt = checkedValues_;
    } else {
        record.choices = chosenOptions();
        grade = lessons::gradeChoice(spec_, record.choices, shown);
    }
    if (!grade.answered) {
        // Nothing usable yet (no option chosen, not a number): say what to do, record nothing.
        // Said in the verdict's place beside Check: under the buttons it pushed the rest of
        // the page down a line under the pointer (sp35). In the one look of input errors, the
        // lab's fields' red (sp37 #8: Track 8's "not a number" stood in body colour).
        notGraded_ = true;
        verdict_->setText(grade.feedback.isEmpty() ? tr("Choose an answer first.")
                                                   : grade.feedback);
        verdict_->setAccessibleName(verdict_->text());
        showAsInputError(verdict_);
        verdict_->setVisible(true);
        describeResult();
        return;
    }
    record.correct = grade.correct;
    record.at = QDateTime::currentDateTimeUtc();
    // Saved before the grade is shown, so whoever counts answers on answeredChanged sees it.
    if (context_.progress)
        context_.progress->recordAnswer(context_.lessonId, questionId(), record);
    showGrade(grade, record.attempts);
}

void QuestionBlock::colourVerdict() {
    // A prediction is not graded: its comparison keeps the page's text colour (showComparison).
    if (spec_.predictStyle) {
        verdict_->setPalette(QPalette());
        return;
    }
    // Only the verdict's own role: the rest follows the page's palette as it changes.
    QPalette colours;
    colours.setColor(QPalette::WindowText, verdictColor(correct_, palette()));
    verdict_->setPalette(colours);
}

void QuestionBlock::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    // A colour set on the verdict stays when the page's palette changes: printed from a dark
    // screen, "Not quite" came out in the dark page's pale pink on white paper (issue 19).
    if (event->type() == QEvent::PaletteChange && answered_ && !outdated_ && !notGraded_)
        colourVerdict();
    else if (event->type() == QEvent::PaletteChange && notGraded_ && shownAsInputError(verdict_))
        showAsInputError(verdict_); // a dark page's red, not a light one's
}

bool QuestionBlock::isExplanationShown() const {
    return explanation_->isVisibleTo(this);
}

// The right option(s) as they read, or the expected number at the values the answer was checked
// at (a page reopened with other slider positions), written to the question's decimals.
QString QuestionBlock::answerText() const {
    if (numericKind_)
        return lessons::expectedAnswerText(spec_, checkedParameters(), locale());
    return lessons::rightOptionsText(spec_);
}

void QuestionBlock::showAnswer() {
    if (!answered_ || correct_ || isAnswerShown())
        return;
    // Asking for the answer is a miss: the answer counts one more try (the explanation stays
    // open after a restart) and the earlier miss brings the question back in a review. It is
    // not an answer the student gave, so the history gets no row for it.
    if (context_.progress)
        context_.progress->recordAnswerShown(context_.lessonId, questionId());
    attempts_ = std::max(attempts_, 1) + 1;
    // The focus stays in the question when the pressed button goes (handed down the chain, the
    // page scrolled to the next control).
    if (showAnswer_->hasFocus() || retry_->hasFocus())
        verdict_->setFocus();
    setLocked(true); // no Retry with the answer on screen
    // The first miss's feedback asked for another look ("which step decides the sign?"), which
    // read as an invitation beside the answer and no Retry (sp19): it is told as a verdict now.
    const lessons::Grade grade = regrade(lessons::AnswerShown::Yes);
    if (grade.answered && !grade.correct) {
        feedback_->setMarkdown(grade.feedback);
        feedback_->setVisible(!grade.feedback.isEmpty());
    }
    showExplanation(false, attempts_);
    emit answeredChanged();
}

void QuestionBlock::showGrade(const lessons::Grade& grade, int attempts) {
    // The height the block had with the room a Retry kept: a shorter new result keeps it, so
    // nothing below moves up under the pointer, until the page drops it (dropResultRoom).
    const int kept = keepsResultRoom() ? height() : 0;
    keepResultRoom(false); // the new result takes the room a Retry kept
    keepRoomWhenHidden(moreBelow_, true);
    notGraded_ = false;
    answered_ = true;
    retrying_ = false;
    correct_ = grade.correct;
    attempts_ = attempts;
    outdated_ = false;
    if (spec_.predictStyle) {
        showComparison(grade);
    } else {
        verdictText_ = grade.correct ? tr("✔ Correct") : tr("✘ Not quite");
        verdict_->setText(verdictText_);
        verdict_->setAccessibleName(verdict_->text());
        colourVerdict();
        verdict_->setVisible(true);
        showCheckedAt();
        feedback_->setMarkdown(grade.feedback);
        feedback_->setVisible(!grade.feedback.isEmpty());
    }
    setLocked(true);
    showExplanation(grade.correct, attempts);
    keepHeightAfterCheck(kept);
    // Read out where it appears, beside the button (Qt 6.4 has no announcement event).
    QAccessibleEvent named(verdict_, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&named);
    emit answeredChanged();
}

void QuestionBlock::showComparison(const lessons::Grade& grade) {
    // Predictions are commitments, not graded (not in the counts, not in the review): a missed
    // one read "✘ Not quite" in red beside the lesson's "commit first" (sp19). It reads as a
    // comparison with what happens, in the page's own colour.
    verdictText_ = lessons::predictionVerdictText(grade.correct);
    verdict_->setText(verdictText_);
    verdict_->setAccessibleName(verdict_->text());
    colourVerdict();
    verdict_->setVisible(true);
    checkedAt_->setVisible(false);
    QString predicted;
    QStringList why; // the author's words for the chosen option: what to look at, and why
    if (numericKind_) {
        predicted = lessons::formatNumber(
            lessons::parseNumber(input_->typed(), locale()).valueOr(qQNaN()), locale());
    } else {
        const QStringList chosen = chosenOptions();
        QStringList texts;
        for (const lessons::ChoiceOption& option : spec_.options) {
            if (!chosen.contains(option.id))
                continue;
            texts.append(option.html);
            if (spec_.feedbackHtml.contains(option.id))
                why.append(spec_.feedbackHtml.value(option.id));
        }
        predicted = texts.join(QStringLiteral("; "));
    }
    QString text = QStringLiteral("**%1** %2").arg(lessons::youPredictedLabel(), predicted);
    if (!grade.correct)
        text += QStringLiteral("\n\n**%1** %2").arg(lessons::whatHappensLabel(), answerText());
    if (!why.isEmpty())
        text += QStringLiteral("\n\n") + why.join(QStringLiteral("\n\n"));
    feedback_->setMarkdown(text);
    feedback_->setVisible(true);
}

QString QuestionBlock::retryHelp() const {
    return numericKind_ ? tr("Opens your answer again, selected, so you can change it")
                        : tr("Clears your answer so you can try again");
}

QString QuestionBlock::showAnswerHelp() const {
    return tr("Shows the right answer and why; the question then counts as missed");
}

void QuestionBlock::describeResult() {
    // After a check the focus stays in the numeric field or lands on Retry, Show answer or the
    // verdict, and a screen reader reads the focused widget's name and description: the verdict
    // and what follows it go there, or they were never heard (issue 26).
    QStringList parts;
    const bool shown = !notGraded_ && !verdict_->isHidden() && !verdict_->text().isEmpty();
    if (shown)
        parts.append(verdict_->text());
    for (const MarkdownLabel* label : {checkedAt_, feedback_, explanation_}) {
        if (shown && !label->isHidden() && !label->accessibleName().isEmpty())
            parts.append(label->accessibleName());
    }
    // A check that graded nothing ("Choose an answer first") leaves the focus on Check.
    const QString notGraded = notGraded_ && !verdict_->isHidden() ? verdict_->text()
                              : !shown && !feedback_->isHidden()  ? feedback_->accessibleName()
                                                                  : QString();
    const QString result = shown ? parts.join(QLatin1Char(' ')) : notGraded;
    const auto withResult = [&](const QString& help) {
        return result.isEmpty() ? help : result + QLatin1Char(' ') + help;
    };
    verdict_->setAccessibleDescription(parts.mid(1).join(QLatin1Char(' ')));
    check_->setAccessibleDescription(withResult(checkHelp_));
    retry_->setAccessibleDescription(withResult(retryHelp()));
    showAnswer_->setAccessibleDescription(withResult(showAnswerHelp()));
    QLineEdit* field = input_->numericField();
    if (field)
        field->setAccessibleDescription(result);
    for (QWidget* described : {static_cast<QWidget*>(verdict_), static_cast<QWidget*>(check_),
                               static_cast<QWidget*>(retry_), static_cast<QWidget*>(showAnswer_),
                               static_cast<QWidget*>(field)}) {
        if (described && described->hasFocus()) {
            QAccessibleEvent changed(described, QAccessible::DescriptionChanged);
            QAccessible::updateAccessibility(&changed);
        }
    }
}

void QuestionBlock::showExplanation(bool correct, int attempts) {
    const bool explain = correct || attempts >= 2 || spec_.predictStyle;
    const QString text = explanationText(correct, attempts);
    explanation_->setMarkdown(text);
    explanation_->setVisible(!text.isEmpty());
    showAnswer_->setVisible(answered_ && !explain && !outdated_);
    if (showAnswer_->isVisible() && verdict_->hasFocus())
        showAnswer_->setFocus();
    describeResult();
}

} // namespace app
