// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/recordorder.h"

#include <QHashFunctions>

#include <algorithm>
#include <cstring>
#include <limits>

namespace lessons {
namespace {

// A packed attempt's question id as packed (lessons/recordpack.cpp: a flags byte, then the id):
// two ids are equal exactly when these bytes are.
struct PackedId {
    const char* begin = nullptr;
    qsizetype size = 0;
    bool operator==(const PackedId& o) const {
        return size == o.size && std::memcmp(begin, o.begin, size_t(size)) == 0;
    }
};

PackedId idOf(const char* packedAttempt) {
    const char* p = packedAttempt + 1;
    const char* end = p;
    pack::skipString(end);
    return {p, qsizetype(end - p)};
}

PackedId idAt(const ChunkedList<Attempt>& history, qsizetype i) {
    PackedId id;
    history.visitPacked(i, [&id](const char* p) {
        id = idOf(p);
        return false;
    });
    return id;
}

qint64 hashOf(const PackedId& id) {
    return qint64(qHashBits(id.begin, size_t(id.size)));
}

} // namespace

qint64 timeOrderKey(const QDateTime& at) {
    return at.isValid() ? at.toMSecsSinceEpoch() : std::numeric_limits<qint64>::min();
}

HistoryByQuestion::HistoryByQuestion(const ChunkedList<Attempt>& history)
    : history_(history), first_(size_t(history.size()), false) {
    Q_ASSERT(history.size() <= std::numeric_limits<qint32>::max());
    places_.reserve(size_t(history.size())); // whole: doubling would hold twice at its peak
    history.visitPacked([this](const char* p) {
        places_.push_back({quint32(hashOf(idOf(p))), qint32(places_.size())});
        return true;
    });
    std::sort(places_.begin(), places_.end(), [](const Place& a, const Place& b) {
        return a.hash != b.hash ? a.hash < b.hash : a.pos < b.pos;
    });
    // Within a run of one hash the places ascend: a place is its question's first when no
    // earlier place of the run has its id (ids that only share a hash are few).
    std::vector<PackedId> ids;
    for (size_t begin = 0, end = 0; begin < places_.size(); begin = end) {
        ids.clear();
        for (end = begin; end < places_.size() && places_[end].hash == places_[begin].hash; ++end) {
            const PackedId id = idAt(history, places_[end].pos);
            if (std::find(ids.cbegin(), ids.cend(), id) == ids.cend()) {
                ids.push_back(id);
                first_[size_t(places_[end].pos)] = true;
            }
        }
    }
}

std::vector<qint32> HistoryByQuestion::places(const QString& questionId) const {
    std::string packed;
    pack::putString(packed, questionId);
    const PackedId id{packed.data(), qsizetype(packed.size())};
    const auto hash = quint32(hashOf(id));
    std::vector<qint32> found;
    for (auto it = std::lower_bound(places_.cbegin(), places_.cend(), hash,
                                    [](const Place&p, quint32 h) { return p.hash < h; });
         it != places_.cend() && it->hash == hash; ++it) {
        if (idAt(history_, it->pos) == id)
            found.push_back(it->pos);
    }
    return found;
}

LessonRowOrder::LessonRowOrder(const ChunkedList<Attempt>& history, qsizetype extraRows)
    : history_(history) {
    const qsizetype n = history.size();
    Q_ASSERT(n <= qsizetype(kIndexMask));
    // Reserved whole: growing by doubling would hold twice the places at its peak.
    places_.reserve(size_t(n + extraRows));
    history.visitPacked([this](const char* p) {
        places_.push_back({hashOf(idOf(p)), quint64(places_.size())});
        return true;
    });
    historyPlaces_ = n;
    const auto byKey = [](const Place& a, const Place& b) {
        return a.key != b.key ? a.key < b.key : a.pos < b.pos;
    };
    std::sort(places_.begin(), places_.end(), byKey);
    // Each question's first attempt: within a run of equal hashes the places ascend, and ids
    // that only share a hash are told apart by their bytes.
    std::vector<bool> ranked;
    for (qsizetype begin = 0, end = 0; begin < n; begin = end) {
        end = begin + 1;
        while (end < n && places_[size_t(end)].key == places_[size_t(begin)].key)
            ++end;
        ranked.assign(size_t(end - begin), false);
        for (qsizetype k = begin; k < end; ++k) {
            if (ranked[size_t(k - begin)])
                continue;
            const quint64 first = places_[size_t(k)].pos;
            const PackedId id = idAt(history, qsizetype(first));
            for (qsizetype j = k; j < end; ++j) {
                Place& place = places_[size_t(j)];
                if (ranked[size_t(j - begin)] ||
                    (j != k && !(idAt(history, qsizetype(place.pos)) == id)))
                    continue;
                place.pos = (first << kIndexBits) | place.pos;
                ranked[size_t(j - begin)] = true;
            }
        }
    }
}

bool LessonRowOrder::inHistory(const QString& questionId) const {
    std::string packed;
    pack::putString(packed, questionId);
    const PackedId id{packed.data(), qsizetype(packed.size())};
    const qint64 key = hashOf(id);
    const auto end = places_.cbegin() + historyPlaces_;
    for (auto it = std::lower_bound(places_.cbegin(), end, key,
                                    [](const Place&p, qint64 k) { return p.key < k; });
         it != end && it->key == key; ++it) {
        if (idAt(history_, qsizetype(it->pos & kIndexMask)) == id)
            return true;
    }
    return false;
}

void LessonRowOrder::addExtra(const QDateTime& at) {
    places_.push_back({timeOrderKey(at), kExtra | quint64(extras_++)});
}

void LessonRowOrder::sort() {
    for (qsizetype i = 0; i < historyPlaces_; ++i) {
        Place& place = places_[size_t(i)];
        place.key = timeOrderKey(history_.at(qsizetype(place.pos & kIndexMask)).at);
    }
    std::sort(places_.begin(), places_.end(), [](const Place& a, const Place& b) {
        return a.key != b.key ? a.key < b.key : a.pos < b.pos;
    });
}

} // namespace lessons
