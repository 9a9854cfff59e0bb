// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The record's PDF report: its tables' columns as wide as their words (sp29: "Matche" over "d").
#include "app/recordexport.h"
#include "lessons/course.h"
#include "lessons/progress.h"
#include "lessons/recordsummary.h"

#include <QAbstractTextDocumentLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QPrinter>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>
#include <QTranslator>

using namespace app;

namespace {

// The words of a table cell's lines that a line break cut in two ("Matche|d"), with their row.
QStringList wordsCutInTables(QTextDocument* document, int* cells) {
    QStringList broken;
    for (QTextFrame* frame : document->rootFrame()->childFrames()) {
        auto* table = qobject_cast<QTextTable*>(frame);
        if (!table)
            continue;
        for (int row = 0; row < table->rows(); ++row) {
            for (int column = 0; column < table->columns(); ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                ++*cells;
                for (auto it = cell.begin(); !it.atEnd(); ++it) {
                    const QTextBlock block = it.currentBlock();
                    const QString text = block.text();
                    const QTextLayout* lines = block.layout();
                    for (int line = 1; lines && line < lines->lineCount(); ++line) {
                        const int start = lines->lineAt(line).textStart();
                        if (start > 0 && start < text.size() &&
                            text.at(start - 1).isLetterOrNumber() &&
                            text.at(start).isLetterOrNumber())
                            broken.append(QStringLiteral("\"%1|%2\" (row %3)")
                                              .arg(text.left(start), text.mid(start))
                                              .arg(row));
                    }
                }
            }
        }
    }
    return broken;
}

} // namespace

class TestRecordColumns : public QObject {
    Q_OBJECT

private slots:
    void noTableCellBreaksInsideAWord_data();
    void noTableCellBreaksInsideAWord();
};

void TestRecordColumns::noTableCellBreaksInsideAWord_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("paper");
    for (const char* language : {"en", "de"}) {
        QTest::addRow("%s, A4", language) << QString::fromLatin1(language) << int(QPageSize::A4);
        QTest::addRow("%s, Letter", language)
            << QString::fromLatin1(language) << int(QPageSize::Letter);
    }
}

// Student pass sp29: the predictions table, which had no column widths, printed its heading
// "Matched" as "Matche" over "d" (German: "Getroffe|n"). The built-in course's report with every
// prediction made: no word of a table cell is cut between lines, in both languages, on A4 and
// Letter, through Export record (a PDF writer at 300 dpi) and Print record (a printer at 1200 dpi).
void TestRecordColumns::noTableCellBreaksInsideAWord() {
    QFETCH(QString, language);
    QFETCH(int, paper);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(translator.load(QLocale(language), QStringLiteral("attention-lab"),
                                QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
    }
    const auto uninstall =
        qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    const lessons::Course course = lessons::loadCourse(QStringLiteral(":/lessons"), language);
    QCOMPARE(course.lessons.size(), 5);
    const lessons::ProgressStore nothing{QString()};
    lessons::CourseSummary summary = lessons::summarizeCourse(course, nothing);
    const QDateTime at(QDate(2026, 12, 1), QTime(10, 0));
    for (lessons::LessonSummary& lesson : summary.lessons) {
        for (const lessons::QuestionSummary& question : std::as_const(lesson.questionRows)) {
            if (question.predict)
                lesson.predictionRows.append({question.id, question.prompt,
                                              QStringLiteral("By 16: the typical distance"),
                                              QStringLiteral("By 16"), true, at});
        }
    }
    QTemporaryDir dir;
    QPdfWriter writer(dir.filePath(QStringLiteral("probe.pdf")));
    writer.setResolution(300);
    writer.setPageSize(QPageSize(QPageSize::PageSizeId(paper)));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
    printer.setPageSize(QPageSize(QPageSize::PageSizeId(paper)));
    int cells = 0;
    for (QPagedPaintDevice* device : std::initializer_list<QPagedPaintDevice*>{&writer, &printer}) {
        QTextDocument document;
        layOutRecordReport(summary, at, &document, device);
        document.documentLayout()->documentSize(); // lays the whole document out
        const QStringList broken = wordsCutInTables(&document, &cells);
        QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("at %1 dpi: %2")
                                                  .arg(device->logicalDpiY())
                                                  .arg(broken.join(QStringLiteral(", ")))));
    }
    QVERIFY(cells > 100);
}

QTEST_MAIN(TestRecordColumns)
#include "tst_recordcolumns.moc"
