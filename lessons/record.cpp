// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
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
#include "lessons/recordorder.h"

#include <QBuffer>
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

bool hasHistory(const LessonProgress& progress, const QString& questionId) {
    return !progress.attemptIndex.places(progress.history, questionId).isEmpty();
}

} // namespace

Attempt attemptOfAnswer(const QString& questionId, const AnswerRecord& answer, bool review) {
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

namespace detail {

void AttemptIndex::extend(Data* data, const ChunkedList<Attempt>& history) {
    auto place = qint32(data->seen.size());
    QString last; // consecutive attempts often answer one question: its list is found once
    bool haveLast = false;
    QList<qint32>* list = nullptr; // nullptr: a question past the indexed ones
    history.visitPacked(data->seen.size(), [&](const char* entry) {
        const char* id = entry + 1; // after the flags byte, as Packing<Attempt>::isOf reads it
        if (!haveLast || !pack::equalString(id, last)) {
            last = pack::getString(id);
            haveLast = true;
            const auto found = data->places.find(last);
            if (found != data->places.end()) {
                list = &found.value();
            } else if (data->places.size() < kIndexedQuestions) {
                list = &data->places[last];
            } else {
                list = nullptr;
                data->overflow = true;
            }
        }
        if (list)
            list->append(place);
        ++place;
        return true;
    });
    data->seen = history;
}

QList<qint32> AttemptIndex::found(const Data& data, const ChunkedList<Attempt>& history,
                                  qsizetype size, const QString& questionId) {
    const auto indexed = data.places.constFind(questionId);
    if (indexed != data.places.cend()) {
        QList<qint32> places = *indexed;
        places.erase(std::lower_bound(places.begin(), places.end(), qint32(size)), places.end());
        return places;
    }
    QList<qint32> places;
    if (!data.overflow)
        return places;
    // A question past the indexed ones (a history of that many different question ids is no
    // lesson's): looked for through the history, as before the index.
    qint32 place = 0;
    history.visitPacked([&](const char* entry) {
        if (place >= size)
            return false;
        if (Packing<Attempt>::isOf(entry, questionId))
            places.append(place);
        ++place;
        return true;
    });
    return places;
}

QList<qint32> AttemptIndex::places(const ChunkedList<Attempt>& history,
                                   const QString& questionId) const {
    if (const std::shared_ptr<Data> data = shared()) {
        const std::lock_guard<std::mutex> lock(data->mutex);
        const qsizetype common = history.commonPrefix(data->seen);
        if (common == history.size()) // what was indexed, or (a copy's) part of it
            return found(*data, history, common, questionId);
        if (common == data->seen.size()) { // appended to since
            extend(data.get(), history);
            return found(*data, history, history.size(), questionId);
        }
    }
    // Not indexed yet, or a history replaced or gone another way than a copy's: index it anew,
    // for this lesson alone.
    auto fresh = std::make_shared<Data>();
    extend(fresh.get(), history);
    QList<qint32> places = found(*fresh, history, history.size(), questionId);
    const std::lock_guard<std::mutex> lock(mutex_);
    data_ = std::move(fresh);
    return places;
}

void AttemptIndex::update(const ChunkedList<Attempt>& history) const {
    places(history, QString());
}

} // namespace detail

void warmAttemptIndex(const LessonProgress& progress) {
    progress.attemptIndex.update(progress.history);
}

QList<Attempt> attemptsOf(const LessonProgress& progress, const QString& questionId) {
    QList<Attempt> attempts;
    for (const qint32 place : progress.attemptIndex.places(progress.history, questionId))
        attempts.append(progress.history.at(place));
    if (attempts.isEmpty() && progress.answers.contains(questionId))
        attempts.append(attemptOfAnswer(questionId, progress.answers.value(questionId), false));
    return attempts;
}

void addAttempt(LessonProgress* progress, const QString& questionId, const AnswerRecord& answer,
                bool review) {
    if (!hasHistory(*progress, questionId) && progress->answers.contains(questionId)) {
        progress->history.append(
            attemptOfAnswer(questionId, progress->answers.value(questionId), false));
    }
    progress->history.append(attemptOfAnswer(questionId, answer, review));
    // A review card asks again with new values; the lesson page keeps showing the lesson's own
    // answer and the values it was checked at.
    if (!review)
        progress->answers.insert(questionId, answer);
}

Status importRecord(ProgressStore* into, const QByteArray& json) {
    ProgressStore imported{QString()};
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    // The reader the window's import uses (in pieces), so its tests are this one's.
    if (Status read = imported.readStream(&buffer); !read)
        return read;
    mergeRecords(into, imported);
    return {};
}

Status writeFileAtomically(const QString& path, const QByteArray& bytes) {
    return writeFileAtomically(
        path, [&bytes](QIODevice* device) { return device->write(bytes) == bytes.size(); });
}

namespace {

// Opens `file`, lets `write` fill it (false: a write failed, file's error says why) and commits
// it, each step checked; on a failure the old file stays as it was and the words say why.
Status saveThrough(QSaveFile* file, const std::function<bool(QIODevice*)>& write) {
    if (Status opened = openSaveFile(file); !opened)
        return opened;
    if (!write(file)) {
        const QString problem = file->errorString();
        file->cancelWriting();
        return Status::failure(plainError(problem));
    }
    if (Status committed = commitSaveFile(file); !committed) {
        file->cancelWriting();
        return committed;
    }
    return {};
}

} // namespace

Status writeFileAtomically(const QString& path, const std::function<bool(QIODevice*)>& write) {
    const QFileInfo info(path);
    if (const Status target = isRegularTarget(path); !target)
        return Status::failure(
            plainError(QCoreApplication::translate(
                           "lessons", "cannot write %1: %2; choose an ordinary file name instead")
                           .arg(QDir::toNativeSeparators(path), target.error().message)));
    if (!QDir().mkpath(info.absolutePath()))
        return Status::failure(
            plainError(QCoreApplication::translate(
                           "lessons", "cannot create the folder %1 (check its permissions)")
                           .arg(QDir::toNativeSeparators(info.absolutePath()))));
    QSaveFile file(path);
    if (const Status saved = saveThrough(&file, write); !saved)
        return Status::failure(plainError(
            QCoreApplication::translate("lessons", "cannot write %1: %2 (check the folder's "
                                                   "permissions and free space)")
                .arg(QDir::toNativeSeparators(path), saved.error().message)));
    return {};
}

namespace {

// STEM + SUFFIX, or STEM-N + SUFFIX for the first N that names nothing (not even a dangling link).
QString freeBackupPath(const QString& stem, const QString& suffix) {
    QString path = stem + suffix;
    for (int n = 1; QFileInfo::exists(path) || QFileInfo(path).isSymLink(); ++n)
        path = stem + QStringLiteral("-%1").arg(n) + suffix;
    return path;
}

Result<QString> backupWriteFailed(const QString& path, const Status& saved) {
    return Result<QString>::failure(plainError(
        QCoreApplication::translate("lessons", "cannot write the backup %1: %2 (check the "
                                               "folder's permissions and free space)")
            .arg(QDir::toNativeSeparators(path), saved.error().message)));
}

} // namespace

Result<QString> backupRecordFile(const QString& filePath, const QString& reason,
                                 const QDateTime& now) {
    const QFileInfo info(filePath);
    if (!info.exists() && !info.isSymLink())
        return QString();
    const auto cannotRead = [&filePath](const QString& problem) {
        return Result<QString>::failure(
            plainError(QCoreApplication::translate("lessons", "cannot read %1 to back it up: %2")
                           .arg(QDir::toNativeSeparators(filePath), problem)));
    };
    QFile file;
    if (const Status opened = openRegularFile(filePath, &file); !opened)
        return cannotRead(opened.error().message);
    const QString path =
        freeBackupPath(filePath + QStringLiteral(".before-%1-%2")
                                      .arg(reason, now.toString(QStringLiteral("yyyyMMdd-HHmmss"))),
                       QString());
    // Copied piece by piece: a record of a million answers is 200 MB.
    constexpr qint64 kPiece = 1 << 20;
    QSaveFile copy(path);
    QString readProblem; // a failed read of the original, told apart from a failed write
    const Status saved = saveThrough(&copy, [&](QIODevice* out) {
        while (!file.atEnd()) {
            const QByteArray piece = file.read(kPiece);
            if (file.error() != QFileDevice::NoError) {
                readProblem = file.errorString();
                return false;
            }
            if (out->write(piece) != piece.size())
                return false;
        }
        return true;
    });
    if (!readProblem.isNull())
        return cannotRead(readProblem);
    if (!saved)
        return backupWriteFailed(path, saved);
    return path;
}

Result<QString> backupRecord(const ProgressStore& store, const QString& reason,
                             const QDateTime& now) {
    // Named for what it is, a record, not after the progress.json the record was once kept in:
    // a student looking for that file found none.
    const QString path =
        freeBackupPath(QFileInfo(store.filePath()).absolutePath() +
                           QStringLiteral("/record-before-%1-%2")
                               .arg(reason, now.toString(QStringLiteral("yyyyMMdd-HHmmss"))),
                       QStringLiteral(".json"));
    QSaveFile copy(path);
    // Written in pieces as it is made (the record's JSON is never whole in memory: 200 MB for a
    // million answers), each write's failure its own (a full disk mid-way).
    if (const Status saved =
            saveThrough(&copy, [&store](QIODevice* out) { return store.writeJsonTo(out); });
        !saved)
        return backupWriteFailed(path, saved);
    return path;
}

void keepPrediction(QHash<QString, PredictionRecord>* predictions, const QString& id,
                    PredictionRecord record) {
    const auto before = predictions->constFind(id);
    if (before != predictions->cend()) {
        QList<EarlierPrediction> earlier = before->earlier;
        earlier.append(
            {before->predicted, before->observed, before->correct, before->at, before->practice});
        record.earlier = earlier + record.earlier;
    }
    // The one that counts stays whatever its age; of the others only the latest are kept.
    const QList<EarlierPrediction> attempts = labAttempts(record);
    const qsizetype counted = countedLabAttempt(attempts);
    const qsizetype others = attempts.size() - (counted >= 0 ? 1 : 0);
    if (others > kMaxOtherLabAttempts) {
        qsizetype drop = others - kMaxOtherLabAttempts;
        QList<EarlierPrediction> kept;
        for (qsizetype i = 0; i < record.earlier.size(); ++i) {
            if (i != counted && drop > 0) {
                --drop;
                continue;
            }
            kept.append(record.earlier.at(i));
        }
        record.earlier = kept;
    }
    predictions->insert(id, record);
}

} // namespace lessons
