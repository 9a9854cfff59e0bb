// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Every file read on behalf of a lesson (lessons/safefile.h): only regular files inside the
// lesson folder, never a FIFO or a device, never through a link that leads out of the folder,
// capped. Through readLessonSource itself and through the course loader, --check and reload.
// FIFOs are guarded (tests/fifoguard.h): a reader that would block fails the test instead.

#include "../fifoguard.h"
#include "lessons/course.h"
#include "lessons/safefile.h"
#include "tests/common/englishplurals.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace lessons;

namespace {

const QByteArray kLesson = "---\nid: %1\ntitle: T\nsummary: S\nminutes: 1\norder: %2\n---\n\n# T\n"
                           "\nSome text.\n";

QByteArray lesson(const QString& id, int order) {
    return QString::fromLatin1(kLesson).arg(id).arg(order).toUtf8();
}

bool write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString problemsOf(const QList<Diagnostic>& diagnostics) {
    QStringList lines;
    for (const Diagnostic& d : diagnostics)
        lines.append(d.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestSafeFile : public QObject {
    Q_OBJECT
    QTranslator english_;

private slots:
    void initTestCase() { QVERIFY(installEnglishPlurals(&english_)); }
    void init();
    void cleanup();
    void readsARegularFileInside();
    void refused_data();
    void refused();
    void fifoIsNeverOpened();
    void capHolds();
    void courseReportsWhatItLeftOut();
    void checkByNameNeverBlocks_data();
    void checkByNameNeverBlocks();
    void reloadOfAFileTurnedFifo();

private:
    std::unique_ptr<QTemporaryDir> root_;
    QString folder_;  // the lesson folder
    QString outside_; // a folder beside it
};

void TestSafeFile::init() {
    root_ = std::make_unique<QTemporaryDir>();
    QVERIFY(root_->isValid());
    folder_ = root_->filePath(QStringLiteral("lessons"));
    outside_ = root_->filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(folder_) && QDir().mkpath(outside_));
    QVERIFY(write(folder_ + QStringLiteral("/good.lesson.md"), lesson(QStringLiteral("good"), 1)));
    QVERIFY(
        write(outside_ + QStringLiteral("/secret.lesson.md"), lesson(QStringLiteral("secret"), 2)));
}

void TestSafeFile::cleanup() {
    root_.reset();
}

void TestSafeFile::readsARegularFileInside() {
    QVERIFY(QFile::link(folder_ + QStringLiteral("/good.lesson.md"),
                        folder_ + QStringLiteral("/alias.lesson.md")));
    for (const QString& name :
         {QStringLiteral("good.lesson.md"), QStringLiteral("alias.lesson.md")}) {
        const SafeRead read = readLessonSource(folder_ + QLatin1Char('/') + name, kMaxFileBytes);
        QVERIFY2(read.ok, qPrintable(read.problem));
        QCOMPARE(read.bytes, lesson(QStringLiteral("good"), 1));
    }
}

void TestSafeFile::refused_data() {
    QTest::addColumn<QString>("linkTarget"); // what NAME.lesson.md in the folder links to
    QTest::addColumn<QString>("fragment");
    QTest::addRow("link out of the folder") << "../elsewhere/secret.lesson.md"
                                            << "outside";
    QTest::addRow("absolute link out") << "@outside/secret.lesson.md"
                                       << "outside";
    QTest::addRow("/dev/zero") << "/dev/zero"
                               << "not a regular file";
    QTest::addRow("/dev/null") << "/dev/null"
                               << "not a regular file";
    QTest::addRow("a folder") << "@outside"
                              << "not a regular file";
    QTest::addRow("dangling link") << "nowhere.lesson.md"
                                   << "leads nowhere";
}

void TestSafeFile::refused() {
    QFETCH(QString, linkTarget);
    QFETCH(QString, fragment);
    linkTarget.replace(QStringLiteral("@outside"), outside_);
    const QString path = folder_ + QStringLiteral("/bad.lesson.md");
    QVERIFY(QFile::link(linkTarget, path));
    const SafeRead read = readLessonSource(path, kMaxFileBytes);
    QVERIFY(!read.ok);
    QVERIFY(read.bytes.isEmpty());
    QVERIFY2(read.problem.contains(fragment), qPrintable(read.problem));
    QVERIFY(!read.hint.isEmpty());
}

void TestSafeFile::fifoIsNeverOpened() {
    FifoGuard fifo(folder_ + QStringLiteral("/pipe.lesson.md"));
    QVERIFY(fifo.made());
    const SafeRead read = readLessonSource(folder_ + QStringLiteral("/pipe.lesson.md"), 1024);
    QVERIFY(!read.ok);
    QVERIFY2(read.problem.contains(QStringLiteral("not a regular file")), qPrintable(read.problem));
    // ... also through a link to it.
    QVERIFY(
        QFile::link(QStringLiteral("pipe.lesson.md"), folder_ + QStringLiteral("/l.lesson.md")));
    QVERIFY(!readLessonSource(folder_ + QStringLiteral("/l.lesson.md"), 1024).ok);
    QVERIFY(!fifo.wasOpened());
}

void TestSafeFile::capHolds() {
    const QString path = folder_ + QStringLiteral("/big.lesson.md");
    QVERIFY(write(path, QByteArray(2049, 'x')));
    QVERIFY(!readLessonSource(path, 2048).ok);
    QVERIFY(readLessonSource(path, 2049).ok);
    QVERIFY(readLessonSource(path, 2048).problem.contains(QStringLiteral("above the cap")));
}

// Before, FIFOs and links out of the folder were left out or followed without a word.
void TestSafeFile::courseReportsWhatItLeftOut() {
    FifoGuard fifo(folder_ + QStringLiteral("/pipe.lesson.md"));
    QVERIFY(fifo.made());
    QVERIFY(QFile::link(outside_ + QStringLiteral("/secret.lesson.md"),
                        folder_ + QStringLiteral("/linked.lesson.md")));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), folder_ + QStringLiteral("/zero.lesson.md")));
    const Course course = loadCourse(folder_);
    QCOMPARE(course.lessons.size(), 1);
    QCOMPARE(course.lessons.first().id, QStringLiteral("good"));
    const QString problems = problemsOf(course.diagnostics);
    QVERIFY2(problems.contains(QStringLiteral("pipe.lesson.md: error: cannot read the file: it "
                                              "is not a regular file")),
             qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("linked.lesson.md: error: cannot read the file: "
                                              "it is a link to a file outside the lesson folder")),
             qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("zero.lesson.md: error: cannot read the file: it "
                                              "is not a regular file")),
             qPrintable(problems));
    QVERIFY(!fifo.wasOpened());
}

void TestSafeFile::checkByNameNeverBlocks_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("fifo") << "pipe.lesson.md"
                          << "not a regular file";
    QTest::addRow("link to /dev/zero") << "zero.lesson.md"
                                       << "not a regular file";
    QTest::addRow("link out") << "linked.lesson.md"
                              << "outside the lesson folder";
}

// `--check NAME` on a FIFO used to block forever (in the parse and again in the header read).
void TestSafeFile::checkByNameNeverBlocks() {
    QFETCH(QString, name);
    QFETCH(QString, fragment);
    FifoGuard fifo(folder_ + QStringLiteral("/pipe.lesson.md"));
    QVERIFY(fifo.made());
    QVERIFY(QFile::link(outside_ + QStringLiteral("/secret.lesson.md"),
                        folder_ + QStringLiteral("/linked.lesson.md")));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), folder_ + QStringLiteral("/zero.lesson.md")));
    QString text;
    QTextStream out(&text);
    QCOMPARE(runCheck({folder_ + QLatin1Char('/') + name}, out), 1);
    QVERIFY2(text.contains(fragment), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("checked 1 file: 1 error")));
    QVERIFY(!fifo.wasOpened());
}

void TestSafeFile::reloadOfAFileTurnedFifo() {
    const QString path = folder_ + QStringLiteral("/good.lesson.md");
    QVERIFY(reloadLesson(path).lesson.has_value());
    QVERIFY(QFile::remove(path));
    FifoGuard fifo(path);
    QVERIFY(fifo.made());
    const ParseResult result = reloadLesson(path);
    QVERIFY(!result.lesson);
    QVERIFY2(problemsOf(result.diagnostics).contains(QStringLiteral("not a regular file")),
             qPrintable(problemsOf(result.diagnostics)));
    QVERIFY(!fifo.wasOpened());
}

QTEST_GUILESS_MAIN(TestSafeFile)
#include "tst_safefile.moc"
