// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Developer aid (not a test), run by scripts/tour.sh: screenshots of every section of every
// built-in lesson with what its predictions reveal open, then the course overview, the review's
// cards (before and after one is checked) and the first pages of the exports (the record's PDF
// report and a lesson's PDF, through pdftoppm), in one language, palette and window width:
//     tour_shots OUTDIR LOCALE light|dark WIDTH
// Writes OUTDIR/<locale>-<palette>-<width>-NNN-<lesson>-<section>.png and appends one line per
// picture, "file<TAB>caption", to OUTDIR/captions.tsv. The learner's record is a fresh one in a
// temporary folder and is never written.

#include "app/blocks/chartblock.h"
#include "app/blocks/groupblocks.h"
#include "app/blocks/questionblock.h"
#include "app/lessonpage.h"
#include "app/mainwindow.h"
#include "app/outlinestyle.h"
#include "app/overviewpage.h"
#include "app/reviewpage.h"
#include "darkpalette.h"
#include "lessons/lesson.h"
#include "lessons/math.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QLineEdit>
#include <QPalette>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>

namespace {

void settle(app::MainWindow& window, int rounds = 5) {
    QElapsedTimer waited;
    waited.start();
    while (window.page() && !window.page()->isSettled() && waited.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    for (int i = 0; i < rounds; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

// "Ähnlichkeitsmaß" -> "ahnlichkeitsmass": accents dropped, not the letters they sit on.
QString slug(QString text) {
    text = text.normalized(QString::NormalizationForm_KD)
               .remove(QRegularExpression(QStringLiteral("\\p{Mn}")))
               .replace(QChar(0xDF), QLatin1String("ss"));
    text = text.toLower().replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")),
                                  QStringLiteral("-"));
    return text.left(40).remove(QRegularExpression(QStringLiteral("^-+|-+$")));
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 5) {
        qWarning("usage: tour_shots OUTDIR LOCALE light|dark WIDTH");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    const QLocale locale(QString::fromLocal8Bit(argv[2]));
    const bool dark = QByteArray(argv[3]) == "dark";
    const int width = QByteArray(argv[4]).toInt();
    if (!out.exists() || width < 320)
        return 2;
    // Fusion whatever the desktop, for pictures that compare from run to run; with the
    // application's outlines.
    QApplication::setStyle(new app::OutlineStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
    if (dark)
        useDesktopDarkPalette();
    QLocale::setDefault(locale);
    QTranslator translator;
    if (translator.load(locale, QStringLiteral("attention-lab"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);

    QTemporaryDir data;
    app::MainWindowOptions options;
    options.dataDir = data.path();
    options.localeName = locale.name();
    options.keepRecord = false; // a picture is no study session
    options.reviewSeed = 2026;
    // A clock the tour moves on, so the questions missed on the way are due for review at the end.
    QDateTime now = QDateTime::currentDateTime();
    options.clock = [&now] { return now; };
    app::MainWindow window(options);
    // A window of the screen's height: 800x600 (a small laptop) or 1440x900.
    window.resize(width, width >= 1200 ? 900 : 600);
    window.show();
    QCoreApplication::processEvents();

    const QString prefix =
        QStringLiteral("%1-%2-%3")
            .arg(locale.name().left(2), dark ? QStringLiteral("dark") : QStringLiteral("light"),
                 QString::number(width));
    QFile captions(out.filePath(QStringLiteral("captions.tsv")));
    if (!captions.open(QIODevice::Append | QIODevice::Text))
        return 1;
    QTextStream tsv(&captions);
    int shot = 0;
    const auto fileFor = [&](const QString& name, const QString& suffix) {
        return QStringLiteral("%1-%2-%3.%4")
            .arg(prefix)
            .arg(shot++, 3, 10, QLatin1Char('0'))
            .arg(name, suffix);
    };
    // The first `pages` pages of a PDF as pictures (pdftoppm, poppler-utils), beside the PDF.
    const auto savePdfPages = [&](const QString& pdf, const QString& name, const QString& caption,
                                  int pages) {
        for (int index = 1; index <= pages; ++index) {
            const QString file =
                fileFor(name + QStringLiteral("-page-%1").arg(index), QStringLiteral("png"));
            QProcess render;
            render.start(QStringLiteral("pdftoppm"),
                         {QStringLiteral("-r"), QStringLiteral("80"), QStringLiteral("-png"),
                          QStringLiteral("-singlefile"), QStringLiteral("-f"),
                          QString::number(index), QStringLiteral("-l"), QString::number(index), pdf,
                          out.filePath(file.chopped(4))});
            if (!render.waitForFinished(60000) || render.exitCode() != 0 ||
                !QFile::exists(out.filePath(file))) {
                if (index == 1)
                    qWarning("tour_shots: %s has no picture (is pdftoppm installed?)",
                             qPrintable(pdf));
                return index > 1;
            }
            tsv << file << '\t' << prefix << ": " << caption
                << QStringLiteral(", page %1").arg(index) << '\n';
        }
        return true;
    };
    const auto save = [&](const QString& name, const QString& caption) {
        const QString file = fileFor(name, QStringLiteral("png"));
        if (!window.grab().save(out.filePath(file), "PNG"))
            return false;
        tsv << file << '\t' << prefix << ": " << caption << '\n';
        return true;
    };

    QStringList ids;
    const QStringList files =
        QDir(QStringLiteral(":/lessons"))
            .entryList({QStringLiteral("*.lesson.md")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        if (file.count(QLatin1Char('.')) > 2)
            continue; // NAME.de.lesson.md: the window picks the edition itself
        const lessons::ParseResult parsed =
            lessons::loadLessonFile(QStringLiteral(":/lessons/") + file);
        if (parsed.lesson)
            ids.append(parsed.lesson->id);
    }
    if (ids.isEmpty())
        return 1;

    for (const QString& id : std::as_const(ids)) {
        if (!window.showLesson(id))
            return 1;
        app::LessonPage* page = window.page();
        page->ensureBuilt();
        settle(window);
        // Every prediction answered (its first option), so what it reveals is open.
        for (app::QuestionBlock* question : page->questions()) {
            if (question->isAnswered() || question->optionButtons().isEmpty())
                continue;
            question->optionButtons().first()->click();
            question->checkButton()->click();
        }
        settle(window);
        // Every chart once more at the top of the window: a section's picture shows its start,
        // and a chart further down would be missed.
        QSet<app::ChartBlock*> shotCharts;
        const auto shootCharts = [&]() {
            for (app::ChartBlock* block : page->findChildren<app::ChartBlock*>()) {
                if (!block->isVisible() || shotCharts.contains(block))
                    continue;
                shotCharts.insert(block);
                page->verticalScrollBar()->setValue(block->mapTo(page->widget(), QPoint(0, 0)).y() -
                                                    8);
                settle(window, 10);
                if (!save(id + QStringLiteral("-chart-") + slug(block->chartId()),
                          lessons::plainTextWithMath(page->lesson().title) +
                              QStringLiteral(" · chart ") + block->chartId()))
                    return false;
            }
            return true;
        };
        const QList<lessons::Section> sections = page->lesson().sections();
        for (int i = 0; i < sections.size(); ++i) {
            page->scrollToSection(i);
            settle(window, 10);
            // The captions as the outline writes them: "√dₖ", never "$\sqrt{d_k}$".
            const QString title = lessons::plainTextWithMath(sections.at(i).title);
            if (!save(id + QLatin1Char('-') + slug(title),
                      lessons::plainTextWithMath(page->lesson().title) + " · " + title))
                return 1;
        }
        if (!shootCharts())
            return 1;
        // Walkthrough steps after the first are not in the sections above: one picture each.
        const QList<app::WalkthroughBlock*> walks = page->findChildren<app::WalkthroughBlock*>();
        for (app::WalkthroughBlock* walk : walks) {
            for (int step = 1; step < walk->stepCount(); ++step) {
                walk->setStep(step);
                settle(window);
                page->verticalScrollBar()->setValue(walk->mapTo(page->widget(), QPoint(0, 0)).y());
                settle(window, 10);
                if (!save(id + QStringLiteral("-step-%1").arg(step + 1),
                          lessons::plainTextWithMath(page->lesson().title) +
                              QStringLiteral(" · step %1 of %2")
                                  .arg(step + 1)
                                  .arg(walk->stepCount())) ||
                    !shootCharts())
                    return 1;
            }
        }
    }
    // The record now holds this tour's answers: the overview and the review show them.
    window.showOverview();
    QCoreApplication::processEvents();
    if (!save(QStringLiteral("overview"), QStringLiteral("Course overview")))
        return 1;
    // Every lesson opened: its questions, answers and predictions in their columns.
    window.overviewPage()->table()->expandAll();
    settle(window, 10);
    if (!save(QStringLiteral("overview-open"), QStringLiteral("Course overview, lessons opened")))
        return 1;
    // Three days on, the questions missed above are due: the review shows them as cards.
    now = now.addDays(3);
    window.showReview();
    settle(window, 10);
    if (!save(QStringLiteral("review"), QStringLiteral("Review")))
        return 1;
    if (app::ReviewPage* review = window.reviewPage(); review && !review->cards().isEmpty()) {
        // The first card answered (its first option, or a number) and checked: its verdict.
        app::ReviewCard* card = review->cards().first();
        if (!card->optionButtons().isEmpty())
            card->optionButtons().first()->click();
        else if (QLineEdit* field = card->numericField())
            field->setText(QStringLiteral("1"));
        card->checkButton()->click();
        settle(window, 10);
        if (!save(QStringLiteral("review-checked"), QStringLiteral("Review, a card checked")))
            return 1;
    }

    // The exports, as a student would print them: the record's PDF report and lesson 1's PDF.
    const QString recordPdf =
        out.filePath(fileFor(QStringLiteral("record"), QStringLiteral("pdf")));
    QEventLoop exported;
    QString exportError = QStringLiteral("no answer in 60 s");
    QObject::connect(&window, &app::MainWindow::recordExported, &exported,
                     [&](const QString&, const QString& error) {
                         exportError = error;
                         exported.quit();
                     });
    QTimer::singleShot(60000, &exported, &QEventLoop::quit);
    window.exportRecordTo(recordPdf);
    exported.exec();
    if (!exportError.isEmpty()) {
        qWarning("tour_shots: record export: %s", qPrintable(exportError));
        return 1;
    }
    if (!savePdfPages(recordPdf, QStringLiteral("record-pdf"),
                      QStringLiteral("Record exported as a PDF report"), 2))
        return 1;
    if (!window.showLesson(ids.first()))
        return 1;
    settle(window, 10);
    const QString lessonPdf =
        out.filePath(fileFor(QStringLiteral("lesson-pdf"), QStringLiteral("pdf")));
    if (!window.exportLessonPdf(lessonPdf) ||
        !savePdfPages(lessonPdf, QStringLiteral("lesson-pdf"),
                      QStringLiteral("Lesson 1 exported as PDF"), 3))
        return 1;
    return 0;
}
