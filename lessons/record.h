// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/progress.h"
#include "lessons/recordsummary.h"
#include "lessons/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

class QIODevice;

// The learner's record beyond what one lesson page needs: every attempt, time spent, import with
// merging, and dated backups; the summaries and the CSV are in recordsummary.h.
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
// Builds the lesson's index of attempts by question (detail::AttemptIndex) now, on the calling
// thread: where a lesson is read, so the window's first look at it does not pay for it.
void warmAttemptIndex(const LessonProgress& progress);
// Appends `answer` to the history (after the answer it replaces, when that one predates the
// history) and makes it the question's current answer, unless it was given in a review: a review
// answer goes into the history only, marked review.
void addAttempt(LessonProgress* progress, const QString& questionId, const AnswerRecord& answer,
                bool review);

// Merges `from` into `into` without losing anything either holds: histories are united, the
// later answer and prediction win (the earlier stays in the history), explanations that differ
// are both kept, ticks are united, time spent and last opened take the larger; the parts `from`
// could not read are kept as they were (ProgressStore::keepUnreadableOf). Merging the same
// record again changes nothing.
void mergeRecords(ProgressStore* into, const ProgressStore& from);
// Parses an exported record (the progress file format) and merges it into `into`; on a failure
// nothing changes.
Status importRecord(ProgressStore* into, const QByteArray& json);

// QSaveFile: the old file stays whole until the new one is complete. Creates the folder.
Status writeFileAtomically(const QString& path, const QByteArray& bytes);
// The same for a file written in pieces as it is made (a record's JSON: 200 MB for a million
// answers): `write` returns false at the first write that failed.
Status writeFileAtomically(const QString& path, const std::function<bool(QIODevice*)>& write);
// Copies the record file to FILE.before-REASON-YYYYMMDD-HHMMSS (a -N suffix when that exists)
// and gives the copy's path. A missing file needs no backup: an empty path.
Result<QString> backupRecordFile(const QString& filePath, const QString& reason,
                                 const QDateTime& now);

// Writes the record as JSON (the exchange format) to record-before-REASON-YYYYMMDD-HHMMSS.json in
// the record's folder (-N before .json when that exists), every write checked, and gives the
// copy's path: what Record > Restore record from a backup reads back.
Result<QString> backupRecord(const ProgressStore& store, const QString& reason,
                             const QDateTime& now);

} // namespace lessons
