// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// app::MarkdownView's accessible text (issue 26, screen readers): each paragraph was named
// "Lesson text" and its spoken form cut at 400 characters. Now its name is its first sentence
// and the description the whole paragraph. Long prose is set in slices (issue 24): the page
// shows the same document as when it was set whole.

#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "app/math/mathtext.h"
#include "app/richtext.h"
#include "lessons/limits.h"
#include "lessons/math.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>

class TestRichText : public QObject {
    Q_OBJECT

private slots:
    void paragraphIsNamedByItsFirstSentence();
    void longParagraphIsSpokenWhole();
    void slicesCutOnlyBetweenParagraphs();
    void slicedTextIsTheWholeDocument();
    void slicesAreShorterWhereMarksAre_data();
    void slicesAreShorterWhereMarksAre();
    void aTableAtTheCapTakesFewSlices();
    void slicedTableIsTheWholeTable();
    void punctuationAfterMathStaysOnItsLine();
    void noLessonLineStartsWithPunctuation();
};

void TestRichText::paragraphIsNamedByItsFirstSentence() {
    app::MarkdownView first;
    first.setLessonMarkdown(QStringLiteral("Keep the count in mind: a vector with *d* components "
                                           "contributes d products. Each product is positive."));
    app::MarkdownView second;
    second.setLessonMarkdown(QStringLiteral("Two vectors of the same width are multiplied "
                                            "component by component."));
    QCOMPARE(first.accessibleName(),
             QStringLiteral(
                 "Keep the count in mind: a vector with d components contributes d products."));
    QVERIFY(first.accessibleName() != second.accessibleName());
    QVERIFY(first.accessibleDescription().endsWith(QStringLiteral("Each product is positive.")));
}

void TestRichText::longParagraphIsSpokenWhole() {
    const QString sentence = QStringLiteral("The spread of the scores grows with the width. ");
    const QString paragraph = sentence.repeated(20).trimmed(); // 939 characters
    app::MarkdownView view;
    view.setLessonMarkdown(paragraph);
    QCOMPARE(view.accessibleDescription(), paragraph);
    QCOMPARE(view.accessibleName(), sentence.trimmed());
}

namespace {

// Prose with every construct a slice boundary could break: headings, a loose list and a
// numbered one, a quote, a table, an indented code sample, emphasis, a reference link whose
// definition stands at the text's end, and a formula.
QString mixedProse(int repeats) {
    QString text;
    for (int i = 0; i < repeats; ++i) {
        text += QStringLiteral("## Section %1\n\nThe scores grow with *d*, see [the note][n] "
                               "and `code`. Ratio $\\sqrt{d_k}$.\n\n- first item\n\n- second "
                               "item\n\n  its second paragraph\n\n1. one\n2. two\n\n> a quote\n> "
                               "goes on\n\n| a | b |\n|---|---|\n| %1 | x |\n\n    indented "
                               "code\n\nA closing paragraph about the softmax.\n\n")
                    .arg(i);
    }
    return text + QStringLiteral("[n]: https://example.org/note\n");
}

} // namespace

void TestRichText::slicesCutOnlyBetweenParagraphs() {
    const QString text = mixedProse(40);
    const QStringList slices = app::markdownSlices(text, 500);
    QVERIFY(slices.size() > 10);
    // Or at a row of a table, whose rows the view appends to the table
    // (slicedTableIsTheWholeTable).
    static const QRegularExpression paragraphStart(
        QStringLiteral("^(## |The scores|> a quote|A closing|\\| \\d+ \\| x \\|\n\n)"));
    for (const QString& slice : slices) {
        QVERIFY2(paragraphStart.match(slice).hasMatch(), qPrintable(slice.left(40)));
        QVERIFY(slice.contains(QStringLiteral("[n]: https://example.org/note"))); // each link works
    }
    QCOMPARE(app::markdownSlices(QStringLiteral("short"), 500), QStringList{"short"});
}

// A slice is cut by what it costs to set, not by its characters alone (issue 24): 4,000
// characters of code spans or of a Markdown table kept the UI thread 50-82 ms in one slice,
// plain prose about 5 ms. So a slice holds at most one paragraph's marks or table past the
// budget: 200 marks or about 200 cells (kMaxInlineMarksPerParagraph, the table cap's share).
void TestRichText::slicesAreShorterWhereMarksAre_data() {
    QTest::addColumn<QString>("paragraph");
    QTest::addRow("code spans") << QStringLiteral("`a` ").repeated(100) + QStringLiteral("\n\n");
    QTest::addRow("emphasis") << QStringLiteral("*a* _b_ **c** ").repeated(33) +
                                     QStringLiteral("\n\n");
    QString table = QStringLiteral("| a | b | c |\n|---|---|---|\n");
    for (int row = 0; row < 40; ++row)
        table += QStringLiteral("| %1 | x | y |\n").arg(row);
    // A slice never starts at a table row: a sentence after each table is where one can.
    QTest::addRow("tables") << table + QStringLiteral("\nThe table above.\n\n");
    // One table at the cap (lessons/limits.h kMaxTableCells) is cut between its rows: whole in
    // one slice it kept the UI thread 69 ms (page bench, freeze25).
    QString large = QStringLiteral("| a | b | c |\n|---|---|---|\n");
    for (int row = 1; row < lessons::kMaxTableCells / 5; ++row)
        large += QStringLiteral("| %1 | x | y |\n").arg(row);
    QTest::addRow("one table at the cap") << large + QStringLiteral("\n");
}

void TestRichText::slicesAreShorterWhereMarksAre() {
    QFETCH(QString, paragraph);
    const QString text =
        paragraph.repeated(QString(QTest::currentDataTag()).contains("cap") ? 1 : 40);
    const QStringList slices = app::markdownSlices(text, app::MarkdownView::kSliceChars);
    // Nothing lost, nothing repeated (a slice ends each of its lines with a line break).
    QCOMPARE(slices.join(QString()).trimmed(), text.trimmed());
    int mostMarks = 0;
    int mostCells = 0;
    for (const QString& slice : slices) {
        int marks = 0;
        int cells = 0;
        for (const QString& line : slice.split(QLatin1Char('\n'))) {
            marks += lessons::inlineMarks(line);
            cells += line.contains(QLatin1Char('|')) ? int(line.count(QLatin1Char('|'))) + 1 : 0;
        }
        mostMarks = std::max(mostMarks, marks);
        mostCells = std::max(mostCells, cells);
    }
    qInfo("%lld slices, at most %d marks and %d table cells in one", qint64(slices.size()),
          mostMarks, mostCells);
    QVERIFY2(mostMarks <= lessons::kMaxInlineMarksPerParagraph,
             qPrintable(QString::number(mostMarks)));
    QVERIFY2(mostCells <= 250, qPrintable(QString::number(mostCells)));
}

void TestRichText::aTableAtTheCapTakesFewSlices() {
    // Every slice that adds rows lays the whole table out again (8-12 ms for 1,000 cells at
    // load 20): in 34 slices of 30 cells the table at the cap took 1.0-1.5 s of CPU to build
    // (issue 24). Bound: 10 slices, so the table is laid out at most ten times.
    QString table = QStringLiteral("| a | b | c |\n|---|---|---|\n");
    for (int row = 1; row < lessons::kMaxTableCells / 5; ++row)
        table += QStringLiteral("| %1 | x | y |\n").arg(row);
    const QStringList slices = app::markdownSlices(table, app::MarkdownView::kSliceChars);
    qInfo("%lld slices", qint64(slices.size()));
    QCOMPARE_GT(slices.size(), 1); // and each of them within slicesAreShorterWhereMarksAre's bound
    QCOMPARE_LE(slices.size(), 10);
}

namespace {

// The properties in which two formats differ, for a failure message.
QString describeFormats(const QTextFormat& a, const QTextFormat& b) {
    QString out;
    QMap<int, QVariant> pa = a.properties();
    QMap<int, QVariant> pb = b.properties();
    for (int key : pa.keys() + pb.keys()) {
        if (pa.value(key) != pb.value(key))
            out += QStringLiteral(" 0x%1: %2 / %3")
                       .arg(key, 0, 16)
                       .arg(pa.value(key).toString(), pb.value(key).toString());
    }
    return out;
}

} // namespace

// A table cut between rows (markdownSlices) is set as one table: the rows of each later slice
// join the table the document ends with, cell by cell, with their marks and alignment.
void TestRichText::slicedTableIsTheWholeTable() {
    QString text = QStringLiteral("Before the table.\n\n| n | mark | link |\n|:---|:---:|---:|\n");
    for (int row = 0; row < 300; ++row)
        text += QStringLiteral("| %1 | `c%1` **b** | [l%1](https://example.org/%1) |\n").arg(row);
    text += QStringLiteral("\nAfter the table.\n\n| x | y |\n|---|---|\n| 1 | 2 |\n");
    const QStringList slices = app::markdownSlices(text, app::MarkdownView::kSliceChars);
    QVERIFY2(slices.size() > 10, qPrintable(QString::number(slices.size())));
    app::MarkdownView sliced;
    sliced.setLessonMarkdown(text);
    QTextDocument whole;
    whole.setMarkdown(text);
    QCOMPARE(sliced.document()->toPlainText(), whole.toPlainText());
    const QList<QTextFrame*> a = sliced.document()->rootFrame()->childFrames();
    const QList<QTextFrame*> b = whole.rootFrame()->childFrames();
    QCOMPARE(a.size(), 2);
    QCOMPARE(b.size(), 2);
    for (int t = 0; t < 2; ++t) {
        auto* x = qobject_cast<QTextTable*>(a.at(t));
        auto* y = qobject_cast<QTextTable*>(b.at(t));
        QVERIFY(x && y);
        QCOMPARE(x->rows(), y->rows());
        QCOMPARE(x->columns(), y->columns());
        for (int row = 0; row < y->rows(); ++row) {
            for (int column = 0; column < y->columns(); ++column) {
                const QTextCursor p = x->cellAt(row, column).firstCursorPosition();
                const QTextCursor q = y->cellAt(row, column).firstCursorPosition();
                const QString where = QStringLiteral("table %1 row %2 column %3: %4")
                                          .arg(t)
                                          .arg(row)
                                          .arg(column)
                                          .arg(q.block().text());
                QVERIFY2(p.block().text() == q.block().text(), qPrintable(where));
                QVERIFY2(p.blockFormat().alignment() == q.blockFormat().alignment(),
                         qPrintable(where));
                // Properties: the formats of two documents compared unequal with equal
                // properties.
                QVERIFY2(x->cellAt(row, column).format().properties() ==
                             y->cellAt(row, column).format().properties(),
                         qPrintable(where + describeFormats(x->cellAt(row, column).format(),
                                                            y->cellAt(row, column).format())));
                QTextBlock::iterator i = p.block().begin();
                QTextBlock::iterator j = q.block().begin();
                for (; !i.atEnd() && !j.atEnd(); ++i, ++j) {
                    QVERIFY2(i.fragment().text() == j.fragment().text(), qPrintable(where));
                    QVERIFY2(i.fragment().charFormat().fontWeight() ==
                                     j.fragment().charFormat().fontWeight() &&
                                 i.fragment().charFormat().anchorHref() ==
                                     j.fragment().charFormat().anchorHref() &&
                                 i.fragment().charFormat().fontFixedPitch() ==
                                     j.fragment().charFormat().fontFixedPitch(),
                             qPrintable(where));
                }
                QVERIFY2(i.atEnd() && j.atEnd(), qPrintable(where));
            }
        }
    }
    // The blocks between and after the tables are where the whole text has them.
    QCOMPARE(sliced.document()->blockCount(), whole.blockCount());
}

void TestRichText::slicedTextIsTheWholeDocument() {
    const QString text = mixedProse(40); // about 9,000 characters: three slices
    QVERIFY(text.size() > 2 * app::MarkdownView::kSliceChars);
    app::MarkdownView sliced;
    sliced.startLessonMarkdown(text);
    QVERIFY(sliced.hasPendingMarkdown());
    const int firstBlocks = sliced.document()->blockCount();
    int appended = 0;
    while (sliced.appendPendingMarkdown())
        ++appended;
    QVERIFY(appended >= 1);
    QVERIFY(!sliced.hasPendingMarkdown());
    QVERIFY(sliced.document()->blockCount() > firstBlocks);
    // Each slice set whole, one after the other, is what the view holds; and the whole text set
    // as one document (no slices) reads the same, heading levels and list items included.
    QTextDocument whole;
    whole.setMarkdown(text);
    QCOMPARE(sliced.document()->toPlainText().count(QStringLiteral("Section")),
             whole.toPlainText().count(QStringLiteral("Section")));
    QTextBlock a = sliced.document()->begin();
    QTextBlock b = whole.begin();
    int headings = 0;
    for (; a.isValid() && b.isValid(); a = a.next(), b = b.next()) {
        QCOMPARE(a.blockFormat().headingLevel(), b.blockFormat().headingLevel());
        QCOMPARE(a.blockFormat().indent(), b.blockFormat().indent());
        QCOMPARE(bool(a.textList()), bool(b.textList()));
        headings += a.blockFormat().headingLevel() > 0;
    }
    QVERIFY(!a.isValid() && !b.isValid());
    QCOMPARE(headings, 40);
    QCOMPARE(sliced.toPlainText().count(QStringLiteral("the note")), 40);
    // Links from a reference defined in another slice are links.
    int links = 0;
    for (QTextBlock block = sliced.document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it)
            links += it.fragment().charFormat().anchorHref() ==
                     QLatin1String("https://example.org/note");
    }
    QCOMPARE(links, 40);
}

namespace {

// Each line of `document` (but a paragraph's first) that starts with a closing punctuation mark
// or a relation, word joiners and spaces skipped, with the end of the line before it.
QStringList badLineStarts(const QTextDocument* document) {
    static const QString kClosing = QStringLiteral(".,;:!?)]\u2019\u201d=<>\u2264\u2265\u2248");
    QStringList found;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        const QString text = block.text();
        for (int i = 1; layout && i < layout->lineCount(); ++i) {
            int at = layout->lineAt(i).textStart();
            while (at < text.size() &&
                   (text.at(at) == app::math::kWordJoiner || text.at(at).isSpace()))
                ++at;
            if (at < text.size() && kClosing.contains(text.at(at))) {
                const int before = layout->lineAt(i - 1).textStart();
                found.append(
                    QStringLiteral("\"%1\" | \"%2\"")
                        .arg(text.mid(before, layout->lineAt(i).textStart() - before).right(20),
                             text.mid(layout->lineAt(i).textStart(), 20)));
            }
        }
    }
    return found;
}

} // namespace

// look26 (issue 19, item 12): lines broke right after inline math, a line starting "= 0, since"
// or with a lone "," or ")". Qt ends a line after an inline object whatever follows it; the
// punctuation and a relation that follow a formula stay on its line, at every width.
void TestRichText::punctuationAfterMathStaysOnItsLine() {
    const QString source = QStringLiteral(
        "Products: $a_1 b_1$ = 3.5 and $a_2 b_2$ = 0, since $a_2 = 0$. Their sum ($a \\cdot "
        "b$), the scale $\\sqrt{d_k}$; the ratio $q \\cdot k$ < 1 when $d_k$ > 4, and $x$: "
        "done, or $y$! Is it $z$? The weights ($w_1$, $w_2$) sum to one.");
    app::MarkdownView view;
    view.setLessonMarkdown(lessons::markdownWithMath(source));
    QStringList bad;
    for (int width = 100; width <= 500; width += 3) { // narrower breaks words
        view.document()->setTextWidth(width);
        for (const QString& start : badLineStarts(view.document()))
            bad.append(QStringLiteral("%1 px: %2").arg(width).arg(start));
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.mid(0, 20).join(QLatin1Char('\n'))));
}

// Every paragraph of the built-in course, in a narrow and a wide window: no line of prose starts
// with a closing punctuation mark or a relation.
void TestRichText::noLessonLineStartsWithPunctuation() {
    QTemporaryDir data;
    app::MainWindowOptions options;
    options.dataDir = data.path();
    options.lessonId = QStringLiteral("dot-products");
    app::MainWindow window(options);
    window.show();
    QStringList bad;
    for (const char* id : {"dot-products", "scaled-dot-product", "mixing-values", "gain-knob",
                           "interview-sqrt-dk"}) {
        QVERIFY(window.showLesson(QString::fromLatin1(id)));
        app::LessonPage* page = window.page();
        page->ensureBuilt();
        for (const int width : {800, 1000, 1440}) {
            window.resize(width, 860);
            page->settleLayout();
            for (app::MarkdownView* view : page->widget()->findChildren<app::MarkdownView*>()) {
                if (!view->isVisibleTo(page->widget()))
                    continue;
                for (const QString& start : badLineStarts(view->document()))
                    bad.append(QStringLiteral("%1 at %2 px: %3")
                                   .arg(QLatin1String(id))
                                   .arg(width)
                                   .arg(start));
            }
        }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestRichText)
#include "tst_richtext.moc"
