// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Course loading (ordering, locale variants with fallback, duplicates) and `--check`.
#include "lessons/course.h"
#include "tests/common/englishplurals.h"
#include "tests/common/testfiles.h"
#include "tests/common/testpaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace lessons;

namespace {

const QString kData = testpaths::source(u"tests/lessons/data");

QStringList ids(const Course& course) {
    QStringList out;
    for (const Lesson& l : course.lessons)
        out.append(l.id);
    return out;
}

using testfiles::write;

const QByteArray kValid = "---\nid: %1\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n\nText.\n";

} // namespace

class TestCourseLoading : public QObject {
    Q_OBJECT
    QTranslator english_;

private slots:
    void initTestCase() { QVERIFY(installEnglishPlurals(&english_)); }
    void ordering();
    void stopsBetweenFiles_data();
    void stopsBetweenFiles();
    void fromResources();
    void localeFallback_data();
    void localeFallback();
    void brokenVariantFallsBack();
    void duplicateIds();
    void requiresCycle();
    void requiresItself();
    void missingFolder();
    void reload();
    void driftedTranslationIsRefused();
    void runCheckExitCodes_data();
    void runCheckExitCodes();
    void runCheckSummary();
    void folderCap();
    void runCheckDuplicateOfBrokenFile_data();
    void runCheckDuplicateOfBrokenFile();
};

void TestCourseLoading::ordering() {
    const Course course = loadCourse(kData + QStringLiteral("/course"));
    QCOMPARE(ids(course), QStringList({QStringLiteral("intro"), QStringLiteral("deeper"),
                                       QStringLiteral("last")}));
}

void TestCourseLoading::stopsBetweenFiles_data() {
    QTest::addColumn<int>("asksBeforeStop");
    // The load asks before each file and the parse between its steps (7fdc4c7), so the rows stop
    // the load at every ask a whole load makes, not only between files.
    const int wholeLoadAsks = [] {
        int asked = 0;
        loadCourse(kData + QStringLiteral("/course"), QString(), [&] { return ++asked < 0; });
        return asked;
    }();
    QVERIFY(wholeLoadAsks >= 3);
    for (int asks = 0; asks <= wholeLoadAsks; ++asks)
        QTest::addRow("after %d asks", asks) << asks;
}

// A load asked to stop reads no further file and keeps no half-parsed lesson: a replaced load or
// a closing window must not parse the rest of a folder of large lessons.
void TestCourseLoading::stopsBetweenFiles() {
    QFETCH(int, asksBeforeStop);
    const Course whole = loadCourse(kData + QStringLiteral("/course"));
    int asked = 0;
    const Course course = loadCourse(kData + QStringLiteral("/course"), QString(),
                                     [&] { return asked++ >= asksBeforeStop; });
    if (asked <= asksBeforeStop) { // never told to stop
        QVERIFY(!course.stopped);
        QCOMPARE(ids(course), ids(whole));
        return;
    }
    QVERIFY(course.stopped);
    // The stop is answered at once: the ask that said stop, and at most the loader's check after
    // a parse that the same answer ended.
    QVERIFY2(asked - asksBeforeStop <= 2, qPrintable(QString::number(asked - asksBeforeStop)));
    if (asksBeforeStop == 0)
        QVERIFY(course.lessons.isEmpty());
    QVERIFY(course.lessons.size() < whole.lessons.size());
    for (const Lesson& kept : course.lessons) {
        const auto same = std::find_if(whole.lessons.cbegin(), whole.lessons.cend(),
                                       [&](const Lesson& l) { return l.id == kept.id; });
        QVERIFY2(same != whole.lessons.cend(), qPrintable(kept.id));
        QCOMPARE(kept.blocks.size(), same->blocks.size()); // whole, not cut off mid-parse
    }
}

void TestCourseLoading::fromResources() {
    const Course course = loadCourse(QStringLiteral(":/lessons"), QStringLiteral("de_DE"));
    QCOMPARE(ids(course), QStringList({QStringLiteral("intro"), QStringLiteral("deeper"),
                                       QStringLiteral("last")}));
    QCOMPARE(course.lessons.first().title, QStringLiteral("Einführung"));
    QCOMPARE(course.lessons.first().filePath, QStringLiteral(":/lessons/intro.de.lesson.md"));
    QCOMPARE(errorCount(course.diagnostics), 0);
}

void TestCourseLoading::localeFallback_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("title");
    QTest::addRow("default") << QString() << "Introduction";
    QTest::addRow("english") << "en_GB"
                             << "Introduction";
    QTest::addRow("german") << "de_DE"
                            << "Einführung";
    QTest::addRow("german short") << "de"
                                  << "Einführung";
    QTest::addRow("bcp47") << "de-AT"
                           << "Einführung";
    QTest::addRow("no variant") << "it_IT"
                                << "Introduction";
}

void TestCourseLoading::localeFallback() {
    QFETCH(QString, locale);
    QFETCH(QString, title);
    const Course course = loadCourse(kData + QStringLiteral("/course"), locale);
    const Lesson* intro = course.find(QStringLiteral("intro"));
    QVERIFY(intro);
    QCOMPARE(intro->title, title);
    QCOMPARE(course.lessons.size(), 3);
}

void TestCourseLoading::brokenVariantFallsBack() {
    const Course course = loadCourse(kData + QStringLiteral("/course"), QStringLiteral("fr"));
    const Lesson* intro = course.find(QStringLiteral("intro"));
    QVERIFY(intro); // intro.fr.lesson.md has an error: the plain file stands in
    QCOMPARE(intro->title, QStringLiteral("Introduction"));
    bool reported = false;
    for (const Diagnostic& d : course.diagnostics)
        reported =
            reported || (d.file.endsWith(QLatin1String("intro.fr.lesson.md")) && d.isError());
    QVERIFY(reported);
    QCOMPARE(course.lessons.size(), 3);
}

void TestCourseLoading::duplicateIds() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    write(dir.filePath(QStringLiteral("a.lesson.md")),
          QString::fromUtf8(kValid).arg("same").toUtf8());
    write(dir.filePath(QStringLiteral("b.lesson.md")),
          QString::fromUtf8(kValid).arg("same").toUtf8());
    const Course course = loadCourse(dir.path());
    QCOMPARE(course.lessons.size(), 1);
    QCOMPARE(errorCount(course.diagnostics), 1);
    const Diagnostic& d = course.diagnostics.first();
    QVERIFY(d.file.endsWith(QLatin1String("b.lesson.md")));
    QCOMPARE(d.line, 2);
    QCOMPARE(d.column, 5);
    QVERIFY(d.message.contains(QLatin1String("already used")));
}

void TestCourseLoading::requiresCycle() {
    const Course course = loadCourse(kData + QStringLiteral("/course-cycle"));
    QCOMPARE(course.lessons.size(), 2);
    QCOMPARE(errorCount(course.diagnostics), 2);
    QVERIFY(course.diagnostics.first().message.contains(QLatin1String("cycle")));
    // Reported on the `requires` line, at the required id (issue 8; was 1:1).
    for (const Diagnostic& d : course.diagnostics) {
        QCOMPARE(d.line, 6);
        QCOMPARE(d.column, 11);
    }
}

void TestCourseLoading::requiresItself() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    write(dir.filePath(QStringLiteral("a.lesson.md")),
          "---\nid: self\ntitle: T\nsummary: S\nminutes: 5\nrequires: intro, self\n---\n");
    write(dir.filePath(QStringLiteral("intro.lesson.md")),
          QString::fromUtf8(kValid).arg("intro").toUtf8());
    const Course course = loadCourse(dir.path());
    bool itself = false;
    for (const Diagnostic& d : course.diagnostics) {
        QVERIFY2(d.line == 6, qPrintable(d.toString()));
        if (d.message.contains(QLatin1String("requires itself"))) {
            itself = true;
            QCOMPARE(d.column, 18);
        }
    }
    QVERIFY(itself);
}

void TestCourseLoading::missingFolder() {
    const Course course = loadCourse(kData + QStringLiteral("/no-such-folder"));
    QVERIFY(course.lessons.isEmpty());
    QCOMPARE(errorCount(course.diagnostics), 1);
    QVERIFY(
        course.diagnostics.first().toString().contains(QLatin1String(": error: no such folder")));
}

void TestCourseLoading::reload() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.lesson.md"));
    write(path, QString::fromUtf8(kValid).arg("r").toUtf8());
    QCOMPARE(reloadLesson(path).lesson->title, QStringLiteral("T"));
    write(path, QString::fromUtf8(kValid).arg("r").toUtf8().replace("title: T", "title: U"));
    QCOMPARE(reloadLesson(path).lesson->title, QStringLiteral("U"));
    write(path, "broken");
    QVERIFY(reloadLesson(path).hasErrors());
}

// An outside author's German edition changed `expected` (and another renamed a parameter):
// --check of the folder said so, but the window loaded the German file and graded the right
// answer as wrong, and --check of the German file alone warned of a missing plain file. The
// window, a reload and a check of the translation alone now compare it with its plain file.
void TestCourseLoading::driftedTranslationIsRefused() {
    QTemporaryDir dir;
    const QByteArray plain = QString::fromUtf8(kValid).arg("q").toUtf8() +
                             "\n```question\nid: n\nkind: numeric\nprompt: How many?\n"
                             "expected: 10\ntolerance: 0\n```\n";
    const QString plainPath = dir.filePath(QStringLiteral("q.lesson.md"));
    const QString germanPath = dir.filePath(QStringLiteral("q.de.lesson.md"));
    write(plainPath, plain);
    QByteArray german = plain;
    german.replace("title: T", "title: Deutsch\nlanguage: de")
        .replace("prompt: How many?", "prompt: Wie viele?");
    write(germanPath, german);
    // Kept in step: the German file is the one shown.
    QCOMPARE(loadCourse(dir.path(), QStringLiteral("de_DE")).lessons.value(0).title,
             QStringLiteral("Deutsch"));
    QVERIFY(reloadLesson(germanPath).lesson.has_value());

    write(germanPath, QByteArray(german).replace("expected: 10", "expected: 5"));
    const Course course = loadCourse(dir.path(), QStringLiteral("de_DE"));
    QCOMPARE(course.lessons.size(), 1);
    QCOMPARE(course.lessons.first().filePath, plainPath); // the plain file stands in
    QCOMPARE(errorCount(course.diagnostics), 1);
    QCOMPARE(course.diagnostics.first().file, germanPath);
    const ParseResult reloaded = reloadLesson(germanPath);
    QVERIFY(!reloaded.lesson);
    QVERIFY(reloaded.hasErrors());

    QString text;
    QTextStream out(&text);
    QCOMPARE(runCheck({germanPath}, out), 1);
    QVERIFY2(text.contains(QLatin1String("q.de.lesson.md:")) &&
                 !text.contains(QLatin1String("without the plain file")) &&
                 text.contains(QLatin1String("checked 1 file: 1 error, 0 warnings")),
             qPrintable(text));
    // The plain file's own problems belong to a check of that file.
    write(plainPath, plain + "\nSee ![a cat](cat.png).\n");
    write(germanPath, german);
    text.clear();
    QCOMPARE(runCheck({germanPath}, out), 0);
    QVERIFY2(!text.contains(QLatin1String("q.lesson.md:")) &&
                 text.contains(QLatin1String("checked 1 file: 0 errors, 0 warnings")),
             qPrintable(text));
}

void TestCourseLoading::runCheckExitCodes_data() {
    QTest::addColumn<QStringList>("paths");
    QTest::addColumn<int>("exitCode");
    QTest::addRow("good file") << QStringList{kData + "/complete.lesson.md"} << 0;
    QTest::addRow("good folder and file")
        << QStringList{kData + "/course-cycle/../course/intro.lesson.md",
                       kData + "/course/deeper.lesson.md"}
        << 0;
    QTest::addRow("folder with errors") << QStringList{kData + "/course"} << 1;
    QTest::addRow("cycle") << QStringList{kData + "/course-cycle"} << 1;
    QTest::addRow("no paths") << QStringList{} << 2;
    QTest::addRow("missing path") << QStringList{kData + "/complete.lesson.md", kData + "/nope"}
                                  << 2;
    QTest::addRow("not a lesson file") << QStringList{kData + "/../tst_courseloading.cpp"} << 2;
}

void TestCourseLoading::runCheckExitCodes() {
    QFETCH(QStringList, paths);
    QFETCH(int, exitCode);
    QString text;
    QTextStream out(&text);
    QCOMPARE(runCheck(paths, out), exitCode);
    if (!paths.isEmpty())
        QVERIFY2(
            text.trimmed().section(QLatin1Char('\n'), -1).startsWith(QLatin1String("checked ")),
            qPrintable(text));
}

void TestCourseLoading::runCheckSummary() {
    QString text;
    QTextStream out(&text);
    QCOMPARE(runCheck({kData + QStringLiteral("/course")}, out), 1);
    const QStringList lines = text.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.last(), QStringLiteral("checked 5 files: 1 error, 0 warnings"));
    QVERIFY2(lines.first().contains(QLatin1String("intro.fr.lesson.md:10:4: error: unknown block "
                                                  "type `sldier` (did you mean `slider`?)")),
             qPrintable(text));
}

void TestCourseLoading::folderCap() {
    QTemporaryDir dir;
    for (int i = 0; i <= kMaxFilesPerFolder; ++i)
        write(dir.filePath(QStringLiteral("l%1.lesson.md").arg(i)), "x");
    QString text;
    QTextStream out(&text);
    QCOMPARE(runCheck({dir.path()}, out), 1);
    QVERIFY(text.contains(QLatin1String("above the cap of 200")));
}

void TestCourseLoading::runCheckDuplicateOfBrokenFile_data() {
    QTest::addColumn<QByteArray>("copy");
    QTest::addColumn<QString>("copyName");
    QTest::addColumn<bool>("duplicateReported");
    const QByteArray valid = QString::fromUtf8(kValid).arg("same").toUtf8();
    const QString after = QStringLiteral("b.lesson.md");
    // Listed before the good file: the duplicate is still reported on the broken copy.
    const QString before = QStringLiteral("0.lesson.md");
    QTest::addRow("broken minutes")
        << QByteArray(valid).replace("minutes: 5", "minutes: x") << after << true;
    QTest::addRow("broken minutes, listed first")
        << QByteArray(valid).replace("minutes: 5", "minutes: x") << before << true;
    QTest::addRow("broken block") << valid + "\n```sldier\nparam: dk\n```\n" << after << true;
    QTest::addRow("header without end")
        << QByteArray("---\nid: same\ntitle: T\n") << before << true;
    QTest::addRow("malformed id") << QByteArray(valid).replace("id: same", "id: Same!") << after
                                  << false;
    QTest::addRow("no header") << QByteArray("id: same\n") << after << false;
}

// A broken copy of a lesson beside the original: the copy's own errors and the duplicate id.
void TestCourseLoading::runCheckDuplicateOfBrokenFile() {
    QFETCH(QByteArray, copy);
    QFETCH(QString, copyName);
    QFETCH(bool, duplicateReported);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    write(dir.filePath(QStringLiteral("a.lesson.md")),
          QString::fromUtf8(kValid).arg("same").toUtf8());
    write(dir.filePath(copyName), copy);
    QString text;
    QTextStream out(&text);
    QCOMPARE(runCheck({dir.path()}, out), 1);
    const QString duplicate =
        copyName + QStringLiteral(":2:5: error: lesson id `same` is already used by ");
    QVERIFY2(text.contains(duplicate) == duplicateReported, qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("a.lesson.md:")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestCourseLoading)
#include "tst_courseloading.moc"
