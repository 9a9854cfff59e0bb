// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The learner's record: round trip; corrupt files kept as backups; parts of the wrong type kept
// as they were; newer-version files never moved; temporary files of killed saves removed (and
// no other file); a cancelled save changes nothing; a save on a full disk keeps the last save.
#include "../writefailure.h"
#include "lessons/progress.h"
#include "tests/common/resultcheck.h"
#include "tests/common/testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>

using namespace lessons;

namespace {

using testfiles::write;

QByteArray read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList backups(const QDir& dir) {
    return dir.entryList({QStringLiteral("progress.json.bad-*")}, QDir::Files);
}

} // namespace

class TestProgress : public QObject {
    Q_OBJECT
private slots:
    void missingFileIsFresh();
    void roundTrip();
    void createsFolder();
    void unreadable_data();
    void unreadable();
    void unknownFieldsKept();
    void twoBackupsInOneSecond();
    void wrongInnerTypeKeptAndReported_data();
    void wrongInnerTypeKeptAndReported();
    void unreadablePartMovesAsideWhenWrittenOver();
    void clearedAnswerStaysCleared();
    void newerVersionIsNeverMoved();
    void readOnlyStoreLeavesACorruptFileInPlace();
    void temporaryFilesOfKilledSavesRemoved();
    void fifoIsNotOpened();
    void cancelledSaveLeavesTheFileAsItWas();
    void fullDiskKeepsTheLastSave_data();
    void fullDiskKeepsTheLastSave();
};

void TestProgress::missingFileIsFresh() {
    QTemporaryDir dir;
    ProgressStore store(dir.filePath(QStringLiteral("progress.json")));
    const ProgressStore::LoadReport report = store.load();
    QVERIFY(report.ok);
    QVERIFY(report.message.isEmpty());
    QVERIFY(store.lessonIds().isEmpty());
    QVERIFY(!store.find(QStringLiteral("x")));
}

void TestProgress::roundTrip() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    const QDateTime at =
        QDateTime::fromString(QStringLiteral("2026-11-29T07:00:00.123Z"), Qt::ISODateWithMs);
    {
        ProgressStore store(path);
        QVERIFY(store.load().ok);
        LessonProgress& p = store.lesson(QStringLiteral("gain-knob"));
        p.answers.insert(QStringLiteral("q1"),
                         {{QStringLiteral("a"), QStringLiteral("c")}, QString(), true, 2, at, {}});
        p.answers.insert(QStringLiteral("q3"),
                         {{},
                          QStringLiteral("4.0"),
                          false,
                          1,
                          at,
                          {{QStringLiteral("dmodel"), 512.0}, {QStringLiteral("heads"), 8.0}}});
        p.walkthroughSteps.insert(QStringLiteral("walkthrough-1"), 2);
        p.predictions.insert(QStringLiteral("lab1"),
                             {QStringLiteral("sharper"), QStringLiteral("flatter"), false, at, {}});
        p.explains.insert(QStringLiteral("ex"),
                          {QStringLiteral("Because ünïcode ∑"), {0, 2}, true});
        p.scrollY = 1234;
        p.readingBlock = 17;
        p.readingShare = 0.375;
        p.lastSection = QStringLiteral("The bench");
        p.controls.insert(QStringLiteral("dk"), 0.1 + 0.2); // not exact in decimal: 17 digits
        p.controls.insert(QStringLiteral("scaled"), true);
        p.controls.insert(QStringLiteral("rule"), QStringLiteral("sqrt"));
        LabRecord lab;
        lab.runs = {{{0, 4, 2}, {1, 64}}, {{0, 8.5, 4}, {1}}};
        lab.predicted = QStringLiteral("sharper");
        lab.committed = true;
        lab.held = true;
        lab.heldScores = {0, 9, 4};
        lab.logitsText = QStringLiteral("0, 9, 4");
        lab.dimsText = QStringLiteral("1");
        p.labs.insert(QStringLiteral("lab1"), lab);
        LabRecord scored;
        scored.runs = {{{2, 1, 0}, {1}}, {{2, 1, -1000}, {1}}};
        scored.predicted = QStringLiteral("66.5");
        scored.scored = true;
        scored.scoredRun = 2; // so the verdict and its hint come back after a restart
        p.labs.insert(QStringLiteral("lab2"), scored);
        store.setLastLessonId(QStringLiteral("gain-knob"));
        ATTN_VERIFY_OK(store.save());
    }
    const QJsonObject root = QJsonDocument::fromJson(read(path)).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), kProgressVersion);
    ProgressStore again(path);
    QVERIFY(again.load().ok);
    QCOMPARE(again.lastLessonId(), QStringLiteral("gain-knob"));
    const LessonProgress* p = again.find(QStringLiteral("gain-knob"));
    QVERIFY(p);
    QCOMPARE(p->answers.value(QStringLiteral("q1")).choices,
             QStringList({QStringLiteral("a"), QStringLiteral("c")}));
    QVERIFY(p->answers.value(QStringLiteral("q1")).correct);
    QCOMPARE(p->answers.value(QStringLiteral("q1")).attempts, 2);
    QCOMPARE(p->answers.value(QStringLiteral("q1")).at, at);
    QCOMPARE(p->answers.value(QStringLiteral("q3")).typed, QStringLiteral("4.0"));
    QCOMPARE(p->predictions.value(QStringLiteral("lab1")).observed, QStringLiteral("flatter"));
    QCOMPARE(p->explains.value(QStringLiteral("ex")).text, QStringLiteral("Because ünïcode ∑"));
    QCOMPARE(p->explains.value(QStringLiteral("ex")).ticked, QList<int>({0, 2}));
    QVERIFY(p->explains.value(QStringLiteral("ex")).modelShown);
    QCOMPARE(p->scrollY, 1234);
    QCOMPARE(p->readingBlock, 17);
    QCOMPARE(p->readingShare, 0.375);
    QCOMPARE(p->lastSection, QStringLiteral("The bench"));
    QCOMPARE(p->answers.value(QStringLiteral("q3")).checkedAt.value(QStringLiteral("heads")), 8.0);
    QCOMPARE(p->answers.value(QStringLiteral("q3")).checkedAt.size(), 2);
    QVERIFY(p->answers.value(QStringLiteral("q1")).checkedAt.isEmpty());
    QCOMPARE(p->walkthroughSteps.value(QStringLiteral("walkthrough-1")), 2);
    QCOMPARE(p->controls.value(QStringLiteral("dk")), QVariant(0.1 + 0.2));
    QCOMPARE(p->controls.value(QStringLiteral("scaled")), QVariant(true));
    QCOMPARE(p->controls.value(QStringLiteral("rule")), QVariant(QStringLiteral("sqrt")));
    const LabRecord lab = p->labs.value(QStringLiteral("lab1"));
    QCOMPARE(lab.runs.size(), 2);
    QCOMPARE(lab.runs.at(0).scores, QList<double>({0, 4, 2}));
    QCOMPARE(lab.runs.at(0).dims, QList<int>({1, 64}));
    QCOMPARE(lab.runs.at(1).scores, QList<double>({0, 8.5, 4}));
    QCOMPARE(lab.predicted, QStringLiteral("sharper"));
    QVERIFY(lab.committed);
    QVERIFY(!lab.scored);
    QVERIFY(lab.held);
    QCOMPARE(lab.heldScores, QList<double>({0, 9, 4}));
    QCOMPARE(lab.logitsText, QStringLiteral("0, 9, 4"));
    QCOMPARE(lab.dimsText, QStringLiteral("1"));
    QCOMPARE(lab.scoredRun, 0); // not written when nothing is scored
    QCOMPARE(p->labs.value(QStringLiteral("lab2")).scoredRun, 2);
    QVERIFY(p->labs.value(QStringLiteral("lab2")).scored);
    QCOMPARE(again.toJson(), read(path)); // stable: load then save changes nothing
}

void TestProgress::createsFolder() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a/b/progress.json"));
    ProgressStore store(path);
    QVERIFY(store.load().ok);
    store.setLastLessonId(QStringLiteral("x"));
    QVERIFY(store.save());
    QVERIFY(QFile::exists(path));
}

void TestProgress::unreadable_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("garbage") << QByteArray("{not json") << "not valid JSON";
    QTest::addRow("empty") << QByteArray("") << "not valid JSON";
    QTest::addRow("array") << QByteArray("[1, 2]") << "does not hold a progress record";
    QTest::addRow("no version") << QByteArray("{\"lessons\": {}}") << "no valid \"version\"";
    QTest::addRow("version text") << QByteArray("{\"version\": \"1\"}") << "no valid \"version\"";
    QTest::addRow("version fraction") << QByteArray("{\"version\": 1.5}") << "no valid \"version\"";
    QTest::addRow("binary") << QByteArray("\x00\xff\xfe", 3) << "not valid JSON";
}

void TestProgress::unreadable() {
    QFETCH(QByteArray, content);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    write(path, content);
    ProgressStore store(path);
    const ProgressStore::LoadReport report = store.load();
    QVERIFY(!report.ok);
    QVERIFY2(report.message.contains(fragment), qPrintable(report.message));
    QVERIFY(report.message.contains(report.backupPath.section(QLatin1Char('/'), -1)));
    QVERIFY(!QFile::exists(path)); // moved aside, not deleted
    QCOMPARE(backups(QDir(dir.path())).size(), 1);
    QVERIFY(
        report.backupPath.contains(QRegularExpression(QStringLiteral("\\.bad-\\d{8}-\\d{6}$"))));
    QCOMPARE(read(report.backupPath), content); // kept byte for byte
    QVERIFY(store.lessonIds().isEmpty());
    QVERIFY(store.save()); // a fresh record beside the backup
    QVERIFY(QFile::exists(path));
    QCOMPARE(read(report.backupPath), content);
}

void TestProgress::unknownFieldsKept() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    write(path, "{\"version\": 1, \"futureTopLevel\": [1,2], \"lessons\": {\"l\": {\"answers\": "
                "{\"q\": {\"choices\": [\"a\"], \"correct\": true, \"attempts\": 1, \"hint\": "
                "\"kept\"}}, \"labs\": {\"lab\": {\"runs\": [], \"future\": 7}}, \"notes\": "
                "\"mine\"}}}");
    ProgressStore store(path);
    QVERIFY(store.load().ok);
    store.lesson(QStringLiteral("l")).scrollY = 5;
    store.lesson(QStringLiteral("m")).lastSection = QStringLiteral("new");
    QVERIFY(store.save());
    const QJsonObject root = QJsonDocument::fromJson(read(path)).object();
    QCOMPARE(root.value(QStringLiteral("futureTopLevel")).toArray().size(), 2);
    const QJsonObject l =
        root.value(QStringLiteral("lessons")).toObject().value(QStringLiteral("l")).toObject();
    QCOMPARE(l.value(QStringLiteral("notes")).toString(), QStringLiteral("mine"));
    QCOMPARE(l.value(QStringLiteral("scrollY")).toInt(), 5);
    const QJsonObject q =
        l.value(QStringLiteral("answers")).toObject().value(QStringLiteral("q")).toObject();
    QCOMPARE(q.value(QStringLiteral("hint")).toString(), QStringLiteral("kept"));
    QVERIFY(q.value(QStringLiteral("correct")).toBool());
    QVERIFY(root.value(QStringLiteral("lessons")).toObject().contains(QStringLiteral("m")));
    const QJsonObject lab =
        l.value(QStringLiteral("labs")).toObject().value(QStringLiteral("lab")).toObject();
    QCOMPARE(lab.value(QStringLiteral("future")).toInt(), 7);
}

void TestProgress::twoBackupsInOneSecond() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    write(path, "bad one");
    ProgressStore first(path);
    QVERIFY(!first.load().ok);
    write(path, "bad two");
    ProgressStore second(path);
    const ProgressStore::LoadReport report = second.load();
    QVERIFY(!report.ok);
    // Whatever the clock did, both bad files survive under distinct names.
    QCOMPARE(backups(QDir(dir.path())).size(), 2);
    QCOMPARE(read(report.backupPath), QByteArray("bad two"));
}

namespace {

// The value at a JSON Pointer of a document (undefined when absent).
QJsonValue at(const QJsonValue& root, const QString& path) {
    QJsonValue v = root;
    for (QString part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        part.replace(QLatin1String("~1"), QLatin1String("/"));
        part.replace(QLatin1String("~0"), QLatin1String("~"));
        if (!v.isObject())
            return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(part);
    }
    return v;
}

QJsonValue parsed(const QByteArray& json) {
    return QJsonValue(QJsonDocument::fromJson(json).object());
}

} // namespace

void TestProgress::wrongInnerTypeKeptAndReported_data() {
    QTest::addColumn<QByteArray>("lesson"); // the record of lesson "l", holding one bad part
    QTest::addColumn<QString>("badPath");
    QTest::addColumn<QString>("fragment"); // of the message
    const QByteArray good = "\"good\": {\"choices\": [\"a\"], \"correct\": true, \"attempts\": 1}";
    QTest::addRow("answer is text")
        << QByteArray("{\"answers\": {" + good + ", \"q\": \"a\"}}") << "/lessons/l/answers/q"
        << "a text where an answer record belongs";
    QTest::addRow("answer is list")
        << QByteArray("{\"answers\": {" + good + ", \"q\": [1]}}") << "/lessons/l/answers/q"
        << "a list";
    QTest::addRow("answers is list")
        << QByteArray("{\"answers\": [{\"q\": 1}]}") << "/lessons/l/answers"
        << "a list";
    QTest::addRow("choices is text")
        << QByteArray("{\"answers\": {" + good + ", \"q\": {\"choices\": \"a\"}}}")
        << "/lessons/l/answers/q"
        << "field \"choices\"";
    QTest::addRow("choice is number")
        << QByteArray("{\"answers\": {" + good + ", \"q\": {\"choices\": [1]}}}")
        << "/lessons/l/answers/q"
        << "field \"choices\"";
    QTest::addRow("correct is text")
        << QByteArray("{\"answers\": {" + good + ", \"q\": {\"correct\": \"yes\"}}}")
        << "/lessons/l/answers/q"
        << "field \"correct\"";
    QTest::addRow("attempts negative")
        << QByteArray("{\"answers\": {" + good + ", \"q\": {\"attempts\": -2}}}")
        << "/lessons/l/answers/q"
        << "field \"attempts\"";
    QTest::addRow("attempts fraction")
        << QByteArray("{\"answers\": {" + good + ", \"q\": {\"attempts\": 1.5}}}")
        << "/lessons/l/answers/q"
        << "field \"attempts\"";
    QTest::addRow("typed is number")
        << QByteArray("{\"answers\": {" + good + ", \"q\": {\"typed\": 4}}}")
        << "/lessons/l/answers/q"
        << "field \"typed\"";
    QTest::addRow("at is no time")
        << QByteArray("{\"answers\": {" + good + ", \"q\": {\"at\": \"yesterday\"}}}")
        << "/lessons/l/answers/q"
        << "no time stamp";
    QTest::addRow("checkedAt holds text")
        << QByteArray("{\"answers\": {" + good + ", \"q\": {\"checkedAt\": {\"dk\": \"4\"}}}}")
        << "/lessons/l/answers/q"
        << "field \"checkedAt\"";
    QTest::addRow("answer is null")
        << QByteArray("{\"answers\": {" + good + ", \"q\": null}}") << "/lessons/l/answers/q"
        << "null";
    QTest::addRow("explain text is number")
        << QByteArray("{\"answers\": {" + good + "}, \"explains\": {\"e\": {\"text\": 12345}}}")
        << "/lessons/l/explains/e"
        << "field \"text\"";
    QTest::addRow("explain ticked is text")
        << QByteArray("{\"answers\": {" + good +
                      "}, \"explains\": {\"e\": {\"text\": \"t\", \"ticked\": \"0\"}}}")
        << "/lessons/l/explains/e"
        << "field \"ticked\"";
    QTest::addRow("explains is number")
        << QByteArray("{\"answers\": {" + good + "}, \"explains\": 7}") << "/lessons/l/explains"
        << "a number";
    QTest::addRow("prediction is true")
        << QByteArray("{\"answers\": {" + good + "}, \"predictions\": {\"lab\": true}}")
        << "/lessons/l/predictions/lab"
        << "a prediction record";
    QTest::addRow("prediction observed is list")
        << QByteArray("{\"answers\": {" + good +
                      "}, \"predictions\": {\"lab\": {\"observed\": [\"x\"]}}}")
        << "/lessons/l/predictions/lab"
        << "field \"observed\"";
    QTest::addRow("step is text") << QByteArray("{\"answers\": {" + good +
                                                "}, \"walkthroughSteps\": {\"w\": \"2\"}}")
                                  << "/lessons/l/walkthroughSteps/w"
                                  << "step number";
    QTest::addRow("step negative")
        << QByteArray("{\"answers\": {" + good + "}, \"walkthroughSteps\": {\"w\": -1}}")
        << "/lessons/l/walkthroughSteps/w"
        << "step number";
    QTest::addRow("scrollY is text")
        << QByteArray("{\"answers\": {" + good + "}, \"scrollY\": \"top\"}") << "/lessons/l/scrollY"
        << "whole number";
    QTest::addRow("readingBlock is text")
        << QByteArray("{\"answers\": {" + good + "}, \"readingBlock\": \"12\"}")
        << "/lessons/l/readingBlock"
        << "whole number";
    QTest::addRow("readingShare past 1")
        << QByteArray("{\"answers\": {" + good + "}, \"readingBlock\": 3, \"readingShare\": 2}")
        << "/lessons/l/readingShare"
        << "from 0 to 1";
    QTest::addRow("control is list")
        << QByteArray("{\"answers\": {" + good + "}, \"controls\": {\"dk\": [64]}}")
        << "/lessons/l/controls/dk"
        << "option id";
    QTest::addRow("control is null")
        << QByteArray("{\"answers\": {" + good + "}, \"controls\": {\"dk\": null}}")
        << "/lessons/l/controls/dk"
        << "null";
    QTest::addRow("controls is list")
        << QByteArray("{\"answers\": {" + good + "}, \"controls\": [1]}") << "/lessons/l/controls"
        << "a list";
    QTest::addRow("lab is number")
        << QByteArray("{\"answers\": {" + good + "}, \"labs\": {\"lab\": 3}}")
        << "/lessons/l/labs/lab"
        << "a lab record";
    QTest::addRow("lab runs is text")
        << QByteArray("{\"answers\": {" + good + "}, \"labs\": {\"lab\": {\"runs\": \"x\"}}}")
        << "/lessons/l/labs/lab"
        << "field \"runs\"";
    QTest::addRow("lab run scores hold text")
        << QByteArray("{\"answers\": {" + good +
                      "}, \"labs\": {\"lab\": {\"runs\": [{\"scores\": [\"1\"]}]}}}")
        << "/lessons/l/labs/lab"
        << "field \"scores\"";
    QTest::addRow("lab run dims negative")
        << QByteArray("{\"answers\": {" + good +
                      "}, \"labs\": {\"lab\": {\"runs\": [{\"scores\": [1], \"dims\": [-4]}]}}}")
        << "/lessons/l/labs/lab"
        << "field \"dims\"";
    QTest::addRow("lab run has unknown field")
        << QByteArray("{\"answers\": {" + good +
                      "}, \"labs\": {\"lab\": {\"runs\": [{\"scores\": [1], \"x\": 1}]}}}")
        << "/lessons/l/labs/lab"
        << "fields other than";
    QTest::addRow("lab committed is text")
        << QByteArray("{\"answers\": {" + good +
                      "}, \"labs\": {\"lab\": {\"committed\": \"yes\"}}}")
        << "/lessons/l/labs/lab"
        << "field \"committed\"";
    QTest::addRow("lastSection is number")
        << QByteArray("{\"answers\": {" + good + "}, \"lastSection\": 3}")
        << "/lessons/l/lastSection"
        << "a number";
}

// Wrong inner types used to load without a word (a text answer even counted as answered) and the
// next save replaced them with an empty record.
void TestProgress::wrongInnerTypeKeptAndReported() {
    QFETCH(QByteArray, lesson);
    QFETCH(QString, badPath);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    const QByteArray content = "{\"version\": 1, \"lastLesson\": \"l\", \"extra\": {\"big\": "
                               "[1, 2, 3]}, \"lessons\": {\"l\": " +
                               lesson + ", \"other\": \"not a lesson\"}}";
    write(path, content);
    const QJsonValue original = parsed(content);
    ProgressStore store(path);
    const ProgressStore::LoadReport report = store.load();
    QVERIFY(!report.ok);
    QVERIFY(!report.readOnly);
    QVERIFY(report.backupPath.isEmpty());
    QVERIFY2(report.unreadableParts.contains(badPath), qPrintable(report.message));
    QVERIFY(report.unreadableParts.contains(QStringLiteral("/lessons/other")));
    QVERIFY2(report.message.contains(badPath), qPrintable(report.message));
    QVERIFY2(report.message.contains(fragment), qPrintable(report.message));
    QVERIFY2(report.message.contains(QStringLiteral("kept in the file exactly as they were")),
             qPrintable(report.message));
    const LessonProgress* p = store.find(QStringLiteral("l"));
    QVERIFY(p);
    QVERIFY(!p->answers.contains(QStringLiteral("q"))); // not counted as answered
    if (lesson.contains("\"good\""))
        QVERIFY(p->answers.value(QStringLiteral("good")).correct);
    QCOMPARE(store.lastLessonId(), QStringLiteral("l"));
    QCOMPARE(backups(QDir(dir.path())).size(), 0);

    // A save of something else keeps every part where it was, unchanged.
    store.lesson(QStringLiteral("m")).lastSection = QStringLiteral("new");
    QVERIFY(store.save());
    const QJsonValue saved = parsed(read(path));
    QCOMPARE(at(saved, badPath), at(original, badPath));
    QCOMPARE(at(saved, QStringLiteral("/lessons/other")),
             QJsonValue(QStringLiteral("not a lesson")));
    QCOMPARE(at(saved, QStringLiteral("/extra")), at(original, QStringLiteral("/extra")));
    if (lesson.contains("\"good\""))
        QCOMPARE(at(saved, QStringLiteral("/lessons/l/answers/good/correct")), QJsonValue(true));
    QCOMPARE(at(saved, QStringLiteral("/lessons/m/lastSection")),
             QJsonValue(QStringLiteral("new")));

    // ... and reports it again on the next start.
    ProgressStore again(path);
    QVERIFY(again.load().unreadableParts.contains(badPath));
}

void TestProgress::unreadablePartMovesAsideWhenWrittenOver() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    write(path, "{\"version\": 1, \"lessons\": {\"l\": {\"answers\": {\"q\": \"old\"}, "
                "\"explains\": [\"mine\"]}}}");
    ProgressStore store(path);
    QCOMPARE(store.load().unreadableParts.size(), 2);
    LessonProgress& p = store.lesson(QStringLiteral("l"));
    p.answers.insert(QStringLiteral("q"), {{QStringLiteral("b")}, QString(), true, 1, {}, {}});
    p.explains.insert(QStringLiteral("e"), {QStringLiteral("because"), {}, false});
    QVERIFY(store.save());
    const QJsonObject root = QJsonDocument::fromJson(read(path)).object();
    const QJsonArray aside = root.value(QStringLiteral("keptUnreadable")).toArray();
    QCOMPARE(aside.size(), 2);
    QJsonObject byPath;
    for (const QJsonValue& item : aside)
        byPath.insert(item[QStringLiteral("path")].toString(), item[QStringLiteral("value")]);
    QCOMPARE(byPath.value(QStringLiteral("/lessons/l/answers/q")),
             QJsonValue(QStringLiteral("old")));
    QCOMPARE(byPath.value(QStringLiteral("/lessons/l/explains")),
             QJsonValue(QJsonArray{QStringLiteral("mine")}));
    ProgressStore again(path);
    const ProgressStore::LoadReport report = again.load();
    QVERIFY2(report.ok, qPrintable(report.message)); // the learner's new values read fine
    QVERIFY(again.find(QStringLiteral("l"))->answers.value(QStringLiteral("q")).correct);
    QVERIFY(again.save());
    QCOMPARE(QJsonDocument::fromJson(read(path)).object().value(QStringLiteral("keptUnreadable")),
             QJsonValue(aside)); // the list is kept too, not repeated
}

// A cleared answer used to come back: the save merged the record into the file as loaded.
void TestProgress::clearedAnswerStaysCleared() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    write(path, "{\"version\": 1, \"lessons\": {\"l\": {\"answers\": {\"q\": {\"correct\": "
                "true, \"hint\": \"kept\"}, \"r\": {}}}}}");
    ProgressStore store(path);
    QVERIFY(store.load().ok);
    QCOMPARE(store.lesson(QStringLiteral("l")).answers.remove(QStringLiteral("q")), 1);
    QVERIFY(store.save());
    ProgressStore again(path);
    QVERIFY(again.load().ok);
    QVERIFY(!again.find(QStringLiteral("l"))->answers.contains(QStringLiteral("q")));
    QVERIFY(again.find(QStringLiteral("l"))->answers.contains(QStringLiteral("r")));
}

void TestProgress::newerVersionIsNeverMoved() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    const QByteArray content =
        "{\"version\": 7, \"lastLesson\": \"l\", \"lessons\": {\"l\": {\"answers\": "
        "{\"q\": {\"choices\": [\"a\"], \"correct\": true, \"attempts\": 1, \"future\": 1}}}}}";
    write(path, content);
    ProgressStore store(path);
    const ProgressStore::LoadReport report = store.load();
    QVERIFY(!report.ok);
    QVERIFY(report.readOnly);
    QVERIFY(store.isReadOnly());
    QVERIFY(report.backupPath.isEmpty());
    QVERIFY2(report.message.contains(QStringLiteral("newer version")), qPrintable(report.message));
    QVERIFY2(report.message.contains(QStringLiteral("nothing you do now is saved")),
             qPrintable(report.message));
    QVERIFY(store.find(QStringLiteral("l"))->answers.value(QStringLiteral("q")).correct); // shown
    store.lesson(QStringLiteral("l")).scrollY = 10;
    const Status saved = store.save();
    QVERIFY(!saved);
    QVERIFY2(saved.error().message.contains(QStringLiteral("read-only")),
             qPrintable(saved.error().message));
    QCOMPARE(read(path), content); // untouched, in place
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

// --screenshot runs read-only: even a corrupt file stays where it is.
void TestProgress::readOnlyStoreLeavesACorruptFileInPlace() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    write(path, "{ not json");
    ProgressStore store(path);
    store.setReadOnly(true);
    const ProgressStore::LoadReport report = store.load();
    QVERIFY(!report.ok);
    QVERIFY(report.readOnly);
    QVERIFY2(report.message.contains(QStringLiteral("left as it is")), qPrintable(report.message));
    QCOMPARE(read(path), QByteArray("{ not json"));
    QCOMPARE(backups(QDir(dir.path())).size(), 0);
    QVERIFY(!store.save());
    QCOMPARE(read(path), QByteArray("{ not json"));
}

void TestProgress::temporaryFilesOfKilledSavesRemoved() {
    QTemporaryDir dir;
    const QDir folder(dir.path());
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    write(path, "{\"version\": 1}");
    const QString stale = path + QStringLiteral(".attn-save-aB3xY9");
    const QString fresh = path + QStringLiteral(".attn-save-Qz81kP"); // may be a running save
    // The learner's own files, however much their names look like a temporary file's: QSaveFile
    // names its temporary files FILE.XXXXXX, which .backup and .before match.
    const QStringList learners{path + QStringLiteral(".notes"), path + QStringLiteral(".backup"),
                               path + QStringLiteral(".before"), path + QStringLiteral(".mycopy"),
                               path + QStringLiteral(".aB3xY9")};
    for (const QString& file : QStringList{stale, fresh} + learners)
        write(file, QByteArray(1000, 'x'));
    for (const QString& file : QStringList{stale} + learners) {
        QFile old(file);
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-600),
                                QFileDevice::FileModificationTime));
    }
    {
        ProgressStore readOnly(path);
        readOnly.setReadOnly(true);
        readOnly.load();
        QVERIFY(QFile::exists(stale)); // a read-only session leaves the folder alone
    }
    ProgressStore store(path);
    QVERIFY(store.load().ok);
    QVERIFY(!QFile::exists(stale));
    QVERIFY(QFile::exists(fresh));
    for (const QString& file : learners)
        QVERIFY2(read(file) == QByteArray(1000, 'x'), qPrintable(file));
    QVERIFY(QFile::exists(path));
}

// A FIFO in the record's place would block the start forever if it were opened.
void TestProgress::fifoIsNotOpened() {
#ifdef Q_OS_UNIX
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    QVERIFY(QProcess::execute(QStringLiteral("mkfifo"), {path}) == 0);
    ProgressStore store(path);
    store.setReadOnly(true);
    const ProgressStore::LoadReport report = store.load(); // returns instead of blocking
    QVERIFY(!report.ok);
    QVERIFY2(report.message.contains(QStringLiteral("not a regular file")),
             qPrintable(report.message));
#else
    QSKIP("FIFOs are a Unix feature");
#endif
}

// ProgressKeeper cancels a save that a newer write makes obsolete (closing the window with a
// large record): the file must keep its last complete save, and no temporary file is left.
void TestProgress::cancelledSaveLeavesTheFileAsItWas() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    ProgressStore store(path);
    store.lesson(QStringLiteral("l")).answers.insert(QStringLiteral("q1"), {});
    QVERIFY(store.save());
    const QByteArray before = read(path);
    store.lesson(QStringLiteral("l")).answers.insert(QStringLiteral("q2"), {});
    const std::atomic<bool> cancel{true};
    bool cancelled = false;
    const Status saved = store.save(&cancel, &cancelled);
    QVERIFY(!saved);
    QVERIFY(cancelled);
    // nothing to report: the canceller writes the record itself
    QVERIFY(saved.error().message.isEmpty());
    QCOMPARE(read(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("progress.json")});
    const std::atomic<bool> goOn{false};
    QVERIFY(store.save(&goOn, &cancelled));
    QVERIFY(!cancelled);
    ProgressStore again(path);
    QVERIFY(again.load().ok);
    QVERIFY(again.find(QStringLiteral("l"))->answers.contains(QStringLiteral("q2")));
}

void TestProgress::fullDiskKeepsTheLastSave_data() {
    QTest::addColumn<bool>("tmpfs");
    QTest::addRow("injected write failure") << false;
    QTest::addRow("full 64 KiB tmpfs") << true;
}

// A record under 16 KiB (a new student's) on a full disk: Qt 6.4's QSaveFile buffered the
// write, missed its failure at commit() and renamed the empty file over the record.
void TestProgress::fullDiskKeepsTheLastSave() {
    QFETCH(bool, tmpfs);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(folder));
    std::unique_ptr<TinyTmpfs> disk;
    if (tmpfs) {
        disk = std::make_unique<TinyTmpfs>(folder);
        if (!disk->mounted())
            QSKIP("mounting a tmpfs needs root");
    }
    const QString path = QDir(folder).filePath(QStringLiteral("progress.json"));
    ProgressStore store(path);
    AnswerRecord answer;
    answer.typed = QStringLiteral("42");
    answer.at = QDateTime::fromMSecsSinceEpoch(1764000000000, Qt::UTC);
    store.lesson(QStringLiteral("l")).answers.insert(QStringLiteral("q1"), answer);
    QVERIFY(store.save());
    const QByteArray before = read(path);
    QVERIFY(!before.isEmpty());

    store.lesson(QStringLiteral("l")).answers.insert(QStringLiteral("q2"), answer);
    Status saved;
    {
        std::unique_ptr<FileSizeLimit> limit;
        if (tmpfs)
            disk->fill();
        else
            limit = std::make_unique<FileSizeLimit>(16);
        QVERIFY(!limit || limit->active());
        saved = store.save();
        QVERIFY(!saved);
    }
    QVERIFY2(saved.error().message.contains(QStringLiteral("cannot save")),
             qPrintable(saved.error().message));
    QCOMPARE(read(path), before);
    QStringList left = QDir(folder).entryList(QDir::Files | QDir::Hidden);
    left.removeAll(QStringLiteral("filler"));
    QCOMPARE(left, QStringList{QStringLiteral("progress.json")}); // no temporary file left

    if (tmpfs)
        disk->makeRoom();
    QVERIFY(store.save());
    ProgressStore again(path);
    QVERIFY(again.load().ok);
    QVERIFY(again.find(QStringLiteral("l"))->answers.contains(QStringLiteral("q2")));
}

QTEST_GUILESS_MAIN(TestProgress)
#include "tst_progress.moc"
