// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// `{{role}}` in lesson text shows the button's label in the interface language, in bold, through
// the lesson rich-text path (app/richtext.h); the buttons take their labels from the same table
// (lessons/buttonroles.h), so an instruction and its button always agree.

#include "app/lessonpage.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/buttonroles.h"
#include "lessons/lesson.h"

#include <QCoreApplication>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTranslator>

#include <memory>

using namespace app;

namespace {

// Test-only translations of the role table: "Run" in German, and for "Restore" a label full of
// markup, which must be shown as text.
class RoleTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, "ButtonRoles") != 0)
            return {};
        if (qstrcmp(source, "Run") == 0)
            return QStringLiteral("Ausführen");
        if (qstrcmp(source, "Restore") == 0)
            return QString::fromLatin1(kMarkupLabel);
        return {};
    }
    bool isEmpty() const override { return false; }

    static constexpr const char* kMarkupLabel =
        "<img src=\"/dev/zero\"> *x* [y](file:///etc/passwd) {{run}}";
};

// Whether the text `word` of the document is set in a bold font.
bool isBold(const QTextDocument& document, const QString& word) {
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().text().contains(word))
                return it.fragment().charFormat().fontWeight() >= QFont::Bold;
        }
    }
    return false;
}

bool hasLinkOrImage(const QTextDocument& document) {
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor() || format.isImageFormat())
                return true;
        }
    }
    return false;
}

} // namespace

class TestButtonRoles : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void proseShowsTheTranslatedLabelInBold_data();
    void proseShowsTheTranslatedLabelInBold();
    void labelWithRoleIsRichTextAndNamed();
    void englishWithoutATranslator();
    void translatedLabelIsTextNotMarkup();
    void replacingTwiceChangesNothing();
    void labButtonAndItsInstructionAgree();

private:
    std::unique_ptr<RoleTranslator> translator_;
};

void TestButtonRoles::init() {
    translator_ = std::make_unique<RoleTranslator>();
    QVERIFY(QCoreApplication::installTranslator(translator_.get()));
}

void TestButtonRoles::cleanup() {
    QCoreApplication::removeTranslator(translator_.get());
    translator_.reset();
}

void TestButtonRoles::proseShowsTheTranslatedLabelInBold_data() {
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<bool>("bold");
    QTest::addRow("sentence") << "Press {{run}} now."
                              << "Press Ausführen now." << true;
    QTest::addRow("list item") << "1. Press {{run}}.\n2. Read."
                               << "Press Ausführen.\nRead." << true;
    QTest::addRow("inline code stays literal") << "Write `{{run}}`."
                                               << "Write {{run}}." << false;
    QTest::addRow("escaped stays literal") << "Write \\{{run}}."
                                           << "Write {{run}}." << false;
    QTest::addRow("unknown role stays as written") << "Press {{rnu}}."
                                                   << "Press {{rnu}}." << false;
}

void TestButtonRoles::proseShowsTheTranslatedLabelInBold() {
    QFETCH(QString, markdown);
    QFETCH(QString, shown);
    QFETCH(bool, bold);
    MarkdownView view;
    view.setLessonMarkdown(markdown);
    QCOMPARE(view.document()->toPlainText(), shown);
    QCOMPARE(isBold(*view.document(), QStringLiteral("Ausführen")), bold);
}

void TestButtonRoles::labelWithRoleIsRichTextAndNamed() {
    MarkdownLabel label(QStringLiteral("Then press {{run}}."));
    QCOMPARE(label.textFormat(), Qt::RichText);
    QCOMPARE(label.accessibleName(), QStringLiteral("Then press Ausführen."));
    QTextDocument shown;
    shown.setHtml(label.text());
    QCOMPARE(shown.toPlainText(), QStringLiteral("Then press Ausführen."));
    QVERIFY(isBold(shown, QStringLiteral("Ausführen")));
    QCOMPARE(markdownToPlainText(QStringLiteral("Press {{run}}.")),
             QStringLiteral("Press Ausführen."));
}

void TestButtonRoles::englishWithoutATranslator() {
    cleanup();
    MarkdownView view;
    view.setLessonMarkdown(QStringLiteral("Press {{run}}, then {{next-step}}."));
    QCOMPARE(view.document()->toPlainText(), QStringLiteral("Press Run, then Next step →."));
    QVERIFY(isBold(*view.document(), QStringLiteral("Next step →")));
    init();
}

void TestButtonRoles::translatedLabelIsTextNotMarkup() {
    const QString label = QString::fromLatin1(RoleTranslator::kMarkupLabel);
    MarkdownView view;
    view.setLessonMarkdown(QStringLiteral("Press {{restore}}."));
    QCOMPARE(view.document()->toPlainText(), QStringLiteral("Press %1.").arg(label));
    QVERIFY(!hasLinkOrImage(*view.document()));
    MarkdownLabel richLabel(QStringLiteral("Press {{restore}}."));
    QTextDocument shown;
    shown.setHtml(richLabel.text());
    QCOMPARE(shown.toPlainText(), QStringLiteral("Press %1.").arg(label));
    QVERIFY(!hasLinkOrImage(shown));
}

void TestButtonRoles::replacingTwiceChangesNothing() {
    // The label views replace roles again when a label hands its text on to a math view.
    const QString once = lessons::markdownWithButtonLabels(
        QStringLiteral("Press {{run}} and {{restore}}, not `{{run}}` or \\{{run}}."));
    QCOMPARE(lessons::markdownWithButtonLabels(once), once);
    QVERIFY(!once.contains(QLatin1String("{{restore}}")));
}

void TestButtonRoles::labButtonAndItsInstructionAgree() {
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "```lab\nid: l\nscores: 0, 4, 2\ndims: 1, 4\n"
                            "instructions: Press {{run}} once.\n```\n";
    const lessons::ParseResult parsed = lessons::parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(parsed.lesson.has_value(), qPrintable(parsed.diagnostics.value(0).toString()));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProgressKeeper keeper(dir.filePath(QStringLiteral("progress.json")));
    QVERIFY(keeper.load().ok);
    LessonPage page(*parsed.lesson, &keeper, [](const QString&) { return QString(); });
    const QString label = lessons::buttonLabel(lessons::ButtonRole::Run);
    QCOMPARE(label, QStringLiteral("Ausführen"));
    bool button = false;
    for (const QPushButton* b : page.findChildren<QPushButton*>())
        button = button || b->text() == label;
    QVERIFY2(button, "no button reads Ausführen");
    bool instruction = false;
    for (const MarkdownLabel* l : page.findChildren<MarkdownLabel*>())
        instruction = instruction || l->accessibleName() == QStringLiteral("Press Ausführen once.");
    QVERIFY2(instruction, "the instruction does not name Ausführen");
}

QTEST_MAIN(TestButtonRoles)
#include "tst_buttonroles.moc"
