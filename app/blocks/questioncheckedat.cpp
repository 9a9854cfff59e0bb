// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A numeric question's answer is checked at the controls' values of that moment: the sentence
// that names them under the verdict, and what moving a control afterwards does to the verdict.
#include "app/blocks/questionblock.h"

#include "app/blocks/answerinput.h"
#include "app/lessonprint.h"
#include "app/richtext.h"
#include "lessons/displaytext.h"
#include "lessons/parameters.h"

#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace app {

namespace {
// "head dimension dₖ at 16 and mask switched on": the values a numeric answer was checked at,
// for a sentence.
QString checkedValuesSentence(const lessons::Lesson& lesson, const QHash<QString, double>& values,
                              const QLocale& locale) {
    // The order the controls stand on the page, as in every list of values.
    QStringList names = lesson.parameterNames();
    names.erase(std::remove_if(names.begin(), names.end(),
                               [&](const QString& name) { return !values.contains(name); }),
                names.end());
    QStringList others = values.keys(); // bound to no control: after them, by name
    others.sort();
    for (const QString& name : std::as_const(others)) {
        if (!names.contains(name))
            names.append(name);
    }
    QStringList parts;
    for (const QString& name : std::as_const(names)) {
        // "Label = value" by the one rule for values; the value alone is what follows the label.
        const lessons::DisplayText one =
            lessons::parameterValues(lesson, {{name, values.value(name)}}, locale);
        const QString label = lessons::parameterName(lesson, name).markdown;
        const QString prefix = label + QStringLiteral(" = ");
        if (!one.markdown.startsWith(prefix)) {
            parts.append(one.markdown);
            continue;
        }
        const QString value = one.markdown.mid(prefix.size());
        // A label starts with a capital as a control's title; inside an English sentence it is
        // a noun like any other ("Score" but not "QK" or "$d_k$").
        QString inSentence = label;
        if ((locale.language() == QLocale::English || locale.language() == QLocale::C) &&
            inSentence.size() > 1 && inSentence.at(0).isUpper() && inSentence.at(1).isLower())
            inSentence[0] = inSentence.at(0).toLower();
        const lessons::Block* control = lesson.control(name);
        parts.append(control && control->specAs<lessons::ToggleSpec>()
                         ? QuestionBlock::tr("%1 switched %2", "a switch's label and on or off")
                               .arg(inSentence, value)
                         : QuestionBlock::tr("%1 at %2", "a slider's label and its value")
                               .arg(inSentence, value));
    }
    if (parts.isEmpty())
        return {};
    const QString last = parts.takeLast();
    return parts.isEmpty() ? last
                           : QuestionBlock::tr("%1 and %2", "the last of a list of values")
                                 .arg(parts.join(lessons::listSeparator(locale)), last);
}
} // namespace

void QuestionBlock::showCheckedAt() {
    // The student knows a control by its label, not by the parameter name in the file. A
    // sentence, not "Checked at these values: Score z₁ of key 1 = 1.0, ...", which read as the
    // controls' labels copied out (sp29).
    const QString values = context_.lesson
                               ? checkedValuesSentence(*context_.lesson, checkedValues_, locale())
                               : QString();
    checkedAt_->setMarkdown(
        tr("Checked with %1.", "values a numeric answer was checked at").arg(values));
    checkedAt_->setVisible(answered_ && !values.isEmpty());
}

void QuestionBlock::parameterChanged(const QString& name) {
    if (!answered_ || !context_.params || !checkedValues_.contains(name))
        return;
    // A prediction is committed once and compared with what happens at the values it was made
    // at; the controls it opens are there to be moved afterwards. Reopened, it asked for a new
    // check and graded the same answer against the moved slider, overwriting the committed one
    // in the record (sp33: lesson 4's right 2 at d_k = 64 marked wrong against 8 at 1024).
    if (spec_.predictStyle)
        return;
    // Done as missed: a check at new values with the answer's reasoning on screen would test
    // nothing. The verdict stays with the values it was checked at, which the page names.
    if (isAnswerShown())
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
    if (outdated_)
        verdict_->setPalette(QPalette()); // the page's text colour
    else
        colourVerdict();
    verdict_->setAccessibleName(verdict_->text());
    // The feedback line ("5.66 is the answer.") goes while the verdict is out of date, but its
    // room stays: folded away, it moved the Why below it 14 px up under the slider the student
    // was dragging (sp37 #10). Paper leaves the blank out.
    const bool keepRoom = outdated_ && !feedback_->isHidden();
    QSizePolicy feedbackPolicy = feedback_->sizePolicy();
    feedbackPolicy.setRetainSizeWhenHidden(keepRoom);
    feedback_->setSizePolicy(feedbackPolicy);
    keepOffPaper(feedback_, keepRoom);
    feedback_->setVisible(!outdated_ && !feedback_->text().isEmpty());
    if (outdated_)
        showAnswer_->setVisible(false);
    setLocked(!outdated_);
    describeResult();
}

} // namespace app
