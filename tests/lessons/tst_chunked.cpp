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
#include <QTimeZone>

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

Attempt attemptOf(const QString& questionId, const AnswerRecord& a, bool review) {
    Attempt t;
    t.questionId = questionId;
    t.choices = a.choices;
    t.typed = a.typed;
    t.correct = a.correct;
    t.at = a.at;
    t.checkedAt = a.checkedAt;
    t.review = review;
    return t;
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
    void listCommonPrefixIsExact();
    void snapshotOfStoreSharesAllButOneChunkAfterAnAnswer();
    void keysBeyondLatin1SortAsQString();
    void packedAnswersAndAttemptsComeBackExactly();
    void millionAnswersFitTheMemoryTarget();
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

// What the index of attempts trusts (detail::AttemptIndex): how far two lists hold the same
// entries, whether they share chunks, copied one, or were built apart.
void TestChunked::listCommonPrefixIsExact() {
    ChunkedList<int> list;
    for (int i = 0; i < 2 * detail::kChunk + 10; ++i)
        list.append(i);
    const ChunkedList<int> snapshot = list;
    QCOMPARE(list.commonPrefix(snapshot), list.size());
    list.append(-1); // copies the last chunk
    QCOMPARE(list.commonPrefix(snapshot), snapshot.size());
    QCOMPARE(snapshot.commonPrefix(list), snapshot.size());
    ChunkedList<int> apart = snapshot;
    apart.append(-2);
    QCOMPARE(apart.commonPrefix(list), snapshot.size());
    ChunkedList<int> rebuilt; // no chunk shared, the same entries but one
    for (int i = 0; i < 2 * detail::kChunk + 10; ++i)
        rebuilt.append(i == detail::kChunk + 3 ? 7 : i);
    QCOMPARE(rebuilt.commonPrefix(snapshot), detail::kChunk + 3);
    QCOMPARE(ChunkedList<int>().commonPrefix(snapshot), 0);
    QCOMPARE(snapshot.commonPrefix(ChunkedList<int>()), 0);
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

// Keys are packed as Latin-1 or as UTF-16: both must sort as QString's operator< does (a
// surrogate pair before U+E000..U+FFFF, unlike UTF-8 order), or lookups miss.
void TestChunked::keysBeyondLatin1SortAsQString() {
    const QList<QString> kinds = {
        QStringLiteral("q"),      QStringLiteral("\u00e9"),          QStringLiteral("\u95ee"),
        QStringLiteral("\uff21"), QString::fromUtf16(u"\U0001F600"), QString(QChar(0xd800))};
    ChunkedMap<QString, int> map;
    std::map<QString, int> ref;
    QRandomGenerator rng(5);
    for (int i = 0; i < 4 * detail::kChunk; ++i) {
        const QString k = kinds.at(int(rng.bounded(int(kinds.size())))) +
                          QString::number(rng.bounded(300)) +
                          kinds.at(int(rng.bounded(int(kinds.size()))));
        map.insert(k, i);
        ref[k] = i;
    }
    compareWithReference(map, ref);
    for (const auto& entry : ref) {
        QVERIFY(map.contains(entry.first));
        QCOMPARE(map.value(entry.first, -1), entry.second);
    }
    QVERIFY(!map.contains(QStringLiteral("\u95ee")));
}

// What the student gave comes back as given: texts beyond Latin-1 (a lone surrogate too), an
// empty answer, the values it was checked at, and its time with its kind (UTC, local, offset,
// a named zone, none).
void TestChunked::packedAnswersAndAttemptsComeBackExactly() {
    const qint64 ms = 1764000000123LL;
    QList<QDateTime> times = {QDateTime(), QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC),
                              QDateTime::fromMSecsSinceEpoch(ms, Qt::LocalTime),
                              QDateTime::fromMSecsSinceEpoch(ms, Qt::OffsetFromUTC, -5400),
                              QDateTime::fromMSecsSinceEpoch(-ms, Qt::UTC)};
    const QTimeZone berlin("Europe/Berlin");
    if (berlin.isValid())
        times.append(QDateTime::fromMSecsSinceEpoch(ms, berlin));
    const QString odd = QStringLiteral("\u95ee\u00e9") + QChar(0xdc00) + QStringLiteral("x");
    ChunkedMap<QString, AnswerRecord> answers;
    ChunkedList<Attempt> history;
    for (int i = 0; i < int(times.size()); ++i) {
        AnswerRecord a;
        a.choices = i % 2 ? QStringList{odd, QString(), QStringLiteral("b")} : QStringList{};
        a.typed = i % 3 ? odd : QString();
        a.correct = i % 2;
        a.attempts = i == 4 ? -7 : 100000 * i;
        a.at = times.at(i);
        if (i % 2)
            a.checkedAt = {{QStringLiteral("dk"), 64.0}, {odd, -1e-300}};
        answers.insert(odd + QString::number(i), a);
        Attempt t = attemptOf(odd + QString::number(i), a, i % 2 == 0);
        history.append(t);

        const AnswerRecord back = answers.value(odd + QString::number(i));
        QCOMPARE(back.choices, a.choices);
        QCOMPARE(back.typed, a.typed);
        QCOMPARE(back.correct, a.correct);
        QCOMPARE(back.attempts, a.attempts);
        QCOMPARE(back.checkedAt, a.checkedAt);
        QCOMPARE(back.at.isValid(), a.at.isValid());
        if (a.at.isValid()) {
            QCOMPARE(back.at.toMSecsSinceEpoch(), a.at.toMSecsSinceEpoch());
            QCOMPARE(back.at.timeSpec(), a.at.timeSpec());
            QCOMPARE(back.at.offsetFromUtc(), a.at.offsetFromUtc());
            QCOMPARE(back.at.timeZone(), a.at.timeZone());
        }
        const Attempt tb = history.last();
        QCOMPARE(tb.questionId, t.questionId);
        QCOMPARE(tb.choices, t.choices);
        QCOMPARE(tb.typed, t.typed);
        QCOMPARE(tb.correct, t.correct);
        QCOMPARE(tb.review, t.review);
        QCOMPARE(tb.checkedAt, t.checkedAt);
        QCOMPARE(tb.at, t.at);
        QCOMPARE(tb.at.timeSpec(), t.at.timeSpec());
    }
}

// Issue 20's target: a million answers in one lesson within 100 MiB for the whole application,
// which takes ~24 MiB before its record. Held as objects they took ~190 bytes each (183 MiB);
// packed, answers like the record bench's (an id, a number typed, one choice, a time) must stay
// under 48 bytes, the 1,000,000-answer lesson under 46 MiB.
void TestChunked::millionAnswersFitTheMemoryTarget() {
    ChunkedMap<QString, AnswerRecord> answers;
    ChunkedList<Attempt> history;
    const int n = 40 * detail::kChunk;
    for (int i = 0; i < n; ++i) {
        AnswerRecord a;
        a.choices = {QStringLiteral("b")};
        a.typed = QString::number(i);
        a.correct = i % 3 != 0;
        a.attempts = 1 + i % 4;
        a.at = QDateTime::fromMSecsSinceEpoch(1764000000000LL + i * 1000LL, Qt::UTC);
        answers.insert(QStringLiteral("q%1").arg(i, 6, 10, QLatin1Char('0')), a);
        history.append(attemptOf(QStringLiteral("q%1").arg(i), a, false));
    }
    const double perAnswer = double(answers.heapBytes()) / n;
    const double perAttempt = double(history.heapBytes()) / n;
    qInfo("bytes per answer %.1f, per attempt %.1f", perAnswer, perAttempt);
    QVERIFY2(perAnswer < 48, qPrintable(QString::number(perAnswer)));
    QVERIFY2(perAttempt < 48, qPrintable(QString::number(perAttempt)));
}

QTEST_GUILESS_MAIN(TestChunked)
#include "tst_chunked.moc"
