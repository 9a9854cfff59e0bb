// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/lesson.h"
#include "lessons/progress.h"
#include "lessons/schema.h"

namespace lessons {

struct QuestionSpec;

// Where a student stands in one lesson. A lesson is done when it has questions and the last
// checked answer to every one of them is correct: answering every question wrong once is not
// done (docs/lesson-status.md). A lesson is started once a graded question is answered. Predictions
// and explain-it-back count neither as a start nor towards done, as the outline's legend says: a
// `style: predict` question is a commitment before the answer is shown, not a graded question,
// so it is in none of the counts (sp19: a missed prediction kept lesson 1 at ◐ for good, and a
// prediction alone gave ◐ under a legend saying predictions do not count).
struct LessonStatus {
    int questions = 0; // graded questions: predictions are not counted
    int answered = 0;
    int correct = 0;      // last checked answer correct
    bool started = false; // answered > 0
    bool done = false;
};

// Whether the block's spec has been built: what start-up builds before the first paint is
// tested with it (issue 27). Defined in lessons/schema.cpp beside the spec's cell.
bool specBuilt(const Block& block);

// The blocks of one type, children too, in file order.
QList<const Block*> blocksOfType(const QList<Block>& blocks, BlockType type);
QList<const Block*> questionBlocks(const QList<Block>& blocks); // blocksOfType(Question)
QStringList questionIds(const QList<Block>& blocks);            // of questionBlocks
// A question graded right or wrong by its key: not a `style: predict` one. Only these count
// towards done and in the answered/correct totals, and only these come back in the review.
bool isGradedQuestion(const Block* question);
// A choice answer that names an option the question no longer has (the lesson was edited since
// it was given, or the record is damaged). It counts as not answered: the page says so and asks
// again, and the overview and the lesson's status leave it out.
bool answerNamesMissingOption(const QuestionSpec& question, const AnswerRecord& answer);
LessonStatus lessonStatus(const Lesson& lesson, const LessonProgress* progress);

} // namespace lessons
