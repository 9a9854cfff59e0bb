// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// `cmake --install` into a prefix gives the tree a Debian packager expects (issue 26: it held
// four files): binary, desktop file, metainfo, the icon in every hicolor size, the man page, the
// documentation and the licence; the desktop file and metainfo pass their validators, and the
// man page names every option that --help prints. Every source file states its licence in an SPDX
// header, as the metainfo's MIT claims.

#include "tests/common/testpaths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kBuild = testpaths::build();
const QString kCMake = QStringLiteral(ATTN_CMAKE_COMMAND);
const QString kApp = testpaths::build(u"app/attention-lab");
const QString kSource = testpaths::source();
constexpr int kTimeoutMs = 120000;

struct Run {
    int code = -1;
    QString output;
};

Run run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    Run result;
    if (process.waitForFinished(kTimeoutMs) && process.exitStatus() == QProcess::NormalExit)
        result.code = process.exitCode();
    result.output = QString::fromUtf8(process.readAll());
    return result;
}

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void installsFile_data();
    void installsFile();
    void validatorsPass_data();
    void validatorsPass();
    void manPageNamesEveryOption();
    void everySourceFileHasAnSpdxHeader();

private:
    QTemporaryDir prefix_;
};

void TestInstall::initTestCase() {
    QVERIFY(prefix_.isValid());
    const Run install = run(
        kCMake, {QStringLiteral("--install"), kBuild, QStringLiteral("--prefix"), prefix_.path()});
    QVERIFY2(install.code == 0, qPrintable(install.output));
}

void TestInstall::installsFile_data() {
    QTest::addColumn<QString>("path");
    QTest::addRow("binary") << QStringLiteral("bin/attention-lab");
    QTest::addRow("desktop file") << QStringLiteral(
        "share/applications/org.attentionlab.AttentionLab.desktop");
    QTest::addRow("metainfo") << QStringLiteral(
        "share/metainfo/org.attentionlab.AttentionLab.metainfo.xml");
    QTest::addRow("scalable icon")
        << QStringLiteral("share/icons/hicolor/scalable/apps/org.attentionlab.AttentionLab.svg");
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        QTest::addRow("%dpx icon", size)
            << QStringLiteral("share/icons/hicolor/%1x%1/apps/org.attentionlab.AttentionLab.png")
                   .arg(size);
    QTest::addRow("man page") << QStringLiteral("share/man/man1/attention-lab.1");
    for (const char* doc : {"LICENSE", "README.md", "authoring.md", "lesson-format.md",
                            "lesson-template.lesson.md", "record-format.md"})
        QTest::addRow("%s", doc) << QStringLiteral("share/doc/attention-lab/") +
                                        QString::fromLatin1(doc);
}

void TestInstall::installsFile() {
    QFETCH(QString, path);
    QVERIFY2(QFileInfo(QDir(prefix_.path()).filePath(path)).isFile(), qPrintable(path));
}

void TestInstall::validatorsPass_data() {
    QTest::addColumn<QString>("validator");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("file");
    QTest::addRow("desktop-file-validate")
        << QStringLiteral("desktop-file-validate") << QStringList()
        << QStringLiteral("share/applications/org.attentionlab.AttentionLab.desktop");
    QTest::addRow("appstreamcli --strict")
        << QStringLiteral("appstreamcli")
        << QStringList{QStringLiteral("validate"), QStringLiteral("--no-net"),
                       QStringLiteral("--strict")}
        << QStringLiteral("share/metainfo/org.attentionlab.AttentionLab.metainfo.xml");
}

void TestInstall::validatorsPass() {
    QFETCH(QString, validator);
    QFETCH(QStringList, arguments);
    QFETCH(QString, file);
    const QString program = QStandardPaths::findExecutable(validator);
    // scripts/deps.sh installs both (desktop-file-utils, appstream).
    QVERIFY2(!program.isEmpty(), qPrintable(validator + QStringLiteral(" is not installed")));
    const Run check = run(program, arguments << QDir(prefix_.path()).filePath(file));
    QVERIFY2(check.code == 0, qPrintable(check.output));
}

void TestInstall::manPageNamesEveryOption() {
    const Run help = run(kApp, {QStringLiteral("--help")});
    QCOMPARE(help.code, 0);
    const QString man = readText(kSource + QStringLiteral("/docs/attention-lab.1"));
    QVERIFY(!man.isEmpty());
    static const QRegularExpression option(QStringLiteral("(?:^|\\s)--([a-z][a-z-]*)"));
    int options = 0;
    for (auto it = option.globalMatch(help.output); it.hasNext(); ++options) {
        const QString name = it.next().captured(1);
        // troff writes a hyphen as \- where it must not break or turn into a dash.
        QString written = QStringLiteral("\\-\\-") + name;
        written.replace(QStringLiteral("-all"), QStringLiteral("\\-all"));
        QVERIFY2(man.contains(written) || man.contains(QStringLiteral("\\-\\-") + name),
                 qPrintable(QStringLiteral("the man page lacks --") + name));
    }
    QVERIFY(options >= 8);
    QVERIFY2(man.contains(QStringLiteral("Attention Lab ") + QStringLiteral(ATTN_VERSION)),
             "the man page's .TH line names another version than the build's");
}

void TestInstall::everySourceFileHasAnSpdxHeader() {
    const QStringList kinds{QStringLiteral("*.cpp"), QStringLiteral("*.h"),
                            QStringLiteral("CMakeLists.txt"), QStringLiteral("*.sh"),
                            QStringLiteral("*.py")};
    QStringList missing;
    int checked = 0;
    for (const char* folder : {"app", "core", "lessons", "tests", "scripts"}) {
        QDirIterator files(kSource + u'/' + QLatin1String(folder), kinds, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            ++checked;
            // The header is the file's opening: two lines, after a shebang where there is one.
            if (!readText(path).left(300).contains(QLatin1String("SPDX-License-Identifier: MIT")))
                missing << path.mid(kSource.size() + 1);
        }
    }
    QVERIFY2(checked > 300, qPrintable(QString::number(checked)));
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u' ')));
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
