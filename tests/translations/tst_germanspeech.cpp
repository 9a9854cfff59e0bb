// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Math read aloud in German: the forms come from the catalogue the app ships (the lessons layer
// asks QCoreApplication::translate, the app's build makes the .qm), so this suite sits with the
// translations instead of making the lessons layer's own tests depend on the app's build.
#include "lessons/math.h"
#include "tests/common/testpaths.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace lessons;

class TestGermanSpeech : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void roots_data();
    void roots();

private:
    QTranslator german_;
};

void TestGermanSpeech::initTestCase() {
    QVERIFY(german_.load(testpaths::build(u"app/attention-lab_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german_));
}

void TestGermanSpeech::cleanupTestCase() {
    QCoreApplication::removeTranslator(&german_);
}

void TestGermanSpeech::roots_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("spoken");
    QTest::addRow("cube root") << "\\sqrt[3]{x}"
                               << "dritte Wurzel aus x";
    QTest::addRow("fourth root") << "\\sqrt[4]{d_k}"
                                 << "vierte Wurzel aus d Index k";
    QTest::addRow("square root") << "\\sqrt[2]{x}"
                                 << "Wurzel aus x";
    QTest::addRow("cube root of a sum") << "\\sqrt[3]{a + b}"
                                        << "dritte Wurzel aus a plus b, Ende der Wurzel";
    QTest::addRow("letter degree") << "\\sqrt[n]{x}"
                                   << "n-te Wurzel aus x";
    QTest::addRow("degree a sum") << "\\sqrt[n+1]{x}"
                                  << "Wurzel vom Grad n plus 1 aus x";
}

void TestGermanSpeech::roots() {
    QFETCH(QString, tex);
    QFETCH(QString, spoken);
    const MathParse r = parseMath(tex);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(mathToSpeech(r.root), spoken);
}

QTEST_GUILESS_MAIN(TestGermanSpeech)
#include "tst_germanspeech.moc"
