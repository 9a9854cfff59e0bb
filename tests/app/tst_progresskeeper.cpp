// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// ProgressKeeper's reading of the record on the worker thread (issue 11: a record of a million
// answers must not keep the window from showing): nothing read is lost, nothing changed while it
// is read is lost, and the file is never written before it is in.

#include "../common/testfiles.h"
#include "../writefailure.h"
#include "app/progresskeeper.h"
#include "lessons/record.h"
#include "lessons/recorddb.h"
#include "tests/common/testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using app::ProgressKeeper;

namespace {

const QString kWriter = testpaths::build(u"tests/app/progress_writer");

// Reads the writer's "saved N" lines until it has confirmed `count` answers in all; returns the
// highest N (-1 when it stopped first).
int waitForSaves(QProcess* writer, QByteArray* output, int count) {
    while (output->count("saved ") < count && writer->state() == QProcess::Running) {
        if (!writer->waitForReadyRead(20000))
            break;
        *output += writer->readAllStandardOutput();
    }
    int highest = -1;
    for (const QByteArray& line : output->split('\n')) {
        if (line.startsWith("saved "))
            highest = std::max(highest, line.mid(6).toInt());
    }
    return highest;
}

// The record as the database holds it (read-only: nothing is created or moved).
lessons::ProgressStore reread(const QString& jsonPath) {
    lessons::ProgressStore store(jsonPath);
    const lessons::ProgressStore::LoadReport report = lessons::loadRecord(jsonPath, true, &store);
    if (!report.ok)
        qWarning("%s", qPrintable(report.message));
    return store;
}

lessons::AnswerRecord answer(const QString& typed) {
    lessons::AnswerRecord r;
    r.typed = typed;
    r.correct = true;
    r.attempts = 1;
    r.at = QDateTime::fromMSecsSinceEpoch(1764000000000LL, Qt::UTC);
    return r;
}

// A record with answers q1 and q2 in lesson "a" and "a" as the last lesson.
void writeRecord(const QString& path) {
    lessons::ProgressStore store(path);
    store.lesson(QStringLiteral("a")).answers.insert(QStringLiteral("q1"), answer("1"));
    store.lesson(QStringLiteral("a")).answers.insert(QStringLiteral("q2"), answer("2"));
    store.setLastLessonId(QStringLiteral("a"));
    QVERIFY(store.save());
}

// A record of `attempts` answers in lesson "big" beside writeRecord's lesson "a".
void writeBigRecord(const QString& path, int attempts) {
    lessons::ProgressStore store(path);
    store.lesson(QStringLiteral("a")).answers.insert(QStringLiteral("q1"), answer("1"));
    store.lesson(QStringLiteral("a")).answers.insert(QStringLiteral("q2"), answer("2"));
    lessons::LessonProgress& big = store.lesson(QStringLiteral("big"));
    for (int i = 0; i < attempts; ++i)
        lessons::addAttempt(&big, QStringLiteral("q%1").arg(i % 500), answer(QString::number(i)),
                            false);
    store.setLastLessonId(QStringLiteral("a"));
    QVERIFY(store.save());
}

} // namespace

class TestProgressKeeper : public QObject {
    Q_OBJECT
private slots:
    void init();
    void resetRunsOnTheWorker();
    void closingDuringAResetLosesNothing();
    void restoreAndImportRunOnTheWorker();
    void restoreAndImportLetTheRecordGoBack();
    void corruptFileAnywhereChangesNothing();
    void startLoadingReadsTheRecord();
    void lessonsGivenWhileLoadingAreReadWithTheRecord();
    void changesWhileLoadingLandOnTheLoadedRecord();
    void flushWaitsForTheReadBeforeWriting();
    void newerVersionReadInBackgroundStaysReadOnly();
    void flushDuringASaveWritesEveryAnswerOnce();
    void failedSaveIsSaidKeptAndRetried_data();
    void failedSaveIsSaidKeptAndRetried();
    void importThatCannotBeWrittenIsRetried();
    void readOnlyRecordIsSaidKeptAndWrittenLater_data();
    void readOnlyRecordIsSaidKeptAndWrittenLater();
    void secondProcessRunsReadOnly();
    void handOverLetsTheNextWindowWrite();
    void recordMovedAwayGetsANewDatabase();
    void staleLockInReadOnlyFolderIsNoSecondWindow();
    void unreadablePartsAreSaidInTheLanguageShown();
    void courseOpenedLaterIsReadOnTheWorker();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString path_;
};

void TestProgressKeeper::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    path_ = dir_->filePath(QStringLiteral("progress.json"));
    writeRecord(path_);
}

// Issue 20: a reset of a million answers took 10-18 s on the UI thread (the JSON backup, then the
// transaction). It runs on the worker: the event loop turns meanwhile, the record reads as it was
// until it is done, and an answer given meanwhile lands on the reset record.
void TestProgressKeeper::resetRunsOnTheWorker() {
    writeBigRecord(path_, 50000);
    ProgressKeeper keeper(path_);
    QVERIFY(keeper.load().ok);
    QVERIFY(keeper.find(QStringLiteral("big")));
    QSignalSpy answers(&keeper, &ProgressKeeper::answersChanged);
    bool finished = false;
    ProgressKeeper::ChangeResult result;
    keeper.startReset({QStringLiteral("big")}, QDateTime::currentDateTime(),
                      [&](const ProgressKeeper::ChangeResult& r) {
                          finished = true;
                          result = r;
                      });
    QVERIFY(!finished); // not done on this thread
    QVERIFY(keeper.isChanging());
    QVERIFY(keeper.find(QStringLiteral("big"))); // as it was, until done
    keeper.recordAnswer(QStringLiteral("big"), QStringLiteral("q9"), answer("9"));
    int turns = 0;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&turns] { ++turns; });
    tick.start(0);
    QTRY_VERIFY_WITH_TIMEOUT(finished, 60000);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(turns > 0);
    QVERIFY(!keeper.isChanging());
    QVERIFY(QFileInfo::exists(result.backupPath));
    QCOMPARE(keeper.find(QStringLiteral("big"))->answers.size(), 1); // the one given meanwhile
    QCOMPARE(answers.size(), 2);
    QVERIFY(keeper.flush());
    const lessons::ProgressStore saved = reread(path_);
    QCOMPARE(saved.find(QStringLiteral("big"))->answers.size(), 1);
    QCOMPARE(saved.find(QStringLiteral("a"))->answers.size(), 2);
}

// The window closed while a reset runs: the keeper waits for it, and both the reset and an answer
// given meanwhile are in the database.
void TestProgressKeeper::closingDuringAResetLosesNothing() {
    writeBigRecord(path_, 50000);
    QString backupPath;
    {
        ProgressKeeper keeper(path_);
        QVERIFY(keeper.load().ok);
        keeper.startReset(
            {QStringLiteral("big")}, QDateTime::currentDateTime(),
            [&backupPath](const ProgressKeeper::ChangeResult& r) { backupPath = r.backupPath; });
        QVERIFY(keeper.isChanging());
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q9"), answer("9"));
    }
    QVERIFY(QFileInfo::exists(backupPath));
    const lessons::ProgressStore saved = reread(path_);
    QVERIFY(!saved.find(QStringLiteral("big")));
    QCOMPARE(saved.find(QStringLiteral("a"))->answers.size(), 3);
    lessons::ProgressStore backup(backupPath);
    QVERIFY(backup.load().ok);
    QCOMPARE(backup.find(QStringLiteral("big"))->answers.size(), 500);
}

// Restore and import read their file on the worker too; one that is not a record changes
// nothing.
void TestProgressKeeper::restoreAndImportRunOnTheWorker() {
    ProgressKeeper keeper(path_);
    QVERIFY(keeper.load().ok);
    const QString other = dir_->filePath(QStringLiteral("other.json"));
    {
        lessons::ProgressStore store(other);
        store.lesson(QStringLiteral("b")).answers.insert(QStringLiteral("q1"), answer("1"));
        QVERIFY(store.save());
    }
    const QString junk = dir_->filePath(QStringLiteral("junk.json"));
    testfiles::write(junk, "{ not json");
    bool finished = false;
    ProgressKeeper::ChangeResult result;
    const auto done = [&](const ProgressKeeper::ChangeResult& r) {
        finished = true;
        result = r;
    };
    keeper.startImport(junk, QDateTime::currentDateTime(), done);
    QVERIFY(!finished);
    QTRY_VERIFY_WITH_TIMEOUT(finished, 20000);
    QVERIFY(!result.ok && !result.error.isEmpty());
    QCOMPARE(keeper.find(QStringLiteral("a"))->answers.size(), 2);

    finished = false;
    keeper.startImport(other, QDateTime::currentDateTime(), done);
    QVERIFY(!finished);
    QTRY_VERIFY_WITH_TIMEOUT(finished, 20000);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(keeper.find(QStringLiteral("a")) && keeper.find(QStringLiteral("b")));

    finished = false;
    keeper.startRestore(other, QDateTime::currentDateTime().addSecs(1), done);
    QVERIFY(!finished);
    QTRY_VERIFY_WITH_TIMEOUT(finished, 20000);
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(!keeper.find(QStringLiteral("a")));
    QVERIFY(keeper.flush());
    const lessons::ProgressStore saved = reread(path_);
    QVERIFY(!saved.find(QStringLiteral("a")));
    QCOMPARE(saved.find(QStringLiteral("b"))->answers.size(), 1);
}

// After a restore or an import the whole record lay in memory until the next start (the
// million-answer record: some 100 MiB held on). Once written, only the lessons the window held
// before stay; the others are read from the database again when asked for, as after a start.
void TestProgressKeeper::restoreAndImportLetTheRecordGoBack() {
    const QString other = dir_->filePath(QStringLiteral("other.json"));
    {
        lessons::ProgressStore store(other);
        for (const char* id : {"a", "b", "c"})
            store.lesson(QLatin1String(id)).answers.insert(QStringLiteral("q7"), answer("7"));
        QVERIFY(store.save());
    }
    ProgressKeeper keeper(path_);
    keeper.startLoading();
    keeper.waitForLoad();
    QVERIFY(keeper.find(QStringLiteral("a"))); // the last lesson, on screen
    QCOMPARE(keeper.store().residentIds(), QStringList{QStringLiteral("a")});
    bool finished = false;
    ProgressKeeper::ChangeResult result;
    const auto done = [&](const ProgressKeeper::ChangeResult& r) {
        finished = true;
        result = r;
    };
    for (const bool restore : {true, false}) {
        finished = false;
        if (restore)
            keeper.startRestore(other, QDateTime::currentDateTime(), done);
        else
            keeper.startImport(other, QDateTime::currentDateTime().addSecs(1), done);
        QTRY_VERIFY_WITH_TIMEOUT(finished, 20000);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(keeper.store().residentIds(), QStringList{QStringLiteral("a")});
        QVERIFY(keeper.store().isPaged(QStringLiteral("b")));
        QVERIFY(keeper.store().isPaged(QStringLiteral("c")));
        QCOMPARE(keeper.find(QStringLiteral("a"))->answers.size(), 1);
    }
    QCOMPARE(keeper.find(QStringLiteral("c"))->answers.size(), 1); // read back when asked
    // The lesson kept in memory is one the record holds unchanged: it changes as any other.
    keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q8"), answer("8"));
    QVERIFY(keeper.flush());
    const lessons::ProgressStore saved = reread(path_);
    QCOMPARE(saved.find(QStringLiteral("a"))->answers.size(), 2);
    QCOMPARE(saved.find(QStringLiteral("b"))->answers.size(), 1);
}

// The file is read in pieces (ProgressStore::readStream), yet one broken in its last lesson or
// its last byte is refused whole: no backup, no change in memory or in the database.
void TestProgressKeeper::corruptFileAnywhereChangesNothing() {
    ProgressKeeper keeper(path_);
    QVERIFY(keeper.load().ok);
    QByteArray good;
    {
        lessons::ProgressStore store(QString{});
        for (int l = 0; l < 30; ++l) {
            for (int q = 0; q < 50; ++q)
                store.lesson(QStringLiteral("l%1").arg(l, 2, 10, QLatin1Char('0')))
                    .answers.insert(QStringLiteral("q%1").arg(q), answer("1"));
        }
        good = store.toJson();
    }
    QByteArray lastLesson = good;
    const qsizetype last = lastLesson.lastIndexOf("\"typed\"");
    QVERIFY(last > 0);
    lastLesson.insert(last, '#');
    for (const QByteArray& bad : {good.left(good.lastIndexOf('}')), lastLesson, good + "]"}) {
        const QString path = dir_->filePath(QStringLiteral("bad.json"));
        testfiles::write(path, bad);
        for (const bool restore : {false, true}) {
            bool finished = false;
            ProgressKeeper::ChangeResult result;
            const auto done = [&](const ProgressKeeper::ChangeResult& r) {
                finished = true;
                result = r;
            };
            if (restore)
                keeper.startRestore(path, QDateTime::currentDateTime(), done);
            else
                keeper.startImport(path, QDateTime::currentDateTime(), done);
            QTRY_VERIFY_WITH_TIMEOUT(finished, 20000);
            QVERIFY(!result.ok);
            QVERIFY2(result.error.contains(QStringLiteral("not valid JSON")),
                     qPrintable(result.error));
            QVERIFY(result.backupPath.isEmpty());
            QVERIFY(!keeper.find(QStringLiteral("l00")));
            QCOMPARE(keeper.find(QStringLiteral("a"))->answers.size(), 2);
        }
    }
    QVERIFY(QDir(dir_->path()).entryList({QStringLiteral("record-before-*")}).isEmpty());
    QVERIFY(keeper.flush());
    const lessons::ProgressStore saved = reread(path_);
    QVERIFY(!saved.find(QStringLiteral("l00")) && !saved.find(QStringLiteral("l29")));
    QCOMPARE(saved.find(QStringLiteral("a"))->answers.size(), 2);
}

void TestProgressKeeper::startLoadingReadsTheRecord() {
    ProgressKeeper keeper(path_);
    QSignalSpy loaded(&keeper, &ProgressKeeper::loaded);
    keeper.startLoading();
    QVERIFY(keeper.isLoading());
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.count(), 1);
    QVERIFY(loaded.first().first().value<lessons::ProgressStore::LoadReport>().ok);
    QVERIFY(!keeper.isLoading());
    const lessons::LessonProgress* a = keeper.find(QStringLiteral("a"));
    QVERIFY(a);
    QCOMPARE(a->answers.value(QStringLiteral("q2")).typed, QStringLiteral("2"));
    QCOMPARE(keeper.lastLessonIdAsLoaded(), QStringLiteral("a"));
}

void TestProgressKeeper::lessonsGivenWhileLoadingAreReadWithTheRecord() {
    {
        ProgressKeeper first(path_); // imports progress.json; later starts page from the database
        QVERIFY(first.load().ok);
        first.recordAnswer(QStringLiteral("b"), QStringLiteral("q1"), answer("b1"));
        first.recordAnswer(QStringLiteral("c"), QStringLiteral("q1"), answer("c1"));
        first.setLastLesson(QStringLiteral("a"));
        QVERIFY(first.flush());
    }
    ProgressKeeper keeper(path_);
    QSignalSpy loaded(&keeper, &ProgressKeeper::loaded);
    keeper.startLoading(true);
    keeper.readAlso({QStringLiteral("b"), QStringLiteral("not-in-the-record")});
    QVERIFY(loaded.wait(10000));
    // The last lesson and the one given were read on the worker; "c" waits in the database.
    QCOMPARE(keeper.store().residentLessons(), 2);
    QCOMPARE(keeper.store().pagedLessons(), 1);
    QCOMPARE(keeper.find(QStringLiteral("b"))->answers.value(QStringLiteral("q1")).typed,
             QStringLiteral("b1"));
    QCOMPARE(keeper.find(QStringLiteral("c"))->answers.value(QStringLiteral("q1")).typed,
             QStringLiteral("c1"));

    // A caller that never gives its lessons: waitForLoad() lets the read go on without them.
    ProgressKeeper second(path_);
    second.setReadOnly(true);
    second.startLoading(true);
    second.waitForLoad();
    QVERIFY(!second.isLoading());
    QCOMPARE(second.store().residentLessons(), 1);
    QCOMPARE(second.store().pagedLessons(), 2);
}

void TestProgressKeeper::changesWhileLoadingLandOnTheLoadedRecord() {
    {
        ProgressKeeper keeper(path_);
        keeper.startLoading();
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q3"), answer("3"));
        keeper.clearAnswer(QStringLiteral("a"), QStringLiteral("q1")); // only in the file
        keeper.setLastLesson(QStringLiteral("b"));
        keeper.waitForLoad();
        const lessons::LessonProgress* a = keeper.find(QStringLiteral("a"));
        QVERIFY(a);
        QCOMPARE(a->answers.keys().size(), 2);
        QVERIFY(a->answers.contains(QStringLiteral("q2")));
        QVERIFY(a->answers.contains(QStringLiteral("q3")));
        QCOMPARE(keeper.lastLessonId(), QStringLiteral("b"));
        QCOMPARE(keeper.lastLessonIdAsLoaded(), QStringLiteral("a"));
        QVERIFY(keeper.flush());
    }
    const lessons::ProgressStore reread = ::reread(path_);
    const lessons::LessonProgress* a = reread.find(QStringLiteral("a"));
    QVERIFY(a);
    QVERIFY(!a->answers.contains(QStringLiteral("q1")));
    QCOMPARE(a->answers.value(QStringLiteral("q2")).typed, QStringLiteral("2"));
    QCOMPARE(a->answers.value(QStringLiteral("q3")).typed, QStringLiteral("3"));
    QCOMPARE(reread.lastLessonId(), QStringLiteral("b"));
}

void TestProgressKeeper::flushWaitsForTheReadBeforeWriting() {
    {
        ProgressKeeper keeper(path_);
        keeper.startLoading();
        keeper.recordPosition(QStringLiteral("c"), 4, 0.5, QStringLiteral("Intro"));
        // The destructor flushes: it must read the file before it writes it.
    }
    const lessons::ProgressStore reread = ::reread(path_);
    QVERIFY(reread.find(QStringLiteral("a")));
    QCOMPARE(reread.find(QStringLiteral("a"))->answers.size(), 2);
    QCOMPARE(reread.find(QStringLiteral("c"))->readingBlock, 4);
    QCOMPARE(reread.find(QStringLiteral("c"))->readingShare, 0.5);
}

void TestProgressKeeper::newerVersionReadInBackgroundStaysReadOnly() {
    QFile file(path_);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    const QByteArray newer =
        R"({"version": 99, "lessons": {"a": {"answers": {"q1": {"typed": "1"}}}}})";
    file.write(newer);
    file.close();
    {
        ProgressKeeper keeper(path_);
        QSignalSpy loaded(&keeper, &ProgressKeeper::loaded);
        keeper.startLoading();
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q2"), answer("2"));
        QVERIFY(loaded.wait(10000));
        const auto report = loaded.first().first().value<lessons::ProgressStore::LoadReport>();
        QVERIFY(report.readOnly);
        QVERIFY(keeper.isReadOnly());
        keeper.flush();
    }
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), newer);
    QCOMPARE(QDir(dir_->path()).entryList(QDir::Files).size(), 1); // nothing moved aside
}

// Closing while a write runs and more changes wait: each change is its own transaction, and every
// answer lands exactly once (one row and one history row), nothing else is left in the folder.
void TestProgressKeeper::flushDuringASaveWritesEveryAnswerOnce() {
    constexpr int kAnswers = 20000; // a save of ~2 MB: still running when flush() is called
    {
        ProgressKeeper keeper(path_);
        QVERIFY(keeper.load().ok);
        for (int i = 0; i < kAnswers - 1; ++i)
            keeper.recordAnswer(QStringLiteral("b"), QStringLiteral("q%1").arg(i),
                                answer(QString::number(i)));
        QVERIFY(keeper.flush());
        // Starts a save of the whole record on the worker thread, made obsolete at once.
        keeper.recordAnswer(QStringLiteral("b"), QStringLiteral("last"), answer("last"));
        keeper.recordControl(QStringLiteral("b"), QStringLiteral("dk"), 64.0);
        QVERIFY(keeper.flush());
        QVERIFY(keeper.lastError().isEmpty());
    }
    // The database and the old file beside it: no journal, no temporary file, no lock left.
    QCOMPARE(QDir(dir_->path()).entryList(QDir::Files | QDir::Hidden),
             (QStringList{QStringLiteral("progress.json"), QStringLiteral("record.sqlite")}));
    const lessons::ProgressStore reread = ::reread(path_);
    const lessons::LessonProgress* b = reread.find(QStringLiteral("b"));
    QVERIFY(b);
    QCOMPARE(b->answers.size(), kAnswers);
    QCOMPARE(b->history.size(), kAnswers);
    QCOMPARE(b->answers.value(QStringLiteral("last")).typed, QStringLiteral("last"));
    QCOMPARE(b->controls.value(QStringLiteral("dk")).toDouble(), 64.0);
    QCOMPARE(reread.find(QStringLiteral("a"))->answers.size(), 2);
}

void TestProgressKeeper::failedSaveIsSaidKeptAndRetried_data() {
    QTest::addColumn<bool>("tmpfs");
    QTest::addRow("injected write failure") << false;
    QTest::addRow("full 256 KiB tmpfs") << true;
}

// A full disk: the save fails, the window is told once, the file keeps its last save, the
// answers stay in memory, and they are written by the retry once the disk has room.
void TestProgressKeeper::failedSaveIsSaidKeptAndRetried() {
    QFETCH(bool, tmpfs);
    const QString folder = dir_->filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(folder));
    std::unique_ptr<TinyTmpfs> disk;
    if (tmpfs) {
        disk = std::make_unique<TinyTmpfs>(folder, QStringLiteral("256k"));
        if (!disk->mounted())
            QSKIP("mounting a tmpfs needs root");
    }
    const QString path = QDir(folder).filePath(QStringLiteral("progress.json"));
    writeRecord(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    file.close();
    {
        ProgressKeeper keeper(path);
        QVERIFY(keeper.load().ok);
        const QByteArray before = reread(path).toJson();
        QSignalSpy failed(&keeper, &ProgressKeeper::saveFailed);
        QSignalSpy recovered(&keeper, &ProgressKeeper::saveRecovered);
        std::unique_ptr<FileSizeLimit> limit;
        if (tmpfs)
            disk->fill();
        else
            limit = std::make_unique<FileSizeLimit>(16);
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q3"), answer("3"));
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(keeper.hasUnsavedChanges());
        QVERIFY2(keeper.lastError().contains(QStringLiteral("stay in memory")),
                 qPrintable(keeper.lastError()));
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q4"), answer("4"));
        QVERIFY(!keeper.flush());    // nothing reported saved that was not
        QCOMPARE(failed.count(), 1); // said once, not at every attempt
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), json); // progress.json untouched
        file.close();

        if (tmpfs)
            disk->makeRoom();
        else
            limit->lift();
        // Read before the retry can run (it needs the event loop): the database as it was.
        QCOMPARE(reread(path).toJson(), before);
        QTRY_COMPARE_WITH_TIMEOUT(recovered.count(), 1, 20000); // the retry, within seconds
        QVERIFY(!keeper.hasUnsavedChanges());
        QVERIFY(keeper.lastError().isEmpty());
    }
    const lessons::ProgressStore reread = ::reread(path);
    const lessons::LessonProgress* a = reread.find(QStringLiteral("a"));
    QVERIFY(a);
    QCOMPARE(a->answers.value(QStringLiteral("q3")).typed, QStringLiteral("3"));
    QCOMPARE(a->answers.value(QStringLiteral("q4")).typed, QStringLiteral("4"));
}

// The first start cannot write the database (a full disk): the imported record and the answers
// after it stay in memory, the window is told, and the retry writes all of it once it can.
void TestProgressKeeper::importThatCannotBeWrittenIsRetried() {
    const QByteArray json = testfiles::read(path_);
    {
        ProgressKeeper keeper(path_);
        QSignalSpy recovered(&keeper, &ProgressKeeper::saveRecovered);
        auto limit = std::make_unique<FileSizeLimit>(0);
        const lessons::ProgressStore::LoadReport report = keeper.load();
        QVERIFY(!report.ok);
        QVERIFY2(report.message.contains(QStringLiteral("stays in memory")),
                 qPrintable(report.message));
        QVERIFY(!keeper.isReadOnly());
        QCOMPARE(keeper.find(QStringLiteral("a"))->answers.size(), 2);
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q3"), answer("3"));
        QVERIFY(!keeper.flush());
        QVERIFY(keeper.hasUnsavedChanges());
        limit.reset();
        QTRY_COMPARE_WITH_TIMEOUT(recovered.count(), 1, 20000);
    }
    const lessons::ProgressStore reread = ::reread(path_);
    QVERIFY(reread.find(QStringLiteral("a")));
    QCOMPARE(reread.find(QStringLiteral("a"))->answers.size(), 3);
    QCOMPARE(reread.lastLessonId(), QStringLiteral("a"));
    QCOMPARE(testfiles::read(path_), json);
}

void TestProgressKeeper::readOnlyRecordIsSaidKeptAndWrittenLater_data() {
    QTest::addColumn<bool>("beforeStart");
    QTest::addRow("turns read-only while the window runs") << false;
    QTest::addRow("read-only from the start") << true;
}

// Issue 20, Found-6: the record's folder turns read-only (ReadOnlyFolder: chmod, or a read-only
// bind mount when the test runs as root, where chmod stops nothing). An answer is not reported
// saved, the failure is said at once, the answer stays in memory, and it is written once the
// folder is writable again; the database keeps what it had.
void TestProgressKeeper::readOnlyRecordIsSaidKeptAndWrittenLater() {
    QFETCH(bool, beforeStart);
    const QString folder = QFileInfo(path_).absolutePath();
    {
        ProgressKeeper first(path_); // the database made from progress.json
        QVERIFY(first.load().ok);
        QVERIFY(first.flush());
    }
    const QByteArray before = reread(path_).toJson();
    {
        // As the application leaves it at quit: the read-only reread above kept the WAL files,
        // the last read-write connection removes them. Without them SQLite cannot even read a
        // WAL database in a read-only folder the usual way.
        const QString db = lessons::RecordDb::pathBeside(path_);
        lessons::RecordDb last(db);
        QVERIFY(last.open(lessons::RecordDb::Mode::ReadWrite));
    }
    QVERIFY(!QFile::exists(lessons::RecordDb::pathBeside(path_) + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(lessons::RecordDb::pathBeside(path_) + QStringLiteral("-shm")));
    {
        ProgressKeeper keeper(path_);
        std::unique_ptr<ReadOnlyFolder> readOnly;
        if (beforeStart)
            readOnly = std::make_unique<ReadOnlyFolder>(folder);
        const lessons::ProgressStore::LoadReport report = keeper.load();
        QVERIFY2(!keeper.isReadOnly(), qPrintable(report.message)); // not a second window
        QVERIFY2(!report.message.contains(QStringLiteral("already open")),
                 qPrintable(report.message));
        QCOMPARE(keeper.find(QStringLiteral("a"))->answers.size(), 2);
        if (!beforeStart) {
            QVERIFY(keeper.flush());
            readOnly = std::make_unique<ReadOnlyFolder>(folder);
        }
        if (!readOnly->active())
            QSKIP("neither chmod nor a read-only bind mount stops this process's writes");
        qInfo("made read-only by %s", qPrintable(readOnly->how()));
        QSignalSpy failed(&keeper, &ProgressKeeper::saveFailed);
        QSignalSpy recovered(&keeper, &ProgressKeeper::saveRecovered);
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q3"), answer("3"));
        QVERIFY(!keeper.flush()); // not reported saved
        QVERIFY(keeper.hasUnsavedChanges());
        QCOMPARE(failed.count(), 1); // said at once
        QVERIFY2(keeper.lastError().contains(QStringLiteral("stay in memory")),
                 qPrintable(keeper.lastError()));
        QVERIFY2(keeper.lastError().contains(QStringLiteral("cannot be written")) ||
                     keeper.lastError().contains(QStringLiteral("readonly database")),
                 qPrintable(keeper.lastError()));
        QCOMPARE(keeper.find(QStringLiteral("a"))->answers.value(QStringLiteral("q3")).typed,
                 QStringLiteral("3"));

        readOnly->lift();
        // Read before the retry can run (it needs the event loop): the database as it was.
        QCOMPARE(reread(path_).toJson(), before);
        QTRY_COMPARE_WITH_TIMEOUT(recovered.count(), 1, 20000); // the retry, within seconds
        QVERIFY(!keeper.hasUnsavedChanges());
    }
    const lessons::ProgressStore after = reread(path_);
    QCOMPARE(after.find(QStringLiteral("a"))->answers.value(QStringLiteral("q3")).typed,
             QStringLiteral("3"));
    QCOMPARE(after.find(QStringLiteral("a"))->answers.size(), 3);
}

// View > Language > Restart now: the window that quits hands the record over, so the one it
// starts is no second window (it would open read-only and keep nothing); what was pending is
// written first, and the old keeper writes no more.
void TestProgressKeeper::handOverLetsTheNextWindowWrite() {
    ProgressKeeper first(path_);
    QVERIFY(first.load().ok);
    first.recordAnswer(QStringLiteral("a"), QStringLiteral("before-restart"), answer("1"));
    {
        ProgressKeeper meanwhile(path_); // while the first holds it: a second window
        QVERIFY(meanwhile.load().readOnly);
    }
    first.handOver();
    QVERIFY(first.isReadOnly());
    ProgressKeeper next(path_);
    const lessons::ProgressStore::LoadReport report = next.load();
    QVERIFY2(report.ok && !report.readOnly, qPrintable(report.message));
    QVERIFY(!next.isReadOnly());
    QVERIFY(next.find(QStringLiteral("a"))->answers.contains(QStringLiteral("before-restart")));
    first.recordAnswer(QStringLiteral("a"), QStringLiteral("after-hand-over"), answer("2"));
    first.flush();
    QVERIFY(!::reread(path_)
                 .find(QStringLiteral("a"))
                 ->answers.contains(QStringLiteral("after-hand-over")));
}

// Two windows on one record (issue 20, Found-2): the second process runs read-only and says so,
// so it never writes over the first one's answers; once the first is gone (here: kill -9, which
// leaves its lock file behind), the next one writes again.
void TestProgressKeeper::secondProcessRunsReadOnly() {
    QProcess writer;
    writer.start(kWriter, {path_});
    QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
    QByteArray output;
    QVERIFY(waitForSaves(&writer, &output, 3) >= 2);
    {
        ProgressKeeper second(path_);
        const lessons::ProgressStore::LoadReport report = second.load();
        QVERIFY(report.readOnly);
        QVERIFY(second.isReadOnly());
        QVERIFY2(report.message.contains(QStringLiteral("already open")),
                 qPrintable(report.message));
        // The record as it was when it opened, and changes kept in memory only.
        QVERIFY(second.find(QStringLiteral("kill-test")));
        second.recordAnswer(QStringLiteral("a"), QStringLiteral("from-second"), answer("x"));
        second.flush();
    }
    const int before = output.count("saved ");
    const int confirmed = waitForSaves(&writer, &output, before + 3); // the first goes on
    writer.kill();
    QVERIFY(writer.waitForFinished(10000));
    QVERIFY2(!output.contains("corrupt"), output.constData());
    {
        const lessons::ProgressStore reread = ::reread(path_);
        const lessons::LessonProgress* written = reread.find(QStringLiteral("kill-test"));
        QVERIFY(written);
        for (int i = 0; i <= confirmed; ++i)
            QVERIFY2(written->answers.contains(QStringLiteral("q%1").arg(i)),
                     qPrintable(QString::number(i)));
        QVERIFY(!reread.find(QStringLiteral("a"))->answers.contains(QStringLiteral("from-second")));
    }
    ProgressKeeper third(path_);
    const lessons::ProgressStore::LoadReport report = third.load();
    QVERIFY2(report.ok, qPrintable(report.message));
    QVERIFY(!third.isReadOnly());
    third.recordAnswer(QStringLiteral("a"), QStringLiteral("from-third"), answer("3"));
    QVERIFY(third.flush());
    const lessons::ProgressStore reread = ::reread(path_);
    QVERIFY(reread.find(QStringLiteral("a"))->answers.contains(QStringLiteral("from-third")));
}

// A database the learner moves away while the window runs keeps every answer written before
// the move, and the next change goes into a new one at the record's place. (A connection kept
// open between writes fails this: the answers still in the WAL never reach the moved file.)
void TestProgressKeeper::recordMovedAwayGetsANewDatabase() {
    const QString db = lessons::RecordDb::pathBeside(path_);
    const QString moved = db + QStringLiteral(".mine");
    {
        ProgressKeeper keeper(path_);
        QVERIFY(keeper.load().ok);
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q3"), answer("3"));
        QVERIFY(keeper.flush());
        QVERIFY(QFile::rename(db, moved));
        keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q4"), answer("4"));
        QVERIFY(keeper.flush());
        QVERIFY(!keeper.hasUnsavedChanges());
    }
    auto answersIn = [](const QString& file) {
        lessons::RecordDb read(file);
        lessons::ProgressStore store{QString()};
        lessons::Status done = read.open(lessons::RecordDb::Mode::ReadOnly);
        if (done)
            done = read.read(&store);
        if (!done) {
            qWarning("%s: %s", qPrintable(file), qPrintable(done.error().message));
            return QStringList();
        }
        const lessons::LessonProgress* a = store.find(QStringLiteral("a"));
        QStringList keys = a ? a->answers.keys() : QStringList();
        keys.sort();
        return keys;
    };
    QCOMPARE(answersIn(moved),
             (QStringList{QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q3")}));
    QCOMPARE(answersIn(db), QStringList{QStringLiteral("q4")});
}

// Issue 20: the report of an imported part that cannot be read is kept with the
// record and said at every start; it was kept in the words of the day it was imported, so after
// switching the window to German the start said it in English. It is kept untranslated now.
void TestProgressKeeper::unreadablePartsAreSaidInTheLanguageShown() {
    {
        ProgressKeeper keeper(path_);
        QVERIFY(keeper.load().ok);
        const QByteArray json = R"({"version": 1, "lessons": {"a": {"answers": {"q9": [1]}}}})";
        QString backup;
        QString error;
        QStringList unreadable;
        QVERIFY2(keeper.importRecord(json, QDateTime::currentDateTimeUtc(), &backup, &error,
                                     &unreadable),
                 qPrintable(error));
        QCOMPARE(unreadable,
                 QStringList{QStringLiteral(
                     "/lessons/a/answers/q9 holds a list where an answer record belongs")});
        QVERIFY(keeper.flush());
    }
    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("attention-lab"),
                        QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const auto removeGerman =
        qScopeGuard([&german] { QCoreApplication::removeTranslator(&german); });
    const QString said = QCoreApplication::translate("lessons", "holds %1 where %2 belongs")
                             .arg(QCoreApplication::translate("lessons", "a list"),
                                  QCoreApplication::translate("lessons", "an answer record"));
    QVERIFY2(!said.contains(QStringLiteral("holds")), qPrintable(said)); // German is installed
    ProgressKeeper keeper(path_);
    const lessons::ProgressStore::LoadReport report = keeper.load();
    QVERIFY(!report.ok);
    QVERIFY2(report.message.contains(QStringLiteral("/lessons/a/answers/q9 ") + said),
             qPrintable(report.message));
    QVERIFY2(!report.message.contains(QStringLiteral("belongs")), qPrintable(report.message));
    QCOMPARE(keeper.store().unreadableParts(),
             QStringList{QStringLiteral("/lessons/a/answers/q9 ") + said});
}

// Issue 20: a lesson of a course opened later was read on the UI thread at the window's first
// look (seconds for a lesson of a million answers). ProgressKeeper::readCourse reads the course's
// lessons on the worker thread; until then they read as unanswered and never on this thread, an
// answer given meanwhile is kept, and a lesson of the course left behind is let go.
void TestProgressKeeper::courseOpenedLaterIsReadOnTheWorker() {
    {
        ProgressKeeper writer(path_);
        QVERIFY(writer.load().ok);
        writer.recordAnswer(QStringLiteral("b"), QStringLiteral("q1"), answer("1"));
        writer.recordAnswer(QStringLiteral("c"), QStringLiteral("q1"), answer("1"));
        QVERIFY(writer.flush());
    }
    {
        // A record small enough for load() at start: its lessons are read at their first look.
        ProgressKeeper small(path_);
        QVERIFY(small.load().ok);
        QVERIFY(small.store().isPaged(QStringLiteral("b")));
        QVERIFY(!small.readCourse({QStringLiteral("b")}));
        QVERIFY(small.find(QStringLiteral("b")));
    }
    ProgressKeeper keeper(path_);
    QSignalSpy loaded(&keeper, &ProgressKeeper::loaded);
    keeper.startLoading(); // a large record: read on the worker at start
    keeper.waitForLoad();
    loaded.clear();
    QVERIFY(keeper.store().isPaged(QStringLiteral("b")));
    QVERIFY(keeper.find(QStringLiteral("c"))); // the course before: read at its first look
    QVERIFY(!keeper.readCourse({QStringLiteral("a"), QStringLiteral("c")})); // nothing to read
    // A lesson of the new course read already is not read again (it kept its place in memory;
    // the whole record was read into a new store before).
    const lessons::LessonProgress* answeredBefore = keeper.find(QStringLiteral("a"));
    QVERIFY(answeredBefore);
    QVERIFY(keeper.readCourse({QStringLiteral("a"), QStringLiteral("b")}));
    QVERIFY(keeper.isLoading());
    QVERIFY(!keeper.find(QStringLiteral("b"))); // not read here: delivered by the event loop
    QVERIFY(keeper.store().isPaged(QStringLiteral("b")));
    keeper.recordAnswer(QStringLiteral("b"), QStringLiteral("q2"), answer("2"));
    QVERIFY(loaded.wait(10000));
    const lessons::ProgressStore::LoadReport report =
        loaded.first().first().value<lessons::ProgressStore::LoadReport>();
    QVERIFY2(report.ok && report.message.isEmpty(), qPrintable(report.message));
    QVERIFY(!keeper.isLoading());
    QVERIFY(!keeper.store().isPaged(QStringLiteral("b")));
    QCOMPARE(keeper.find(QStringLiteral("b"))->answers.size(), 2);
    QVERIFY(keeper.store().isPaged(QStringLiteral("c"))); // let go, read again when asked for
    QCOMPARE(keeper.find(QStringLiteral("a"))->answers.size(), 2);
    QCOMPARE(keeper.find(QStringLiteral("a")), answeredBefore);
    QVERIFY(keeper.flush());
    const lessons::ProgressStore saved = reread(path_);
    QCOMPARE(saved.find(QStringLiteral("b"))->answers.size(), 2);
    QCOMPARE(saved.find(QStringLiteral("c"))->answers.size(), 1);

    // A read-only window that changed anything holds it only in memory: nothing is read again.
    ProgressKeeper second(path_);
    second.setReadOnly(true);
    QVERIFY(second.load().ok);
    second.recordAnswer(QStringLiteral("a"), QStringLiteral("q3"), answer("3"));
    QVERIFY(!second.readCourse({QStringLiteral("b")}));
    QVERIFY(second.find(QStringLiteral("b")));
}

QTEST_GUILESS_MAIN(TestProgressKeeper)
// Issue 20: a window that was killed left record.sqlite.lock behind, and the folder is read-only
// now (a read-only mount), so the stale lock cannot be removed. That is no second window: the
// record is shown and worked on as in any read-only folder (kept in memory, said, written once
// the folder is writable), and the message names the left-over lock file.
void TestProgressKeeper::staleLockInReadOnlyFolderIsNoSecondWindow() {
    const QString folder = QFileInfo(path_).absolutePath();
    const QString db = lessons::RecordDb::pathBeside(path_);
    {
        ProgressKeeper first(path_);
        QVERIFY(first.load().ok);
        QVERIFY(first.flush());
    }
    {
        lessons::RecordDb last(db); // the last connection removes the WAL files
        QVERIFY(last.open(lessons::RecordDb::Mode::ReadWrite));
    }
    // A lock whose process is gone, as a kill -9 leaves it.
    QProcess gone;
    gone.start(QStringLiteral("true"), {});
    QVERIFY(gone.waitForStarted());
    const qint64 deadPid = gone.processId();
    QVERIFY(gone.waitForFinished());
    testfiles::write(db + QStringLiteral(".lock"),
                     QByteArray::number(deadPid) + '\n' +
                         QCoreApplication::applicationName().toUtf8() + '\n' +
                         QSysInfo::machineHostName().toUtf8() + '\n');
    ReadOnlyFolder readOnly(folder);
    if (!readOnly.active())
        QSKIP("neither chmod nor a read-only bind mount stops this process's writes");
    ProgressKeeper keeper(path_);
    const lessons::ProgressStore::LoadReport report = keeper.load();
    QVERIFY2(!report.message.contains(QStringLiteral("already open")), qPrintable(report.message));
    QVERIFY2(!keeper.isReadOnly(), qPrintable(report.message));
    QVERIFY2(report.message.contains(QStringLiteral("record.sqlite.lock")),
             qPrintable(report.message));
    QCOMPARE(keeper.find(QStringLiteral("a"))->answers.size(), 2);
    keeper.recordAnswer(QStringLiteral("a"), QStringLiteral("q3"), answer("3"));
    QVERIFY(!keeper.flush()); // not reported saved: the folder cannot be written
    QVERIFY(keeper.hasUnsavedChanges());
    readOnly.lift();
}

#include "tst_progresskeeper.moc"
