#include "lessons/schema.h"

#include "lessons/grading.h"
#include "lessons/lesson.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace lessons {
namespace {

struct K {
    KeySpec s;
    K(const char* key, ValueType type) {
        s.key = QString::fromLatin1(key);
        s.type = type;
    }
    K& arg() {
        s.hasArg = true;
        return *this;
    }
    K& req() {
        s.required = true;
        return *this;
    }
    K& rep() {
        s.repeatable = true;
        return *this;
    }
    K& bind(const char* controlType) {
        s.bindTo = QString::fromLatin1(controlType);
        return *this;
    }
    K& def(const char* value) {
        s.defaultValue = QString::fromUtf8(value);
        return *this;
    }
    K& range(double lo, double hi, bool loExclusive = false) {
        s.min = lo;
        s.max = hi;
        s.hasRange = true;
        s.minExclusive = loExclusive;
        return *this;
    }
    K& items(int lo, int hi, double maxAbs = 1e6) {
        s.minItems = lo;
        s.maxItems = hi;
        s.maxAbs = maxAbs;
        return *this;
    }
    K& choiceList(const QStringList& values) {
        s.choices = values;
        return *this;
    }
    K& choices(std::initializer_list<const char*> values) {
        for (const char* v : values)
            s.choices.append(QString::fromLatin1(v));
        return *this;
    }
    operator KeySpec() const { return s; }
};

using VT = ValueType;

QList<KeySpec> scoreKeys() {
    return {
        K("scores", VT::List).items(1, kMaxScores),
        K("scores", VT::List).arg().rep().items(1, kMaxScores),
        K("query", VT::OptionRef).bind("choice"),
        K("growth", VT::Enum).choices({"none", "sqrt"}).def("none"),
        K("dk", VT::Int).range(1, kMaxDk).bind("slider").def("1"),
        K("scale", VT::Enum).choices({"none", "sqrt", "dk"}).bind("toggle").def("none"),
        K("temperature", VT::Number).range(0, 1000, true).bind("slider").def("1"),
    };
}

QList<BlockSpec> buildSpecs() {
    QList<BlockSpec> specs;
    specs.append({QStringLiteral("callout"),
                  {K("kind", VT::Enum).choices({"note", "trap", "takeaway", "tip"}).def("note"),
                   K("title", VT::Text), K("text", VT::Text).req()},
                  {}});
    specs.append(
        {QStringLiteral("formula"), {K("tex", VT::Math).req(), K("caption", VT::Text)}, {}});
    specs.append({QStringLiteral("references"), {K("ref", VT::Text).req().rep()}, {}});
    specs.append(
        {QStringLiteral("next"), {K("lesson", VT::LessonRef).req(), K("text", VT::Text)}, {}});
    specs.append(
        {QStringLiteral("slider"),
         {K("param", VT::Param).req(), K("label", VT::Text).req(), K("min", VT::Number),
          K("max", VT::Number), K("step", VT::Number).range(0, 1e9, true).def("1"),
          K("values", VT::List).items(1, 64), K("log", VT::Bool).def("false"),
          K("default", VT::Number).req(), K("unit", VT::Text), K("play", VT::Bool).def("false")},
         {}});
    specs.append({QStringLiteral("toggle"),
                  {K("param", VT::Param).req(), K("label", VT::Text).req(),
                   K("default", VT::Bool).def("false")},
                  {}});
    specs.append({QStringLiteral("choice"),
                  {K("param", VT::Param).req(), K("label", VT::Text).req(),
                   K("option", VT::Text).arg().rep().req(), K("default", VT::OptionRef)},
                  {}});
    specs.append({QStringLiteral("chart"),
                  {K("id", VT::Id).req(), K("kind", VT::Enum).req().choiceList(chartKinds()),
                   K("title", VT::Text), K("caption", VT::Text)},
                  chartKinds()});
    QList<KeySpec> table = {K("id", VT::Id).req(),
                            K("kind", VT::Enum).choices({"softmax"}).def("softmax"),
                            K("caption", VT::Text), K("keys", VT::Text)};
    table.append(scoreKeys());
    specs.append({QStringLiteral("table"), table, {}});
    specs.append({QStringLiteral("readout"), {K("text", VT::Readout).req()}, {}});
    specs.append({QStringLiteral("lab"),
                  {K("id", VT::Id).req(),
                   K("title", VT::Text).def(QT_TRANSLATE_NOOP("lessons::Registry", "Lab")),
                   K("scores", VT::List).req().items(1, kMaxScores),
                   K("dims", VT::List).req().items(1, kMaxLabDims, kMaxDk),
                   K("scale", VT::Enum).choices({"none", "sqrt", "dk"}).def("sqrt"),
                   K("predict", VT::Enum).choices({"direction", "max-weight"}),
                   K("predict-prompt", VT::Text), K("predict-dim", VT::Int).range(1, kMaxDk),
                   K("tolerance", VT::Number).range(0, 100).def("5"), K("instructions", VT::Text)},
                  {}});
    specs.append(
        {QStringLiteral("question"),
         {K("id", VT::Id).req(), K("kind", VT::Enum).req().choices({"single", "multi", "numeric"}),
          K("prompt", VT::Text).req(), K("option", VT::Text).arg().rep(),
          K("feedback", VT::Text).arg().rep(), K("answer", VT::OptionIds), K("expected", VT::Expr),
          K("tolerance", VT::Number).range(0, 1e300).def("0"), K("unit", VT::Text),
          K("explanation", VT::Text),
          K("style", VT::Enum).choices({"check", "predict"}).def("check"),
          K("reveal", VT::BlockRef)},
         {}});
    specs.append({QStringLiteral("explain"),
                  {K("id", VT::Id).req(), K("prompt", VT::Text).req(), K("model", VT::Text).req(),
                   K("rubric", VT::Text).req().rep()},
                  {}});
    specs.append({QStringLiteral("quickcheck"),
                  {K("id", VT::Id).req(),
                   K("title", VT::Text).def(QT_TRANSLATE_NOOP("lessons::Registry", "Quick check"))},
                  {}});
    specs.append({QStringLiteral("quickcheck-end"), {}, {}});
    specs.append({QStringLiteral("walkthrough"),
                  {K("id", VT::Id).req(),
                   K("title", VT::Text).def(QT_TRANSLATE_NOOP("lessons::Registry", "Walkthrough"))},
                  {}});
    specs.append({QStringLiteral("walkthrough-end"), {}, {}});
    specs.append({QStringLiteral("console"), {}, {}});
    specs.append({QStringLiteral("console-end"), {}, {}});
    specs.append({QStringLiteral("step"), {K("title", VT::Text).req()}, {}});
    return specs;
}

// One entry per chart kind: its own keys (besides id, kind, title, caption) and its default
// title. Adding a chart kind starts here (docs/adding-a-block-kind.md).
struct ChartKindEntry {
    QString kind;
    QList<KeySpec> keys;
    const char* defaultTitle; // marked for translation (context "lessons::Registry")
    KindRules rules = nullptr;
};

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

const QList<ChartKindEntry>& chartKindTable() {
    static const QList<ChartKindEntry> table = {
        {QStringLiteral("softmax"), scoreKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Softmax weights")},
        {QStringLiteral("gradient"), scoreKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Gradient factor")},
        {QStringLiteral("buses"), scoreKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Three buses: no scale, $\\sqrt{d_k}$, $d_k$"),
         &busesRules},
        {QStringLiteral("temperature"), scoreKeys(),
         QT_TRANSLATE_NOOP("lessons::Registry", "Softmax at a temperature")},
        {QStringLiteral("histogram"),
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
         {K("dk", VT::Int).req().range(1, kMaxDk).bind("slider"),
          K("max-dk", VT::Int).range(2, kMaxDk).def("1024"),
          K("samples", VT::Int).range(100, kMaxSamples).def("4000"),
          K("seed", VT::Int).range(0, 2147483647).def("1"),
          K("scaled", VT::Bool).bind("toggle").def("false")},
         QT_TRANSLATE_NOOP("lessons::Registry", "Spread of the dot product against $d_k$")},
        {QStringLiteral("channel-bank"),
         {K("dk", VT::Int).req().range(1, 1024).bind("slider"),
          K("seed", VT::Int).range(0, 2147483647).def("1"),
          K("pair", VT::Int).range(0, 99999).def("0")},
         QT_TRANSLATE_NOOP("lessons::Registry", "Per-dimension terms $q_j k_j$")},
        {QStringLiteral("vectors"),
         {K("a", VT::Number).range(0, 1000).bind("slider").def("1"),
          K("b", VT::Number).range(0, 1000).bind("slider").def("1"),
          K("angle", VT::Number).range(-360, 360).bind("slider").def("0"),
          K("extent", VT::Number).range(0, 1000, true).def("3")},
         QT_TRANSLATE_NOOP("lessons::Registry", "Two arrows and their dot product")},
    };
    return table;
}

const ChartKindEntry* findChartKind(const QString& kind) {
    for (const ChartKindEntry& entry : chartKindTable()) {
        if (entry.kind == kind)
            return &entry;
    }
    return nullptr;
}

} // namespace

const QList<BlockSpec>& blockSpecs() {
    static const QList<BlockSpec> specs = buildSpecs(); // immutable after first use
    return specs;
}

const BlockSpec* findBlockSpec(const QString& type) {
    for (const BlockSpec& spec : blockSpecs()) {
        if (spec.type == type)
            return &spec;
    }
    return nullptr;
}

QStringList blockTypeNames() {
    QStringList names;
    for (const BlockSpec& spec : blockSpecs())
        names.append(spec.type);
    return names;
}

QStringList chartKinds() {
    QStringList kinds;
    for (const ChartKindEntry& entry : chartKindTable())
        kinds.append(entry.kind);
    return kinds;
}

KindRules chartKindRules(const QString& kind) {
    const ChartKindEntry* entry = findChartKind(kind);
    return entry ? entry->rules : nullptr;
}

QList<KeySpec> keysFor(const QString& type, const QString& kind) {
    const BlockSpec* spec = findBlockSpec(type);
    if (!spec)
        return {};
    if (type != QLatin1String("chart"))
        return spec->keys; // implicitly shared, no copy
    // Built once: the accessors of every chart block ask for these on each call.
    static const QHash<QString, QList<KeySpec>> byKind = [spec] {
        QHash<QString, QList<KeySpec>> table;
        table.insert(QString(), spec->keys);
        for (const QString& k : chartKinds())
            table.insert(k, spec->keys + findChartKind(k)->keys);
        return table;
    }();
    return byKind.value(kind, spec->keys);
}

const KeySpec* findKey(const QList<KeySpec>& keys, const QString& key, bool hasArg) {
    for (const KeySpec& k : keys) {
        if (k.key == key && k.hasArg == hasArg)
            return &k;
    }
    return nullptr;
}

QString defaultTitle(const QString& type, const QString& kind) {
    if (type == QLatin1String("callout")) {
        if (kind == QLatin1String("trap"))
            return QCoreApplication::translate("lessons::Registry", "Trap");
        if (kind == QLatin1String("takeaway"))
            return QCoreApplication::translate("lessons::Registry", "Takeaway");
        if (kind == QLatin1String("tip"))
            return QCoreApplication::translate("lessons::Registry", "Tip");
        return QCoreApplication::translate("lessons::Registry", "Note");
    }
    if (type == QLatin1String("chart")) {
        if (const ChartKindEntry* entry = findChartKind(kind))
            return QCoreApplication::translate("lessons::Registry", entry->defaultTitle);
    }
    if (type == QLatin1String("table"))
        return QCoreApplication::translate("lessons", "Raw logits, scaled logits and softmax");
    return {};
}

bool isControlType(const QString& type) {
    return type == QLatin1String("slider") || type == QLatin1String("toggle") ||
           type == QLatin1String("choice");
}
bool isGroupOpener(const QString& type) {
    return type == QLatin1String("quickcheck") || type == QLatin1String("walkthrough") ||
           type == QLatin1String("console");
}
bool isGroupCloser(const QString& type) {
    return type == QLatin1String("quickcheck-end") || type == QLatin1String("walkthrough-end") ||
           type == QLatin1String("console-end");
}

int editDistance(const QString& a, const QString& b) {
    // Optimal string alignment distance: a swap of two neighbours ("txet") counts as one edit.
    // Inputs are short words (block types, keys); cap the work for hostile input anyway.
    if (a.size() > 64 || b.size() > 64)
        return int(std::max(a.size(), b.size()));
    const qsizetype n = a.size(), m = b.size();
    QList<QList<int>> d(n + 1, QList<int>(m + 1, 0));
    for (qsizetype i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a.at(i - 1) == b.at(j - 2) && a.at(i - 2) == b.at(j - 1))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

QString closestMatch(const QString& word, const QStringList& candidates) {
    const int allowed = word.size() <= 4 ? 1 : 2;
    QString best;
    int bestDistance = allowed + 1;
    for (const QString& c : candidates) {
        const int d = editDistance(word, c);
        if (d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return best;
}

} // namespace lessons
