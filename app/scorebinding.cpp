#include "app/scorebinding.h"

#include "lessons/parameters.h"

namespace app {

Eigen::VectorXd toVector(const QList<double>& values) {
    Eigen::VectorXd vector(values.size());
    for (int i = 0; i < values.size(); ++i)
        vector(i) = values.at(i);
    return vector;
}

double boundNumber(const lessons::Block& block, const QString& key,
                   const lessons::ParameterSet* params) {
    const QString name = block.binding(key);
    if (!name.isEmpty())
        return params ? params->number(name) : 0.0;
    return block.number(key);
}

bool boundBool(const lessons::Block& block, const QString& key,
               const lessons::ParameterSet* params) {
    const QString name = block.binding(key);
    if (!name.isEmpty())
        return params && params->value(name).toBool();
    return block.boolean(key);
}

ScoreBinding resolveScoreKeys(const lessons::Block& block, const lessons::ParameterSet* params) {
    ScoreBinding binding;
    const QString query = block.binding(QStringLiteral("query"));
    QList<double> scores;
    if (!query.isEmpty()) {
        binding.parametersRead.append(query);
        const QString chosen = params ? params->value(query).toString() : QString();
        const QStringList sets = block.args(QStringLiteral("scores"));
        const QString set = sets.contains(chosen) ? chosen : sets.value(0);
        scores = block.list(QStringLiteral("scores"), set);
    } else {
        scores = block.list(QStringLiteral("scores"));
    }
    binding.scores = toVector(scores);
    for (int i = 0; i < scores.size(); ++i)
        binding.keyLabels.append(QStringLiteral("k%1").arg(i + 1));

    binding.setup.growth = block.text(QStringLiteral("growth")) == QLatin1String("sqrt")
                               ? attn::Growth::Sqrt
                               : attn::Growth::None;
    binding.setup.dk = int(boundNumber(block, QStringLiteral("dk"), params));
    if (binding.setup.dk < 1)
        binding.setup.dk = 1;
    const QString scaleParam = block.binding(QStringLiteral("scale"));
    if (!scaleParam.isEmpty()) {
        binding.setup.scale = params && params->value(scaleParam).toBool()
                                  ? attn::ScaleRule::InvSqrtDk
                                  : attn::ScaleRule::None;
    } else {
        const QString scale = block.text(QStringLiteral("scale"));
        binding.setup.scale = scale == QLatin1String("sqrt") ? attn::ScaleRule::InvSqrtDk
                              : scale == QLatin1String("dk") ? attn::ScaleRule::InvDk
                                                             : attn::ScaleRule::None;
    }
    binding.setup.temperature = boundNumber(block, QStringLiteral("temperature"), params);
    for (const QString& key :
         {QStringLiteral("dk"), QStringLiteral("scale"), QStringLiteral("temperature")}) {
        const QString name = block.binding(key);
        if (!name.isEmpty())
            binding.parametersRead.append(name);
    }
    return binding;
}

} // namespace app
