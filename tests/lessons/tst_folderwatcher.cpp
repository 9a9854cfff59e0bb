// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The lesson folder's watcher (lessons/folderwatcher.h): an author's save, in place or by
// replacing the file, is reported once it settles; a new lesson file too; a link leading out of
// the folder is never followed, and a folder over the file cap watches no file.
#include "lessons/folderwatcher.h"
#include "lessons/lesson.h"

#include <QFile>
#include <QFileSystemWatcher>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using lessons::FolderWatcher;

namespace {

constexpr int kWaitMs = 5000; // inotify answers in milliseconds; this only bounds a hang

void write(const QString& path, const QByteArray& text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(text), text.size());
}

// Reported paths, each once, after waiting for the settle time of anything pending.
QStringList reported(QSignalSpy& spy) {
    QTest::qWait(3 * FolderWatcher::kSettleMs);
    QStringList paths;
    for (const QList<QVariant>& args : std::as_const(spy))
        paths.append(args.at(0).toString());
    spy.clear();
    return paths;
}

} // namespace

class TestFolderWatcher : public QObject {
    Q_OBJECT
private slots:
    void savesInPlaceAndByReplaceAreReported();
    void newFileIsReported();
    void linkLeadingOutIsNotFollowed();
    void builtInCourseIsNotWatched();
    void folderOverTheCapWatchesNoFile();
};

void TestFolderWatcher::savesInPlaceAndByReplaceAreReported() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.lesson.md"));
    write(path, "one");
    FolderWatcher watcher;
    watcher.watch(dir.path());
    QSignalSpy spy(&watcher, &FolderWatcher::lessonFileChanged);

    write(path, "two, written in place");
    QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty(), kWaitMs);
    QCOMPARE(reported(spy), QStringList{path});

    // An editor that writes a new file and renames it over the old one ends the old watch.
    const QString temporary = dir.filePath(QStringLiteral(".a.swp"));
    write(temporary, "three, by replace");
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::rename(temporary, path));
    QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty(), kWaitMs);
    QCOMPARE(reported(spy), QStringList{path});

    // ... and the next save in place is still seen.
    write(path, "four, in place again, longer");
    QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty(), kWaitMs);
    QCOMPARE(reported(spy), QStringList{path});
}

void TestFolderWatcher::newFileIsReported() {
    QTemporaryDir dir;
    FolderWatcher watcher;
    watcher.watch(dir.path());
    QSignalSpy spy(&watcher, &FolderWatcher::lessonFileChanged);
    const QString path = dir.filePath(QStringLiteral("new.lesson.md"));
    write(path, "new");
    write(dir.filePath(QStringLiteral("notes.txt")), "not a lesson");
    QTRY_VERIFY_WITH_TIMEOUT(!spy.isEmpty(), kWaitMs);
    QCOMPARE(reported(spy), QStringList{path});
}

void TestFolderWatcher::linkLeadingOutIsNotFollowed() {
    QTemporaryDir outside;
    const QString secret = outside.filePath(QStringLiteral("secret.txt"));
    write(secret, "outside");
    QTemporaryDir dir;
    const QString link = dir.filePath(QStringLiteral("link.lesson.md"));
    QVERIFY(QFile::link(secret, link));
    FolderWatcher watcher;
    watcher.watch(dir.path());
    auto* files = watcher.findChild<QFileSystemWatcher*>();
    QVERIFY(files);
    QVERIFY(!files->files().contains(link));
    QSignalSpy spy(&watcher, &FolderWatcher::lessonFileChanged);
    write(secret, "changed outside");
    QTest::qWait(3 * FolderWatcher::kSettleMs);
    QVERIFY2(spy.isEmpty(), "a change outside the folder was followed");
}

void TestFolderWatcher::builtInCourseIsNotWatched() {
    FolderWatcher watcher;
    watcher.watch(QStringLiteral(":/lessons"));
    QVERIFY(!watcher.findChild<QFileSystemWatcher*>());
}

void TestFolderWatcher::folderOverTheCapWatchesNoFile() {
    QTemporaryDir dir;
    for (int i = 0; i <= lessons::kMaxFilesPerFolder; ++i)
        write(dir.filePath(QStringLiteral("l%1.lesson.md").arg(i)), "x");
    FolderWatcher watcher;
    watcher.watch(dir.path());
    auto* files = watcher.findChild<QFileSystemWatcher*>();
    QVERIFY(files);
    QCOMPARE(files->directories().size(), 1); // new and removed files are still noticed
    QCOMPARE(files->files().size(), 0);
}

QTEST_GUILESS_MAIN(TestFolderWatcher)
#include "tst_folderwatcher.moc"
