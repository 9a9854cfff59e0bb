// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Importing a record: lessons::mergeRecords, one lesson at a time.
#include "lessons/record.h"
#include "lessons/recordorder.h"

#include <QMultiHash>

#include <algorithm>
#include <vector>

namespace lessons {
namespace {

bool sameAttempt(const Attempt& a, const Attempt& b) {
    return a.questionId == b.questionId && a.at == b.at && a.typed == b.typed &&
           a.choices == b.choices && a.correct == b.correct && a.review == b.review &&
           a.checkedAt == b.checkedAt;
}

// Equal for attempts that sameAttempt() calls the same (checkedAt is left to it).
size_t attemptHash(const Attempt& a) {
    return qHashMulti(0, a.questionId, a.at, a.typed, a.choices, a.correct, a.review);
}

// An attempt of the merged history, by where it lies: 16 bytes, where the attempt unpacked
// takes some 300.
struct HistoryEntry {
    enum Source : quint8 { Mine, Theirs, Answer };
    qint64 at = 0; // timeOrderKey, filled in before the sort
    qint32 place = 0;
    Source source = Mine;
};

// Unites the histories of one lesson: for each question `from` holds (its answers' questions,
// then its history's in the order of their first attempt), the attempts this record lacks are
// added, and a question that gained any is written out anew after the history kept, its own
// attempts first, the answer that predates its history included, so the answer replaced by the
// merge stays in the record. Then stably in time order. True when the history changed.
// Memory: two place indexes (8 bytes an attempt), the merged order (16 bytes an attempt) and one
// question's attempts at a time, besides the two lessons and the merged history, all packed.
bool mergeHistory(LessonProgress* into, const LessonProgress& from) {
    const HistoryByQuestion theirIndex(from.history);
    const HistoryByQuestion myIndex(into->history);
    ChunkedList<Attempt> answers; // answers from before a history, as attempts, when kept
    std::vector<HistoryEntry> appended;
    std::vector<bool> rewritten(size_t(into->history.size()), false);
    // One question's attempts, this record's first, each once.
    QList<Attempt> known;
    std::vector<HistoryEntry> knownPlaces;
    QMultiHash<size_t, qsizetype> byHash;
    const auto take = [&](const Attempt& a, HistoryEntry entry) {
        if (entry.source == HistoryEntry::Answer) {
            entry.place = qint32(answers.size());
            answers.append(a);
        }
        byHash.insert(attemptHash(a), known.size());
        known.append(a);
        knownPlaces.push_back(entry);
    };
    const auto offer = [&](const Attempt& a, HistoryEntry entry) {
        const size_t hash = attemptHash(a);
        for (auto it = byHash.constFind(hash); it != byHash.cend() && it.key() == hash; ++it) {
            if (sameAttempt(a, known.at(it.value())))
                return;
        }
        take(a, entry);
    };
    const auto mergeQuestion = [&](const QString& q) {
        const std::vector<qint32> theirPlaces = theirIndex.places(q);
        const std::vector<qint32> myPlaces = myIndex.places(q);
        const bool myAnswer = myPlaces.empty() && into->answers.contains(q);
        if (myPlaces.empty() && !myAnswer) {
            // Nothing here yet: the other side's history as it is written.
            for (const qint32 place : theirPlaces)
                appended.push_back({0, place, HistoryEntry::Theirs});
            return;
        }
        known.clear();
        knownPlaces.clear();
        byHash.clear();
        if (myAnswer)
            take(attemptOfAnswer(q, into->answers.value(q), false), {0, 0, HistoryEntry::Answer});
        for (const qint32 place : myPlaces)
            take(into->history.at(place), {0, place, HistoryEntry::Mine});
        const qsizetype mine = known.size();
        for (const qint32 place : theirPlaces)
            offer(from.history.at(place), {0, place, HistoryEntry::Theirs});
        if (theirPlaces.empty() && from.answers.contains(q))
            offer(attemptOfAnswer(q, from.answers.value(q), false), {0, 0, HistoryEntry::Answer});
        if (known.size() == mine)
            return;
        for (const qint32 place : myPlaces)
            rewritten[size_t(place)] = true;
        appended.insert(appended.end(), knownPlaces.cbegin(), knownPlaces.cend());
    };
    for (auto it = from.answers.cbegin(); it != from.answers.cend(); ++it)
        mergeQuestion(it.key());
    for (qsizetype place = 0; place < from.history.size(); ++place) {
        if (!theirIndex.isFirstOfItsQuestion(place))
            continue;
        const QString q = from.history.at(place).questionId;
        if (!from.answers.contains(q))
            mergeQuestion(q);
    }
    if (appended.empty())
        return false;

    std::vector<HistoryEntry> order;
    order.reserve(size_t(into->history.size()) + appended.size());
    for (qsizetype place = 0; place < into->history.size(); ++place) {
        if (!rewritten[size_t(place)])
            order.push_back({0, qint32(place), HistoryEntry::Mine});
    }
    order.insert(order.end(), appended.cbegin(), appended.cend());
    std::vector<HistoryEntry>().swap(appended);
    const auto attemptAt = [&](const HistoryEntry& e) {
        switch (e.source) {
        case HistoryEntry::Mine:
            return into->history.at(e.place);
        case HistoryEntry::Theirs:
            return from.history.at(e.place);
        default:
            return answers.at(e.place);
        }
    };
    for (HistoryEntry& e : order)
        e.at = timeOrderKey(attemptAt(e).at);
    std::stable_sort(order.begin(), order.end(),
                     [](const HistoryEntry& a, const HistoryEntry& b) { return a.at < b.at; });
    ChunkedList<Attempt> history;
    for (const HistoryEntry& e : order)
        history.append(attemptAt(e));
    into->history = history;
    return true;
}

bool sameEarlier(const EarlierPrediction& a, const EarlierPrediction& b) {
    return a.at == b.at && a.predicted == b.predicted && a.observed == b.observed &&
           a.correct == b.correct && a.practice == b.practice;
}

// Merges `from` into `into` (mergeRecords says how); true when `into` changed.
bool mergeLesson(LessonProgress* into, const LessonProgress& from) {
    bool changed = mergeHistory(into, from);
    for (auto it = from.answers.cbegin(); it != from.answers.cend(); ++it) {
        const auto mine = into->answers.constFind(it.key());
        if (mine == into->answers.cend()) {
            into->answers.insert(it.key(), it.value());
            changed = true;
            continue;
        }
        const AnswerRecord theirs = it.value();
        const AnswerRecord ours = mine.value();
        if (theirs.at > ours.at || theirs.attempts > ours.attempts) {
            AnswerRecord merged = theirs.at > ours.at ? theirs : ours;
            merged.attempts = std::max(ours.attempts, theirs.attempts);
            into->answers.insert(it.key(), merged);
            changed = true;
        }
    }
    for (auto it = from.predictions.cbegin(); it != from.predictions.cend(); ++it) {
        auto mine = into->predictions.find(it.key());
        if (mine == into->predictions.end()) {
            into->predictions.insert(it.key(), it.value());
            changed = true;
            continue;
        }
        // Both records' attempts, each once, in time order: the latest is the current one.
        QList<EarlierPrediction> all;
        const PredictionRecord& ours = mine.value();
        for (const PredictionRecord* r : {&ours, &it.value()}) {
            all.append(r->earlier);
            all.append({r->predicted, r->observed, r->correct, r->at, r->practice});
        }
        std::stable_sort(
            all.begin(), all.end(),
            [](const EarlierPrediction& a, const EarlierPrediction& b) { return a.at < b.at; });
        QList<EarlierPrediction> united;
        for (const EarlierPrediction& e : all) {
            if (std::none_of(united.cbegin(), united.cend(),
                             [&e](const EarlierPrediction& u) { return sameEarlier(u, e); }))
                united.append(e);
        }
        const EarlierPrediction last = united.takeLast();
        const PredictionRecord merged{last.predicted, last.observed, last.correct,
                                      last.at,        united,        last.practice};
        const bool same = merged.predicted == ours.predicted && merged.observed == ours.observed &&
                          merged.correct == ours.correct && merged.at == ours.at &&
                          merged.practice == ours.practice &&
                          merged.earlier.size() == ours.earlier.size() &&
                          std::equal(merged.earlier.cbegin(), merged.earlier.cend(),
                                     ours.earlier.cbegin(), sameEarlier);
        if (!same) {
            *mine = merged;
            changed = true;
        }
    }
    for (auto it = from.explains.cbegin(); it != from.explains.cend(); ++it) {
        auto mine = into->explains.find(it.key());
        if (mine == into->explains.end()) {
            into->explains.insert(it.key(), it.value());
            changed = true;
            continue;
        }
        if (!mine->text.contains(it->text)) {
            // Two different explanations: neither is thrown away.
            mine->text = it->text.contains(mine->text)
                             ? it->text
                             : mine->text + QStringLiteral("\n\n") + it->text;
            changed = true;
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
        const bool modelShown = mine->modelShown || it->modelShown;
        const bool takeawaysShown = mine->takeawaysShown || it->takeawaysShown;
        changed = changed || ticksAdded || modelShown != mine->modelShown ||
                  takeawaysShown != mine->takeawaysShown;
        mine->modelShown = modelShown;
        mine->takeawaysShown = takeawaysShown;
    }
    // Walkthrough steps, positions and lab states this record has stay as they are.
    const auto addMissing = [&changed](auto* mine, const auto& theirs) {
        for (auto it = theirs.cbegin(); it != theirs.cend(); ++it) {
            if (!mine->contains(it.key())) {
                mine->insert(it.key(), it.value());
                changed = true;
            }
        }
    };
    addMissing(&into->walkthroughSteps, from.walkthroughSteps);
    addMissing(&into->controls, from.controls);
    addMissing(&into->labs, from.labs);
    // One number per lesson cannot be summed without counting a re-imported file twice.
    if (from.secondsSpent > into->secondsSpent) {
        into->secondsSpent = from.secondsSpent;
        changed = true;
    }
    if (from.lastOpened.isValid() &&
        (!into->lastOpened.isValid() || from.lastOpened > into->lastOpened)) {
        into->lastOpened = from.lastOpened;
        changed = true;
    }
    return changed;
}

} // namespace

void mergeRecords(ProgressStore* into, const ProgressStore& from) {
    // Lesson by lesson, each read into a scratch copy (ProgressStore::peek) and kept only when
    // the merge changed it: importing a record into one that holds it already keeps none of its
    // lessons in memory. A changed lesson still in the database is read once more by lesson(),
    // which keeps that read until the record is written (ProgressStore has no way yet to put a
    // lesson in place of one it has not read).
    for (const QString& id : from.lessonIds()) {
        LessonProgress theirScratch;
        const LessonProgress* theirs = from.peek(id, &theirScratch);
        if (!theirs)
            continue;
        LessonProgress myScratch;
        const LessonProgress* mine = into->peek(id, &myScratch);
        if (!mine) {
            into->lesson(id) = *theirs;
            continue;
        }
        LessonProgress merged = *mine; // its parts implicitly shared until the merge writes
        if (mergeLesson(&merged, *theirs))
            into->lesson(id) = std::move(merged);
    }
    if (into->lastLessonId().isEmpty())
        into->setLastLessonId(from.lastLessonId());
    // The learner keeps the option order they know; a record without an id takes the other's.
    if (into->learnerId().isEmpty())
        into->setLearnerId(from.learnerId());
    into->keepUnreadableOf(from);
}

} // namespace lessons
