// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// lessons::launchTargetOf: what a path or URL from a file manager (`Exec=attention-lab %U`) opens;
// lessons::lessonIdOfArgument: the lesson `--lesson ID|N` opens.

#include "lessons/launch.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <sys/stat.h>

class TestLaunch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void opens_data();
    void opens();
    void refuses_data();
    void refuses();
    void mayOpenInEditor();
    void lessonByIdOrNumber_data();
    void lessonByIdOrNumber();

private:
    QTemporaryDir dir_;
};

void TestLaunch::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(QDir(dir_.path()).mkpath(QStringLiteral("course")));
    for (const char* name : {"course/a.lesson.md", "course/a.de.lesson.md", "notes.txt",
                             "name: with colon.lesson.md"}) {
        QFile file(dir_.filePath(QString::fromUtf8(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QCOMPARE(mkfifo(QFile::encodeName(dir_.filePath(QStringLiteral("pipe.lesson.md"))).constData(),
                    0600),
             0);
}

void TestLaunch::opens_data() {
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("lessonFile");
    const QString course = dir_.filePath(QStringLiteral("course"));
    const QString file = course + QStringLiteral("/a.lesson.md");
    QTest::addRow("folder") << course << course << QString();
    QTest::addRow("relative folder") << QStringLiteral("course") << course << QString();
    QTest::addRow("lesson file") << file << course << file;
    QTest::addRow("relative lesson file") << QStringLiteral("course/a.lesson.md") << course << file;
    QTest::addRow("German variant") << course + QStringLiteral("/a.de.lesson.md") << course
                                    << course + QStringLiteral("/a.de.lesson.md");
    QTest::addRow("file URL of a file") << QUrl::fromLocalFile(file).toString() << course << file;
    QTest::addRow("file URL of a folder")
        << QUrl::fromLocalFile(course).toString() << course << QString();
    QTest::addRow("colon in a file name")
        << QStringLiteral("name: with colon.lesson.md") << dir_.path()
        << dir_.filePath(QStringLiteral("name: with colon.lesson.md"));
}

void TestLaunch::opens() {
    QFETCH(QString, argument);
    QFETCH(QString, folder);
    QFETCH(QString, lessonFile);
    const lessons::Result<lessons::LaunchTarget> target =
        lessons::launchTargetOf(argument, dir_.path());
    QVERIFY2(target.ok(), qPrintable(target.error().message));
    QCOMPARE(target.value().folder, folder);
    QCOMPARE(target.value().lessonFile, lessonFile);
}

void TestLaunch::refuses_data() {
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("said");
    QTest::addRow("missing") << QStringLiteral("nope.lesson.md")
                             << QStringLiteral("no such file or folder");
    QTest::addRow("other file") << QStringLiteral("notes.txt")
                                << QStringLiteral("not a lesson file");
    QTest::addRow("FIFO named like a lesson")
        << QStringLiteral("pipe.lesson.md") << QStringLiteral("not a lesson file");
    QTest::addRow("web address") << QStringLiteral("https://example.org/a.lesson.md")
                                 << QStringLiteral("not https: addresses");
    QTest::addRow("file URL of nothing") << QStringLiteral("file:///nonexistent/a.lesson.md")
                                         << QStringLiteral("no such file or folder");
}

void TestLaunch::refuses() {
    QFETCH(QString, argument);
    QFETCH(QString, said);
    const lessons::Result<lessons::LaunchTarget> target =
        lessons::launchTargetOf(argument, dir_.path());
    QVERIFY(!target.ok());
    QVERIFY2(target.error().message.contains(said), qPrintable(target.error().message));
    QVERIFY(target.error().message.contains(argument));
    QVERIFY(!target.error().hint.isEmpty());
}

void TestLaunch::mayOpenInEditor() {
    const QString course = dir_.filePath(QStringLiteral("course"));
    QVERIFY(lessons::mayOpenInEditor(course + QStringLiteral("/a.lesson.md"), course));
    QVERIFY(!lessons::mayOpenInEditor(dir_.filePath(QStringLiteral("notes.txt")), dir_.path()));
    QVERIFY(
        !lessons::mayOpenInEditor(dir_.filePath(QStringLiteral("pipe.lesson.md")), dir_.path()));
    // Inside the course folder only: a lesson file beside it is outside.
    QVERIFY(!lessons::mayOpenInEditor(dir_.filePath(QStringLiteral("name: with colon.lesson.md")),
                                      course));
    QVERIFY(!lessons::mayOpenInEditor(QStringLiteral(":/lessons/a.lesson.md"),
                                      QStringLiteral(":/lessons")));
}

// `--lesson` takes the numbers the sidebar shows (sp36: "--lesson 4" was refused as an unknown id).
void TestLaunch::lessonByIdOrNumber_data() {
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("lessonId");
    QTest::addRow("an id") << QStringLiteral("outro") << QStringLiteral("outro");
    QTest::addRow("the first number") << QStringLiteral("1") << QStringLiteral("intro");
    QTest::addRow("the last number") << QStringLiteral("3") << QStringLiteral("outro");
    QTest::addRow("an id of digits keeps its lesson") << QStringLiteral("7") << QStringLiteral("7");
    QTest::addRow("the number of the digits id") << QStringLiteral("2") << QStringLiteral("7");
    QTest::addRow("zero") << QStringLiteral("0") << QString();
    QTest::addRow("past the last") << QStringLiteral("4") << QString();
    QTest::addRow("negative") << QStringLiteral("-1") << QString();
    QTest::addRow("signed") << QStringLiteral("+1") << QString();
    QTest::addRow("unknown id") << QStringLiteral("nope") << QString();
}

void TestLaunch::lessonByIdOrNumber() {
    QFETCH(QString, argument);
    QFETCH(QString, lessonId);
    lessons::Course course;
    for (const char* id : {"intro", "7", "outro"}) {
        lessons::Lesson lesson;
        lesson.id = QString::fromLatin1(id);
        course.lessons.append(lesson);
    }
    QCOMPARE(lessons::lessonIdOfArgument(course, argument), lessonId);
}

QTEST_GUILESS_MAIN(TestLaunch)
#include "tst_launch.moc"
