// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/course.h"
#include "lessons/progress.h"
#include "lessons/record.h"
#include "lessons/recordsummary.h"

#include <QDate>
#include <QDateTime>
#include <QObject>
#include <QString>

#include <functional>

class QPagedPaintDevice;
class QTextDocument;

namespace app {

// The learner's record as a file: JSON (the record itself, importable again), CSV (one row per
// attempt) or a PDF report (the course totals, then each lesson, on a page of its own where it
// fits one; app/reportpages.h says where pages break). Every file is written atomically.
enum class RecordFormat { Json, Csv, Pdf, Unknown };
RecordFormat recordFormatFor(const QString& path); // by suffix, case-insensitive

// Where the course's reviews stand on a day, for the status bar, the overview and the report
// alike (sp37: the report left out the overview's "Next review: tomorrow (3 questions)").
struct ReviewOutlook {
    int dueNow = 0;
    bool anyScheduled = false; // due now or later
    // "Next review: tomorrow (3 questions)" or "No missed questions to review."; empty while
    // questions are due.
    QString nextReview;
};
ReviewOutlook reviewOutlook(const lessons::Course& course, const lessons::ProgressStore& store,
                            const QDate& today);
// The overview's and the report's line (HTML): "<b>3 missed questions due for review now.</b>",
// else the next review. Empty for an empty outlook.
QString reviewOutlookHtml(const ReviewOutlook& outlook);

// The report as HTML for QTextDocument. `generated` is printed on it, and `reviews` under the
// course's summary, as the overview has it.
QString recordReportHtml(const lessons::CourseSummary& summary, const QDateTime& generated,
                         const ReviewOutlook& reviews = {});
// The report in `document`, laid out for `device` as it prints.
void layOutRecordReport(const lessons::CourseSummary& summary, const QDateTime& generated,
                        QTextDocument* document, QPagedPaintDevice* device,
                        const ReviewOutlook& reviews = {});
// Lays the report out on `device` (a QPdfWriter or a QPrinter).
void printRecordReport(const lessons::CourseSummary& summary, const QDateTime& generated,
                       QPagedPaintDevice* device, const ReviewOutlook& reviews = {});

// Writes the record in the format the suffix names. PDF needs a QGuiApplication (fonts); it is
// safe to call from a worker thread (QPainter on a PDF device, no widgets).
bool exportRecord(const QString& path, const lessons::Course& course,
                  const lessons::ProgressStore& store, const QDateTime& now, QString* error);

// exportRecord on the thread pool, so the window keeps answering; `done` runs on the thread of
// `context` with an empty error on success (not at all once `context` is gone).
void exportRecordInBackground(const QString& path, const lessons::Course& course,
                              const lessons::ProgressStore& store, const QDateTime& now,
                              QObject* context,
                              const std::function<void(const QString& error)>& done);

// A lab's attempts besides the one that counts, in a line: "not counted: 66.5% predicted, 86.7%
// run; ...". Empty when there were none.
QString otherPredictionsText(const lessons::PredictionSummary& prediction);

// "1 h 05 min", "12 min", "40 s"; "—" for none: a lesson never opened read "0 s" on paper and
// "—" in the overview (sp35).
QString formatDuration(qint64 seconds);

// The one count of a lesson's (or the course's) questions and predictions, for the overview,
// its tooltips and accessible text, and the report: each out of all the lesson has, with how
// many were answered or made (sp35: the overview said "3 of 3 right", counting among the
// predictions made, where the report said "3 of 5 made, 3 right").
QString questionsCountText(const lessons::LessonSummary& summary);   // "4 of 5 answered, 3 correct"
QString predictionsCountText(const lessons::LessonSummary& summary); // "3 of 5 made, 3 right"
// The course's summary, the same lines in the overview's totals and on the PDF's first page (the
// PDF left out the explain-it-back count and the time the overview gave, issue 19): "Questions:
// 4 of 22 answered, 3 correct", "Predictions: …", "Explain-it-back: 1 of 5 attempted", "Time
// spent: 12 min". The CSV has one row per attempt and no summary (docs/record-format.md).
QStringList courseSummaryLines(const lessons::LessonSummary& totals);
// "checked with Model dimension = 512, Number of heads = 4": the values an answer was checked
// at in their plain form (QuestionSummary::checkedAtPlain), empty for none.
QString checkedWithText(const QString& plainValues);
// A question checked at the controls' values, each of its tries on the lesson's page with them,
// oldest first: "Tries: 64, not correct, checked with …; 11.3, correct, checked with …". Empty
// for any other question.
QString triesText(const lessons::QuestionSummary& question);
// A moment in the record, to the minute (seconds are noise in a record of days): the locale's
// short date and time, or for an on-screen table "today, 14:05" / "yesterday, 09:30" when `now`
// is given. A printed report keeps the date, since "today" changes meaning once it is read later.
// Empty for an invalid moment.
QString formatMoment(const QDateTime& at, const QDateTime& now = {});

} // namespace app
