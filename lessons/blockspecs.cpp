#include "lessons/blockspecs.h"

#include "lessons/math.h"

// The one place that reads block keys by name for the application: each typed view lists the
// keys of its block type as given in the registry (lessons/schema.cpp).

namespace lessons {

namespace {

QString optionalHtml(const Block& block, const QString& key, const QString& arg = {}) {
    return block.has(key, arg) ? block.html(key, arg) : QString();
}

Bindable<double> bindableNumber(const Block& block, const QString& key) {
    return {block.number(key), block.binding(key)};
}

Bindable<bool> bindableBool(const Block& block, const QString& key) {
    return {block.boolean(key), block.binding(key)};
}

QList<ChoiceOption> optionsOf(const Block& block, const QString& key) {
    QList<ChoiceOption> options;
    for (const QString& id : block.args(key))
        options.append({id, block.html(key, id)});
    return options;
}

} // namespace

CalloutSpec CalloutSpec::from(const Block& block) {
    return {block.kind(), optionalHtml(block, QStringLiteral("title")),
            block.html(QStringLiteral("text"))};
}

FormulaSpec FormulaSpec::from(const Block& block) {
    return {block.text(QStringLiteral("tex")), optionalHtml(block, QStringLiteral("caption"))};
}

ReferencesSpec ReferencesSpec::from(const Block& block) {
    return {block.values(QStringLiteral("ref"))};
}

NextSpec NextSpec::from(const Block& block) {
    return {block.text(QStringLiteral("lesson")), optionalHtml(block, QStringLiteral("text"))};
}

SliderSpec SliderSpec::from(const Block& block) {
    SliderSpec spec;
    spec.param = block.text(QStringLiteral("param"));
    spec.labelHtml = block.html(QStringLiteral("label"));
    spec.unitHtml = optionalHtml(block, QStringLiteral("unit"));
    if (block.has(QStringLiteral("values")))
        spec.stops = block.list(QStringLiteral("values"));
    spec.min = block.number(QStringLiteral("min"));
    spec.max = block.number(QStringLiteral("max"));
    spec.step = block.number(QStringLiteral("step"));
    spec.defaultValue = block.number(QStringLiteral("default"));
    spec.log = block.boolean(QStringLiteral("log"));
    spec.play = block.boolean(QStringLiteral("play"));
    return spec;
}

ToggleSpec ToggleSpec::from(const Block& block) {
    return {block.text(QStringLiteral("param")), block.html(QStringLiteral("label")),
            block.boolean(QStringLiteral("default"))};
}

ChoiceSpec ChoiceSpec::from(const Block& block) {
    return {block.text(QStringLiteral("param")), block.html(QStringLiteral("label")),
            optionsOf(block, QStringLiteral("option")), block.text(QStringLiteral("default"))};
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
            spec.setIds.append({id, {}});
            spec.sets.append(block.list(scoresKey, id));
        }
    }
    spec.sqrtGrowth = block.text(QStringLiteral("growth")) == QLatin1String("sqrt");
    spec.dk = bindableNumber(block, QStringLiteral("dk"));
    spec.scale = {block.text(QStringLiteral("scale")), block.binding(QStringLiteral("scale"))};
    spec.temperature = bindableNumber(block, QStringLiteral("temperature"));
    return spec;
}

ChartSpec ChartSpec::from(const Block& block) {
    return {block.id(), block.kind(), optionalHtml(block, QStringLiteral("title")),
            optionalHtml(block, QStringLiteral("caption"))};
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

TableSpec TableSpec::from(const Block& block) {
    TableSpec spec{optionalHtml(block, QStringLiteral("title")),
                   optionalHtml(block, QStringLiteral("caption")),
                   ScoreSpec::from(block),
                   {}};
    if (block.has(QStringLiteral("keys"))) {
        for (const QString& name : block.text(QStringLiteral("keys")).split(QLatin1Char(',')))
            spec.keyNames.append(name.trimmed());
    }
    return spec;
}

ReadoutSpec ReadoutSpec::from(const Block& block) {
    return {block.text(QStringLiteral("text"))};
}

LabSpec LabSpec::from(const Block& block) {
    LabSpec spec;
    spec.id = block.id();
    spec.titleHtml = optionalHtml(block, QStringLiteral("title"));
    spec.instructionsHtml = optionalHtml(block, QStringLiteral("instructions"));
    spec.predict =
        block.has(QStringLiteral("predict")) ? block.text(QStringLiteral("predict")) : QString();
    spec.predictPromptHtml = block.html(QStringLiteral("predict-prompt"));
    spec.scores = block.list(QStringLiteral("scores"));
    for (double dim : block.list(QStringLiteral("dims")))
        spec.dims.append(int(dim));
    spec.predictDim = block.has(QStringLiteral("predict-dim"))
                          ? block.integer(QStringLiteral("predict-dim"))
                          : spec.dims.value(0, 1);
    spec.tolerance = block.number(QStringLiteral("tolerance"));
    spec.scale = block.text(QStringLiteral("scale"));
    return spec;
}

QuestionSpec QuestionSpec::from(const Block& block) {
    QuestionSpec spec;
    spec.id = block.id();
    spec.kind = block.kind();
    spec.predictStyle = block.text(QStringLiteral("style")) == QLatin1String("predict");
    spec.promptHtml = block.html(QStringLiteral("prompt"));
    spec.unitHtml = optionalHtml(block, QStringLiteral("unit"));
    spec.options = optionsOf(block, QStringLiteral("option"));
    spec.expected = block.text(QStringLiteral("expected"));
    spec.explanationHtml = optionalHtml(block, QStringLiteral("explanation"));
    spec.reveal = block.text(QStringLiteral("reveal"));
    return spec;
}

ExplainSpec ExplainSpec::from(const Block& block) {
    ExplainSpec spec;
    spec.id = block.id();
    spec.promptHtml = block.html(QStringLiteral("prompt"));
    spec.modelHtml = block.html(QStringLiteral("model"));
    for (const QString& item : block.values(QStringLiteral("rubric")))
        spec.rubricHtml.append(markdownWithMath(item));
    return spec;
}

GroupSpec GroupSpec::from(const Block& block) {
    return {optionalHtml(block, QStringLiteral("title"))};
}

} // namespace lessons
