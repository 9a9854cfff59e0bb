// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/progress.h"

#include <QDateTime>
#include <QString>

#include <vector>

namespace lessons {

// The rows of one lesson in time order without building them: its history grouped by question
// (the questions in the order of their first attempt, each one's attempts oldest first), then
// the rows added with addExtra in the order added, all sorted stably by time (an invalid time
// before every valid one, as QDateTime orders them). 16 bytes a row: the order of a lesson of a
// million attempts takes 16 MB where the rows themselves took some 400 MB.
// The attempt an answer is: a question answered before the history existed has its answer as
// its one attempt (lessons::attemptsOf, the import's merge).
Attempt attemptOfAnswer(const QString& questionId, const AnswerRecord& answer, bool review);

// A time as QDateTime's operator< orders it (an invalid one before every valid one), as a number.
qint64 timeOrderKey(const QDateTime& at);

// Where each question's attempts lie in a history, found by binary search: 8 bytes an attempt
// (a hash of the question id and the place). The import's merge (lessons/recordmerge.cpp) used
// to table both histories' attempts by question, unpacked: some 600 bytes an attempt, 1 GiB for
// a lesson of a million. The history must not change while the index is used.
class HistoryByQuestion {
public:
    explicit HistoryByQuestion(const ChunkedList<Attempt>& history);
    // The places of the attempts at `questionId`, oldest first.
    std::vector<qint32> places(const QString& questionId) const;
    // Whether the attempt at `place` is the first at its question.
    bool isFirstOfItsQuestion(qsizetype place) const { return first_[size_t(place)]; }

private:
    struct Place {
        quint32 hash = 0;
        qint32 pos = 0;
    };
    const ChunkedList<Attempt>& history_;
    std::vector<Place> places_; // sorted by hash, then place
    std::vector<bool> first_;
};

class LessonRowOrder {
public:
    // At most `extraRows` rows will be added with addExtra.
    LessonRowOrder(const ChunkedList<Attempt>& history, qsizetype extraRows);

    // Whether the history holds an attempt at `questionId`. Only before sort().
    bool inHistory(const QString& questionId) const;
    // A row after the history's grouped rows and the extra rows added before it.
    void addExtra(const QDateTime& at);
    void sort();

    // After sort(): calls visit(history, index) for each row in order, where index is the place
    // in the history (history true) or the extra row's number, from 0, in the order added.
    template <typename Visit> void visit(Visit visit) const {
        for (const Place& place : places_) {
            const bool history = !(place.pos & kExtra);
            visit(history, qsizetype(history ? place.pos & kIndexMask : place.pos & ~kExtra));
        }
    }

private:
    // Before sort(), the history's places hold the hash of their question in `key`, sorted by
    // it; then `key` is the time. `pos` orders rows of equal time: the history's by
    // (first attempt of the question, place), the extra rows after them by number.
    struct Place {
        qint64 key = 0;
        quint64 pos = 0;
    };
    static constexpr int kIndexBits = 31;
    static constexpr quint64 kIndexMask = (quint64(1) << kIndexBits) - 1;
    static constexpr quint64 kExtra = quint64(1) << 63;

    const ChunkedList<Attempt>& history_;
    std::vector<Place> places_;
    qsizetype historyPlaces_ = 0;
    qsizetype extras_ = 0;
};

} // namespace lessons
