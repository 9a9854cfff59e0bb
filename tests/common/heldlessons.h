// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// Questions in lessons 2-5 (lesson 2's divisor, lesson 3's mixture, lesson 4's Track 2, lesson 5's
// last step) hold later parts of their lesson until they are answered (a question's `hold`,
// lessons/revealplan.h). A suite about what lies below either
// reads the lesson without its holds or answers the holding questions first, as a student who
// has read that far has. Header-only: each suite links attn_app itself.

#include "app/blocks/questionblock.h"
#include "app/lessonpage.h"
#include "lessons/lesson.h"
#include "lessons/revealplan.h"

#include <QAbstractButton>
#include <QPushButton>

namespace heldlessons {

inline void dropHolds(QList<lessons::Block>* blocks) {
    for (lessons::Block& block : *blocks) {
        block.entries.removeIf(
            [](const lessons::Entry& entry) { return entry.key == QLatin1String("hold"); });
        dropHolds(&block.children);
    }
}

// The lesson as it reads without any `hold`: everything below a question shows at once.
inline lessons::Lesson withoutHolds(lessons::Lesson lesson) {
    dropHolds(&lesson.blocks);
    return lesson;
}

// Answers each question that holds part of the page, right, with its buttons.
inline void answerHoldingQuestions(app::LessonPage* page) {
    for (const lessons::RevealPlan::Hold& hold : lessons::holdsOf(page->lesson())) {
        QStringList right;
        for (const QString& id : hold.question->text(QStringLiteral("answer")).split(u','))
            right.append(id.trimmed());
        for (app::QuestionBlock* question : page->questions()) {
            if (question->questionId() != hold.question->id() || question->isAnswered())
                continue;
            for (QAbstractButton* button : question->optionButtons()) {
                if (right.contains(button->property("optionId").toString()) != button->isChecked())
                    button->click();
            }
            question->checkButton()->click();
        }
    }
}

} // namespace heldlessons
