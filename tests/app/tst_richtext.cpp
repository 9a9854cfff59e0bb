// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// app::MarkdownView's accessible text (issue 26, screen readers): each paragraph was named
// "Lesson text" and its spoken form cut at 400 characters. Now its name is its first sentence
// and the description the whole paragraph. Long prose is set in slices (issue 24): the page
// shows the same document as when it was set whole.

#include "app/richtext.h"

#include <QRegularExpression>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

class TestRichText : public QObject {
    Q_OBJECT

private slots:
    void paragraphIsNamedByItsFirstSentence();
    void longParagraphIsSpokenWhole();
    void slicesCutOnlyBetweenParagraphs();
    void slicedTextIsTheWholeDocument();
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
    static const QRegularExpression paragraphStart(QStringLiteral("^(## |The scores|A closing)"));
    for (const QString& slice : slices) {
        QVERIFY2(paragraphStart.match(slice).hasMatch(), qPrintable(slice.left(40)));
        QVERIFY(slice.contains(QStringLiteral("[n]: https://example.org/note"))); // each link works
    }
    QCOMPARE(app::markdownSlices(QStringLiteral("short"), 500), QStringList{"short"});
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

QTEST_MAIN(TestRichText)
#include "tst_richtext.moc"
