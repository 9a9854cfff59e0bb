// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Drives a built lesson page as a student would (offscreen), and describes everything on it a
// student can change, for the suites that close and reopen the window (tests/app/tst_resume.cpp).
// Header-only: each suite links attn_app itself.

#include "app/blocks/controls.h"
#include "app/blocks/explainblock.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/labblock.h"
#include "app/blocks/labruntable.h"
#include "app/blocks/questionblock.h"
#include "app/lessonpage.h"
#include "lessons/expression.h"
#include "lessons/lesson.h"
#include "lessons/parameters.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSlider>
#include <QTableWidget>
#include <QTest>

#include <algorithm>

namespace studentflow {

// The question block of the page with this id, or null.
inline app::QuestionBlock* question(app::LessonPage* page, const QString& id) {
    for (app::QuestionBlock* q : page->questions()) {
        if (q->questionId() == id)
            return q;
    }
    return nullptr;
}

// The lesson block of a question, searched through quick checks and walkthroughs.
inline const lessons::Block* questionBlock(const QList<lessons::Block>& blocks, const QString& id) {
    for (const lessons::Block& block : blocks) {
        if (block.type == QLatin1String("question") && block.id() == id)
            return &block;
        if (const lessons::Block* inner = questionBlock(block.children, id))
            return inner;
    }
    return nullptr;
}

// The option ids a choice question counts as right (its `answer` line).
inline QStringList rightOptions(const lessons::Block& question) {
    QStringList ids;
    for (const QString& part : question.text(QStringLiteral("answer")).split(QLatin1Char(','))) {
        if (!part.trimmed().isEmpty())
            ids.append(part.trimmed());
    }
    return ids;
}

inline void tick(app::QuestionBlock* question, const QStringList& optionIds) {
    for (QAbstractButton* button : question->optionButtons()) {
        const bool chosen = optionIds.contains(button->property("optionId").toString());
        if (button->isChecked() != chosen)
            button->click();
    }
}

// Answers one question wrong (where it can be: not a prediction), then right, with the buttons
// a student uses.
inline void answerWrongThenRight(app::LessonPage* page, app::QuestionBlock* question) {
    const lessons::Block* block = questionBlock(page->lesson().blocks, question->questionId());
    QVERIFY2(block, qPrintable(question->questionId()));
    const bool numeric = question->numericField() != nullptr;
    QString right;
    QStringList rightIds;
    if (numeric) {
        const lessons::Result<double> expected = lessons::evaluate(
            block->text(QStringLiteral("expected")), page->parameters()->numericValues());
        QVERIFY2(expected, qPrintable(question->questionId()));
        right = QString::number(expected.value(), 'g', 12);
        question->numericField()->setText(QString::number(expected.value() * 3 + 7, 'g', 12));
    } else {
        rightIds = rightOptions(*block);
        QStringList wrong;
        for (QAbstractButton* button : question->optionButtons()) {
            const QString id = button->property("optionId").toString();
            if (!rightIds.contains(id)) {
                wrong.append(id);
                break;
            }
        }
        tick(question, wrong);
    }
    if (!question->isPrediction()) { // a prediction is committed once: right at the first go
        if (!question->retryButton()->isHidden())
            question->retryButton()->click();
        question->checkButton()->click();
        QVERIFY2(!question->isCorrect(), qPrintable(question->questionId()));
        QVERIFY2(!question->retryButton()->isHidden(), qPrintable(question->questionId()));
        question->retryButton()->click();
    }
    if (numeric)
        question->numericField()->setText(right);
    else
        tick(question, rightIds);
    question->checkButton()->click();
    QVERIFY2(question->isAnswered() && question->isCorrect(), qPrintable(question->questionId()));
}

// Moves every control the student can reach away from where it is: a slider two positions
// from its end, a toggle flipped, a choice to its last option.
inline int moveEveryControl(app::LessonPage* page) {
    int moved = 0;
    for (app::SliderControl* control : page->findChildren<app::SliderControl*>()) {
        if (!control->isEnabled())
            continue;
        QSlider* slider = control->slider();
        const int target = std::max(slider->minimum(), slider->maximum() - 2);
        slider->setValue(target != slider->value() ? target : slider->minimum());
        ++moved;
    }
    for (app::ToggleControl* control : page->findChildren<app::ToggleControl*>()) {
        if (!control->isEnabled())
            continue;
        control->checkBox()->click();
        ++moved;
    }
    for (app::ChoiceControl* control : page->findChildren<app::ChoiceControl*>()) {
        if (!control->isEnabled())
            continue;
        QComboBox* combo = control->comboBox();
        combo->setCurrentIndex(combo->currentIndex() == combo->count() - 1 ? 0
                                                                           : combo->count() - 1);
        ++moved;
    }
    return moved;
}

// The lab out of order (an edited run before any prediction, held and then run unscored), then
// reset and done in order (run, commit, edit, run: scored), then an edit typed but not run.
inline void doTheLab(app::LabBlock* lab) {
    const QString lessonLogits = lab->logitsField()->text();
    lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
    lab->runButton()->click();
    lab->runButton()->click(); // a held run, asked for again, runs unscored
    QVERIFY(!lab->runs().isEmpty());
    lab->reset(); // as Reset does once the student says so (askToReset asks with runs)
    QVERIFY(lab->runs().isEmpty());

    // A direction is predicted after a run, about the edit that follows; a largest weight is
    // predicted before the first run.
    const bool direction = !lab->directionButtons().isEmpty();
    if (direction)
        lab->runButton()->click(); // the lesson's logits
    if (direction)
        lab->directionButtons().first()->click(); // sharper
    else if (lab->predictionField())
        lab->predictionField()->setText(QStringLiteral("60"));
    if (lab->commitButton())
        lab->commitButton()->click();
    if (!direction)
        lab->runButton()->click();
    lab->logitsField()->setText(QStringLiteral("0, 8, 4"));
    lab->runButton()->click();
    QVERIFY(lab->runs().size() >= 2);
    QTest::keyClicks(lab->logitsField(), QStringLiteral(", 1")); // typed, not run
    QVERIFY(lab->logitsField()->text() != lessonLogits);
}

inline void writeAndReveal(app::ExplainBlock* explain) {
    explain->editor()->setFocus();
    QTest::keyClicks(explain->editor(),
                     QStringLiteral("Dividing by the root of the head size keeps the scores at "
                                    "unit spread so softmax stays soft."));
    explain->submitButton()->click();
    QVERIFY(explain->modelShown());
    if (!explain->rubricBoxes().isEmpty())
        explain->rubricBoxes().first()->click();
}

// One line per thing a student can change on the page, in page order.
inline QStringList describe(app::LessonPage* page) {
    QStringList lines;
    const QHash<QString, QVariant> values = page->parameterValues();
    QStringList names = values.keys();
    names.sort();
    for (const QString& name : names)
        lines.append(QStringLiteral("param %1 = %2").arg(name, values.value(name).toString()));
    for (app::SliderControl* control : page->findChildren<app::SliderControl*>())
        lines.append(QStringLiteral("slider %1 at %2, spin %3")
                         .arg(control->accessibleName())
                         .arg(control->slider()->value())
                         .arg(control->spinBox()->value()));
    for (app::ToggleControl* control : page->findChildren<app::ToggleControl*>())
        lines.append(QStringLiteral("toggle %1 %2")
                         .arg(control->accessibleName())
                         .arg(control->checkBox()->isChecked()));
    for (app::ChoiceControl* control : page->findChildren<app::ChoiceControl*>())
        lines.append(QStringLiteral("choice %1 %2")
                         .arg(control->accessibleName(), control->comboBox()->currentText()));
    for (app::QuestionBlock* question : page->questions()) {
        QStringList chosen;
        for (QAbstractButton* button : question->optionButtons()) {
            if (button->isChecked())
                chosen.append(button->property("optionId").toString());
        }
        lines.append(
            QStringLiteral("question %1 answered %2 correct %3 outdated %4 chose [%5] "
                           "typed [%6] verdict [%7]")
                .arg(question->questionId())
                .arg(question->isAnswered())
                .arg(question->isCorrect())
                .arg(question->isOutdated())
                .arg(chosen.join(QLatin1Char(',')),
                     question->numericField() ? question->numericField()->text() : QString(),
                     question->verdictLabel()->text()));
    }
    for (app::LabBlock* lab : page->findChildren<app::LabBlock*>()) {
        QStringList runs;
        for (const lessons::LabRun& run : lab->runs()) {
            QStringList scores;
            for (double s : run.scores)
                scores.append(QString::number(s));
            runs.append(scores.join(QLatin1Char(' ')));
        }
        QStringList rows;
        for (int r = 0; r < lab->runTable()->runCount(); ++r)
            rows.append(lab->runTable()->logitsOfRun(r));
        lines.append(QStringLiteral("lab %1 runs [%2] table [%3] locked %4 commit %5 fields [%6] "
                                    "[%7]")
                         .arg(lab->accessibleName(), runs.join(QLatin1String("; ")),
                              rows.join(QLatin1String("; ")))
                         .arg(lab->predictionLocked())
                         .arg(lab->commitButton() && lab->commitButton()->isEnabled())
                         .arg(lab->logitsField()->text(), lab->dimsField()->text()));
    }
    for (app::ExplainBlock* explain : page->findChildren<app::ExplainBlock*>()) {
        QStringList ticked;
        for (QCheckBox* box : explain->rubricBoxes())
            ticked.append(box->isChecked() ? QStringLiteral("x") : QStringLiteral("-"));
        lines.append(QStringLiteral("explain [%1] model %2 rubric %3")
                         .arg(explain->editor()->toPlainText())
                         .arg(explain->modelShown())
                         .arg(ticked.join(QString())));
    }
    const QHash<QString, int> steps = page->walkthroughSteps();
    QStringList keys = steps.keys();
    keys.sort();
    for (const QString& key : keys)
        lines.append(QStringLiteral("walkthrough %1 step %2").arg(key).arg(steps.value(key)));
    return lines;
}

} // namespace studentflow
