// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The undo history of a page's edits (lessons/edithistory.h): what makes one entry, what undo
// and redo give back, the bound, and the lock.
#include "lessons/edithistory.h"

#include <QSet>
#include <QSignalSpy>
#include <QTest>

using lessons::EditHistory;

namespace {

// Runs a script against a history and a model of the values it edits (each starts at 0):
//   g / G:desc   a gesture begins (a press), with a description for the whole entry
// (descriptions have no spaces here: the script is split at spaces)
//   e            the gesture ends (the release)
//   s:key:value:desc@ms  a change of key to value, named desc, at ms (Merge::Burst)
//   t:key:value:desc@ms  the same with Merge::Never (a typed value committed with Enter)
//   u / r        undo / redo, applied to the model
//   L:key        key is locked from now on
struct Run {
    QHash<QString, int> values;
    QSet<QString> locked;
};

void play(EditHistory& history, Run& run, const QString& script) {
    history.setLockedCheck([&run](const QString& key) { return run.locked.contains(key); });
    const auto apply = [&run](const QList<QPair<QString, QVariant>>& changes) {
        for (const auto& [key, value] : changes)
            run.values.insert(key, value.toInt());
    };
    for (const QString& op : script.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (op == QLatin1String("g")) {
            history.beginGesture();
        } else if (op.startsWith(QLatin1String("G:"))) {
            history.beginGesture(op.mid(2));
        } else if (op == QLatin1String("e")) {
            history.endGesture();
        } else if (op == QLatin1String("u")) {
            apply(history.undo());
        } else if (op == QLatin1String("r")) {
            apply(history.redo());
        } else if (op.startsWith(QLatin1String("L:"))) {
            run.locked.insert(op.mid(2));
        } else {
            const QStringList at = op.split(QLatin1Char('@'));
            const QStringList parts = at.first().split(QLatin1Char(':'));
            QVERIFY2(parts.size() == 4 && at.size() == 2, qPrintable(op));
            const QString& key = parts.at(1);
            const int value = parts.at(2).toInt();
            history.record(key, run.values.value(key), value, parts.at(3), at.at(1).toLongLong(),
                           parts.at(0) == QLatin1String("t") ? EditHistory::Merge::Never
                                                             : EditHistory::Merge::Burst);
            run.values.insert(key, value);
        }
    }
}

QString valuesText(const Run& run) {
    QStringList keys = run.values.keys();
    keys.sort();
    QStringList out;
    for (const QString& key : keys)
        out.append(QStringLiteral("%1=%2").arg(key).arg(run.values.value(key)));
    return out.join(QLatin1Char(','));
}

} // namespace

class TestEditHistory : public QObject {
    Q_OBJECT
private slots:
    void entries_data();
    void entries();
    void boundKeepsTheNewest();
    void signalsWhatCanBeUndone();
};

void TestEditHistory::entries_data() {
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("values");
    QTest::addColumn<int>("undos");
    QTest::addColumn<int>("redos");
    QTest::addColumn<QString>("undoText");
    QTest::addColumn<QString>("redoText");

    // A drag sends a change per pointer move; however long it pauses, it is one entry.
    QTest::addRow("a drag is one entry") << "g s:a:1:drag@0 s:a:2:drag@10 s:a:3:drag@5000 e"
                                         << "a=3" << 1 << 0 << "drag"
                                         << "";
    QTest::addRow("undo a drag restores its start")
        << "g s:a:1:drag@0 s:a:2:drag@10 s:a:3:drag@20 e u"
        << "a=0" << 0 << 1 << ""
        << "drag";
    QTest::addRow("redo re-applies its end") << "g s:a:1:drag@0 s:a:3:drag@20 e u r"
                                             << "a=3" << 1 << 0 << "drag"
                                             << "";
    QTest::addRow("a drag that changes two keys is undone whole")
        << "g s:b:5:vector@0 s:angle:30:vector@1 s:b:6:vector@2 e u"
        << "angle=0,b=0" << 0 << 1 << ""
        << "vector";
    QTest::addRow("a gesture's description names the entry") << "G:reset s:a:5:x@0 s:b:6:y@0 e"
                                                             << "a=5,b=6" << 1 << 0 << "reset"
                                                             << "";
    QTest::addRow("a reset is one entry")
        << "s:a:4:slider@0 s:b:2:slider_b@2000 G:reset s:a:0:x@3000 s:b:0:y@3000 e"
        << "a=0,b=0" << 3 << 0 << "reset"
        << "";
    QTest::addRow("dragged there and back: nothing to undo") << "g s:a:2:drag@0 s:a:0:drag@10 e"
                                                             << "a=0" << 0 << 0 << ""
                                                             << "";
    QTest::addRow("a press that changes nothing adds nothing") << "s:a:1:slider@0 g e"
                                                               << "a=1" << 1 << 0 << "slider"
                                                               << "";
    // Key steps on one control within kBurstMs of each other: one entry.
    QTest::addRow("a burst of key steps is one entry")
        << "s:a:1:slider@0 s:a:2:slider@300 s:a:3:slider@600 u"
        << "a=0" << 0 << 1 << ""
        << "slider";
    QTest::addRow("a pause ends a burst") << "s:a:1:slider@0 s:a:2:slider@2000 u"
                                          << "a=1" << 1 << 1 << "slider"
                                          << "slider";
    QTest::addRow("another control ends a burst") << "s:a:1:slider_a@0 s:b:1:slider_b@100 u"
                                                  << "a=1,b=0" << 1 << 1 << "slider_a"
                                                  << "slider_b";
    QTest::addRow("a gesture ends a burst")
        << "s:a:1:slider@0 g s:a:2:slider@100 e s:a:3:slider@200"
        << "a=3" << 3 << 0 << "slider"
        << "";
    QTest::addRow("typed values committed one by one are entries of their own")
        << "t:logits:1:typed@0 t:logits:2:typed@100 u"
        << "logits=1" << 1 << 1 << "typed"
        << "typed";
    QTest::addRow("undo twice, redo twice") << "t:a:1:one@0 t:a:2:two@10 u u r r"
                                            << "a=2" << 2 << 0 << "two"
                                            << "";
    QTest::addRow("a new edit after undo drops the redo tail")
        << "t:a:1:one@0 t:a:2:two@10 u t:b:7:three@20"
        << "a=1,b=7" << 2 << 0 << "three"
        << "";
    QTest::addRow("nothing to undo") << "u r"
                                     << "" << 0 << 0 << ""
                                     << "";
    // The lock: a control waiting for its prediction takes no value through undo or redo.
    QTest::addRow("undo of a locked key is refused") << "s:a:4:slider@0 L:a u"
                                                     << "a=4" << 1 << 0 << ""
                                                     << "";
    QTest::addRow("redo of a locked key is refused") << "s:a:4:slider@0 u L:a r"
                                                     << "a=0" << 0 << 1 << ""
                                                     << "";
    QTest::addRow("an entry touching a locked key is refused whole")
        << "g s:a:4:drag@0 s:b:4:drag@0 e L:b u"
        << "a=4,b=4" << 1 << 0 << ""
        << "";
    QTest::addRow("other keys stay undoable") << "s:a:4:slider@0 L:b u"
                                              << "a=0" << 0 << 1 << ""
                                              << "slider";
}

void TestEditHistory::entries() {
    QFETCH(QString, script);
    QFETCH(QString, values);
    QFETCH(int, undos);
    QFETCH(int, redos);
    QFETCH(QString, undoText);
    QFETCH(QString, redoText);
    EditHistory history;
    Run run;
    play(history, run, script);
    QCOMPARE(valuesText(run), values);
    QCOMPARE(history.undoCount(), undos);
    QCOMPARE(history.redoCount(), redos);
    QCOMPARE(history.undoDescription(), undoText);
    QCOMPARE(history.redoDescription(), redoText);
    QCOMPARE(history.canUndo(), !undoText.isEmpty());
    QCOMPARE(history.canRedo(), !redoText.isEmpty());
}

void TestEditHistory::boundKeepsTheNewest() {
    EditHistory history(3);
    Run run;
    play(history, run, QStringLiteral("t:a:1:one@0 t:a:2:two@0 t:a:3:three@0 t:a:4:four@0"));
    QCOMPARE(history.undoCount(), 3);
    play(history, run, QStringLiteral("u u u u"));
    QCOMPARE(run.values.value(QStringLiteral("a")), 1); // "one" fell off the end
    QCOMPARE(history.redoCount(), 3);
    QCOMPARE(EditHistory().maxEntries(), EditHistory::kDefaultMaxEntries);
}

void TestEditHistory::signalsWhatCanBeUndone() {
    EditHistory history;
    QSignalSpy spy(&history, &EditHistory::changed);
    Run run;
    play(history, run, QStringLiteral("t:a:1:one@0"));
    QVERIFY(spy.count() > 0);
    spy.clear();
    play(history, run, QStringLiteral("u"));
    QVERIFY(spy.count() > 0);
    spy.clear();
    history.clear();
    QVERIFY(spy.count() > 0);
    QVERIFY(!history.canUndo() && !history.canRedo());
}

QTEST_GUILESS_MAIN(TestEditHistory)
#include "tst_edithistory.moc"
