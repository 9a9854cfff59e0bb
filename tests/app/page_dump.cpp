// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Developer aid (not a test): renders a lesson's whole page, top to bottom, to one tall PNG so
// every block can be looked at.   page_dump LESSON_ID OUT.png [LESSONS_DIR]
// With a section title, saves what the 1280x860 window shows scrolled to that section instead,
// every prediction answered (its first option) so that what it reveals is open:
//     page_dump LESSON_ID OUT.png LESSONS_DIR|- SECTION_TITLE_START
// PAGE_DUMP_LOCALE=de in the environment loads that interface translation and number format, as
// --locale does; PAGE_DUMP_SIZE=800x860 sets the window's size (default 1280x860);
// PAGE_DUMP_DARK=1 draws with the dark palette of the tour. PAGE_DUMP_SET="animdk=1024" sets
// parameters before the picture (with a section title).
// PAGE_DUMP_LAB="0, 8, 4|-1000, 4, 2, 1000, 7, 3" types each entry into the first lab's logits
// field, a character at a time as a student does, and presses Run (twice, past the wait for a
// prediction); the picture then shows the lab's bars and run table. An entry "=86.7" commits
// that prediction instead, "reset" resets the lab (as "Clear the runs" does), and an entry
// starting with ">" is typed and not run (to see what the box beside Commit says of it).

#include "app/blocks/groupblocks.h"
#include "app/blocks/labblock.h"
#include "app/blocks/questionblock.h"
#include "app/lessonpage.h"
#include "app/lessonprint.h"
#include "app/mainwindow.h"
#include "app/outlinestyle.h"
#include "app/welcomecard.h"
#include "darkpalette.h"
#include "lessons/parameters.h"

#include <QAbstractButton>
#include <QAction>
#include <QKeySequence>
#include <QPushButton>
#include <QScrollBar>

#include <QApplication>
#include <QDebug>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setStyle(new app::OutlineStyle); // as the application draws
    if (qEnvironmentVariableIntValue("PAGE_DUMP_DARK") != 0)
        useDesktopDarkPalette();
    if (argc < 3)
        return 2;
    QTemporaryDir data;
    app::MainWindowOptions options;
    options.lessonId = QString::fromLocal8Bit(argv[1]);
    options.dataDir = data.path();
    // A picture of a page, not of the first start's welcome card over its corner.
    options.settingsPath = data.filePath(QStringLiteral("settings.ini"));
    app::WelcomeCard::markShown(options.settingsPath);
    if (argc > 3 && argv[3][0] != '\0' && QByteArray(argv[3]) != "-")
        options.lessonsDir = QString::fromLocal8Bit(argv[3]);
    QTranslator translator;
    QLocale locale(QLocale::English, QLocale::UnitedStates);
    if (const QByteArray name = qgetenv("PAGE_DUMP_LOCALE"); !name.isEmpty()) {
        locale = QLocale(QString::fromLocal8Bit(name));
        QLocale::setDefault(locale);
        options.localeName = locale.name();
    }
    // As the application does: English reads its plural forms ("3 questions", not
    // "3 question(s)") from attention-lab_en.
    if (translator.load(locale, QStringLiteral("attention-lab"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")) ||
        translator.load(QStringLiteral("attention-lab_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);
    app::MainWindow window(options);
    window.waitForCourse(); // a lesson folder is read on a worker thread
    QSize size(1280, 860);
    if (const QList<QByteArray> wh = qgetenv("PAGE_DUMP_SIZE").split('x'); wh.size() == 2)
        size = QSize(wh.at(0).toInt(), wh.at(1).toInt()).expandedTo(QSize(320, 240));
    window.resize(size);
    window.show();
    // View > Zoom in, PAGE_DUMP_ZOOM times.
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcuts().contains(QKeySequence(QKeySequence::ZoomIn))) {
            for (int i = 0; i < qEnvironmentVariableIntValue("PAGE_DUMP_ZOOM"); ++i)
                action->trigger();
        }
    }
    QCoreApplication::processEvents();
    if (window.page())
        window.page()->ensureBuilt();
    QWidget* content = window.page() ? window.page()->widget() : nullptr;
    if (!content)
        return 1;
    QElapsedTimer waited;
    waited.start();
    while (!window.page()->isSettled() && waited.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    // PAGE_DUMP_PDF=FILE: the lesson as "Export lesson as PDF" writes it, to look at on paper
    // (with a SECTION argument, after its choice questions are answered).
    const auto writePdf = [&window] {
        const QString pdf = qEnvironmentVariable("PAGE_DUMP_PDF");
        QString error;
        if (!pdf.isEmpty() && !app::exportLessonPdf(window.page(), pdf, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        return true;
    };
    if (argc > 4) {
        const QString wanted = QString::fromUtf8(argv[4]);
        for (app::QuestionBlock* question : window.page()->questions()) {
            if (question->isAnswered() || question->optionButtons().isEmpty())
                continue;
            question->optionButtons().first()->click();
            question->checkButton()->click();
        }
        const QList<lessons::Section> sections = window.page()->lesson().sections();
        for (int i = 0; i < sections.size(); ++i) {
            if (sections.at(i).title.startsWith(wanted))
                window.page()->scrollToSection(i);
        }
        // PAGE_DUMP_SET="animdk=1024,animscaled=1": parameters set as a control would (after a
        // wait for the background bench, so a histogram shows its settled axis).
        if (const QString set = qEnvironmentVariable("PAGE_DUMP_SET"); !set.isEmpty()) {
            const auto wait = [] {
                QElapsedTimer clock;
                clock.start();
                while (clock.elapsed() < 1500)
                    QCoreApplication::processEvents(
                        QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 20);
            };
            wait();
            for (const QString& pair : set.split(QLatin1Char(','))) {
                const QString name = pair.section(QLatin1Char('='), 0, 0).trimmed();
                const double value = pair.section(QLatin1Char('='), 1).toDouble();
                window.page()->parameters()->setValue(name, value);
            }
            wait();
        }
        for (int i = 0; i < 20; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        // A console that starts on that screen is shown from its top, whole if it fits.
        QScrollBar* bar = window.page()->verticalScrollBar();
        for (const app::ConsoleBlock* console : content->findChildren<app::ConsoleBlock*>()) {
            if (console->y() >= bar->value() &&
                console->y() < bar->value() + window.page()->viewport()->height()) {
                bar->setValue(console->y() - 8);
                break;
            }
        }
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        if (const QString typed = qEnvironmentVariable("PAGE_DUMP_LAB"); !typed.isEmpty()) {
            if (auto* lab = content->findChild<app::LabBlock*>()) {
                lab->run();
                for (const QString& entry : typed.split(QLatin1Char('|'))) {
                    if (entry == QLatin1String("reset")) {
                        lab->reset();
                        continue;
                    }
                    if (entry.startsWith(QLatin1Char('=')) && lab->predictionField()) {
                        lab->predictionField()->setText(entry.mid(1));
                        lab->commitPrediction();
                        continue;
                    }
                    const bool runIt = !entry.startsWith(QLatin1Char('>'));
                    const QString logits = runIt ? entry : entry.mid(1);
                    for (qsizetype n = 0; n <= logits.size(); ++n)
                        lab->logitsField()->setText(logits.left(n));
                    // Held for a prediction: pressed again, unless one is committed.
                    if (runIt && !lab->run() && !lab->predictionLocked())
                        lab->run();
                }
                for (int i = 0; i < 10; ++i)
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
                bar->setValue(lab->logitsField()->mapTo(content, QPoint()).y() - 8);
                for (int i = 0; i < 5; ++i)
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            }
        }
        return writePdf() && window.grab().save(QString::fromLocal8Bit(argv[2]), "PNG") ? 0 : 1;
    }
    qInfo("content %dx%d hint %d hfw %d", content->width(), content->height(),
          content->sizeHint().height(), content->heightForWidth(content->width()));
    const bool ok = writePdf() && content->grab().save(QString::fromLocal8Bit(argv[2]), "PNG");
    return ok ? 0 : 1;
}
