// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attn::numberText and friends: the one number format a student reads, and the one rule for the
// digits a number has after the point (slider boxes, score bars, "checked at" lines).
#include "core/logittext.h"
#include "core/numbertext.h"

#include "core/localenumberformat.h"

#include <QTest>

#include <cmath>
#include <limits>

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();

QString text(const std::string& utf8) {
    return QString::fromStdString(utf8);
}

} // namespace

class TestNumberText : public QObject {
    Q_OBJECT

private slots:
    void computedLogitsShareOneRule_data();
    void computedLogitsShareOneRule();
    void decimalsOf_data();
    void decimalsOf();
    void onDecimalGrid_data();
    void onDecimalGrid();
    void numberText_data();
    void numberText();
    void fixedText_data();
    void fixedText();
    void numbersShownTogether_data();
    void numbersShownTogether();
    void flooredTexts_data();
    void flooredTexts();
    void valueText_data();
    void valueText();
    void exactOrValueText_data();
    void exactOrValueText();
    void weightsShownTogether_data();
    void weightsShownTogether();
    void pointsShareDecimals_data();
    void pointsShareDecimals();
    void localeFormat_data();
    void localeFormat();
};

void TestNumberText::decimalsOf_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("maxDecimals");
    QTest::addColumn<int>("decimals");
    QTest::newRow("whole step") << 2.0 << 6 << 0;
    QTest::newRow("zero") << 0.0 << 6 << 0;
    QTest::newRow("minus zero") << -0.0 << 6 << 0;
    QTest::newRow("tenth") << 0.1 << 6 << 1;
    QTest::newRow("half") << 0.5 << 6 << 1;
    QTest::newRow("quarter") << 0.25 << 6 << 2;
    QTest::newRow("negative quarter") << -0.25 << 6 << 2;
    // 41 steps of 0.1 in binary are 4.1000000000000005: still one decimal.
    QTest::newRow("summed steps") << 41 * 0.1 << 6 << 1;
    QTest::newRow("thousandth") << 1e-3 << 6 << 3;
    QTest::newRow("finer than the bound") << 1e-7 << 6 << 6;
    QTest::newRow("a third, bounded") << 1.0 / 3.0 << 4 << 4;
    QTest::newRow("huge") << 1e300 << 6 << 0;
    QTest::newRow("infinity") << kInf << 6 << 0;
    QTest::newRow("minus infinity") << -kInf << 6 << 0;
    QTest::newRow("NaN") << kNaN << 6 << 0;
    QTest::newRow("no decimals allowed") << 0.5 << 0 << 0;
}

void TestNumberText::decimalsOf() {
    QFETCH(double, value);
    QFETCH(int, maxDecimals);
    QFETCH(int, decimals);
    QCOMPARE(attn::decimalsOf(value, maxDecimals), decimals);
}

void TestNumberText::onDecimalGrid_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<bool>("onGrid");
    QTest::newRow("4.1 at one") << 4.1 << 1 << true;
    QTest::newRow("4.15 at one") << 4.15 << 1 << false;
    QTest::newRow("4.15 at two") << 4.15 << 2 << true;
    QTest::newRow("summed steps") << 41 * 0.1 << 1 << true;
    QTest::newRow("negative") << -3.0 << 1 << true;
    QTest::newRow("minus zero") << -0.0 << 0 << true;
    QTest::newRow("a third") << 1.0 / 3.0 << 6 << false;
    QTest::newRow("negative decimals") << 1.0 << -1 << false;
    QTest::newRow("infinity") << kInf << 1 << false;
    QTest::newRow("NaN") << kNaN << 1 << false;
    // Scaling overflows: such a value is never shown on a grid, it is written as a power of ten.
    QTest::newRow("overflowing") << 1e307 << 2 << false;
}

void TestNumberText::onDecimalGrid() {
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(bool, onGrid);
    QCOMPARE(attn::onDecimalGrid(value, decimals), onGrid);
}

void TestNumberText::numberText_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("significant");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain") << 0.18 << 3 << QStringLiteral("0.18");
    QTest::newRow("minus sign") << -2.5 << 3 << QStringLiteral("\u22122.5");
    QTest::newRow("minus zero") << -0.0 << 3 << QStringLiteral("0");
    QTest::newRow("tiny negative") << -1e-20 << 3 << QStringLiteral("\u22121 × 10⁻²⁰");
    QTest::newRow("1024 ungrouped") << 1024.0 << 4 << QStringLiteral("1024");
    QTest::newRow("10,000 grouped") << 10000.0 << 5 << QStringLiteral("10,000");
    QTest::newRow("small") << 6.8e-5 << 2 << QStringLiteral("6.8 × 10⁻⁵");
    QTest::newRow("carry into the power") << 9.9996e-5 << 3 << QStringLiteral("1 × 10⁻⁴");
    QTest::newRow("plain from 10^-3") << 0.00123 << 3 << QStringLiteral("0.00123");
    QTest::newRow("scientific below 10^-3") << 0.000135 << 3 << QStringLiteral("1.35 × 10⁻⁴");
    QTest::newRow("huge") << 1e300 << 3 << QStringLiteral("1 × 10³⁰⁰");
    QTest::newRow("infinity") << kInf << 3 << QStringLiteral("∞");
    QTest::newRow("minus infinity") << -kInf << 3 << QStringLiteral("\u2212∞");
    QTest::newRow("NaN") << kNaN << 3 << QStringLiteral("NaN");
}

void TestNumberText::numberText() {
    QFETCH(double, value);
    QFETCH(int, significant);
    QFETCH(QString, shown);
    QCOMPARE(text(attn::numberText(value, significant, attn::NumberFormat{})), shown);
}

void TestNumberText::fixedText_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("shown");
    QTest::newRow("two") << 2.0 << 2 << QStringLiteral("2.00");
    QTest::newRow("rounds to minus zero") << -0.001 << 2 << QStringLiteral("0.00");
    QTest::newRow("negative") << -0.5 << 3 << QStringLiteral("\u22120.500");
    QTest::newRow("grouped") << 12345.678 << 1 << QStringLiteral("12,345.7");
    QTest::newRow("decimals clamped") << 1.0 << 40 << QStringLiteral("1.000000000000000");
}

void TestNumberText::fixedText() {
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, shown);
    QCOMPARE(text(attn::fixedText(value, decimals, attn::NumberFormat{})), shown);
}

// A student pass: a chart's labels read 0.248 beside 0.21 beside 0.0321, and its readout
// 0.000135 beside labels of 6.77 × 10⁻⁵; numbers shown together share one precision and style.
// sp19: "0.235 / 0.0923 / 0.0300" read as three precisions; a column takes the largest's decimals.
void TestNumberText::numbersShownTogether_data() {
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<QStringList>("shown");
    QTest::newRow("trailing zeros kept")
        << QList<double>{0.248, 0.21, 0.0321}
        << QStringList{QStringLiteral("0.248"), QStringLiteral("0.210"), QStringLiteral("0.032")};
    QTest::newRow("too small for the column's decimals")
        << QList<double>{0.248, 0.00816, -0.0137, 0.0}
        << QStringList{QStringLiteral("0.248"), QStringLiteral("0.00816"),
                       QStringLiteral("\u22120.014"), QStringLiteral("0")};
    QTest::newRow("the largest is negative")
        << QList<double>{-12.5, 3.26}
        << QStringList{QStringLiteral("\u221212.5"), QStringLiteral("3.3")};
    QTest::newRow("infinity and NaN beside numbers")
        << QList<double>{kInf, kNaN, 0.5}
        << QStringList{QStringLiteral("∞"), QStringLiteral("NaN"), QStringLiteral("0.500")};
    QTest::newRow("a million is a power of ten")
        << QList<double>{2.5e6, 0.5}
        << QStringList{QStringLiteral("2.50 × 10⁶"), QStringLiteral("0.500")};
    QTest::newRow("scientific below 10^-3 only")
        << QList<double>{6.77e-5, 1.35e-4, 3.5e-20, 0.0}
        << QStringList{QStringLiteral("6.77 × 10⁻⁵"), QStringLiteral("1.35 × 10⁻⁴"),
                       QStringLiteral("3.50 × 10⁻²⁰"), QStringLiteral("0")};
    QTest::newRow("carry keeps the digits")
        << QList<double>{0.09996, 0.25}
        << QStringList{QStringLiteral("0.100"), QStringLiteral("0.250")};
    QTest::newRow("large ones stay plain beside small ones")
        << QList<double>{2.5, 6.8e-5}
        << QStringList{QStringLiteral("2.50"), QStringLiteral("6.80 × 10⁻⁵")};
    // A student pass (lesson 4's gradient factors): 0.0300 at d_k = 1 but 8.16 × 10⁻³ at 1024,
    // because a tiny neighbour switched every label under 1 to "× 10ⁿ". A neighbour never
    // changes a value's notation, only its decimals within the column.
    QTest::newRow("gradient factors at d_k = 1")
        << QList<double>{0.235, 0.152, 0.0923, 0.0533, 0.0300}
        << QStringList{QStringLiteral("0.235"), QStringLiteral("0.152"), QStringLiteral("0.092"),
                       QStringLiteral("0.053"), QStringLiteral("0.030")};
    QTest::newRow("gradient factors at d_k = 1024")
        << QList<double>{8.16e-3, 8.10e-3, 6.72e-5, 5.53e-7, 4.55e-9}
        << QStringList{QStringLiteral("0.00816"), QStringLiteral("0.00810"),
                       QStringLiteral("6.72 × 10⁻⁵"), QStringLiteral("5.53 × 10⁻⁷"),
                       QStringLiteral("4.55 × 10⁻⁹")};
    QTest::newRow("the threshold")
        << QList<double>{1e-3, 9.99e-4}
        << QStringList{QStringLiteral("0.00100"), QStringLiteral("9.99 × 10⁻⁴")};
    QTest::newRow("negative") << QList<double>{-0.5} << QStringList{QStringLiteral("\u22120.500")};
}

void TestNumberText::computedLogitsShareOneRule_data() {
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<QStringList>("shown");
    const QString minus(QChar(0x2212));
    // sp37 #3: lesson 2's table read "0.0", the next "−5.00", Track 7's "0.400".
    QTest::newRow("whole") << QList<double>{0, 4, 2} << QStringList{"0", "4", "2"};
    QTest::newRow("lesson 2 at dₖ = 16")
        << QList<double>{0, 1, 0.5} << QStringList{"0.00", "1.00", "0.50"};
    QTest::newRow("Track 7 at dₖ = 1024")
        << QList<double>{12.8, 0.4} << QStringList{"12.80", "0.40"};
    QTest::newRow("negative") << QList<double>{-5, 0.25} << QStringList{minus + "5.00", "0.25"};
    QTest::newRow("a third") << QList<double>{1.0 / 3.0} << QStringList{"0.33"};
    QTest::newRow("rounds to zero") << QList<double>{-0.001, 1.5} << QStringList{"0.00", "1.50"};
    QTest::newRow("thousands") << QList<double>{-1000, 12500}
                               << QStringList{minus + "1000", "12,500"};
}

void TestNumberText::computedLogitsShareOneRule() {
    QFETCH(QList<double>, values);
    QFETCH(QStringList, shown);
    const std::vector<double> in(values.begin(), values.end());
    QStringList got;
    for (const std::string& t : attn::logitTexts(in, attn::NumberFormat{}))
        got.append(text(t));
    QCOMPARE(got, shown);
    QCOMPARE(attn::logitDecimals(in), got.first().contains(QLatin1Char('.')) ? 2 : 0);
}

void TestNumberText::numbersShownTogether() {
    QFETCH(QList<double>, values);
    QFETCH(QStringList, shown);
    const std::vector<std::string> texts = attn::numberTexts(
        std::vector<double>(values.begin(), values.end()), 3, attn::NumberFormat{});
    QStringList got;
    for (const std::string& t : texts)
        got.append(text(t));
    QCOMPARE(got, shown);
}

// sp36 (issue 19): lesson 5's gradient bars read "0.0001" over a Jacobian norm of "1.35 × 10⁻⁴".
// The factors and the norm now share one rule: two significant digits in plain decimals down to
// the axis' 10⁻⁴, below that "< 0.0001"; never "× 10ⁿ". Values from numpy (lesson 5, step 3).
void TestNumberText::flooredTexts_data() {
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<bool>("german");
    QTest::addColumn<QStringList>("shown");
    const QList<double> dk1{0.21662721, 0.17981464, 0.14382028, 0.11236775, 0.07900054, 0.05460836};
    QTest::newRow("factors at d_k = 1")
        << dk1 << false << QStringList{"0.22", "0.18", "0.14", "0.11", "0.079", "0.055"};
    QTest::newRow("factors at d_k = 1, German")
        << dk1 << true << QStringList{"0,22", "0,18", "0,14", "0,11", "0,079", "0,055"};
    const QList<double> dk64{8.24592287e-02, 7.56865836e-02, 7.42745050e-03,
                             6.78422617e-04, 2.76720219e-05, 1.12800254e-06};
    QTest::newRow("factors at d_k = 64")
        << dk64 << false
        << QStringList{"0.082", "0.076", "0.0074", "0.00068", "<\u00a00.0001", "<\u00a00.0001"};
    QTest::newRow("factors at d_k = 64, German")
        << dk64 << true
        << QStringList{"0,082", "0,076", "0,0074", "0,00068", "<\u00a00,0001", "<\u00a00,0001"};
    QTest::newRow("norm at d_k = 1024")
        << QList<double>{0.00013544141875808087} << false << QStringList{"0.00014"};
    QTest::newRow("norm at d_k = 1024, German")
        << QList<double>{0.00013544141875808087} << true << QStringList{"0,00014"};
    QTest::newRow("the floor itself")
        << QList<double>{1e-4, 9.99e-5} << false << QStringList{"0.00010", "<\u00a00.0001"};
    QTest::newRow("carry into the next power")
        << QList<double>{0.0996} << false << QStringList{"0.10"};
    QTest::newRow("zero, negative, NaN")
        << QList<double>{0.0, -0.25, -3e-7, kNaN} << false
        << QStringList{"0", "\u22120.25", ">\u00a0\u22120.0001", "NaN"};
}

void TestNumberText::flooredTexts() {
    QFETCH(QList<double>, values);
    QFETCH(bool, german);
    QFETCH(QStringList, shown);
    const attn::NumberFormat format =
        german ? attn::localeNumberFormat(",", ".", "de") : attn::NumberFormat{};
    const std::vector<std::string> texts =
        attn::flooredTexts(std::vector<double>(values.begin(), values.end()), 2, 4, format);
    QStringList got;
    for (const std::string& t : texts)
        got.append(text(t));
    QCOMPARE(got, shown);
}

// sp13 B6: one value, the same digits wherever the course shows it. A lesson readout wrote
// "a·b = −0.25" beside the chart's "= −0.250", "32.00" and "32.0" for √dₖ, "√64 = 8.0" above
// "standard deviation 4.00", and the "Correct:" lines "3.000", "8.00", "9216".
void TestNumberText::valueText_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("shown");
    QTest::newRow("a·b at 0.5, 0.5, 180°") << -0.25 << QStringLiteral("\u22120.250");
    QTest::newRow("cos 60°") << 0.5 << QStringLiteral("0.500");
    QTest::newRow("cos 0°") << 1.0 << QStringLiteral("1.00");
    QTest::newRow("√1024") << 32.0 << QStringLiteral("32.0");
    QTest::newRow("√64") << 8.0 << QStringLiteral("8.00");
    QTest::newRow("standard deviation 4") << 4.0 << QStringLiteral("4.00");
    QTest::newRow("answer 3") << 3.0 << QStringLiteral("3.00");
    QTest::newRow("9 × 1024, never rounded to 9220") << 9216.0 << QStringLiteral("9216");
    QTest::newRow("1/√512") << 0.0441942 << QStringLiteral("0.0442");
    QTest::newRow("zero") << 0.0 << QStringLiteral("0");
    QTest::newRow("below 10^-3") << 6.77e-5 << QStringLiteral("6.77 × 10⁻⁵");
    QTest::newRow("grouped") << 22627.4 << QStringLiteral("22,627");
}

void TestNumberText::valueText() {
    QFETCH(double, value);
    QFETCH(QString, shown);
    QCOMPARE(text(attn::valueText(value, attn::NumberFormat{})), shown);
}

// sp19: lesson 1's chart read "2.0 × 3.0 × 1.00 = 6.00" under the lesson's "= 6"; a value read
// alone takes the fewest exact digits, else valueText's three significant ones.
void TestNumberText::exactOrValueText_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("shown");
    QTest::newRow("cos 0°") << 1.0 << QStringLiteral("1");
    QTest::newRow("a·b at 2, 3, 0°") << 6.0 << QStringLiteral("6");
    QTest::newRow("−0.5") << -0.5 << QStringLiteral("\u22120.5");
    QTest::newRow("0.062") << 0.062 << QStringLiteral("0.062");
    QTest::newRow("cos 30°, not exact") << std::cos(M_PI / 6) << QStringLiteral("0.866");
    QTest::newRow("√512") << std::sqrt(512.0) << QStringLiteral("22.6");
    QTest::newRow("a thousand") << 1000.0 << QStringLiteral("1000");
    QTest::newRow("+0") << 0.0 << QStringLiteral("0");
    QTest::newRow("−0") << -0.0 << QStringLiteral("0");
    QTest::newRow("below 10^-3") << 6.77e-5 << QStringLiteral("6.77 × 10⁻⁵");
    QTest::newRow("huge") << 3e300 << QStringLiteral("3.00 × 10³⁰⁰");
    QTest::newRow("+inf") << kInf << text(attn::valueText(kInf, attn::NumberFormat{}));
    QTest::newRow("−inf") << -kInf << text(attn::valueText(-kInf, attn::NumberFormat{}));
    QTest::newRow("NaN") << kNaN << text(attn::valueText(kNaN, attn::NumberFormat{}));
}

void TestNumberText::exactOrValueText() {
    QFETCH(double, value);
    QFETCH(QString, shown);
    QCOMPARE(text(attn::exactOrValueText(value, attn::NumberFormat{})), shown);
}

// Issue 19, a student pass: one run's weights read "9.00% · 66.5% · 24.5%", three significant
// digits per cell. Weights shown together share the largest one's decimals.
void TestNumberText::weightsShownTogether_data() {
    QTest::addColumn<QList<double>>("pcts");
    QTest::addColumn<QStringList>("shown");
    // A sign beyond the shown digits keeps to its number by a no-break space ("< 0,1 %" broke
    // after "<" at the end of a table cell's line, issue 19).
    QTest::newRow("1, 3, 2") << QList<double>{9.0031, 66.5241, 24.4728}
                             << QStringList{"9.0%", "66.5%", "24.5%"};
    QTest::newRow("a masked third key")
        << QList<double>{73.1059, 26.8941, 1e-300} << QStringList{"73.1%", "26.9%", "<\u00a00.1%"};
    QTest::newRow("a flat row of ten")
        << QList<double>{9.5, 9.5, 14.5} << QStringList{"9.5%", "9.5%", "14.5%"};
    QTest::newRow("many keys, all small")
        << QList<double>{0.82, 0.5, 0.0004} << QStringList{"0.820%", "0.500%", "<\u00a00.001%"};
    QTest::newRow("saturated") << QList<double>{99.99, 0.004, 0.006}
                               << QStringList{">\u00a099.9%", "<\u00a00.1%", "<\u00a00.1%"};
    QTest::newRow("exact") << QList<double>{100.0, 0.0} << QStringList{"100%", "0%"};
    QTest::newRow("not a number") << QList<double>{kNaN, 50.0} << QStringList{"", "50.0%"};
}

void TestNumberText::weightsShownTogether() {
    QFETCH(QList<double>, pcts);
    QFETCH(QStringList, shown);
    QStringList got;
    for (const std::string& t : attn::percentWeightTexts(
             std::vector<double>(pcts.begin(), pcts.end()), attn::NumberFormat{}))
        got.append(text(t));
    QCOMPARE(got, shown);
}

// Issue 19: the mixture chart wrote "Output (0.373, 3.29)" under the readout's "(0.37, 3.29)".
void TestNumberText::pointsShareDecimals_data() {
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<QStringList>("shown");
    QTest::newRow("lesson 3's output")
        << QList<double>{0.3729, 3.2884} << QStringList{"0.37", "3.29"};
    QTest::newRow("negative") << QList<double>{-1.5, 0.25} << QStringList{"\u22121.50", "0.25"};
    QTest::newRow("both small") << QList<double>{0.0123, 0.5} << QStringList{"0.012", "0.500"};
    QTest::newRow("rounds up a digit") << QList<double>{9.996, 1.0} << QStringList{"10.0", "1.0"};
    QTest::newRow("zero") << QList<double>{0.0, 0.0} << QStringList{"0", "0"};
}

void TestNumberText::pointsShareDecimals() {
    QFETCH(QList<double>, values);
    QFETCH(QStringList, shown);
    QStringList got;
    for (const std::string& t : attn::sharedDecimalTexts(
             std::vector<double>(values.begin(), values.end()), 3, attn::NumberFormat{}))
        got.append(text(t));
    QCOMPARE(got, shown);
}

// The one rule charts (charts::chartNumberFormat) and lessons (lessons::numberFormat) both read a
// locale's format by: its own marks, and a no-break space before % in German and French.
void TestNumberText::localeFormat_data() {
    QTest::addColumn<QString>("point");
    QTest::addColumn<QString>("group");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("percent");
    QTest::newRow("English") << "."
                             << ","
                             << "en"
                             << "66.5%";
    QTest::newRow("German") << ","
                            << "."
                            << "de" << QString::fromUtf8("66,5\u00a0%");
    QTest::newRow("French") << "," << QString::fromUtf8("\u202f") << "fr"
                            << QString::fromUtf8("66,5\u00a0%");
    QTest::newRow("Swiss German") << "." << QString::fromUtf8("\u2019") << "de"
                                  << QString::fromUtf8("66.5\u00a0%");
    QTest::newRow("C") << "."
                       << ","
                       << "C"
                       << "66.5%";
}

void TestNumberText::localeFormat() {
    QFETCH(QString, point);
    QFETCH(QString, group);
    QFETCH(QString, language);
    QFETCH(QString, percent);
    const attn::NumberFormat format =
        attn::localeNumberFormat(point.toStdString(), group.toStdString(), language.toStdString());
    QCOMPARE(text(format.decimalPoint), point);
    QCOMPARE(text(format.groupSeparator), group);
    QCOMPARE(text(attn::percentWeightText(66.5, format)), percent);
    QCOMPARE(text(attn::numberText(12345.0, 6, format)), QStringLiteral("12") + group + "345");
}

QTEST_APPLESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
