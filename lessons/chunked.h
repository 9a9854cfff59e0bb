// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <iterator>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace lessons {

// How an entry of a chunked container is kept: as bytes, not as objects. A million answers as
// QStrings and QStringLists were ~190 bytes each (24-byte handles plus a heap block per text);
// packed they are ~35. Packing<T> has put(out, value) and get(p) -> T (advancing p); a map's key
// type also has skip(p) and compare(p, key) (< 0, 0, > 0 as the packed key sorts before, equal to
// or after `key`, in the order of the key type's operator<).
template <typename T> struct Packing;

namespace pack {
inline void putVarint(std::string& out, quint64 v) {
    while (v >= 0x80) {
        out.push_back(char(v | 0x80));
        v >>= 7;
    }
    out.push_back(char(v));
}
inline quint64 getVarint(const char*& p) {
    quint64 v = 0;
    for (int shift = 0;; shift += 7) {
        const auto byte = quint8(*p++);
        v |= quint64(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return v;
    }
}
inline void putInt(std::string& out, qint64 v) { // zigzag: small negative numbers stay short
    putVarint(out, (quint64(v) << 1) ^ quint64(v >> 63));
}
inline qint64 getInt(const char*& p) {
    const quint64 v = getVarint(p);
    return qint64(v >> 1) ^ -qint64(v & 1);
}
template <typename T> void putRaw(std::string& out, const T& v) {
    out.append(reinterpret_cast<const char*>(&v), sizeof v);
}
template <typename T> T getRaw(const char*& p) {
    T v;
    std::memcpy(&v, p, sizeof v);
    p += sizeof v;
    return v;
}
// A text as Latin-1 when every character fits, else as its UTF-16 code units: exact for any
// QString (a lone surrogate too), one byte a character for ids and numbers.
inline void putString(std::string& out, const QString& s) {
    const bool narrow =
        std::all_of(s.cbegin(), s.cend(), [](QChar c) { return c.unicode() < 0x100; });
    putVarint(out, (quint64(s.size()) << 1) | (narrow ? 0 : 1));
    if (narrow) {
        for (const QChar c : s)
            out.push_back(char(c.unicode()));
    } else {
        out.append(reinterpret_cast<const char*>(s.constData()), size_t(s.size()) * 2);
    }
}
inline QString getString(const char*& p) {
    const quint64 header = getVarint(p);
    const auto size = qsizetype(header >> 1);
    if (size == 0)
        return QString();
    if (!(header & 1)) {
        const QString s = QString::fromLatin1(p, size);
        p += size;
        return s;
    }
    QString s(size, Qt::Uninitialized);
    std::memcpy(s.data(), p, size_t(size) * 2);
    p += size * 2;
    return s;
}
inline void skipString(const char*& p) {
    const quint64 header = getVarint(p);
    p += qsizetype(header >> 1) * ((header & 1) ? 2 : 1);
}
inline int compareString(const char* p, const QString& key) {
    const char* start = p;
    const quint64 header = getVarint(p);
    if (!(header & 1))
        return -QString::compare(key, QLatin1String(p, qsizetype(header >> 1)));
    return QString::compare(getString(start), key);
}
inline bool equalString(const char* p, const QString& key) {
    const quint64 header = getVarint(p);
    if (qsizetype(header >> 1) != key.size())
        return false;
    if (!(header & 1))
        return QLatin1String(p, key.size()) == key;
    return std::memcmp(p, key.constData(), size_t(key.size()) * 2) == 0;
}
inline void putStrings(std::string& out, const QStringList& list) {
    putVarint(out, quint64(list.size()));
    for (const QString& s : list)
        putString(out, s);
}
inline QStringList getStrings(const char*& p) {
    QStringList list;
    const auto n = qsizetype(getVarint(p));
    list.reserve(n);
    for (qsizetype i = 0; i < n; ++i)
        list.append(getString(p));
    return list;
}
} // namespace pack

template <> struct Packing<int> {
    static void put(std::string& out, int v) { pack::putInt(out, v); }
    static int get(const char*& p) { return int(pack::getInt(p)); }
};
template <> struct Packing<QString> {
    static void put(std::string& out, const QString& v) { pack::putString(out, v); }
    static QString get(const char*& p) { return pack::getString(p); }
    static void skip(const char*& p) { pack::skipString(p); }
    static int compare(const char* p, const QString& key) { return pack::compareString(p, key); }
};

// Containers for the parts of a learner's record that grow without bound (a lesson's answers and
// its history). A copy is as cheap as a QHash's (one pointer), but the entries sit in chunks of
// at most kChunk, each shared on its own: a save's snapshot keeps sharing everything but the one
// chunk the next write copies. So a write while a save runs costs O(kChunk + size / kChunk),
// not O(size) as with QHash or QList, whose first write after a copy copies them whole.
// Entries are packed (Packing<T>), so reading one builds it: iterators, value() and at() give
// values, not references into the container.
namespace detail {
constexpr int kChunk = 512; // a copied chunk is ~20 KB; a million entries make ~2,000-4,000 chunks

// Up to kChunk packed entries back to back; ends[i] is where entry i ends.
struct PackedChunk {
    std::string bytes;
    std::vector<quint32> ends;

    qsizetype size() const { return qsizetype(ends.size()); }
    quint32 begin(qsizetype i) const { return i == 0 ? 0 : ends[size_t(i - 1)]; }
    const char* entry(qsizetype i) const { return bytes.data() + begin(i); }
    void insert(qsizetype i, const std::string& packed) {
        const quint32 at = begin(i);
        const auto n = quint32(packed.size());
        bytes.insert(at, packed);
        ends.insert(ends.begin() + i, at + n);
        for (auto e = ends.begin() + i + 1; e != ends.end(); ++e)
            *e += n;
    }
    void append(const std::string& packed) {
        bytes += packed;
        ends.push_back(quint32(bytes.size()));
    }
    void erase(qsizetype i) {
        const quint32 at = begin(i);
        const quint32 n = ends[size_t(i)] - at;
        bytes.erase(at, n);
        ends.erase(ends.begin() + i);
        for (auto e = ends.begin() + i; e != ends.end(); ++e)
            *e -= n;
    }
    void shrink() {
        bytes.shrink_to_fit();
        ends.shrink_to_fit();
    }
    // Entries [i, size()) moved into a chunk of their own.
    PackedChunk split(qsizetype i) {
        PackedChunk upper;
        const quint32 at = begin(i);
        upper.bytes.assign(bytes, at, std::string::npos);
        for (auto e = ends.begin() + i; e != ends.end(); ++e)
            upper.ends.push_back(*e - at);
        bytes.resize(at);
        ends.resize(size_t(i));
        shrink();
        return upper;
    }
    qsizetype heapBytes() const {
        return qsizetype(bytes.capacity() + ends.capacity() * sizeof(quint32) + sizeof *this);
    }
};

// The chunk at `slot` made unshared, copied only when a snapshot still holds it. use_count()
// is exact enough here: only the owner's thread can raise it from 1. It reads the count
// without ordering, so the fence orders this thread's writes after a save thread's last reads
// of the chunk (its release of the snapshot).
inline PackedChunk& ownChunk(std::shared_ptr<PackedChunk>& slot) {
    if (slot.use_count() != 1)
        slot = std::make_shared<PackedChunk>(*slot);
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

template <typename Chunks> qsizetype chunksHeapBytes(const Chunks& chunks) {
    qsizetype bytes = chunks.capacity() * qsizetype(sizeof(typename Chunks::value_type));
    for (const auto& chunk : chunks)
        bytes += chunk->heapBytes();
    return bytes;
}
} // namespace detail

// A map sorted by key (iteration and keys() in ascending order), with QHash's calls for what
// the record needs.
template <typename K, typename V> class ChunkedMap {
    using Chunk = detail::PackedChunk; // key then value, sorted by key, never empty
    using Chunks = QList<std::shared_ptr<Chunk>>;

public:
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = V;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = V;

        const_iterator() = default;
        K key() const {
            const char* p = entry();
            return Packing<K>::get(p);
        }
        V value() const {
            const char* p = entry();
            Packing<K>::skip(p);
            return Packing<V>::get(p);
        }
        V operator*() const { return value(); }
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
        const char* entry() const { return (*chunks_)[chunk_]->entry(index_); }
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
        return found ? const_iterator(&chunks_, chunk, index).value() : fallback;
    }
    QList<K> keys() const {
        QList<K> out;
        out.reserve(size_);
        for (auto it = cbegin(); it != cend(); ++it)
            out.append(it.key());
        return out;
    }

    void insert(const K& key, const V& value) {
        std::string packed;
        Packing<K>::put(packed, key);
        Packing<V>::put(packed, value);
        if (chunks_.isEmpty()) {
            auto chunk = std::make_shared<Chunk>();
            chunk->append(packed);
            chunks_.append(std::move(chunk));
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
            own.erase(index);
            own.insert(index, packed);
            return;
        }
        ++size_;
        if (int(own.size()) < detail::kChunk) {
            own.insert(index, packed);
            if (int(own.size()) == detail::kChunk)
                own.shrink(); // filled in key order: its spare capacity would stay unused
            return;
        }
        if (chunk == chunks_.size() - 1 && index == int(own.size())) {
            // Appending in key order (reading a file): keep the full chunk full.
            auto next = std::make_shared<Chunk>();
            next->append(packed);
            chunks_.append(std::move(next));
            return;
        }
        own.insert(index, packed);
        auto upper = std::make_shared<Chunk>(own.split(own.size() / 2));
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
        detail::ownChunk(chunks_[chunk]).erase(index);
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
    // The memory the entries take (chunks shared with a copy counted in full).
    qsizetype heapBytes() const { return detail::chunksHeapBytes(chunks_); }

private:
    // (chunk, index, found): where `key` is or would be inserted; chunk == chunkCount() when it
    // sorts after every key.
    std::tuple<int, int, bool> locate(const K& key) const {
        const auto chunk = std::lower_bound(
            chunks_.cbegin(), chunks_.cend(), key, [](const std::shared_ptr<Chunk>& c, const K& k) {
                return Packing<K>::compare(c->entry(c->size() - 1), k) < 0;
            });
        if (chunk == chunks_.cend())
            return {int(chunks_.size()), 0, false};
        const Chunk& entries = **chunk;
        qsizetype low = 0;
        qsizetype high = entries.size();
        while (low < high) { // the first entry whose key is not below `key`
            const qsizetype mid = (low + high) / 2;
            if (Packing<K>::compare(entries.entry(mid), key) < 0)
                low = mid + 1;
            else
                high = mid;
        }
        const bool found =
            low < entries.size() && Packing<K>::compare(entries.entry(low), key) == 0;
        return {int(chunk - chunks_.cbegin()), int(low), found};
    }

    Chunks chunks_;
    qsizetype size_ = 0;
};

// A list that only grows at the end (and is replaced whole when merged), with QList's calls for
// what the record needs.
template <typename T> class ChunkedList {
    using Chunk = detail::PackedChunk; // full (kChunk) except the last one
    using Chunks = QList<std::shared_ptr<Chunk>>;

public:
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = T;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = T;

        const_iterator() = default;
        T operator*() const {
            const char* p = (*chunks_)[chunk_]->entry(index_);
            return Packing<T>::get(p);
        }
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
    T at(qsizetype i) const {
        const char* p = chunks_.at(i / detail::kChunk)->entry(i % detail::kChunk);
        return Packing<T>::get(p);
    }
    T last() const { return at(size_ - 1); }

    const_iterator cbegin() const { return {&chunks_, 0, 0}; }
    const_iterator cend() const { return {&chunks_, int(chunks_.size()), 0}; }
    const_iterator begin() const { return cbegin(); }
    const_iterator end() const { return cend(); }

    void append(const T& item) {
        std::string packed;
        Packing<T>::put(packed, item);
        if (chunks_.isEmpty() || int(chunks_.last()->size()) == detail::kChunk)
            chunks_.append(std::make_shared<Chunk>());
        Chunk& own = detail::ownChunk(chunks_.last());
        own.append(packed);
        if (int(own.size()) == detail::kChunk)
            own.shrink();
        ++size_;
    }
    // Calls visit(entry) with each packed entry in order, without building it, until visit
    // returns false: a search through a long history builds only the entries it keeps.
    template <typename Visit> void visitPacked(Visit visit) const { visitPacked(0, visit); }
    // The same from entry `from` on.
    template <typename Visit> void visitPacked(qsizetype from, Visit visit) const {
        for (qsizetype c = from / detail::kChunk; c < chunks_.size(); ++c) {
            const Chunk& chunk = *chunks_.at(c);
            for (qsizetype i = c == from / detail::kChunk ? from % detail::kChunk : 0;
                 i < chunk.size(); ++i) {
                if (!visit(chunk.entry(i)))
                    return;
            }
        }
    }
    QList<T> toList() const {
        QList<T> out;
        out.reserve(size_);
        for (auto it = cbegin(); it != cend(); ++it)
            out.append(*it);
        return out;
    }

    bool operator==(const ChunkedList& o) const {
        return size_ == o.size_ && std::equal(cbegin(), cend(), o.cbegin(), o.cend());
    }

    // How many leading entries this list and `other` hold alike, byte for byte: all of `other`
    // when this list is `other` with entries appended. Chunks the two still share are taken
    // whole without reading them: a list and its copy cost one comparison a chunk and one
    // chunk's bytes (two lists built apart are compared entry by entry).
    qsizetype commonPrefix(const ChunkedList& other) const {
        qsizetype common = 0;
        const qsizetype chunks = std::min(chunks_.size(), other.chunks_.size());
        for (qsizetype c = 0; c < chunks; ++c) {
            const Chunk& a = *chunks_.at(c);
            const Chunk& b = *other.chunks_.at(c);
            if (&a == &b) {
                common += a.size();
                continue;
            }
            const qsizetype n = std::min(a.size(), b.size());
            qsizetype same = 0;
            while (same < n && a.begin(same) == b.begin(same) &&
                   a.ends[size_t(same)] == b.ends[size_t(same)] &&
                   std::memcmp(a.entry(same), b.entry(same),
                               a.ends[size_t(same)] - a.begin(same)) == 0)
                ++same;
            common += same;
            if (same < a.size() || same < b.size()) // the lists part here
                return common;
        }
        return common;
    }

    int chunkCount() const { return int(chunks_.size()); }
    int chunksSharedWith(const ChunkedList& other) const {
        return detail::commonChunks(chunks_, other.chunks_);
    }
    // The memory the entries take (chunks shared with a copy counted in full).
    qsizetype heapBytes() const { return detail::chunksHeapBytes(chunks_); }

private:
    Chunks chunks_;
    qsizetype size_ = 0;
};

} // namespace lessons
