#pragma once

#include "lessons/progress.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

// The learner's record beyond what one lesson page needs: every attempt, time spent, summaries
// for the course overview, export (JSON, CSV), import with merging, and dated backups.
// docs/record-format.md describes the files.
namespace lessons {

struct Course;
struct Lesson;

// The JSON of the fields added to a lesson's record after version 1 ("history",
// "secondsSpent", "lastOpened"); all optional, so older files load unchanged.
void writeRecordExtras(const LessonProgress& progress, QJsonObject* lesson);
void readRecordExtras(const QJsonObject& lesson, LessonProgress* progress);

// Every graded answer to one question, oldest first. An answer saved before the history existed
// counts as one attempt.
QList<Attempt> attemptsOf(const LessonProgress& progress, const QString& questionId);
// Appends `answer` to the history (after the answer it replaces, when that one predates the
// history) and makes it the question's current answer, unless it was given in a review: a review
// answer goes into the history only, marked review.
void addAttempt(LessonProgress* progress, const QString& questionId, const AnswerRecord& answer,
                bool review);

struct QuestionSummary {
    QString id;
    QString prompt; // Markdown with its math as HTML (Block::html)
    bool numeric = false;
    bool predict = false; // style: predict
    bool answered = false;
    bool correct = false;
    // The last answer names an option the question no longer has: it counts as not answered
    // (lessons::answerNamesMissingOption), and lastAnswer is empty.
    bool answerGone = false;
    int attempts = 0;
    QString lastAnswer; // typed number, or the chosen options' texts joined by "; "
    QDateTime at;
    // The last review of the question, if any: the lesson's answer above stays as it was, so a
    // report shows the review's beside it (a prediction put right in a review read "not
    // correct", with neither the review's answer nor its date).
    // The review's result is its first answer that day, as the card and the schedule have it;
    // a second try the same day (a card gives one after a miss) is kept beside it.
    bool reviewed = false;
    bool reviewCorrect = false;
    QString reviewAnswer; // as lastAnswer; a numeric one was asked at the review's new values
    QDateTime reviewAt;
    bool reviewRetried = false;
    bool reviewRetryCorrect = false;
    QString reviewRetryAnswer;
};
struct PredictionSummary {
    QString id;
    QString where; // the prompt the student answered, Markdown with its math as HTML
    QString predicted;
    QString observed;
    bool correct = false;
    QDateTime at;
};
struct ExplainSummary {
    QString id;
    QString prompt; // Markdown with its math as HTML
    QString text;
    int ticked = 0;
    int rubricItems = 0;
};
struct LessonSummary {
    QString lessonId;
    QString title;
    int questions = 0, answered = 0, correct = 0;
    int predictionSlots = 0; // labs with `predict` and questions with `style: predict`
    int predictionsMade = 0, predictionsMatched = 0;
    int explains = 0;
    int explainsWritten = 0; // real attempts only: isExplanationAttempt (8 words or more)
    qint64 secondsSpent = 0;
    QDateTime lastOpened;
    QDateTime lastActivity; // latest answer or prediction
    QList<QuestionSummary> questionRows;
    QList<PredictionSummary> predictionRows; // lab predictions, then predict-style questions
    QList<ExplainSummary> explainRows;
};
struct CourseSummary {
    QList<LessonSummary> lessons; // in course order
    LessonSummary totals;         // sums; lastOpened the latest
};
LessonSummary summarizeLesson(const Lesson& lesson, const LessonProgress* progress);
CourseSummary summarizeCourse(const Course& course, const ProgressStore& store);

// Merges `from` into `into` without losing anything either holds: histories are united, the
// later answer and prediction win (the earlier stays in the history), explanations that differ
// are both kept, ticks are united, time spent and last opened take the larger; the parts `from`
// could not read are kept as they were (ProgressStore::keepUnreadableOf). Merging the same
// record again changes nothing.
void mergeRecords(ProgressStore* into, const ProgressStore& from);
// Parses an exported record (the progress file format) and merges it into `into`; on error
// nothing changes and *error says why.
bool importRecord(ProgressStore* into, const QByteArray& json, QString* error);

// One row per attempt: lesson,lesson_title,question,answer,correct,when,review (RFC 4180,
// UTF-8, header first). Lessons in course order, then those the course no longer has.
QByteArray recordToCsv(const Course& course, const ProgressStore& store);

// QSaveFile: the old file stays whole until the new one is complete. Creates the folder.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);
// Copies the record file to FILE.before-REASON-YYYYMMDD-HHMMSS (a -N suffix when that exists)
// and returns the copy's path in *backupPath. A missing file needs no backup: true, empty path.
bool backupRecordFile(const QString& filePath, const QString& reason, const QDateTime& now,
                      QString* backupPath, QString* error);

// Writes the record as JSON (the exchange format) to FILE.before-REASON-YYYYMMDD-HHMMSS beside
// its old JSON file FILE (a -N suffix when that exists), every write checked, and returns the
// copy's path in *backupPath: what File > Restore record from a backup reads back.
bool backupRecord(const ProgressStore& store, const QString& reason, const QDateTime& now,
                  QString* backupPath, QString* error);

} // namespace lessons
