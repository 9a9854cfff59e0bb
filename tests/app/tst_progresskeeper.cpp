// ProgressKeeper's reading of the record on the worker thread (issue 11: a record of a million
// answers must not keep the window from showing): nothing read is lost, nothing changed while it
// is read is lost, and the file is never written before it is in.

#include "app/progresskeeper.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using app::ProgressKeeper;

namespace {

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

} // namespace

class TestProgressKeeper : public QObject {
    Q_OBJECT
private slots:
    void init();
    void startLoadingReadsTheRecord();
    void changesWhileLoadingLandOnTheLoadedRecord();
    void flushWaitsForTheReadBeforeWriting();
    void newerVersionReadInBackgroundStaysReadOnly();
    void flushDuringASaveWritesEveryAnswerOnce();

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
    lessons::ProgressStore reread(path_);
    QVERIFY(reread.load().ok);
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
        keeper.recordPosition(QStringLiteral("c"), 120, QStringLiteral("Intro"));
        // The destructor flushes: it must read the file before it writes it.
    }
    lessons::ProgressStore reread(path_);
    QVERIFY(reread.load().ok);
    QVERIFY(reread.find(QStringLiteral("a")));
    QCOMPARE(reread.find(QStringLiteral("a"))->answers.size(), 2);
    QCOMPARE(reread.find(QStringLiteral("c"))->scrollY, 120);
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

// Closing while a save runs and more changes wait: the running save is cancelled and one write
// holds everything (ProgressStore's own suite checks that a cancelled save changes nothing).
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
    lessons::ProgressStore reread(path_);
    QVERIFY(reread.load().ok);
    const lessons::LessonProgress* b = reread.find(QStringLiteral("b"));
    QVERIFY(b);
    QCOMPARE(b->answers.size(), kAnswers);
    QCOMPARE(b->history.size(), kAnswers);
    QCOMPARE(b->answers.value(QStringLiteral("last")).typed, QStringLiteral("last"));
    QCOMPARE(b->controls.value(QStringLiteral("dk")).toDouble(), 64.0);
    QCOMPARE(reread.find(QStringLiteral("a"))->answers.size(), 2);
    QCOMPARE(QDir(dir_->path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("progress.json")});
}

QTEST_GUILESS_MAIN(TestProgressKeeper)
#include "tst_progresskeeper.moc"
