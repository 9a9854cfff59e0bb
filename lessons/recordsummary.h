// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <functional>

// What the record says about a lesson and the course, for the course overview, the PDF report
// and the CSV export. docs/record-format.md describes the files.
namespace lessons {

struct Course;
struct Lesson;
struct LessonProgress;
class ProgressStore;

// One answer given on the lesson's page before the current one, with the controls' values it was
// checked at: "Which dₖ?" listed 64 (wrong) and 11.3 (right) under one prompt, and nothing said
// that the sliders had moved between them (issue 19).
struct TrySummary {
    QString answer; // as QuestionSummary::lastAnswer
    bool correct = false;
    QDateTime at;
    QString checkedAt;      // as QuestionSummary::checkedAt
    QString checkedAtPlain; // as QuestionSummary::checkedAtPlain
};
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
    int attempts = 0;       // in the lesson; a review's tries are in reviewAttempts
    int reviewAttempts = 0; // every try in reviews
    QString lastAnswer;     // typed number, or the chosen options' texts joined by "; "
    QDateTime at;
    // The values of the controls the current answer was checked at, as Markdown with $...$ math
    // ("Model dimension $d_{\text{model}}$ = 512, Number of heads = 4", the markdown form of
    // lessons::parameterValues): a view typesets it or takes its plain form; empty when its
    // answer reads none.
    QString checkedAt;
    // The same values as plain text, for the overview and the CSV: math in Unicode, and a label
    // whose math Unicode cannot write without an underscore identifier ("d_model": there is no
    // subscript d) by its words alone ("Model dimension = 512"), or said in words where it has
    // none (issue 19).
    QString checkedAtPlain;
    // The lesson's earlier tries, oldest first, for a question checked at the controls' values
    // (each may have been checked at other ones); empty for any other question.
    QList<TrySummary> earlierTries;
    // The last review of the question, if any: the lesson's answer above stays as it was, so a
    // report shows the review's beside it (a prediction put right in a review read "not
    // correct", with neither the review's answer nor its date).
    // The review's result is its first answer that day, as the card and the schedule have it;
    // a second try the same day (a card gives one after a miss) is kept beside it.
    bool reviewed = false;
    bool reviewCorrect = false;
    QString reviewAnswer; // as lastAnswer; a numeric one was asked at the review's new values
    QDateTime reviewAt;
    QString reviewCheckedAt; // the values the review's first answer was checked at
    bool reviewRetried = false;
    bool reviewRetryCorrect = false;
    QString reviewRetryAnswer;
};
// A lab's attempt besides the one that counts (each Reset allows another), as the lab showed it.
struct OtherPredictionSummary {
    QString predicted;
    QString observed;
    bool correct = false;
    QDateTime at;
};
struct PredictionSummary {
    QString id;
    QString where; // the prompt the student answered, Markdown with its math as HTML
    // The attempt that counts. A lab's is its first scored one: a prediction is committed once,
    // as a predict-style question's is, and Reset lets the student try again without undoing
    // it (sp29 read "0 of 1 right" for a lab matched first and missed after a Reset; issue 19
    // read a lab missed twice and then matched as right first time).
    QString predicted;
    QString observed;
    bool correct = false;
    QDateTime at;
    int attempts = 1; // a lab's: with the others
    QList<OtherPredictionSummary> others =
        {}; // a lab's attempts besides the counted one, oldest first
    // A lab only ever practised: no attempt counts, and `correct` is the practice's verdict,
    // which reports must not show as a matched prediction (review33 #5).
    bool practice = false;
    // A predict-style question's: the controls' values its answer was checked at, as
    // QuestionSummary::checkedAt and checkedAtPlain (the PDF printed none, record36); empty for
    // a lab's and where the answer read none.
    QString checkedAt = {};
    QString checkedAtPlain = {};
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
    int questions = 0, answered = 0, correct = 0; // graded questions: predictions apart
    int predictionSlots = 0; // labs with `predict` and questions with `style: predict`
    int predictionsMade = 0, predictionsMatched = 0;
    int explains = 0;
    int explainsWritten = 0; // real attempts only: isExplanationAttempt (8 words or more)
    qint64 secondsSpent = 0;
    QDateTime lastOpened;
    QDateTime lastActivity;                  // latest answer or prediction
    QList<QuestionSummary> questionRows;     // every question, predictions too (`predict` set)
    QList<PredictionSummary> predictionRows; // labs and predict-style questions, in page order
    QList<ExplainSummary> explainRows;
};
struct CourseSummary {
    QList<LessonSummary> lessons; // in course order
    LessonSummary totals;         // sums; lastOpened the latest
};
LessonSummary summarizeLesson(const Lesson& lesson, const LessonProgress* progress);
CourseSummary summarizeCourse(const Course& course, const ProgressStore& store);

// One row per attempt and per lab prediction:
// lesson,lesson_title,question,answer,correct,when,review,kind,question_prompt,counted,practice,
// checked_at (RFC 4180, UTF-8, header first; kind is "answer", or "prediction" for a lab's
// prediction and a predict-style question's answer; question_prompt what the question or the lab
// asked, math as plain text; counted "yes" on the rows the overview and the report count (a
// question's current answer, a lab's prediction that counts), "no" on every other; practice
// "yes" on a lab's practice attempt, "no" on every other; checked_at the controls' values an
// answer was checked at, as QuestionSummary::checkedAtPlain writes them, "none" when it reads
// none). docs/record-format.md describes the columns.
// Lessons in course order, then those the course no longer has; each lesson's rows oldest first.
QByteArray recordToCsv(const Course& course, const ProgressStore& store);
// The same CSV handed to `write` in pieces of about 1 MiB as it is made, so neither its rows nor
// its text are ever whole in memory (a lesson's order of rows takes 16 bytes a row). False as
// soon as `write` returns false.
bool writeRecordCsv(const Course& course, const ProgressStore& store,
                    const std::function<bool(const QByteArray&)>& write);

} // namespace lessons
