// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Live parameter values of a lesson's controls.
#include "lessons/lesson.h"
#include "lessons/parameters.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace lessons;

class TestParameters : public QObject {
    Q_OBJECT
private slots:
    void setValueSignalsOnlyChanges();
    void numbers();
    void fromLesson();
    void reachableValuesOfEachControl();
    void restoreSavedFitsTheLesson_data();
    void restoreSavedFitsTheLesson();
};

void TestParameters::setValueSignalsOnlyChanges() {
    ParameterSet set;
    QSignalSpy spy(&set, &ParameterSet::changed);
    set.define(QStringLiteral("dk"), 16.0);
    QCOMPARE(spy.count(), 0); // defining is not a change
    set.setValue(QStringLiteral("dk"), 16.0);
    QCOMPARE(spy.count(), 0);
    set.setValue(QStringLiteral("dk"), 64.0);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("dk"));
    QCOMPARE(set.number(QStringLiteral("dk")), 64.0);
    set.setValue(QStringLiteral("gain"), true); // an undefined name is defined by the first set
    QCOMPARE(spy.count(), 2);
    QCOMPARE(set.names(), QStringList({QStringLiteral("dk"), QStringLiteral("gain")}));
    set.clear();
    QVERIFY(set.names().isEmpty());
    QVERIFY(!set.contains(QStringLiteral("dk")));
}

void TestParameters::numbers() {
    ParameterSet set;
    set.define(QStringLiteral("gain"), true);
    set.define(QStringLiteral("query"), QStringLiteral("peaked"));
    set.define(QStringLiteral("t"), 0.5);
    QCOMPARE(set.number(QStringLiteral("gain")), 1.0);
    QCOMPARE(set.number(QStringLiteral("query")), 0.0);
    QCOMPARE(set.number(QStringLiteral("missing")), 0.0);
    const QHash<QString, double> values = set.numericValues();
    QCOMPARE(values.size(), 2); // the choice is not a number
    QCOMPARE(values.value(QStringLiteral("t")), 0.5);
}

void TestParameters::fromLesson() {
    const QByteArray text =
        "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
        "```slider\nparam: dk\nlabel: L\nvalues: 1, 4, 16\ndefault: 4\n```\n"
        "```toggle\nparam: gain\nlabel: G\ndefault: on\n```\n"
        "```choice\nparam: q\nlabel: Q\noption a: A\noption b: B\n```\n"
        "```chart\nid: c\nkind: softmax\nscores a: 1, 2\nscores b: 2, 1\nquery: @q\ndk: "
        "@dk\nscale: @gain\n```\n";
    const ParseResult r = parseLesson(text, QStringLiteral("p.lesson.md"));
    QVERIFY(r.lesson.has_value());
    ParameterSet set;
    set.defineFromLesson(*r.lesson);
    QCOMPARE(set.names(),
             QStringList({QStringLiteral("dk"), QStringLiteral("gain"), QStringLiteral("q")}));
    QCOMPARE(set.value(QStringLiteral("dk")).toDouble(), 4.0);
    QCOMPARE(set.value(QStringLiteral("gain")).toBool(), true);
    QCOMPARE(set.value(QStringLiteral("q")).toString(), QStringLiteral("a")); // first option
}

// What a table fills its columns over: read from the controls' specs (it compared type strings in
// app/blocks/tableblock.cpp).
void TestParameters::reachableValuesOfEachControl() {
    const QByteArray text =
        "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
        "```slider\nparam: dk\nlabel: L\nvalues: 1, 4, 16\ndefault: 4\n```\n"
        "```slider\nparam: t\nlabel: T\nmin: 0.5\nmax: 1.5\nstep: 0.25\ndefault: 1\n```\n"
        "```slider\nparam: n\nlabel: N\nmin: 0\nmax: 1000\nstep: 1\ndefault: 1\n```\n"
        "```toggle\nparam: gain\nlabel: G\ndefault: on\n```\n"
        "```choice\nparam: q\nlabel: Q\noption a: A\noption b: B\n```\n"
        "```chart\nid: c\nkind: softmax\nscores a: 1, 2\nscores b: 2, 1\nquery: @q\ndk: "
        "@dk\nscale: @gain\ntemperature: @t\n```\n"
        "```readout\ntext: {n|0}\n```\n";
    const ParseResult r = parseLesson(text, QStringLiteral("p.lesson.md"));
    QVERIFY2(r.lesson.has_value(),
             qPrintable(r.diagnostics.isEmpty() ? QString() : r.diagnostics.first().toString()));
    const QList<Block>& blocks = r.lesson->blocks;
    QCOMPARE(reachableValues(blocks, QStringLiteral("dk")), QList<QVariant>({1.0, 4.0, 16.0}));
    QCOMPARE(reachableValues(blocks, QStringLiteral("t")),
             QList<QVariant>({0.5, 0.75, 1.0, 1.25, 1.5}));
    const QList<QVariant> many = reachableValues(blocks, QStringLiteral("n"));
    QCOMPARE(many.size(), 200); // capped, both ends kept
    QCOMPARE(many.first().toDouble(), 0.0);
    QCOMPARE(many.last().toDouble(), 1000.0);
    QCOMPARE(reachableValues(blocks, QStringLiteral("gain")), QList<QVariant>({false, true}));
    QCOMPARE(reachableValues(blocks, QStringLiteral("q")),
             QList<QVariant>({QStringLiteral("a"), QStringLiteral("b")}));
    QVERIFY(reachableValues(blocks, QStringLiteral("nothing")).isEmpty());
}

// A saved position meets the lesson as the instructor has edited it since: clamped, snapped to a
// stop or step, or left out, never taken as it is.
void TestParameters::restoreSavedFitsTheLesson_data() {
    QTest::addColumn<QString>("param");
    QTest::addColumn<QVariant>("saved");
    QTest::addColumn<QVariant>("expected"); // invalid: dropped, the default stays
    QTest::addRow("stop kept") << "dk" << QVariant(16.0) << QVariant(16.0);
    QTest::addRow("between stops") << "dk" << QVariant(11.0) << QVariant(16.0);
    QTest::addRow("above the stops") << "dk" << QVariant(1024.0) << QVariant(16.0);
    QTest::addRow("below the range") << "t" << QVariant(-3.0) << QVariant(0.5);
    QTest::addRow("above the range") << "t" << QVariant(9.0) << QVariant(4.0);
    QTest::addRow("off the step") << "t" << QVariant(1.26) << QVariant(1.25);
    QTest::addRow("integer") << "t" << QVariant(2) << QVariant(2.0);
    QTest::addRow("log slider keeps its value") << "s" << QVariant(3.3) << QVariant(3.3);
    QTest::addRow("log slider clamped") << "s" << QVariant(1e9) << QVariant(100.0);
    QTest::addRow("slider NaN") << "t" << QVariant(std::nan("")) << QVariant();
    QTest::addRow("slider given text") << "t" << QVariant(QStringLiteral("2")) << QVariant();
    QTest::addRow("toggle") << "gain" << QVariant(false) << QVariant(false);
    QTest::addRow("toggle given a number") << "gain" << QVariant(0.0) << QVariant();
    QTest::addRow("choice") << "q" << QVariant(QStringLiteral("b"))
                            << QVariant(QStringLiteral("b"));
    QTest::addRow("removed option") << "q" << QVariant(QStringLiteral("z")) << QVariant();
    QTest::addRow("choice given true") << "q" << QVariant(true) << QVariant();
    QTest::addRow("removed control") << "gone" << QVariant(3.0) << QVariant();
}

void TestParameters::restoreSavedFitsTheLesson() {
    QFETCH(QString, param);
    QFETCH(QVariant, saved);
    QFETCH(QVariant, expected);
    const QByteArray text =
        "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
        "```slider\nparam: dk\nlabel: L\nvalues: 1, 4, 16\ndefault: 4\n```\n"
        "```slider\nparam: t\nlabel: T\nmin: 0.5\nmax: 4\nstep: 0.25\ndefault: 1\n```\n"
        "```slider\nparam: s\nlabel: S\nmin: 1\nmax: 100\nstep: 1\nlog: yes\ndefault: "
        "10\n```\n"
        "```toggle\nparam: gain\nlabel: G\ndefault: on\n```\n"
        "```choice\nparam: q\nlabel: Q\noption a: A\noption b: B\n```\n"
        "```chart\nid: c\nkind: softmax\nscores a: 1, 2\nscores b: 2, 1\nquery: @q\ndk: "
        "@dk\nscale: @gain\n```\n"
        "```readout\ntext: {t * s|2}\n```\n";
    const ParseResult r = parseLesson(text, QStringLiteral("p.lesson.md"));
    QVERIFY2(r.lesson.has_value(),
             qPrintable(r.diagnostics.isEmpty() ? QString() : r.diagnostics.first().toString()));
    ParameterSet set;
    set.defineFromLesson(*r.lesson);
    const QHash<QString, QVariant> before = {
        {QStringLiteral("dk"), set.value(QStringLiteral("dk"))},
        {QStringLiteral("t"), set.value(QStringLiteral("t"))},
        {QStringLiteral("s"), set.value(QStringLiteral("s"))},
        {QStringLiteral("gain"), set.value(QStringLiteral("gain"))},
        {QStringLiteral("q"), set.value(QStringLiteral("q"))}};
    const QStringList dropped = set.restoreSaved(*r.lesson, {{param, saved}});
    if (!expected.isValid()) {
        QCOMPARE(dropped, QStringList({param}));
        QCOMPARE(set.value(param), before.value(param)); // the default stays
        QCOMPARE(set.contains(QStringLiteral("gone")), false);
        return;
    }
    QVERIFY(dropped.isEmpty());
    if (expected.typeId() == QMetaType::Double)
        QCOMPARE(set.value(param).toDouble(), expected.toDouble());
    else
        QCOMPARE(set.value(param), expected);
}

QTEST_GUILESS_MAIN(TestParameters)
#include "tst_parameters.moc"
