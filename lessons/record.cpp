#include "lessons/record.h"

#include "lessons/blockspecs.h"
#include "lessons/completion.h"
#include "lessons/course.h"
#include "lessons/displaytext.h"
#include "lessons/grading.h"
#include "lessons/labsession.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/recordfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonValue>
#include <QSaveFile>

#include <algorithm>

namespace lessons {
namespace {

QString isoTime(const QDateTime& t) {
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}
QDateTime fromIso(const QJsonValue& v) {
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

QJsonObject attemptToJson(const Attempt& a) {
    QJsonArray choices;
    for (const QString& c : a.choices)
        choices.append(c);
    QJsonObject o{{QStringLiteral("question"), a.questionId},
                  {QStringLiteral("choices"), choices},
                  {QStringLiteral("typed"), a.typed},
                  {QStringLiteral("correct"), a.correct},
                  {QStringLiteral("at"), isoTime(a.at)}};
    if (!a.checkedAt.isEmpty()) {
        QJsonObject checkedAt;
        for (auto it = a.checkedAt.cbegin(); it != a.checkedAt.cend(); ++it)
            checkedAt.insert(it.key(), it.value());
        o.insert(QStringLiteral("checkedAt"), checkedAt);
    }
    if (a.review)
        o.insert(QStringLiteral("review"), true);
    return o;
}

bool attemptFromJson(const QJsonValue& value, Attempt* out) {
    if (!value.isObject())
        return false;
    const QJsonObject o = value.toObject();
    Attempt a;
    a.questionId = o.value(QStringLiteral("question")).toString();
    if (a.questionId.isEmpty())
        return false;
    for (const QJsonValue& c : o.value(QStringLiteral("choices")).toArray()) {
        if (c.isString())
            a.choices.append(c.toString());
    }
    a.typed = o.value(QStringLiteral("typed")).toString();
    a.correct = o.value(QStringLiteral("correct")).toBool();
    a.at = fromIso(o.value(QStringLiteral("at")));
    const QJsonObject checkedAt = o.value(QStringLiteral("checkedAt")).toObject();
    for (auto it = checkedAt.begin(); it != checkedAt.end(); ++it) {
        if (it.value().isDouble())
            a.checkedAt.insert(it.key(), it.value().toDouble());
    }
    a.review = o.value(QStringLiteral("review")).toBool();
    *out = a;
    return true;
}

bool sameAttempt(const Attempt& a, const Attempt& b) {
    return a.questionId == b.questionId && a.at == b.at && a.typed == b.typed &&
           a.choices == b.choices && a.correct == b.correct && a.review == b.review &&
           a.checkedAt == b.checkedAt;
}

Attempt attemptFromAnswer(const QString& questionId, const AnswerRecord& answer, bool review) {
    Attempt a;
    a.questionId = questionId;
    a.choices = answer.choices;
    a.typed = answer.typed;
    a.correct = answer.correct;
    a.at = answer.at;
    a.checkedAt = answer.checkedAt;
    a.review = review;
    return a;
}

bool hasHistory(const LessonProgress& progress, const QString& questionId) {
    return std::any_of(progress.history.cbegin(), progress.history.cend(),
                       [&](const Attempt& a) { return a.questionId == questionId; });
}

void collectBlocks(const QList<Block>& blocks, const QString& type, QList<const Block*>* out) {
    for (const Block& block : blocks) {
        if (block.type == type)
            out->append(&block);
        collectBlocks(block.children, type, out);
    }
}

void addInto(LessonSummary* total, const LessonSummary& s) {
    total->questions += s.questions;
    total->answered += s.answered;
    total->correct += s.correct;
    total->predictionSlots += s.predictionSlots;
    total->predictionsMade += s.predictionsMade;
    total->predictionsMatched += s.predictionsMatched;
    total->explains += s.explains;
    total->explainsWritten += s.explainsWritten;
    total->secondsSpent += s.secondsSpent;
    if (s.lastOpened.isValid() &&
        (!total->lastOpened.isValid() || s.lastOpened > total->lastOpened))
        total->lastOpened = s.lastOpened;
    if (s.lastActivity.isValid() &&
        (!total->lastActivity.isValid() || s.lastActivity > total->lastActivity))
        total->lastActivity = s.lastActivity;
}

void mergeLesson(LessonProgress* into, const LessonProgress& from) {
    QStringList questionIds = from.answers.keys();
    for (const Attempt& a : from.history) {
        if (!questionIds.contains(a.questionId))
            questionIds.append(a.questionId);
    }
    bool historyChanged = false;
    QList<Attempt> history = into->history.toList(); // a merge rewrites it: one copy, then back
    for (const QString& q : std::as_const(questionIds)) {
        QList<Attempt> mine = attemptsOf(*into, q);
        if (mine.isEmpty()) {
            // Nothing here yet: take the other side's history as it is written.
            for (const Attempt& a : from.history) {
                if (a.questionId == q) {
                    history.append(a);
                    historyChanged = true;
                }
            }
            continue;
        }
        bool added = false;
        for (const Attempt& a : attemptsOf(from, q)) {
            const bool known = std::any_of(mine.cbegin(), mine.cend(),
                                           [&](const Attempt& b) { return sameAttempt(a, b); });
            if (!known) {
                mine.append(a);
                added = true;
            }
        }
        if (!added)
            continue;
        // Written out in full, the answer that predates the history included, so the answer
        // replaced below stays in the record.
        history.erase(std::remove_if(history.begin(), history.end(),
                                     [&](const Attempt& a) { return a.questionId == q; }),
                      history.end());
        history += mine;
        historyChanged = true;
    }
    if (historyChanged) {
        std::stable_sort(history.begin(), history.end(),
                         [](const Attempt& a, const Attempt& b) { return a.at < b.at; });
        into->history = history;
    }

    for (auto it = from.answers.cbegin(); it != from.answers.cend(); ++it) {
        const auto mine = into->answers.constFind(it.key());
        if (mine == into->answers.cend()) {
            into->answers.insert(it.key(), it.value());
        } else {
            AnswerRecord merged = it->at > mine->at ? it.value() : mine.value();
            merged.attempts = std::max(mine->attempts, it->attempts);
            into->answers.insert(it.key(), merged);
        }
    }
    for (auto it = from.predictions.cbegin(); it != from.predictions.cend(); ++it) {
        auto mine = into->predictions.find(it.key());
        if (mine == into->predictions.end() || it->at > mine->at)
            into->predictions.insert(it.key(), it.value());
    }
    for (auto it = from.explains.cbegin(); it != from.explains.cend(); ++it) {
        auto mine = into->explains.find(it.key());
        if (mine == into->explains.end()) {
            into->explains.insert(it.key(), it.value());
            continue;
        }
        if (!mine->text.contains(it->text)) {
            // Two different explanations: neither is thrown away.
            mine->text = it->text.contains(mine->text)
                             ? it->text
                             : mine->text + QStringLiteral("\n\n") + it->text;
        }
        bool ticksAdded = false;
        for (int tick : it->ticked) {
            if (!mine->ticked.contains(tick)) {
                mine->ticked.append(tick);
                ticksAdded = true;
            }
        }
        if (ticksAdded)
            std::sort(mine->ticked.begin(), mine->ticked.end());
        mine->modelShown = mine->modelShown || it->modelShown;
    }
    for (auto it = from.walkthroughSteps.cbegin(); it != from.walkthroughSteps.cend(); ++it) {
        if (!into->walkthroughSteps.contains(it.key()))
            into->walkthroughSteps.insert(it.key(), it.value());
    }
    // Like the walkthrough steps: positions and lab states this record has stay as they are.
    for (auto it = from.controls.cbegin(); it != from.controls.cend(); ++it) {
        if (!into->controls.contains(it.key()))
            into->controls.insert(it.key(), it.value());
    }
    for (auto it = from.labs.cbegin(); it != from.labs.cend(); ++it) {
        if (!into->labs.contains(it.key()))
            into->labs.insert(it.key(), it.value());
    }
    // One number per lesson cannot be summed without counting a re-imported file twice.
    into->secondsSpent = std::max(into->secondsSpent, from.secondsSpent);
    if (from.lastOpened.isValid() &&
        (!into->lastOpened.isValid() || from.lastOpened > into->lastOpened))
        into->lastOpened = from.lastOpened;
}

QByteArray csvField(const QString& text) {
    QString field = text;
    // A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula;
    // lesson titles come from untrusted folders and answers are typed freely. A plain number
    // ("-2.5") stays a number.
    static const QString kFormulaStarts = QStringLiteral("=+-@\t\r");
    bool isNumber = false;
    field.toDouble(&isNumber);
    // toDouble() skips surrounding white space: "\t-2" is no plain number but a tab before one.
    isNumber = isNumber && field == field.trimmed();
    if (!field.isEmpty() && kFormulaStarts.contains(field.front()) && !isNumber)
        field.prepend(QLatin1Char('\''));
    // Quoted as well when it holds a ';' or a tab: a spreadsheet that splits at those (German
    // ones split at ';') would start a new cell there, and "x;=1+1" would hold a formula.
    if (field.contains(QLatin1Char('"')) || field.contains(QLatin1Char(',')) ||
        field.contains(QLatin1Char(';')) || field.contains(QLatin1Char('\t')) ||
        field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'))) {
        field.replace(QLatin1String("\""), QLatin1String("\"\""));
        field = QLatin1Char('"') + field + QLatin1Char('"');
    }
    return field.toUtf8();
}

} // namespace

void writeRecordExtras(const LessonProgress& progress, QJsonObject* lesson) {
    if (!progress.history.isEmpty()) {
        QJsonArray history;
        for (const Attempt& a : progress.history)
            history.append(attemptToJson(a));
        lesson->insert(QStringLiteral("history"), history);
    }
    if (progress.secondsSpent > 0)
        lesson->insert(QStringLiteral("secondsSpent"), double(progress.secondsSpent));
    if (progress.lastOpened.isValid())
        lesson->insert(QStringLiteral("lastOpened"), isoTime(progress.lastOpened));
}

void readRecordExtras(const QJsonObject& lesson, LessonProgress* progress) {
    for (const QJsonValue& value : lesson.value(QStringLiteral("history")).toArray()) {
        Attempt a;
        if (attemptFromJson(value, &a))
            progress->history.append(a);
    }
    const double seconds = lesson.value(QStringLiteral("secondsSpent")).toDouble();
    // A year of seconds bounds any honest total; more is a damaged file.
    if (seconds > 0 && seconds < 366.0 * 24 * 3600)
        progress->secondsSpent = qint64(seconds);
    progress->lastOpened = fromIso(lesson.value(QStringLiteral("lastOpened")));
}

QList<Attempt> attemptsOf(const LessonProgress& progress, const QString& questionId) {
    QList<Attempt> attempts;
    for (const Attempt& a : progress.history) {
        if (a.questionId == questionId)
            attempts.append(a);
    }
    if (attempts.isEmpty() && progress.answers.contains(questionId))
        attempts.append(attemptFromAnswer(questionId, progress.answers.value(questionId), false));
    return attempts;
}

void addAttempt(LessonProgress* progress, const QString& questionId, const AnswerRecord& answer,
                bool review) {
    if (!hasHistory(*progress, questionId) && progress->answers.contains(questionId)) {
        progress->history.append(
            attemptFromAnswer(questionId, progress->answers.value(questionId), false));
    }
    progress->history.append(attemptFromAnswer(questionId, answer, review));
    // A review card asks again with new values; the lesson page keeps showing the lesson's own
    // answer and the values it was checked at.
    if (!review)
        progress->answers.insert(questionId, answer);
}

namespace {
// A report writes a typed number in the one number format ("−11", not "-11"); the CSV keeps it
// as typed. Not a number: `fallback`.
QString reportNumber(const QString& typed, const QString& fallback) {
    const QLocale locale;
    bool ok = false;
    double value = locale.toDouble(typed.trimmed(), &ok);
    if (!ok)
        value = typed.trimmed().toDouble(&ok);
    return ok ? formatNumber(value, locale) : fallback;
}
} // namespace

LessonSummary summarizeLesson(const Lesson& lesson, const LessonProgress* progress) {
    const LessonProgress empty;
    const LessonProgress& p = progress ? *progress : empty;
    LessonSummary s;
    s.lessonId = lesson.id;
    s.title = plainTextWithMath(lesson.title); // reports and tables show no TeX
    s.secondsSpent = p.secondsSpent;
    s.lastOpened = p.lastOpened;
    auto touch = [&s](const QDateTime& at) {
        if (at.isValid() && (!s.lastActivity.isValid() || at > s.lastActivity))
            s.lastActivity = at;
    };

    QList<const Block*> labs;
    collectBlocks(lesson.blocks, QStringLiteral("lab"), &labs);
    for (const Block* block : std::as_const(labs)) {
        const LabSpec lab = LabSpec::from(*block);
        if (lab.predict == PredictKind::None)
            continue;
        ++s.predictionSlots;
        const auto it = p.predictions.constFind(lab.id);
        if (it == p.predictions.cend())
            continue;
        ++s.predictionsMade;
        s.predictionsMatched += it->correct ? 1 : 0;
        // Records before the lab stored what it showed hold "sharper" or a bare number.
        const QLocale locale;
        s.predictionRows.append(
            {lab.id, lab.predictPromptHtml.isEmpty() ? lab.titleHtml : lab.predictPromptHtml,
             labOutcomeText(it->predicted, lab.predict, locale),
             labOutcomeText(it->observed, lab.predict, locale), it->correct, it->at});
        touch(it->at);
    }

    QList<const Block*> questions;
    collectBlocks(lesson.blocks, QStringLiteral("question"), &questions);
    for (const Block* question : std::as_const(questions)) {
        const QuestionSpec spec = QuestionSpec::from(*question);
        QuestionSummary row;
        row.id = spec.id;
        row.prompt = spec.promptHtml;
        row.numeric = spec.kind == QuestionKind::Numeric;
        row.predict = spec.predictStyle;
        const auto answer = p.answers.constFind(row.id);
        row.answerGone = answer != p.answers.cend() && answerNamesMissingOption(spec, *answer);
        if (answer != p.answers.cend() && !row.answerGone) {
            row.answered = true;
            row.correct = answer->correct;
            row.lastAnswer = answerText(&lesson, row.id, answer->choices, answer->typed);
            if (row.numeric)
                row.lastAnswer = reportNumber(answer->typed, row.lastAnswer);
            row.at = answer->at;
            touch(answer->at);
        }
        const QList<Attempt> attempts = attemptsOf(p, row.id);
        row.attempts = int(attempts.size());
        int reviewTries = 0; // on the day of the last review
        for (auto it = attempts.crbegin(); it != attempts.crend(); ++it) {
            if (!it->review)
                continue;
            QString shown = answerText(&lesson, row.id, it->choices, it->typed);
            if (row.numeric)
                shown = reportNumber(it->typed, shown);
            if (!row.reviewed) {
                row.reviewed = true;
                row.reviewRetryAnswer = shown;
                row.reviewRetryCorrect = it->correct;
                touch(it->at); // "Last answer" is the review's when it came later
            } else if (it->at.toLocalTime().date() != row.reviewAt.toLocalTime().date()) {
                break;
            }
            // Walking back in time, the day's first answer is the last one seen. (A right retry
            // read "correct" in the report while the card said the first answer missed, and then
            // the retry's answer stood beside the first one's "not correct": a student pass.)
            ++reviewTries;
            row.reviewAnswer = shown;
            row.reviewCorrect = it->correct;
            row.reviewAt = it->at;
        }
        row.reviewRetried = reviewTries > 1;
        if (!row.reviewRetried) {
            row.reviewRetryAnswer.clear();
            row.reviewRetryCorrect = false;
        }
        ++s.questions;
        s.answered += row.answered ? 1 : 0;
        s.correct += row.correct ? 1 : 0;
        if (row.predict) {
            ++s.predictionSlots;
            if (row.answered) {
                ++s.predictionsMade;
                s.predictionsMatched += row.correct ? 1 : 0;
                // The spec has no `answer` field: the answer key stays with the grading.
                const QStringList expected = question->values(QStringLiteral("answer"));
                s.predictionRows.append({row.id, row.prompt, row.lastAnswer,
                                         answerText(&lesson, row.id, expected, {}), row.correct,
                                         row.at});
            }
        }
        s.questionRows.append(row);
    }

    QList<const Block*> explains;
    collectBlocks(lesson.blocks, QStringLiteral("explain"), &explains);
    for (const Block* block : std::as_const(explains)) {
        const ExplainSpec explain = ExplainSpec::from(*block);
        ExplainSummary row;
        row.id = explain.id;
        row.prompt = explain.promptHtml;
        row.rubricItems = int(explain.rubricHtml.size());
        const auto it = p.explains.constFind(row.id);
        if (it != p.explains.cend()) {
            row.text = it->text;
            row.ticked = int(it->ticked.size());
        }
        ++s.explains;
        // A real attempt counts, as for opening the model answer: "ok" or five words do not.
        s.explainsWritten += isExplanationAttempt(row.text) ? 1 : 0;
        s.explainRows.append(row);
    }
    return s;
}

CourseSummary summarizeCourse(const Course& course, const ProgressStore& store) {
    CourseSummary summary;
    summary.totals.title = QStringLiteral("Total");
    for (const Lesson& lesson : course.lessons) {
        summary.lessons.append(summarizeLesson(lesson, store.find(lesson.id)));
        addInto(&summary.totals, summary.lessons.last());
    }
    return summary;
}

void mergeRecords(ProgressStore* into, const ProgressStore& from) {
    for (const QString& id : from.lessonIds()) {
        if (into->find(id))
            mergeLesson(&into->lesson(id), *from.find(id));
        else
            into->lesson(id) = *from.find(id);
    }
    if (into->lastLessonId().isEmpty())
        into->setLastLessonId(from.lastLessonId());
    // The learner keeps the option order they know; a record without an id takes the other's.
    if (into->learnerId().isEmpty())
        into->setLearnerId(from.learnerId());
    into->keepUnreadableOf(from);
}

bool importRecord(ProgressStore* into, const QByteArray& json, QString* error) {
    ProgressStore imported{QString()};
    if (!imported.fromJson(json, error))
        return false;
    mergeRecords(into, imported);
    return true;
}

QByteArray recordToCsv(const Course& course, const ProgressStore& store) {
    QByteArray csv = "lesson,lesson_title,question,answer,correct,when,review\r\n";
    QStringList order;
    for (const Lesson& lesson : course.lessons)
        order.append(lesson.id);
    for (const QString& id : store.lessonIds()) {
        if (!order.contains(id))
            order.append(id);
    }
    for (const QString& id : std::as_const(order)) {
        LessonProgress scratch; // a lesson still in the database is read and let go again
        const LessonProgress* progress = store.peek(id, &scratch);
        if (!progress)
            continue;
        const Lesson* lesson = course.find(id);
        QStringList questionIds;
        for (const Attempt& a : progress->history) {
            if (!questionIds.contains(a.questionId))
                questionIds.append(a.questionId);
        }
        QStringList answered = progress->answers.keys();
        answered.sort();
        for (const QString& q : std::as_const(answered)) {
            if (!questionIds.contains(q))
                questionIds.append(q);
        }
        QList<Attempt> attempts;
        for (const QString& q : std::as_const(questionIds))
            attempts += attemptsOf(*progress, q);
        std::stable_sort(attempts.begin(), attempts.end(),
                         [](const Attempt& a, const Attempt& b) { return a.at < b.at; });
        for (const Attempt& a : std::as_const(attempts)) {
            csv += csvField(id) + ',' +
                   csvField(lesson ? plainTextWithMath(lesson->title) : QString()) + ',' +
                   csvField(a.questionId) + ',' +
                   csvField(answerText(lesson, a.questionId, a.choices, a.typed)) + ',' +
                   (a.correct ? "yes" : "no") + ',' + csvField(isoTime(a.at)) + ',' +
                   (a.review ? "yes" : "no") + "\r\n";
        }
    }
    return csv;
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    const QFileInfo info(path);
    QString problem;
    if (!isRegularTarget(path, &problem)) {
        if (error)
            *error = QCoreApplication::translate(
                         "lessons", "cannot write %1: %2; choose an ordinary file name instead")
                         .arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    if (!QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = QCoreApplication::translate(
                         "lessons", "cannot create the folder %1 (check its permissions)")
                         .arg(QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }
    QSaveFile file(path);
    bool ok = openSaveFile(&file, &problem);
    if (ok && file.write(bytes) != bytes.size()) {
        problem = file.errorString();
        ok = false;
    }
    if (ok)
        ok = commitSaveFile(&file, &problem);
    if (!ok) {
        file.cancelWriting(); // the old file stays as it was
        if (error)
            *error = QCoreApplication::translate(
                         "lessons", "cannot write %1: %2 (check the folder's permissions and "
                                    "free space)")
                         .arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    return true;
}

bool backupRecordFile(const QString& filePath, const QString& reason, const QDateTime& now,
                      QString* backupPath, QString* error) {
    backupPath->clear();
    const QFileInfo info(filePath);
    if (!info.exists() && !info.isSymLink())
        return true;
    QFile file;
    QString problem;
    if (!openRegularFile(filePath, &file, &problem)) {
        if (error)
            *error = QCoreApplication::translate("lessons", "cannot read %1 to back it up: %2")
                         .arg(QDir::toNativeSeparators(filePath), problem);
        return false;
    }
    const QString stem =
        filePath + QStringLiteral(".before-%1-%2")
                       .arg(reason, now.toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString path = stem;
    for (int n = 1; QFileInfo::exists(path) || QFileInfo(path).isSymLink(); ++n)
        path = stem + QStringLiteral("-%1").arg(n);
    // Copied piece by piece: a record of a million answers is 200 MB.
    constexpr qint64 kPiece = 1 << 20;
    QSaveFile copy(path);
    bool ok = openSaveFile(&copy, &problem);
    while (ok && !file.atEnd()) {
        const QByteArray piece = file.read(kPiece);
        if (file.error() != QFileDevice::NoError) {
            problem = file.errorString();
            ok = false;
        } else if (copy.write(piece) != piece.size()) {
            problem = copy.errorString();
            ok = false;
        }
    }
    if (ok)
        ok = commitSaveFile(&copy, &problem);
    if (!ok) {
        copy.cancelWriting();
        if (error)
            *error =
                QCoreApplication::translate("lessons", "cannot write the backup %1: %2 (check the "
                                                       "folder's permissions and free space)")
                    .arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    *backupPath = path;
    return true;
}

bool backupRecord(const ProgressStore& store, const QString& reason, const QDateTime& now,
                  QString* backupPath, QString* error) {
    backupPath->clear();
    const QString stem =
        store.filePath() + QStringLiteral(".before-%1-%2")
                               .arg(reason, now.toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString path = stem;
    for (int n = 1; QFileInfo::exists(path) || QFileInfo(path).isSymLink(); ++n)
        path = stem + QStringLiteral("-%1").arg(n);
    const QByteArray json = store.toJson();
    QSaveFile copy(path);
    QString problem;
    bool ok = openSaveFile(&copy, &problem);
    // Written in pieces: each write's failure is its own (a full disk mid-way).
    constexpr qsizetype kPiece = 1 << 20;
    for (qsizetype at = 0; ok && at < json.size(); at += kPiece) {
        const qsizetype n = std::min(kPiece, json.size() - at);
        if (copy.write(json.constData() + at, n) != n) {
            problem = copy.errorString();
            ok = false;
        }
    }
    if (ok)
        ok = commitSaveFile(&copy, &problem);
    if (!ok) {
        copy.cancelWriting();
        if (error)
            *error =
                QCoreApplication::translate("lessons", "cannot write the backup %1: %2 (check the "
                                                       "folder's permissions and free space)")
                    .arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    *backupPath = path;
    return true;
}

} // namespace lessons
