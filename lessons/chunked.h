// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>

#include <algorithm>
#include <atomic>
#include <iterator>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

namespace lessons {

// Containers for the parts of a learner's record that grow without bound (a lesson's answers and
// its history). A copy is as cheap as a QHash's (one pointer), but the entries sit in chunks of
// at most kChunk, each shared on its own: a save's snapshot keeps sharing everything but the one
// chunk the next write copies. So a write while a save runs costs O(kChunk + size / kChunk),
// not O(size) as with QHash or QList, whose first write after a copy copies them whole.
namespace detail {
constexpr int kChunk = 512; // a copied chunk is ~50 us; a million entries make ~2,000-4,000 chunks

// The chunk at `slot` made unshared, copied only when a snapshot still holds it. use_count()
// is exact enough here: only the owner's thread can raise it from 1. It reads the count
// without ordering, so the fence orders this thread's writes after a save thread's last reads
// of the chunk (its release of the snapshot).
template <typename Chunk> Chunk& ownChunk(std::shared_ptr<Chunk>& slot) {
    if (slot.use_count() != 1)
        slot = std::make_shared<Chunk>(*slot);
    else
        std::atomic_thread_fence(std::memory_order_acquire);
    return *slot;
}

// How many chunks two containers hold in common (by identity): tells a test what a write copied.
template <typename Chunks> int commonChunks(const Chunks& a, const Chunks& b) {
    int shared = 0;
    for (const auto& chunk : a)
        shared += std::find(b.cbegin(), b.cend(), chunk) != b.cend() ? 1 : 0;
    return shared;
}
} // namespace detail

// A map sorted by key (iteration and keys() in ascending order), with QHash's calls for what
// the record needs.
template <typename K, typename V> class ChunkedMap {
    using Chunk = std::vector<std::pair<K, V>>; // sorted by key, never empty
    using Chunks = QList<std::shared_ptr<Chunk>>;

public:
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = V;
        using difference_type = std::ptrdiff_t;
        using pointer = const V*;
        using reference = const V&;

        const_iterator() = default;
        const K& key() const { return entry().first; }
        const V& value() const { return entry().second; }
        const V& operator*() const { return value(); }
        const V* operator->() const { return &value(); }
        const_iterator& operator++() {
            if (++index_ == int((*chunks_)[chunk_]->size())) {
                ++chunk_;
                index_ = 0;
            }
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator before = *this;
            ++*this;
            return before;
        }
        bool operator==(const const_iterator& o) const {
            return chunk_ == o.chunk_ && index_ == o.index_;
        }
        bool operator!=(const const_iterator& o) const { return !(*this == o); }

    private:
        friend class ChunkedMap;
        const_iterator(const Chunks* chunks, int chunk, int index)
            : chunks_(chunks), chunk_(chunk), index_(index) {}
        const std::pair<K, V>& entry() const { return (*chunks_)[chunk_]->at(size_t(index_)); }
        const Chunks* chunks_ = nullptr;
        int chunk_ = 0;
        int index_ = 0;
    };

    qsizetype size() const { return size_; }
    bool isEmpty() const { return size_ == 0; }
    qsizetype count() const { return size_; }
    void clear() {
        chunks_.clear();
        size_ = 0;
    }

    const_iterator cbegin() const { return {&chunks_, 0, 0}; }
    const_iterator cend() const { return {&chunks_, int(chunks_.size()), 0}; }
    const_iterator begin() const { return cbegin(); }
    const_iterator end() const { return cend(); }
    const_iterator constFind(const K& key) const {
        const auto [chunk, index, found] = locate(key);
        return found ? const_iterator(&chunks_, chunk, index) : cend();
    }
    const_iterator find(const K& key) const { return constFind(key); }

    bool contains(const K& key) const { return std::get<2>(locate(key)); }
    V value(const K& key, const V& fallback = V()) const {
        const auto [chunk, index, found] = locate(key);
        return found ? chunks_.at(chunk)->at(size_t(index)).second : fallback;
    }
    QList<K> keys() const {
        QList<K> out;
        out.reserve(size_);
        for (const auto& chunk : chunks_) {
            for (const auto& entry : *chunk)
                out.append(entry.first);
        }
        return out;
    }

    void insert(const K& key, const V& value) {
        if (chunks_.isEmpty()) {
            chunks_.append(std::make_shared<Chunk>(Chunk{{key, value}}));
            ++size_;
            return;
        }
        auto [chunk, index, found] = locate(key);
        if (chunk == chunks_.size()) { // after every key: the end of the last chunk
            --chunk;
            index = int(chunks_.at(chunk)->size());
        }
        Chunk& own = detail::ownChunk(chunks_[chunk]);
        if (found) {
            own[size_t(index)].second = value;
            return;
        }
        ++size_;
        if (int(own.size()) < detail::kChunk) {
            own.insert(own.begin() + index, {key, value});
            return;
        }
        if (chunk == chunks_.size() - 1 && index == int(own.size())) {
            // Appending in key order (reading a file): keep the full chunk full.
            chunks_.append(std::make_shared<Chunk>(Chunk{{key, value}}));
            return;
        }
        own.insert(own.begin() + index, {key, value});
        auto upper = std::make_shared<Chunk>(std::make_move_iterator(own.begin() + own.size() / 2),
                                             std::make_move_iterator(own.end()));
        own.erase(own.begin() + own.size() / 2, own.end());
        chunks_.insert(chunk + 1, std::move(upper));
    }
    int remove(const K& key) {
        const auto [chunk, index, found] = locate(key);
        if (!found)
            return 0;
        --size_;
        if (chunks_.at(chunk)->size() == 1) {
            chunks_.removeAt(chunk);
            return 1;
        }
        Chunk& own = detail::ownChunk(chunks_[chunk]);
        own.erase(own.begin() + index);
        return 1;
    }

    bool operator==(const ChunkedMap& o) const {
        if (size_ != o.size_)
            return false;
        for (auto a = cbegin(), b = o.cbegin(); a != cend(); ++a, ++b) {
            if (!(a.key() == b.key() && a.value() == b.value()))
                return false;
        }
        return true;
    }

    int chunkCount() const { return int(chunks_.size()); }
    int chunksSharedWith(const ChunkedMap& other) const {
        return detail::commonChunks(chunks_, other.chunks_);
    }

private:
    // (chunk, index, found): where `key` is or would be inserted; chunk == chunkCount() when it
    // sorts after every key.
    std::tuple<int, int, bool> locate(const K& key) const {
        const auto chunk = std::lower_bound(
            chunks_.cbegin(), chunks_.cend(), key,
            [](const std::shared_ptr<Chunk>& c, const K& k) { return c->back().first < k; });
        if (chunk == chunks_.cend())
            return {int(chunks_.size()), 0, false};
        const Chunk& entries = **chunk;
        const auto entry =
            std::lower_bound(entries.cbegin(), entries.cend(), key,
                             [](const std::pair<K, V>& e, const K& k) { return e.first < k; });
        return {int(chunk - chunks_.cbegin()), int(entry - entries.cbegin()), entry->first == key};
    }

    Chunks chunks_;
    qsizetype size_ = 0;
};

// A list that only grows at the end (and is replaced whole when merged), with QList's calls for
// what the record needs.
template <typename T> class ChunkedList {
    using Chunk = std::vector<T>; // full (kChunk) except the last one
    using Chunks = QList<std::shared_ptr<Chunk>>;

public:
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = const T*;
        using reference = const T&;

        const_iterator() = default;
        const T& operator*() const { return (*chunks_)[chunk_]->at(size_t(index_)); }
        const T* operator->() const { return &**this; }
        const_iterator& operator++() {
            if (++index_ == int((*chunks_)[chunk_]->size())) {
                ++chunk_;
                index_ = 0;
            }
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator before = *this;
            ++*this;
            return before;
        }
        bool operator==(const const_iterator& o) const {
            return chunk_ == o.chunk_ && index_ == o.index_;
        }
        bool operator!=(const const_iterator& o) const { return !(*this == o); }

    private:
        friend class ChunkedList;
        const_iterator(const Chunks* chunks, int chunk, int index)
            : chunks_(chunks), chunk_(chunk), index_(index) {}
        const Chunks* chunks_ = nullptr;
        int chunk_ = 0;
        int index_ = 0;
    };

    ChunkedList() = default;
    ChunkedList(const QList<T>& items) { // NOLINT: a QList converts, as the record's callers need
        for (const T& item : items)
            append(item);
    }

    qsizetype size() const { return size_; }
    bool isEmpty() const { return size_ == 0; }
    void clear() {
        chunks_.clear();
        size_ = 0;
    }
    const T& at(qsizetype i) const {
        return chunks_.at(i / detail::kChunk)->at(size_t(i % detail::kChunk));
    }
    const T& last() const { return chunks_.last()->back(); }

    const_iterator cbegin() const { return {&chunks_, 0, 0}; }
    const_iterator cend() const { return {&chunks_, int(chunks_.size()), 0}; }
    const_iterator begin() const { return cbegin(); }
    const_iterator end() const { return cend(); }

    void append(const T& item) {
        if (chunks_.isEmpty() || int(chunks_.last()->size()) == detail::kChunk) {
            auto chunk = std::make_shared<Chunk>();
            chunk->reserve(detail::kChunk);
            chunks_.append(std::move(chunk));
        }
        detail::ownChunk(chunks_.last()).push_back(item);
        ++size_;
    }
    QList<T> toList() const { return QList<T>(cbegin(), cend()); }

    bool operator==(const ChunkedList& o) const {
        return size_ == o.size_ && std::equal(cbegin(), cend(), o.cbegin(), o.cend());
    }

    int chunkCount() const { return int(chunks_.size()); }
    int chunksSharedWith(const ChunkedList& other) const {
        return detail::commonChunks(chunks_, other.chunks_);
    }

private:
    Chunks chunks_;
    qsizetype size_ = 0;
};

} // namespace lessons
