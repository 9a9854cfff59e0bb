// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The math typesetter's geometry (not its pixels): where fractions, radicals, scripts and limits
// put their parts, that inline formulas share the text baseline, and what copying and screen
// readers get.
#include "app/math/mathfont.h"
#include "app/math/mathlayout.h"
#include "app/math/mathtext.h"
#include "app/richtext.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

using namespace app::math;

namespace {

constexpr qreal kSize = 40; // pixels per em: large enough that a pixel of rounding is noise
constexpr qreal kEps = 0.01;

std::shared_ptr<const MathLayout> lay(const QString& tex, MathStyle style = MathStyle::Display) {
    MathTypesetter typesetter;
    return typesetter.layout(tex, kSize, style);
}

MathPart only(const MathLayout& layout, const QString& role) {
    const QList<MathPart> found = layout.parts(role);
    return found.size() == 1 ? found.first() : MathPart{QStringLiteral("missing"), {}, 0};
}

// The lowest row with ink between columns [from, to) of an image of black on white.
int inkBottom(const QImage& image, int from, int to) {
    for (int y = image.height() - 1; y >= 0; --y) {
        for (int x = std::max(0, from); x < std::min(image.width(), to); ++x) {
            if (qGray(image.pixel(x, y)) < 128)
                return y;
        }
    }
    return -1;
}

// The highest row with ink between columns [from, to) and rows [top, bottom).
int inkTop(const QImage& image, int from, int to, int top, int bottom) {
    for (int y = std::max(0, top); y < std::min(image.height(), bottom); ++y) {
        for (int x = std::max(0, from); x < std::min(image.width(), to); ++x) {
            if (qGray(image.pixel(x, y)) < 128)
                return y;
        }
    }
    return -1;
}

// The lowest row with ink between columns [from, to) and rows [top, bottom).
int inkBottomIn(const QImage& image, int from, int to, int top, int bottom) {
    for (int y = std::min(image.height(), bottom) - 1; y >= std::max(0, top); --y) {
        for (int x = std::max(0, from); x < std::min(image.width(), to); ++x) {
            if (qGray(image.pixel(x, y)) < 128)
                return y;
        }
    }
    return -1;
}

} // namespace

class TestMathLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fractionStacksAroundTheRule_data();
    void fractionStacksAroundTheRule();
    void inlineFractionIsSmaller();
    void radicandInsideSignAndUnderBar_data();
    void radicandInsideSignAndUnderBar();
    void rootDegreeSitsOnTheSignsArm_data();
    void rootDegreeSitsOnTheSignsArm();
    void scriptsShiftAndShrink();
    void secondLevelScriptsShrinkAgain();
    void displaySumHasLimitsAboveAndBelow();
    void aLimitWithAScriptClearsTheOperator();
    void inlineSumHasLimitsBeside();
    void delimitersGrowWithContent();
    void delimitersBeyondTheLargestVariantAreAssembled();
    void spacingFollowsAtomClasses();
    void everyDocumentedConstructLaysOut_data();
    void everyDocumentedConstructLaysOut();
    void invalidTexLaysOutAsItsSource();
    void layoutsAreCachedPerSize();
    void inlineMathSharesTheTextBaseline_data();
    void inlineMathSharesTheTextBaseline();
    void inlineMathReservesItsDepth();
    void aTallFormulaKeepsClearOfTheLineAbove_data();
    void aTallFormulaKeepsClearOfTheLineAbove();
    void listMarkersSitOnTheBaseline_data();
    void punctuationStaysWithItsFormula();
    void aFormulaInAHeadingReservesOnlyItsDepth();
    void listMarkersSitOnTheBaseline();
    void copyingGivesTheTexSource();
    void screenReadersHearSpokenMath();
    void labelsShowMathInline();
    void formulaViewFollowsZoomAndCopiesTex();
    void mathTakesThePaletteTextColour();
    void zoomRescalesInlineMath();
    void tuningSizeMatchesABisection();
    void labelHeightFollowsTextAndFont();
};

void TestMathLayout::initTestCase() {
    QVERIFY2(defaultMathFont()->hasMathTable,
             "DejaVu Math TeX Gyre (fonts-dejavu-extra) is missing: run scripts/deps.sh");
}

void TestMathLayout::fractionStacksAroundTheRule_data() {
    QTest::addColumn<QString>("tex");
    QTest::addRow("short over long") << "\\frac{a}{b + c + d}";
    QTest::addRow("long over short") << "\\frac{q \\cdot k}{2}";
    QTest::addRow("deep numerator") << "\\frac{q_{i_j}}{\\sqrt{d_k}}";
    QTest::addRow("tall denominator") << "\\frac{1}{\\sum_{j} e^{z_j}}";
}

void TestMathLayout::fractionStacksAroundTheRule() {
    QFETCH(QString, tex);
    const auto layout = lay(tex);
    const MathPart num = only(*layout, QStringLiteral("numerator"));
    const MathPart den = only(*layout, QStringLiteral("denominator"));
    const MathPart rule = only(*layout, QStringLiteral("rule"));
    QVERIFY(rule.rect.height() > 0);
    QVERIFY2(num.rect.bottom() < rule.rect.top(), "numerator box must end above the rule");
    QVERIFY2(den.rect.top() > rule.rect.bottom(), "denominator box must start below the rule");
    QCOMPARE_LE(std::abs(num.rect.center().x() - rule.rect.center().x()), kEps);
    QCOMPARE_LE(std::abs(den.rect.center().x() - rule.rect.center().x()), kEps);
    // The rule sits on the math axis, above the baseline.
    const qreal axis = defaultMathFont()->axisHeight * kSize;
    QCOMPARE_LE(std::abs(-rule.rect.center().y() - axis), kEps);
}

void TestMathLayout::inlineFractionIsSmaller() {
    const auto display = lay(QStringLiteral("\\frac{a}{b}"), MathStyle::Display);
    const auto inlined = lay(QStringLiteral("\\frac{a}{b}"), MathStyle::Text);
    const MathPart d = only(*display, QStringLiteral("numerator"));
    const MathPart t = only(*inlined, QStringLiteral("numerator"));
    QVERIFY(t.rect.height() < d.rect.height() * 0.9);
    QVERIFY(inlined->ascent() + inlined->descent() < display->ascent() + display->descent());
}

void TestMathLayout::radicandInsideSignAndUnderBar_data() {
    QTest::addColumn<QString>("tex");
    QTest::addRow("letter") << "\\sqrt{x}";
    QTest::addRow("subscript") << "\\sqrt{d_k}";
    QTest::addRow("fraction") << "\\sqrt{\\frac{1}{n}}";
    QTest::addRow("tall") << "\\sqrt{\\frac{\\sum_{i=1}^{n} x_i^2}{\\frac{a}{b}}}";
    QTest::addRow("fourth root") << "\\sqrt[4]{d_k}";
}

void TestMathLayout::radicandInsideSignAndUnderBar() {
    QFETCH(QString, tex);
    const auto layout = lay(tex);
    const MathPart sign = only(*layout, QStringLiteral("sign"));
    const MathPart bar = only(*layout, QStringLiteral("bar"));
    const MathPart radicand = only(*layout, QStringLiteral("radicand"));
    QVERIFY2(radicand.rect.left() >= sign.rect.right() - kEps, "radicand right of the sign");
    QVERIFY2(bar.rect.left() <= radicand.rect.left(), "bar starts over the radicand's left");
    QVERIFY2(bar.rect.right() >= radicand.rect.right(), "bar reaches past the radicand");
    QVERIFY2(bar.rect.bottom() < radicand.rect.top(), "bar clears the radicand");
    // The sign grows with the radicand: it spans from the bar down to the radicand's bottom.
    QVERIFY(sign.rect.top() <= bar.rect.bottom());
    QVERIFY(sign.rect.bottom() >= radicand.rect.bottom() - 0.1 * kSize);
}

void TestMathLayout::rootDegreeSitsOnTheSignsArm_data() {
    QTest::addColumn<QString>("tex");
    QTest::addRow("digit") << QStringLiteral("\\sqrt[4]{d_k}");
    // With depth: its subscript's foot stands where a digit's would (on its baseline the
    // subscript hung into the sign, review33 #10).
    QTest::addRow("subscripted letter") << QStringLiteral("\\sqrt[n_1]{x}");
    QTest::addRow("descender") << QStringLiteral("\\sqrt[q]{x}");
}

// `\sqrt[4]{d_k}`: the degree small, over the sign's left arm, clear of the radicand and the bar;
// its bottom (baseline plus depth) at the font's RadicalDegreeBottomRaisePercent of the sign.
void TestMathLayout::rootDegreeSitsOnTheSignsArm() {
    QFETCH(QString, tex);
    const auto layout = lay(tex);
    const MathPart degree = only(*layout, QStringLiteral("degree"));
    const MathPart sign = only(*layout, QStringLiteral("sign"));
    const MathPart radicand = only(*layout, QStringLiteral("radicand"));
    QVERIFY2(degree.rect.left() >= -kEps, "the degree starts inside the formula");
    QVERIFY2(degree.rect.left() < sign.rect.center().x(), "the degree stands over the left arm");
    QVERIFY2(degree.rect.right() <= radicand.rect.left() + kEps, "the degree clears the radicand");
    QVERIFY2(degree.rect.bottom() < sign.rect.center().y() + kEps,
             "the degree sits in the upper half of the sign");
    QVERIFY2(degree.rect.height() < 0.8 * sign.rect.height(),
             "the degree is smaller than the sign");
    // It is drawn: inside the formula's ink, above the baseline.
    QVERIFY(degree.rect.width() > 0 && degree.rect.height() > 0);
    QVERIFY2(degree.rect.bottom() < 0, "the degree sits above the baseline");
    const qreal raise = app::math::loadMathFont().radicalDegreeBottomRaise;
    QVERIFY(raise > 0);
    QCOMPARE_LE(std::abs(degree.rect.bottom() - (sign.rect.bottom() - raise * sign.rect.height())),
                kEps);
}

void TestMathLayout::scriptsShiftAndShrink() {
    const auto layout = lay(QStringLiteral("d_k"), MathStyle::Text);
    const MathPart base = only(*layout, QStringLiteral("base"));
    const MathPart sub = only(*layout, QStringLiteral("subscript"));
    QVERIFY2(sub.baseline > base.baseline, "subscript baseline below the base's");
    QVERIFY(sub.rect.left() >= base.rect.right() - kEps);
    QVERIFY(sub.rect.height() < base.rect.height());
    const auto sup = lay(QStringLiteral("x^2"), MathStyle::Text);
    QVERIFY(only(*sup, QStringLiteral("superscript")).baseline <
            only(*sup, QStringLiteral("base")).baseline - 0.2 * kSize);
    // Both: superscript above, subscript below, a gap between them.
    const auto both = lay(QStringLiteral("q_i^2"), MathStyle::Text);
    QVERIFY(only(*both, QStringLiteral("superscript")).rect.bottom() <
            only(*both, QStringLiteral("subscript")).rect.top());
}

void TestMathLayout::secondLevelScriptsShrinkAgain() {
    const auto layout = lay(QStringLiteral("x^{y^{z}}"), MathStyle::Text);
    const QList<MathPart> sups = layout->parts(QStringLiteral("superscript"));
    QCOMPARE(sups.size(), 2);
    const QList<MathPart> bases = layout->parts(QStringLiteral("base"));
    // Heights of x (text), y (script), z (scriptscript): each smaller than the one before.
    QCOMPARE(bases.size(), 2);
    const qreal x = bases.at(1).rect.height();
    const qreal y = bases.at(0).rect.height();
    const qreal z = sups.at(0).rect.height();
    QVERIFY(y < x * 0.85);
    QVERIFY(z < y * 0.9);
}

void TestMathLayout::displaySumHasLimitsAboveAndBelow() {
    const auto layout = lay(QStringLiteral("\\sum_{i=1}^{n} x_i"), MathStyle::Display);
    const MathPart op = only(*layout, QStringLiteral("operator"));
    const MathPart upper = only(*layout, QStringLiteral("upper-limit"));
    const MathPart lower = only(*layout, QStringLiteral("lower-limit"));
    QVERIFY(upper.rect.bottom() < op.rect.top());
    QVERIFY(lower.rect.top() > op.rect.bottom());
    QCOMPARE_LE(std::abs(upper.rect.center().x() - op.rect.center().x()), kEps);
    QCOMPARE_LE(std::abs(lower.rect.center().x() - op.rect.center().x()), kEps);
    // The display form of the operator is bigger than the inline one.
    const auto inlined = lay(QStringLiteral("\\sum x"), MathStyle::Text);
    QVERIFY(op.rect.height() > only(*inlined, QStringLiteral("operator")).rect.height() * 1.2);
}

// A student pass: in lesson 5's "q · k = Σ_{j=1}^{d_k} q_j k_j" the limit's subscript k touched
// the top of the Σ. A limit keeps a clear gap from the operator: at least a tenth of the
// operator's height, whatever the limit's depth (it was 3.8 px under a 62 px Sigma).
void TestMathLayout::aLimitWithAScriptClearsTheOperator() {
    const auto layout = lay(QStringLiteral("\\sum_{j=1}^{d_k} q_j k_j"), MathStyle::Display);
    const MathPart op = only(*layout, QStringLiteral("operator"));
    const MathPart upper = only(*layout, QStringLiteral("upper-limit"));
    const MathPart lower = only(*layout, QStringLiteral("lower-limit"));
    QCOMPARE_GE(op.rect.top() - upper.rect.bottom(), 0.1 * op.rect.height());
    QCOMPARE_GE(lower.rect.top() - op.rect.bottom(), 0.1 * op.rect.height());
}

void TestMathLayout::inlineSumHasLimitsBeside() {
    const auto layout = lay(QStringLiteral("\\sum_{i=1}^{n} x_i"), MathStyle::Text);
    QVERIFY(layout->parts(QStringLiteral("upper-limit")).isEmpty());
    const MathPart base = layout->parts(QStringLiteral("base")).first();
    const MathPart sup = layout->parts(QStringLiteral("superscript")).first();
    QVERIFY(sup.rect.left() >= base.rect.right() - kEps);
}

void TestMathLayout::delimitersGrowWithContent() {
    const auto small = lay(QStringLiteral("\\left( x \\right)"));
    const auto big = lay(QStringLiteral("\\left( \\frac{\\frac{a}{b}}{\\frac{c}{d}} \\right)"));
    const MathPart open = only(*big, QStringLiteral("open"));
    const MathPart body = only(*big, QStringLiteral("body"));
    QVERIFY(open.rect.height() > only(*small, QStringLiteral("open")).rect.height() * 1.5);
    // TeX lets a delimiter fall short of its content by up to a tenth (rule 19: 901/1000).
    QVERIFY(open.rect.height() >= 0.9 * body.rect.height());
    QVERIFY(open.rect.top() < body.rect.center().y() &&
            open.rect.bottom() > body.rect.center().y());
    QVERIFY(only(*big, QStringLiteral("close")).rect.left() >= body.rect.right() - kEps);
}

// Taller than the font's biggest bracket: the bracket still covers its content (built from the
// font's top, extender and bottom pieces).
void TestMathLayout::delimitersBeyondTheLargestVariantAreAssembled() {
    QVERIFY(!defaultMathFont()->assemblies.value(U'(').isEmpty());
    const auto layout = lay(QStringLiteral(
        "\\begin{pmatrix} a \\\\ b \\\\ c \\\\ d \\\\ e \\\\ f \\\\ g \\\\ h \\end{pmatrix}"));
    const MathPart open = only(*layout, QStringLiteral("open"));
    const MathPart body = only(*layout, QStringLiteral("body"));
    qreal largest = 0;
    for (const MathFontData::Variant& v : defaultMathFont()->variants.value(U'('))
        largest = std::max(largest, v.size * kSize);
    QVERIFY(body.rect.height() > largest);
    QVERIFY(open.rect.height() >= 0.9 * body.rect.height());
}

void TestMathLayout::spacingFollowsAtomClasses() {
    const qreal a = lay(QStringLiteral("a"), MathStyle::Text)->width();
    const qreal eq = lay(QStringLiteral("="), MathStyle::Text)->width();
    const qreal plus = lay(QStringLiteral("+"), MathStyle::Text)->width();
    const qreal mu = kSize / 18;
    // a = a: thick spaces (5 mu) around a relation; a + a: medium (4 mu) around a binary.
    QCOMPARE_LE(
        std::abs(lay(QStringLiteral("a=a"), MathStyle::Text)->width() - (2 * a + eq + 10 * mu)),
        0.5);
    QCOMPARE_LE(
        std::abs(lay(QStringLiteral("a+a"), MathStyle::Text)->width() - (2 * a + plus + 8 * mu)),
        0.5);
    // A leading minus is unary: no space.
    const qreal minus = lay(QStringLiteral("-"), MathStyle::Text)->width();
    QCOMPARE_LE(std::abs(lay(QStringLiteral("-a"), MathStyle::Text)->width() - (minus + a)), 0.5);
    // f(x): no space between a function letter and its parenthesis; \exp(x) neither.
    const qreal f = lay(QStringLiteral("f"), MathStyle::Text)->width();
    const qreal paren = lay(QStringLiteral("("), MathStyle::Text)->width();
    QVERIFY(lay(QStringLiteral("f("), MathStyle::Text)->width() <= f + paren + 0.5);
    // In scripts the spaces around relations go away.
    const auto script = lay(QStringLiteral("x_{a=a}"), MathStyle::Text);
    const qreal scriptWidth = only(*script, QStringLiteral("subscript")).rect.width();
    const qreal scale = defaultMathFont()->scriptScale;
    QVERIFY(scriptWidth < (2 * a + eq) * scale + 2 * mu);
}

void TestMathLayout::everyDocumentedConstructLaysOut_data() {
    QTest::addColumn<QString>("tex");
    // Every command of docs/lesson-format.md, "Math".
    const char* const constructs[] = {
        "d_k",
        "x^2",
        "q_i^2",
        "x^{10}",
        "K^\\top",
        "f'",
        "\\frac{a}{b}",
        "\\sqrt{d_k}",
        "\\sqrt[4]{d_k}",
        "\\sum_{i=1}^{n} x_i",
        "\\prod_i p_i",
        "\\max_j z_j",
        "\\min_j z_j",
        "\\lim_{n \\to \\infty}",
        "\\left( \\frac{a}{b} \\right)",
        "\\left[ x \\right]",
        "\\left\\{ x \\right\\}",
        "\\left| x \\right|",
        "\\left\\| x \\right\\|",
        "\\left\\langle x \\right\\rangle",
        "\\left\\lfloor x \\right\\rfloor",
        "\\left\\lceil x \\right\\rceil",
        "\\left. x \\right|",
        "\\hat{y}",
        "\\bar{x}",
        "\\vec{v}",
        "\\tilde{q}",
        "\\mathbf{W}",
        "\\mathrm{d}x",
        "\\text{softmax}(z)",
        "\\operatorname{Var}(x)",
        "\\exp \\log \\ln \\sin \\cos \\tanh",
        "\\alpha\\beta\\gamma\\delta\\epsilon\\varepsilon\\zeta\\eta\\theta\\iota\\kappa\\lambda",
        "\\mu\\nu\\xi\\omicron\\pi\\rho\\sigma\\tau\\upsilon\\phi\\varphi\\chi\\psi\\omega",
        "\\Gamma\\Delta\\Theta\\Lambda\\Xi\\Pi\\Sigma\\Upsilon\\Phi\\Psi\\Omega",
        "a \\cdot b \\times c \\pm d",
        "a \\to b \\rightarrow c \\approx d \\le e \\leq f",
        "a \\ge b \\geq c \\ne d \\neq e \\in f \\sim g \\propto h \\mid i \\lt j \\gt k",
        "\\infty \\partial \\ldots \\dots \\cdots",
        "a \\, b \\: c \\; d \\! e \\quad f \\qquad g",
        "a \\ b ~ c",
        "\\{ \\} \\$ \\% \\_ \\# \\& \\|",
        "\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}",
        "\\begin{bmatrix} 1 \\\\ 2 \\end{bmatrix}",
        "\\begin{matrix} x & y \\end{matrix}"};
    for (const char* tex : constructs)
        QTest::newRow(tex) << QString::fromUtf8(tex);
}

void TestMathLayout::everyDocumentedConstructLaysOut() {
    QFETCH(QString, tex);
    const lessons::MathParse parse = lessons::parseMath(tex);
    QVERIFY2(parse.ok(), qPrintable(parse.error));
    for (const MathStyle style : {MathStyle::Display, MathStyle::Text}) {
        const auto layout = lay(tex, style);
        QVERIFY(layout->width() > 0);
        QVERIFY(layout->ascent() > 0);
        QVERIFY(std::isfinite(layout->ascent() + layout->descent() + layout->width()));
        QImage image(int(layout->width()) + 4, int(layout->ascent() + layout->descent()) + 4,
                     QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        layout->paint(&painter, QPointF(2, 2 + layout->ascent()), Qt::black);
        painter.end();
        QVERIFY2(inkBottom(image, 0, image.width()) >= 0, "something was drawn");
    }
}

void TestMathLayout::invalidTexLaysOutAsItsSource() {
    const auto layout = lay(QStringLiteral("\\nosuch{x}"));
    QVERIFY(layout->width() > lay(QStringLiteral("x"))->width() * 4);
}

void TestMathLayout::layoutsAreCachedPerSize() {
    MathTypesetter typesetter;
    const auto first = typesetter.layout(QStringLiteral("\\sqrt{d_k}"), 16, MathStyle::Text);
    QCOMPARE(typesetter.layout(QStringLiteral("\\sqrt{d_k}"), 16, MathStyle::Text), first);
    QVERIFY(typesetter.layout(QStringLiteral("\\sqrt{d_k}"), 20, MathStyle::Text) != first);
    QCOMPARE(typesetter.cachedCount(), 2);
}

// Drawn for real: the bottom of a text "x" and of a math "x" in the same line (both letters sit
// on the baseline) are in the same pixel row, also when the formula has depth.
void TestMathLayout::inlineMathSharesTheTextBaseline_data() {
    QTest::addColumn<QString>("markdown");
    QTest::addRow("plain") << "x $x$ x";
    QTest::addRow("subscript") << "x $x_k$ x";
    QTest::addRow("fraction nearby") << "x $x \\frac{a}{b_{j_k}}$ x";
    QTest::addRow("root nearby") << "x $x \\sqrt{d_k}$ x";
}

void TestMathLayout::inlineMathSharesTheTextBaseline() {
    QFETCH(QString, markdown);
    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(40);
    document.setDefaultFont(font);
    document.setMarkdown(lessons::markdownWithMath(markdown));
    QCOMPARE(installMath(&document), 1);
    document.setTextWidth(1000);
    QImage image(document.size().toSize() + QSize(2, 2), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, Qt::black);
    document.documentLayout()->draw(&painter, context);
    painter.end();
    const QTextBlock block = document.firstBlock();
    const QTextLine line = block.layout()->lineAt(0);
    const qreal origin = block.layout()->position().x();
    const int textX0 = int(origin + line.cursorToX(0));
    const int textX1 = int(origin + line.cursorToX(1));
    const int mathX0 = int(origin + line.cursorToX(2));
    // The math x is the formula's first letter: about one text x wide.
    const int mathX1 = mathX0 + (textX1 - textX0);
    const int text = inkBottom(image, textX0, textX1);
    const int math = inkBottom(image, mathX0, mathX1);
    QVERIFY(text > 0);
    QCOMPARE_LE(std::abs(text - math), 1);
}

void TestMathLayout::inlineMathReservesItsDepth() {
    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(20);
    document.setDefaultFont(font);
    document.setMarkdown(lessons::markdownWithMath(QStringLiteral("a $\\frac{a}{b_{j_k}}$ b")));
    installMath(&document);
    document.setTextWidth(1000);
    document.documentLayout()->documentSize(); // lays out
    const QTextBlock block = document.firstBlock();
    const QTextLine line = block.layout()->lineAt(0);
    auto* handler =
        dynamic_cast<MathTextObject*>(document.documentLayout()->handlerForObject(kMathObjectType));
    QVERIFY(handler);
    QTextCursor cursor(&document);
    cursor.setPosition(3);
    const auto layout = handler->layoutAt(&document, 2, cursor.charFormat());
    QVERIFY(layout->descent() > QFontMetricsF(font).descent());
    QVERIFY(line.descent() >= layout->descent() - 0.5);
    QVERIFY(line.ascent() >= layout->ascent() - 0.5);
}

void TestMathLayout::aTallFormulaKeepsClearOfTheLineAbove_data() {
    QTest::addColumn<QString>("tex");
    QTest::addColumn<int>("pixelSize");
    for (int size : {14, 16, 20, 40}) {
        QTest::addRow("root, %d px", size) << QStringLiteral("\\sqrt{d_k}") << size;
        QTest::addRow("fraction, %d px", size) << QStringLiteral("\\frac{a}{b}") << size;
    }
}

// Issue 19: in prose the bar of √dₖ touched the descenders of the line above: the line reserved
// the formula's ascent and nothing over it, where plain letters keep the font's ascent over their
// tops. A formula's top keeps at least the gap a plain line's letters keep (a pixel of rounding).
void TestMathLayout::aTallFormulaKeepsClearOfTheLineAbove() {
    QFETCH(QString, tex);
    QFETCH(int, pixelSize);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(pixelSize);
    const QFontMetricsF metrics(font);
    const qreal descenders = metrics.tightBoundingRect(QStringLiteral("gjpqy")).bottom();
    const qreal letters = -metrics.tightBoundingRect(QStringLiteral("bdfhklAT")).top();
    // Under a line of descenders: how far below them the second line's top ink starts.
    const auto gapUnder = [&](const QString& second, qreal* formulaAscent) {
        QTextDocument document;
        document.setDefaultFont(font);
        document.setMarkdown(lessons::markdownWithMath(QStringLiteral("gyp gyp  \n") + second));
        installMath(&document);
        document.setTextWidth(1000);
        document.documentLayout()->documentSize(); // lays out
        const auto baselineAt = [&document](int position) {
            const QTextBlock block = document.findBlock(position);
            const QTextLine line = block.layout()->lineForTextPosition(position - block.position());
            return block.layout()->position().y() + line.y() + line.ascent();
        };
        const QString text = document.toPlainText();
        const int object = int(text.indexOf(QChar::ObjectReplacementCharacter));
        const int start = object >= 0 ? object : int(text.indexOf(QStringLiteral("hbd")));
        if (start < 0 || baselineAt(start) <= baselineAt(0))
            return -1000.0; // not on a line of its own
        qreal top = letters;
        if (object >= 0) {
            auto* handler = dynamic_cast<MathTextObject*>(
                document.documentLayout()->handlerForObject(kMathObjectType));
            QTextCursor cursor(&document);
            cursor.setPosition(object + 1);
            top = handler->layoutAt(&document, object, cursor.charFormat())->ascent();
            *formulaAscent = top;
        }
        return (baselineAt(start) - top) - (baselineAt(0) + descenders);
    };
    qreal ascent = 0;
    const qreal plain = gapUnder(QStringLiteral("hbd gyp"), &ascent);
    const qreal math = gapUnder(QLatin1Char('$') + tex + QStringLiteral("$ gyp"), &ascent);
    QVERIFY(plain > -1000 && math > -1000);
    QVERIFY2(ascent > letters, "not a formula taller than the letters");
    QVERIFY2(math >= plain - 1.0, qPrintable(QStringLiteral("%1 px under the descenders above, "
                                                            "%2 px under plain letters")
                                                 .arg(math)
                                                 .arg(plain)));
}

// Drawn for real: beside a tall formula a list's number stands on the line's baseline and its
// bullet is centred on the x-height, as beside plain words (Qt put both a fixed distance below
// the line's top, so they floated up by half the formula's extra height).
void TestMathLayout::listMarkersSitOnTheBaseline_data() {
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<bool>("numbered");
    QTest::addRow("bullet, plain") << "- plain words" << false;
    QTest::addRow("bullet, tall math") << "- words $\\sqrt{\\frac{a}{b}}$ words" << false;
    QTest::addRow("number, plain") << "1. plain words" << true;
    QTest::addRow("number, tall math") << "1. words $\\frac{\\frac{a}{b}}{c}$ words" << true;
}

void TestMathLayout::listMarkersSitOnTheBaseline() {
    QFETCH(QString, markdown);
    QFETCH(bool, numbered);
    app::MarkdownView view;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(40);
    view.setFont(font);
    QPalette palette = view.palette();
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    view.setPalette(palette);
    view.viewport()->setAutoFillBackground(true);
    view.resize(1200, 100);
    view.setLessonMarkdown(lessons::markdownWithMath(markdown));
    view.resize(1200, view.height());
    const QImage image = view.grab().toImage();

    const QTextBlock block = view.document()->firstBlock();
    QVERIFY(block.textList());
    const QTextLayout* layout = block.layout();
    const QTextLine line = layout->lineAt(0);
    const QPointF offset = view.viewport()->mapTo(&view, QPoint(0, 0));
    const QRectF text = line.naturalTextRect().translated(layout->position() + offset);
    const int baseline = qRound(text.top() + line.ascent());
    // The marker's ink: left of the text, within the first line.
    const int left = qMax(0, int(text.left()) - 3 * 40);
    const int right = int(text.left()) - 2;
    const int top = inkTop(image, left, right, int(text.top()), int(text.bottom()) + 1);
    const int bottom = inkBottomIn(image, left, right, int(text.top()), int(text.bottom()) + 1);
    QVERIFY2(top >= 0, "no marker drawn");
    if (numbered) {
        QCOMPARE_LE(std::abs(bottom + 1 - baseline), 1);
    } else {
        const qreal middle = (top + bottom + 1) / 2.0;
        const qreal xMiddle = baseline - QFontMetricsF(font).xHeight() / 2;
        QCOMPARE_LE(std::abs(middle - xMiddle), 1.5);
    }
    QCOMPARE(view.listMarkers().size(), 1);
}

// A line never starts with the ")" or "." that follows a formula, nor ends with the "(" before
// one: at every width from 60 to 400 px.
void TestMathLayout::punctuationStaysWithItsFormula() {
    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(16);
    document.setDefaultFont(font);
    document.setMarkdown(lessons::markdownWithMath(QStringLiteral(
        "Scale by ($\\sqrt{d_k}$), then compare $q \\cdot k$. Sums like $a_1$, $a_2$; and "
        "($x$) or $\\frac{1}{d}$: all of them.")));
    QCOMPARE(installMath(&document), 6);
    const QString text = document.firstBlock().text();
    int lines = 0;
    for (int width = 60; width <= 400; width += 2) {
        document.setTextWidth(width);
        document.documentLayout()->documentSize();
        const QTextLayout* layout = document.firstBlock().layout();
        for (int i = 1; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            // Without the word joiners: a line that starts "\u2060." starts with the ".".
            const QString start =
                text.mid(line.textStart(), line.textLength()).remove(kWordJoiner).trimmed();
            const QString previous =
                text.mid(layout->lineAt(i - 1).textStart(), layout->lineAt(i - 1).textLength())
                    .trimmed();
            ++lines;
            QVERIFY2(!start.isEmpty() && !QStringLiteral(").,;:").contains(start.front()),
                     qPrintable(QStringLiteral("width %1: a line starts with '%2'")
                                    .arg(width)
                                    .arg(start.left(3))));
            QVERIFY2(!previous.endsWith(QLatin1Char('(')),
                     qPrintable(QStringLiteral("width %1: a line ends with '('").arg(width)));
        }
    }
    QVERIFY(lines > 100);
}

// Lesson 5's title: a radical in a heading left a large gap under its line. The object's font
// took the heading's point size (from FontSizeAdjustment) instead of the size that reserves the
// formula's depth, and the line kept about 25 px below its baseline for a 12 px deep formula.
void TestMathLayout::aFormulaInAHeadingReservesOnlyItsDepth() {
    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(16);
    document.setDefaultFont(font);
    document.setMarkdown(lessons::markdownWithMath(
        QStringLiteral("# Why divide by $\\sqrt{d_k}$? An interview walkthrough")));
    QCOMPARE(installMath(&document), 1);
    document.setTextWidth(420); // two lines
    document.documentLayout()->documentSize();
    const QTextBlock block = document.firstBlock();
    const QTextLayout* layout = block.layout();
    QVERIFY(layout->lineCount() >= 2);
    int object = -1;
    const QString text = block.text(); // block.length() counts the block separator too
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i) == QChar::ObjectReplacementCharacter)
            object = i;
    }
    QVERIFY(object >= 0);
    auto* handler =
        dynamic_cast<MathTextObject*>(document.documentLayout()->handlerForObject(kMathObjectType));
    QVERIFY(handler);
    QTextCursor cursor(&document);
    cursor.setPosition(block.position() + object + 1);
    const auto formula =
        handler->layoutAt(&document, block.position() + object, cursor.charFormat());
    const QTextLine first = layout->lineForTextPosition(object);
    const qreal textDescent = QFontMetricsF(block.charFormat().font()).descent();
    QCOMPARE_LE(first.descent(), std::max(formula->descent(), textDescent) + 3.0);
    QCOMPARE_GE(first.ascent(), formula->ascent() - 1.0);
}

void TestMathLayout::copyingGivesTheTexSource() {
    app::MarkdownView view;
    view.resize(600, 100);
    view.setLessonMarkdown(
        lessons::markdownWithMath(QStringLiteral("Divide by $\\sqrt{d_k}$ before softmax.")));
    view.selectAll();
    view.copy();
    QCOMPARE(QApplication::clipboard()->text(),
             QStringLiteral("Divide by $\\sqrt{d_k}$ before softmax."));
    QTextCursor part(view.document());
    part.setPosition(10);
    part.setPosition(11, QTextCursor::KeepAnchor);
    QCOMPARE(textWithTex(part), QStringLiteral("$\\sqrt{d_k}$"));
}

void TestMathLayout::screenReadersHearSpokenMath() {
    app::MarkdownView view;
    view.setLessonMarkdown(lessons::markdownWithMath(QStringLiteral("Divide by $\\sqrt{d_k}$.")));
    QCOMPARE(view.accessibleDescription(), QStringLiteral("Divide by square root of d sub k."));
    QCOMPARE(
        app::markdownToPlainText(lessons::markdownWithMath(QStringLiteral("by $\\sqrt{d_k}$"))),
        QStringLiteral("by √dₖ"));
}

void TestMathLayout::labelsShowMathInline() {
    QWidget window;
    auto* label =
        new app::MarkdownLabel(lessons::markdownWithMath(QStringLiteral("Head $d_k$")), &window);
    window.resize(400, 100);
    label->resize(400, 40);
    QVERIFY(label->mathView());
    QVERIFY(!label->mathView()->isHidden());
    QCOMPARE(label->accessibleName(), QStringLiteral("Head d sub k"));
    QVERIFY(!label->mathView()->toPlainText().contains(QChar(0xe000)));
    label->setMarkdown(QStringLiteral("plain words"));
    QVERIFY(!label->mathView()); // gone with its layout, which kept the math's height (sp13 B4)
    QCOMPARE(label->text(), QStringLiteral("plain words"));
}

void TestMathLayout::formulaViewFollowsZoomAndCopiesTex() {
    FormulaView view(QStringLiteral("\\frac{q \\cdot k}{\\sqrt{d_k}}"));
    const QSize before = view.sizeHint();
    QFont font = view.font();
    font.setPointSizeF(font.pointSizeF() * 2);
    view.setFont(font);
    QVERIFY(view.sizeHint().height() > before.height() * 1.6);
    view.copy();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("\\frac{q \\cdot k}{\\sqrt{d_k}}"));
    QVERIFY(view.accessibleName().contains(QStringLiteral("square root of d sub k")));
}

// Dark mode: formulas are drawn in the palette's text colour, inline and displayed.
void TestMathLayout::mathTakesThePaletteTextColour() {
    auto redInk = [](QWidget& widget) {
        QPalette palette = widget.palette();
        palette.setColor(QPalette::Text, QColor(255, 0, 0));
        palette.setColor(QPalette::WindowText, QColor(255, 0, 0));
        palette.setColor(QPalette::Base, Qt::black);
        palette.setColor(QPalette::Window, Qt::black);
        widget.setPalette(palette);
        widget.resize(300, 80);
        const QImage image = widget.grab().toImage();
        int red = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                red += c.red() > 150 && c.green() < 80 && c.blue() < 80 ? 1 : 0;
            }
        }
        return red;
    };
    FormulaView formula(QStringLiteral("\\sqrt{d_k}"));
    QVERIFY(redInk(formula) > 20);
    app::MarkdownView view;
    view.setLessonMarkdown(lessons::markdownWithMath(QStringLiteral("$\\sqrt{d_k}$")));
    QVERIFY(redInk(view) > 20);
}

// Zoom changes the view's font: formulas grow with the text and the lines still hold them.
void TestMathLayout::zoomRescalesInlineMath() {
    app::MarkdownView view;
    view.resize(600, 100);
    view.setLessonMarkdown(lessons::markdownWithMath(QStringLiteral("a $\\frac{a}{b_{j_k}}$ b")));
    auto formulaAndLine = [&view] {
        QTextDocument* document = view.document();
        document->documentLayout()->documentSize();
        auto* handler = dynamic_cast<MathTextObject*>(
            document->documentLayout()->handlerForObject(kMathObjectType));
        QTextCursor cursor(document);
        cursor.setPosition(3);
        const auto layout = handler->layoutAt(document, 2, cursor.charFormat());
        const QTextLine line = document->firstBlock().layout()->lineAt(0);
        return std::make_pair(layout, line);
    };
    const auto [before, lineBefore] = formulaAndLine();
    QFont font = view.font();
    font.setPointSizeF(font.pointSizeF() * 2);
    view.setFont(font);
    const auto [after, lineAfter] = formulaAndLine();
    QVERIFY(after->ascent() > before->ascent() * 1.7);
    QVERIFY(lineAfter.ascent() >= after->ascent() - 0.5);
    QVERIFY(lineAfter.descent() >= after->descent() - 0.5);
    // Reserved, not wasted: the line is not much deeper than the formula needs.
    QVERIFY(lineAfter.descent() <= std::max(after->descent(), QFontMetricsF(font).descent()) + 2);
}

QTEST_MAIN(TestMathLayout)
// The walk from an estimate finds what a bisection over every pixel size finds, for the
// x-heights inline formulas ask for and for sizes far from the estimate's start.
void TestMathLayout::tuningSizeMatchesABisection() {
    for (const QString& family : {QStringLiteral("DejaVu Sans"), QStringLiteral("DejaVu Serif")}) {
        QFont font(family);
        auto bisection = [&font](int xHeight) {
            int low = 1;
            int high = 2048;
            while (low < high) {
                const int mid = (low + high + 1) / 2;
                font.setPixelSize(mid);
                if (QFontMetrics(font).xHeight() <= xHeight)
                    low = mid;
                else
                    high = mid - 1;
            }
            return low;
        };
        for (int xHeight :
             {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 17, 20, 24, 31, 40, 64, 100, 333}) {
            QCOMPARE(largestPixelSizeWithXHeight(family, xHeight), bisection(xHeight));
        }
    }
}

// A label remembers its heights per width; a new text, font, margin or wrap mode asks again.
// Each change below alters the height, and the label answers what QLabel computes afresh.
void TestMathLayout::labelHeightFollowsTextAndFont() {
    app::MarkdownLabel label(QStringLiteral("One short line."));
    label.setWordWrap(true);
    int before = label.heightForWidth(200);
    QCOMPARE(label.heightForWidth(200), before);
    auto changedAndFresh = [&](const char* what) {
        const int now = label.heightForWidth(200);
        QVERIFY2(now != before, what);
        QCOMPARE(now, label.QLabel::heightForWidth(200));
        before = now;
    };
    label.setMarkdown(QStringLiteral("A sentence long enough to need several lines of text when "
                                     "the label is only two hundred pixels wide."));
    changedAndFresh("text");
    QFont larger = label.font();
    larger.setPixelSize(3 * QFontInfo(larger).pixelSize());
    label.setFont(larger);
    changedAndFresh("font");
    label.setMargin(20);
    changedAndFresh("margin");
    label.setContentsMargins(0, 30, 0, 0);
    changedAndFresh("contents margins");
    label.setWordWrap(false);
    changedAndFresh("word wrap");
    // Rich text in the label's own font (a size baked into the HTML no longer differs): two
    // paragraphs make the change.
    label.setMarkdown(QStringLiteral("Now **rich** text.\n\nA second paragraph."));
    changedAndFresh("rich text");
}

#include "tst_mathlayout.moc"
