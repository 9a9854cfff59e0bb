// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Every block type of format version 1 parsed into the model, with the schema defaults applied.
#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/math.h"
#include "lessons/schema.h"
#include "tests/common/testpaths.h"

#include <QFile>
#include <QTest>

using namespace lessons;

namespace {

QString describe(const QList<Diagnostic>& diagnostics) {
    QStringList lines;
    for (const Diagnostic& d : diagnostics)
        lines.append(d.toString());
    return lines.join(QLatin1Char('\n'));
}

const Block* firstOfType(const QList<Block>& blocks, const QString& type) {
    for (const Block& b : blocks) {
        if (b.type == type)
            return &b;
        if (const Block* inner = firstOfType(b.children, type))
            return inner;
    }
    return nullptr;
}

} // namespace

class TestLessonModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void header();
    void everyBlockTypeIsPresent_data();
    void everyBlockTypeIsPresent();
    void prose();
    void controls();
    void typedSpecsApplyDefaults();
    void enumKeysBecomeEnums_data();
    void enumKeysBecomeEnums();
    void questionSpecIsComplete();
    void charts();
    void tableReadoutLab();
    void groups();
    void questionsAndExplain();
    void defaults_data();
    void defaults();
    void sections();
    void commentsFollowOneRule();
    void proseSplitsAtHeadings();
    void headingAbove();
    void proseOpensASection();
    void sameHeadingIgnoresCaseAndColon_data();
    void sameHeadingIgnoresCaseAndColon();
    void continuationLines();
    void loadLessonFileErrors();

private:
    Lesson lesson_;
};

void TestLessonModel::initTestCase() {
    const ParseResult result = loadLessonFile(testpaths::source(u"tests/lessons/data"
                                                                "/complete.lesson.md"));
    QVERIFY2(!result.hasErrors(), qPrintable(describe(result.diagnostics)));
    QVERIFY(result.lesson.has_value());
    QVERIFY2(result.diagnostics.isEmpty(), qPrintable(describe(result.diagnostics)));
    lesson_ = *result.lesson;
}

void TestLessonModel::header() {
    QCOMPARE(lesson_.id, QStringLiteral("complete"));
    QCOMPARE(lesson_.title, QStringLiteral("Every block type of format version 1"));
    QVERIFY(lesson_.summary.startsWith(QLatin1String("A fixture")));
    QCOMPARE(lesson_.minutes, 15);
    QCOMPARE(lesson_.order, 1);
    QCOMPARE(lesson_.language, QStringLiteral("en"));
    QVERIFY(lesson_.requires.isEmpty());
    QCOMPARE(lesson_.idPos.line, 2);
    QCOMPARE(lesson_.idPos.column, 5);
}

void TestLessonModel::everyBlockTypeIsPresent_data() {
    QTest::addColumn<QString>("type");
    QTest::addRow("prose") << QStringLiteral("prose");
    QTest::addRow("code") << QStringLiteral("code");
    for (const QString& type : blockTypeNames()) {
        if (!isGroupCloser(type))
            QTest::addRow("%s", qPrintable(type)) << type;
    }
}

void TestLessonModel::everyBlockTypeIsPresent() {
    QFETCH(QString, type);
    const Block* b = firstOfType(lesson_.blocks, type);
    QVERIFY2(b, qPrintable(type));
    QCOMPARE(b->type, type);
    QVERIFY(b->pos.line > 7);
}

void TestLessonModel::prose() {
    const Block& intro = lesson_.blocks.first();
    QCOMPARE(intro.type, QStringLiteral("prose"));
    QCOMPARE(intro.pos.line, 10); // the first non-blank line
    QVERIFY(intro.source.contains(QLatin1String("$\\frac{QK^\\top}{\\sqrt{d_k}}$")));
    QVERIFY(!intro.markdown.contains(QLatin1String("\\frac")));
    QVERIFY(intro.markdown.contains(
        markdownWithMath(QStringLiteral("$\\frac{QK^\\top}{\\sqrt{d_k}}$"))));
    QVERIFY(intro.markdown.contains(QLatin1String("\\$5"))); // escaped dollar kept for Markdown
    // A comment is not parsed as a block, and stays out of what the renderer sees.
    QVERIFY(intro.source.contains(QLatin1String("```slider inside")));
    QVERIFY(!intro.markdown.contains(QLatin1String("<!--")));
    QVERIFY(!intro.markdown.contains(QLatin1String("that spans lines")));
    const Block* code = firstOfType(lesson_.blocks, QStringLiteral("code"));
    QCOMPARE(code->language, QStringLiteral("python"));
    QCOMPARE(code->markdown, QStringLiteral("```python\nprint(\"a code sample\")\n```"));
}

void TestLessonModel::controls() {
    QCOMPARE(lesson_.parameterNames(),
             QStringList({QStringLiteral("dk"), QStringLiteral("temp"), QStringLiteral("gain"),
                          QStringLiteral("query")}));
    const Block* dk = lesson_.control(QStringLiteral("dk"));
    QVERIFY(dk);
    QCOMPARE(dk->type, QStringLiteral("slider"));
    QCOMPARE(dk->list(QStringLiteral("values")), QList<double>({1, 4, 16, 64}));
    QCOMPARE(dk->number(QStringLiteral("default")), 16.0);
    QCOMPARE(dk->text(QStringLiteral("unit")), QStringLiteral("dims"));
    QCOMPARE(mathPlaceholders(dk->html(QStringLiteral("label"))).size(), 1);
    const Block* temp = lesson_.control(QStringLiteral("temp"));
    QCOMPARE(temp->number(QStringLiteral("min")), 0.1);
    QCOMPARE(temp->number(QStringLiteral("max")), 10.0);
    QCOMPARE(temp->number(QStringLiteral("step")), 0.1);
    QVERIFY(temp->boolean(QStringLiteral("log")));
    const Block* gain = lesson_.control(QStringLiteral("gain"));
    QCOMPARE(gain->type, QStringLiteral("toggle"));
    QVERIFY(!gain->boolean(QStringLiteral("default"))); // "off"
    const Block* query = lesson_.control(QStringLiteral("query"));
    QCOMPARE(query->args(QStringLiteral("option")),
             QStringList({QStringLiteral("peaked"), QStringLiteral("flat")}));
    QCOMPARE(query->text(QStringLiteral("option"), QStringLiteral("peaked")),
             QStringLiteral("Query A (peaked)"));
    QCOMPARE(query->text(QStringLiteral("default")), QStringLiteral("flat"));
}

// Each value an Enum key takes arrives in the spec as its enum value (the default too).
void TestLessonModel::enumKeysBecomeEnums_data() {
    QTest::addColumn<QByteArray>("block");
    QTest::addColumn<int>("expected"); // the enum value, as int
    using CK = CalloutKind;
    QTest::addRow("callout default") << QByteArray("```callout\ntext: x\n```\n") << int(CK::Note);
    QTest::addRow("callout note") << QByteArray("```callout\nkind: note\ntext: x\n```\n")
                                  << int(CK::Note);
    QTest::addRow("callout trap") << QByteArray("```callout\nkind: trap\ntext: x\n```\n")
                                  << int(CK::Trap);
    QTest::addRow("callout takeaway")
        << QByteArray("```callout\nkind: takeaway\ntext: x\n```\n") << int(CK::Takeaway);
    QTest::addRow("callout tip") << QByteArray("```callout\nkind: tip\ntext: x\n```\n")
                                 << int(CK::Tip);
    const QByteArray options = "option a: A\noption b: B\n";
    QTest::addRow("question single") << QByteArray("```question\nid: q\nkind: single\nprompt: P\n" +
                                                   options + "answer: a\n```\n")
                                     << int(QuestionKind::Single);
    QTest::addRow("question multi") << QByteArray("```question\nid: q\nkind: multi\nprompt: P\n" +
                                                  options + "answer: a, b\n```\n")
                                    << int(QuestionKind::Multi);
    QTest::addRow("question numeric")
        << QByteArray("```question\nid: q\nkind: numeric\nprompt: P\nexpected: 2\n```\n")
        << int(QuestionKind::Numeric);
    const QByteArray lab = "```lab\nid: l\nscores: 0, 4\ndims: 4\n";
    QTest::addRow("lab predict none") << QByteArray(lab + "```\n") << int(PredictKind::None);
    QTest::addRow("lab predict direction")
        << QByteArray(lab + "predict: direction\npredict-prompt: P\n```\n")
        << int(PredictKind::Direction);
    QTest::addRow("lab predict max-weight")
        << QByteArray(lab + "predict: max-weight\npredict-prompt: P\n```\n")
        << int(PredictKind::MaxWeight);
    // Lab scales are told apart from predictions by a value offset of 100.
    QTest::addRow("lab scale default")
        << QByteArray(lab + "```\n") << 100 + int(attn::ScaleRule::InvSqrtDk);
    QTest::addRow("lab scale none")
        << QByteArray(lab + "scale: none\n```\n") << 100 + int(attn::ScaleRule::None);
    QTest::addRow("lab scale dk") << QByteArray(lab + "scale: dk\n```\n")
                                  << 100 + int(attn::ScaleRule::InvDk);
    const QByteArray chart = "```chart\nid: c\nkind: softmax\nscores: 1, 2\n";
    QTest::addRow("chart scale default")
        << QByteArray(chart + "```\n") << 100 + int(attn::ScaleRule::None);
    QTest::addRow("chart scale sqrt")
        << QByteArray(chart + "scale: sqrt\n```\n") << 100 + int(attn::ScaleRule::InvSqrtDk);
    QTest::addRow("chart scale dk")
        << QByteArray(chart + "scale: dk\n```\n") << 100 + int(attn::ScaleRule::InvDk);
}

void TestLessonModel::enumKeysBecomeEnums() {
    QFETCH(QByteArray, block);
    QFETCH(int, expected);
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n" + block;
    const ParseResult result = parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(result.lesson.has_value(), qPrintable(describe(result.diagnostics)));
    const Block& b = result.lesson->blocks.constLast();
    const bool scaleRow = QByteArray(QTest::currentDataTag()).contains("scale");
    switch (blockType(b)) {
    case BlockType::Callout:
        QCOMPARE(int(CalloutSpec::from(b).kind), expected);
        break;
    case BlockType::Question:
        QCOMPARE(int(QuestionSpec::from(b).kind), expected);
        break;
    case BlockType::Lab:
        QCOMPARE(scaleRow ? 100 + int(LabSpec::from(b).scale) : int(LabSpec::from(b).predict),
                 expected);
        break;
    case BlockType::Chart:
        QVERIFY(!ScoreSpec::from(b).scale.isBound());
        QCOMPARE(100 + int(ScoreSpec::from(b).scale.literal), expected);
        break;
    default:
        QFAIL("unexpected block type");
    }
}

// Grading, the page and the review read a question from its spec alone: every key is there.
void TestLessonModel::questionSpecIsComplete() {
    const QByteArray text =
        "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
        "```slider\nparam: dk\nlabel: L\nmin: 1\nmax: 64\ndefault: 4\n```\n"
        "```question\nid: m\nkind: multi\nprompt: Pick $x$\noption a: A $y$\noption b: B\n"
        "option c: C\nfeedback b: Not *b*.\nfeedback c: Why $c$\nanswer: a , c\npin: c\n"
        "explanation: Because\nstyle: predict\n```\n"
        "```question\nid: n\nkind: numeric\nprompt: P\nexpected: 2 * sqrt(dk)\n"
        "tolerance: 0.5\nunit: nats\n```\n";
    const ParseResult result = parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(result.lesson.has_value(), qPrintable(describe(result.diagnostics)));
    const QuestionSpec m = QuestionSpec::from(result.lesson->blocks.at(1));
    QCOMPARE(m.id, QStringLiteral("m"));
    QCOMPARE(m.kind, QuestionKind::Multi);
    QVERIFY(m.predictStyle);
    QCOMPARE(m.optionIds(), (QStringList{"a", "b", "c"}));
    QCOMPARE(m.options.at(0).html, markdownWithMath(QStringLiteral("A $y$")));
    QCOMPARE(m.answer, (QStringList{"a", "c"})); // spaces around the ids dropped
    QCOMPARE(m.pinned, QStringList{"c"});
    QCOMPARE(m.feedbackHtml.size(), 2); // a has none
    QCOMPARE(m.feedbackHtml.value(QStringLiteral("b")), QStringLiteral("Not *b*."));
    QCOMPARE(m.feedbackHtml.value(QStringLiteral("c")),
             markdownWithMath(QStringLiteral("Why $c$")));
    QCOMPARE(m.explanationHtml, QStringLiteral("Because"));
    QCOMPARE(m.tolerance, 0.0); // the default
    QVERIFY(m.unitHtml.isEmpty());

    const QuestionSpec n = QuestionSpec::from(result.lesson->blocks.at(2));
    QCOMPARE(n.kind, QuestionKind::Numeric);
    QVERIFY(!n.predictStyle);
    QCOMPARE(n.expected, QStringLiteral("2 * sqrt(dk)"));
    QCOMPARE(n.tolerance, 0.5);
    QCOMPARE(n.unitHtml, QStringLiteral("nats"));
    QVERIFY(n.answer.isEmpty() && n.pinned.isEmpty() && n.options.isEmpty());
}

void TestLessonModel::charts() {
    const Block* w = lesson_.findById(QStringLiteral("weights"));
    QVERIFY(w);
    QCOMPARE(w->kind(), QStringLiteral("softmax"));
    QCOMPARE(w->args(QStringLiteral("scores")),
             QStringList({QStringLiteral("peaked"), QStringLiteral("flat")}));
    QCOMPARE(w->list(QStringLiteral("scores"), QStringLiteral("flat")), QList<double>({1, 1, 0.5}));
    QCOMPARE(w->binding(QStringLiteral("query")), QStringLiteral("query"));
    QCOMPARE(w->binding(QStringLiteral("dk")), QStringLiteral("dk"));
    QCOMPARE(w->binding(QStringLiteral("scale")), QStringLiteral("gain"));
    QCOMPARE(w->binding(QStringLiteral("temperature")), QStringLiteral("temp"));
    QCOMPARE(w->text(QStringLiteral("growth")), QStringLiteral("sqrt"));
    QCOMPARE(w->number(QStringLiteral("dk")), 1.0); // bound: the schema default, never "@dk"
    QCOMPARE(w->text(QStringLiteral("title")), QStringLiteral("Softmax weights"));
    const Block* bench = lesson_.findById(QStringLiteral("bench"));
    QCOMPARE(bench->integer(QStringLiteral("samples")), 5000);
    QCOMPARE(bench->integer(QStringLiteral("seed")), 7);
    QCOMPARE(bench->integer(QStringLiteral("bins")), 100);
    QCOMPARE(bench->list(QStringLiteral("range")), QList<double>({-30, 30}));
    QCOMPARE(bench->binding(QStringLiteral("scaled")), QStringLiteral("gain"));
    QVERIFY(bench->boolean(QStringLiteral("theory")));
    QCOMPARE(bench->number(QStringLiteral("sigma")), 1.0);
    const Block* spread = lesson_.findById(QStringLiteral("spread"));
    QCOMPARE(spread->integer(QStringLiteral("dk")), 64);
    QCOMPARE(spread->integer(QStringLiteral("max-dk")), 2048);
    QCOMPARE(spread->integer(QStringLiteral("samples")), 4000);
    QVERIFY(!spread->boolean(QStringLiteral("scaled")));
    const Block* bank = lesson_.findById(QStringLiteral("bank"));
    QCOMPARE(bank->integer(QStringLiteral("pair")), 3);
    QCOMPARE(bank->integer(QStringLiteral("seed")), 1);
}

void TestLessonModel::tableReadoutLab() {
    const Block* t = lesson_.findById(QStringLiteral("numbers"));
    QCOMPARE(t->type, QStringLiteral("table"));
    QCOMPARE(t->kind(), QStringLiteral("softmax"));
    QCOMPARE(t->list(QStringLiteral("scores")), QList<double>({2, 1, 0}));
    QCOMPARE(t->text(QStringLiteral("scale")), QStringLiteral("sqrt"));
    QCOMPARE(t->number(QStringLiteral("temperature")), 1.0);
    const Block* r = firstOfType(lesson_.blocks, QStringLiteral("readout"));
    QVERIFY(r->text(QStringLiteral("text")).contains(QLatin1String("{sqrt(dk)|2}")));
    const Block* lab = lesson_.findById(QStringLiteral("lab1"));
    QCOMPARE(lab->list(QStringLiteral("scores")), QList<double>({2, 1, 0.5, -1}));
    QCOMPARE(lab->list(QStringLiteral("dims")), QList<double>({1, 64, 512}));
    QCOMPARE(lab->text(QStringLiteral("predict")), QStringLiteral("max-weight"));
    QCOMPARE(lab->integer(QStringLiteral("predict-dim")), 512);
    QCOMPARE(lab->number(QStringLiteral("tolerance")), 5.0);
    QCOMPARE(lab->text(QStringLiteral("title")), QStringLiteral("Lab"));
}

void TestLessonModel::groups() {
    const Block* qc = lesson_.findById(QStringLiteral("qc"));
    QVERIFY(qc);
    QCOMPARE(qc->type, QStringLiteral("quickcheck"));
    QCOMPARE(qc->text(QStringLiteral("title")), QStringLiteral("Quick check"));
    QCOMPARE(qc->children.size(), 3);
    for (const Block& c : qc->children)
        QCOMPARE(c.type, QStringLiteral("question"));
    const Block* walk = lesson_.findById(QStringLiteral("walk"));
    QCOMPARE(walk->type, QStringLiteral("walkthrough"));
    QCOMPARE(walk->text(QStringLiteral("title")), QStringLiteral("Five steps"));
    QCOMPARE(walk->children.size(), 2);
    QCOMPARE(walk->children.at(0).type, QStringLiteral("step"));
    QCOMPARE(walk->children.at(0).text(QStringLiteral("title")), QStringLiteral("Step one"));
    QCOMPARE(walk->children.at(0).children.size(), 1);
    QCOMPARE(walk->children.at(0).children.at(0).type, QStringLiteral("prose"));
    QCOMPARE(walk->children.at(1).children.size(), 1);
    QCOMPARE(walk->children.at(1).children.at(0).type, QStringLiteral("callout"));
    for (const Block& b : lesson_.blocks) {
        QVERIFY(b.type != QLatin1String("quickcheck-end"));
        QVERIFY(b.type != QLatin1String("walkthrough-end"));
        QVERIFY(b.type != QLatin1String("step"));
    }
}

void TestLessonModel::questionsAndExplain() {
    const Block* q1 = lesson_.findById(QStringLiteral("q1"));
    QCOMPARE(q1->kind(), QStringLiteral("single"));
    QCOMPARE(q1->text(QStringLiteral("answer")), QStringLiteral("a"));
    QCOMPARE(q1->text(QStringLiteral("feedback"), QStringLiteral("b")),
             QStringLiteral("The weights always sum to 1."));
    QCOMPARE(q1->text(QStringLiteral("style")), QStringLiteral("check"));
    const Block* q3 = lesson_.findById(QStringLiteral("q3"));
    QCOMPARE(q3->text(QStringLiteral("expected")), QStringLiteral("2 * sqrt(dk)"));
    QCOMPARE(q3->number(QStringLiteral("tolerance")), 0.01);
    QCOMPARE(q3->text(QStringLiteral("style")), QStringLiteral("predict"));
    QCOMPARE(q3->text(QStringLiteral("reveal")), QStringLiteral("revealed"));
    const Block* ex = lesson_.findById(QStringLiteral("ex"));
    QCOMPARE(
        ex->values(QStringLiteral("rubric")),
        QStringList({QStringLiteral("Mentions variance"), QStringLiteral("Mentions saturation")}));
    const Block* refs = firstOfType(lesson_.blocks, QStringLiteral("references"));
    QCOMPARE(refs->values(QStringLiteral("ref")).size(), 1);
    const Block* next = firstOfType(lesson_.blocks, QStringLiteral("next"));
    QCOMPARE(next->text(QStringLiteral("lesson")), QStringLiteral("other-lesson"));
    const Block* formula = firstOfType(lesson_.blocks, QStringLiteral("formula"));
    QVERIFY(parseMath(formula->text(QStringLiteral("tex"))).ok());
}

void TestLessonModel::defaults_data() {
    QTest::addColumn<QByteArray>("block");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");
    QTest::addRow("callout kind") << QByteArray("```callout\ntext: x\n```\n") << "kind"
                                  << "note";
    QTest::addRow("callout title by kind")
        << QByteArray("```callout\nkind: trap\ntext: x\n```\n") << "title"
        << "Trap";
    QTest::addRow("slider step") << QByteArray("```slider\nparam: s\nlabel: L\nmin: 0\nmax: "
                                               "4\ndefault: 1\n```\n```readout\ntext: {s}\n```\n")
                                 << "step"
                                 << "1";
    QTest::addRow("slider log") << QByteArray("```slider\nparam: s\nlabel: L\nmin: 0\nmax: "
                                              "4\ndefault: 1\n```\n```readout\ntext: {s}\n```\n")
                                << "log"
                                << "false";
    QTest::addRow("toggle default")
        << QByteArray("```toggle\nparam: g\nlabel: L\n```\n```readout\ntext: {g}\n```\n")
        << "default"
        << "false";
    QTest::addRow("histogram samples")
        << QByteArray("```chart\nid: h\nkind: histogram\ndk: 4\n```\n") << "samples"
        << "10000";
    QTest::addRow("histogram bins")
        << QByteArray("```chart\nid: h\nkind: histogram\ndk: 4\n```\n") << "bins"
        << "80";
    QTest::addRow("histogram range")
        << QByteArray("```chart\nid: h\nkind: histogram\ndk: 4\n```\n") << "range"
        << "-40, 40";
    QTest::addRow("histogram theory")
        << QByteArray("```chart\nid: h\nkind: histogram\ndk: 4\n```\n") << "theory"
        << "true";
    QTest::addRow("sigma-vs-dk max-dk")
        << QByteArray("```chart\nid: h\nkind: sigma-vs-dk\ndk: 4\n```\n") << "max-dk"
        << "1024";
    QTest::addRow("sigma-vs-dk samples")
        << QByteArray("```chart\nid: h\nkind: sigma-vs-dk\ndk: 4\n```\n") << "samples"
        << "4000";
    QTest::addRow("channel-bank pair")
        << QByteArray("```chart\nid: h\nkind: channel-bank\ndk: 4\n```\n") << "pair"
        << "0";
    QTest::addRow("softmax growth")
        << QByteArray("```chart\nid: c\nkind: softmax\nscores: 1\n```\n") << "growth"
        << "none";
    QTest::addRow("softmax scale")
        << QByteArray("```chart\nid: c\nkind: softmax\nscores: 1\n```\n") << "scale"
        << "none";
    QTest::addRow("softmax dk") << QByteArray("```chart\nid: c\nkind: softmax\nscores: 1\n```\n")
                                << "dk"
                                << "1";
    QTest::addRow("table kind") << QByteArray("```table\nid: t\nscores: 1\n```\n") << "kind"
                                << "softmax";
    QTest::addRow("lab scale") << QByteArray("```lab\nid: l\nscores: 1\ndims: 4\n```\n") << "scale"
                               << "sqrt";
    QTest::addRow("lab tolerance")
        << QByteArray("```lab\nid: l\nscores: 1\ndims: 4\n```\n") << "tolerance"
        << "5";
    QTest::addRow("question tolerance")
        << QByteArray("```question\nid: q\nkind: numeric\nprompt: P\nexpected: 1\n```\n")
        << "tolerance"
        << "0";
    QTest::addRow("question style")
        << QByteArray("```question\nid: q\nkind: numeric\nprompt: P\nexpected: 1\n```\n") << "style"
        << "check";
    QTest::addRow("quickcheck title")
        << QByteArray("```quickcheck\nid: q\n```\n```question\nid: q1\nkind: numeric\nprompt: "
                      "P\nexpected: 1\n```\n```quickcheck-end\n```\n")
        << "title"
        << "Quick check";
}

void TestLessonModel::defaults() {
    QFETCH(QByteArray, block);
    QFETCH(QString, key);
    QFETCH(QString, expected);
    const QByteArray header = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n";
    const ParseResult r = parseLesson(header + block, QStringLiteral("d.lesson.md"));
    QVERIFY2(r.lesson.has_value(), qPrintable(describe(r.diagnostics)));
    const Block& b = r.lesson->blocks.first();
    QCOMPARE(b.text(key), expected);
}

void TestLessonModel::sections() {
    const QList<Section> s = lesson_.sections();
    QCOMPARE(s.size(), 2);
    QCOMPARE(s.at(0).title, QStringLiteral("Introduction"));
    QCOMPARE(s.at(0).level, 1);
    QCOMPARE(s.at(0).blockIndex, 0);
    QCOMPARE(s.at(1).title, QStringLiteral("Controls"));
    QCOMPARE(s.at(1).level, 2);
}

// Regression: the block scanner took `<!--` inside a code span for a comment and silently
// dropped every block after it; the outline missed a heading inside a comment that opened
// mid-line. Both now read comments the way the renderer does (lessons/syntax.h).
void TestLessonModel::commentsFollowOneRule() {
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "# Shown\n\nType `<!--` to open a comment.\n\n"
                            "```callout\ntext: after the code span\n```\n\n"
                            "Text <!-- a note\n# Hidden\n-->\n\n## Also shown\n";
    const ParseResult result = parseLesson(text, QStringLiteral("c.lesson.md"));
    QVERIFY2(result.lesson.has_value(), qPrintable(describe(result.diagnostics)));
    QVERIFY2(result.diagnostics.isEmpty(), qPrintable(describe(result.diagnostics)));
    const Block* callout = firstOfType(result.lesson->blocks, QStringLiteral("callout"));
    QVERIFY(callout);
    QCOMPARE(callout->text(QStringLiteral("text")), QStringLiteral("after the code span"));
    QStringList titles;
    for (const Section& section : result.lesson->sections())
        titles << section.title;
    QCOMPARE(titles, QStringList({QStringLiteral("Shown"), QStringLiteral("Also shown")}));
}

// A heading starts a prose block of its own, so what follows a revealed block up to the next
// heading can wait with it (app/lessonpage) while the heading stays on the page.
void TestLessonModel::proseSplitsAtHeadings() {
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "# Title\nIntro.\n\nMore intro.\n## Part\nBody\n<!--\n## not one\n-->\n"
                            "#no heading\n### Deeper\nText\n";
    const ParseResult result = parseLesson(text, QStringLiteral("h.lesson.md"));
    QVERIFY2(result.lesson.has_value(), qPrintable(describe(result.diagnostics)));
    QStringList firstLines;
    for (const Block& block : result.lesson->blocks) {
        QCOMPARE(block.type, QStringLiteral("prose"));
        firstLines << block.source.section(QLatin1Char('\n'), 0, 0);
    }
    QCOMPARE(firstLines, QStringList({QStringLiteral("# Title"), QStringLiteral("## Part"),
                                      QStringLiteral("### Deeper")}));
    QCOMPARE(result.lesson->blocks.at(1).pos.line, 12);
    QCOMPARE(result.lesson->sections().size(), 2);
}

void TestLessonModel::continuationLines() {
    const Block* callout = firstOfType(lesson_.blocks, QStringLiteral("callout"));
    QCOMPARE(
        callout->text(QStringLiteral("text")),
        QStringLiteral("A long text that continues\non an indented line with $s_i(1 - s_i)$."));
    const Entry* e = callout->entry(QStringLiteral("text"));
    QCOMPARE(e->linePositions.size(), 2);
    QCOMPARE(e->linePositions.at(1).column, 3);
}

void TestLessonModel::loadLessonFileErrors() {
    const ParseResult missing = loadLessonFile(testpaths::source(u"tests/lessons/data"
                                                                 "/nope.lesson.md"));
    QVERIFY(missing.hasErrors());
    QVERIFY(missing.diagnostics.first().message.contains(QLatin1String("cannot read")));
}

// A block whose title repeats the heading right above it shows it once (lesson page).
void TestLessonModel::headingAbove() {
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "## Quick check\n\n<!-- a note\nover lines -->\n\n"
                            "```references\nref: R\n```\n"
                            "Some text.\n\n### Say it: ##\n\n"
                            "```references\nref: R\n```\n"
                            "## Heading\n\nthen prose.\n\n"
                            "```references\nref: R\n```\n"
                            "```references\nref: R\n```\n";
    const ParseResult result = parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(result.lesson.has_value(), qPrintable(describe(result.diagnostics)));
    const Lesson& lesson = *result.lesson;
    QList<QString> above;
    for (int i = 0; i < lesson.blocks.size(); ++i) {
        if (lesson.blocks.at(i).type == QLatin1String("references"))
            above.append(lesson.headingAbove(i));
    }
    QCOMPARE(above, (QList<QString>{"Quick check", "Say it:", QString(), QString()}));
    QVERIFY(lesson.headingAbove(0).isEmpty());
    QVERIFY(lesson.headingAbove(-1).isEmpty());
    QVERIFY(lesson.headingAbove(int(lesson.blocks.size()) + 1).isEmpty());
}

// Prose that starts with a heading (comments and blank lines before it aside) opens a section:
// a revealed chart's gate stops there. Other block types never do.
void TestLessonModel::proseOpensASection() {
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "Plain words first.\n\n"
                            "<!-- note -->\n\n## Section\n\nIts words.\n\n"
                            "```references\nref: R\n```\n"
                            "More words.\n";
    const ParseResult result = parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(result.lesson.has_value(), qPrintable(describe(result.diagnostics)));
    QList<bool> opens;
    for (const Block& block : result.lesson->blocks)
        opens.append(block.opensSection());
    QCOMPARE(opens, (QList<bool>{false, true, false, false}));
}

void TestLessonModel::sameHeadingIgnoresCaseAndColon_data() {
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("same");
    QTest::addRow("equal") << "Quick check"
                           << "Quick check" << true;
    QTest::addRow("case") << "Explain it back"
                          << "Explain it Back" << true;
    QTest::addRow("colon and spaces") << "References:"
                                      << " References" << true;
    QTest::addRow("longer") << "Quick check: the causal chain"
                            << "Quick check" << false;
    QTest::addRow("no heading") << ""
                                << "" << false;
}

void TestLessonModel::sameHeadingIgnoresCaseAndColon() {
    QFETCH(QString, heading);
    QFETCH(QString, title);
    QFETCH(bool, same);
    QCOMPARE(sameHeading(heading, title), same);
}

void TestLessonModel::typedSpecsApplyDefaults() {
    const QByteArray text =
        "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
        "```slider\nparam: dk\nlabel: $d_k$\nmin: 1\nmax: 64\ndefault: 16\n```\n"
        "```toggle\nparam: gain\nlabel: Gain\n```\n"
        "```chart\nid: h\nkind: histogram\ndk: @dk\nscaled: @gain\nseed: 7\n```\n"
        "```chart\nid: s\nkind: softmax\nscores: 1, 2\ndk: 4\n```\n"
        "```slider\nparam: angle\nlabel: Angle\nvalues: 0, 90\ndefault: 0\nplay: true\n```\n"
        "```chart\nid: v\nkind: vectors\nangle: @angle\n```\n"
        "```chart\nid: m\nkind: mixture\nvalues: 4, 0, 0, 4, -2, -2\nscore1: @dk\nscore2: 1.5\n"
        "mask3: @gain\n```\n";
    const ParseResult result = parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY2(result.lesson.has_value(), qPrintable(describe(result.diagnostics)));
    const Lesson& lesson = *result.lesson;

    const SliderSpec slider = SliderSpec::from(lesson.blocks.at(0));
    QCOMPARE(slider.param, QStringLiteral("dk"));
    QCOMPARE(slider.min, 1.0);
    QCOMPARE(slider.max, 64.0);
    QCOMPARE(slider.step, 1.0); // the registry's default
    QCOMPARE(slider.defaultValue, 16.0);
    QVERIFY(slider.stops.isEmpty());
    QVERIFY(!slider.log);
    QVERIFY(slider.unitHtml.isEmpty());
    QVERIFY(!slider.play);
    QVERIFY(SliderSpec::from(lesson.blocks.at(4)).play);

    const ToggleSpec toggle = ToggleSpec::from(lesson.blocks.at(1));
    QCOMPARE(toggle.param, QStringLiteral("gain"));
    QVERIFY(!toggle.defaultValue);

    const HistogramSpec histogram = HistogramSpec::from(lesson.blocks.at(2));
    QCOMPARE(histogram.seed, 7);
    QCOMPARE(histogram.samples, 10000); // defaults from the registry
    QCOMPARE(histogram.bins, 80);
    QCOMPARE(histogram.range, (QList<double>{-40, 40}));
    QVERIFY(histogram.theory);
    QCOMPARE(histogram.dk.param, QStringLiteral("dk"));
    QCOMPARE(histogram.scaled.param, QStringLiteral("gain"));

    const ChartSpec chart = ChartSpec::from(lesson.blocks.at(3));
    QVERIFY(std::holds_alternative<SoftmaxChartSpec>(chart.kind));
    QVERIFY(chart.titleHtml.isEmpty()); // not given: the widget shows its own title
    const ScoreSpec scores = ScoreSpec::from(lesson.blocks.at(3));
    QCOMPARE(scores.scores, (QList<double>{1, 2}));
    QVERIFY(!scores.dk.isBound());
    QCOMPARE(scores.dk.literal, 4.0);
    QCOMPARE(scores.scale.literal, attn::ScaleRule::None);
    QCOMPARE(scores.temperature.literal, 1.0);

    const VectorsSpec vectors = VectorsSpec::from(lesson.blocks.at(5));
    QCOMPARE(vectors.a.literal, 1.0);
    QVERIFY(!vectors.a.isBound() && !vectors.b.isBound());
    QCOMPARE(vectors.b.literal, 1.0);
    QCOMPARE(vectors.angle.param, QStringLiteral("angle"));
    QCOMPARE(vectors.extent, 3.0);

    const MixtureSpec mixture = MixtureSpec::from(lesson.blocks.at(6));
    QCOMPARE(mixture.values, (QList<double>{4, 0, 0, 4, -2, -2}));
    QCOMPARE(mixture.scores.size(), 3); // one per value, not one per possible key
    QCOMPARE(mixture.scores.at(0).param, QStringLiteral("dk"));
    QCOMPARE(mixture.scores.at(1).literal, 1.5);
    QCOMPARE(mixture.scores.at(2).literal, 0.0); // the registry's default
    QVERIFY(!mixture.masked.at(0).isBound() && !mixture.masked.at(0).literal);
    QCOMPARE(mixture.masked.at(2).param, QStringLiteral("gain"));
}

QTEST_GUILESS_MAIN(TestLessonModel)
#include "tst_lessonmodel.moc"
