// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The small grammars of the lesson format (lessons/syntax.h): numbers, boolean words and the
// verbatim spans (escapes, code spans, HTML comments) that the parser, the model and the renderer
// share.

#include "lessons/syntax.h"

#include <QTest>

#include <cmath>

using namespace lessons::syntax;

class TestSyntax : public QObject {
    Q_OBJECT
private slots:
    void heading_data();
    void heading();
    void number_data();
    void number();
    void negativeZeroKeepsItsSign();
    void boolWord_data();
    void boolWord();
    void verbatim_data();
    void verbatim();
    void withoutComments_data();
    void withoutComments();
    void lineByLineAgreesWithWholeText_data();
    void lineByLineAgreesWithWholeText();
    void htmlTagsShownAsText_data();
    void htmlTagsShownAsText();
};

Q_DECLARE_METATYPE(lessons::syntax::NumberStatus)

void TestSyntax::heading_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("title");
    QTest::addRow("h1") << "# Title" << 1 << "Title";
    QTest::addRow("h2 closed") << "## Part ##" << 2 << "Part";
    QTest::addRow("indented") << "  ### Deeper  " << 3 << "Deeper";
    QTest::addRow("h6") << "###### Six" << 6 << "Six";
    QTest::addRow("seven") << "####### Seven" << 0 << "";
    QTest::addRow("no space") << "#hashtag" << 0 << "";
    QTest::addRow("only hashes") << "##" << 0 << "";
    QTest::addRow("text") << "Text # not" << 0 << "";
    QTest::addRow("empty") << "" << 0 << "";
}

void TestSyntax::heading() {
    QFETCH(QString, line);
    QFETCH(int, level);
    QFETCH(QString, title);
    QString found;
    QCOMPARE(headingLevel(line, &found), level);
    QCOMPARE(found, title);
}

void TestSyntax::number_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<NumberStatus>("status");
    QTest::addColumn<double>("value");
    const auto ok = NumberStatus::Ok;
    const auto bad = NumberStatus::NotANumber;
    QTest::addRow("integer") << "16" << ok << 16.0;
    QTest::addRow("plus sign") << "+1" << ok << 1.0;
    QTest::addRow("minus sign") << "-2.5" << ok << -2.5;
    QTest::addRow("exponent") << "1e3" << ok << 1000.0;
    QTest::addRow("signed exponent") << "2.5E-2" << ok << 0.025;
    QTest::addRow("trailing dot") << "1." << ok << 1.0;
    QTest::addRow("leading dot") << ".5" << ok << 0.5;
    QTest::addRow("largest double") << "1.7976931348623157e308" << ok << 1.7976931348623157e308;
    QTest::addRow("smallest normal") << "2.2250738585072014e-308" << ok << 2.2250738585072014e-308;
    // QString::toDouble refuses a value that underflows, as it refuses one that overflows.
    QTest::addRow("underflow") << "1e-400" << NumberStatus::OutOfRange << 0.0;
    QTest::addRow("overflow") << "1e309" << NumberStatus::OutOfRange << 0.0;
    QTest::addRow("negative overflow") << "-1e400" << NumberStatus::OutOfRange << 0.0;
    QTest::addRow("empty") << "" << bad << 0.0;
    QTest::addRow("sign only") << "-" << bad << 0.0;
    QTest::addRow("dot only") << "." << bad << 0.0;
    QTest::addRow("exponent only") << "e3" << bad << 0.0;
    QTest::addRow("exponent without digits") << "1e" << bad << 0.0;
    QTest::addRow("exponent sign without digits") << "1e+" << bad << 0.0;
    QTest::addRow("two signs") << "+-1" << bad << 0.0;
    QTest::addRow("two dots") << "1.2.3" << bad << 0.0;
    QTest::addRow("decimal comma") << "1,5" << bad << 0.0;
    QTest::addRow("inf") << "inf" << bad << 0.0;
    QTest::addRow("Infinity") << "-Infinity" << bad << 0.0;
    QTest::addRow("nan") << "nan" << bad << 0.0;
    QTest::addRow("hex") << "0x10" << bad << 0.0;
    QTest::addRow("surrounding space") << " 1" << bad << 0.0;
    QTest::addRow("inner space") << "1 000" << bad << 0.0;
    QTest::addRow("arabic-indic digits") << QString::fromUtf8("\u0661") << bad << 0.0;
    QTest::addRow("fullwidth digit") << QString::fromUtf8("\uFF11") << bad << 0.0;
}

void TestSyntax::number() {
    QFETCH(QString, text);
    QFETCH(NumberStatus, status);
    QFETCH(double, value);
    const Number n = readNumber(text);
    QCOMPARE(n.status, status);
    if (status == NumberStatus::Ok)
        QCOMPARE(n.value, value);
}

void TestSyntax::negativeZeroKeepsItsSign() {
    const Number n = readNumber(QStringLiteral("-0"));
    QCOMPARE(n.status, NumberStatus::Ok);
    QCOMPARE(n.value, 0.0);
    QVERIFY(std::signbit(n.value));
}

void TestSyntax::boolWord_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("expected"); // 1 true, 0 false, -1 not a boolean
    QTest::addRow("true") << "true" << 1;
    QTest::addRow("false") << "false" << 0;
    QTest::addRow("yes") << "yes" << 1;
    QTest::addRow("no") << "no" << 0;
    QTest::addRow("on") << "on" << 1;
    QTest::addRow("off") << "off" << 0;
    QTest::addRow("upper case") << "TRUE" << 1;
    QTest::addRow("mixed case") << "Off" << 0;
    QTest::addRow("mixed case yes") << "yEs" << 1;
    QTest::addRow("surrounding space") << "  no " << 0;
    QTest::addRow("digit one") << "1" << -1;
    QTest::addRow("digit zero") << "0" << -1;
    QTest::addRow("abbreviation") << "y" << -1;
    QTest::addRow("empty") << "" << -1;
    QTest::addRow("two words") << "yes no" << -1;
    QTest::addRow("misspelt") << "ture" << -1;
}

void TestSyntax::boolWord() {
    QFETCH(QString, text);
    QFETCH(int, expected);
    const std::optional<bool> b = readBool(text);
    QCOMPARE(b.has_value(), expected >= 0);
    if (b)
        QCOMPARE(int(*b), expected);
}

void TestSyntax::verbatim_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("end");
    QTest::addRow("plain letter") << "abc" << 1 << -1;
    QTest::addRow("escape") << "a\\$b" << 1 << 3;
    QTest::addRow("backslash at the end") << "a\\" << 1 << -1;
    QTest::addRow("code span") << "a `x $y$` b" << 2 << 9;
    QTest::addRow("double backticks hold a single one") << "``a ` b`` c" << 0 << 9;
    QTest::addRow("unmatched run length") << "``a` b" << 0 << 2;
    QTest::addRow("code span never closed") << "`a b" << 0 << 1;
    QTest::addRow("code span stops at the line end") << "`a\nb`" << 0 << 1;
    QTest::addRow("comment") << "x<!-- a -->y" << 1 << 11;
    QTest::addRow("comment over lines") << "<!-- a\nb -->c" << 0 << 12;
    QTest::addRow("unterminated comment runs to the end") << "<!-- a\nb" << 0 << 8;
    QTest::addRow("comments do not nest") << "<!-- <!-- a --> b -->" << 0 << 15;
    QTest::addRow("shortest comment") << "<!---->" << 0 << 7;
    QTest::addRow("not a comment") << "<!- a -->" << 0 << -1;
    QTest::addRow("comment inside a code span") << "`<!--` text" << 0 << 6;
    QTest::addRow("backtick inside a comment") << "<!-- ` -->" << 0 << 10;
    QTest::addRow("out of range") << "ab" << 5 << -1;
}

void TestSyntax::verbatim() {
    QFETCH(QString, text);
    QFETCH(int, start);
    QFETCH(int, end);
    QCOMPARE(verbatimEnd(text, start), end);
}

void TestSyntax::withoutComments_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::addRow("no comment") << "a *b* c"
                                << "a *b* c";
    QTest::addRow("inline comment") << "a <!-- b --> c"
                                    << "a  c";
    QTest::addRow("comment over lines") << "a\n<!-- b\nc -->\nd"
                                        << "a\n\nd";
    QTest::addRow("unterminated comment") << "a\n<!-- b\nc"
                                          << "a\n";
    QTest::addRow("nested-looking comment") << "<!-- a <!-- b --> c -->"
                                            << " c -->";
    QTest::addRow("comment inside a code span") << "write `<!-- x -->` here"
                                                << "write `<!-- x -->` here";
    QTest::addRow("escaped opener") << "\\<!-- a -->"
                                    << "\\<!-- a -->";
    QTest::addRow("two comments") << "<!--a-->b<!--c-->"
                                  << "b";
}

void TestSyntax::withoutComments() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(withoutHtmlComments(text), expected);
}

// The scanner sees one line at a time and the renderer the whole text: both must agree on which
// lines start inside a comment.
void TestSyntax::lineByLineAgreesWithWholeText_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<bool>>("startsInside"); // per line
    QTest::addRow("one-line comment") << "a <!-- b -->\nc" << QList<bool>{false, false};
    QTest::addRow("comment over lines")
        << "a <!-- b\nc\nd --> e\nf" << QList<bool>{false, true, true, false};
    QTest::addRow("unterminated") << "<!--\n```\nx" << QList<bool>{false, true, true};
    QTest::addRow("opener in a code span")
        << "write `<!--` to open\n```\nx" << QList<bool>{false, false, false};
    QTest::addRow("opener after a closed comment")
        << "<!-- a --> b <!-- c\nd -->" << QList<bool>{false, true};
    QTest::addRow("nested-looking") << "<!-- <!--\n-->\n-->" << QList<bool>{false, true, false};
    QTest::addRow("escaped opener") << "\\<!--\nx" << QList<bool>{false, false};
}

void TestSyntax::lineByLineAgreesWithWholeText() {
    QFETCH(QString, text);
    QFETCH(QList<bool>, startsInside);
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), startsInside.size());
    bool inside = false;
    for (int i = 0; i < lines.size(); ++i) {
        QVERIFY2(inside == startsInside.at(i), qPrintable(QStringLiteral("line %1").arg(i + 1)));
        inside = endsInsideHtmlComment(lines.at(i), inside);
    }
    // The whole-text view: a line starts inside a comment when the text before it, with its
    // comments removed, lost that line's start.
    const QStringList shown = withoutHtmlComments(text).split(QLatin1Char('\n'));
    int hidden = 0;
    for (bool b : startsInside)
        hidden += b ? 1 : 0;
    QCOMPARE(shown.size(), lines.size() - hidden);
}

// An unclosed `<b>` or `<span>` in prose hid the rest of its section: every tag is shown as
// written, and only tags: code, comments, escapes, autolinks and a lone `<` stay as they are.
void TestSyntax::htmlTagsShownAsText_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::addRow("open tag") << "a <b> c"
                              << "a \\<b> c";
    QTest::addRow("closing tag") << "a </span> c"
                                 << "a \\</span> c";
    QTest::addRow("attributes") << "<span style=\"color:red\">x"
                                << "\\<span style=\"color:red\">x";
    QTest::addRow("self-closing") << "a<br/>b<br>c"
                                  << "a\\<br/>b\\<br>c";
    QTest::addRow("image") << "<img src=\"x.png\" alt=\"p\">"
                           << "\\<img src=\"x.png\" alt=\"p\">";
    QTest::addRow("declaration") << "<!DOCTYPE html>"
                                 << "\\<!DOCTYPE html>";
    QTest::addRow("processing instruction") << "<?php x ?>"
                                            << "\\<?php x ?>";
    QTest::addRow("tag over two lines") << "<a\nname=\"x\">"
                                        << "\\<a\nname=\"x\">";
    QTest::addRow("in a code span") << "`<b>` and ``<i>``"
                                    << "`<b>` and ``<i>``";
    QTest::addRow("comment") << "<!-- <b> -->"
                             << "<!-- <b> -->";
    QTest::addRow("escaped") << "\\<b>"
                             << "\\<b>";
    QTest::addRow("autolink") << "<https://example.com/a>"
                              << "<https://example.com/a>";
    QTest::addRow("e-mail autolink") << "<a@b.org>"
                                     << "<a@b.org>";
    QTest::addRow("less than") << "a < b, x<y and 2<3"
                               << "a < b, x<y and 2<3";
    QTest::addRow("never closed") << "a <b c"
                                  << "a <b c";
    QTest::addRow("empty") << ""
                           << "";
}

void TestSyntax::htmlTagsShownAsText() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(withHtmlTagsAsText(text), expected);
}

QTEST_APPLESS_MAIN(TestSyntax)
#include "tst_syntax.moc"
