// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/scorebinding.h"

#include "app/charts/keyname.h"
#include "lessons/parameters.h"

namespace app {

Eigen::VectorXd toVector(const QList<double>& values) {
    Eigen::VectorXd vector(values.size());
    for (int i = 0; i < values.size(); ++i)
        vector(i) = values.at(i);
    return vector;
}

double boundNumber(const lessons::Bindable<double>& key, const lessons::ParameterSet* params) {
    if (key.isBound())
        return params ? params->number(key.param) : 0.0;
    return key.literal;
}

bool boundBool(const lessons::Bindable<bool>& key, const lessons::ParameterSet* params) {
    if (key.isBound())
        return params && params->value(key.param).toBool();
    return key.literal;
}

ScoreBinding resolveScoreKeys(const lessons::ScoreSpec& spec, const lessons::ParameterSet* params) {
    ScoreBinding binding;
    QList<double> scores;
    if (!spec.query.isEmpty()) {
        binding.parametersRead.append(spec.query);
        const QString chosen = params ? params->value(spec.query).toString() : QString();
        scores = spec.scoresFor(chosen);
    } else {
        scores = spec.scores;
    }
    binding.scores = toVector(scores);
    // `keys` names every score (--check holds each set to its count); otherwise keyName's 𝑘₁ …
    // 𝑘ₙ, as on the labs' bars and in the tables.
    if (spec.keyNames.size() == scores.size()) {
        binding.keyLabels = spec.keyNames;
    } else {
        for (int i = 0; i < scores.size(); ++i)
            binding.keyLabels.append(attn::charts::keyName(i));
    }

    binding.setup.growth = spec.sqrtGrowth ? attn::Growth::Sqrt : attn::Growth::None;
    binding.setup.dk = int(boundNumber(spec.dk, params));
    if (binding.setup.dk < 1)
        binding.setup.dk = 1;
    if (spec.scale.isBound()) {
        binding.setup.scale = params && params->value(spec.scale.param).toBool()
                                  ? attn::ScaleRule::InvSqrtDk
                                  : attn::ScaleRule::None;
    } else {
        binding.setup.scale = spec.scale.literal;
    }
    binding.setup.temperature = boundNumber(spec.temperature, params);
    for (const QString& name : {spec.dk.param, spec.scale.param, spec.temperature.param}) {
        if (!name.isEmpty())
            binding.parametersRead.append(name);
    }
    return binding;
}

} // namespace app
