// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Where the pages of a printed lesson break, and what a walkthrough prints (student pass sp29,
// items 2 and 5).

#include "app/blocks/groupblocks.h"
#include "app/blocks/questionblock.h"
#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/papercuts.h"
#include "app/progresskeeper.h"
#include "lessons/course.h"
#include "tests/common/testpaths.h"

#include <QAbstractButton>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <climits>
#include <memory>

using namespace app;

namespace {

// A lesson's page, shown at 900 px, on a record of its own.
class OpenLesson {
public:
    explicit OpenLesson(const QString& file)
        : keeper_(dir_.filePath(QStringLiteral("progress.json"))) {
        keeper_.load();
        const lessons::ParseResult parsed =
            lessons::loadLessonFile(testpaths::source(u"resources/lessons/") + file);
        if (!parsed.lesson)
            return;
        page_ = std::make_unique<LessonPage>(*parsed.lesson, &keeper_,
                                             [](const QString&) { return QString(); });
        page_->resize(900, 700);
        page_->show();
        if (!QTest::qWaitForWindowExposed(page_.get())) {
            page_.reset();
            return;
        }
        page_->ensureBuilt();
        page_->settleLayout();
    }
    LessonPage* page() const { return page_.get(); }
    QString path(const QString& name) const { return dir_.filePath(name); }

    // The PDF's text layer, runs of white space made one space.
    QString pdfText(QString* failure) const {
        const QString pdf = path(QStringLiteral("lesson.pdf"));
        if (!exportLessonPdf(page(), pdf, failure))
            return {};
        keep(pdf);
        QProcess process;
        process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        if (!process.waitForFinished(60000)) {
            *failure = QStringLiteral("pdftotext (poppler-utils) is needed");
            return {};
        }
        return QString::fromUtf8(process.readAllStandardOutput()).simplified();
    }

    // PAPERBREAKS_KEEP=DIR keeps each PDF made, numbered, to be looked at.
    static void keep(const QString& pdf) {
        static int made = 0;
        if (const QString dir = qEnvironmentVariable("PAPERBREAKS_KEEP"); !dir.isEmpty())
            QFile::copy(
                pdf,
                QStringLiteral("%1/%2-%3").arg(dir).arg(++made).arg(QFileInfo(pdf).fileName()));
    }

private:
    QTemporaryDir dir_;
    ProgressKeeper keeper_;
    std::unique_ptr<LessonPage> page_;
};

// Every prediction shown on the page committed (its first option), so what waits behind shows.
void commitPredictions(LessonPage* page) {
    for (int round = 0; round < 10; ++round) {
        bool committed = false;
        for (QuestionBlock* question : page->questions()) {
            if (question->isAnswered() || !question->isPrediction() ||
                question->optionButtons().isEmpty() || !question->isVisibleTo(page))
                continue;
            question->optionButtons().first()->click();
            question->checkButton()->click();
            committed = true;
        }
        if (!committed)
            return;
        page->settleLayout();
    }
}

// Through every step of `walkthrough`, each step's prediction made before Next.
void walkToTheEnd(LessonPage* page, WalkthroughBlock* walkthrough) {
    for (int step = 0; step < walkthrough->stepCount(); ++step) {
        commitPredictions(page);
        if (!walkthrough->nextButton()->isEnabled())
            return;
        walkthrough->nextButton()->click();
        page->settleLayout();
    }
}

QString stepHeading(const WalkthroughBlock* walkthrough, int step) {
    return QStringLiteral("Step %1 of %2: %3")
        .arg(step + 1)
        .arg(walkthrough->stepCount())
        .arg(walkthrough->stepTitle(step));
}

} // namespace

class TestPaperBreaks : public QObject {
    Q_OBJECT

private slots:
    void walkthroughPrintsEveryStepReached();
    void pagesKeepTogetherWhatBelongsTogether_data();
    void pagesKeepTogetherWhatBelongsTogether();
};

// Student pass sp29: lesson 5's PDF printed only the step on screen ("Step 2 of 5"). Paper holds
// every step reached, each under its title, and one line for the steps not reached yet.
void TestPaperBreaks::walkthroughPrintsEveryStepReached() {
    const OpenLesson lesson(QStringLiteral("03-interview-sqrt-dk.lesson.md"));
    QVERIFY(lesson.page());
    auto* walkthrough = lesson.page()->findChild<WalkthroughBlock*>();
    QVERIFY(walkthrough);
    QCOMPARE(walkthrough->stepCount(), 5);
    QString failure;
    const QString first = lesson.pdfText(&failure);
    QVERIFY2(!first.isEmpty(), qPrintable(failure));
    QVERIFY2(first.contains(stepHeading(walkthrough, 0)), qPrintable(first.left(3000)));
    for (int step = 1; step < walkthrough->stepCount(); ++step)
        QVERIFY2(!first.contains(stepHeading(walkthrough, step)),
                 qPrintable(stepHeading(walkthrough, step)));
    // sp30: the line named the steps not reached, and a title can give an answer away ("Dividing
    // by the square root" before step 1's prediction). It counts them. (The last step's title
    // stays in the line for the hold below the walkthrough, which names the step that opens it.)
    for (int step = 1; step + 1 < walkthrough->stepCount(); ++step)
        QVERIFY2(!first.contains(walkthrough->stepTitle(step)),
                 qPrintable(walkthrough->stepTitle(step)));
    const qsizetype waiting = first.indexOf(
        QStringLiteral("Not printed yet: 4 more steps (steps 2 to 5 of 5), not reached yet"));
    QVERIFY2(waiting > first.indexOf(stepHeading(walkthrough, 0)),
             qPrintable(first.mid(first.indexOf(stepHeading(walkthrough, 0)), 3000)));

    walkToTheEnd(lesson.page(), walkthrough);
    QCOMPARE(walkthrough->currentStep(), 4);
    // Back at the first step, the steps passed are still the student's.
    walkthrough->setStep(0);
    lesson.page()->settleLayout();
    const int screenHeight = walkthrough->height();
    const QString all = lesson.pdfText(&failure);
    QVERIFY2(!all.isEmpty(), qPrintable(failure));
    qsizetype at = -1;
    for (int step = 0; step < walkthrough->stepCount(); ++step) {
        const qsizetype next = all.indexOf(stepHeading(walkthrough, step));
        QVERIFY2(next > at, qPrintable(stepHeading(walkthrough, step)));
        at = next;
    }
    QVERIFY(!all.contains(QStringLiteral("not reached yet")));
    // The screen is as it was: one step, under its "Step 1 of 5" line.
    lesson.page()->settleLayout();
    QVERIFY(walkthrough->stepLabel()->isVisible());
    QCOMPARE(walkthrough->height(), screenHeight);
}

void TestPaperBreaks::pagesKeepTogetherWhatBelongsTogether_data() {
    QTest::addColumn<QString>("file");
    for (const char* file : {"00-dot-products", "01-scaled-dot-product", "01b-mixing-values",
                             "02-gain-knob", "03-interview-sqrt-dk"}) {
        for (const char* language : {".lesson.md", ".de.lesson.md"}) {
            const QString name = QString::fromLatin1(file) + QString::fromLatin1(language);
            QTest::newRow(qPrintable(name)) << name;
        }
    }
}

// Student pass sp29 item 5: lesson 1's third quick-check question had its stem on page 3 and its
// options on page 4; lesson 4's "Channel bank at this width" and lesson 5's "Unscaled softmax as
// the head widens" stood at a page's foot, their charts on the next page; page 1 of lessons 1 and
// 5 was about 60 % empty (a tall block pushed whole to page 2); the last page of lessons 4 and 5
// held one line. On every lesson, in both languages, before and after the predictions, at three
// widths: no page ends between a heading and what it heads or inside a question up to half a
// page tall, above its explanation; every page but the last two is at least 2/3 full, the one
// before the last at least half; a last page holds at least a tenth of a page.
void TestPaperBreaks::pagesKeepTogetherWhatBelongsTogether() {
    QFETCH(QString, file);
    const OpenLesson lesson(file);
    LessonPage* page = lesson.page();
    QVERIFY(page);
    QPdfWriter writer(lesson.path(QStringLiteral("probe.pdf")));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(150);
    const int paperHeight = writer.pageLayout().paintRectPixels(writer.logicalDpiX()).height();
    QStringList broken;
    int headings = 0;
    int questions = 0;
    for (const bool committed : {false, true}) {
        if (committed)
            commitPredictions(page);
        for (const int width : {760, 900, 1240}) {
            page->resize(width, 700);
            page->settleLayout();
            PaperLook look(page);
            page->settleLayout();
            const PaperLayout layout = paperLayout(page, &writer);
            const int pageHeight = int(paperHeight / layout.scale);
            const QWidget* column = page->textColumn();
            const QString where =
                QStringLiteral("%1 px%2").arg(width).arg(committed ? ", committed" : "");
            const qsizetype count = layout.pages.size();
            for (qsizetype index = 0; index < count; ++index) {
                const int filled = layout.pages.at(index).bottom - layout.pages.at(index).top;
                const double least = index + 2 < count ? 0.6 : index + 1 < count ? 0.5 : 0.1;
                if ((count > 1 || index + 1 < count) && filled < least * pageHeight)
                    broken.append(QStringLiteral("%1: page %2 of %3 holds %4 of %5 rows")
                                      .arg(where)
                                      .arg(index + 1)
                                      .arg(count)
                                      .arg(filled)
                                      .arg(pageHeight));
            }
            // Rows no page may end in (top, bottom), and what they hold.
            QList<std::pair<PaperRows, QString>> together;
            const QList<LessonPage::PaperBlock> blocks = page->paperBlocks();
            for (qsizetype index = 0; index + 1 < blocks.size(); ++index) {
                if (blocks.at(index).keepWithNext)
                    together.append({{blocks.at(index).bottom - 1, blocks.at(index + 1).top + 1},
                                     QStringLiteral("a section heading")});
            }
            for (const QWidget* widget : column->findChildren<QWidget*>()) {
                if (!widget->isVisibleTo(column))
                    continue;
                const int top = widget->mapTo(column, QPoint(0, 0)).y();
                if (const auto* question = qobject_cast<const QuestionBlock*>(widget)) {
                    // Its explanation may go on over the page; nothing above it may, up to half
                    // a page of it.
                    const QWidget* explanation = question->resultWidgets().constLast();
                    const int keptUntil = explanation->isVisibleTo(column)
                                              ? explanation->mapTo(column, QPoint(0, 0)).y()
                                              : top + widget->height();
                    QVERIFY(keptUntil > top);
                    if (keptUntil - top > pageHeight / 2)
                        continue;
                    ++questions;
                    together.append({{top, keptUntil},
                                     QStringLiteral("a question: ") + widget->accessibleName()});
                    continue;
                }
                if (!isPaperHeading(widget))
                    continue;
                // The first widget below the heading in its block.
                int under = INT_MAX;
                for (const QWidget* other : widget->parentWidget()->findChildren<QWidget*>()) {
                    const int otherTop = other->mapTo(column, QPoint(0, 0)).y();
                    if (other->isVisibleTo(column) && other->height() > 0 &&
                        other->findChildren<QWidget*>().isEmpty() && other != widget &&
                        !widget->isAncestorOf(other) && otherTop >= top + widget->height() - 1)
                        under = std::min(under, otherTop);
                }
                if (under == INT_MAX)
                    continue;
                ++headings;
                together.append({{top, under + 1},
                                 QStringLiteral("a heading: ") +
                                     (widget->accessibleName().isEmpty()
                                          ? qobject_cast<const QLabel*>(widget)->text()
                                          : widget->accessibleName())});
            }
            for (qsizetype index = 0; index + 1 < count; ++index) {
                const int end = layout.pages.at(index).bottom;
                for (const auto& [rows, what] : std::as_const(together)) {
                    if (rows.top < end && end < rows.bottom)
                        broken.append(QStringLiteral("%1: page %2 ends at %3 in %4 (%5 to %6)")
                                          .arg(where)
                                          .arg(index + 1)
                                          .arg(end)
                                          .arg(what)
                                          .arg(rows.top)
                                          .arg(rows.bottom));
                }
            }
        }
    }
    if (!qEnvironmentVariableIsEmpty("PAPERBREAKS_KEEP")) {
        page->resize(900, 700);
        page->settleLayout();
        QString failure;
        QVERIFY2(!lesson.pdfText(&failure).isEmpty(), qPrintable(failure));
    }
    QVERIFY(questions > 0);
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QStringLiteral("; "))));
    qInfo("%d headings and %d questions kept together", headings, questions);
}

QTEST_MAIN(TestPaperBreaks)
#include "tst_paperbreaks.moc"
