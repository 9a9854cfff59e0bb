// The learner's record: round trip, corrupt and newer-version files kept as backups.
#include "lessons/progress.h"
#include "tests/common/testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

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
                             {QStringLiteral("sharper"), QStringLiteral("flatter"), false, at});
        p.explains.insert(QStringLiteral("ex"),
                          {QStringLiteral("Because ünïcode ∑"), {0, 2}, true});
        p.scrollY = 1234;
        p.lastSection = QStringLiteral("The bench");
        store.setLastLessonId(QStringLiteral("gain-knob"));
        QString error;
        QVERIFY2(store.save(&error), qPrintable(error));
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
    QCOMPARE(p->lastSection, QStringLiteral("The bench"));
    QCOMPARE(p->answers.value(QStringLiteral("q3")).checkedAt.value(QStringLiteral("heads")), 8.0);
    QCOMPARE(p->answers.value(QStringLiteral("q3")).checkedAt.size(), 2);
    QVERIFY(p->answers.value(QStringLiteral("q1")).checkedAt.isEmpty());
    QCOMPARE(p->walkthroughSteps.value(QStringLiteral("walkthrough-1")), 2);
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
    QTest::addRow("newer") << QByteArray("{\"version\": 99, \"lessons\": {}}") << "newer version";
    QTest::addRow("lessons not object")
        << QByteArray("{\"version\": 1, \"lessons\": 3}") << "not an object";
    QTest::addRow("lesson not object")
        << QByteArray("{\"version\": 1, \"lessons\": {\"a\": 3}}") << "lesson \"a\"";
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
                "\"kept\"}}, \"notes\": \"mine\"}}}");
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

QTEST_GUILESS_MAIN(TestProgress)
#include "tst_progress.moc"
