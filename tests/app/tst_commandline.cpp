// attention-lab's command line through QProcess: --check exit codes (0 clean, 1 errors, 2 bad
// usage) without a display, and --screenshot writing a PNG.

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kApp = QStringLiteral(ATTN_APP_PATH);
const QString kData = QStringLiteral(ATTN_TEST_DATA);
constexpr int kTimeoutMs = 60000;

struct Outcome {
    int code = -1;
    QString out;
    QString err;
};

Outcome runApp(const QStringList& arguments, bool withDisplay = false) {
    QProcess process;
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
    void strayArgumentIsBadUsage();
    void screenshotOfUnknownLessonIsBadUsage();
    void screenshotLeavesTheRecordAlone();
    void helpAndVersionNeedNoDisplay_data();
    void helpAndVersionNeedNoDisplay();
};

void TestCommandLine::checkExitCodes_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addRow("clean file") << QStringList{"--check", kData + "/widgets.lesson.md"} << 0;
    QTest::addRow("clean folder") << QStringList{"--check", kData} << 0;
    QTest::addRow("built-in lessons")
        << QStringList{"--check", QStringLiteral(ATTN_LESSONS_DIR)} << 0;
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
    QCOMPARE(check.out.count(QStringLiteral("nests more than")), 2);
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

void TestCommandLine::strayArgumentIsBadUsage() {
    const Outcome outcome = runApp({QStringLiteral("some-file.lesson.md")}, true);
    QCOMPARE(outcome.code, 2);
    QVERIFY(outcome.err.contains(QStringLiteral("--check")));
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

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
