// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// A built-in lesson exported as PDF, read back through its text layer (pdftotext): what a
// student finds on paper, and what a search or a screen reader finds in the file (sp23).

#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/progresskeeper.h"
#include "lessons/blockspecs.h"
#include "lessons/course.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace app;

namespace {

QString lessonFile(const QString& name) {
    return QStringLiteral(ATTN_LESSONS_DIR "/") + name;
}

// The PDF of `file` as its text layer reads, with runs of white space made one space.
QString pdfText(const QString& file, QString* failure) {
    QTemporaryDir dir;
    const lessons::ParseResult parsed = lessons::loadLessonFile(lessonFile(file));
    if (!parsed.lesson) {
        *failure = parsed.diagnostics.value(0).toString();
        return {};
    }
    ProgressKeeper keeper(dir.filePath(QStringLiteral("progress.json")));
    keeper.load();
    LessonPage page(*parsed.lesson, &keeper, [](const QString&) { return QString(); });
    page.resize(900, 700);
    page.show();
    if (!QTest::qWaitForWindowExposed(&page)) {
        *failure = QStringLiteral("page not shown");
        return {};
    }
    page.ensureBuilt();
    const QString pdf = dir.filePath(QStringLiteral("lesson.pdf"));
    if (!exportLessonPdf(&page, pdf, failure))
        return {};
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    if (!process.waitForFinished(60000)) {
        *failure = QStringLiteral("pdftotext (poppler-utils) is needed");
        return {};
    }
    QString text = QString::fromUtf8(process.readAllStandardOutput());
    text.replace(QChar(0xFB01), QStringLiteral("fi")).replace(QChar(0xFB02), QStringLiteral("fl"));
    return text.simplified();
}

// The text between two headings of the PDF (the first after `from`).
QString between(const QString& text, const QString& from, const QString& to) {
    const qsizetype start = text.indexOf(from);
    if (start < 0)
        return {};
    const qsizetype end = text.indexOf(to, start + from.size());
    return text.mid(start + from.size(), end < 0 ? -1 : end - start - from.size()).trimmed();
}

} // namespace

class TestLessonPrint : public QObject {
    Q_OBJECT

private slots:
    void whatWaitsIsSaidOnPaper_data();
    void whatWaitsIsSaidOnPaper();
    void inlineMathIsInTheTextLayer();
    void slidersPrintTheirValueAlone_data();
    void slidersPrintTheirValueAlone();
};

void TestLessonPrint::whatWaitsIsSaidOnPaper_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    // Lesson 1's lab picture and its question wait for the prediction above them: the printed
    // lab had its sliders' values and no question, without a word (sp23).
    QTest::addRow("lesson 1, lab")
        << QStringLiteral("00-dot-products.lesson.md") << QStringLiteral("Lab: two arrows")
        << QStringLiteral("Widening the vectors");
    // Lesson 3's takeaways wait for the explanation: a bare "Takeaways" heading was printed.
    QTest::addRow("lesson 3, takeaways")
        << QStringLiteral("01b-mixing-values.lesson.md") << QStringLiteral("Takeaways")
        << QStringLiteral("References");
}

void TestLessonPrint::whatWaitsIsSaidOnPaper() {
    QFETCH(QString, file);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QString failure;
    const QString text = pdfText(file, &failure);
    QVERIFY2(!text.isEmpty(), qPrintable(failure));
    const QString part = between(text, from, to);
    QVERIFY2(part.contains(QStringLiteral("Not printed yet: ")), qPrintable(part.left(2000)));
}

// Student pass sp23: the formulas were drawn as outlines, so the PDF's text read "Two vectors of
// the same width, and , are multiplied" and lost every formula to a search or a screen reader.
void TestLessonPrint::inlineMathIsInTheTextLayer() {
    QString failure;
    const QString lesson1 = pdfText(QStringLiteral("00-dot-products.lesson.md"), &failure);
    QVERIFY2(!lesson1.isEmpty(), qPrintable(failure));
    static const QRegularExpression sentence(
        QStringLiteral("same width, ?a and b, ?are multiplied"));
    QVERIFY2(sentence.match(lesson1).hasMatch(),
             qPrintable(lesson1.mid(lesson1.indexOf(QStringLiteral("same width")), 80)));
    const QString lesson3 = pdfText(QStringLiteral("01b-mixing-values.lesson.md"), &failure);
    QVERIFY2(!lesson3.isEmpty(), qPrintable(failure));
    // "$e^{-1000}$ is far below anything a weight can show", in its plain form.
    static const QRegularExpression power(
        QStringLiteral("e\\^?\\(?(⁻|−)(1000|¹⁰⁰⁰)\\)? is far below"));
    QVERIFY2(power.match(lesson3).hasMatch(),
             qPrintable(lesson3.mid(lesson3.indexOf(QStringLiteral("is far below")) - 40, 80)));
}

void TestLessonPrint::slidersPrintTheirValueAlone_data() {
    QTest::addColumn<QString>("file");
    for (const char* file : {"00-dot-products.lesson.md", "01-scaled-dot-product.lesson.md",
                             "01b-mixing-values.lesson.md", "02-gain-knob.lesson.md",
                             "03-interview-sqrt-dk.lesson.md"})
        QTest::newRow(file) << QString::fromLatin1(file);
}

// The stops of every slider of `blocks` with three or more, as a row of them would print
// ("1 4 16", "0.10 0.25 0.50 1.00 2.00 4.00"), in each number form a spin box could give them.
void stopRows(const QList<lessons::Block>& blocks, QStringList* rows) {
    for (const lessons::Block& block : blocks) {
        if (const auto* slider = block.specAs<lessons::SliderSpec>();
            slider && slider->stops.size() >= 3) {
            for (int decimals = 0; decimals <= 2; ++decimals) {
                QStringList texts;
                for (double stop : slider->stops)
                    texts.append(QLocale::c().toString(stop, 'f', decimals));
                rows->append(texts.join(QLatin1Char(' ')));
            }
        }
        stopRows(block.children, rows);
    }
}

// Student pass sp25: with the slider off the paper its stops still printed, the value after them,
// so lesson 2's head dimension read "1 4 16 1" and its temperature "0.10 0.25 0.50 1.00 2.00 4.00
// 0.25", scales with an extra tick. A slider prints as its label and value.
void TestLessonPrint::slidersPrintTheirValueAlone() {
    QFETCH(QString, file);
    const lessons::ParseResult parsed = lessons::loadLessonFile(lessonFile(file));
    QVERIFY(parsed.lesson);
    QStringList rows;
    stopRows(parsed.lesson->blocks, &rows);
    QString failure;
    const QString text = pdfText(file, &failure);
    QVERIFY2(!text.isEmpty(), qPrintable(failure));
    for (const QString& row : std::as_const(rows)) {
        const qsizetype at = text.indexOf(row);
        QVERIFY2(at < 0, qPrintable(text.mid(std::max<qsizetype>(0, at - 60), 160)));
    }
}

QTEST_MAIN(TestLessonPrint)
#include "tst_lessonprint.moc"
