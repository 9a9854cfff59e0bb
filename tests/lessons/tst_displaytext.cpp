// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// lessons/displaytext.h: the one way from lesson data to display text, and the one number format.
#include "lessons/blockspecs.h"
#include "lessons/displaytext.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/typednumbers.h"
#include "tests/common/testpaths.h"

#include <QDir>
#include <QRegularExpression>

#include <QTest>

using namespace lessons;

namespace {

const QByteArray kLesson = R"(---
id: shown
title: Shown text
summary: A fixture.
minutes: 5
order: 1
---

# Shown

```slider
param: alen
label: Length of $a$
min: 0
max: 4
default: 2
```

```slider
param: angle
label: Angle $\theta$ between $a$ and $b$
min: 0
max: 180
default: 45
unit: °
```

```slider
param: z1
label: Score $z_1$ of key 1 (value $(4, 0)$)
min: -3
max: 3
default: 1
```

```slider
param: temp
label: Temperature
min: 0.5
max: 3
step: 0.5
default: 1
```

```slider
param: f
label: Value of $f(x)$
min: 0
max: 3
default: 1
unit: dims
```

```toggle
param: mask
label: Mask key 3
```

```question
id: q1
kind: single
prompt: Which?
option near-ten: About $10$
option far: Far away
option tag: Below <b> and \$5 `<i>`
answer: near-ten
```

```question
id: q2
kind: numeric
prompt: How far?
expected: alen * angle / 180 + mask + z1 + f + temp
tolerance: 0.1
```
)";

Lesson fixture() {
    ParseResult parsed = parseLesson(kLesson, QStringLiteral("shown.lesson.md"));
    if (!parsed.lesson)
        qFatal("fixture does not parse: %s",
               qPrintable(parsed.diagnostics.isEmpty() ? QString()
                                                       : parsed.diagnostics.first().message));
    return *parsed.lesson;
}

} // namespace

class TestDisplayText : public QObject {
    Q_OBJECT
private slots:
    void numbers_data();
    void numbers();
    void fixedAndPoints();
    void typedPercentReadsAsTyped_data();
    void typedPercentReadsAsTyped();
    void valuesByTheOneRule();
    void labelsHaveNoPlaceholderOrName();
    void valuesInControlOrder();
    void optionsByTheirText();
    void plainDropsMarkdownEscapes_data();
    void plainDropsMarkdownEscapes();
    void headlines_data();
    void headlines();
    void aPercentSignStaysWithItsNumber();
    void noLessonTextBreaksBeforeAPercentSign_data();
    void noLessonTextBreaksBeforeAPercentSign();
    void headWidthStopsClimbEvenly_data();
    void headWidthStopsClimbEvenly();
};

void TestDisplayText::numbers_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("significant");
    QTest::addColumn<QString>("shown");
    const QString minus(QChar(0x2212));
    QTest::addRow("zero") << 0.0 << "en" << 6 << "0";
    QTest::addRow("minus zero") << -0.0 << "en" << 6 << "0";
    QTest::addRow("whole") << 165.0 << "en" << 6 << "165";
    QTest::addRow("decimal") << 2.5 << "en" << 6 << "2.5";
    QTest::addRow("decimal de") << 2.5 << "de" << 6 << "2,5";
    QTest::addRow("four digits ungrouped") << 1024.0 << "en" << 6 << "1024";
    QTest::addRow("five digits grouped") << 10000.0 << "en" << 6 << "10,000";
    QTest::addRow("five digits grouped de") << 10000.0 << "de" << 6 << "10.000";
    QTest::addRow("three significant") << 0.054632 << "en" << 3 << "0.0546";
    QTest::addRow("trailing zeros dropped") << 0.18 << "en" << 3 << "0.18";
    QTest::addRow("negative") << -0.5 << "en" << 3 << minus + "0.5";
    QTest::addRow("small") << 6.77e-05 << "en" << 2 << QString::fromUtf8("6.8 × 10⁻⁵");
    QTest::addRow("small de") << 6.77e-05 << "de" << 2 << QString::fromUtf8("6,8 × 10⁻⁵");
    QTest::addRow("tiny negative")
        << -7.62e-12 << "en" << 3 << minus + QString::fromUtf8("7.62 × 10⁻¹²");
    QTest::addRow("carry into next power")
        << 9.9996e-6 << "en" << 3 << QString::fromUtf8("1 × 10⁻⁵");
    QTest::addRow("large") << 2.5e7 << "en" << 6 << QString::fromUtf8("2.5 × 10⁷");
    QTest::addRow("infinite") << -std::numeric_limits<double>::infinity() << "en" << 6
                              << minus + QString::fromUtf8("∞");
}

void TestDisplayText::numbers() {
    QFETCH(double, value);
    QFETCH(QString, locale);
    QFETCH(int, significant);
    QFETCH(QString, shown);
    QCOMPARE(formatNumber(value, QLocale(locale), significant), shown);
}

// sp13 B6: a lesson's {formula} readout and a numeric answer follow the rule of the charts'
// readouts, three significant digits with their zeros, in the locale's digits.
void TestDisplayText::valuesByTheOneRule() {
    const QString minus(QChar(0x2212));
    const QLocale en(QStringLiteral("en"));
    const QLocale de(QStringLiteral("de"));
    QCOMPARE(formatValue(-0.25, en), minus + "0.250");
    QCOMPARE(formatValue(1.0, en), QStringLiteral("1.00"));
    QCOMPARE(formatValue(32.0, en), QStringLiteral("32.0"));
    QCOMPARE(formatValue(32.0, de), QStringLiteral("32,0"));
    QCOMPARE(formatValue(9216.0, en), QStringLiteral("9216"));
    QCOMPARE(formatValue(0.0, de), QStringLiteral("0"));
}

void TestDisplayText::fixedAndPoints() {
    const QString minus(QChar(0x2212));
    QCOMPARE(formatFixed(-0.5, 3, QLocale(QStringLiteral("en"))), minus + "0.500");
    QCOMPARE(formatFixed(-0.0004, 3, QLocale(QStringLiteral("en"))), QStringLiteral("0.000"));
    QCOMPARE(formatFixed(1024, 0, QLocale(QStringLiteral("en"))), QStringLiteral("1024"));
    QCOMPARE(formatPoint(-0.48, 0.13, 2, QLocale(QStringLiteral("en"))),
             "(" + minus + "0.48, 0.13)");
    // A decimal comma cannot also separate the coordinates.
    QCOMPARE(formatPoint(-0.48, 0.13, 2, QLocale(QStringLiteral("de"))),
             "(" + minus + "0,48; 0,13)");
}

void TestDisplayText::typedPercentReadsAsTyped_data() {
    QTest::addColumn<double>("pct");
    QTest::addColumn<QString>("localeName");
    QTest::addColumn<QString>("shown");
    // sp37 #3: a typed 60 came back as "You predicted: 60.0%".
    QTest::newRow("whole") << 60.0 << "en" << QStringLiteral("60%");
    QTest::newRow("one decimal") << 62.5 << "en" << QStringLiteral("62.5%");
    QTest::newRow("German") << 62.5 << "de" << QStringLiteral("62,5\u00a0%");
    QTest::newRow("a third, three digits") << 100.0 / 3.0 << "en" << QStringLiteral("33.3%");
}

void TestDisplayText::typedPercentReadsAsTyped() {
    QFETCH(double, pct);
    QFETCH(QString, localeName);
    QFETCH(QString, shown);
    QCOMPARE(formatTypedPercent(pct, QLocale(localeName)), shown);
}

void TestDisplayText::labelsHaveNoPlaceholderOrName() {
    const Lesson lesson = fixture();
    const DisplayText angle = parameterLabel(lesson, QStringLiteral("angle"));
    QCOMPARE(angle.plain, QString::fromUtf8("Angle θ between a and b"));
    QVERIFY2(angle.spoken.contains(QStringLiteral("theta")), qPrintable(angle.spoken));
    QVERIFY(!angle.spoken.contains(QLatin1Char('\\')));
    QVERIFY(!angle.markdown.contains(QLatin1Char('$')));
    // A parameter without a control reads as math, not as an identifier.
    QCOMPARE(parameterLabel(lesson, QStringLiteral("d_k")).plain, QString::fromUtf8("dₖ"));
}

void TestDisplayText::valuesInControlOrder() {
    const Lesson lesson = fixture();
    const QHash<QString, double> values{{QStringLiteral("angle"), 165.0},
                                        {QStringLiteral("alen"), 2.5}};
    QCOMPARE(parameterValues(lesson, values, QLocale(QStringLiteral("en"))).plain,
             QString::fromUtf8("Length of a = 2.5, Angle θ between a and b = 165°"));
    QCOMPARE(parameterValues(lesson, values, QLocale(QStringLiteral("de"))).plain,
             QString::fromUtf8("Length of a = 2,5; Angle θ between a and b = 165°"));
    // The note in parentheses that ends a label is left out of a list of values ("Score z₁ of
    // key 1 (value (4, 0)) = −2" was the whole label); parentheses inside math stay; a unit
    // other than a degree or percent sign follows a space, one a line never breaks at.
    const QHash<QString, double> scored{{QStringLiteral("z1"), -2.0}, {QStringLiteral("f"), 2.0}};
    QCOMPARE(parameterValues(lesson, scored, QLocale(QStringLiteral("en"))).plain,
             QString::fromUtf8("Score z₁ of key 1 = −2, Value of f(x) = 2\u00a0dims"));
    // The same name alone, as the Undo menu gives it.
    QCOMPARE(parameterName(lesson, QStringLiteral("z1")).plain,
             QString::fromUtf8("Score z₁ of key 1"));
    QCOMPARE(parameterName(lesson, QStringLiteral("f")).plain, QStringLiteral("Value of f(x)"));
    // A check box was listed as "Mask key 3 = 1".
    const QHash<QString, double> masked{{QStringLiteral("mask"), 1.0}};
    QCOMPARE(parameterValues(lesson, masked, QLocale(QStringLiteral("en"))).plain,
             QStringLiteral("Mask key 3 = on"));
    const QHash<QString, double> open{{QStringLiteral("mask"), 0.0}};
    QCOMPARE(parameterValues(lesson, open, QLocale(QStringLiteral("en"))).plain,
             QStringLiteral("Mask key 3 = off"));
    // "Checked at ... = 1" stood under a slider whose box showed "1.0"; a value off the box's
    // decimals keeps its own digits.
    const QHash<QString, double> stepped{{QStringLiteral("temp"), 1.0}};
    QCOMPARE(parameterValues(lesson, stepped, QLocale(QStringLiteral("en"))).plain,
             QStringLiteral("Temperature = 1.0"));
    const QHash<QString, double> between{{QStringLiteral("temp"), 1.25}};
    QCOMPARE(parameterValues(lesson, between, QLocale(QStringLiteral("en"))).plain,
             QStringLiteral("Temperature = 1.25"));
}

void TestDisplayText::optionsByTheirText() {
    const Lesson lesson = fixture();
    QCOMPARE(optionText(lesson, QStringLiteral("q1"), QStringLiteral("near-ten")),
             QStringLiteral("About 10"));
    QCOMPARE(answerText(&lesson, QStringLiteral("q1"), {QStringLiteral("far")}, QString()),
             QStringLiteral("Far away"));
    QCOMPARE(answerText(&lesson, QStringLiteral("q1"), {}, QStringLiteral("2,5")),
             QStringLiteral("2,5"));
    // Issue 24: a tag in an option is shown as written, and the record wrote it with the
    // backslash that keeps Markdown from reading it ("Below \\<b>" in the PDF and the CSV).
    QCOMPARE(optionText(lesson, QStringLiteral("q1"), QStringLiteral("tag")),
             QStringLiteral("Below <b> and $5 `<i>`"));
    // A record made before the option was taken out of the lesson (the CSV showed "half" as if
    // it were an answer on the page).
    QCOMPARE(optionText(lesson, QStringLiteral("q1"), QStringLiteral("half")),
             QStringLiteral("half (an option since removed)"));
    QCOMPARE(optionText(lesson, QStringLiteral("gone"), QStringLiteral("half")),
             QStringLiteral("half"));
}

// Issue 24: an outline entry showed an author's escape "\\<i>" as written. The plain form reads as
// the page shows the text: Markdown's backslash escapes dropped, except in code and math.
void TestDisplayText::plainDropsMarkdownEscapes_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("plain");
    QTest::addRow("tag") << "Track \\<i> notes"
                         << "Track <i> notes";
    QTest::addRow("dollar") << "costs \\$5"
                            << "costs $5";
    QTest::addRow("stars and hash") << "\\*not bold\\* \\#1"
                                    << "*not bold* #1";
    QTest::addRow("backslash itself") << "a \\\\ b"
                                      << "a \\ b";
    QTest::addRow("before a letter") << "C:\\dir"
                                     << "C:\\dir";
    QTest::addRow("code span") << "`\\<i>` and \\<b>"
                               << "`\\<i>` and <b>";
    QTest::addRow("double-tick code") << "``a ` \\< b`` \\<"
                                      << "``a ` \\< b`` <";
    QTest::addRow("unclosed tick") << "` \\<"
                                   << "` <";
    QTest::addRow("math") << "$\\sqrt{d_k}$ \\<"
                          << "√dₖ <";
    QTest::addRow("trailing backslash") << "end\\"
                                        << "end\\";
}

void TestDisplayText::plainDropsMarkdownEscapes() {
    QFETCH(QString, source);
    QFETCH(QString, plain);
    QCOMPARE(displayText(source).plain, plain);
    QCOMPARE(plainTextWithMath(source), plain);
}

void TestDisplayText::headlines_data() {
    QTest::addColumn<QString>("spoken");
    QTest::addColumn<QString>("headline");
    QTest::addRow("empty") << QString() << QString();
    QTest::addRow("one short sentence")
        << QStringLiteral("Keep the count in mind.") << QStringLiteral("Keep the count in mind.");
    QTest::addRow("first of two sentences")
        << QStringLiteral("Two vectors are multiplied component by component. The products are "
                          "added up.")
        << QStringLiteral("Two vectors are multiplied component by component.");
    QTest::addRow("a decimal point is no sentence end")
        << QStringLiteral("The weight 0.5 goes to the first key and the rest to the others.")
        << QStringLiteral("The weight 0.5 goes to the first key and the rest to the others.");
    QTest::addRow("an abbreviation early on is no end")
        << QStringLiteral("See e.g. the lab below, where the bars move. Then read on.")
        << QStringLiteral("See e.g. the lab below, where the bars move.");
    QTest::addRow("a question") << QStringLiteral("Why divide by the root of d sub k? Because "
                                                  "the spread grows.")
                                << QStringLiteral("Why divide by the root of d sub k?");
    QTest::addRow("spaces and line breaks") << QStringLiteral("  A   first\nshort line. Second.")
                                            << QStringLiteral("A first short line.");
    const QString words = QStringLiteral("word ").repeated(60);
    QTest::addRow("no sentence end within the limit: words and an ellipsis")
        << words << QStringLiteral("word ").repeated(24).trimmed() + QStringLiteral("…");
    QTest::addRow("one huge word") << QString(100000, QLatin1Char('x'))
                                   << QString(119, QLatin1Char('x')) + QStringLiteral("…");
}

void TestDisplayText::headlines() {
    QFETCH(QString, spoken);
    QFETCH(QString, headline);
    QCOMPARE(lessons::spokenHeadline(spoken), headline);
    QVERIFY(lessons::spokenHeadline(spoken).size() <= 121);
}

namespace {

// A space or line break a line may break at, between a digit and its percent sign.
const QRegularExpression kBreakBeforePercent(QStringLiteral("\\d[ \\t\\r\\n]+[%‰]"));

} // namespace

void TestDisplayText::aPercentSignStaysWithItsNumber() {
    const QChar nbsp(0x00a0);
    QCOMPARE(withPercentSignsKept(QStringLiteral("ein kleineres: 62,9 % statt 84,4 %.")),
             QStringLiteral("ein kleineres: 62,9") + nbsp + QStringLiteral("% statt 84,4") + nbsp +
                 QStringLiteral("%."));
    // A line break of the file between the number and its sign is no place to break either.
    QCOMPARE(withPercentSignsKept(QStringLiteral("auf 2,1\n%, 42,2 %")),
             QStringLiteral("auf 2,1") + nbsp + QStringLiteral("%, 42,2") + nbsp +
                 QStringLiteral("%"));
    // A paragraph break stays; a sign after a word is no number's sign.
    QCOMPARE(withPercentSignsKept(QStringLiteral("2\n\n% x")), QStringLiteral("2\n\n% x"));
    QCOMPARE(withPercentSignsKept(QStringLiteral("about % of it")),
             QStringLiteral("about % of it"));
    QVERIFY(!markdownWithMath(QStringLiteral("62,9 % statt $d_k$ 84,4\n%"))
                 .contains(kBreakBeforePercent));
    QVERIFY(
        !plainTextWithMath(QStringLiteral("Etwa 90 %: der Beste")).contains(kBreakBeforePercent));
    for (const QLocale& locale : {QLocale(QLocale::German), QLocale(QLocale::English)}) {
        for (double pct : {0.001, 9.0, 62.9, 99.999})
            QVERIFY(!formatPercent(pct, locale).contains(kBreakBeforePercent));
    }
}

namespace {

void addShownTexts(const QList<Block>& blocks, QStringList* texts) {
    for (const Block& block : blocks) {
        if (block.type == QLatin1String("prose"))
            texts->append(block.markdown);
        if (const auto* question = block.specAs<QuestionSpec>()) {
            texts->append({question->promptHtml, question->explanationHtml, question->unitHtml});
            for (const ChoiceOption& option : question->options)
                texts->append(option.html);
            texts->append(question->feedbackHtml.values());
        }
        if (const auto* chart = block.specAs<ChartSpec>())
            texts->append({chart->titleHtml, chart->captionHtml});
        addShownTexts(block.children, texts);
    }
}

} // namespace

void TestDisplayText::noLessonTextBreaksBeforeAPercentSign_data() {
    QTest::addColumn<QString>("file");
    const QDir dir(testpaths::source(u"resources/lessons"));
    for (const QString& name : dir.entryList({QStringLiteral("*.lesson.md")}, QDir::Files))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

// sp27: lesson 2's German quick check read "62,9 / % statt" at a line's end: the author's plain
// space between number and sign was a place to break. The prose, questions, options, feedback
// and chart texts of every built-in lesson hold none.
void TestDisplayText::noLessonTextBreaksBeforeAPercentSign() {
    QFETCH(QString, file);
    const ParseResult parsed = loadLessonFile(file);
    QVERIFY(parsed.lesson);
    QStringList texts;
    addShownTexts(parsed.lesson->blocks, &texts);
    texts.append(plainTextWithMath(parsed.lesson->title));
    texts.append(plainTextWithMath(parsed.lesson->summary));
    QStringList broken;
    for (const QString& text : std::as_const(texts)) {
        for (auto it = kBreakBeforePercent.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            broken.append(text.mid(std::max<qsizetype>(0, match.capturedStart() - 20), 30));
        }
    }
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QStringLiteral(" | "))));
}

namespace {

void addHeadWidthSliders(const QList<Block>& blocks, QList<const SliderSpec*>* sliders) {
    for (const Block& block : blocks) {
        if (const auto* slider = block.specAs<SliderSpec>();
            slider && slider->label.contains(QStringLiteral("d_k")) && slider->stops.size() > 2)
            sliders->append(slider);
        addHeadWidthSliders(block.children, sliders);
    }
}

} // namespace

void TestDisplayText::headWidthStopsClimbEvenly_data() {
    noLessonTextBreaksBeforeAPercentSign_data();
}

// sp27: lesson 5's dₖ controls stood 1, 4, 16, 64, 256, 512, 1024 on evenly spaced notches:
// times four a notch, then twice. Each dₖ control of a built-in lesson climbs by one factor (or
// one step) from notch to notch, so the notches read as a scale.
void TestDisplayText::headWidthStopsClimbEvenly() {
    QFETCH(QString, file);
    const ParseResult parsed = loadLessonFile(file);
    QVERIFY(parsed.lesson);
    QList<const SliderSpec*> sliders;
    addHeadWidthSliders(parsed.lesson->blocks, &sliders);
    for (const SliderSpec* slider : std::as_const(sliders)) {
        const QList<double>& stops = slider->stops;
        bool sameFactor = true;
        bool sameStep = true;
        for (qsizetype i = 2; i < stops.size(); ++i) {
            sameFactor &= std::abs(stops[i] / stops[i - 1] - stops[1] / stops[0]) < 1e-9;
            sameStep &= std::abs((stops[i] - stops[i - 1]) - (stops[1] - stops[0])) < 1e-9;
        }
        QVERIFY2(sameFactor || sameStep, qPrintable(slider->param));
    }
}

QTEST_GUILESS_MAIN(TestDisplayText)
#include "tst_displaytext.moc"
