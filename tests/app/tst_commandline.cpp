// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// attention-lab's command line through QProcess: --check exit codes (0 clean, 1 errors, 2 bad
// usage) without a display, and --screenshot writing a PNG.

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include "../fifoguard.h"
#include "../writefailure.h"
#include "tests/common/testpaths.h"

#include <functional>

namespace {

const QString kApp = testpaths::build(u"app/attention-lab");
const QString kData = testpaths::source(u"tests/app/data");
constexpr int kTimeoutMs = 60000;

struct Outcome {
    int code = -1;
    QString out;
    QString err;
};

// childSetup runs in the child between fork and exec (QProcess::setChildProcessModifier).
Outcome runApp(const QStringList& arguments, bool withDisplay = false,
               const std::function<void()>& childSetup = {}) {
    QProcess process;
    if (childSetup)
        process.setChildProcessModifier(childSetup);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    if (withDisplay)
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    else
        env.remove(QStringLiteral("QT_QPA_PLATFORM")); // --check must not need any display
    process.setProcessEnvironment(env);
    process.start(kApp, arguments);
    Outcome outcome;
    if (!process.waitForFinished(kTimeoutMs))
        return outcome;
    outcome.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    outcome.out = QString::fromUtf8(process.readAllStandardOutput());
    outcome.err = QString::fromUtf8(process.readAllStandardError());
    return outcome;
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void checkExitCodes_data();
    void checkExitCodes();
    void checkReportsFileLineColumn();
    void deeplyNestedMathIsAnErrorNotACrash();
    void screenshotWritesPng();
    void screenshotWithGermanLocale();
    void startupBenchShotIsTakenAtTheFirstPaint();
    void strayArgumentIsBadUsage();
    void usageErrorsExitTwoWithoutADisplay_data();
    void usageErrorsExitTwoWithoutADisplay();
    void launcherPathsOpenAWindow_data();
    void launcherPathsOpenAWindow();
    void exportIntoAMissingFolderCreatesNothing();
    void screenshotOfLessonByNumber();
    void screenshotOfUnknownLessonIsBadUsage();
    void theSavedLanguageIsTheWindowsLanguage_data();
    void theSavedLanguageIsTheWindowsLanguage();
    void screenshotLeavesTheRecordAlone();
    void screenshotNeverMovesAnUnusableRecord_data();
    void screenshotNeverMovesAnUnusableRecord();
    void checkOfAFifoReturns();
    void helpAndVersionNeedNoDisplay_data();
    void helpAndVersionNeedNoDisplay();
    void exportRecordWithoutWindow();
    void exportRecordBadUsage();
    void exportRecordOnAFullDisk_data();
    void exportRecordOnAFullDisk();
    void exportRecordRefusesNonRegularFiles();
    void qtsOwnOptionsAreAccepted_data();
    void qtsOwnOptionsAreAccepted();
    void theStyleChosenOnTheCommandLineIsKept();
};

void TestCommandLine::checkExitCodes_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addRow("clean file") << QStringList{"--check", kData + "/widgets.lesson.md"} << 0;
    QTest::addRow("clean folder") << QStringList{"--check", kData} << 0;
    QTest::addRow("built-in lessons")
        << QStringList{"--check", testpaths::source(u"resources/lessons")} << 0;
    QTest::addRow("no path") << QStringList{"--check"} << 2;
    QTest::addRow("missing path") << QStringList{"--check", kData + "/nope.lesson.md"} << 2;
}

void TestCommandLine::checkExitCodes() {
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    const Outcome outcome = runApp(arguments);
    QVERIFY2(outcome.code == code, qPrintable(QStringLiteral("exit %1, stdout: %2, stderr: %3")
                                                  .arg(outcome.code)
                                                  .arg(outcome.out, outcome.err)));
}

void TestCommandLine::checkReportsFileLineColumn() {
    QTemporaryDir dir;
    QFile source(kData + "/widgets.lesson.md");
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray text = source.readAll();
    text.replace("kind: softmax", "kind: sofmax");
    const QString path = dir.filePath(QStringLiteral("broken.lesson.md"));
    QFile broken(path);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(text);
    broken.close();
    const Outcome outcome = runApp({QStringLiteral("--check"), path});
    QCOMPARE(outcome.code, 1);
    QVERIFY2(outcome.out.contains(QRegularExpression(QRegularExpression::escape(path) +
                                                     QStringLiteral(":\\d+:\\d+: error: "))),
             qPrintable(outcome.out));
}

// Issue 11: 40,000 nested braces and 20,000 nested superscripts overflowed the stack of
// `--check` and of the application at start (SIGSEGV).
void TestCommandLine::deeplyNestedMathIsAnErrorNotACrash() {
    QTemporaryDir dir;
    QFile source(kData + "/widgets.lesson.md");
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray text = source.readAll();
    text += "\n\nBraces $" + QByteArray(40000, '{') + "x" + QByteArray(40000, '}') + "$.\n\n";
    text += "```formula\ntex: " + QByteArray("x^{").repeated(20000) + QByteArray(20000, '}') +
            "\n```\n";
    const QString path = dir.filePath(QStringLiteral("bomb.lesson.md"));
    QFile bomb(path);
    QVERIFY(bomb.open(QIODevice::WriteOnly));
    bomb.write(text);
    bomb.close();
    const Outcome check = runApp({QStringLiteral("--check"), path});
    QCOMPARE(check.code, 1);
    // Both bombs are refused by the line cap before the math parser sees them (lessons/limits);
    // the braces' paragraph also by the cap on math in one paragraph (freeze24).
    QCOMPARE(check.out.count(QStringLiteral("characters long, above the cap of 2000")), 2);
    QCOMPARE(check.out.count(QStringLiteral("math, above the cap of 2000")), 1);
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const Outcome start =
        runApp({QStringLiteral("--lessons"), dir.path(), QStringLiteral("--screenshot"),
                dir.filePath(QStringLiteral("shot.png"))},
               true);
    QVERIFY2(start.code >= 0, "the application must not crash on the lesson");
}

void TestCommandLine::screenshotWritesPng() {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const Outcome outcome =
        runApp({QStringLiteral("--lessons"), kData, QStringLiteral("--lesson"),
                QStringLiteral("test-lesson"), QStringLiteral("--screenshot"), png},
               true);
    QCOMPARE(outcome.code, 0);
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 800 && image.height() >= 600);
}

void TestCommandLine::screenshotWithGermanLocale() {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("shot-de.png"));
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const Outcome outcome = runApp(
        {QStringLiteral("--locale"), QStringLiteral("de"), QStringLiteral("--screenshot"), png},
        true);
    QCOMPARE(outcome.code, 0);
    QVERIFY(!QImage(png).isNull());
}

// scripts/startup_bench.sh times a start up to the first frame that shows the lesson; the page
// is then still building what lies below its first screen. --screenshot alone waits for all of it.
void TestCommandLine::startupBenchShotIsTakenAtTheFirstPaint() {
    QTemporaryDir dir;
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const auto shoot = [&](const QString& name) {
        return runApp({QStringLiteral("--lesson"), QStringLiteral("scaled-dot-product"),
                       QStringLiteral("--screenshot"), dir.filePath(name)},
                      true);
    };
    const Outcome whole = shoot(QStringLiteral("whole.bmp"));
    qputenv("ATTN_SHOT_AT", "first-paint");
    const Outcome first = shoot(QStringLiteral("first.bmp"));
    qunsetenv("ATTN_SHOT_AT"); // before any check can return

    QCOMPARE(whole.code, 0);
    QVERIFY2(!whole.out.contains(QStringLiteral("shot_page_complete")), qPrintable(whole.out));
    QCOMPARE(first.code, 0);
    QVERIFY2(first.out.contains(QStringLiteral("shot_page_complete: no")), qPrintable(first.out));
    const QImage firstImage(dir.filePath(QStringLiteral("first.bmp")));
    QVERIFY(!firstImage.isNull());
    QCOMPARE(firstImage.size(), QImage(dir.filePath(QStringLiteral("whole.bmp"))).size());
}

void TestCommandLine::strayArgumentIsBadUsage() {
    const Outcome outcome = runApp({QStringLiteral("some-file.lesson.md")}, true);
    QCOMPARE(outcome.code, 2);
    QVERIFY2(outcome.err.contains(QStringLiteral("some-file.lesson.md: no such file or folder")),
             qPrintable(outcome.err));
}

// Issue 26: every usage error of every mode is exit 2 with a message, and is found before a
// window (which needs a display) is made: --bogus exited 1 in window mode, `-check DIR` read
// the letters c, h, e, c, k, `--check=DIR` aborted without a display, `--locale xx` passed.
void TestCommandLine::usageErrorsExitTwoWithoutADisplay_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("said");
    const QString lessons = testpaths::source(u"resources/lessons");
    QTest::addRow("unknown option") << QStringList{"--bogus"} << 2 << "Unknown option 'bogus'";
    QTest::addRow("unknown option with --check")
        << QStringList{"--check", "--bogus"} << 2 << "Unknown option 'bogus'";
    QTest::addRow("-check DIR") << QStringList{"-check", lessons} << 0 << "";
    QTest::addRow("--check=DIR") << QStringList{"--check=" + lessons} << 2 << "--check";
    QTest::addRow("unknown locale") << QStringList{"--locale", "xx"} << 2 << "--locale xx";
    QTest::addRow("unknown locale with --check")
        << QStringList{"--locale", "xx", "--check", lessons} << 2 << "--locale xx";
    QTest::addRow("missing --lessons folder")
        << QStringList{"--lessons", kData + "/nope"} << 2 << "no such folder";
    QTest::addRow("web address") << QStringList{"https://example.org/a.lesson.md"} << 2
                                 << "not https: addresses";
    QTest::addRow("not a lesson file")
        << QStringList{kData + "/../tst_commandline.cpp"} << 2 << "not a lesson file";
    // author27's case 135: a folder that loads no lesson passed with exit 0; the message is on
    // standard output with the other diagnostics, so only the code is held here.
    QTest::addRow("--check of a folder without lessons")
        << QStringList{"--check", testpaths::source(u"tests/app")} << 2 << "";
    QTest::addRow("two folders") << QStringList{kData, lessons} << 2 << "give one lesson folder";
    QTest::addRow("folder and --lessons")
        << QStringList{"--lessons", kData, lessons} << 2 << "not both";
}

void TestCommandLine::usageErrorsExitTwoWithoutADisplay() {
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, said);
    const Outcome outcome = runApp(arguments); // no DISPLAY, no QT_QPA_PLATFORM
    QVERIFY2(outcome.code == code,
             qPrintable(QStringLiteral("exit %1, stderr: %2").arg(outcome.code).arg(outcome.err)));
    QVERIFY2(outcome.err.contains(said), qPrintable(outcome.err));
}

// Issue 26: the desktop file's `Exec=attention-lab %U` hands over a folder, a lesson file or a
// file: URL; each opens a window (here: its screenshot) instead of "Unexpected argument".
void TestCommandLine::launcherPathsOpenAWindow_data() {
    QTest::addColumn<QString>("argument");
    QTest::addRow("folder") << kData;
    QTest::addRow("lesson file") << kData + "/second.lesson.md";
    QTest::addRow("file URL") << QUrl::fromLocalFile(kData + "/second.lesson.md").toString();
}

void TestCommandLine::launcherPathsOpenAWindow() {
    QFETCH(QString, argument);
    QTemporaryDir dir;
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const Outcome outcome = runApp({QStringLiteral("--screenshot"), png, argument}, true);
    QVERIFY2(outcome.code == 0, qPrintable(outcome.err));
    QVERIFY(!QImage(png).isNull());
}

void TestCommandLine::exportIntoAMissingFolderCreatesNothing() {
    QTemporaryDir dir;
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const QString missing = dir.filePath(QStringLiteral("nonexistent"));
    const Outcome outcome = runApp({QStringLiteral("--export-record"), missing + "/r.json"});
    QCOMPARE(outcome.code, 2);
    QVERIFY2(outcome.err.contains(QStringLiteral("does not exist")), qPrintable(outcome.err));
    QVERIFY(!QFileInfo::exists(missing));
}

// sp36: `--lesson 4` was "no lesson with id 4" although the sidebar numbers the lessons from 1.
void TestCommandLine::screenshotOfLessonByNumber() {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("second.png"));
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const Outcome outcome = runApp({QStringLiteral("--lessons"), kData, QStringLiteral("--lesson"),
                                    QStringLiteral("2"), QStringLiteral("--screenshot"), png},
                                   true);
    QVERIFY2(outcome.code == 0, qPrintable(outcome.err));
    QVERIFY(!QImage(png).isNull());
    const Outcome past = runApp({QStringLiteral("--lessons"), kData, QStringLiteral("--lesson"),
                                 QStringLiteral("3"), QStringLiteral("--screenshot"), png},
                                true);
    QCOMPARE(past.code, 2);
    QVERIFY2(past.err.contains(QStringLiteral("numbered 1 to 2")), qPrintable(past.err));
}

void TestCommandLine::screenshotOfUnknownLessonIsBadUsage() {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("nope.png"));
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const Outcome outcome = runApp({QStringLiteral("--lessons"), kData, QStringLiteral("--lesson"),
                                    QStringLiteral("nope"), QStringLiteral("--screenshot"), png},
                                   true);
    QCOMPARE(outcome.code, 2);
    QVERIFY(!QFile::exists(png));
    QVERIFY2(outcome.err.contains(QStringLiteral("no lesson with id `nope`")),
             qPrintable(outcome.err));
    QVERIFY(outcome.err.contains(QStringLiteral("test-lesson")));
    QVERIFY(outcome.err.contains(QStringLiteral("second-lesson")));
}

void TestCommandLine::theSavedLanguageIsTheWindowsLanguage_data() {
    QTest::addColumn<QString>("saved");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("expected");
    const QString english = QStringLiteral("no lesson with id `nope`");
    const QString german = QStringLiteral("Keine Lektion mit der Kennung `nope`");
    QTest::addRow("German chosen in the menu") << QStringLiteral("de") << QStringList() << german;
    QTest::addRow("--locale wins over the choice")
        << QStringLiteral("de") << QStringList{QStringLiteral("--locale"), QStringLiteral("en")}
        << english;
    QTest::addRow("English chosen") << QStringLiteral("en") << QStringList() << english;
    QTest::addRow("--locale=NAME wins too")
        << QStringLiteral("de") << QStringList{QStringLiteral("--locale=en")} << english;
}

// View > Language writes the choice into the window settings; the next start reads it before
// any text is translated (main.cpp). The window's own messages show it: here the one for an
// unknown --lesson, which main writes in the chosen language.
void TestCommandLine::theSavedLanguageIsTheWindowsLanguage() {
    QFETCH(QString, saved);
    QFETCH(QStringList, extra);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    QVERIFY(QDir().mkpath(data));
    {
        QSettings settings(QDir(data).filePath(QStringLiteral("settings.ini")),
                           QSettings::IniFormat);
        settings.setValue(QStringLiteral("interface/language"), saved);
    }
    qputenv("ATTN_DATA_DIR", data.toLocal8Bit());
    const Outcome outcome =
        runApp(QStringList{QStringLiteral("--lessons"), kData, QStringLiteral("--lesson"),
                           QStringLiteral("nope"), QStringLiteral("--screenshot"),
                           dir.filePath(QStringLiteral("nope.png"))} +
                   extra,
               true);
    QCOMPARE(outcome.code, 2);
    QVERIFY2(outcome.err.contains(expected), qPrintable(outcome.err));
}

void TestCommandLine::screenshotLeavesTheRecordAlone() {
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    qputenv("ATTN_DATA_DIR", data.toLocal8Bit());
    const Outcome outcome = runApp({QStringLiteral("--lessons"), kData, QStringLiteral("--lesson"),
                                    QStringLiteral("second-lesson"), QStringLiteral("--screenshot"),
                                    dir.filePath(QStringLiteral("shot.png"))},
                                   true);
    QCOMPARE(outcome.code, 0);
    QVERIFY(!QFile::exists(QDir(data).filePath(QStringLiteral("progress.json"))));
}

void TestCommandLine::screenshotNeverMovesAnUnusableRecord_data() {
    QTest::addColumn<QByteArray>("record");
    QTest::addRow("newer version") << QByteArray("{\"version\": 9, \"lessons\": {}}");
    QTest::addRow("corrupt") << QByteArray("{ not json");
    QTest::addRow("wrong inner type")
        << QByteArray("{\"version\": 1, \"lessons\": {\"test-lesson\": {\"answers\": []}}}");
}

// --screenshot used to rename a newer-version (or corrupt) record aside, so the build that
// wrote it then started from nothing.
void TestCommandLine::screenshotNeverMovesAnUnusableRecord() {
    QFETCH(QByteArray, record);
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    QVERIFY(QDir().mkpath(data));
    const QString progress = QDir(data).filePath(QStringLiteral("progress.json"));
    {
        QFile file(progress);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(record);
    }
    qputenv("ATTN_DATA_DIR", data.toLocal8Bit());
    const Outcome outcome =
        runApp({QStringLiteral("--lessons"), kData, QStringLiteral("--screenshot"),
                dir.filePath(QStringLiteral("shot.png"))},
               true);
    QCOMPARE(outcome.code, 0);
    QFile file(progress);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), record);
    QCOMPARE(QDir(data).entryList(QDir::Files | QDir::Hidden), QStringList{"progress.json"});
}

// A FIFO given to --check by name used to block it forever; the process is given 60 s here.
void TestCommandLine::checkOfAFifoReturns() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.lesson.md"));
    QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {fifo}), 0);
    const Outcome outcome = runApp({QStringLiteral("--check"), fifo});
    QCOMPARE(outcome.code, 1);
    QVERIFY2(outcome.out.contains(QStringLiteral("not a regular file")), qPrintable(outcome.out));
}

void TestCommandLine::helpAndVersionNeedNoDisplay_data() {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("printed");
    QTest::addRow("--help") << QStringLiteral("--help") << QStringLiteral("--screenshot");
    QTest::addRow("-h") << QStringLiteral("-h") << QStringLiteral("--lessons");
    QTest::addRow("--version") << QStringLiteral("--version") << QStringLiteral(ATTN_VERSION);
}

void TestCommandLine::helpAndVersionNeedNoDisplay() {
    QFETCH(QString, option);
    QFETCH(QString, printed);
    const Outcome outcome = runApp({option}); // no DISPLAY, no QT_QPA_PLATFORM
    QCOMPARE(outcome.code, 0);
    QVERIFY2(outcome.out.contains(printed), qPrintable(outcome.out + outcome.err));
}

void TestCommandLine::exportRecordWithoutWindow() {
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    QVERIFY(QDir().mkpath(data));
    const QByteArray record = R"({"version": 1, "lastLesson": "scaled-dot-product", "lessons": {
        "scaled-dot-product": {"answers": {
            "qc-half-spread": {"choices": ["sixteen"], "typed": "", "correct": true, "attempts": 1,
                         "at": "2026-11-29T10:01:00.000Z"},
            "qc-width-nine": {"choices": ["by-dk"], "typed": "", "correct": false,
                              "attempts": 1, "at": "2026-11-29T10:02:00.000Z"}},
            "predictions": {"raw-vs-scaled": {"predicted": "sharper", "observed": "sharper",
                                              "correct": true, "at": "2026-11-29T10:03:00.000Z"}},
            "explains": {"explain-two-claims": {"text": "Wider heads add more terms.",
                                                "ticked": [0], "modelShown": true}},
            "secondsSpent": 754, "lastOpened": "2026-11-29T09:58:00.000Z"},
        "interview-sqrt-dk": {"answers": {
            "trap-head-divisor": {"choices": [], "typed": "8", "correct": true, "attempts": 1,
                              "at": "2026-11-30T08:00:00.000Z", "checkedAt": {"dmodel": 512,
                              "heads": 8}}}, "predictions": {}, "explains": {}}}})";
    QFile file(QDir(data).filePath(QStringLiteral("progress.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(record);
    file.close();
    qputenv("ATTN_DATA_DIR", data.toLocal8Bit());

    // No DISPLAY and no QT_QPA_PLATFORM: the PDF sets up its own offscreen platform.
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    Outcome outcome = runApp({QStringLiteral("--export-record"), pdf});
    QVERIFY2(outcome.code == 0, qPrintable(outcome.err));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QVERIFY2(text.waitForFinished(kTimeoutMs), "pdftotext (poppler-utils) is needed");
    const QStringList pages = QString::fromUtf8(text.readAllStandardOutput())
                                  .split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    // Every lesson with its title and its questions' count, in the overview's words (record36:
    // "N of M answered, K correct"; predictions are counted with the predictions, sp19), looked for
    // below. Not a page count: with its columns as wide as their words, the report put lesson 1 on
    // the cover page (5 pages), and ">= 6" failed (3a93fe6).
    QVERIFY2(pages.size() >= 2, qPrintable(pages.join(QStringLiteral("\n----\n"))));
    QVERIFY2(pages.first().contains(QStringLiteral("Questions: 3 of 22 answered, 2 correct")),
             qPrintable(pages.join("\n----\n") + outcome.out + outcome.err));
    const QList<QPair<QString, QString>> lessons{
        {QStringLiteral("1. Dot products as similarity"),
         QStringLiteral("Questions: 0 of 4 answered, 0 correct")},
        {QStringLiteral("2. Scaled dot-product attention"),
         QStringLiteral("Questions: 2 of 3 answered, 1 correct")},
        {QStringLiteral("3. Mixing the values"),
         QStringLiteral("Questions: 0 of 4 answered, 0 correct")},
        {QStringLiteral("4. Every attention layer has a gain knob"),
         QStringLiteral("Questions: 0 of 5 answered, 0 correct")},
        {QStringLiteral("5. Why scale the scores"),
         QStringLiteral("Questions: 1 of 6 answered, 1 correct")}};
    // A lesson no longer forces a page of its own (the report keeps pages full, print26): each
    // lesson's part runs from its title to the next lesson's and holds its score.
    const QString flowing = pages.join(QLatin1Char(' ')).simplified();
    for (qsizetype i = 0; i < lessons.size(); ++i) {
        const qsizetype from = flowing.indexOf(lessons.at(i).first.simplified());
        QVERIFY2(from >= 0, qPrintable(lessons.at(i).first));
        const qsizetype to =
            i + 1 < lessons.size() ? flowing.indexOf(lessons.at(i + 1).first, from) : -1;
        const QString part = flowing.mid(from, to < 0 ? -1 : to - from);
        QVERIFY2(part.contains(lessons.at(i).second), qPrintable(part));
    }
    const QString all = pages.join(QString());
    QVERIFY(all.contains(QStringLiteral("Wider heads add more terms.")));
    QVERIFY(all.contains(QStringLiteral("12 min")));
    // The record holds option ids; the report shows what the options say.
    // (The answer column wraps the text line by line: one word of it is looked for.)
    QVERIFY2(all.contains(QStringLiteral("43.0%")), qPrintable(all));
    QVERIFY(!all.contains(QStringLiteral("by-dk")));

    const QString csv = dir.filePath(QStringLiteral("attempts.csv"));
    outcome = runApp({QStringLiteral("--export-record"), csv});
    QCOMPARE(outcome.code, 0);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = csvFile.readAll().trimmed().split('\n');
    QCOMPARE(rows.size(), 5); // header, three attempts and the lab's prediction (sp13 B11)
    QVERIFY2(rows.at(1).startsWith("scaled-dot-product,Scaled dot-product attention,"
                                   "qc-half-spread,"
                                   "\"By 16, twice the usual divisor at this width.\",yes,"),
             rows.at(1).constData());

    const QString json = dir.filePath(QStringLiteral("record.json"));
    outcome = runApp({QStringLiteral("--export-record=") + json});
    QCOMPARE(outcome.code, 0);
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject exported = QJsonDocument::fromJson(jsonFile.readAll()).object();
    QCOMPARE(exported.value(QStringLiteral("lessons"))
                 .toObject()
                 .value(QStringLiteral("scaled-dot-product"))
                 .toObject()
                 .value(QStringLiteral("secondsSpent"))
                 .toInt(),
             754);
    QVERIFY(QFile::exists(QDir(data).filePath(QStringLiteral("progress.json"))));
    QVERIFY(QDir(data).entryList({QStringLiteral("*.bad-*")}).isEmpty());
}

void TestCommandLine::exportRecordBadUsage() {
    QTemporaryDir dir;
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    Outcome outcome = runApp({QStringLiteral("--export-record"), dir.filePath("r.txt")});
    QCOMPARE(outcome.code, 2);
    QVERIFY(outcome.err.contains(QStringLiteral(".json")));
    // A damaged record is reported and left where it is.
    QDir().mkpath(dir.filePath(QStringLiteral("data")));
    QFile broken(dir.filePath(QStringLiteral("data/progress.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{ not json");
    broken.close();
    outcome = runApp({QStringLiteral("--export-record"), dir.filePath("r.csv")});
    QCOMPARE(outcome.code, 1);
    QVERIFY(outcome.err.contains(QStringLiteral("Nothing was written")));
    QVERIFY(!QFile::exists(dir.filePath("r.csv")));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("data/progress.json"))));
}

namespace {

const QByteArray kSmallRecord = R"({"version": 1, "lessons": {"scaled-dot-product": {"answers": {
    "qc-why-sqrt": {"choices": ["sd"], "typed": "", "correct": true, "attempts": 1,
                    "at": "2026-11-29T10:01:00.000Z"}}}}})";

// ATTN_DATA_DIR with kSmallRecord as its progress.json.
void setUpRecord(const QString& data) {
    QVERIFY(QDir().mkpath(data));
    QFile file(QDir(data).filePath(QStringLiteral("progress.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(kSmallRecord), kSmallRecord.size());
    file.close();
    qputenv("ATTN_DATA_DIR", data.toLocal8Bit());
}

} // namespace

void TestCommandLine::exportRecordOnAFullDisk_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("tmpfs");
    for (const char* name : {"record.json", "attempts.csv", "report.pdf"}) {
        QTest::addRow("%s, injected write failure", name) << QString::fromLatin1(name) << false;
        QTest::addRow("%s, full 64 KiB tmpfs", name) << QString::fromLatin1(name) << true;
    }
}

// Found-1 of issue 20: empty files, "Wrote ...", exit 0.
void TestCommandLine::exportRecordOnAFullDisk() {
    QFETCH(QString, name);
    QFETCH(bool, tmpfs);
    QTemporaryDir dir;
    setUpRecord(dir.filePath(QStringLiteral("data")));
    const QString folder = dir.filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(folder));
    std::unique_ptr<TinyTmpfs> disk;
    std::function<void()> childSetup;
    if (tmpfs) {
        disk = std::make_unique<TinyTmpfs>(folder);
        if (!disk->mounted())
            QSKIP("mounting a tmpfs needs root");
        disk->fill();
    } else {
        childSetup = [] {
            // Only async-signal-safe calls between fork and exec.
            ::signal(SIGXFSZ, SIG_IGN);
            rlimit limit{};
            ::getrlimit(RLIMIT_FSIZE, &limit);
            limit.rlim_cur = 8;
            ::setrlimit(RLIMIT_FSIZE, &limit);
        };
    }
    const QString target = QDir(folder).filePath(name);
    const Outcome outcome = runApp({QStringLiteral("--export-record"), target}, false, childSetup);
    QVERIFY2(outcome.code == 1, qPrintable(outcome.out + outcome.err));
    QVERIFY2(outcome.err.contains(QStringLiteral("free space")), qPrintable(outcome.err));
    QVERIFY(!outcome.out.contains(QStringLiteral("Wrote")));
    QVERIFY(!QFileInfo::exists(target));
    QStringList left = QDir(folder).entryList(QDir::Files | QDir::Hidden);
    left.removeAll(QStringLiteral("filler"));
    QCOMPARE(left, QStringList()); // no temporary file either
}

// Found-8 of issue 20: a FIFO or device as the target was replaced by a regular file; a FIFO as
// the record hung the export, and /dev/zero was read until the process aborted.
void TestCommandLine::exportRecordRefusesNonRegularFiles() {
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    setUpRecord(data);
    const QString fifoTarget = dir.filePath(QStringLiteral("out.json"));
    {
        FifoGuard guard(fifoTarget);
        QVERIFY(guard.made());
        const Outcome outcome = runApp({QStringLiteral("--export-record"), fifoTarget});
        QVERIFY2(outcome.code == 1, qPrintable(outcome.out + outcome.err));
        QVERIFY2(outcome.err.contains(QStringLiteral("not a regular file")),
                 qPrintable(outcome.err));
        QVERIFY(!QFileInfo(fifoTarget).isFile()); // still the FIFO
    }
    QStringList devices{dir.filePath(QStringLiteral("null-link.csv"))};
    QVERIFY(QFile::link(QStringLiteral("/dev/null"), devices.first()));
    // A device node of its own where that is permitted (root).
    const QString node = dir.filePath(QStringLiteral("null-node.csv"));
    if (QProcess::execute(QStringLiteral("mknod"), {node, QStringLiteral("c"), QStringLiteral("1"),
                                                    QStringLiteral("3")}) == 0)
        devices.append(node);
    for (const QString& device : std::as_const(devices)) {
        const Outcome outcome = runApp({QStringLiteral("--export-record"), device});
        QVERIFY2(outcome.code == 1, qPrintable(device + outcome.out + outcome.err));
        QVERIFY(!QFileInfo(device).isFile());
    }

    const QString record = QDir(data).filePath(QStringLiteral("progress.json"));
    QVERIFY(QFile::remove(record));
    const QString target = dir.filePath(QStringLiteral("r.csv"));
    {
        FifoGuard guard(record);
        QVERIFY(guard.made());
        const Outcome outcome = runApp({QStringLiteral("--export-record"), target});
        QVERIFY2(outcome.code == 1, qPrintable(outcome.out + outcome.err));
        QVERIFY2(outcome.err.contains(QStringLiteral("not a regular file")),
                 qPrintable(outcome.err));
        QVERIFY(!guard.wasOpened());
    }
    QVERIFY(QFile::remove(record));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), record));
    const Outcome outcome = runApp({QStringLiteral("--export-record"), target});
    QVERIFY2(outcome.code == 1, qPrintable(outcome.out + outcome.err));
    QVERIFY2(outcome.err.contains(QStringLiteral("not a regular file")), qPrintable(outcome.err));
    QVERIFY(!QFileInfo::exists(target));

    // The same for the database, the record since issue 20 (progress.json is only imported).
    QVERIFY(QFile::remove(record));
    const QString database = QDir(data).filePath(QStringLiteral("record.sqlite"));
    {
        FifoGuard guard(database);
        QVERIFY(guard.made());
        const Outcome fromFifo = runApp({QStringLiteral("--export-record"), target});
        QVERIFY2(fromFifo.code == 1, qPrintable(fromFifo.out + fromFifo.err));
        QVERIFY2(fromFifo.err.contains(QStringLiteral("not a regular file")),
                 qPrintable(fromFifo.err));
        QVERIFY(!guard.wasOpened());
    }
    QVERIFY(QFile::remove(database));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), database));
    const Outcome fromZero = runApp({QStringLiteral("--export-record"), target});
    QVERIFY2(fromZero.code == 1, qPrintable(fromZero.out + fromZero.err));
    QVERIFY2(fromZero.err.contains(QStringLiteral("not a regular file")), qPrintable(fromZero.err));
    QVERIFY(!QFileInfo::exists(target));
}

// D4: `attention-lab -style Fusion` was rejected as an unknown option; Qt's own options are
// Qt's to read, in every spelling Qt takes, with a window and without one.
void TestCommandLine::qtsOwnOptionsAreAccepted_data() {
    QTest::addColumn<QStringList>("qtOptions");
    QTest::addColumn<bool>("window");
    const QList<QStringList> options = {
        {"-style", "Fusion"}, {"-style=Fusion"},          {"--style", "Fusion"},
        {"--style=Fusion"},   {"-platform", "offscreen"}, {"-platformtheme", "none"},
        {"-reverse"}};
    for (const QStringList& qt : options) {
        QTest::addRow("%s, window", qPrintable(qt.join(' '))) << qt << true;
        QTest::addRow("%s, --check", qPrintable(qt.join(' '))) << qt << false;
    }
}

void TestCommandLine::qtsOwnOptionsAreAccepted() {
    QFETCH(QStringList, qtOptions);
    QFETCH(bool, window);
    QTemporaryDir dir;
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const QStringList ours =
        window ? QStringList{"--lessons", kData, "--lesson", "test-lesson", "--screenshot", png}
               : QStringList{"--check", kData + "/widgets.lesson.md"};
    const Outcome outcome = runApp(qtOptions + ours, window);
    QVERIFY2(outcome.code == 0, qPrintable(outcome.err));
    if (window)
        QVERIFY(!QImage(png).isNull());
    const Outcome help = runApp({QStringLiteral("--help")});
    QVERIFY2(help.out.contains(QLatin1String("-style Fusion")), qPrintable(help.out));
}

// The app wraps the style in a proxy; the proxy went over the desktop's style, whatever -style
// chose. Two Fusion pictures are alike; the Windows style's differs from them.
void TestCommandLine::theStyleChosenOnTheCommandLineIsKept() {
    QTemporaryDir dir;
    qputenv("ATTN_DATA_DIR", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    QList<QImage> shots;
    for (const char* style : {"Fusion", "Fusion", "Windows"}) {
        const QString png = dir.filePath(QStringLiteral("shot%1.png").arg(shots.size()));
        const Outcome outcome = runApp({"-style", QString::fromLatin1(style), "--lessons", kData,
                                        "--lesson", "test-lesson", "--screenshot", png},
                                       true);
        QVERIFY2(outcome.code == 0, qPrintable(outcome.err));
        shots.append(QImage(png));
        QVERIFY(!shots.last().isNull());
    }
    QCOMPARE(shots.at(0), shots.at(1));
    QVERIFY(shots.at(2) != shots.at(0));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
