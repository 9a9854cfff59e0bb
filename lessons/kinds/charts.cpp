// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The registry entries, rules and typed views of the blocks that plot: `chart` with its kinds,
// and `table`. Adding a chart kind starts in chartKindEntries() (docs/adding-a-block-kind.md).

#include "lessons/kinds/entries.h"

#include "lessons/parser/grammar.h"
#include "lessons/typednumbers.h"

#include <QCoreApplication>

#include <iterator>

namespace lessons {

using kinds::bindableBool;
using kinds::bindableNumber;
using kinds::K;
using kinds::optionalHtml;
using VT = ValueType;

namespace {

// The keys of every block that plots scores: the softmax table and the score chart kinds.
QList<KeySpec> scoreKeys() {
    return {
        K("scores", VT::List).items(1, kMaxScores),
        K("scores", VT::List).arg().rep().items(1, kMaxScores),
        K("query", VT::OptionRef).bind("choice"),
        K("growth", VT::Enum).choices({"none", "sqrt"}).def("none"),
        K("dk", VT::Int).range(1, kMaxDk).bind("slider").def("1"),
        K("scale", VT::Enum).choicesOf(kinds::kScaleNames).bind("toggle").def("none"),
        K("temperature", VT::Number).range(0, 1000, true).bind("slider").def("1"),
        K("keys", VT::Text),
    };
}

// `keys: the, cat, sat`: the names of the keys, one per score, in order.
QStringList keyNamesOf(const QString& value) {
    QStringList names;
    for (const QString& name : value.split(QLatin1Char(',')))
        names.append(name.simplified());
    return names;
}

// A `keys` entry against the number of scores the block draws: `counts` holds each count with
// the line that gives it (0: the block as a whole), `what` says what a count counts.
void keyNameRules(const Block& b, RuleSink& sink, const QList<QPair<int, qsizetype>>& counts,
                  const QString& what) {
    const Entry* keys = b.entry(QStringLiteral("keys"));
    if (!keys)
        return;
    const QStringList names = keyNamesOf(keys->value);
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (names.at(i).isEmpty()) {
            sink.error(
                keys->valuePos,
                QCoreApplication::translate("lessons", "name %1 of `keys` is empty").arg(i + 1),
                QCoreApplication::translate("lessons",
                                            "write one name between each pair of commas "
                                            "(`keys: the, cat, sat`); a name cannot hold a comma"));
            return;
        }
    }
    for (const auto& [line, count] : counts) {
        if (count <= 0 || count == names.size())
            continue;
        sink.error(
            keys->valuePos,
            line > 0 ? QCoreApplication::translate("lessons",
                                                   "`keys` names %n key(s) but line %1 gives %2 "
                                                   "scores",
                                                   nullptr, int(names.size()))
                           .arg(line)
                           .arg(count)
                     : QCoreApplication::translate("lessons",
                                                   "`keys` names %n key(s) but the chart has %1 %2",
                                                   nullptr, int(names.size()))
                           .arg(count)
                           .arg(what),
            QCoreApplication::translate("lessons",
                                        "give one comma-separated name per score, in order"));
        return;
    }
}

// `scores` or named sets chosen by `query`: the rules of every block with the score keys.
void scoreRules(const Block& b, RuleSink& sink) {
    const bool isTable = b.type == QLatin1String("table");
    const QStringList sets = b.args(QStringLiteral("scores"));
    const Entry* plain = b.entry(QStringLiteral("scores"));
    const Entry* query = b.entry(QStringLiteral("query"));
    if (!plain && sets.isEmpty())
        sink.error(b.pos,
                   QCoreApplication::translate("lessons", "the %1 has no `scores`")
                       .arg(isTable ? QStringLiteral("table") : QStringLiteral("chart")),
                   QCoreApplication::translate(
                       "lessons", "add `scores: 2, 1, 0` (raw scores, one per key), or named sets "
                                  "`scores ID: ...` with `query: @choice`"));
    if (plain && !sets.isEmpty())
        sink.error(plain->keyPos,
                   QCoreApplication::translate("lessons",
                                               "both `scores` and named `scores ID` sets given"),
                   QCoreApplication::translate("lessons",
                                               "keep one form: named sets need `query: @choice`"));
    if (!sets.isEmpty() && !query)
        sink.error(b.pos, QCoreApplication::translate("lessons", "named score sets but no `query`"),
                   QCoreApplication::translate(
                       "lessons", "add `query: @name` naming a choice whose options are: %1")
                       .arg(sets.join(QStringLiteral(", "))));
    if (query && !query->value.startsWith(QLatin1Char('@')))
        sink.error(query->valuePos,
                   QCoreApplication::translate("lessons", "`query` must follow a choice"),
                   QCoreApplication::translate(
                       "lessons", "write `query: @name`, where name is the `param` of a choice"));
    // The chart keeps its bars when the choice changes sets: each set needs one score per bar.
    const Entry* firstSet = nullptr;
    qsizetype firstCount = 0;
    for (const Entry& e : b.entries) {
        if (e.key != QLatin1String("scores") || e.arg.isEmpty())
            continue;
        const qsizetype count = parseNumberList(e.value, kMaxScores, 1e6).valueOr({}).size();
        if (count == 0)
            continue; // reported with the list
        if (!firstSet) {
            firstSet = &e;
            firstCount = count;
        } else if (count != firstCount) {
            sink.error(
                e.valuePos,
                QCoreApplication::translate(
                    "lessons", "score set `%1` has %2 scores, but set `%3` on line %4 has %5")
                    .arg(e.arg)
                    .arg(count)
                    .arg(firstSet->arg)
                    .arg(firstSet->keyPos.line)
                    .arg(firstCount),
                QCoreApplication::translate(
                    "lessons", "give every set one score per bar; write decimals with a "
                               "point (`1.5`), since a comma separates scores"));
            break;
        }
    }
    if (query && query->value.startsWith(QLatin1Char('@')))
        sink.useQuery(query->value.mid(1).trimmed(),
                      {query->valuePos.line, query->valuePos.column + 1}, sets);
    QList<QPair<int, qsizetype>> counts;
    for (const Entry& e : b.entries) {
        if (e.key == QLatin1String("scores"))
            counts.append(
                {e.keyPos.line, parseNumberList(e.value, kMaxScores, 1e6).valueOr({}).size()});
    }
    keyNameRules(b, sink, counts, QString());
}

void chartRules(const Block& b, RuleSink& sink) {
    const Entry* kindEntry = b.entry(QStringLiteral("kind"));
    const ChartKindEntry* kind = kindEntry ? findChartKind(kindEntry->value) : nullptr;
    if (!kind)
        return; // reported as a bad `kind`
    if (kind->takesScores)
        scoreRules(b, sink);
    if (kind->rules)
        kind->rules(b, sink);
}

void histogramRules(const Block& b, RuleSink& sink) {
    const Entry* range = b.entry(QStringLiteral("range"));
    const QList<double> r =
        range ? parseNumberList(range->value, 2, 1e6).valueOr({}) : QList<double>();
    if (r.size() == 2 && r.at(0) >= r.at(1))
        sink.error(range->valuePos,
                   QCoreApplication::translate("lessons", "`range` must be `lo, hi` with lo < hi"),
                   QStringLiteral("write e.g. `-40, 40`"));
}

void busesRules(const Block& b, RuleSink& sink) {
    if (const Entry* scale = b.entry(QStringLiteral("scale")))
        sink.warning(
            scale->keyPos,
            QCoreApplication::translate("lessons", "`scale` is not used by a `buses` chart"),
            QCoreApplication::translate(
                "lessons", "remove it: the three buses always show none, sqrt and dk"));
}

// The keys of a `mixture` chart: the values, then one score and one mask per value.
QList<KeySpec> mixtureKeys() {
    static const char* const scores[] = {"score1", "score2", "score3", "score4"};
    static const char* const masks[] = {"mask1", "mask2", "mask3", "mask4"};
    static_assert(std::size(scores) == kMaxMixtureValues && std::size(masks) == kMaxMixtureValues);
    QList<KeySpec> keys = {K("values", VT::List).req().items(2, 2 * kMaxMixtureValues)};
    for (const char* score : scores)
        keys.append(K(score, VT::Number).range(-1e6, 1e6).bind("slider").def("0"));
    for (const char* mask : masks)
        keys.append(K(mask, VT::Bool).bind("toggle").def("false"));
    keys.append(K("keys", VT::Text));
    return keys;
}

void mixtureRules(const Block& b, RuleSink& sink) {
    const Entry* values = b.entry(QStringLiteral("values"));
    if (!values)
        return; // reported as missing
    const qsizetype items =
        parseNumberList(values->value, 2 * kMaxMixtureValues, 1e6).valueOr({}).size();
    if (items == 0)
        return; // reported with the list
    if (items % 2 != 0) {
        sink.error(values->valuePos,
                   QCoreApplication::translate(
                       "lessons", "`values` has %1 numbers, but each value is a point x, y")
                       .arg(items),
                   QCoreApplication::translate(
                       "lessons", "give two numbers per value, e.g. `values: 4, 0, 0, 4, -2, -2` "
                                  "for (4, 0), (0, 4) and (−2, −2)"));
        return;
    }
    const qsizetype points = items / 2;
    keyNameRules(b, sink, {{0, points}},
                 QCoreApplication::translate("lessons", "values (points in `values`)"));
    for (const Entry& e : b.entries) {
        for (const QString& stem : {QStringLiteral("score"), QStringLiteral("mask")}) {
            if (!e.key.startsWith(stem))
                continue;
            bool isNumber = false;
            const int j = e.key.mid(stem.size()).toInt(&isNumber);
            if (isNumber && j > points)
                sink.error(
                    e.keyPos,
                    QCoreApplication::translate(
                        "lessons", "`%1` is for value %2, but `values` gives %3 values")
                        .arg(e.key)
                        .arg(j)
                        .arg(points),
                    QCoreApplication::translate("lessons", "remove it, or add value %1 to `values`")
                        .arg(j));
        }
    }
}

// The keys of a `scores` chart: one score and one mask per bar, and whether the student may drag
// the bars.
QList<KeySpec> scoreBarKeys() {
    QList<KeySpec> keys;
    for (int j = 1; j <= kMaxScoreBars; ++j) {
        KeySpec score = K("score", VT::Number).range(-1e6, 1e6).bind("slider").def("0");
        score.key = QStringLiteral("score%1").arg(j);
        keys.append(score);
    }
    for (int j = 1; j <= kMaxScoreBars; ++j) {
        KeySpec mask = K("mask", VT::Bool).bind("toggle").def("false");
        mask.key = QStringLiteral("mask%1").arg(j);
        keys.append(mask);
    }
    keys.append(K("editable", VT::Bool).def("false"));
    keys.append(K("keys", VT::Text));
    keys.append(K("step", VT::Number).range(0, 1000, true).def("0.1"));
    return keys;
}

// The bars run from score1 to the highest score given; an editable chart needs each bound.
void scoreBarRules(const Block& b, RuleSink& sink) {
    int bars = 0;
    for (int j = kMaxScoreBars; j >= 1 && bars == 0; --j) {
        if (b.entry(QStringLiteral("score%1").arg(j)))
            bars = j;
    }
    if (bars == 0) {
        sink.error(b.pos,
                   QCoreApplication::translate("lessons", "the scores chart has no `score1`"),
                   QCoreApplication::translate(
                       "lessons", "add one score per bar, each bound to a slider: `score1: @z1`, "
                                  "`score2: @z2`, ..."));
        return;
    }
    for (int j = bars + 1; j <= kMaxScoreBars; ++j) {
        if (const Entry* mask = b.entry(QStringLiteral("mask%1").arg(j)))
            sink.error(
                mask->keyPos,
                QCoreApplication::translate(
                    "lessons", "`%1` is for bar %2, but the chart has %3 bars (up to `%4`)")
                    .arg(mask->key)
                    .arg(j)
                    .arg(bars)
                    .arg(QStringLiteral("score%1").arg(bars)),
                QCoreApplication::translate("lessons", "remove it, or add `score%1`").arg(j));
    }
    keyNameRules(b, sink, {{0, bars}},
                 QCoreApplication::translate("lessons", "bars (`score1` .. `score%1`)").arg(bars));
    const Entry* editable = b.entry(QStringLiteral("editable"));
    if (!editable || !b.boolean(QStringLiteral("editable")))
        return;
    for (int j = 1; j <= bars; ++j) {
        const QString key = QStringLiteral("score%1").arg(j);
        const Entry* score = b.entry(key);
        if (score && score->value.startsWith(QLatin1Char('@')))
            continue;
        sink.error(
            score ? score->valuePos : editable->keyPos,
            score ? QCoreApplication::translate(
                        "lessons", "`editable` lets the student drag bar %1, but `%2` is the "
                                   "fixed number %3, which nothing can change")
                        .arg(j)
                        .arg(key, score->value.trimmed())
                  : QCoreApplication::translate("lessons",
                                                "`editable` lets the student drag bar %1, but "
                                                "`%2` is missing (a fixed 0)")
                        .arg(j)
                        .arg(key),
            QCoreApplication::translate("lessons", "bind it to a slider (`%1: @name`, the `param` "
                                                   "of a slider), or remove `editable`")
                .arg(key));
    }
}

} // namespace

// ---- chart ---------------------------------------------------------------------------------
BlockEntry kinds::chartEntry() {
    return {QStringLiteral("chart"),
            &kinds::blockSpecOf<ChartSpec>,
            {K("id", VT::Id).req(), K("kind", VT::Enum).req().choiceList(chartKinds()),
             K("title", VT::Text), K("caption", VT::Text)},
            chartKinds(),
            &chartRules,
            true,
            BlockRole::Content,
            [](const QString& kind) {
                const ChartKindEntry* entry = findChartKind(kind);
                return entry ? QCoreApplication::translate("lessons::Registry", entry->defaultTitle)
                             : QString();
            }};
}

ChartSpec ChartSpec::from(const Block& block) {
    ChartSpec spec{block.id(),
                   optionalHtml(block, QStringLiteral("title")),
                   optionalHtml(block, QStringLiteral("caption")),
                   {}};
    // A validated chart has a known kind; its entry builds the kind's own keys.
    if (const ChartKindEntry* kind = findChartKind(block.kind()))
        spec.kind = kind->makeSpec(block);
    return spec;
}

// One entry per chart kind; the kinds with the score keys take `scores` (scoreRules).
QList<ChartKindEntry> kinds::chartKindEntries() {
    return {
        {QStringLiteral("softmax"), &kinds::chartKindSpecOf<SoftmaxChartSpec>, scoreKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Softmax weights"), nullptr, true},
        {QStringLiteral("gradient"), &kinds::chartKindSpecOf<GradientChartSpec>, scoreKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Gradient factor"), nullptr, true},
        {QStringLiteral("buses"), &kinds::chartKindSpecOf<BusesChartSpec>, scoreKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry",
                           "Three buses: no scaling, divided by $\\sqrt{d_k}$, divided by $d_k$"),
         &busesRules, true},
        {QStringLiteral("temperature"), &kinds::chartKindSpecOf<TemperatureChartSpec>, scoreKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Softmax at a temperature"), nullptr, true},
        {QStringLiteral("histogram"),
         &kinds::chartKindSpecOf<HistogramSpec>,
         {K("dk", VT::Int).req().range(1, kMaxDk).bind("slider"),
          K("samples", VT::Int).range(100, kMaxSamples).def("10000"),
          K("seed", VT::Int).range(0, 2147483647).def("1"),
          K("sigma", VT::Number).range(0, 10, true).def("1"),
          K("bins", VT::Int).range(5, kMaxBins).def("80"),
          K("range", VT::List).items(2, 2).def("-40, 40"),
          K("scaled", VT::Bool).bind("toggle").def("false"), K("theory", VT::Bool).def("true")},
         QT_TRANSLATE_NOOP("lessons::Registry", "Dot products of random vectors"),
         &histogramRules},
        {QStringLiteral("sigma-vs-dk"),
         &kinds::chartKindSpecOf<SigmaVsDkSpec>,
         {K("dk", VT::Int).req().range(1, kMaxDk).bind("slider"),
          K("max-dk", VT::Int).range(2, kMaxDk).def("1024"),
          K("samples", VT::Int).range(100, kMaxSamples).def("4000"),
          K("seed", VT::Int).range(0, 2147483647).def("1"),
          K("scaled", VT::Bool).bind("toggle").def("false")},
         QT_TRANSLATE_NOOP("lessons::Registry", "Spread of the dot product against $d_k$")},
        {QStringLiteral("channel-bank"),
         &kinds::chartKindSpecOf<ChannelBankSpec>,
         {K("dk", VT::Int).req().range(1, 1024).bind("slider"),
          K("seed", VT::Int).range(0, 2147483647).def("1"),
          K("pair", VT::Int).range(0, 99999).def("0")},
         QT_TRANSLATE_NOOP("lessons::Registry", "Per-dimension terms $q_j k_j$")},
        {QStringLiteral("vectors"),
         &kinds::chartKindSpecOf<VectorsSpec>,
         {K("a", VT::Number).range(0, 1000).bind("slider").def("1"),
          K("b", VT::Number).range(0, 1000).bind("slider").def("1"),
          K("angle", VT::Number).range(-360, 360).bind("slider").def("0"),
          K("extent", VT::Number).range(0, 1000, true).def("3")},
         QT_TRANSLATE_NOOP("lessons::Registry", "Two arrows and their dot product")},
        {QStringLiteral("mixture"), &kinds::chartKindSpecOf<MixtureSpec>, mixtureKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Mixing values in the plane"), &mixtureRules},
        {QStringLiteral("scores"), &kinds::chartKindSpecOf<ScoreBarsSpec>, scoreBarKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Raw scores"), &scoreBarRules},
    };
}

QList<double> ScoreSpec::scoresFor(const QString& setId) const {
    if (query.isEmpty())
        return scores;
    for (int i = 0; i < setIds.size(); ++i) {
        if (setIds.at(i).id == setId)
            return sets.at(i);
    }
    return sets.value(0);
}

ScoreSpec ScoreSpec::from(const Block& block) {
    ScoreSpec spec;
    const QString scoresKey = QStringLiteral("scores");
    spec.query = block.binding(QStringLiteral("query"));
    if (spec.query.isEmpty()) {
        spec.scores = block.list(scoresKey);
    } else {
        for (const QString& id : block.args(scoresKey)) {
            spec.setIds.append({id, {}, {}});
            spec.sets.append(block.list(scoresKey, id));
        }
    }
    spec.sqrtGrowth = block.text(QStringLiteral("growth")) == QLatin1String("sqrt");
    spec.dk = bindableNumber(block, QStringLiteral("dk"));
    spec.scale = {kinds::scaleRuleOf(block.text(QStringLiteral("scale")), attn::ScaleRule::None),
                  block.binding(QStringLiteral("scale"))};
    spec.temperature = bindableNumber(block, QStringLiteral("temperature"));
    if (block.has(QStringLiteral("keys")))
        spec.keyNames = keyNamesOf(block.text(QStringLiteral("keys")));
    return spec;
}

SoftmaxChartSpec SoftmaxChartSpec::from(const Block& block) {
    return {ScoreSpec::from(block)};
}
GradientChartSpec GradientChartSpec::from(const Block& block) {
    return {ScoreSpec::from(block)};
}
BusesChartSpec BusesChartSpec::from(const Block& block) {
    return {ScoreSpec::from(block)};
}
TemperatureChartSpec TemperatureChartSpec::from(const Block& block) {
    return {ScoreSpec::from(block)};
}

HistogramSpec HistogramSpec::from(const Block& block) {
    HistogramSpec spec;
    spec.seed = block.integer(QStringLiteral("seed"));
    spec.samples = block.integer(QStringLiteral("samples"));
    spec.bins = block.integer(QStringLiteral("bins"));
    spec.sigma = block.number(QStringLiteral("sigma"));
    spec.range = block.list(QStringLiteral("range"));
    spec.theory = block.boolean(QStringLiteral("theory"));
    spec.dk = bindableNumber(block, QStringLiteral("dk"));
    spec.scaled = bindableBool(block, QStringLiteral("scaled"));
    return spec;
}

SigmaVsDkSpec SigmaVsDkSpec::from(const Block& block) {
    SigmaVsDkSpec spec;
    spec.seed = block.integer(QStringLiteral("seed"));
    spec.samples = block.integer(QStringLiteral("samples"));
    spec.maxDk = block.integer(QStringLiteral("max-dk"));
    spec.dk = bindableNumber(block, QStringLiteral("dk"));
    spec.scaled = bindableBool(block, QStringLiteral("scaled"));
    return spec;
}

ChannelBankSpec ChannelBankSpec::from(const Block& block) {
    ChannelBankSpec spec;
    spec.seed = block.integer(QStringLiteral("seed"));
    spec.pair = block.integer(QStringLiteral("pair"));
    spec.dk = bindableNumber(block, QStringLiteral("dk"));
    return spec;
}

VectorsSpec VectorsSpec::from(const Block& block) {
    VectorsSpec spec;
    spec.a = bindableNumber(block, QStringLiteral("a"));
    spec.b = bindableNumber(block, QStringLiteral("b"));
    spec.angle = bindableNumber(block, QStringLiteral("angle"));
    spec.extent = block.number(QStringLiteral("extent"));
    return spec;
}

MixtureSpec MixtureSpec::from(const Block& block) {
    MixtureSpec spec;
    spec.values = block.list(QStringLiteral("values"));
    const qsizetype points = spec.values.size() / 2;
    for (qsizetype j = 1; j <= points; ++j) {
        spec.scores.append(bindableNumber(block, QStringLiteral("score%1").arg(j)));
        spec.masked.append(bindableBool(block, QStringLiteral("mask%1").arg(j)));
    }
    if (block.has(QStringLiteral("keys")))
        spec.keyNames = keyNamesOf(block.text(QStringLiteral("keys")));
    return spec;
}

ScoreBarsSpec ScoreBarsSpec::from(const Block& block) {
    ScoreBarsSpec spec;
    int bars = 0;
    for (int j = 1; j <= kMaxScoreBars; ++j) {
        if (block.has(QStringLiteral("score%1").arg(j)))
            bars = j;
    }
    for (int j = 1; j <= bars; ++j) {
        spec.scores.append(bindableNumber(block, QStringLiteral("score%1").arg(j)));
        spec.masked.append(bindableBool(block, QStringLiteral("mask%1").arg(j)));
    }
    spec.editable = block.boolean(QStringLiteral("editable"));
    spec.step = block.number(QStringLiteral("step"));
    if (block.has(QStringLiteral("keys")))
        spec.keyNames = keyNamesOf(block.text(QStringLiteral("keys")));
    return spec;
}

// ---- table ---------------------------------------------------------------------------------
BlockEntry kinds::tableEntry() {
    QList<KeySpec> keys = {K("id", VT::Id).req(),
                           K("kind", VT::Enum).choices({"softmax"}).def("softmax"),
                           K("caption", VT::Text)};
    keys.append(scoreKeys());
    return {QStringLiteral("table"),
            &kinds::blockSpecOf<TableSpec>,
            keys,
            {},
            &scoreRules,
            true,
            BlockRole::Content,
            [](const QString&) {
                return QCoreApplication::translate("lessons",
                                                   "Raw logits, scaled logits and softmax");
            }};
}

TableSpec TableSpec::from(const Block& block) {
    TableSpec spec{optionalHtml(block, QStringLiteral("title")),
                   optionalHtml(block, QStringLiteral("caption")),
                   ScoreSpec::from(block),
                   {}};
    spec.keyNames = spec.scores.keyNames;
    return spec;
}

} // namespace lessons
