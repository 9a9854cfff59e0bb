// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A lesson's code block follows the page's zoom (issue 19): it took the desktop's fixed font,
// size and all, and kept that size at every zoom step while the prose around it grew.
#include "app/blocks/textblocks.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QLabel>
#include <QtTest>

class TestCodeBlock : public QObject {
    Q_OBJECT
private slots:
    void followsThePageFontInTheFixedFamily();
};

void TestCodeBlock::followsThePageFontInTheFixedFamily() {
    QWidget page;
    lessons::CodeSpec spec;
    spec.text = QStringLiteral("```python\nscores = q @ k.T / math.sqrt(d_k)\n```");
    spec.language = QStringLiteral("python");
    auto* block = new app::CodeBlock(spec, &page);
    auto* code = block->findChild<QLabel*>();
    QVERIFY(code);
    const QString fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont).family();
    QCOMPARE(code->font().family(), fixed);
    QCOMPARE(QFontInfo(code->font()).pixelSize(), QFontInfo(page.font()).pixelSize());

    QFont zoomed = page.font();
    zoomed.setPointSizeF(page.font().pointSizeF() * 1.5); // three zoom steps
    page.setFont(zoomed);
    QCOMPARE(QFontInfo(code->font()).pixelSize(), QFontInfo(zoomed).pixelSize());
    QCOMPARE(code->font().family(), fixed);

    page.setFont(QFont()); // Ctrl+0
    QCOMPARE(QFontInfo(code->font()).pixelSize(), QFontInfo(QApplication::font()).pixelSize());
}

QTEST_MAIN(TestCodeBlock)
#include "tst_codeblock.moc"
