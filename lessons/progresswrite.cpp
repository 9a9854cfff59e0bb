// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// ProgressStore's writing half: the record as JSON text (progress.cpp has the rest).

#include "lessons/progress.h"
#include "lessons/progressread.h"
#include "lessons/record.h"

#include <algorithm>

namespace lessons {
using namespace detail;
namespace {

template <typename Map>
QStringList sortedKeys(const Map& hash, const QHash<QString, QByteArray>& more) {
    QStringList keys;
    keys.reserve(hash.size() + more.size());
    for (auto it = hash.cbegin(); it != hash.cend(); ++it)
        keys.append(it.key());
    for (auto it = more.cbegin(); it != more.cend(); ++it) {
        if (!hash.contains(it.key()))
            keys.append(it.key());
    }
    // A ChunkedMap's keys come sorted: a million answers skip a sort of ~20 million comparisons.
    if (!std::is_sorted(keys.cbegin(), keys.cend()))
        std::sort(keys.begin(), keys.end());
    return keys;
}

// Writes one keyed section: the record's entries and, where the record has none, the unreadable
// entries as they were.
template <typename Map, typename WriteOne>
void writeSection(JsonWriter& w, const QString& lessonPath, const QString& name, const Map& records,
                  const detail::KeptLesson* kept, const QHash<QString, QByteArray>* bad,
                  QList<QByteArray>* aside, WriteOne&& writeOne) {
    static const QHash<QString, QByteArray> none;
    const QHash<QString, QByteArray>& unreadable = bad ? *bad : none;
    const QByteArray wrongType = kept ? kept->unreadable.value(name) : QByteArray();
    if (records.isEmpty() && unreadable.isEmpty()) {
        if (!wrongType.isEmpty()) {
            w.key(name);
            w.verbatim(wrongType);
        }
        return;
    }
    const QString path = pointer(lessonPath, name);
    if (!wrongType.isEmpty())
        setAside(aside, path, wrongType);
    w.key(name);
    w.beginObject();
    for (const QString& key : sortedKeys(records, unreadable)) {
        if (w.stopped())
            return;
        w.newline();
        const auto it = records.constFind(key);
        const QByteArray badValue = unreadable.value(key);
        if (it == records.cend()) {
            w.key(key);
            w.verbatim(badValue);
            continue;
        }
        if (!badValue.isEmpty())
            setAside(aside, pointer(path, key), badValue);
        w.key(key);
        writeOne(key, it.value());
    }
    w.endObject();
}

// The "history" list as record.cpp's attemptToJson has it (members in QJsonObject's sorted
// order), written straight out: through QJsonObjects a million attempts cost seconds.
void writeHistory(JsonWriter& w, const ChunkedList<Attempt>& history,
                  const detail::KeptLesson& kept) {
    w.beginArray();
    for (const Attempt& a : history) {
        if (w.stopped())
            return;
        w.beginObject();
        w.key(QStringLiteral("at"));
        w.value(isoTime(a.at));
        if (!a.checkedAt.isEmpty()) {
            w.key(QStringLiteral("checkedAt"));
            w.beginObject();
            QStringList names = a.checkedAt.keys();
            std::sort(names.begin(), names.end());
            for (const QString& name : names) {
                w.key(name);
                w.value(a.checkedAt.value(name));
            }
            w.endObject();
        }
        w.key(QStringLiteral("choices"));
        w.beginArray();
        for (const QString& c : a.choices)
            w.value(c);
        w.endArray();
        w.key(QStringLiteral("correct"));
        w.value(a.correct);
        w.key(QStringLiteral("question"));
        w.value(a.questionId);
        if (a.review) {
            w.key(QStringLiteral("review"));
            w.value(true);
        }
        w.key(QStringLiteral("typed"));
        w.value(a.typed);
        if (!kept.historyUnknown.isEmpty())
            w.members(kept.historyUnknown.value(historyKey(a)));
        w.endObject();
    }
    // The entries that could not be read, as they were, after the readable ones.
    QStringList places = kept.history.keys();
    std::sort(places.begin(), places.end());
    for (const QString& place : places)
        w.verbatim(kept.history.value(place));
    w.endArray();
}

} // namespace

QByteArray ProgressStore::toJson() const {
    JsonWriter w;
    writeJson(w);
    return w.bytes();
}

bool ProgressStore::writeJsonTo(QIODevice* device) const {
    JsonWriter w(device);
    writeJson(w);
    return w.finish();
}

void ProgressStore::writeJson(JsonWriter& w) const {
    QList<QByteArray> aside = movedAside_;
    w.beginObject();
    w.key(QStringLiteral("version"));
    w.value(qint64(kProgressVersion));
    const QByteArray badLast = rootUnreadable_.value(QStringLiteral("lastLesson"));
    if (!lastLessonId_.isEmpty()) {
        if (!badLast.isEmpty())
            setAside(&aside, QStringLiteral("/lastLesson"), badLast);
        w.key(QStringLiteral("lastLesson"), true);
        w.value(lastLessonId_);
    } else if (!badLast.isEmpty()) {
        w.key(QStringLiteral("lastLesson"), true);
        w.verbatim(badLast);
    }
    const QByteArray badLearner = rootUnreadable_.value(QStringLiteral("learnerId"));
    if (!learnerId_.isEmpty()) {
        if (!badLearner.isEmpty())
            setAside(&aside, QStringLiteral("/learnerId"), badLearner);
        w.key(QStringLiteral("learnerId"), true);
        w.value(learnerId_);
    } else if (!badLearner.isEmpty()) {
        w.key(QStringLiteral("learnerId"), true);
        w.verbatim(badLearner);
    }

    QStringList ids = lessonIds(); // sorted; lessons still in the database too
    const QSet<QString> held(ids.cbegin(), ids.cend());
    for (auto it = kept_.cbegin(); it != kept_.cend(); ++it) {
        if (!held.contains(it.key()))
            ids.append(it.key());
    }
    for (auto it = lessonUnreadable_.cbegin(); it != lessonUnreadable_.cend(); ++it) {
        if (!held.contains(it.key()) && !kept_.contains(it.key()))
            ids.append(it.key());
    }
    std::sort(ids.begin(), ids.end());
    const QByteArray badLessons = rootUnreadable_.value(QStringLiteral("lessons"));
    if (ids.isEmpty() && !badLessons.isEmpty()) {
        w.key(QStringLiteral("lessons"), true);
        w.verbatim(badLessons);
    } else {
        if (!badLessons.isEmpty())
            setAside(&aside, QStringLiteral("/lessons"), badLessons);
        w.key(QStringLiteral("lessons"), true);
        w.beginObject();
        static const LessonProgress emptyLesson;
        static const detail::KeptLesson emptyKept;
        for (const QString& id : ids) {
            if (w.stopped())
                return;
            const QString path = pointer(QStringLiteral("/lessons"), id);
            // A lesson still in the database is read for this and not kept in memory.
            LessonProgress scratch;
            const LessonProgress* lessonIt = held.contains(id) ? peek(id, &scratch) : nullptr;
            const auto keptIt = kept_.constFind(id);
            const QByteArray badLesson = lessonUnreadable_.value(id);
            if (!lessonIt && keptIt == kept_.cend()) {
                w.key(id, true);
                w.verbatim(badLesson);
                continue;
            }
            if (!badLesson.isEmpty())
                setAside(&aside, path, badLesson);
            const LessonProgress& p = lessonIt ? *lessonIt : emptyLesson;
            const detail::KeptLesson& k = keptIt == kept_.cend() ? emptyKept : keptIt.value();
            w.key(id, true);
            w.beginObject();
            writeSection(w, path, QStringLiteral("answers"), p.answers, &k, &k.answers, &aside,
                         [&](const QString& key, const AnswerRecord& r) {
                             w.beginObject();
                             w.key(QStringLiteral("choices"));
                             w.beginArray();
                             for (const QString& c : r.choices)
                                 w.value(c);
                             w.endArray();
                             w.key(QStringLiteral("typed"));
                             w.value(r.typed);
                             w.key(QStringLiteral("correct"));
                             w.value(r.correct);
                             w.key(QStringLiteral("attempts"));
                             w.value(qint64(r.attempts));
                             w.key(QStringLiteral("at"));
                             w.value(isoTime(r.at));
                             if (!r.checkedAt.isEmpty()) {
                                 w.key(QStringLiteral("checkedAt"));
                                 w.beginObject();
                                 QStringList names = r.checkedAt.keys();
                                 std::sort(names.begin(), names.end());
                                 for (const QString& name : names) {
                                     w.key(name);
                                     w.value(r.checkedAt.value(name));
                                 }
                                 w.endObject();
                             }
                             w.members(k.answerUnknown.value(key));
                             w.endObject();
                         });
            writeSection(w, path, QStringLiteral("predictions"), p.predictions, &k, &k.predictions,
                         &aside, [&](const QString& key, const PredictionRecord& r) {
                             w.beginObject();
                             w.key(QStringLiteral("predicted"));
                             w.value(r.predicted);
                             w.key(QStringLiteral("observed"));
                             w.value(r.observed);
                             w.key(QStringLiteral("correct"));
                             w.value(r.correct);
                             w.key(QStringLiteral("at"));
                             w.value(isoTime(r.at));
                             if (r.practice) { // absent: counts as records before it did
                                 w.key(QStringLiteral("practice"));
                                 w.value(true);
                             }
                             if (!r.earlier.isEmpty()) {
                                 w.key(QStringLiteral("earlier"));
                                 w.beginArray();
                                 for (const EarlierPrediction& e : r.earlier) {
                                     w.beginObject();
                                     w.key(QStringLiteral("predicted"));
                                     w.value(e.predicted);
                                     w.key(QStringLiteral("observed"));
                                     w.value(e.observed);
                                     w.key(QStringLiteral("correct"));
                                     w.value(e.correct);
                                     w.key(QStringLiteral("at"));
                                     w.value(isoTime(e.at));
                                     if (e.practice) {
                                         w.key(QStringLiteral("practice"));
                                         w.value(true);
                                     }
                                     w.endObject();
                                 }
                                 w.endArray();
                             }
                             w.members(k.predictionUnknown.value(key));
                             w.endObject();
                         });
            writeSection(w, path, QStringLiteral("explains"), p.explains, &k, &k.explains, &aside,
                         [&](const QString& key, const ExplainRecord& r) {
                             w.beginObject();
                             w.key(QStringLiteral("text"));
                             w.value(r.text);
                             w.key(QStringLiteral("ticked"));
                             w.beginArray();
                             for (int i : r.ticked)
                                 w.value(qint64(i));
                             w.endArray();
                             w.key(QStringLiteral("modelShown"));
                             w.value(r.modelShown);
                             if (r.takeawaysShown) { // absent in older records: false
                                 w.key(QStringLiteral("takeawaysShown"));
                                 w.value(true);
                             }
                             w.members(k.explainUnknown.value(key));
                             w.endObject();
                         });
            writeSection(w, path, QStringLiteral("walkthroughSteps"), p.walkthroughSteps, &k,
                         &k.steps, &aside,
                         [&](const QString&, int step) { w.value(qint64(step)); });
            writeSection(w, path, QStringLiteral("controls"), p.controls, &k, &k.controls, &aside,
                         [&](const QString&, const QVariant& value) {
                             if (value.typeId() == QMetaType::Bool)
                                 w.value(value.toBool());
                             else if (value.typeId() == QMetaType::QString)
                                 w.value(value.toString());
                             else
                                 w.value(value.toDouble());
                         });
            writeSection(w, path, QStringLiteral("labs"), p.labs, &k, &k.labs, &aside,
                         [&](const QString& key, const LabRecord& r) {
                             auto numbers = [&](const QList<double>& list) {
                                 w.beginArray();
                                 for (double d : list)
                                     w.value(d);
                                 w.endArray();
                             };
                             auto runList = [&](const QList<LabRunRecord>& runs) {
                                 w.beginArray();
                                 for (const LabRunRecord& run : runs) {
                                     w.beginObject();
                                     w.key(QStringLiteral("scores"));
                                     numbers(run.scores);
                                     w.key(QStringLiteral("dims"));
                                     w.beginArray();
                                     for (int dim : run.dims)
                                         w.value(qint64(dim));
                                     w.endArray();
                                     w.endObject();
                                 }
                                 w.endArray();
                             };
                             w.beginObject();
                             w.key(QStringLiteral("runs"));
                             runList(r.runs);
                             w.key(QStringLiteral("predicted"));
                             w.value(r.predicted);
                             w.key(QStringLiteral("committed"));
                             w.value(r.committed);
                             w.key(QStringLiteral("scored"));
                             w.value(r.scored);
                             if (r.scoredRun > 0) {
                                 w.key(QStringLiteral("scoredRun"));
                                 w.value(qint64(r.scoredRun));
                             }
                             if (r.held) {
                                 w.key(QStringLiteral("held"));
                                 w.value(true);
                                 w.key(QStringLiteral("heldScores"));
                                 numbers(r.heldScores);
                             }
                             if (!r.shown.isEmpty()) {
                                 w.key(QStringLiteral("shown"));
                                 runList(r.shown);
                             }
                             w.key(QStringLiteral("logitsText"));
                             w.value(r.logitsText);
                             w.key(QStringLiteral("dimsText"));
                             w.value(r.dimsText);
                             w.members(k.labUnknown.value(key));
                             w.endObject();
                         });
            auto scalar = [&](const QString& name, bool set, auto&& write) {
                const QByteArray bad = k.unreadable.value(name);
                if (set) {
                    if (!bad.isEmpty())
                        setAside(&aside, pointer(path, name), bad);
                    w.key(name, true);
                    write();
                } else if (!bad.isEmpty()) {
                    w.key(name, true);
                    w.verbatim(bad);
                }
            };
            scalar(QStringLiteral("scrollY"), p.scrollY != 0, [&] { w.value(qint64(p.scrollY)); });
            scalar(QStringLiteral("readingBlock"), p.readingBlock >= 0,
                   [&] { w.value(qint64(p.readingBlock)); });
            scalar(QStringLiteral("readingShare"), p.readingBlock >= 0 && p.readingShare != 0,
                   [&] { w.value(p.readingShare); });
            scalar(QStringLiteral("lastSection"), !p.lastSection.isEmpty(),
                   [&] { w.value(p.lastSection); });
            scalar(QStringLiteral("history"), !p.history.isEmpty() || !k.history.isEmpty(),
                   [&] { writeHistory(w, p.history, k); });
            LessonProgress times; // the other extras, without copying the history into JSON
            times.secondsSpent = p.secondsSpent;
            times.lastOpened = p.lastOpened;
            QJsonObject extras;
            writeRecordExtras(times, &extras);
            for (const QString& name :
                 {QStringLiteral("secondsSpent"), QStringLiteral("lastOpened")}) {
                scalar(name, extras.contains(name),
                       [&] { w.verbatim(jsonText(extras.value(name))); });
            }
            w.members(k.unknown);
            w.endObject();
        }
        w.endObject();
    }
    w.members(rootUnknown_);
    if (!aside.isEmpty()) {
        w.key(kKeptUnreadable, true);
        w.beginArray();
        for (const QByteArray& item : aside) {
            w.verbatim(item, true);
        }
        w.endArray();
    }
    w.newline();
    w.endObject();
    w.newline();
}

} // namespace lessons
