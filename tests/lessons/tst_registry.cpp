// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The registry entries (lessons/schema.h, lessons/kinds/): each block type's rules across its
// keys run from its entry alone, report through the sink with the position of the line at
// fault, and hand what they define or use to the sink for the cross-reference pass; each entry
// builds its own alternative of the typed document (lessons/blockspecs.h).
#include "lessons/schema.h"
#include "tests/common/testpaths.h"

#include <QDir>
#include <QSet>
#include <QTest>

#include <thread>
#include <variant>

using namespace lessons;

namespace {

// Records everything a rule hands to its sink, one line each.
class RecordingSink : public RuleSink {
public:
    QStringList lines;
    void error(SourcePos pos, const QString& message, const QString&) override {
        lines.append(QStringLiteral("%1:%2 error %3").arg(pos.line).arg(pos.column).arg(message));
    }
    void warning(SourcePos pos, const QString& message, const QString&) override {
        lines.append(QStringLiteral("%1:%2 warning %3").arg(pos.line).arg(pos.column).arg(message));
    }
    void defineSliderRange(const QString& param, double lo, double hi) override {
        lines.append(QStringLiteral("range %1 %2..%3").arg(param).arg(lo).arg(hi));
    }
    void defineChoice(const QString& param, const QStringList& optionIds) override {
        lines.append(QStringLiteral("choice %1 %2").arg(param, optionIds.join(QLatin1Char(','))));
    }
    void useQuery(const QString& name, SourcePos pos, const QStringList& sets) override {
        lines.append(QStringLiteral("query %1 at %2:%3 sets %4")
                         .arg(name)
                         .arg(pos.line)
                         .arg(pos.column)
                         .arg(sets.join(QLatin1Char(','))));
    }
};

// A block of `type` whose entries are "key: value" or "key arg: value", one per line from
// line 2 on; each key at column 1, its value right after ": ".
Block blockOf(const QString& type, const QStringList& lines) {
    Block block;
    block.type = type;
    block.pos = {1, 1};
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        const QStringList head = line.left(colon).split(QLatin1Char(' '));
        Entry e;
        e.key = head.value(0);
        e.arg = head.value(1);
        e.value = line.mid(colon + 2);
        e.keyPos = {i + 2, 1};
        e.valuePos = {i + 2, int(colon) + 3};
        block.entries.append(e);
    }
    return block;
}

} // namespace

class TestRegistry : public QObject {
    Q_OBJECT
private slots:
    void rulesRunFromTheEntry_data();
    void rulesRunFromTheEntry();
    void scoreKindsAreFlagged();
    void revealableTypes();
    void rolesAndTitles();
    void everyTypeHasAnEnumValue();
    void everyEntryBuildsItsOwnSpec();
    void everyChartKindBuildsItsOwnSpec();
    void everyBlockOfTheBuiltInLessonsHasItsSpec();
    void copiesOfABlockShareOneSpec();
};

void TestRegistry::rulesRunFromTheEntry_data() {
    QTest::addColumn<QString>("type");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("slider range") << QStringLiteral("slider")
                                  << QStringList{QStringLiteral("param: t"),
                                                 QStringLiteral("min: 0"),
                                                 QStringLiteral("max: 10"),
                                                 QStringLiteral("default: 2")}
                                  << QStringList{QStringLiteral("range t 0..10")};
    QTest::addRow("slider max below min")
        << QStringLiteral("slider")
        << QStringList{QStringLiteral("param: t"), QStringLiteral("min: 5"),
                       QStringLiteral("max: 1"), QStringLiteral("default: 2")}
        << QStringList{QStringLiteral("4:6 error `max` (1) is not above `min` (5)")};
    QTest::addRow("choice options")
        << QStringLiteral("choice")
        << QStringList{QStringLiteral("param: c"), QStringLiteral("option a: A"),
                       QStringLiteral("option b: B")}
        << QStringList{QStringLiteral("choice c a,b")};
    QTest::addRow("choice of one")
        << QStringLiteral("choice")
        << QStringList{QStringLiteral("param: c"), QStringLiteral("option a: A")}
        << QStringList{QStringLiteral("1:1 error a choice needs at least two options"),
                       QStringLiteral("choice c a")};
    QTest::addRow("score chart without scores")
        << QStringLiteral("chart") << QStringList{QStringLiteral("kind: softmax")}
        << QStringList{QStringLiteral("1:1 error the chart has no `scores`")};
    QTest::addRow("score chart with a query")
        << QStringLiteral("chart")
        << QStringList{QStringLiteral("kind: gradient"), QStringLiteral("scores x: 1, 2"),
                       QStringLiteral("scores y: 2, 1"), QStringLiteral("query: @pick")}
        << QStringList{QStringLiteral("query pick at 5:9 sets x,y")};
    QTest::addRow("histogram takes no scores")
        << QStringLiteral("chart") << QStringList{QStringLiteral("kind: histogram")}
        << QStringList{};
    QTest::addRow("histogram range")
        << QStringLiteral("chart")
        << QStringList{QStringLiteral("kind: histogram"), QStringLiteral("range: 4, -4")}
        << QStringList{QStringLiteral("3:8 error `range` must be `lo, hi` with lo < hi")};
    QTest::addRow("buses scale") << QStringLiteral("chart")
                                 << QStringList{QStringLiteral("kind: buses"),
                                                QStringLiteral("scores: 1, 2"),
                                                QStringLiteral("scale: sqrt")}
                                 << QStringList{QStringLiteral(
                                        "4:1 warning `scale` is not used by a `buses` chart")};
    QTest::addRow("table keys")
        << QStringLiteral("table")
        << QStringList{QStringLiteral("keys: a, b"), QStringLiteral("scores: 1, 2, 3")}
        << QStringList{QStringLiteral("2:7 error `keys` names 2 key(s) but line 3 gives 3 scores")};
    QTest::addRow("lab predict-dim")
        << QStringLiteral("lab")
        << QStringList{QStringLiteral("dims: 1, 64"), QStringLiteral("predict: direction"),
                       QStringLiteral("predict-prompt: Which way?"),
                       QStringLiteral("predict-dim: 8")}
        << QStringList{QStringLiteral("5:14 error `predict-dim` 8 is not one of `dims`")};
    QTest::addRow("question answer")
        << QStringLiteral("question")
        << QStringList{QStringLiteral("kind: single"), QStringLiteral("option a: A"),
                       QStringLiteral("option b: B"), QStringLiteral("answer: c")}
        << QStringList{QStringLiteral("5:9 error answer `c` is not among the options")};
}

void TestRegistry::rulesRunFromTheEntry() {
    QFETCH(QString, type);
    QFETCH(QStringList, lines);
    QFETCH(QStringList, expected);
    const BlockEntry* spec = findBlockSpec(type);
    QVERIFY(spec);
    QVERIFY2(spec->rules, qPrintable(type));
    RecordingSink sink;
    spec->rules(blockOf(type, lines), sink);
    QCOMPARE(sink.lines, expected);
}

// The flag, not a list in a check function, says which chart kinds plot scores: those whose
// keys are the score keys (`scores`, named sets, `query`).
void TestRegistry::scoreKindsAreFlagged() {
    QStringList scored;
    for (const ChartKindEntry& kind : chartKindSpecs()) {
        const bool hasScores = findKey(kind.keys, QStringLiteral("scores"), false) &&
                               findKey(kind.keys, QStringLiteral("scores"), true) &&
                               findKey(kind.keys, QStringLiteral("query"), false);
        QCOMPARE(kind.takesScores, hasScores);
        if (kind.takesScores)
            scored.append(kind.kind);
    }
    QCOMPARE(scored, (QStringList{QStringLiteral("softmax"), QStringLiteral("gradient"),
                                  QStringLiteral("buses"), QStringLiteral("temperature")}));
}

void TestRegistry::revealableTypes() {
    QStringList revealable;
    for (const BlockEntry& spec : blockSpecs()) {
        if (spec.revealable)
            revealable.append(spec.type);
    }
    QCOMPARE(revealable, (QStringList{QStringLiteral("chart"), QStringLiteral("table")}));
}

// The scanner and the page ask the entries' roles and titles, not lists of type names.
void TestRegistry::rolesAndTitles() {
    QStringList controls, openers, closers;
    for (const BlockEntry& spec : blockSpecs()) {
        if (isControlType(spec.type))
            controls.append(spec.type);
        if (isGroupOpener(spec.type)) {
            openers.append(spec.type);
            QVERIFY2(findBlockSpec(spec.type + QStringLiteral("-end")), qPrintable(spec.type));
        }
        if (isGroupCloser(spec.type))
            closers.append(spec.type);
    }
    QCOMPARE(controls, (QStringList{QStringLiteral("slider"), QStringLiteral("toggle"),
                                    QStringLiteral("choice")}));
    QCOMPARE(openers, (QStringList{QStringLiteral("quickcheck"), QStringLiteral("walkthrough"),
                                   QStringLiteral("console")}));
    QCOMPARE(closers.size(), openers.size());
    QVERIFY(!isControlType(QStringLiteral("prose")));
    QVERIFY(!isGroupOpener(QStringLiteral("no-such-type")));
    QCOMPARE(defaultTitle(QStringLiteral("callout"), QStringLiteral("tip")), QStringLiteral("Tip"));
    QCOMPARE(defaultTitle(QStringLiteral("callout"), QString()), QStringLiteral("Note"));
    QCOMPARE(defaultTitle(QStringLiteral("chart"), QStringLiteral("gradient")),
             QStringLiteral("Gradient factor"));
    QCOMPARE(defaultTitle(QStringLiteral("chart"), QStringLiteral("no-such-kind")), QString());
    QCOMPARE(defaultTitle(QStringLiteral("table"), QString()),
             QStringLiteral("Raw logits, scaled logits and softmax"));
    QCOMPARE(defaultTitle(QStringLiteral("slider"), QString()), QString());
}

// blockType()'s table names every registered type (and prose and code), each once, so code past
// the parser can switch on the enum; an unknown name is Unknown.
void TestRegistry::everyTypeHasAnEnumValue() {
    QSet<BlockType> seen;
    QStringList names = blockTypeNames();
    names << QStringLiteral("prose") << QStringLiteral("code");
    for (const QString& name : std::as_const(names)) {
        Block block;
        block.type = name;
        const BlockType type = blockType(block);
        QVERIFY2(type != BlockType::Unknown, qPrintable(name));
        QVERIFY2(!seen.contains(type), qPrintable(name));
        seen.insert(type);
    }
    QCOMPARE(int(seen.size()), int(BlockType::Unknown));
    Block unknown;
    unknown.type = QStringLiteral("sliders");
    QCOMPARE(blockType(unknown), BlockType::Unknown);
}

// Each block type that makes a block has its own alternative of BlockSpec, built by its entry:
// no two entries share one (the page maps each to its widget by type), and every alternative
// but std::monostate has its type (prose and code from the scanner, the rest from an entry).
// The group closers make no block, so they build no spec.
void TestRegistry::everyEntryBuildsItsOwnSpec() {
    QHash<std::size_t, QString> typeOf;
    for (const BlockEntry& entry : blockSpecs()) {
        if (entry.role == BlockRole::GroupCloser) {
            QVERIFY2(!entry.makeSpec, qPrintable(entry.type));
            continue;
        }
        QVERIFY2(entry.makeSpec, qPrintable(entry.type));
        const std::size_t index = entry.makeSpec(blockOf(entry.type, {})).index();
        QVERIFY2(index != 0, qPrintable(entry.type)); // not std::monostate
        QVERIFY2(!typeOf.contains(index),
                 qPrintable(entry.type + QStringLiteral(" shares its spec with ") +
                            typeOf.value(index)));
        typeOf.insert(index, entry.type);
    }
    QList<Block> scanned = {blockOf(QStringLiteral("prose"), {}),
                            blockOf(QStringLiteral("code"), {})};
    scanned[0].markdown = QStringLiteral("Some *text*.");
    scanned[1].language = QStringLiteral("python");
    buildSpecs(scanned);
    QCOMPARE(scanned.at(0).specAs<ProseSpec>()->markdown, QStringLiteral("Some *text*."));
    QCOMPARE(scanned.at(1).specAs<CodeSpec>()->language, QStringLiteral("python"));
    for (const Block& block : std::as_const(scanned)) {
        QVERIFY2(!typeOf.contains(block.spec().index()), qPrintable(block.type));
        typeOf.insert(block.spec().index(), block.type);
    }
    QCOMPARE(qsizetype(typeOf.size()), qsizetype(std::variant_size_v<BlockSpec> - 1));
    QVERIFY(std::holds_alternative<std::monostate>(blockOf(QStringLiteral("slider"), {}).spec()));
}

// The same for the chart kinds: each builds its own alternative of ChartKindSpec, and a chart's
// spec holds the one of its `kind`.
void TestRegistry::everyChartKindBuildsItsOwnSpec() {
    QHash<std::size_t, QString> kindOf;
    for (const ChartKindEntry& kind : chartKindSpecs()) {
        const Block chart =
            blockOf(QStringLiteral("chart"), {QStringLiteral("kind: ") + kind.kind});
        QVERIFY2(kind.makeSpec, qPrintable(kind.kind));
        const std::size_t index = kind.makeSpec(chart).index();
        QVERIFY2(
            !kindOf.contains(index),
            qPrintable(kind.kind + QStringLiteral(" shares its spec with ") + kindOf.value(index)));
        kindOf.insert(index, kind.kind);
        const BlockSpec spec = findBlockSpec(QStringLiteral("chart"))->makeSpec(chart);
        QVERIFY(std::holds_alternative<ChartSpec>(spec));
        QCOMPARE(std::get<ChartSpec>(spec).kind.index(), index);
    }
    QCOMPARE(qsizetype(kindOf.size()), qsizetype(std::variant_size_v<ChartKindSpec>));
}

namespace {
// Every block of `blocks` and their children has the spec its entry builds.
void checkSpecs(const QList<Block>& blocks, const QString& file, QSet<QString>* types) {
    for (const Block& block : blocks) {
        const QString where =
            QStringLiteral("%1:%2 %3").arg(file).arg(block.pos.line).arg(block.type);
        types->insert(block.type);
        QVERIFY2(!std::holds_alternative<std::monostate>(block.spec()), qPrintable(where));
        const BlockEntry* entry = findBlockSpec(block.type);
        const std::size_t expected =
            entry ? entry->makeSpec(block).index()
                  : (blockType(block) == BlockType::Prose ? BlockSpec(ProseSpec()).index()
                                                          : BlockSpec(CodeSpec()).index());
        QVERIFY2(block.spec().index() == expected, qPrintable(where));
        if (const ChartSpec* chart = block.specAs<ChartSpec>())
            QVERIFY2(chart->kind.index() == findChartKind(block.kind())->makeSpec(block).index(),
                     qPrintable(where));
        checkSpecs(block.children, file, types);
        if (QTest::currentTestFailed())
            return;
    }
}
} // namespace

// The parser builds the typed document once per lesson: every block of the built-in lessons,
// inside groups too, comes with its spec.
void TestRegistry::everyBlockOfTheBuiltInLessonsHasItsSpec() {
    const QDir dir(testpaths::source(u"resources/lessons"));
    const QStringList files = dir.entryList({QStringLiteral("*.lesson.md")}, QDir::Files);
    QVERIFY(files.size() >= 10);
    QSet<QString> types;
    for (const QString& file : files) {
        const ParseResult result = loadLessonFile(dir.filePath(file), Checks::CompiledIn);
        QVERIFY2(result.lesson, qPrintable(file));
        checkSpecs(result.lesson->blocks, file, &types);
        if (QTest::currentTestFailed())
            return;
    }
    // The lessons hold most types, groups among them: the walk above saw their children.
    for (const char* type :
         {"prose", "chart", "slider", "question", "walkthrough", "step", "quickcheck", "console"})
        QVERIFY2(types.contains(QString::fromLatin1(type)), type);
}

QTEST_GUILESS_MAIN(TestRegistry)
// A spec is built on first use (not at parse, where it doubled the start's parse), once for a
// block and all its copies: the record's export reads its copy of the course on a worker thread
// while the window reads its own.
void TestRegistry::copiesOfABlockShareOneSpec() {
    const QByteArray text = "---\nid: t\ntitle: T\nsummary: S\nminutes: 5\norder: 1\n---\n"
                            "```slider\nparam: dk\nlabel: L\nvalues: 1, 4, 16\ndefault: 4\n```\n"
                            "```readout\ntext: {dk|0}\n```\n";
    const ParseResult parsed = parseLesson(text, QStringLiteral("t.lesson.md"));
    QVERIFY(parsed.lesson.has_value());
    const Lesson lesson = *parsed.lesson;
    QList<Lesson> copies(4, lesson);
    QList<const BlockSpec*> seen(copies.size(), nullptr);
    {
        std::vector<std::thread> readers;
        for (qsizetype i = 0; i < copies.size(); ++i)
            readers.emplace_back([&, i] { seen[i] = &copies.at(i).blocks.at(0).spec(); });
        for (std::thread& reader : readers)
            reader.join();
    }
    const SliderSpec* slider = lesson.blocks.at(0).specAs<SliderSpec>();
    QVERIFY(slider);
    QCOMPARE(slider->param, QStringLiteral("dk"));
    QCOMPARE(slider->stops, QList<double>({1, 4, 16}));
    for (const BlockSpec* spec : std::as_const(seen))
        QCOMPARE(spec, &lesson.blocks.at(0).spec());
    // A block validated apart (not a copy) has its own.
    QList<Block> apart = {lesson.blocks.at(0)};
    apart[0].specCell.reset();
    buildSpecs(apart);
    QVERIFY(&apart.at(0).spec() != &lesson.blocks.at(0).spec());
    QCOMPARE(apart.at(0).specAs<SliderSpec>()->stops, slider->stops);
}

#include "tst_registry.moc"
