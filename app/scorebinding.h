// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/scale.h"
#include "lessons/blockspecs.h"

#include <Eigen/Core>
#include <QStringList>

namespace lessons {
class ParameterSet;
}

namespace app {

// The score keys of a chart or table block (scores / scores ID + query, growth, dk, scale,
// temperature) resolved against the live parameters.
struct ScoreBinding {
    Eigen::VectorXd scores;
    attn::ScoreSetup setup;
    QStringList keyLabels;      // the `keys` names, or "k1".. "kn"
    QStringList parametersRead; // the block changes when one of these changes
};

ScoreBinding resolveScoreKeys(const lessons::ScoreSpec& spec, const lessons::ParameterSet* params);

// A bindable key ("dk: @dk" or "dk: 16"): the parameter's live value or the literal.
double boundNumber(const lessons::Bindable<double>& key, const lessons::ParameterSet* params);
bool boundBool(const lessons::Bindable<bool>& key, const lessons::ParameterSet* params);

Eigen::VectorXd toVector(const QList<double>& values);

} // namespace app
