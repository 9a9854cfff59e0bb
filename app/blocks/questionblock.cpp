#include "app/blocks/questionblock.h"

#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/buttonroles.h"
#include "lessons/displaytext.h"
#include "lessons/expression.h"
#include "lessons/optionorder.h"
#include "lessons/parameters.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDateTime>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace app {

QColor verdictColor(bool correct, const QPalette& palette) {
    const bool darkPage = palette.color(QPalette::Base).lightness() < 128;
    if (correct)
        return darkPage ? QColor(0x7e, 0xe0, 0x8f) : QColor(0x1a, 0x6e, 0x2e);
    return darkPage ? QColor(0xff, 0x9a, 0x8f) : QColor(0xb0, 0x1c, 0x12);
}

QuestionBlock::QuestionBlock(const lessons::Block& block, const PageContext& context,
                             QWidget* parent)
    : QFrame(parent), block_(block), spec_(lessons::QuestionSpec::from(block)), context_(context) {
    setFrameShape(QFrame::StyledPanel);
    const QString kind = spec_.kind;
    numericKind_ = kind == QLatin1String("numeric");
    const bool predict = spec_.predictStyle;

    auto* layout = new QVBoxLayout(this);
    auto* badge = new QLabel(predict ? tr("Predict") : tr("Question"), this);
    QFont bold = badge->font();
    bold.setBold(true);
    badge->setFont(bold);
    layout->addWidget(badge);
    auto* prompt = new MarkdownLabel(spec_.promptHtml, this);
    layout->addWidget(prompt);
    const QString promptText = prompt->accessibleName();

    if (numericKind_) {
        auto* row = new QHBoxLayout;
        numeric_ = new QLineEdit(this);
        numeric_->setPlaceholderText(tr("Type a number"));
        numeric_->setAccessibleName(tr("Answer to: %1").arg(promptText));
        numeric_->setMaximumWidth(200);
        row->addWidget(numeric_);
        if (!spec_.unitHtml.isEmpty())
            row->addWidget(new MarkdownLabel(spec_.unitHtml, this));
        row->addStretch(1);
        layout->addLayout(row);
        connect(numeric_, &QLineEdit::returnPressed, this, &QuestionBlock::check);
    } else {
        auto* grid = new QGridLayout;
        grid->setColumnStretch(1, 1);
        // Only radio options form a group: Qt makes a button group one Tab stop, which for check
        // boxes would leave all but the first reachable by arrows alone.
        if (kind == QLatin1String("single"))
            group_ = new QButtonGroup(this);
        // Shown in this learner's order (lessons/optionorder.h); the record keeps option ids.
        const QList<int> order = lessons::questionOptionOrder(
            context_.progress ? context_.progress->learnerId() : QString(), block_);
        int row = 0;
        for (int index : order) {
            const lessons::ChoiceOption& option = spec_.options.at(index);
            QAbstractButton* button = kind == QLatin1String("single")
                                          ? static_cast<QAbstractButton*>(new QRadioButton(this))
                                          : static_cast<QAbstractButton*>(new QCheckBox(this));
            auto* label = new MarkdownLabel(option.html, this);
            button->setProperty("optionId", option.id);
            button->setAccessibleName(label->accessibleName());
            button->setAccessibleDescription(
                tr("Option %1 of %2").arg(row + 1).arg(spec_.options.size()));
            connect(label, &MarkdownLabel::clicked, button, [button] {
                if (button->isEnabled())
                    button->click();
            });
            if (group_)
                group_->addButton(button);
            button->installEventFilter(this); // arrows select (radio group), Enter checks
            options_.append(button);
            grid->addWidget(button, row, 0, Qt::AlignTop);
            grid->addWidget(label, row, 1);
            ++row;
        }
        layout->addLayout(grid);
    }

    auto* buttons = new QHBoxLayout;
    check_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Check), this);
    check_->setAccessibleDescription(tr("Grades your answer to: %1").arg(promptText));
    retry_ = new QPushButton(lessons::buttonLabel(lessons::ButtonRole::Retry), this);
    retry_->setAccessibleDescription(tr("Clears your answer so you can try again"));
    retry_->setVisible(false);
    showAnswer_ = new QPushButton(tr("Show answer"), this);
    showAnswer_->setAccessibleDescription(
        tr("Shows the right answer and why; the question then counts as missed"));
    showAnswer_->setVisible(false);
    buttons->addWidget(check_);
    buttons->addWidget(retry_);
    buttons->addWidget(showAnswer_);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    verdict_ = new QLabel(this);
    verdict_->setFont(bold);
    verdict_->setVisible(false);
    layout->addWidget(verdict_);
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
    if (progress && progress->answers.contains(questionId())) {
        const lessons::AnswerRecord record = progress->answers.value(questionId());
        for (QAbstractButton* button : options_)
            button->setChecked(record.choices.contains(button->property("optionId").toString()));
        if (numeric_)
            numeric_->setText(record.typed);
        lessons::Grade grade;
        if (numeric_) {
            grade.answered = true;
            grade.correct = record.correct;
            checkedValues_ = record.checkedAt;
        } else {
            grade = lessons::gradeChoice(block_, record.choices);
        }
        showGrade(grade, record.attempts);
        // The page may open with other values than the answer was checked at.
        if (!checkedValues_.isEmpty())
            parameterChanged(checkedValues_.cbegin().key());
    }
}

QStringList QuestionBlock::chosenOptions() const {
    QStringList chosen;
    for (QAbstractButton* button : options_) {
        if (button->isChecked())
            chosen.append(button->property("optionId").toString());
    }
    return chosen;
}

QString QuestionBlock::feedbackText() const {
    return feedback_->isVisible() ? feedback_->accessibleName() : QString();
}

void QuestionBlock::check() {
    lessons::Grade grade;
    lessons::AnswerRecord record;
    if (numeric_) {
        const QHash<QString, double> values =
            context_.params ? context_.params->numericValues() : QHash<QString, double>();
        grade = lessons::gradeNumeric(block_, numeric_->text(), values, locale());
        record.typed = numeric_->text();
        checkedValues_.clear();
        const QStringList read = lessons::expressionVariables(spec_.expected).valueOr({});
        for (const QString& name : read) {
            if (values.contains(name))
                checkedValues_.insert(name, values.value(name));
        }
        record.checkedAt = checkedValues_;
    } else {
        record.choices = chosenOptions();
        grade = lessons::gradeChoice(block_, record.choices);
    }
    if (!grade.answered) {
        // Nothing usable yet (no option chosen, not a number): say what to do, record nothing.
        verdict_->setVisible(false);
        feedback_->setMarkdown(grade.feedback.isEmpty() ? tr("Choose an answer first.")
                                                        : grade.feedback);
        feedback_->setVisible(true);
        return;
    }
    const lessons::LessonProgress* progress =
        context_.progress ? context_.progress->find(context_.lessonId) : nullptr;
    record.attempts = 1;
    if (progress && progress->answers.contains(questionId()))
        record.attempts = progress->answers.value(questionId()).attempts + 1;
    record.correct = grade.correct;
    record.at = QDateTime::currentDateTimeUtc();
    // Saved before the grade is shown, so whoever counts answers on answeredChanged sees it.
    if (context_.progress)
        context_.progress->recordAnswer(context_.lessonId, questionId(), record);
    showGrade(grade, record.attempts);
}

bool QuestionBlock::isExplanationShown() const {
    return explanation_->isVisibleTo(this);
}

// The right option(s) as they read, or the expected number at the values on screen.
QString QuestionBlock::answerText() const {
    if (numeric_) {
        const QHash<QString, double> values =
            context_.params ? context_.params->numericValues() : QHash<QString, double>();
        const lessons::Result<double> expected = lessons::evaluate(spec_.expected, values);
        return expected ? lessons::formatNumber(expected.value(), locale()) : QString();
    }
    QStringList right;
    const QStringList ids = block_.text(QStringLiteral("answer")).split(QLatin1Char(','));
    for (const lessons::ChoiceOption& option : spec_.options) {
        for (const QString& id : ids) {
            if (id.trimmed() == option.id)
                right.append(option.html);
        }
    }
    return right.join(QStringLiteral("; "));
}

void QuestionBlock::showAnswer() {
    if (!answered_ || correct_)
        return;
    // Asking for the answer is a miss: one more wrong attempt, so the review brings it back and
    // the explanation stays open after a restart (two attempts or more).
    const lessons::LessonProgress* progress =
        context_.progress ? context_.progress->find(context_.lessonId) : nullptr;
    lessons::AnswerRecord record;
    if (progress && progress->answers.contains(questionId()))
        record = progress->answers.value(questionId());
    record.choices = numeric_ ? QStringList() : chosenOptions();
    if (numeric_)
        record.typed = numeric_->text();
    record.checkedAt = checkedValues_;
    record.correct = false;
    record.attempts = std::max(record.attempts, 1) + 1;
    record.at = QDateTime::currentDateTimeUtc();
    if (context_.progress)
        context_.progress->recordAnswer(context_.lessonId, questionId(), record);
    showExplanation(false, record.attempts);
    emit answeredChanged();
}

void QuestionBlock::showGrade(const lessons::Grade& grade, int attempts) {
    answered_ = true;
    correct_ = grade.correct;
    outdated_ = false;
    verdictText_ = grade.correct ? tr("✔ Correct") : tr("✘ Not quite");
    verdict_->setText(verdictText_);
    verdict_->setAccessibleName(verdict_->text());
    QPalette colours = palette();
    colours.setColor(QPalette::WindowText, verdictColor(grade.correct, palette()));
    verdict_->setPalette(colours);
    verdict_->setVisible(true);
    showCheckedAt();
    feedback_->setMarkdown(grade.feedback);
    feedback_->setVisible(!grade.feedback.isEmpty());
    setLocked(true);
    showExplanation(grade.correct, attempts);
    emit answeredChanged();
}

void QuestionBlock::showExplanation(bool correct, int attempts) {
    // The explanation states the answer: it waits for a right answer, a second wrong one, or
    // Show answer (which records the second), so a first wrong try leaves something to think.
    const bool explain = correct || attempts >= 2;
    QString text;
    if (explain && !correct) {
        const QString answer = answerText();
        if (!answer.isEmpty())
            text = tr("**Answer:** %1").arg(answer);
    }
    if (explain && !spec_.explanationHtml.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n\n")) +
                tr("**Why:** %1").arg(spec_.explanationHtml);
    explanation_->setMarkdown(text);
    explanation_->setVisible(!text.isEmpty());
    showAnswer_->setVisible(answered_ && !explain && !outdated_);
}

void QuestionBlock::retry() {
    // An exclusive group never lets the last radio button be unchecked.
    if (group_)
        group_->setExclusive(false);
    for (QAbstractButton* button : options_)
        button->setChecked(false);
    if (group_)
        group_->setExclusive(true);
    if (numeric_)
        numeric_->clear();
    verdict_->setVisible(false);
    checkedAt_->setVisible(false);
    checkedValues_.clear();
    outdated_ = false;
    feedback_->setVisible(false);
    explanation_->setVisible(false);
    showAnswer_->setVisible(false);
    setLocked(false);
    (options_.isEmpty() ? static_cast<QWidget*>(numeric_) : options_.first())->setFocus();
}

void QuestionBlock::showCheckedAt() {
    // The student knows a control by its label, not by the parameter name in the file.
    const lessons::DisplayText values =
        context_.lesson ? lessons::parameterValues(*context_.lesson, checkedValues_, locale())
                        : lessons::DisplayText{};
    checkedAt_->setMarkdown(tr("checked at %1").arg(values.markdown));
    checkedAt_->setVisible(answered_ && !values.plain.isEmpty());
}

void QuestionBlock::parameterChanged(const QString& name) {
    if (!answered_ || !context_.params || !checkedValues_.contains(name))
        return;
    bool changed = false;
    for (auto it = checkedValues_.cbegin(); it != checkedValues_.cend(); ++it)
        changed = changed || context_.params->number(it.key()) != it.value();
    if (changed == outdated_)
        return;
    outdated_ = changed;
    // A verdict against values no longer on screen would mislead: ask for a new check, with the
    // typed answer kept; moving back to the checked values brings the verdict back.
    verdict_->setText(outdated_ ? tr("⚠ The sliders changed since you checked: Check again")
                                : verdictText_);
    QPalette colours = palette();
    if (!outdated_)
        colours.setColor(QPalette::WindowText, verdictColor(correct_, palette()));
    verdict_->setPalette(colours);
    verdict_->setAccessibleName(verdict_->text());
    feedback_->setVisible(!outdated_ && !feedback_->text().isEmpty());
    if (outdated_)
        showAnswer_->setVisible(false);
    setLocked(!outdated_);
}

// Qt's own arrow handling only moves the selection when an option is already checked, so the
// first arrow press moved focus and left nothing chosen; here an arrow always selects.
// Enter on an option checks the answer, as Enter in the numeric field does (a radio button
// ignores Enter, so a keyboard student had to Tab to Check).
bool QuestionBlock::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress)
        return QFrame::eventFilter(watched, event);
    const int index = int(options_.indexOf(qobject_cast<QAbstractButton*>(watched)));
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool plain = key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier;
    if (index >= 0 && plain && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)) {
        if (check_->isVisible() && check_->isEnabled())
            check();
        return true;
    }
    int step = 0;
    if (group_ && plain) {
        if (key->key() == Qt::Key_Down || key->key() == Qt::Key_Right)
            step = 1;
        else if (key->key() == Qt::Key_Up || key->key() == Qt::Key_Left)
            step = -1;
    }
    if (index < 0 || step == 0)
        return QFrame::eventFilter(watched, event);
    const int target = index + step;
    if (target >= 0 && target < options_.size() && options_.at(target)->isEnabled()) {
        options_.at(target)->setFocus(step > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        options_.at(target)->setChecked(true);
    }
    return true; // at the first or last option: stay, do not scroll the page
}

void QuestionBlock::setLocked(bool locked) {
    // Locking disables the options: focus on one of them (Enter checked) moves to Retry too.
    bool checkHadFocus = check_->hasFocus();
    for (QAbstractButton* button : options_)
        checkHadFocus = checkHadFocus || button->hasFocus();
    for (QAbstractButton* button : options_)
        button->setEnabled(!locked);
    if (numeric_)
        numeric_->setReadOnly(locked);
    retry_->setVisible(locked);
    check_->setVisible(!locked);
    if (locked && checkHadFocus)
        retry_->setFocus();
}

} // namespace app
