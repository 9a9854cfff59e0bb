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
// (at load 15, before slices were cut by cost, a stretch of 30-70 ms was measured at up to
// 230 ms). kCpuBoundMs: since a table is set across slices too (freeze26), all 17 legal cases
// measured 27-63 ms of CPU at load 19 (pipe_tables_at_cap 43; prose_words the slowest), so 150 ms
// leaves 2.4 times the slowest; it is below every case before prose was set in slices (370-800
// ms). That one table in one slice (69-99 ms) is caught by tst_richtext's slice test instead: a
// bound that tight here would fail on load alone.

#include "app/lessonpage.h"
#include "app/progresskeeper.h"
#include "app/richtext.h"
#include "lessons/lesson.h"
#include "tests/common/sanitizers.h"
#include "tests/common/uiturns.h"
#include "tests/common/worstlessons.h"

#include <QEventLoop>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>

#include <memory>

class TestPageTurns : public QObject {
    Q_OBJECT

private slots:
    void longestStretchIsShort_data();
    void longestStretchIsShort();
    void firstScreenHoldsLittleText_data();
    void firstScreenHoldsLittleText();
};

namespace {

constexpr double kCpuBoundMs = 150.0;
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

namespace {

// Characters of text the widgets under `root` hold: what was laid out to build them.
qsizetype textBuiltUnder(const QWidget* root) {
    qsizetype characters = 0;
    for (const QLabel* label : root->findChildren<QLabel*>())
        characters += label->text().size();
    for (const QTextEdit* view : root->findChildren<QTextEdit*>())
        characters += view->document()->characterCount();
    return characters;
}

// Callouts of about `characters` each, as many as the blocks' cap allows: every one is
// estimated at a callout's fixed 80 px, so a screen's worth of them is a lot of text.
QByteArray callouts(qsizetype characters) {
    const QByteArray line = "  The weights stay soft and the gradients keep flowing.\n";
    QByteArray callout = "```callout\ntext: Attention divides the scores.\n";
    while (callout.size() + line.size() < characters)
        callout += line;
    callout += "```\n\n";
    QByteArray out = worstlessons::header();
    while (out.size() + callout.size() < lessons::kMaxBlockText)
        out += callout;
    return out;
}

} // namespace

// What the page builds before the window first shows is bounded by its text, not only by the
// blocks' estimated heights (LessonPage::firstScreenBlocks): ten callouts of 4,000 characters,
// each estimated at 80 px, were all built at once, 131 ms of CPU in one stretch (issue 24).
// Counted in characters, which no load on the machine changes.
void TestPageTurns::firstScreenHoldsLittleText_data() {
    QTest::addColumn<QByteArray>("file");
    QTest::newRow("callouts of 3,900 characters") << callouts(3900);
    QTest::newRow("callouts of 2,000 characters") << callouts(2000);
    QTest::newRow("callouts_full") << [] {
        for (const worstlessons::Case& c : worstlessons::cases()) {
            if (QByteArray(c.name) == "callouts_full")
                return c.make(lessons::kMaxFileBytes);
        }
        return QByteArray();
    }();
}

void TestPageTurns::firstScreenHoldsLittleText() {
    QFETCH(QByteArray, file);
    const lessons::ParseResult parsed = lessons::parseLesson(file, QStringLiteral("w.lesson.md"));
    QVERIFY2(parsed.lesson, qPrintable(parsed.diagnostics.value(0).toString()));
    QTemporaryDir dir;
    app::ProgressKeeper keeper(dir.filePath(QStringLiteral("progress.json")));
    keeper.load();
    const app::LessonPage page(
        *parsed.lesson, &keeper, [](const QString&) { return QString(); },
        QHash<QString, QVariant>(), nullptr, app::LessonPage::Build::FirstScreenFirst);
    // No event loop has run: this is what the window shows first.
    QVERIFY(!page.isComplete());
    const qsizetype built = textBuiltUnder(page.textColumn());
    // 6,000 characters (kFirstScreenCharacters) past the first block, which may hold up to
    // 8,000 of prose (two slices) or 4,000 of block text; the lesson's title line besides.
    constexpr qsizetype kBound = 6000 + 8000 + 200;
    qInfo("%s: %lld characters built before the first paint", QTest::currentDataTag(),
          qint64(built));
    QVERIFY2(built <= kBound, qPrintable(QStringLiteral("%1 characters").arg(built)));
}

QTEST_MAIN(TestPageTurns)
#include "tst_pageturns.moc"
