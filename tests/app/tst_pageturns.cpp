// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// No lesson that passes --check keeps the UI thread from its event loop for long while its page
// builds (issue 24): each legal worst case of tests/common/worstlessons.h, at the file cap, is
// built as the main window builds it (the first screen at once, the rest from the event loop)
// while a timer measures the longest stretch between two of its ticks.
//
// The goal is 50 ms of wall time on the 2-core machine. Wall time on a shared, loaded machine
// swings 3-10 times (other processes take the cores), so the test asserts on the CPU time of the
// UI thread in the stretch, printing the wall figure beside it. CPU time swings too under load
// (at load 15 a stretch of 30-70 ms was measured at up to 230 ms), so the bound is generous:
// kCpuBoundMs, below every case before prose was set in slices (370-800 ms of CPU in one
// stretch, at load 5-12) and well above the 25-70 ms measured since.

#include "app/lessonpage.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/lesson.h"
#include "tests/common/sanitizers.h"
#include "tests/common/uiturns.h"
#include "tests/common/worstlessons.h"

#include <QEventLoop>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestPageTurns : public QObject {
    Q_OBJECT

private slots:
    void longestStretchIsShort_data();
    void longestStretchIsShort();
};

namespace {

constexpr double kCpuBoundMs = 300.0;
constexpr int kSettleMs = 200; // the event loop runs on after the last block, for layout
constexpr int kGiveUpMs = 120000;

} // namespace

void TestPageTurns::longestStretchIsShort_data() {
    QTest::addColumn<QByteArray>("file");
    for (const worstlessons::Case& c : worstlessons::cases()) {
        if (c.legal)
            QTest::newRow(c.name) << c.make(lessons::kMaxFileBytes);
    }
}

void TestPageTurns::longestStretchIsShort() {
    QFETCH(QByteArray, file);
    const lessons::ParseResult parsed = lessons::parseLesson(file, QStringLiteral("w.lesson.md"));
    QVERIFY2(parsed.lesson, qPrintable(parsed.diagnostics.value(0).toString()));
    QTemporaryDir dir;
    app::ProgressKeeper keeper(dir.filePath(QStringLiteral("progress.json")));
    keeper.load();

    uiturns::Probe probe;
    std::unique_ptr<app::LessonPage> page;
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(2);
    bool complete = false;
    QElapsedTimer wall;
    wall.start();
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (!complete && page && page->isComplete()) {
            complete = true;
            QTimer::singleShot(kSettleMs, &loop, &QEventLoop::quit);
        }
        if (wall.elapsed() > kGiveUpMs)
            loop.quit();
    });
    QTimer::singleShot(0, &loop, [&] {
        page = std::make_unique<app::LessonPage>(
            *parsed.lesson, &keeper, [](const QString&) { return QString(); },
            QHash<QString, QVariant>(), nullptr, app::LessonPage::Build::FirstScreenFirst);
        page->resize(1000, 800);
        page->show();
    });
    probe.start();
    poll.start();
    loop.exec();
    probe.stop();

    QVERIFY(complete);
    qInfo("%s: longest UI stretch %.1f ms (cpu %.1f ms) in %.0f ms", QTest::currentDataTag(),
          probe.longestWallMs(), probe.longestCpuMs(), double(wall.elapsed()));
    // AddressSanitizer makes the same work about three times slower (420 ms against 72-171).
    const double bound = testenv::kUnderAddressSanitizer ? 4 * kCpuBoundMs : kCpuBoundMs;
    QVERIFY2(probe.longestCpuMs() < bound,
             qPrintable(QStringLiteral("%1 ms of CPU").arg(probe.longestCpuMs())));
    // Everything came: no prose is still waiting for its text.
    for (const app::MarkdownView* view : page->findChildren<app::MarkdownView*>())
        QVERIFY(!view->hasPendingMarkdown());
}

QTEST_MAIN(TestPageTurns)
#include "tst_pageturns.moc"
