// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// app::MarkdownView's accessible text (issue 26, screen readers): each paragraph was named
// "Lesson text" and its spoken form cut at 400 characters. Now its name is its first sentence
// and the description the whole paragraph.

#include "app/richtext.h"

#include <QTest>

class TestRichText : public QObject {
    Q_OBJECT

private slots:
    void paragraphIsNamedByItsFirstSentence();
    void longParagraphIsSpokenWhole();
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

QTEST_MAIN(TestRichText)
#include "tst_richtext.moc"
