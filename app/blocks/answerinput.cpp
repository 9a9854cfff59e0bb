// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/blocks/answerinput.h"

#include "app/richtext.h"
#include "lessons/typednumbers.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>

namespace app {

namespace {
// The strings keep the translation context they had in the question block, where the German
// catalogue has them.
QString trQuestion(const char* text) {
    return QCoreApplication::translate("app::QuestionBlock", text);
}
} // namespace

AnswerInput::AnswerInput(const lessons::QuestionSpec& spec, const QString& promptText,
                         const QList<int>& order, QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    if (spec.kind == lessons::QuestionKind::Numeric) {
        auto* row = new QHBoxLayout;
        numeric_ = new QLineEdit(this);
        numeric_->setPlaceholderText(
            trQuestion(QT_TRANSLATE_NOOP("app::QuestionBlock", "Type a number")));
        numeric_->setAccessibleName(
            trQuestion(QT_TRANSLATE_NOOP("app::QuestionBlock", "Answer to: %1")).arg(promptText));
        numeric_->setMaximumWidth(200);
        row->addWidget(numeric_);
        unitMarkdown_ = spec.unitHtml;
        if (!spec.unitHtml.isEmpty())
            row->addWidget(new MarkdownLabel(spec.unitHtml, this));
        row->addStretch(1);
        layout->addLayout(row);
        connect(numeric_, &QLineEdit::returnPressed, this, &AnswerInput::submitted);
        return;
    }
    const bool single = spec.kind == lessons::QuestionKind::Single;
    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    // Only radio options form a group: Qt makes a button group one Tab stop, which for check
    // boxes would leave all but the first reachable by arrows alone.
    if (single)
        group_ = new QButtonGroup(this);
    // The option's text sits in a wrapping label beside its button: a button's own text never
    // wraps, so a long option would make the question wider than its view.
    QList<int> shown = order;
    if (shown.size() != spec.options.size()) { // the written order
        shown.clear();
        for (int i = 0; i < spec.options.size(); ++i)
            shown.append(i);
    }
    int row = 0;
    for (int index : std::as_const(shown)) {
        const lessons::ChoiceOption& option = spec.options.at(index);
        QAbstractButton* button = single ? static_cast<QAbstractButton*>(new QRadioButton(this))
                                         : static_cast<QAbstractButton*>(new QCheckBox(this));
        auto* label = new MarkdownLabel(option.html, this);
        button->setProperty("optionId", option.id);
        button->setAccessibleName(label->accessibleName());
        button->setAccessibleDescription(
            trQuestion(QT_TRANSLATE_NOOP("app::QuestionBlock", "Option %1 of %2"))
                .arg(row + 1)
                .arg(spec.options.size()));
        connect(label, &MarkdownLabel::clicked, button, [button] {
            if (button->isEnabled())
                button->click();
        });
        if (group_)
            group_->addButton(button);
        button->installEventFilter(this); // arrows select (radio group), Enter checks
        options_.append(button);
        optionMarkdown_.append(option.html);
        grid->addLayout(besideFirstLine(button, label), row, 0);
        grid->addWidget(label, row, 1);
        ++row;
    }
    layout->addLayout(grid);
}

QString AnswerInput::paperMarkdown() const {
    if (numeric_) {
        const QString typed = numeric_->text().trimmed();
        if (typed.isEmpty())
            return {};
        return trQuestion(QT_TRANSLATE_NOOP("app::QuestionBlock", "Your answer: %1"))
            .arg(unitMarkdown_.isEmpty() ? typed : typed + QLatin1Char(' ') + unitMarkdown_);
    }
    QStringList items;
    for (int i = 0; i < options_.size(); ++i) {
        // One line of a Markdown list: a line break inside an option would end the item.
        const QString text = optionMarkdown_.value(i).simplified();
        items.append(
            QStringLiteral("- ") +
            (options_.at(i)->isChecked()
                 ? trQuestion(QT_TRANSLATE_NOOP("app::QuestionBlock", "%1 — **your answer**"))
                       .arg(text)
                 : text));
    }
    return items.join(QLatin1Char('\n'));
}

QStringList AnswerInput::shownOptionIds() const {
    QStringList ids;
    for (QAbstractButton* button : options_)
        ids.append(button->property("optionId").toString());
    return ids;
}

QStringList AnswerInput::chosenOptions() const {
    QStringList chosen;
    for (QAbstractButton* button : options_) {
        if (button->isChecked())
            chosen.append(button->property("optionId").toString());
    }
    return chosen;
}

void AnswerInput::setChosenOptions(const QStringList& ids) {
    for (QAbstractButton* button : options_)
        button->setChecked(ids.contains(button->property("optionId").toString()));
}

QString AnswerInput::typed() const {
    return numeric_ ? numeric_->text() : QString();
}

void AnswerInput::setTyped(const QString& text) {
    // Kept as typed, maybe in another language's number form ("86.7" under a German "86,7 %").
    if (numeric_)
        numeric_->setText(lessons::typedNumberInLocale(text, numeric_->locale()));
}

void AnswerInput::clear() {
    // An exclusive group never lets the last radio button be unchecked.
    if (group_)
        group_->setExclusive(false);
    for (QAbstractButton* button : options_)
        button->setChecked(false);
    if (group_)
        group_->setExclusive(true);
    if (numeric_)
        numeric_->clear();
}

void AnswerInput::setLocked(bool locked) {
    for (QAbstractButton* button : options_)
        button->setEnabled(!locked);
    if (numeric_)
        numeric_->setReadOnly(locked);
}

bool AnswerInput::hasFocusInside() const {
    for (QAbstractButton* button : options_) {
        if (button->hasFocus())
            return true;
    }
    return numeric_ && numeric_->hasFocus();
}

void AnswerInput::focusFirst(Qt::FocusReason reason) {
    (options_.isEmpty() ? static_cast<QWidget*>(numeric_) : options_.first())->setFocus(reason);
}

// Qt's own arrow handling only moves the selection when an option is already checked, so the
// first arrow press moved focus and left nothing chosen; here an arrow always selects.
// Enter on an option asks for a check, as Enter in the numeric field does (a radio button
// ignores Enter, so a keyboard student had to Tab to Check).
bool AnswerInput::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int index = int(options_.indexOf(qobject_cast<QAbstractButton*>(watched)));
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool plain = key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier;
    if (index >= 0 && plain && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)) {
        emit submitted();
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
        return QWidget::eventFilter(watched, event);
    const int target = index + step;
    if (target >= 0 && target < options_.size() && options_.at(target)->isEnabled()) {
        options_.at(target)->setFocus(step > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        options_.at(target)->setChecked(true);
    }
    return true; // at the first or last option: stay, do not scroll the page
}

} // namespace app
