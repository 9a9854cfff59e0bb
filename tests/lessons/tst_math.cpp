// The TeX subset: conversion to HTML and the column of every unsupported command.
#include "lessons/math.h"

#include <QTest>

using namespace lessons;

class TestMath : public QObject {
    Q_OBJECT
private slots:
    void convert_data();
    void convert();
    void errors_data();
    void errors();
    void markdown_data();
    void markdown();
    void check_data();
    void check();
};

void TestMath::convert_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("html");
    QTest::addRow("subscript") << "d_k"
                               << "<i>d</i><sub><i>k</i></sub>";
    QTest::addRow("group superscript") << "x^{10}"
                                       << "<i>x</i><sup>10</sup>";
    QTest::addRow("sqrt") << "\\sqrt{d}"
                          << "&radic;<span style=\"text-decoration: overline\"><i>d</i></span>";
    QTest::addRow("frac") << "\\frac{1}{2}"
                          << "<sup>1</sup>&frasl;<sub>2</sub>";
    QTest::addRow("greek") << "\\sigma^2"
                           << "&sigma;<sup>2</sup>";
    QTest::addRow("cdot") << "q \\cdot k"
                          << "<i>q</i>  &middot;  <i>k</i>";
    QTest::addRow("text") << "\\text{softmax}(x)"
                          << "softmax(<i>x</i>)";
    QTest::addRow("escapes") << "a < b \\& c"
                             << "<i>a</i> &lt; <i>b</i> &amp; <i>c</i>";
    QTest::addRow("star") << "a*b"
                          << "<i>a</i>&#42;<i>b</i>";
    QTest::addRow("top") << "K^\\top"
                         << "<i>K</i><sup>&#8868;</sup>";
    QTest::addRow("empty") << ""
                           << "";
}

void TestMath::convert() {
    QFETCH(QString, tex);
    QFETCH(QString, html);
    const MathResult r = texToHtml(tex);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.html, html);
}

void TestMath::errors_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("unknown command") << "a + \\bar{x}" << 4 << "`\\bar`";
    QTest::addRow("unknown symbol command") << "\\@" << 0 << "`\\@`";
    QTest::addRow("unclosed group") << "x^{2" << 2 << "never closed";
    QTest::addRow("stray brace") << "x}" << 1 << "unmatched `}`";
    QTest::addRow("nothing after caret") << "x^" << 1 << "needs something after it";
    QTest::addRow("sqrt without argument") << "\\sqrt" << 0 << "needs something";
    QTest::addRow("text without braces") << "\\text x" << 0 << "in braces";
    QTest::addRow("lone backslash") << "x\\" << 1 << "lone";
    QTest::addRow("second error ignored") << "\\foo \\bar" << 0 << "`\\foo`";
}

void TestMath::errors() {
    QFETCH(QString, tex);
    QFETCH(int, column);
    QFETCH(QString, fragment);
    const MathResult r = texToHtml(tex);
    QVERIFY(!r.ok());
    QCOMPARE(r.errorColumn, column);
    QVERIFY2(r.error.contains(fragment), qPrintable(r.error));
    QVERIFY(r.html.isEmpty());
}

void TestMath::markdown_data() {
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("expected");
    QTest::addRow("inline")
        << "Divide by $\\sqrt{d}$."
        << "Divide by &radic;<span style=\"text-decoration: overline\"><i>d</i></span>.";
    QTest::addRow("escaped dollar") << "It costs \\$5 and $x$."
                                    << "It costs \\$5 and <i>x</i>.";
    QTest::addRow("code span untouched") << "`$x$` and $y$"
                                         << "`$x$` and <i>y</i>";
    QTest::addRow("comment removed") << "<!-- $\\bad$ --> $y$"
                                     << " <i>y</i>";
    // Regression: Qt's importer showed the second and third lines of this comment as text.
    QTest::addRow("comment over lines removed") << "Before.\n\n<!-- one\ntwo\nthree -->\n\nAfter."
                                                << "Before.\n\n\n\nAfter.";
    QTest::addRow("comment in code span kept") << "`<!-- x -->` and <!-- y -->z"
                                               << "`<!-- x -->` and z";
    QTest::addRow("unclosed comment hides the rest") << "a <!-- b"
                                                     << "a ";
    QTest::addRow("bad math left as written") << "$\\bad$ and $y$"
                                              << "$\\bad$ and <i>y</i>";
    QTest::addRow("no math") << "plain"
                             << "plain";
}

void TestMath::markdown() {
    QFETCH(QString, markdown);
    QFETCH(QString, expected);
    QCOMPARE(markdownWithMath(markdown), expected);
}

void TestMath::check_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("offset");
    QTest::addRow("fine") << "a $x$ b" << -1;
    QTest::addRow("unclosed") << "costs $5" << 6;
    QTest::addRow("unclosed across blank line") << "a $x\n\ny$" << 2;
    QTest::addRow("across a line break is fine") << "a $x\ny$" << -1;
    QTest::addRow("command offset") << "ab $c \\foo$" << 6;
    QTest::addRow("display") << "$$x$$" << 0;
}

void TestMath::check() {
    QFETCH(QString, text);
    QFETCH(int, offset);
    const MathCheck m = checkMath(text);
    QCOMPARE(m.offset, offset);
    QCOMPARE(m.error.isEmpty(), offset < 0);
}

QTEST_GUILESS_MAIN(TestMath)
#include "tst_math.moc"
