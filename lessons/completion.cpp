#include "lessons/completion.h"

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

LessonStatus lessonStatus(const Lesson& lesson, const LessonProgress* progress) {
    LessonStatus status;
    const QStringList ids = questionIds(lesson.blocks);
    status.questions = int(ids.size());
    if (!progress)
        return status;
    for (const QString& id : ids) {
        const auto answer = progress->answers.constFind(id);
        if (answer == progress->answers.cend())
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
