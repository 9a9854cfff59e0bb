// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A lab's run table in a lab narrower than its text: the logits give way, the weights stay on
// one line; a list that does not fit stands one key a line, each named as the bars name it, and
// never wraps in its middle.

#include "app/blocks/labruntable.h"

#include "app/charts/keyname.h"
#include "lessons/labsession.h"
#include "lessons/typednumbers.h"

#include <QHeaderView>
#include <QTest>

#include <memory>

using namespace app;

namespace {

// Lesson 2's lab: 0, 4, 2 at dₖ = 1, 4 and 16.
std::unique_ptr<LabRunTable> tableOf(const QList<QList<double>>& logits, int room) {
    lessons::LabSetup setup;
    setup.scores = {0, 4, 2};
    setup.dims = {1, 4, 16};
    const lessons::LabSession session(setup);
    auto table = std::make_unique<LabRunTable>(3, nullptr);
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
    void longerLogitsKeepTheWeightsOnOneLine_data();
    void longerLogitsKeepTheWeightsOnOneLine();
    void weightsAreNamedByTheirKeys();
    void longEntriesStandOneKeyALine_data();
    void longEntriesStandOneKeyALine();
};

void TestLabRunTable::longerLogitsKeepTheWeightsOnOneLine_data() {
    QTest::addColumn<int>("slack"); // px of room past the width "0, 4, 2" needs on one line
    QTest::addRow("no room to spare") << 0;
    QTest::addRow("a few px to spare") << 8;
}

// sp30 shot 24: "0, 4, 2.001" widened the logits column past the lab, every weights cell
// wrapped to three lines and the table grew three times as tall. At the narrowest width that
// holds "0, 4, 2" on one line, only the edited run's row grows: to one line a key (issue 22).
void TestLabRunTable::longerLogitsKeepTheWeightsOnOneLine() {
    QFETCH(int, slack);
    const QList<double> lessons = {0, 4, 2};
    const int room = tableOf({lessons}, 0)->maximumWidth() + slack;
    const auto plain = tableOf({lessons, lessons, lessons}, room);
    const auto edited = tableOf({lessons, lessons, {0, 4, 2.001}}, room);
    for (int row = 0; row < 3; ++row) {
        for (int column = 1; column < edited->columnCount(); ++column) {
            QVERIFY(!plain->item(row, column)->text().contains(QLatin1Char('\n')));
            if (row < 2)
                QCOMPARE(edited->item(row, column)->text(), plain->item(row, column)->text());
        }
        if (row < 2)
            QCOMPARE(edited->rowHeight(row), plain->rowHeight(row));
    }
    QCOMPARE_LE(edited->height(), plain->height() + 2 * plain->rowHeight(0));
    QCOMPARE_LE(edited->horizontalHeader()->length() + 2 * edited->frameWidth(), room);
}

// Issue 22: the cells listed percentages without saying which key each belongs to.
void TestLabRunTable::weightsAreNamedByTheirKeys() {
    const auto table = tableOf({{0, 4, 2}}, 0);
    QCOMPARE(table->horizontalHeaderItem(3)->text(), QStringLiteral("dₖ = 4"));
    const QString nbsp(QChar(0x00a0));
    QCOMPARE(table->item(0, 3)->text(),
             attn::charts::keyName(0) + nbsp + QStringLiteral("9.0%") +
                 LabRunTable::kWeightSeparator + attn::charts::keyName(1) + nbsp +
                 QStringLiteral("66.5%") + LabRunTable::kWeightSeparator +
                 attn::charts::keyName(2) + nbsp + QStringLiteral("24.5%"));
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("0, 4, 2"));
}

void TestLabRunTable::longEntriesStandOneKeyALine_data() {
    QTest::addColumn<QList<double>>("logits");
    QTest::addColumn<int>("slack"); // px past the width the lesson's run needs on one line
    const QList<double> masked = {-1000, 4, 2};
    const QList<double> decimals = {0.123456, 4, 2};
    const QList<double> six = {-1000.25, 4.5, 2.75, 1000.5, 7.125, 3.0625};
    // Room to spare past the earlier runs' line: at exactly their width, the stacked "𝑘₁ −1000"
    // is wider than "0, 4, 2" and every row stands one key a line (uniform, but not "kept").
    for (int slack : {40, 120}) {
        QTest::addRow("-1000, 4, 2 (+%d px)", slack) << masked << slack;
        QTest::addRow("0.123456, 4, 2 (+%d px)", slack) << decimals << slack;
        QTest::addRow("six logits (+%d px)", slack) << six << slack;
    }
}

// Issue 22: "−1000, 4, 2" or "0.123456, 4, 2" re-wrapped the table: the columns jumped width and
// a list of logits broke anywhere ("0.123456, 4," over "2"). Each cell holds its one line or one
// key a line, every line within its column, and the runs before keep their text and height.
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
    for (int row = 0; row < after->rowCount(); ++row) {
        const QString logitsText = after->item(row, 1)->text();
        QStringList stacked;
        const QList<double> scores = row == 2 ? logits
                                     : after->item(row, 1)->text() == QStringLiteral("0, 4, 2")
                                         ? lessons
                                         : QList<double>{0, 8, 4};
        for (qsizetype i = 0; i < scores.size(); ++i)
            stacked.append(attn::charts::keyName(int(i)) + QChar(0x00a0) +
                           lessons::typedNumberText(scores.at(i), QLocale()));
        QVERIFY2(logitsText == lessons::numberListText(scores, QLocale()) ||
                     logitsText == stacked.join(QLatin1Char('\n')),
                 qPrintable(logitsText));
        const bool stackedRow = logitsText.contains(QLatin1Char('\n'));
        for (int column = 1; column < after->columnCount(); ++column) {
            const QString text = after->item(row, column)->text();
            const QStringList lines = text.split(QLatin1Char('\n'));
            // A row that stands one key a line does so in every cell: line i is key i.
            if (stackedRow)
                QCOMPARE(lines.size(), scores.size());
            for (qsizetype i = 0; i < lines.size(); ++i) {
                QVERIFY2(metrics.horizontalAdvance(lines.at(i)) < after->columnWidth(column),
                         qPrintable(QStringLiteral("\"%1\" in a %2 px column")
                                        .arg(lines.at(i))
                                        .arg(after->columnWidth(column))));
                if (lines.size() > 1)
                    QVERIFY2(lines.at(i).startsWith(attn::charts::keyName(int(i))),
                             qPrintable(text));
            }
            QVERIFY2(after->rowHeight(row) >= int(lines.size()) * metrics.lineSpacing(),
                     qPrintable(text));
        }
        // The runs before are left as they were.
        if (row < 2) {
            for (int column = 0; column < after->columnCount(); ++column)
                QCOMPARE(after->item(row, column)->text(), fitted->item(row, column)->text());
            QCOMPARE(after->rowHeight(row), fitted->rowHeight(row));
        }
    }
}

QTEST_MAIN(TestLabRunTable)
#include "tst_labruntable.moc"
