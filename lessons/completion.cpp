// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/completion.h"

#include "lessons/blockspecs.h"
#include "lessons/schema.h"

#include <algorithm>

namespace lessons {

QList<const Block*> blocksOfType(const QList<Block>& blocks, BlockType type) {
    QList<const Block*> found;
    for (const Block& block : blocks) {
        if (blockType(block) == type)
            found.append(&block);
        found.append(blocksOfType(block.children, type));
    }
    return found;
}

QList<const Block*> questionBlocks(const QList<Block>& blocks) {
    return blocksOfType(blocks, BlockType::Question);
}

QStringList questionIds(const QList<Block>& blocks) {
    QStringList ids;
    for (const Block* block : questionBlocks(blocks))
        ids.append(block->id());
    return ids;
}

bool isGradedQuestion(const Block* question) {
    const QuestionSpec* spec = question->specAs<QuestionSpec>();
    return spec && !spec->predictStyle;
}

bool answerNamesMissingOption(const QuestionSpec& question, const AnswerRecord& answer) {
    if (question.kind == QuestionKind::Numeric)
        return false;
    const QStringList options = question.optionIds();
    for (const QString& id : answer.choices) {
        if (!options.contains(id))
            return true;
    }
    return false;
}

LessonStatus lessonStatus(const Lesson& lesson, const LessonProgress* progress) {
    LessonStatus status;
    const QList<const Block*> questions = questionBlocks(lesson.blocks);
    status.questions = int(std::count_if(questions.cbegin(), questions.cend(), isGradedQuestion));
    if (!progress)
        return status;
    for (const Block* question : std::as_const(questions)) {
        const QuestionSpec* spec = question->specAs<QuestionSpec>();
        if (!spec)
            continue;
        const auto found = progress->answers.constFind(question->id());
        if (found == progress->answers.cend())
            continue;
        const AnswerRecord answer = *found;
        if (spec->predictStyle || answerNamesMissingOption(*spec, answer))
            continue;
        ++status.answered;
        status.correct += answer.correct ? 1 : 0;
    }
    status.started = status.answered > 0;
    status.done = status.questions > 0 && status.correct == status.questions;
    return status;
}

} // namespace lessons
