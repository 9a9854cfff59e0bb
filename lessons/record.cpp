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
    return !progress.attemptIndex.places(progress.history, questionId).isEmpty();
}

// Equal for attempts that sameAttempt() calls the same (checkedAt is left to it).
size_t attemptHash(const Attempt& a) {
    return qHashMulti(0, a.questionId, a.at, a.typed, a.choices, a.correct, a.review);
}

// A question's attempts as attemptsOf gives them, from a table of the history by question.
QList<Attempt> attemptsIn(const QHash<QString, QList<Attempt>>& byQuestion,
                          const LessonProgress& progress, const QString& questionId) {
    QList<Attempt> attempts = byQuestion.value(questionId);
    if (attempts.isEmpty() && progress.answers.contains(questionId))
        attempts.append(attemptFromAnswer(questionId, progress.answers.value(questionId), false));
    return attempts;
}

// Every step is linear in the two histories: importing a record whose one lesson held a million
// attempts never finished when each question's attempts were compared pairwise and every
// question's id was looked up in a list (record23), nor when they were looked up through the
// lesson's attempt index, which covers 4,096 questions (record24): both histories are tabled by
// question once.
void mergeLesson(LessonProgress* into, const LessonProgress& from) {
    QStringList questionIds = from.answers.keys();
    QSet<QString> seen(questionIds.cbegin(), questionIds.cend());
    QHash<QString, QList<Attempt>> theirHistory; // by question, each in the order written
    for (const Attempt& a : from.history) {
        if (!seen.contains(a.questionId)) {
            seen.insert(a.questionId);
            questionIds.append(a.questionId);
        }
        theirHistory[a.questionId].append(a);
    }
    QHash<QString, QList<Attempt>> myHistory;
    for (const Attempt& a : into->history) {
        if (seen.contains(a.questionId))
            myHistory[a.questionId].append(a);
    }
    QHash<QString, QList<Attempt>> appended; // by question: what goes after the kept history
    QSet<QString> rewritten;                 // questions whose history is written out anew
    for (const QString& q : std::as_const(questionIds)) {
        QList<Attempt> mine = attemptsIn(myHistory, *into, q);
        if (mine.isEmpty()) {
            // Nothing here yet: take the other side's history as it is written.
            if (theirHistory.contains(q))
                appended.insert(q, theirHistory.value(q));
            continue;
        }
        QMultiHash<size_t, qsizetype> known;
        for (qsizetype i = 0; i < mine.size(); ++i)
            known.insert(attemptHash(mine.at(i)), i);
        bool added = false;
        for (const Attempt& a : attemptsIn(theirHistory, from, q)) {
            const size_t hash = attemptHash(a);
            bool isKnown = false;
            for (auto it = known.constFind(hash); it != known.cend() && it.key() == hash; ++it)
                isKnown = isKnown || sameAttempt(a, mine.at(it.value()));
            if (!isKnown) {
                known.insert(hash, mine.size());
                mine.append(a);
                added = true;
            }
        }
        if (!added)
            continue;
        // Written out in full, the answer that predates the history included, so the answer
        // replaced below stays in the record.
        rewritten.insert(q);
        appended.insert(q, mine);
    }
    const bool historyChanged = !appended.isEmpty();
    if (historyChanged) {
        QList<Attempt> history; // a merge rewrites it: one copy, then back
        history.reserve(into->history.size());
        for (const Attempt& a : into->history) {
            if (!rewritten.contains(a.questionId))
                history.append(a);
        }
        for (const QString& q : std::as_const(questionIds))
            history += appended.value(q);
        std::stable_sort(history.begin(), history.end(),
                         [](const Attempt& a, const Attempt& b) { return a.at < b.at; });
        into->history = history;
    }

    for (auto it = from.answers.cbegin(); it != from.answers.cend(); ++it) {
        const auto mine = into->answers.constFind(it.key());
        if (mine == into->answers.cend()) {
            into->answers.insert(it.key(), it.value());
        } else {
            const AnswerRecord theirs = it.value();
            const AnswerRecord ours = mine.value();
            AnswerRecord merged = theirs.at > ours.at ? theirs : ours;
            merged.attempts = std::max(ours.attempts, theirs.attempts);
            into->answers.insert(it.key(), merged);
        }
    }
    for (auto it = from.predictions.cbegin(); it != from.predictions.cend(); ++it) {
        auto mine = into->predictions.find(it.key());
        if (mine == into->predictions.end()) {
            into->predictions.insert(it.key(), it.value());
            continue;
        }
        // Both records' attempts, each once, in time order: the latest is the current one.
        QList<EarlierPrediction> all;
        const PredictionRecord& ours = mine.value();
        for (const PredictionRecord* r : {&ours, &it.value()}) {
            all.append(r->earlier);
            all.append({r->predicted, r->observed, r->correct, r->at});
        }
        std::stable_sort(
            all.begin(), all.end(),
            [](const EarlierPrediction& a, const EarlierPrediction& b) { return a.at < b.at; });
        QList<EarlierPrediction> united;
        for (const EarlierPrediction& e : all) {
            const bool seen = std::any_of(united.cbegin(), united.cend(), [&e](const auto& u) {
                return u.at == e.at && u.predicted == e.predicted && u.observed == e.observed &&
                       u.correct == e.correct;
            });
            if (!seen)
                united.append(e);
        }
        const EarlierPrediction last = united.takeLast();
        *mine = {last.predicted, last.observed, last.correct, last.at, united};
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
        mine->takeawaysShown = mine->takeawaysShown || it->takeawaysShown;
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
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    // The reader the window's import uses (in pieces), so its tests are this one's.
    if (!imported.readStream(&buffer, error))
        return false;
    mergeRecords(into, imported);
    return true;
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    return writeFileAtomically(
        path, [&bytes](QIODevice* device) { return device->write(bytes) == bytes.size(); }, error);
}

bool writeFileAtomically(const QString& path, const std::function<bool(QIODevice*)>& write,
                         QString* error) {
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
    if (ok && !write(&file)) {
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

namespace {

// STEM + SUFFIX, or STEM-N + SUFFIX for the first N that names nothing (not even a dangling link).
QString freeBackupPath(const QString& stem, const QString& suffix) {
    QString path = stem + suffix;
    for (int n = 1; QFileInfo::exists(path) || QFileInfo(path).isSymLink(); ++n)
        path = stem + QStringLiteral("-%1").arg(n) + suffix;
    return path;
}

} // namespace

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
    const QString path =
        freeBackupPath(filePath + QStringLiteral(".before-%1-%2")
                                      .arg(reason, now.toString(QStringLiteral("yyyyMMdd-HHmmss"))),
                       QString());
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
    // Named for what it is, a record, not after the progress.json the record was once kept in:
    // a student looking for that file found none.
    const QString path =
        freeBackupPath(QFileInfo(store.filePath()).absolutePath() +
                           QStringLiteral("/record-before-%1-%2")
                               .arg(reason, now.toString(QStringLiteral("yyyyMMdd-HHmmss"))),
                       QStringLiteral(".json"));
    QSaveFile copy(path);
    QString problem;
    bool ok = openSaveFile(&copy, &problem);
    // Written in pieces as it is made (the record's JSON is never whole in memory: 200 MB for a
    // million answers), each write's failure its own (a full disk mid-way).
    if (ok && !store.writeJsonTo(&copy)) {
        problem = copy.errorString();
        ok = false;
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

void keepPrediction(QHash<QString, PredictionRecord>* predictions, const QString& id,
                    PredictionRecord record) {
    const auto before = predictions->constFind(id);
    if (before != predictions->cend()) {
        QList<EarlierPrediction> earlier = before->earlier;
        earlier.append({before->predicted, before->observed, before->correct, before->at});
        record.earlier = earlier + record.earlier;
    }
    predictions->insert(id, record);
}

} // namespace lessons
