// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The record's chunked containers (lessons/chunked.h): they behave like the QHash and QList they
// replace, checked against those as reference, and a write after a copy copies one chunk only,
// so answering while a save holds a snapshot of a huge lesson stays cheap.
#include "lessons/chunked.h"
#include "lessons/progress.h"
#include "lessons/record.h"

#include <QHash>
#include <QRandomGenerator>
#include <QTest>

#include <map>

using namespace lessons;

namespace {

QString key(int i) {
    return QStringLiteral("q%1").arg(i);
}

// Same entries, in ascending key order.
void compareWithReference(const ChunkedMap<QString, int>& map, const std::map<QString, int>& ref) {
    QCOMPARE(map.size(), qsizetype(ref.size()));
    QCOMPARE(map.isEmpty(), ref.empty());
    auto r = ref.cbegin();
    for (auto it = map.cbegin(); it != map.cend(); ++it, ++r) {
        QCOMPARE(it.key(), r->first);
        QCOMPARE(it.value(), r->second);
    }
    QList<QString> keys;
    for (const auto& entry : ref)
        keys.append(entry.first);
    QCOMPARE(map.keys(), keys);
}

} // namespace

class TestChunked : public QObject {
    Q_OBJECT
private slots:
    void mapMatchesSortedReference_data();
    void mapMatchesSortedReference();
    void mapLookups();
    void mapWriteAfterCopyCopiesOneChunk();
    void mapCopyIsUnchangedByWrites();
    void listMatchesQList();
    void listAppendAfterCopyCopiesOneChunk();
    void snapshotOfStoreSharesAllButOneChunkAfterAnAnswer();
};

void TestChunked::mapMatchesSortedReference_data() {
    QTest::addColumn<int>("operations");
    QTest::addColumn<int>("keyRange");
    QTest::addRow("few keys, many overwrites") << 2000 << 50;
    QTest::addRow("many keys, chunks split") << 6000 << 5000;
    QTest::addRow("many keys, inserts and removals") << 20000 << 3000;
}

void TestChunked::mapMatchesSortedReference() {
    QFETCH(int, operations);
    QFETCH(int, keyRange);
    QRandomGenerator rng(11);
    ChunkedMap<QString, int> map;
    std::map<QString, int> ref;
    for (int i = 0; i < operations; ++i) {
        const QString k = key(int(rng.bounded(keyRange)));
        if (rng.bounded(4) == 0) {
            QCOMPARE(map.remove(k), int(ref.erase(k)));
        } else {
            map.insert(k, i);
            ref[k] = i;
        }
    }
    compareWithReference(map, ref);
}

void TestChunked::mapLookups() {
    ChunkedMap<QString, int> map;
    for (int i = 0; i < 3000; ++i) // in key order, as a file is read, and out of it
        map.insert(key(i), i);
    QVERIFY(map.contains(key(0)));
    QVERIFY(map.contains(key(2999)));
    QVERIFY(!map.contains(QStringLiteral("a"))); // before every key
    QVERIFY(!map.contains(QStringLiteral("z"))); // after every key
    QCOMPARE(map.value(key(1234)), 1234);
    QCOMPARE(map.value(QStringLiteral("z"), -1), -1);
    QCOMPARE(map.constFind(key(77)).value(), 77);
    QCOMPARE(map.constFind(key(77)).key(), key(77));
    QVERIFY(map.constFind(QStringLiteral("z")) == map.cend());
    QCOMPARE(map.remove(QStringLiteral("z")), 0);
    QCOMPARE(map.remove(key(5)), 1);
    QVERIFY(!map.contains(key(5)));
    QCOMPARE(map.size(), 2999);
    map.insert(key(6), -6); // overwrites, size unchanged
    QCOMPARE(map.value(key(6)), -6);
    QCOMPARE(map.size(), 2999);
    // Appended in key order, chunks stay full: a million answers read from a file make
    // a million / kChunk chunks, not twice as many.
    ChunkedMap<QString, int> ordered;
    for (int i = 0; i < 10 * detail::kChunk; ++i)
        ordered.insert(QStringLiteral("%1").arg(i, 6, 10, QLatin1Char('0')), i);
    QCOMPARE(ordered.chunkCount(), 10);
    map.clear();
    QVERIFY(map.isEmpty());
    QVERIFY(map.cbegin() == map.cend());
}

void TestChunked::mapWriteAfterCopyCopiesOneChunk() {
    ChunkedMap<QString, int> map;
    for (int i = 0; i < 20 * detail::kChunk; ++i)
        map.insert(key(i), i);
    const int chunks = map.chunkCount();
    QVERIFY(chunks >= 20);
    const ChunkedMap<QString, int> snapshot = map;
    QCOMPARE(map.chunksSharedWith(snapshot), chunks);
    map.insert(QStringLiteral("new"), 1); // a new key
    QCOMPARE(map.chunksSharedWith(snapshot), chunks - 1);
    const ChunkedMap<QString, int> second = map;
    map.insert(key(3), 33); // an overwrite
    QCOMPARE(map.chunksSharedWith(second), map.chunkCount() - 1);
    const ChunkedMap<QString, int> third = map;
    map.remove(key(4));
    QCOMPARE(map.chunksSharedWith(third), map.chunkCount() - 1);
}

void TestChunked::mapCopyIsUnchangedByWrites() {
    ChunkedMap<QString, int> map;
    std::map<QString, int> ref;
    for (int i = 0; i < 3 * detail::kChunk; ++i) {
        map.insert(key(i), i);
        ref[key(i)] = i;
    }
    const ChunkedMap<QString, int> snapshot = map;
    for (int i = 0; i < 3 * detail::kChunk; i += 7) {
        map.insert(key(i), -i);
        map.remove(key(i + 1));
        map.insert(QStringLiteral("x%1").arg(i), i);
    }
    compareWithReference(snapshot, ref);
    QVERIFY(!(snapshot == map));
}

void TestChunked::listMatchesQList() {
    QList<int> ref;
    ChunkedList<int> list;
    QVERIFY(list.isEmpty());
    for (int i = 0; i < 3 * detail::kChunk + 5; ++i) {
        list.append(i * 3);
        ref.append(i * 3);
    }
    QCOMPARE(list.size(), ref.size());
    QCOMPARE(list.toList(), ref);
    QCOMPARE(list.at(detail::kChunk), ref.at(detail::kChunk));
    QCOMPARE(list.last(), ref.last());
    QCOMPARE(ChunkedList<int>(ref).toList(), ref);
    QVERIFY(ChunkedList<int>(ref) == list);
    QList<int> iterated(list.cbegin(), list.cend());
    QCOMPARE(iterated, ref);
}

void TestChunked::listAppendAfterCopyCopiesOneChunk() {
    ChunkedList<int> list;
    for (int i = 0; i < 10 * detail::kChunk + 3; ++i)
        list.append(i);
    const ChunkedList<int> snapshot = list;
    list.append(-1);
    QCOMPARE(list.chunksSharedWith(snapshot), list.chunkCount() - 1);
    QCOMPARE(snapshot.size(), 10 * detail::kChunk + 3);
    QCOMPARE(snapshot.last(), 10 * detail::kChunk + 2);
    QCOMPARE(list.last(), -1);
}

// What a save holds while the learner answers: the store copied, then one answer recorded.
void TestChunked::snapshotOfStoreSharesAllButOneChunkAfterAnAnswer() {
    ProgressStore store{QString()};
    LessonProgress& lesson = store.lesson(QStringLiteral("big"));
    AnswerRecord answer;
    answer.choices = {QStringLiteral("b")};
    for (int i = 0; i < 20 * detail::kChunk; ++i) {
        answer.typed = QString::number(i);
        addAttempt(&lesson, key(i), answer, false);
    }
    const ProgressStore snapshot = store; // as ProgressKeeper hands it to the save
    answer.typed = QStringLiteral("late");
    addAttempt(&store.lesson(QStringLiteral("big")), QStringLiteral("late"), answer, false);
    const LessonProgress& now = *store.find(QStringLiteral("big"));
    const LessonProgress& saved = *snapshot.find(QStringLiteral("big"));
    QCOMPARE(now.answers.chunksSharedWith(saved.answers), now.answers.chunkCount() - 1);
    QCOMPARE(now.history.chunksSharedWith(saved.history), now.history.chunkCount() - 1);
    QVERIFY(!saved.answers.contains(QStringLiteral("late")));
    QCOMPARE(saved.history.size(), 20 * detail::kChunk);
    QCOMPARE(now.history.last().typed, QStringLiteral("late"));
}

QTEST_GUILESS_MAIN(TestChunked)
#include "tst_chunked.moc"
