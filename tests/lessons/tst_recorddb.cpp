// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The record in SQLite (lessons/recorddb): every part survives a write and a read, a change is one
// transaction that fails whole, the schema is versioned and migrated, a damaged database is set
// aside byte for byte, and the old progress.json is imported exactly once and never touched.

#include "../common/resultcheck.h"
#include "../common/testfiles.h"
#include "../writefailure.h"
#include "lessons/labsession.h"
#include "lessons/progress.h"
#include "lessons/record.h"
#include "lessons/recorddb.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using lessons::ProgressStore;
using lessons::RecordDb;
using lessons::RecordPart;

namespace {

const QDateTime kAt = QDateTime::fromMSecsSinceEpoch(1764000000000LL, Qt::UTC);

lessons::AnswerRecord answer(const QString& typed, bool correct = true) {
    lessons::AnswerRecord r;
    r.typed = typed;
    r.correct = correct;
    r.attempts = 1;
    r.at = kAt;
    return r;
}

// A record with something in every part the store holds.
void fill(ProgressStore* store) {
    store->setLearnerId(QStringLiteral("0123456789abcdef0123456789abcdef"));
    store->setLastLessonId(QStringLiteral("b"));
    lessons::LessonProgress& a = store->lesson(QStringLiteral("a"));
    lessons::AnswerRecord numeric = answer(QStringLiteral("0.52"));
    numeric.checkedAt = {{QStringLiteral("dk"), 64.0}, {QStringLiteral("angle"), 0.25}};
    lessons::addAttempt(&a, QStringLiteral("q1"), numeric, false);
    lessons::AnswerRecord choice;
    choice.choices = {QStringLiteral("flatter"), QStringLiteral("same \"quoted\"")};
    choice.attempts = 2;
    choice.at = kAt.addSecs(60);
    lessons::addAttempt(&a, QStringLiteral("q2"), choice, true);
    a.predictions.insert(QStringLiteral("lab"),
                         {QStringLiteral("sharper"), QStringLiteral("sharper"), true, kAt, {}});
    // A lab only practised (schema 5): its attempts kept, marked, the earlier one too.
    lessons::PredictionRecord practised{
        QStringLiteral("50.0%"), QStringLiteral("86.7%"), false, kAt.addSecs(120), {}, true};
    practised.earlier.append(
        {QStringLiteral("86.0%"), QStringLiteral("86.7%"), true, kAt.addSecs(90), true});
    a.predictions.insert(QStringLiteral("practised-lab"), practised);
    a.explains.insert(QStringLiteral("why"),
                      {QStringLiteral("Because\nthe variance"), {0, 2}, true});
    a.walkthroughSteps.insert(QStringLiteral("walk"), 3);
    a.controls.insert(QStringLiteral("dk"), 64.0);
    a.controls.insert(QStringLiteral("scaled"), true);
    a.controls.insert(QStringLiteral("mode"), QStringLiteral("causal"));
    lessons::LabRecord lab;
    lab.runs = {{{0.0, 4.0, 2.5}, {4}}, {{1.0, -2.0}, {16, 64}}};
    lab.predicted = QStringLiteral("60");
    lab.committed = true;
    lab.held = true;
    lab.heldScores = {0.5, 1.5};
    lab.logitsText = QStringLiteral("0; 4; 2,5");
    lab.dimsText = QStringLiteral("4");
    a.labs.insert(QStringLiteral("lab"), lab);
    lessons::LabRecord scored;
    scored.runs = {{{2.0, 1.0, 0.0}, {1}}, {{2.0, 1.0, -1000.0}, {1}}};
    scored.predicted = QStringLiteral("66.5");
    scored.scored = true;
    scored.scoredRun = 2;
    a.labs.insert(QStringLiteral("scored-lab"), scored);
    a.scrollY = 420;
    a.readingBlock = 9;
    a.readingShare = 0.125;
    a.lastSection = QStringLiteral("Step 2");
    a.secondsSpent = 3600;
    a.lastOpened = kAt;
    store->lesson(QStringLiteral("b")).scrollY = 10;
}

ProgressStore readBack(const QString& dbPath) {
    RecordDb db(dbPath);
    ProgressStore store{QString()};
    lessons::Status read = db.open(RecordDb::Mode::ReadOnly);
    if (read)
        read = db.read(&store);
    if (!read)
        qWarning("%s", qPrintable(read.error().message));
    return store;
}

QVariant pragma(const QString& dbPath, const QString& name) {
    const QString connection = QStringLiteral("tst_recorddb-inspect");
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(dbPath);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(name) && q.next())
                value = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return value;
}

} // namespace

class TestRecordDb : public QObject {
    Q_OBJECT
private slots:
    void init();
    void everyPartRoundTrips();
    void equalValuesReadBackAsWritten();
    void schemaWalAndForeignKeys();
    void changeWritesOnlyItsRows();
    void removedLessonTakesItsRows();
    void failedWriteLeavesTheDatabaseAsItWas_data();
    void failedWriteLeavesTheDatabaseAsItWas();
    void olderSchemaIsMigrated();
    void versionOneRecordGainsTheReadingPlace();
    void versionTwoRecordGainsTheTakeawaysFlag();
    void practiceRoundTripsAndVersionFourHasNone();
    void practiceAttemptsAreCappedAndRoundTrip();
    void newerSchemaIsReadOnlyAndUntouched();
    void damagedDatabaseIsSetAsideByteIdentical();
    void progressJsonIsImportedOnceAndKept();
    void importKeepsUnknownAndUnreadableParts();
    void newerProgressJsonCreatesNoDatabase();
    void wrongTypedHistorySurvivesAndIsReported();
    void lessonsArePagedInWhenAskedFor();
    void lessonThatCannotBeReadIsNotWrittenOver();
    void openThatFailsSaysWhyAndLetsTheConnectionGo();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString json_;
    QString db_;
};

void TestRecordDb::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    json_ = dir_->filePath(QStringLiteral("progress.json"));
    db_ = RecordDb::pathBeside(json_);
    QCOMPARE(QFileInfo(db_).fileName(), QStringLiteral("record.sqlite"));
}

void TestRecordDb::everyPartRoundTrips() {
    ProgressStore store(json_);
    fill(&store);
    RecordDb db(db_);
    ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
    ATTN_VERIFY_OK(db.write(store, {{RecordPart::Everything, {}, {}}}));
    db.close();
    const ProgressStore back = readBack(db_);
    QCOMPARE(back.toJson(), store.toJson());
    const lessons::LessonProgress* a = back.find(QStringLiteral("a"));
    QVERIFY(a);
    QCOMPARE(a->history.size(), 2);
    QVERIFY(a->history.at(1).review);
    QCOMPARE(a->controls.value(QStringLiteral("scaled")).typeId(), int(QMetaType::Bool));
    QCOMPARE(a->controls.value(QStringLiteral("mode")).toString(), QStringLiteral("causal"));
}

// Memory (issue 20): a record read from the database holds a repeated choice list once, an
// attempt's question id as its answer's key, and an empty text as no text; the values stay equal.
void TestRecordDb::equalValuesReadBackAsWritten() {
    ProgressStore store(json_);
    lessons::LessonProgress& a = store.lesson(QStringLiteral("a"));
    for (const char* id : {"q1", "q2", "q3"}) {
        lessons::AnswerRecord choice = answer(QString());
        choice.choices = {QStringLiteral("sharper"), QStringLiteral("flatter")};
        lessons::addAttempt(&a, QString::fromLatin1(id), choice, false);
    }
    lessons::AnswerRecord other = answer(QStringLiteral("0.5"));
    other.choices = {QStringLiteral("same")};
    lessons::addAttempt(&a, QStringLiteral("q4"), other, false);
    RecordDb db(db_);
    ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
    ATTN_VERIFY_OK(db.write(store, {{RecordPart::Everything, {}, {}}}));
    db.close();
    const ProgressStore back = readBack(db_);
    QCOMPARE(back.toJson(), store.toJson());
    const lessons::LessonProgress* read = back.find(QStringLiteral("a"));
    QVERIFY(read);
    const QStringList both = {QStringLiteral("sharper"), QStringLiteral("flatter")};
    QCOMPARE(read->answers.value(QStringLiteral("q1")).choices, both);
    QCOMPARE(read->answers.value(QStringLiteral("q3")).choices, both);
    QCOMPARE(read->history.at(0).choices, both);
    QCOMPARE(read->answers.value(QStringLiteral("q4")).choices,
             QStringList{QStringLiteral("same")});
    QVERIFY(read->answers.value(QStringLiteral("q1")).typed.isEmpty());
    QCOMPARE(read->answers.value(QStringLiteral("q4")).typed, QStringLiteral("0.5"));
    QCOMPARE(read->history.size(), 4);
    for (const lessons::Attempt& attempt : read->history)
        QVERIFY(read->answers.contains(attempt.questionId));
}

void TestRecordDb::schemaWalAndForeignKeys() {
    RecordDb db(db_);
    ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
    QVERIFY(db.check());
    db.close();
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA user_version")).toInt(),
             lessons::kRecordSchemaVersion);
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    // Foreign keys (the cascade a reset relies on): removedLessonTakesItsRows.
}

// An answer is the answer's row and one history row, not a rewrite of the record.
void TestRecordDb::changeWritesOnlyItsRows() {
    ProgressStore store(json_);
    fill(&store);
    RecordDb db(db_);
    QVERIFY(db.open(RecordDb::Mode::ReadWrite));
    QVERIFY(db.write(store, {{RecordPart::Everything, {}, {}}}));
    // Changed in memory but not named by the change: stays as written.
    store.lesson(QStringLiteral("a")).controls.insert(QStringLiteral("dk"), 1.0);
    lessons::addAttempt(&store.lesson(QStringLiteral("a")), QStringLiteral("q3"), answer("7"),
                        false);
    ATTN_VERIFY_OK(db.write(store, {{RecordPart::Answer, QStringLiteral("a"), QStringLiteral("q3")},
                                    {RecordPart::History, QStringLiteral("a"), {}}}));
    // Written twice (a retry): the same rows, no doubled attempt.
    QVERIFY(db.write(store, {{RecordPart::History, QStringLiteral("a"), {}}}));
    db.close();
    const ProgressStore back = readBack(db_);
    const lessons::LessonProgress* a = back.find(QStringLiteral("a"));
    QCOMPARE(a->answers.value(QStringLiteral("q3")).typed, QStringLiteral("7"));
    QCOMPARE(a->history.size(), 3);
    QCOMPARE(a->controls.value(QStringLiteral("dk")).toDouble(), 64.0);
}

void TestRecordDb::removedLessonTakesItsRows() {
    ProgressStore store(json_);
    fill(&store);
    RecordDb db(db_);
    QVERIFY(db.open(RecordDb::Mode::ReadWrite));
    QVERIFY(db.write(store, {{RecordPart::Everything, {}, {}}}));
    store.removeLesson(QStringLiteral("a"));
    QVERIFY(db.write(store, {{RecordPart::RemoveLesson, QStringLiteral("a"), {}}}));
    // An answer after the reset starts the lesson's history again from its first attempt.
    lessons::addAttempt(&store.lesson(QStringLiteral("a")), QStringLiteral("q9"), answer("9"),
                        false);
    QVERIFY(db.write(store, {{RecordPart::Answer, QStringLiteral("a"), QStringLiteral("q9")},
                             {RecordPart::History, QStringLiteral("a"), {}}}));
    db.close();
    const ProgressStore back = readBack(db_);
    QCOMPARE(back.toJson(), store.toJson());
    QCOMPARE(back.find(QStringLiteral("a"))->history.size(), 1);
    QCOMPARE(back.find(QStringLiteral("a"))->answers.size(), 1);
}

void TestRecordDb::failedWriteLeavesTheDatabaseAsItWas_data() {
    QTest::addColumn<bool>("tmpfs");
    QTest::addRow("injected write failure") << false;
    QTest::addRow("full 256 KiB tmpfs") << true;
}

// A full disk in the middle of a change: the transaction is rolled back whole.
void TestRecordDb::failedWriteLeavesTheDatabaseAsItWas() {
    QFETCH(bool, tmpfs);
    const QString folder = dir_->filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(folder));
    std::unique_ptr<TinyTmpfs> disk;
    if (tmpfs) {
        disk = std::make_unique<TinyTmpfs>(folder, QStringLiteral("256k"));
        if (!disk->mounted())
            QSKIP("mounting a tmpfs needs root");
    }
    const QString path = RecordDb::pathBeside(QDir(folder).filePath(QStringLiteral("p.json")));
    ProgressStore store(json_);
    store.lesson(QStringLiteral("a")).answers.insert(QStringLiteral("q1"), answer("1"));
    {
        RecordDb db(path);
        ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
        ATTN_VERIFY_OK(db.write(store, {{RecordPart::Everything, {}, {}}}));
    }
    const QByteArray before = readBack(path).toJson();
    // Big enough that the change cannot fit: 300 attempts of 200 bytes.
    for (int i = 0; i < 300; ++i)
        lessons::addAttempt(&store.lesson(QStringLiteral("a")), QStringLiteral("q%1").arg(i),
                            answer(QString(200, QLatin1Char('x'))), false);
    std::unique_ptr<FileSizeLimit> limit;
    if (tmpfs)
        disk->fill();
    else
        limit = std::make_unique<FileSizeLimit>(QFileInfo(path).size());
    {
        RecordDb db(path);
        lessons::Status written = db.open(RecordDb::Mode::ReadWrite);
        if (written)
            written =
                db.write(store, {{RecordPart::Answer, QStringLiteral("a"), QStringLiteral("q299")},
                                 {RecordPart::History, QStringLiteral("a"), {}}});
        QVERIFY(!written);
        QVERIFY(!written.error().message.isEmpty());
    }
    if (tmpfs)
        disk->makeRoom();
    else
        limit->lift();
    QCOMPARE(readBack(path).toJson(), before);
}

void TestRecordDb::olderSchemaIsMigrated() {
    // Version 0: an empty database, as SQLite makes it.
    QVERIFY(pragma(db_, QStringLiteral("PRAGMA user_version")).isValid());
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA user_version")).toInt(), 0);
    ProgressStore store{json_};
    bool unsaved = true;
    const ProgressStore::LoadReport report = lessons::loadRecord(json_, false, &store, &unsaved);
    QVERIFY2(report.ok, qPrintable(report.message));
    QVERIFY(!unsaved);
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA user_version")).toInt(),
             lessons::kRecordSchemaVersion);
    QCOMPARE(pragma(db_, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name='history'"))
                 .toInt(),
             1);
}

// Version 2 (state15) added the reading place. A version 1 record keeps its pixel offset and
// has no place, read-only (not migrated) or migrated.
void TestRecordDb::versionOneRecordGainsTheReadingPlace() {
    {
        ProgressStore store(json_);
        fill(&store);
        RecordDb db(db_);
        QVERIFY(db.open(RecordDb::Mode::ReadWrite));
        QVERIFY(db.write(store, {{RecordPart::Everything, {}, {}}}));
    }
    pragma(db_, QStringLiteral("ALTER TABLE lessons DROP COLUMN reading_share"));
    pragma(db_, QStringLiteral("ALTER TABLE lessons DROP COLUMN reading_block"));
    pragma(db_, QStringLiteral("ALTER TABLE explains DROP COLUMN takeaways_shown")); // version 3
    pragma(db_, QStringLiteral("ALTER TABLE predictions DROP COLUMN earlier"));      // version 4
    pragma(db_, QStringLiteral("ALTER TABLE predictions DROP COLUMN practice"));     // version 5
    pragma(db_, QStringLiteral("PRAGMA user_version=1"));
    QCOMPARE(pragma(db_, QStringLiteral("SELECT count(*) FROM pragma_table_info('lessons') "
                                        "WHERE name='reading_block'"))
                 .toInt(),
             0);
    const ProgressStore old = readBack(db_);
    QVERIFY(old.find(QStringLiteral("a")));
    QCOMPARE(old.find(QStringLiteral("a"))->scrollY, 420);
    QCOMPARE(old.find(QStringLiteral("a"))->readingBlock, -1);
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA user_version")).toInt(), 1);

    RecordDb db(db_);
    ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA user_version")).toInt(),
             lessons::kRecordSchemaVersion);
    ProgressStore migrated{QString()};
    ATTN_VERIFY_OK(db.read(&migrated));
    QCOMPARE(migrated.find(QStringLiteral("a"))->scrollY, 420);
    QCOMPARE(migrated.find(QStringLiteral("a"))->readingBlock, -1);
    QCOMPARE(migrated.find(QStringLiteral("a"))->history.size(), 2);
}

// Version 3 (look26) keeps "Show the takeaways now" with the explain-it-back record, in the
// database and in the JSON; a version 2 record reads as not opened, read-only or migrated.
void TestRecordDb::versionTwoRecordGainsTheTakeawaysFlag() {
    {
        ProgressStore store(json_);
        fill(&store);
        store.lesson(QStringLiteral("a")).explains[QStringLiteral("why")].takeawaysShown = true;
        QVERIFY(store.toJson().contains("\"takeawaysShown\":true"));
        ProgressStore fromJson{QString()};
        ATTN_VERIFY_OK(fromJson.fromJson(store.toJson()));
        QVERIFY(fromJson.find(QStringLiteral("a"))
                    ->explains.value(QStringLiteral("why"))
                    .takeawaysShown);
        RecordDb db(db_);
        QVERIFY(db.open(RecordDb::Mode::ReadWrite));
        QVERIFY(db.write(store, {{RecordPart::Everything, {}, {}}}));
    }
    QVERIFY(readBack(db_)
                .find(QStringLiteral("a"))
                ->explains.value(QStringLiteral("why"))
                .takeawaysShown);
    pragma(db_, QStringLiteral("ALTER TABLE explains DROP COLUMN takeaways_shown"));
    pragma(db_, QStringLiteral("ALTER TABLE predictions DROP COLUMN earlier"));  // version 4
    pragma(db_, QStringLiteral("ALTER TABLE predictions DROP COLUMN practice")); // version 5
    pragma(db_, QStringLiteral("PRAGMA user_version=2"));
    const ProgressStore old = readBack(db_);
    QVERIFY(old.find(QStringLiteral("a")));
    const lessons::ExplainRecord oldWhy =
        old.find(QStringLiteral("a"))->explains.value(QStringLiteral("why"));
    QVERIFY(oldWhy.modelShown && !oldWhy.takeawaysShown);
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA user_version")).toInt(), 2);

    RecordDb db(db_);
    ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA user_version")).toInt(),
             lessons::kRecordSchemaVersion);
    ProgressStore migrated{QString()};
    ATTN_VERIFY_OK(db.read(&migrated));
    QVERIFY(
        !migrated.find(QStringLiteral("a"))->explains.value(QStringLiteral("why")).takeawaysShown);
    migrated.lesson(QStringLiteral("a")).explains[QStringLiteral("why")].takeawaysShown = true;
    ATTN_VERIFY_OK(
        db.write(migrated, {{RecordPart::Explain, QStringLiteral("a"), QStringLiteral("why")}}));
    db.close();
    QVERIFY(readBack(db_)
                .find(QStringLiteral("a"))
                ->explains.value(QStringLiteral("why"))
                .takeawaysShown);
}

// Version 5 (lab33, review32 #6) keeps a lab's practice attempts, marked, in both backends; a
// version 4 record has no practice column, so its attempts read as not practice, read-only
// or migrated.
void TestRecordDb::practiceRoundTripsAndVersionFourHasNone() {
    const auto practised = [](const ProgressStore& store) {
        const lessons::LessonProgress* a = store.find(QStringLiteral("a"));
        return a ? a->predictions.value(QStringLiteral("practised-lab"))
                 : lessons::PredictionRecord();
    };
    {
        ProgressStore store(json_);
        fill(&store);
        QVERIFY(store.toJson().contains("\"practice\":true"));
        ProgressStore fromJson{QString()};
        ATTN_VERIFY_OK(fromJson.fromJson(store.toJson()));
        QVERIFY(practised(fromJson).practice);
        QCOMPARE(practised(fromJson).earlier.size(), 1);
        QVERIFY(practised(fromJson).earlier.first().practice);
        QVERIFY(
            !fromJson.find(QStringLiteral("a"))->predictions.value(QStringLiteral("lab")).practice);
        RecordDb db(db_);
        QVERIFY(db.open(RecordDb::Mode::ReadWrite));
        QVERIFY(db.write(store, {{RecordPart::Everything, {}, {}}}));
    }
    QVERIFY(practised(readBack(db_)).practice);
    QVERIFY(practised(readBack(db_)).earlier.value(0).practice);
    // Version 4: no column, and an earlier list written without the flag.
    pragma(db_, QStringLiteral("ALTER TABLE predictions DROP COLUMN practice"));
    pragma(db_, QStringLiteral("UPDATE predictions SET earlier = replace(earlier, "
                               "',\"practice\":true', '')"));
    pragma(db_, QStringLiteral("PRAGMA user_version=4"));
    const lessons::PredictionRecord old = practised(readBack(db_));
    QCOMPARE(old.predicted, QStringLiteral("50.0%"));
    QVERIFY(!old.practice);
    QCOMPARE(old.earlier.size(), 1);
    QVERIFY(!old.earlier.first().practice);
    RecordDb db(db_);
    ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
    QCOMPARE(pragma(db_, QStringLiteral("PRAGMA user_version")).toInt(), 5);
    ProgressStore migrated{QString()};
    ATTN_VERIFY_OK(db.read(&migrated));
    QVERIFY(!practised(migrated).practice);
    migrated.lesson(QStringLiteral("a")).predictions[QStringLiteral("practised-lab")].practice =
        true;
    ATTN_VERIFY_OK(db.write(migrated, {{RecordPart::Prediction, QStringLiteral("a"),
                                        QStringLiteral("practised-lab")}}));
    db.close();
    QVERIFY(practised(readBack(db_)).practice);
}

// review33 #6: each Reset allows another practice attempt, and `earlier` grew without end. The
// one that counts stays, whenever it came (here the third of 500); of the others only the latest
// kMaxOtherLabAttempts, oldest first; progress.json and the database keep exactly that.
void TestRecordDb::practiceAttemptsAreCappedAndRoundTrip() {
    constexpr int kAttempts = 500, kCountedAt = 2;
    ProgressStore store(json_);
    lessons::LessonProgress& a = store.lesson(QStringLiteral("a"));
    const QDateTime start(QDate(2026, 12, 7), QTime(1, 0), Qt::UTC);
    for (int i = 0; i < kAttempts; ++i) {
        lessons::keepPrediction(&a.predictions, QStringLiteral("lab"),
                                {QString::number(i),
                                 QStringLiteral("66.5%"),
                                 i % 2 == 0,
                                 start.addSecs(60 * i),
                                 {},
                                 i != kCountedAt});
        const qsizetype attempts =
            lessons::labAttempts(a.predictions.value(QStringLiteral("lab"))).size();
        QVERIFY(attempts <= lessons::kMaxOtherLabAttempts + 1);
    }
    const auto predictedOf = [](const ProgressStore& from) {
        QStringList predicted;
        const lessons::LessonProgress* lesson = from.find(QStringLiteral("a"));
        if (!lesson)
            return predicted;
        for (const lessons::EarlierPrediction& e :
             lessons::labAttempts(lesson->predictions.value(QStringLiteral("lab"))))
            predicted.append(e.predicted);
        return predicted;
    };
    QStringList expected = {QString::number(kCountedAt)};
    for (int i = kAttempts - int(lessons::kMaxOtherLabAttempts); i < kAttempts; ++i)
        expected.append(QString::number(i));
    QCOMPARE(predictedOf(store), expected);
    const QList<lessons::EarlierPrediction> kept = lessons::labAttempts(
        store.find(QStringLiteral("a"))->predictions.value(QStringLiteral("lab")));
    QCOMPARE(lessons::countedLabAttempt(kept), qsizetype(0));
    QVERIFY(std::all_of(kept.cbegin() + 1, kept.cend(),
                        [](const lessons::EarlierPrediction& e) { return e.practice; }));

    ProgressStore fromJson{QString()};
    ATTN_VERIFY_OK(fromJson.fromJson(store.toJson()));
    QCOMPARE(predictedOf(fromJson), expected);
    QCOMPARE(fromJson.toJson(), store.toJson());
    {
        RecordDb db(db_);
        ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
        ATTN_VERIFY_OK(db.write(store, {{RecordPart::Everything, {}, {}}}));
    }
    const ProgressStore back = readBack(db_);
    QCOMPARE(predictedOf(back), expected);
    QCOMPARE(back.toJson(), store.toJson());
}

void TestRecordDb::newerSchemaIsReadOnlyAndUntouched() {
    {
        ProgressStore store(json_);
        fill(&store);
        RecordDb db(db_);
        QVERIFY(db.open(RecordDb::Mode::ReadWrite));
        QVERIFY(db.write(store, {{RecordPart::Everything, {}, {}}}));
    }
    pragma(db_, QStringLiteral("PRAGMA user_version=99"));
    const QByteArray bytes = testfiles::read(db_);
    ProgressStore store{json_};
    const ProgressStore::LoadReport report = lessons::loadRecord(json_, false, &store);
    QVERIFY(report.readOnly);
    QVERIFY(store.isReadOnly());
    QVERIFY2(report.message.contains(QStringLiteral("newer version")), qPrintable(report.message));
    QVERIFY(store.find(QStringLiteral("a"))); // shown as far as it goes
    QCOMPARE(testfiles::read(db_), bytes);
}

void TestRecordDb::damagedDatabaseIsSetAsideByteIdentical() {
    QByteArray garbage(8192, '\0');
    for (int i = 0; i < garbage.size(); ++i)
        garbage[i] = char((i * 131 + 7) & 0xff);
    testfiles::write(db_, garbage);
    ProgressStore store{json_};
    const ProgressStore::LoadReport report = lessons::loadRecord(json_, false, &store);
    QVERIFY(!report.ok);
    QVERIFY(!report.readOnly);
    QVERIFY(!report.backupPath.isEmpty());
    QVERIFY2(report.message.contains(QDir::toNativeSeparators(report.backupPath)),
             qPrintable(report.message));
    QVERIFY2(report.message.contains(QStringLiteral("fresh record")), qPrintable(report.message));
    QCOMPARE(testfiles::read(report.backupPath), garbage);
    // The fresh database takes answers.
    store.lesson(QStringLiteral("a")).answers.insert(QStringLiteral("q1"), answer("1"));
    RecordDb db(db_);
    ATTN_VERIFY_OK(db.open(RecordDb::Mode::ReadWrite));
    QVERIFY(db.check());
    QVERIFY(db.write(store, {{RecordPart::Answer, QStringLiteral("a"), QStringLiteral("q1")}}));
}

// Issue 20 item 2: the first start imports progress.json, keeps it byte for byte, and a second
// start never imports it again (here: a progress.json changed since is not read).
void TestRecordDb::progressJsonIsImportedOnceAndKept() {
    {
        ProgressStore old(json_);
        fill(&old);
        QVERIFY(old.save());
    }
    const QByteArray original = testfiles::read(json_);
    ProgressStore expected(json_);
    QVERIFY(expected.load().ok);
    {
        ProgressStore store{json_};
        const ProgressStore::LoadReport report = lessons::loadRecord(json_, false, &store);
        QVERIFY2(report.ok, qPrintable(report.message));
        QCOMPARE(store.toJson(), expected.toJson());
    }
    QCOMPARE(testfiles::read(json_), original);
    QCOMPARE(readBack(db_).toJson(), expected.toJson());

    // progress.json changes after the import (an older version still running, say).
    {
        ProgressStore old(json_);
        QVERIFY(old.load().ok);
        old.lesson(QStringLiteral("late")).answers.insert(QStringLiteral("q"), answer("late"));
        QVERIFY(old.save());
    }
    const QByteArray changed = testfiles::read(json_);
    ProgressStore second{json_};
    const ProgressStore::LoadReport report = lessons::loadRecord(json_, false, &second);
    QVERIFY2(report.ok, qPrintable(report.message));
    QVERIFY(!second.find(QStringLiteral("late")));
    QCOMPARE(second.toJson(), expected.toJson());
    QCOMPARE(testfiles::read(json_), changed);
}

// Unknown fields and parts of the wrong type come through the database as they were and are
// reported at every start, as they were from progress.json.
void TestRecordDb::importKeepsUnknownAndUnreadableParts() {
    const QByteArray json = R"({"version": 1, "future": {"x": [1, 2]},
        "lastLesson": 5,
        "lessons": {
          "a": {"answers": {"q1": {"choices": [], "typed": "1", "correct": true, "attempts": 1,
                                   "at": "2025-11-24T16:00:00.000Z", "tag": "kept"},
                            "q2": {"typed": 5}},
                "controls": {"dk": [64]}, "mood": "curious"},
          "b": "not a lesson"}})";
    testfiles::write(json_, json);
    ProgressStore fromJson(json_);
    fromJson.setReadOnly(true);
    const ProgressStore::LoadReport jsonReport = fromJson.load();
    QVERIFY(!jsonReport.unreadableParts.isEmpty());

    ProgressStore store{json_};
    const ProgressStore::LoadReport first = lessons::loadRecord(json_, false, &store);
    QCOMPARE(first.unreadableParts, jsonReport.unreadableParts);
    ProgressStore again{json_};
    const ProgressStore::LoadReport second = lessons::loadRecord(json_, false, &again);
    QCOMPARE(second.unreadableParts, jsonReport.unreadableParts);
    QVERIFY(second.message.contains(QStringLiteral("/lessons/a/answers/q2")));
    QCOMPARE(again.toJson(), fromJson.toJson());
    const QByteArray out = again.toJson();
    for (const char* part : {"\"future\"", "\"tag\":\"kept\"", "\"mood\":\"curious\"",
                             "\"typed\":5", "[64]", "\"not a lesson\"", "\"lastLesson\":5"})
        QVERIFY2(out.contains(part), part);
    QCOMPARE(testfiles::read(json_), json);
}

void TestRecordDb::newerProgressJsonCreatesNoDatabase() {
    const QByteArray newer = R"({"version": 99, "lessons": {"a": {}}})";
    testfiles::write(json_, newer);
    ProgressStore store{json_};
    const ProgressStore::LoadReport report = lessons::loadRecord(json_, false, &store);
    QVERIFY(report.readOnly);
    QVERIFY(!QFileInfo::exists(db_));
    QCOMPARE(testfiles::read(json_), newer);
}

// Issue 20 item 4: history entries of every wrong type used to be dropped or changed without a
// word ("true" read as false, 5 as "", unknown fields lost) and secondsSpent 1e12 dropped. They
// are kept as they were through the import and every later write, and reported at every start.
void TestRecordDb::wrongTypedHistorySurvivesAndIsReported() {
    const QByteArray json = R"({"version": 1, "lessons": {"a": {
        "history": [
          {"question": "q1", "choices": ["b"], "typed": "", "correct": false,
           "at": "2025-11-24T16:00:00.000Z"},
          {"question": "q1", "choices": ["a"], "typed": "", "correct": "true",
           "at": "2025-11-24T16:01:00.000Z"},
          {"question": "q2", "choices": [], "typed": 5, "correct": true,
           "at": "2025-11-24T16:02:00.000Z"},
          {"question": "q3", "choices": [], "typed": "7", "correct": true,
           "at": "2025-11-24T16:03:00.000Z", "hint": {"used": 2}},
          "not an attempt",
          {"choices": [], "typed": "1", "correct": true, "at": "2025-11-24T16:04:00.000Z"},
          {"question": "q4", "typed": "1", "correct": true, "at": "yesterday"}
        ],
        "secondsSpent": 1e12}}})";
    testfiles::write(json_, json);
    const QStringList expected = {
        QStringLiteral("/lessons/a/history/1"), QStringLiteral("/lessons/a/history/2"),
        QStringLiteral("/lessons/a/history/4"), QStringLiteral("/lessons/a/history/5"),
        QStringLiteral("/lessons/a/history/6"), QStringLiteral("/lessons/a/secondsSpent")};
    ProgressStore store{json_};
    const ProgressStore::LoadReport imported = lessons::loadRecord(json_, false, &store);
    QStringList parts = imported.unreadableParts;
    parts.sort();
    QCOMPARE(parts, expected);
    const lessons::LessonProgress* a = store.find(QStringLiteral("a"));
    QVERIFY(a);
    QCOMPARE(a->history.size(), 2); // q1's first attempt and q3: what can be read
    QCOMPARE(a->secondsSpent, 0);

    // A new answer is written as its own rows; the kept entries stay as they were.
    lessons::addAttempt(&store.lesson(QStringLiteral("a")), QStringLiteral("q9"), answer("9"),
                        false);
    {
        RecordDb db(db_);
        QString error;
        QVERIFY(db.open(RecordDb::Mode::ReadWrite));
        ATTN_VERIFY_OK(
            db.write(store, {{RecordPart::Answer, QStringLiteral("a"), QStringLiteral("q9")},
                             {RecordPart::History, QStringLiteral("a"), {}}}));
    }
    ProgressStore again{json_};
    const ProgressStore::LoadReport second = lessons::loadRecord(json_, false, &again);
    parts = second.unreadableParts;
    parts.sort();
    QCOMPARE(parts, expected);
    QCOMPARE(again.find(QStringLiteral("a"))->history.size(), 3);
    const QByteArray out = again.toJson();
    for (const char* kept :
         {"\"correct\":\"true\"", "\"typed\":5", "\"hint\":{\"used\":2}", "\"not an attempt\"",
          "\"at\":\"yesterday\"", "\"secondsSpent\":1000000000000"})
        QVERIFY2(out.contains(kept), kept);
    // And the export reads back to the same record: nothing more lost on a second round.
    ProgressStore exported{QString()};
    ATTN_VERIFY_OK(exported.fromJson(out));
    QCOMPARE(exported.toJson(), out);
    QCOMPARE(testfiles::read(json_), json);
}

// Memory (issue 20): a started record holds only its last lesson until another is asked for;
// an export reads
// every lesson and lets it go again; what is paged in is the lesson as written, and changes to it
// are written as before.
void TestRecordDb::lessonsArePagedInWhenAskedFor() {
    ProgressStore written(json_);
    fill(&written);
    {
        RecordDb db(db_);
        QVERIFY(db.open(RecordDb::Mode::ReadWrite));
        ATTN_VERIFY_OK(db.write(written, {{RecordPart::Everything, {}, {}}}));
    }
    ProgressStore store(json_);
    const ProgressStore::LoadReport report = lessons::loadRecord(json_, false, &store);
    QVERIFY2(report.ok, qPrintable(report.message));
    // Only the lesson the window reopens ("b", the last one) is read at the start.
    QCOMPARE(store.residentLessons(), 1);
    QCOMPARE(store.pagedLessons(), 1);
    QCOMPARE(store.lessonIds(), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(store.learnerId(), written.learnerId());
    QCOMPARE(store.toJson(), written.toJson());
    QCOMPARE(store.residentLessons(), 1); // the export let "a" go
    const lessons::LessonProgress* a = store.find(QStringLiteral("a"));
    QVERIFY(a);
    QCOMPARE(store.residentLessons(), 2);
    QCOMPARE(a->history.size(), 2);
    QCOMPARE(a->scrollY, 420);
    QCOMPARE(a->readingBlock, 9);
    QCOMPARE(a->readingShare, 0.125);
    // Paging in another lesson does not move the first one.
    QVERIFY(store.find(QStringLiteral("b")));
    QCOMPARE(a->lastSection, QStringLiteral("Step 2"));
    QVERIFY(!store.find(QStringLiteral("none")));
    QVERIFY(store.pageFailures().isEmpty());
    // A change goes into a copy of the paged-in lesson and is written as one transaction.
    lessons::addAttempt(&store.lesson(QStringLiteral("a")), QStringLiteral("q3"), answer("7"),
                        false);
    QCOMPARE(store.find(QStringLiteral("a"))->history.size(), 3);
    RecordDb db(db_);
    QVERIFY(db.open(RecordDb::Mode::ReadWrite));
    ATTN_VERIFY_OK(db.write(store, {{RecordPart::Answer, QStringLiteral("a"), QStringLiteral("q3")},
                                    {RecordPart::History, QStringLiteral("a"), {}}}));
    db.close();
    const ProgressStore back = readBack(db_);
    QCOMPARE(back.toJson(), store.toJson());
    QCOMPARE(back.find(QStringLiteral("a"))->history.size(), 3);
    // Removed: gone from the ids and never paged in again.
    store.removeLesson(QStringLiteral("b"));
    QCOMPARE(store.lessonIds(), QStringList{QStringLiteral("a")});
    QVERIFY(!store.find(QStringLiteral("b")));
}

// A lesson that cannot be paged in (its database gone for a moment) is not there for the window,
// and no write puts an empty lesson over its rows: its history and answers stay.
void TestRecordDb::lessonThatCannotBeReadIsNotWrittenOver() {
    ProgressStore written(json_);
    fill(&written);
    {
        RecordDb db(db_);
        QVERIFY(db.open(RecordDb::Mode::ReadWrite));
        ATTN_VERIFY_OK(db.write(written, {{RecordPart::Everything, {}, {}}}));
    }
    ProgressStore store(json_);
    QVERIFY(lessons::loadRecord(json_, false, &store).ok);
    const QString away = db_ + QStringLiteral(".away");
    QVERIFY(QFile::rename(db_, away));
    QVERIFY(!store.find(QStringLiteral("a")));
    QVERIFY(store.pageFailed(QStringLiteral("a")));
    QVERIFY(store.pageFailure(QStringLiteral("a")).startsWith(QStringLiteral("a: ")));
    QVERIFY(QFile::rename(away, db_));
    lessons::addAttempt(&store.lesson(QStringLiteral("a")), QStringLiteral("q3"), answer("7"),
                        false);
    RecordDb db(db_);
    QVERIFY(db.open(RecordDb::Mode::ReadWrite));
    const lessons::Status refused =
        db.write(store, {{RecordPart::Answer, QStringLiteral("a"), QStringLiteral("q3")},
                         {RecordPart::History, QStringLiteral("a"), {}},
                         {RecordPart::Lesson, QStringLiteral("a"), {}}});
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("could not be read back")),
             qPrintable(refused.error().message));
    QVERIFY(!db.write(store, {{RecordPart::Everything, {}, {}}}));
    // Another lesson is written as usual.
    store.lesson(QStringLiteral("b")).scrollY = 99;
    ATTN_VERIFY_OK(db.write(store, {{RecordPart::Lesson, QStringLiteral("b"), {}}}));
    db.close();
    const ProgressStore back = readBack(db_);
    const lessons::LessonProgress* a = back.find(QStringLiteral("a"));
    QVERIFY(a);
    QCOMPARE(a->history.size(), 2);
    QCOMPARE(a->answers.size(), 1); // q2 was answered in a review
    QCOMPARE(a->scrollY, 420);
    QCOMPARE(back.find(QStringLiteral("b"))->scrollY, 99);
}

void TestRecordDb::openThatFailsSaysWhyAndLetsTheConnectionGo() {
    // Qt warned "connection ... is still in use" when the failed open removed its connection
    // while a handle on it was alive.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("still in use")));
    RecordDb db(dir_->filePath(QStringLiteral("no-such-folder/record.sqlite")));
    const lessons::Status opened = db.open(RecordDb::Mode::ReadOnly);
    QVERIFY(!opened);
    QVERIFY(!opened.error().message.isEmpty());
    QVERIFY(!db.isOpen());
    QVERIFY(!db.open(RecordDb::Mode::ReadOnly)); // a second try reuses the name cleanly
    QVERIFY(!db.isOpen());
}

QTEST_GUILESS_MAIN(TestRecordDb)
#include "tst_recorddb.moc"
