// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A lesson's code block follows the page's zoom (issue 19): it took the desktop's fixed font,
// size and all, and kept that size at every zoom step while the prose around it grew. So does
// the next-lesson card's text, which Qt's command link set at 9 pt (issue 19, sp30 shot 85).
#include "app/blocks/textblocks.h"

#include <QApplication>
#include <QCommandLinkButton>
#include <QFontDatabase>
#include <QFontInfo>
#include <QLabel>
#include <QtTest>

class TestCodeBlock : public QObject {
    Q_OBJECT
private slots:
    void followsThePageFontInTheFixedFamily();
    void nextLessonCardFollowsThePageFont();
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

// At 100 % the page sets no font of its own: the card's text was 9 pt whatever the prose's size.
void TestCodeBlock::nextLessonCardFollowsThePageFont() {
    constexpr int kWidth = 400;
    // The card's height at `width`, built under an application font of `points`.
    const auto cardHeight = [](double points) {
        const QFont original = QApplication::font();
        QFont font = original;
        font.setPointSizeF(points);
        QApplication::setFont(font);
        QWidget page;
        lessons::NextSpec spec;
        spec.lesson = QStringLiteral("scaled-dot-product");
        spec.textHtml = QStringLiteral("Next, what that growth does to softmax, and why "
                                       "attention divides its scores by a factor that grows "
                                       "with the width.");
        auto* card =
            new app::NextLessonBlock(spec, QStringLiteral("Scaled dot-product attention"), &page);
        auto* link = card->findChild<QCommandLinkButton*>();
        const int height = link ? link->heightForWidth(kWidth) : -1;
        QApplication::setFont(original);
        return height;
    };
    const int base = cardHeight(9.0);
    const int twice = cardHeight(18.0);
    // Twice the font, at least half as tall again (and more lines at the same width).
    QVERIFY2(base > 0 && twice >= base * 3 / 2,
             qPrintable(QStringLiteral("%1 px at 9 pt, %2 px at 18 pt").arg(base).arg(twice)));
}

QTEST_MAIN(TestCodeBlock)
#include "tst_codeblock.moc"
