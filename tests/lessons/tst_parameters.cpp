// Live parameter values of a lesson's controls.
#include "lessons/lesson.h"
#include "lessons/parameters.h"

#include <QSignalSpy>
#include <QTest>

using namespace lessons;

class TestParameters : public QObject {
    Q_OBJECT
private slots:
    void setValueSignalsOnlyChanges();
    void numbers();
    void fromLesson();
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

QTEST_GUILESS_MAIN(TestParameters)
#include "tst_parameters.moc"
