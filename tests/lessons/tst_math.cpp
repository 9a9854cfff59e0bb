// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The TeX subset: the tree it parses into, the column of every error, the nesting cap, plain text
// and spoken forms, and the placeholders that carry math through Markdown.
#include "lessons/math.h"

#include <QTest>

using namespace lessons;
using Kind = MathNode::Kind;

namespace {

// A compact picture of a tree: kind letters with children in brackets, symbols by their text.
QString shape(const MathNode& n) {
    QString children;
    for (const MathNode& c : n.children)
        children += shape(c);
    switch (n.kind) {
    case Kind::Row:
        return n.children.isEmpty() ? QStringLiteral("{}") : QStringLiteral("{%1}").arg(children);
    case Kind::Symbol:
        return n.text;
    case Kind::Text:
        return QStringLiteral("T'%1'").arg(n.text);
    case Kind::Fraction:
        return QStringLiteral("F[%1]").arg(children);
    case Kind::Radical:
        return QStringLiteral("R[%1]").arg(children);
    case Kind::Scripts:
        return QStringLiteral("S%1%2[%3]")
            .arg(n.hasSub ? QStringLiteral("_") : QString(),
                 n.hasSup ? QStringLiteral("^") : QString(), children);
    case Kind::BigOp:
        return QStringLiteral("O'%1'").arg(n.text);
    case Kind::Accent:
        return QStringLiteral("A'%1'[%2]").arg(n.text, children);
    case Kind::Fenced:
        return QStringLiteral("L'%1%2'[%3]").arg(n.text, n.close, children);
    case Kind::Matrix:
        return QStringLiteral("M'%1%2'[%3]").arg(n.text, n.close, children);
    case Kind::Space:
        return QStringLiteral("_%1").arg(n.mu);
    }
    return {};
}

} // namespace

class TestMath : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void classesAndVariants();
    void errors_data();
    void errors();
    void depthBombs_data();
    void depthBombs();
    void plainText_data();
    void plainText();
    void speech_data();
    void speech();
    void markdown_data();
    void markdown();
    void placeholdersRoundTrip();
    void plainTextWithMathDropsDollars();
    void check_data();
    void check();
};

void TestMath::parse_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("tree");
    QTest::addRow("subscript") << "d_k"
                               << "{S_[d{k}{}]}";
    QTest::addRow("group superscript") << "x^{10}"
                                       << "{S^[x{}{10}]}";
    QTest::addRow("both scripts") << "q_i^2"
                                  << "{S_^[q{i}{2}]}";
    QTest::addRow("sqrt") << "\\sqrt{d_k}"
                          << "{R[{S_[d{k}{}]}]}";
    QTest::addRow("frac") << "\\frac{1}{2}"
                          << "{F[{1}{2}]}";
    QTest::addRow("frac of single tokens") << "\\frac ab"
                                           << "{F[{a}{b}]}";
    QTest::addRow("sum with limits") << "\\sum_{i=1}^{n} x_i"
                                     << "{S_^[O'∑'{i=1}{n}]S_[x{i}{}]}";
    QTest::addRow("text") << "\\text{softmax}(x)"
                          << "{T'softmax'(x)}";
    QTest::addRow("operatorname") << "\\operatorname{Var}"
                                  << "{T'Var'}";
    QTest::addRow("left right") << "\\left( x \\right]"
                                << "{L'(]'[{x}]}";
    QTest::addRow("invisible delimiter") << "\\left. x \\right|"
                                         << "{L'|'[{x}]}";
    QTest::addRow("accent") << "\\hat{y}"
                            << "{A'hat'[{y}]}";
    QTest::addRow("bold") << "\\mathbf{W}_Q"
                          << "{S_[{W}{Q}{}]}";
    QTest::addRow("matrix") << "\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}"
                            << "{M'()'[{{1}{0}}{{0}{1}}]}";
    QTest::addRow("matrix trailing row break") << "\\begin{bmatrix} a \\\\ \\end{bmatrix}"
                                               << "{M'[]'[{{a}}]}";
    QTest::addRow("spaces") << "a\\,b\\quad c"
                            << "{a_3b_18c}";
    QTest::addRow("minus is a real minus") << "a-b"
                                           << "{a−b}";
    QTest::addRow("number run") << "3.14"
                                << "{3.14}";
    QTest::addRow("prime") << "f'"
                           << "{S^[f{}{′}]}";
    QTest::addRow("top") << "K^\\top"
                         << "{S^[K{}{⊤}]}";
    QTest::addRow("escapes") << "\\{ \\$ \\}"
                             << "{{$}}";
    QTest::addRow("empty") << ""
                           << "{}";
}

void TestMath::parse() {
    QFETCH(QString, tex);
    QFETCH(QString, tree);
    const MathParse r = parseMath(tex);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(shape(r.root), tree);
}

void TestMath::classesAndVariants() {
    const MathParse r = parseMath(QStringLiteral("a = 2 + \\alpha \\Sigma, \\exp"));
    QVERIFY(r.ok());
    const QList<MathNode>& c = r.root.children;
    QCOMPARE(c.size(), 8);
    QCOMPARE(c.at(0).variant, MathNode::Variant::Italic);  // variable
    QCOMPARE(c.at(1).cls, MathClass::Rel);                 // =
    QCOMPARE(c.at(2).variant, MathNode::Variant::Upright); // digit
    QCOMPARE(c.at(3).cls, MathClass::Bin);                 // +
    QCOMPARE(c.at(4).variant, MathNode::Variant::Italic);  // lowercase Greek
    QCOMPARE(c.at(5).variant, MathNode::Variant::Upright); // capital Greek
    QCOMPARE(c.at(6).cls, MathClass::Punct);
    QCOMPARE(c.at(7).cls, MathClass::Op);
    QCOMPARE(parseMath(QStringLiteral("\\mathbf{x}")).root.children.at(0).children.at(0).variant,
             MathNode::Variant::Bold);
}

void TestMath::errors_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("unknown command") << "a + \\foo{x}" << 4 << "`\\foo`";
    QTest::addRow("unknown symbol command") << "\\@" << 0 << "`\\@`";
    QTest::addRow("unclosed group") << "x^{2" << 2 << "never closed";
    QTest::addRow("root degree unclosed") << "\\sqrt[4{x}" << 5 << "no `]`";
    QTest::addRow("root degree empty") << "\\sqrt[]{x}" << 5 << "empty degree";
    QTest::addRow("error inside a root degree") << "\\sqrt[\\nope]{x}" << 6 << "unknown";
    QTest::addRow("stray brace") << "x}" << 1 << "unmatched `}`";
    QTest::addRow("nothing after caret") << "x^" << 1 << "needs something after it";
    QTest::addRow("caret after caret") << "x^^2" << 1 << "needs something after it";
    QTest::addRow("double superscript") << "x^a^b" << 3 << "double superscript";
    QTest::addRow("double subscript") << "x_a_b" << 3 << "double subscript";
    QTest::addRow("sqrt without argument") << "\\sqrt" << 0 << "needs something";
    QTest::addRow("frac with one argument") << "\\frac{a}" << 0 << "needs something";
    QTest::addRow("text without braces") << "\\text x" << 0 << "in braces";
    QTest::addRow("lone backslash") << "x\\" << 1 << "lone";
    QTest::addRow("second error ignored") << "\\foo \\bar" << 0 << "`\\foo`";
    QTest::addRow("right without left") << "a \\right)" << 2 << "without a `\\left`";
    QTest::addRow("left never closed") << "\\left( a" << 0 << "never closed";
    QTest::addRow("bad delimiter") << "\\left< a \\right)" << 5 << "cannot follow";
    QTest::addRow("unknown environment") << "\\begin{cases} a \\end{cases}" << 0 << "pmatrix";
    QTest::addRow("environment never closed") << "\\begin{pmatrix} a & b" << 0 << "never closed";
    QTest::addRow("mismatched end") << "\\begin{pmatrix} a \\end{bmatrix}" << 18 << "closes";
    QTest::addRow("ampersand outside a matrix") << "a & b" << 2 << "matrix cells";
    QTest::addRow("row break outside a matrix") << "a \\\\ b" << 2 << "matrix only";
    QTest::addRow("dollar") << "a $ b" << 2 << "`$` inside math";
    QTest::addRow("hash") << "a # b" << 2 << "`\\#`";
    QTest::addRow("percent") << "50%" << 2 << "`\\%`";
}

void TestMath::errors() {
    QFETCH(QString, tex);
    QFETCH(int, column);
    QFETCH(QString, fragment);
    const MathParse r = parseMath(tex);
    QVERIFY(!r.ok());
    QCOMPARE(r.errorColumn, column);
    QVERIFY2(r.error.contains(fragment), qPrintable(r.error));
    QVERIFY(r.root.children.isEmpty());
}

// Issue 11: these crashed `--check`, the application at start and hot reload with a stack
// overflow. Now each is one author error at the first level beyond the cap.
void TestMath::depthBombs_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<int>("column");
    const int deep = kMaxMathDepth + 1;
    QTest::addRow("40,000 braces")
        << QString(40000, QLatin1Char('{')) + QLatin1Char('x') + QString(40000, QLatin1Char('}'))
        << deep - 1;
    QString carets;
    for (int i = 0; i < 20000; ++i)
        carets += QStringLiteral("x^{");
    carets += QLatin1Char('x') + QString(20000, QLatin1Char('}'));
    QTest::addRow("20,000 nested superscripts") << carets << 3 + 3 * (deep - 2);
    QTest::addRow("20,000 carets in a row")
        << QStringLiteral("x") + QString(20000, QLatin1Char('^')) << 1;
    QString roots;
    for (int i = 0; i < 5000; ++i)
        roots += QStringLiteral("\\sqrt ");
    roots += QLatin1Char('x');
    QTest::addRow("5,000 nested roots") << roots << 6 * (deep - 1);
    QString fences;
    for (int i = 0; i < 5000; ++i)
        fences += QStringLiteral("\\left(");
    QTest::addRow("5,000 nested \\left") << fences << 6 * (deep - 1);
}

void TestMath::depthBombs() {
    QFETCH(QString, tex);
    QFETCH(int, column);
    const MathParse r = parseMath(tex);
    QVERIFY(!r.ok());
    QCOMPARE(r.errorColumn, column);
    const MathCheck check = checkMath(QStringLiteral("see $%1$").arg(tex));
    QCOMPARE(check.offset, 5 + column);
    // Just within the cap is fine.
    const QString ok = QString(kMaxMathDepth - 1, QLatin1Char('{')) + QLatin1Char('x') +
                       QString(kMaxMathDepth - 1, QLatin1Char('}'));
    QVERIFY(parseMath(ok).ok());
}

void TestMath::plainText_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("plain");
    QTest::addRow("subscript") << "d_k"
                               << "dₖ";
    QTest::addRow("sqrt") << "\\sqrt{d_k}"
                          << "√dₖ";
    QTest::addRow("compound sqrt") << "\\sqrt{a + b}"
                                   << "√(a + b)";
    QTest::addRow("transpose") << "QK^\\top"
                               << "QKᵀ";
    QTest::addRow("square") << "\\sigma^2"
                            << "σ²";
    QTest::addRow("fraction") << "\\frac{q \\cdot k}{\\sqrt{d_k}}"
                              << "(q ⋅ k)/√dₖ";
    QTest::addRow("relation spaced") << "d_k = 64"
                                     << "dₖ = 64";
    QTest::addRow("no subscript form") << "d_{\\text{model}}"
                                       << "d_model";
    QTest::addRow("text") << "\\text{Var}(q \\cdot k)"
                          << "Var(q ⋅ k)";
    QTest::addRow("sum") << "\\sum_{i=1}^{n} x_i"
                         << "∑ᵢ₌₁ⁿ xᵢ";
    // sp23: the overview read "q = (2, − 1, 3)", a minus sign left apart from its number.
    QTest::addRow("signs of numbers") << "q = (2, -1, 3)"
                                      << "q = (2, −1, 3)";
    QTest::addRow("sign first") << "-x + 1"
                                << "−x + 1";
    QTest::addRow("sign after relation") << "a = -b - c"
                                         << "a = −b − c";
    // author24: a title's $-\infty$ read "− ∞" (fixed by sp23's rule; the title's own case).
    QTest::addRow("minus infinity") << "-\\infty"
                                    << "−∞";
    QTest::addRow("sign in a power") << "e^{-1000}"
                                     << "e⁻¹⁰⁰⁰";
    QTest::addRow("matrix") << "\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}"
                            << "(1, 0; 0, 1)";
    // sp32: the overview and the record PDF read "dₖ^(1/4)"; roots and powers as people write
    // them.
    QTest::addRow("fourth root") << "\\sqrt[4]{d_k}"
                                 << "∜dₖ";
    QTest::addRow("cube root") << "\\sqrt[3]{x}"
                               << "∛x";
    QTest::addRow("square root with its degree") << "\\sqrt[2]{x}"
                                                 << "√x";
    QTest::addRow("fifth root of a sum") << "\\sqrt[5]{a + b}"
                                         << "⁵√(a + b)";
    QTest::addRow("power a quarter") << "d_k^{1/4}"
                                     << "∜dₖ";
    QTest::addRow("power a half as a fraction") << "x^{\\frac{1}{2}}"
                                                << "√x";
    QTest::addRow("power a quarter of a sum") << "(a + b)^{1/4}"
                                              << "(a + b)¹⁄⁴";
    QTest::addRow("power three halves") << "x^{3/2}"
                                        << "x³⁄²";
    QTest::addRow("square in braces") << "x^{2}"
                                      << "x²";
    QTest::addRow("negative power") << "e^{-x}"
                                    << "e⁻ˣ";
    QTest::addRow("power with no raised form") << "x^{\\alpha/\\beta}"
                                               << "x^(α/β)";
}

void TestMath::plainText() {
    QFETCH(QString, tex);
    QFETCH(QString, plain);
    const MathParse r = parseMath(tex);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(mathToPlainText(r.root), plain);
}

void TestMath::speech_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("spoken");
    QTest::addRow("subscript") << "d_k"
                               << "d sub k";
    QTest::addRow("sqrt") << "\\sqrt{d_k}"
                          << "square root of d sub k";
    QTest::addRow("square") << "\\sigma^2"
                            << "sigma squared";
    QTest::addRow("transpose") << "K^\\top"
                               << "K transpose";
    QTest::addRow("fraction") << "\\frac{1}{n}"
                              << "the fraction 1 over n, end fraction";
    QTest::addRow("relation") << "T = 1/c"
                              << "T equals 1 divided by c";
    // A root's degree said as people say it ("root of degree 3 of x" read oddly, review33 #12).
    QTest::addRow("fourth root") << "\\sqrt[4]{d_k}"
                                 << "fourth root of d sub k";
    QTest::addRow("cube root") << "\\sqrt[3]{x}"
                               << "cube root of x";
    QTest::addRow("tenth root") << "\\sqrt[10]{x}"
                                << "tenth root of x";
    QTest::addRow("degree 2 is a square root") << "\\sqrt[2]{x}"
                                               << "square root of x";
    QTest::addRow("cube root of a sum") << "\\sqrt[3]{a + b}"
                                        << "cube root of a plus b, end root";
    QTest::addRow("letter degree") << "\\sqrt[n]{x}"
                                   << "n-th root of x";
    QTest::addRow("degree past ten") << "\\sqrt[12]{x}"
                                     << "root of degree 12 of x";
    QTest::addRow("degree a sum") << "\\sqrt[n+1]{x}"
                                  << "root of degree n plus 1 of x";
}

// The German forms come from the app's catalogue: tests/translations/tst_germanspeech.cpp.
void TestMath::speech() {
    QFETCH(QString, tex);
    QFETCH(QString, spoken);
    const MathParse r = parseMath(tex);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(mathToSpeech(r.root), spoken);
}

void TestMath::markdown_data() {
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("withPlainMath");
    QTest::addColumn<int>("formulas");
    QTest::addRow("inline") << "Divide by $\\sqrt{d}$."
                            << "Divide by √d." << 1;
    QTest::addRow("escaped dollar") << "It costs \\$5 and $x$."
                                    << "It costs \\$5 and x." << 1;
    QTest::addRow("code span untouched") << "`$x$` and $y$"
                                         << "`$x$` and y" << 1;
    QTest::addRow("comment removed") << "<!-- $\\bad$ --> $y$"
                                     << " y" << 1;
    // Regression: Qt's importer showed the second and third lines of this comment as text.
    QTest::addRow("comment over lines removed") << "Before.\n\n<!-- one\ntwo\nthree -->\n\nAfter."
                                                << "Before.\n\n\n\nAfter." << 0;
    QTest::addRow("comment in code span kept") << "`<!-- x -->` and <!-- y -->z"
                                               << "`<!-- x -->` and z" << 0;
    QTest::addRow("unclosed comment hides the rest") << "a <!-- b"
                                                     << "a " << 0;
    QTest::addRow("bad math left as written") << "$\\bad$ and $y$"
                                              << "$\\bad$ and y" << 1;
    QTest::addRow("markdown characters inside math") << "$a*b_c$ and *x*"
                                                     << "a ∗ b_c and *x*" << 1;
    QTest::addRow("no math") << "plain"
                             << "plain" << 0;
}

void TestMath::markdown() {
    QFETCH(QString, markdown);
    QFETCH(QString, withPlainMath);
    QFETCH(int, formulas);
    const QString converted = markdownWithMath(markdown);
    QCOMPARE(mathPlaceholders(converted).size(), formulas);
    // Nothing Markdown acts on survives inside a placeholder.
    for (const MathPlaceholder& p : mathPlaceholders(converted)) {
        const QString inside = converted.mid(p.start, p.length);
        QVERIFY(!inside.contains(QRegularExpression(QStringLiteral("[*_\\\\`$]"))));
    }
    QCOMPARE(lessons::withPlainMath(converted), withPlainMath);
}

void TestMath::placeholdersRoundTrip() {
    const QString tex = QStringLiteral("\\frac{α}{\\sqrt{d_k}} \\text{ü}");
    const QString converted = markdownWithMath(QStringLiteral("a $%1$ b").arg(tex));
    const QList<MathPlaceholder> found = mathPlaceholders(converted);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().tex, tex);
    QCOMPARE(found.first().start, 2);
    QCOMPARE(converted.mid(found.first().start + found.first().length), QStringLiteral(" b"));
}

void TestMath::plainTextWithMathDropsDollars() {
    QCOMPARE(plainTextWithMath(QStringLiteral("Why $\\sqrt{d_k}$? It costs \\$5")),
             QStringLiteral("Why √dₖ? It costs $5"));
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
