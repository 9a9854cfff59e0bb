// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Nothing lost: a process that saves answers, imports records and resets lessons is killed at
// random moments, 60 times over. After every kill the record must load without error and hold
// every answer the process had reported as saved, every import it reported done and no lesson it
// reported reset; an import or a reset is all or nothing.

#include "lessons/progress.h"

#include "lessons/recorddb.h"
#include "tests/common/testpaths.h"
#include <QDateTime>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

namespace {

const QString kWriter = testpaths::build(u"tests/app/progress_writer");
constexpr int kRounds = 60;
constexpr int kBulkAnswers = 40; // as progress_writer imports them

} // namespace

class TestKillWhileSaving : public QObject {
    Q_OBJECT

private slots:
    void everyConfirmedAnswerSurvivesAKill();
};

void TestKillWhileSaving::everyConfirmedAnswerSurvivesAKill() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("progress.json"));
    QRandomGenerator random(20261129); // fixed seed: the same kill schedule on every run
    int confirmed = -1;                // highest answer index reported saved so far
    int midWriteKills = 0;
    QSet<int> imported; // bulk lessons reported imported, and reported reset
    QSet<int> reset;

    for (int round = 0; round < kRounds; ++round) {
        QProcess writer;
        writer.start(kWriter, {file});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        // Wait for a random number of confirmed saves (0..7), then a random extra delay, so the
        // kill falls before, during or after a write.
        const int wantSaves = int(random.bounded(8));
        QByteArray output;
        while (output.count("saved ") < wantSaves && writer.state() == QProcess::Running) {
            if (writer.waitForReadyRead(10000))
                output += writer.readAllStandardOutput();
            else
                break;
        }
        std::this_thread::sleep_for(std::chrono::microseconds(random.bounded(3000)));
        writer.kill();
        QVERIFY(writer.waitForFinished(10000));
        output += writer.readAllStandardOutput();
        QVERIFY2(!output.contains("corrupt"), output.constData());

        const QList<QByteArray> lines = output.split('\n');
        for (const QByteArray& line : lines) {
            if (line.startsWith("saved "))
                confirmed = std::max(confirmed, line.mid(6).toInt());
            else if (line.startsWith("imported "))
                imported.insert(line.mid(9).toInt());
            else if (line.startsWith("reset "))
                reset.insert(line.mid(6).toInt());
        }
        if (!output.endsWith('\n') && !output.isEmpty())
            ++midWriteKills;

        lessons::ProgressStore store(file);
        const lessons::ProgressStore::LoadReport report = lessons::loadRecord(file, false, &store);
        QVERIFY2(report.ok,
                 qPrintable(QStringLiteral("round %1: %2").arg(round).arg(report.message)));
        const lessons::LessonProgress* saved = store.find(QStringLiteral("kill-test"));
        if (confirmed < 0)
            continue;
        QVERIFY2(saved, qPrintable(QStringLiteral("round %1: no record").arg(round)));
        for (int i = 0; i <= confirmed; ++i) {
            const QString id = QStringLiteral("q%1").arg(i);
            QVERIFY2(saved->answers.contains(id),
                     qPrintable(QStringLiteral("round %1: answer %2 lost").arg(round).arg(id)));
            QCOMPARE(saved->answers.value(id).typed, QString::number(i));
        }
        QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.bad-*")}).isEmpty());
        for (const QString& id : store.lessonIds()) {
            if (!id.startsWith(QStringLiteral("bulk-")))
                continue;
            const lessons::LessonProgress* bulk = store.find(id);
            QVERIFY2(
                bulk && bulk->answers.size() == kBulkAnswers,
                qPrintable(
                    QStringLiteral("round %1: %2 holds part of its import").arg(round).arg(id)));
            QVERIFY2(!reset.contains(id.mid(5).toInt()),
                     qPrintable(QStringLiteral("round %1: %2 was reset").arg(round).arg(id)));
        }
        for (const int n : std::as_const(imported)) {
            QVERIFY2(reset.contains(n) || store.find(QStringLiteral("bulk-%1").arg(n)),
                     qPrintable(QStringLiteral("round %1: import %2 lost").arg(round).arg(n)));
        }
    }
    QVERIFY(!imported.isEmpty() && !reset.isEmpty()); // kills fell among imports and resets
    QVERIFY(confirmed > kRounds);                     // the writer got real work done between kills

    // Saves killed mid-write may leave their temporary files behind (FILE.attn-save-XXXXXX,
    // where the file system has no unnamed temporary files); once they are older than any
    // running save could be, the next start removes them, and nothing else.
    const QString pattern = QStringLiteral("progress.json.attn-save-??????");
    const QStringList leftovers = QDir(dir.path()).entryList({pattern}, QDir::Files);
    for (const QString& name : leftovers) {
        QFile leftover(dir.filePath(name));
        QVERIFY(leftover.open(QIODevice::ReadWrite));
        QVERIFY(leftover.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-3600),
                                     QFileDevice::FileModificationTime));
    }
    lessons::ProgressStore store(file);
    QVERIFY(store.load().ok); // the old JSON file's clean-up, which a killed import may leave
    QCOMPARE(QDir(dir.path()).entryList({pattern}, QDir::Files), QStringList());
    QVERIFY(lessons::loadRecord(file, false, &store).ok);
    // The last writer's lock file (if it got that far) stays until the next keeper finds its
    // process gone; the record is the database alone (no progress.json was ever written).
    QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    left.removeAll(QStringLiteral("record.sqlite.lock"));
    // The dated JSON backups before each import and reset are the learner's to keep.
    const qsizetype backups = left.removeIf([](const QString& name) {
        return name.startsWith(QStringLiteral("record-before-")) && name.endsWith(".json");
    });
    QVERIFY(backups > 0);
    QCOMPARE(left, QStringList{QStringLiteral("record.sqlite")});
    qInfo("%d answers, %d imports and %d resets confirmed over %d kills; %d temporary files "
          "left by killed saves removed",
          confirmed + 1, int(imported.size()), int(reset.size()), kRounds, int(leftovers.size()));
    Q_UNUSED(midWriteKills);
}

QTEST_GUILESS_MAIN(TestKillWhileSaving)
#include "tst_killwhilesaving.moc"
