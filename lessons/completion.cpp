#include "lessons/completion.h"

#include "lessons/blockspecs.h"

namespace lessons {

QStringList questionIds(const QList<Block>& blocks) {
    QStringList ids;
    for (const Block& block : blocks) {
        if (block.type == QLatin1String("question"))
            ids.append(block.id());
        ids.append(questionIds(block.children));
    }
    return ids;
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

namespace {

void collectQuestionBlocks(const QList<Block>& blocks, QList<const Block*>* out) {
    for (const Block& block : blocks) {
        if (block.type == QLatin1String("question"))
            out->append(&block);
        collectQuestionBlocks(block.children, out);
    }
}

} // namespace

LessonStatus lessonStatus(const Lesson& lesson, const LessonProgress* progress) {
    LessonStatus status;
    QList<const Block*> questions;
    collectQuestionBlocks(lesson.blocks, &questions);
    status.questions = int(questions.size());
    if (!progress)
        return status;
    for (const Block* question : std::as_const(questions)) {
        const auto answer = progress->answers.constFind(question->id());
        if (answer == progress->answers.cend() ||
            answerNamesMissingOption(QuestionSpec::from(*question), *answer))
            continue;
        ++status.answered;
        status.correct += answer->correct ? 1 : 0;
    }
    status.started =
        status.answered > 0 || !progress->predictions.isEmpty() || !progress->explains.isEmpty();
    status.done = status.questions > 0 && status.correct == status.questions;
    return status;
}

} // namespace lessons
