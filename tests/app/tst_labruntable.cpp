// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A lab's run table: one column per key, one row per run and head dimension; in a lab narrower
// than its text the logits give way, one key a line, each named as the bars name it, and a list
// never wraps in its middle; a weight never breaks.

#include "app/blocks/labruntable.h"

#include "app/charts/keyname.h"
#include "lessons/labsession.h"
#include "lessons/typednumbers.h"

#include <QHeaderView>
#include <QTest>

#include <memory>

using namespace app;

namespace {

// Lesson 2's lab's logits at dₖ = 1, 4 and 16.
std::unique_ptr<LabRunTable> tableOf(const QList<QList<double>>& logits, int room) {
    lessons::LabSetup setup;
    setup.scores = {0, 4, 2};
    setup.dims = {1, 4, 16};
    const lessons::LabSession session(setup);
    auto table = std::make_unique<LabRunTable>(3, nullptr);
    // Lesson 2's lab at dₖ = 1, 4 and 16: one row each.
    QList<lessons::LabRun> runs;
    for (const QList<double>& scores : logits) {
        runs.append(session.compute(scores, setup.dims).valueOr({}));
        table->appendRun(runs.last(), runs);
    }
    table->fitTo(room);
    table->show();
    return table;
}

} // namespace

class TestLabRunTable : public QObject {
    Q_OBJECT

private slots:
    void oneColumnPerKeyAndOneRowPerDimension();
    void longerLogitsKeepTheWeightsOnOneLine_data();
    void longerLogitsKeepTheWeightsOnOneLine();
    void longEntriesStandOneKeyALine_data();
    void longEntriesStandOneKeyALine();
};

// sp37 #4: a run's three weights stood stacked in one cell per head dimension. Each key has its
// column, each head dimension its row, and a weight cell holds one weight by the percent rule.
void TestLabRunTable::oneColumnPerKeyAndOneRowPerDimension() {
    const auto table = tableOf({{0, 4, 2}, {0, 8, 4}}, 0);
    QCOMPARE(table->columnCount(), LabRunTable::kFirstKeyColumn + 3);
    QCOMPARE(table->rowCount(), 6);
    QCOMPARE(table->runCount(), 2);
    QCOMPARE(table->firstRowOfRun(1), 3);
    QCOMPARE(table->logitsOfRun(0), QStringLiteral("0, 4, 2"));
    QCOMPARE(table->logitsOfRun(1), QStringLiteral("0, 8, 4"));
    QCOMPARE(table->rowSpan(0, LabRunTable::kLogitsColumn), 3);
    for (int key = 0; key < 3; ++key)
        QCOMPARE(table->horizontalHeaderItem(LabRunTable::kFirstKeyColumn + key)->text(),
                 attn::charts::keyName(key));
    // Run 1 at dₖ = 4: 0, 4, 2 divided by 2.
    QCOMPARE(table->item(1, LabRunTable::kDimColumn)->text(), QStringLiteral("4"));
    const QStringList expected{QStringLiteral("9.0%"), QStringLiteral("66.5%"),
                               QStringLiteral("24.5%")};
    for (int key = 0; key < 3; ++key)
        QCOMPARE(table->item(1, LabRunTable::kFirstKeyColumn + key)->text(), expected.at(key));
}

void TestLabRunTable::longerLogitsKeepTheWeightsOnOneLine_data() {
    QTest::addColumn<int>("slack"); // px of room past the width "0, 4, 2" needs on one line
    QTest::addRow("no room to spare") << 0;
    QTest::addRow("a few px to spare") << 8;
}

// sp30 shot 24: "0, 4, 2.001" widened the logits column past the lab and every weights cell
// wrapped. At the narrowest width that holds "0, 4, 2" on one line, only the edited run's
// logits stand one key a line; no weight cell ever breaks.
void TestLabRunTable::longerLogitsKeepTheWeightsOnOneLine() {
    QFETCH(int, slack);
    const QList<double> lessons = {0, 4, 2};
    const int room = tableOf({lessons}, 0)->maximumWidth() + slack;
    const auto plain = tableOf({lessons, lessons, lessons}, room);
    const auto edited = tableOf({lessons, lessons, {0, 4, 2.001}}, room);
    for (int row = 0; row < plain->rowCount(); ++row) {
        for (int column = 0; column < edited->columnCount(); ++column) {
            QVERIFY(!plain->item(row, column)->text().contains(QLatin1Char('\n')));
            if (column >= LabRunTable::kDimColumn)
                QVERIFY(!edited->item(row, column)->text().contains(QLatin1Char('\n')));
            if (row < edited->firstRowOfRun(2))
                QCOMPARE(edited->item(row, column)->text(), plain->item(row, column)->text());
        }
    }
    QCOMPARE_LE(edited->horizontalHeader()->length() + 2 * edited->frameWidth(), room);
}

void TestLabRunTable::longEntriesStandOneKeyALine_data() {
    QTest::addColumn<QList<double>>("logits");
    QTest::addColumn<int>("slack"); // px past the width the lesson's run needs on one line
    const QList<double> masked = {-1000, 4, 2};
    const QList<double> decimals = {0.123456, 4, 2};
    for (int slack : {40, 120}) {
        QTest::addRow("-1000, 4, 2 (+%d px)", slack) << masked << slack;
        QTest::addRow("0.123456, 4, 2 (+%d px)", slack) << decimals << slack;
    }
}

// Issue 22: "0.123456, 4, 2" broke anywhere ("0.123456, 4," over "2"). A logits cell holds its
// one line or one key a line, every line within its column, and the runs before keep their text.
void TestLabRunTable::longEntriesStandOneKeyALine() {
    QFETCH(QList<double>, logits);
    QFETCH(int, slack);
    const QList<double> lessons = {0, 4, 2};
    const auto before = tableOf({lessons, {0, 8, 4}}, 0);
    const int room = before->maximumWidth() + slack;
    const auto fitted = tableOf({lessons, {0, 8, 4}}, room);
    const auto after = tableOf({lessons, {0, 8, 4}, logits}, room);
    QCOMPARE_LE(after->horizontalHeader()->length() + 2 * after->frameWidth(), room);
    const QFontMetrics metrics(after->font());
    for (int run = 0; run < after->runCount(); ++run) {
        const QList<double> scores = run == 2   ? logits
                                     : run == 1 ? QList<double>{0, 8, 4}
                                                : lessons;
        const QString text =
            after->item(after->firstRowOfRun(run), LabRunTable::kLogitsColumn)->text();
        QStringList stacked;
        for (qsizetype i = 0; i < scores.size(); ++i)
            stacked.append(attn::charts::keyName(int(i)) + QChar(0x00a0) +
                           lessons::typedNumberText(scores.at(i), QLocale()));
        QVERIFY2(text == lessons::numberListText(scores, QLocale()) ||
                     text == stacked.join(QLatin1Char('\n')),
                 qPrintable(text));
        for (const QString& line : text.split(QLatin1Char('\n')))
            QVERIFY2(metrics.horizontalAdvance(line) <
                         after->columnWidth(LabRunTable::kLogitsColumn),
                     qPrintable(line));
        if (run < 2)
            QCOMPARE(text,
                     fitted->item(fitted->firstRowOfRun(run), LabRunTable::kLogitsColumn)->text());
    }
}

QTEST_MAIN(TestLabRunTable)
#include "tst_labruntable.moc"
