// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The reveal and lock rules (lessons/revealplan.h), without a window: small lessons with one row
// per rule, and the five built-in lessons (English and German) as the page showed them before
// the rules left it.
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/revealplan.h"
#include "lessons/schema.h"
#include "tests/common/testpaths.h"

#include <QHash>
#include <QRegularExpression>
#include <QTest>

#include <functional>

using namespace lessons;

namespace {

const QByteArray kHeader = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n";

QByteArray question(const char* id, const char* reveal) {
    return QByteArray("```question\nid: ") + id +
           "\nkind: single\nprompt: P\noption a: A\noption b: B\nanswer: a\nstyle: predict\n" +
           (reveal ? QByteArray("reveal: ") + reveal + "\n" : QByteArray()) + "```\n\n";
}
// A prediction whose `hold` is `until` (`end` or a heading).
QByteArray holding(const char* id, const char* until) {
    return QByteArray("```question\nid: ") + id +
           "\nkind: single\nprompt: P\noption a: A\noption b: B\nanswer: a\nstyle: predict\n"
           "hold: " +
           until + "\n```\n\n";
}
// A numeric question whose right answer is the parameter `param` doubled.
QByteArray numeric(const char* id, const char* param) {
    return QByteArray("```question\nid: ") + id + "\nkind: numeric\nprompt: P\nexpected: 2 * " +
           param + "\ntolerance: 0.1\n```\n\n";
}
QByteArray chart(const char* id, const char* dk = "4") {
    return QByteArray("```chart\nid: ") + id + "\nkind: softmax\nscores: 0, 4, 2\ndk: " + dk +
           "\n```\n\n";
}
QByteArray slider(const char* param) {
    return QByteArray("```slider\nparam: ") + param +
           "\nlabel: L\nmin: 1\nmax: 64\ndefault: 4\n```\n\n";
}
// An editable `scores` chart bound to the slider `param`.
QByteArray scoreBars(const char* id, const char* param, bool editable = true) {
    return QByteArray("```chart\nid: ") + id + "\nkind: scores\nscore1: @" + param +
           (editable ? "\neditable: true" : "") + "\n```\n\n";
}
const QByteArray kReadout = "```readout\ntext: d = {dk}\n```\n\n";
const QByteArray kProse = "Some words about it.\n\n";
const QByteArray kHeading = "## Next part\n\n";
const QByteArray kExplain =
    "```explain\nid: e\nprompt: Why?\nmodel: Because.\nrubric: Says why\n```\n\n";
const QByteArray kTakeaway = "```callout\nkind: takeaway\ntext: The point.\n```\n\n";
const QByteArray kNote = "```callout\ntext: A note.\n```\n\n";

// A block by its id, else by its control's parameter, else by type and place among its type.
QString name(const Lesson& lesson, const Block* block) {
    if (!block->id().isEmpty())
        return block->id();
    if (const QString param = controlParameter(*block); !param.isEmpty())
        return block->type + QLatin1Char(':') + param;
    int nth = 0;
    std::function<bool(const QList<Block>&)> count = [&](const QList<Block>& blocks) {
        for (const Block& b : blocks) {
            if (b.type == block->type)
                ++nth;
            if (&b == block || count(b.children))
                return true;
        }
        return false;
    };
    count(lesson.blocks);
    return block->type + QLatin1Char('#') + QString::number(nth);
}

QString names(const Lesson& lesson, const QList<const Block*>& blocks) {
    QStringList out;
    for (const Block* b : blocks)
        out.append(name(lesson, b));
    return out.join(QLatin1Char(' '));
}

// "q -> c; follow: readout#1; lock: slider:dk" per reveal, then "e -> callout#2" per takeaway.
QStringList describe(const Lesson& lesson, const RevealPlan& plan) {
    QStringList out;
    for (const RevealPlan::Reveal& r : plan.reveals)
        out.append(QStringLiteral("%1 -> %2; follow: %3; lock: %4")
                       .arg(name(lesson, r.question), name(lesson, r.target),
                            names(lesson, r.followers), names(lesson, r.lockedControls)));
    for (const RevealPlan::TakeawayGate& g : plan.takeaways)
        out.append(
            QStringLiteral("%1 => %2").arg(name(lesson, g.explain), name(lesson, g.takeaway)));
    for (const RevealPlan::Hold& h : plan.holds)
        out.append(QStringLiteral("%1 holds %2 .. %3")
                       .arg(name(lesson, h.question), name(lesson, &lesson.blocks.at(h.first)),
                            name(lesson, &lesson.blocks.at(h.end - 1))));
    return out;
}

// The body after a header and a readout of every control's parameter (a control nothing reads
// is an error); the readout is readout#1 and never follows or locks anything, being first.
Lesson parsed(const QByteArray& body) {
    QStringList params;
    const QRegularExpression param(QStringLiteral("param: (\\w+)"));
    for (auto it = param.globalMatch(QString::fromUtf8(body)); it.hasNext();)
        params.append(QLatin1Char('{') + it.next().captured(1) + QLatin1Char('}'));
    params.removeDuplicates();
    const QByteArray uses =
        params.isEmpty()
            ? QByteArray()
            : "```readout\ntext: " + params.join(QLatin1Char(' ')).toUtf8() + "\n```\n\n";
    const ParseResult result = parseLesson(kHeader + uses + body, QStringLiteral("t.lesson.md"));
    if (!result.lesson) {
        QStringList messages;
        for (const Diagnostic& d : result.diagnostics)
            messages.append(d.message);
        qWarning("%s", qPrintable(messages.join(QLatin1Char('\n'))));
        return {};
    }
    return *result.lesson;
}

} // namespace

class TestRevealPlan : public QObject {
    Q_OBJECT
private slots:
    void rules_data();
    void rules();
    void targetsAreHidden();
    void heldBlocksWaitFromTheStart();
    void followsARevealByType_data();
    void followsARevealByType();
    void builtInLessons_data();
    void builtInLessons();
};

void TestRevealPlan::rules_data() {
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QStringList>("plan");
    const auto plan = [](std::initializer_list<const char*> lines) {
        QStringList out;
        for (const char* line : lines)
            out.append(QString::fromUtf8(line));
        return out;
    };
    QTest::addRow("no reveal") << question("q", nullptr) + chart("c") << QStringList();
    QTest::addRow("a readout right below waits with its chart")
        << slider("dk") + question("q", "c") + chart("c") + kReadout
        << plan({"q -> c; follow: readout#2; lock: "});
    QTest::addRow("prose without a heading waits too")
        << slider("dk") + question("q", "c") + chart("c") + kProse + kReadout
        << plan({"q -> c; follow: prose#1 readout#2; lock: "});
    QTest::addRow("a heading ends the followers")
        << slider("dk") + question("q", "c") + chart("c") + kHeading + kReadout
        << plan({"q -> c; follow: ; lock: "});
    QTest::addRow("the next question ends the followers")
        << slider("dk") + question("q", "c") + chart("c") + question("q2", nullptr) + kReadout
        << plan({"q -> c; follow: ; lock: "});
    QTest::addRow("explain-it-back ends the followers")
        << question("q", "c") + chart("c") + kExplain + kNote << plan({"q -> c; follow: ; lock: "});
    QTest::addRow("a control between question and target locks")
        << question("q", "c") + slider("dk") + chart("c")
        << plan({"q -> c; follow: ; lock: slider:dk"});
    QTest::addRow("a control below that drives the target locks")
        << question("q", "c") + chart("c", "@dk") + kHeading + slider("dk")
        << plan({"q -> c; follow: ; lock: slider:dk"});
    QTest::addRow("a control right below waits and locks")
        << question("q", "c") + chart("c", "@dk") + slider("dk")
        << plan({"q -> c; follow: slider:dk; lock: slider:dk"});
    QTest::addRow("a control above the question stays free")
        << slider("dk") + question("q", "c") + chart("c", "@dk")
        << plan({"q -> c; follow: ; lock: "});
    // issue 25: a second slider for one parameter. Below the question it would move what the
    // lock holds still (failed before: the twin under the heading stayed free); above, it is free
    // like every control above the question.
    QTest::addRow("a second slider below locks with its twin")
        << question("q", "c") + slider("t") + chart("c") + kHeading + slider("t")
        << plan({"q -> c; follow: ; lock: slider:t slider:t"});
    QTest::addRow("a second slider above the question stays free")
        << slider("t") + question("q", "c") + slider("t") + chart("c")
        << plan({"q -> c; follow: ; lock: slider:t"});
    QTest::addRow("a control below that drives nothing stays free")
        << slider("dk") + question("q", "c") + chart("c", "@dk") + kHeading + slider("t")
        << plan({"q -> c; follow: ; lock: "});
    QTest::addRow("a console's cells do not follow; its controls lock")
        << question("q", "c") + "```console\n```\n\n" + slider("dk") + chart("c", "@dk") +
               kReadout + "```console-end\n```\n\n"
        << plan({"q -> c; follow: ; lock: slider:dk"});
    QTest::addRow("in a quick check, the followers stay in the group")
        << slider("dk") + "```quickcheck\nid: qc\n```\n\n" + question("q", "c") + chart("c") +
               kReadout + "```quickcheck-end\n```\n\n" + kReadout
        << plan({"q -> c; follow: readout#2; lock: "});
    QTest::addRow("in a walkthrough step")
        << slider("dk") + "```walkthrough\nid: w\n```\n\n```step\ntitle: One\n```\n\n" +
               question("q", "c") + chart("c") + kReadout + "```step\ntitle: Two\n```\n\n" +
               kReadout + "```walkthrough-end\n```\n\n"
        << plan({"q -> c; follow: readout#2; lock: "});
    QTest::addRow("a revealed block ends an earlier reveal's followers")
        << slider("dk") + question("q1", "c1") + question("q2", "c2") + chart("c2") + chart("c1") +
               chart("c3")
        << plan({"q1 -> c1; follow: c3; lock: ", "q2 -> c2; follow: ; lock: "});
    // issue 22 (sp28 item 1): the section under lesson 2's divisor question named the divisor.
    QTest::addRow("a hold to the end holds every block below")
        << holding("q", "end") + kProse + kHeading + kProse + kNote
        << plan({"q holds prose#1 .. callout#1"});
    QTest::addRow("a hold to a heading stops above it")
        << holding("q", "Next part") + kProse + kNote + kHeading + kProse
        << plan({"q holds prose#1 .. callout#1"});
    QTest::addRow("a hold with a reveal holds the revealed block too")
        << question("q", "c").replace("```\n\n", "hold: end\n```\n\n") + chart("c") + kProse +
               kHeading + kNote
        << plan({"q -> c; follow: prose#1; lock: ", "q holds c .. callout#1"});
    QTest::addRow("a hold in a walkthrough step holds what follows the walkthrough")
        << "```walkthrough\nid: w\n```\n\n```step\ntitle: One\n```\n\n" + holding("q", "end") +
               kProse + "```walkthrough-end\n```\n\n" + kHeading + kNote
        << plan({"q holds prose#2 .. callout#1"});
    QTest::addRow("holds nest") << holding("q1", "end") + kProse + holding("q2", "end") + kNote
                                << plan({"q1 holds prose#1 .. callout#1",
                                         "q2 holds callout#1 .. callout#1"});
    QTest::addRow("a later reveal's target still follows")
        << slider("dk") + question("q1", "c1") + question("q2", "c2") + chart("c1") + chart("c2") +
               kReadout
        << plan({"q1 -> c1; follow: c2 readout#2; lock: ", "q2 -> c2; follow: readout#2; lock: "});
    QTest::addRow("a control waiting with an earlier target is no longer between")
        << question("q1", "c1") + question("q2", "c2") + chart("c1", "@t") + slider("t") +
               chart("c2", "@dk") + kHeading + slider("dk")
        << plan({"q1 -> c1; follow: slider:t c2; lock: slider:t",
                 "q2 -> c2; follow: ; lock: slider:dk"});
    QTest::addRow("a question reading a locked control waits, with what follows it")
        << question("q", "c") + slider("dk") + chart("c") + kProse + numeric("n", "dk") + kNote +
               kHeading + kReadout
        << plan({"q -> c; follow: prose#1 n callout#1; lock: slider:dk"});
    QTest::addRow("a question reading a free control stays in view")
        << slider("t") + question("q", "c") + slider("dk") + chart("c") + numeric("n", "t") + kNote
        << plan({"q -> c; follow: ; lock: slider:dk"});
    QTest::addRow("a question with its own reveal stays in view")
        << question("q", "c") + slider("dk") + chart("c") +
               QByteArray("```question\nid: n\nkind: numeric\nprompt: P\nexpected: 2 * dk\n"
                          "tolerance: 0.1\nreveal: d\n```\n\n") +
               chart("d")
        << plan({"q -> c; follow: ; lock: slider:dk", "n -> d; follow: ; lock: "});
    QTest::addRow("a chart below drawing the target's figure waits in its place")
        << question("q", "c") + chart("c", "@dk") + kHeading + slider("dk") + kHeading +
               slider("t") + chart("e", "@t") + kNote + kHeading + kReadout
        << plan({"q -> c; follow: ; lock: slider:dk", "q -> e; follow: callout#1; lock: slider:t"});
    QTest::addRow("a chart of other data is no echo")
        << question("q", "c") + chart("c") + kHeading + chart("d", "8")
        << plan({"q -> c; follow: ; lock: "});
    QTest::addRow("an echo above the question stays in view")
        << chart("d") + kHeading + question("q", "c") + chart("c")
        << plan({"q -> c; follow: ; lock: "});
    QTest::addRow("an echo with a question of its own keeps it")
        << question("q1", "c1") + chart("c1", "@a") + kHeading + question("q2", "c2") +
               chart("c2", "@b") + kHeading + slider("a") + slider("b")
        << plan({"q1 -> c1; follow: ; lock: slider:a", "q2 -> c2; follow: ; lock: slider:b"});
    QTest::addRow("an echo waiting with another target keeps its place there")
        << question("q1", "c1") + chart("c1", "@a") + kHeading + question("q2", "d") +
               chart("d", "8") + chart("e", "@b") + kHeading + slider("a") + slider("b")
        << plan({"q1 -> c1; follow: ; lock: slider:a", "q2 -> d; follow: e; lock: "});
    QTest::addRow("an echo in a console stays in view")
        << question("q", "c") + chart("c", "@dk") + kHeading + "```console\n```\n\n" + slider("t") +
               chart("e", "@t") + "```console-end\n```\n\n" + kHeading + slider("dk")
        << plan({"q -> c; follow: ; lock: slider:dk"});
    QTest::addRow("editable bars between question and target lock")
        << slider("t") + question("q", "c") + scoreBars("b", "t") + chart("c")
        << plan({"q -> c; follow: ; lock: b"});
    QTest::addRow("editable bars above the question lock with the slider they set")
        << scoreBars("b", "dk") + question("q", "c") + chart("c", "@dk") + kHeading + slider("dk")
        << plan({"q -> c; follow: ; lock: b slider:dk"});
    QTest::addRow("plain bars are no control")
        << slider("t") + question("q", "c") + scoreBars("b", "t", false) + chart("c")
        << plan({"q -> c; follow: ; lock: "});
    QTest::addRow("editable bars of a free slider stay free")
        << slider("dk") + scoreBars("b", "dk") + question("q", "c") + chart("c", "@dk")
        << plan({"q -> c; follow: ; lock: "});
    QTest::addRow("a takeaway right after explain-it-back waits")
        << kExplain + kTakeaway << plan({"e => callout#1"});
    QTest::addRow("a heading between still counts")
        << kExplain + kHeading + kTakeaway << plan({"e => callout#1"});
    QTest::addRow("another block between: no wait")
        << kExplain + kNote + kTakeaway << QStringList();
    QTest::addRow("only the first takeaway waits")
        << kExplain + kTakeaway + kTakeaway << plan({"e => callout#1"});
    QTest::addRow("a takeaway before explain-it-back: no wait")
        << kTakeaway + kExplain << QStringList();
}

void TestRevealPlan::rules() {
    QFETCH(QByteArray, body);
    QFETCH(QStringList, plan);
    const Lesson lesson = parsed(body);
    QVERIFY(!lesson.id.isEmpty());
    QCOMPARE(describe(lesson, RevealPlan::of(lesson)), plan);
}

void TestRevealPlan::targetsAreHidden() {
    const Lesson lesson = parsed(slider("dk") + question("q", "c") + chart("c") + chart("other"));
    const RevealPlan plan = RevealPlan::of(lesson);
    QVERIFY(plan.isRevealTarget(lesson.findById(QStringLiteral("c"))));
    QVERIFY(!plan.isRevealTarget(lesson.findById(QStringLiteral("other"))));
    QVERIFY(!plan.isRevealTarget(lesson.findById(QStringLiteral("q"))));
}

// A hold hides whole top-level blocks from the start, as a reveal's target: the page builds in
// batches, and a held section shown for a moment would answer the question.
void TestRevealPlan::heldBlocksWaitFromTheStart() {
    const Lesson lesson = parsed(kProse + holding("q", "Next part") + kProse + kHeading + kProse);
    const RevealPlan plan = RevealPlan::of(lesson);
    QCOMPARE(plan.holds.size(), 1);
    QCOMPARE(plan.holds.first().first, 2);
    QCOMPARE(plan.holds.first().end, 3);
    QList<bool> waits;
    for (const Block& block : lesson.blocks)
        waits.append(plan.waitsForAQuestion(&block));
    QCOMPARE(waits.mid(0, 3), (QList<bool>{false, false, true}));
    QCOMPARE(waits.count(true), 1);
    QCOMPARE(holdersOf(plan.holds, 2), QList<const Block*>{lesson.findById(QStringLiteral("q"))});
    QVERIFY(holdersOf(plan.holds, 3).isEmpty());
}

void TestRevealPlan::followsARevealByType_data() {
    QTest::addColumn<QByteArray>("block");
    QTest::addColumn<bool>("follows");
    QTest::addRow("prose") << kProse << true;
    QTest::addRow("heading") << kHeading << false;
    QTest::addRow("code") << QByteArray("```python\nx = 1\n```\n") << true;
    QTest::addRow("callout") << kNote << true;
    QTest::addRow("formula") << QByteArray("```formula\ntex: x^2\n```\n") << true;
    QTest::addRow("slider") << slider("t") << true;
    QTest::addRow("toggle") << QByteArray("```toggle\nparam: g\nlabel: G\n```\n") << true;
    QTest::addRow("chart") << chart("c") << true;
    QTest::addRow("readout") << kReadout << true;
    QTest::addRow("question") << question("q", nullptr) << false;
    QTest::addRow("explain") << kExplain << false;
    QTest::addRow("lab") << QByteArray("```lab\nid: l\nscores: 0, 4\ndims: 4\n```\n") << false;
}

void TestRevealPlan::followsARevealByType() {
    QFETCH(QByteArray, block);
    QFETCH(bool, follows);
    const Lesson lesson = parsed(slider("dk") + block);
    QVERIFY(!lesson.id.isEmpty());
    QCOMPARE(followsAReveal(lesson.blocks.constLast()), follows);
}

// What the page gated and locked in each built-in lesson before the plan existed (read off the
// widgets of the old page: each gate's blocks in order, every control disabled until answered).
// Issue 22 moved the text and readouts that answered predict-bank, -bench, -clip, -gain, -buses,
// -angle, -width, -temperature, -saturation and -jacobian below the block each reveals, so those
// now wait with it; trap-small-heads moved above its buses chart and reveals it. Lesson 1's
// formula a.b = |a||b| cos(theta) moved below the arrows it explains, and its numeric question
// lab-dot, computed from the locked sliders, waits with the arrows; lesson 4's sampling-error
// callout moved below the bench, as track 3 now asks how far a reading may stray. A chart below
// that draws what a target draws waits with it in its own place: lesson 5's "Watch it happen"
// softmax (step 2's six keys, live on a free slider) and the Track 3 bench again in Track 5.
// Lesson 4's Track 2 readout of constants ("256-fold", "16-fold") became prose (sp21).
// lesson26 gave the sections that still explained before asking a prediction of their own:
// lesson 2's "Why the square root?" and "Scores that are all below zero" (once "Scaling keeps the
// ranking"), lesson 3's steering lab (its sliders locked until then), lesson 4's Track 1 and lesson
// 5's steps 1, 4 and 5. lesson29: lesson 2's divisor question holds the rest of the lesson, every
// section of which names the divisor (sp28), and lesson 5's last step holds what follows the
// walkthrough ("Watch it happen" divides by the square root the steps ask about). course33:
// lesson 1's note on cosine similarity moved from the lab below the width bank (it names the
// lengths that grow with the width), and lesson 4's Track 2 holds to the end: its Track 8 had
// shown a question on sliders and scores the student had not yet met. course34: lesson 2's chain
// ends at its second link before predict-divisor; links 3-5 follow the fixed-logits table.
// course38 (sp35): no Lab is usable while a prediction is open, so lesson 2's Lab moved below
// predict-ranking and predict-runner-up and predict-ranking hold the rest; lesson 3's
// predict-steer holds the rest, its mask Lab included. Lesson 4's Track 2 has no readout block
// (it repeated the channel bank's own theory line), so its readouts are counted from Track 3.
void TestRevealPlan::builtInLessons_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("plan");
    QTest::addRow("dot products")
        << "00-dot-products"
        << QStringList{"predict-angle -> arrows; follow: prose#7 formula#2 readout#2 prose#8 "
                       "lab-dot; lock: slider:alen slider:blen slider:angle",
                       "predict-width -> width-bank; follow: width-pairs readout#3 prose#10 "
                       "callout#1; lock: slider:simdk",
                       "explain-dot => callout#2"};
    QTest::addRow("scaled dot product")
        << "01-scaled-dot-product"
        << QStringList{"predict-root -> scaled-spread; follow: slider:rootdk prose#8 formula#4 "
                       "prose#9 callout#1; lock: slider:rootdk",
                       "predict-divisor -> fixed-logits; follow: prose#14 callout#2; lock: "
                       "slider:dk",
                       "predict-runner-up -> multiply-demo; follow: slider:temp readout#2; lock: "
                       "slider:temp",
                       "predict-ranking -> ranking-weights; follow: slider:rankdk prose#17; lock: "
                       "slider:rankdk",
                       "explain-two-claims => callout#4",
                       "predict-root holds scaled-spread .. next#1",
                       "predict-divisor holds prose#13 .. next#1",
                       "predict-runner-up holds multiply-demo .. next#1",
                       "predict-ranking holds ranking-weights .. next#1"};
    QTest::addRow("mixing values")
        << "01b-mixing-values"
        << QStringList{"predict-mixture -> worked-weights; follow: readout#1; lock: ",
                       "predict-steer -> mixture-scores; follow: mixture-triangle prose#7 "
                       "lab-mixture; lock: slider:z1 slider:z2 slider:z3 "
                       "toggle:mask3",
                       "explain-mixture => callout#2",
                       "predict-mixture holds worked-weights .. next#1",
                       "predict-steer holds slider:z1 .. next#1"};
    QTest::addRow("gain knob")
        << "02-gain-knob"
        << QStringList{
               "predict-line-check -> line-check; follow: prose#5; lock: choice:asker",
               "predict-key-variance-four -> channel-bank; follow: prose#8 formula#4 prose#9 "
               "formula#5 prose#10; lock: slider:bankdk",
               "predict-bench -> bench; follow: prose#12 readout#1 bench-sigma callout#1; lock: "
               "slider:benchdk",
               "predict-bench -> bench-unfixed; follow: ; lock: ",
               "predict-clip -> clip-weights; follow: prose#14 formula#6 prose#15 clip-gradient "
               "prose#16 slider:own1 slider:own2 slider:own3 slider:clipdk own-scores readout#2; "
               "lock: slider:clipdk slider:clipdk",
               "predict-gain-variance-two -> bench-fixed; follow: prose#18 formula#7 prose#19 "
               "toggle:gain "
               "fix-sigma prose#20; lock: slider:fixdk",
               "predict-buses -> buses; follow: readout#3 prose#22; lock: slider:busdk",
               "predict-mixdown-ninety -> mix-weights; follow: ; lock: choice:mixquery "
               "slider:mixdk "
               "toggle:mixgain",
               "predict-temperature-width-16 -> temperature; follow: readout#4 prose#27; "
               "lock: slider:headdk slider:temp",
               "explain-chain => callout#2",
               "predict-key-variance-four holds slider:bankdk .. next#1",
               "predict-temperature-width-16 holds slider:headdk .. next#1"};
    QTest::addRow("interview")
        << "03-interview-sqrt-dk"
        << QStringList{
               "predict-wide-head-variance -> step1-bench; follow: slider:step1dk readout#1 "
               "prose#6 formula#2 prose#7; lock: slider:step1dk",
               "predict-ninety-percent-width -> saturation; follow: prose#9; lock: slider:satdk",
               "predict-ninety-percent-width -> anim-softmax; follow: prose#20 callout#1; lock: "
               "toggle:animscaled slider:animdk",
               "predict-gradient -> jacobian; follow: prose#12; lock: slider:jacdk",
               "predict-spread-of-two -> restored; follow: prose#14 formula#4 prose#15; lock: "
               "toggle:step4scaled slider:step4dk",
               "predict-qknorm -> qknorm-weights; follow: slider:qkdk prose#17 formula#5 "
               "prose#18; lock: slider:qkdk",
               "trap-small-heads -> small-heads; follow: toggle:smallscaled small-gradient "
               "prose#27; lock: slider:smalldk",
               "explain-interview => callout#2",
               "predict-qknorm holds prose#19 .. references#1"};
}

void TestRevealPlan::builtInLessons() {
    QFETCH(QString, file);
    QFETCH(QStringList, plan);
    for (const char* suffix : {".lesson.md", ".de.lesson.md"}) {
        const QString path =
            testpaths::source(u"/resources/lessons/") + file + QLatin1String(suffix);
        const ParseResult result = loadLessonFile(path);
        QVERIFY2(result.lesson, qPrintable(path));
        QCOMPARE(describe(*result.lesson, RevealPlan::of(*result.lesson)), plan);
    }
}

QTEST_GUILESS_MAIN(TestRevealPlan)
#include "tst_revealplan.moc"
