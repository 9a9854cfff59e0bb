// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The per-learner option order (lessons/optionorder.h) and the learner id the record keeps.
#include "lessons/lesson.h"
#include "lessons/optionorder.h"
#include "lessons/progress.h"
#include "lessons/record.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace lessons;

namespace {

const QStringList kFour = {QStringLiteral("right"), QStringLiteral("b"), QStringLiteral("c"),
                           QStringLiteral("d")};

QString learner(int i) {
    return QStringLiteral("learner-%1").arg(i);
}

bool isPermutation(QList<int> order, int n) {
    std::sort(order.begin(), order.end());
    for (int i = 0; i < n; ++i) {
        if (order.value(i, -1) != i)
            return false;
    }
    return order.size() == n;
}

} // namespace

class TestOptionOrder : public QObject {
    Q_OBJECT
private slots:
    void isAPermutation_data();
    void isAPermutation();
    void noLearnerKeepsTheWrittenOrder();
    void sameLearnerSameOrderAfterRestart();
    void reviewRoundGivesAnotherOrder();
    void pinnedStaysPut_data();
    void pinnedStaysPut();
    void rightAnswerIsNotAlwaysFirst();
    void differentLearnersDiffer();
    void newLearnerIdsAreRandomHex();
    void importKeepsTheLearnerId();
};

void TestOptionOrder::isAPermutation_data() {
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("round");
    for (int n : {1, 2, 3, 4, 7})
        for (int round : {0, 1, 5})
            QTest::addRow("%d options, round %d", n, round) << n << round;
}

void TestOptionOrder::isAPermutation() {
    QFETCH(int, count);
    QFETCH(int, round);
    QStringList ids;
    for (int i = 0; i < count; ++i)
        ids.append(QStringLiteral("o%1").arg(i));
    for (int l = 0; l < 50; ++l)
        QVERIFY(isPermutation(optionOrder(learner(l), QStringLiteral("q"), ids, {}, round), count));
}

void TestOptionOrder::noLearnerKeepsTheWrittenOrder() {
    QCOMPARE(optionOrder(QString(), QStringLiteral("q"), kFour, {}), QList<int>({0, 1, 2, 3}));
}

void TestOptionOrder::sameLearnerSameOrderAfterRestart() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    QString id;
    QList<int> before;
    {
        ProgressStore store(path);
        QVERIFY(store.load().ok);
        QVERIFY(store.learnerId().isEmpty());
        store.setLearnerId(newLearnerId());
        id = store.learnerId();
        before = optionOrder(id, QStringLiteral("predict-mixture"), kFour, {});
        QVERIFY(store.save());
    }
    ProgressStore again(path); // a new session reads the same file
    QVERIFY(again.load().ok);
    QCOMPARE(again.learnerId(), id);
    QCOMPARE(optionOrder(again.learnerId(), QStringLiteral("predict-mixture"), kFour, {}), before);
}

void TestOptionOrder::reviewRoundGivesAnotherOrder() {
    int differentRounds = 0;
    for (int l = 0; l < 300; ++l) {
        const QList<int> page = optionOrder(learner(l), QStringLiteral("q"), kFour, {}, 0);
        QCOMPARE(optionOrder(learner(l), QStringLiteral("q"), kFour, {}, 0), page);
        for (int round = 1; round <= 3; ++round)
            QVERIFY(optionOrder(learner(l), QStringLiteral("q"), kFour, {}, round) != page);
        differentRounds += optionOrder(learner(l), QStringLiteral("q"), kFour, {}, 1) !=
                                   optionOrder(learner(l), QStringLiteral("q"), kFour, {}, 2)
                               ? 1
                               : 0;
    }
    // Rounds differ from one another too, except by chance (1 in 23 for the 23 orders left).
    QVERIFY2(differentRounds > 250, qPrintable(QString::number(differentRounds)));
    // Two options and one of them pinned: nothing can move, in any round.
    QCOMPARE(optionOrder(learner(1), QStringLiteral("q"),
                         {QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("b")}, 1),
             QList<int>({0, 1}));
}

void TestOptionOrder::pinnedStaysPut_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("pinned");
    const QStringList withNone = kFour + QStringList{QStringLiteral("none")};
    QTest::addRow("last") << withNone << QStringList{QStringLiteral("none")};
    QTest::addRow("first") << kFour << QStringList{QStringLiteral("right")};
    QTest::addRow("middle two") << withNone
                                << QStringList{QStringLiteral("b"), QStringLiteral("c")};
    QTest::addRow("unknown id ignored") << kFour << QStringList{QStringLiteral("zz")};
}

void TestOptionOrder::pinnedStaysPut() {
    QFETCH(QStringList, options);
    QFETCH(QStringList, pinned);
    int moved = 0;
    for (int l = 0; l < 200; ++l) {
        for (int round : {0, 1, 2}) {
            const QList<int> order =
                optionOrder(learner(l), QStringLiteral("q"), options, pinned, round);
            QVERIFY(isPermutation(order, int(options.size())));
            for (int i = 0; i < options.size(); ++i) {
                if (pinned.contains(options[i]))
                    QCOMPARE(order[i], i);
                else
                    moved += order[i] != i ? 1 : 0;
            }
        }
    }
    QVERIFY(moved > 0); // the others are shuffled
}

void TestOptionOrder::rightAnswerIsNotAlwaysFirst() {
    // Where the first written option (the right one, as authors tend to write it) is shown,
    // over 3000 learners: each of the four places about a quarter of the time. The band is
    // 5 binomial standard deviations (sqrt(3000 * 1/4 * 3/4) = 23.7) around 750.
    QList<int> at(4, 0);
    for (int l = 0; l < 3000; ++l)
        ++at[int(optionOrder(learner(l), QStringLiteral("q"), kFour, {}).indexOf(0))];
    for (int place = 0; place < 4; ++place)
        QVERIFY2(std::abs(at[place] - 750) < 119, qPrintable(QString::number(at[place])));
}

void TestOptionOrder::differentLearnersDiffer() {
    QSet<QString> orders;
    for (int l = 0; l < 200; ++l) {
        QStringList shown;
        for (int i : optionOrder(learner(l), QStringLiteral("q"), kFour, {}))
            shown.append(QString::number(i));
        orders.insert(shown.join(QLatin1Char(',')));
    }
    QCOMPARE(orders.size(), 24); // all 4! orders occur among 200 learners
    // Another question of the same learner is ordered on its own.
    int same = 0;
    for (int l = 0; l < 200; ++l)
        same += optionOrder(learner(l), QStringLiteral("q1"), kFour, {}) ==
                        optionOrder(learner(l), QStringLiteral("q2"), kFour, {})
                    ? 1
                    : 0;
    QVERIFY2(same < 40, qPrintable(QString::number(same))); // 1 in 24 expected: about 8
}

void TestOptionOrder::newLearnerIdsAreRandomHex() {
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{32}$"));
    QSet<QString> ids;
    for (int i = 0; i < 100; ++i) {
        const QString id = newLearnerId();
        QVERIFY2(hex.match(id).hasMatch(), qPrintable(id));
        ids.insert(id);
    }
    QCOMPARE(ids.size(), 100);
}

void TestOptionOrder::importKeepsTheLearnerId() {
    ProgressStore mine{QString()};
    mine.setLearnerId(QStringLiteral("aaaa"));
    ProgressStore other{QString()};
    other.setLearnerId(QStringLiteral("bbbb"));
    mergeRecords(&mine, other);
    QCOMPARE(mine.learnerId(), QStringLiteral("aaaa"));
    ProgressStore fresh{QString()};
    mergeRecords(&fresh, other);
    QCOMPARE(fresh.learnerId(), QStringLiteral("bbbb"));
    // A learner id of the wrong type is kept as it was and reported, never dropped.
    ProgressStore odd{QString()};
    QString error;
    QVERIFY(odd.fromJson(R"({"version":1,"learnerId":42,"lessons":{}})", &error));
    QVERIFY(odd.learnerId().isEmpty());
    QVERIFY(odd.toJson().contains("\"learnerId\":42"));
}

QTEST_GUILESS_MAIN(TestOptionOrder)
#include "tst_optionorder.moc"
