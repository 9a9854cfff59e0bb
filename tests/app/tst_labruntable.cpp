// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A lab's run table in a lab narrower than its text: the logits give way, the weights stay on
// one line.

#include "app/blocks/labruntable.h"

#include "lessons/labsession.h"

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
};

void TestLabRunTable::longerLogitsKeepTheWeightsOnOneLine_data() {
    QTest::addColumn<int>("slack"); // px of room past the width "0, 4, 2" needs on one line
    QTest::addRow("no room to spare") << 0;
    QTest::addRow("a few px to spare") << 8;
}

// sp30 shot 24: "0, 4, 2.001" widened the logits column past the lab, every weights cell
// wrapped to three lines and the table grew three times as tall. At the narrowest width that
// holds "0, 4, 2" on one line, one more line at most (the logits' own).
void TestLabRunTable::longerLogitsKeepTheWeightsOnOneLine() {
    QFETCH(int, slack);
    const QList<double> lessons = {0, 4, 2};
    const int room = tableOf({lessons}, 0)->maximumWidth() + slack;
    const auto plain = tableOf({lessons, lessons, lessons}, room);
    const auto edited = tableOf({lessons, lessons, {0, 4, 2.001}}, room);
    QVERIFY(!plain->item(0, 2)->text().contains(QLatin1Char('\n')));
    for (int column = 2; column < edited->columnCount(); ++column)
        QVERIFY2(!edited->item(2, column)->text().contains(QLatin1Char('\n')),
                 qPrintable(edited->item(2, column)->text()));
    QCOMPARE_LE(edited->height(), plain->height() + plain->rowHeight(0));
    QCOMPARE_LE(edited->horizontalHeader()->length() + 2 * edited->frameWidth(), room);
}

QTEST_MAIN(TestLabRunTable)
#include "tst_labruntable.moc"
