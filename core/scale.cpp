// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "core/scale.h"

#include "core/format.h"
#include "core/softmax.h"

#include <cmath>
#include <string>

namespace attn {

using detail::number;

Result<double> scaleFactor(ScaleRule rule, int dk, double explicitFactor) {
    if (dk < 1)
        return Error{ErrorCode::BadDimension,
                     "d_k = " + std::to_string(dk) + " is not a dimension; use d_k of 1 or more"};
    switch (rule) {
    case ScaleRule::None:
        return 1.0;
    case ScaleRule::InvSqrtDk:
        return 1.0 / std::sqrt(double(dk));
    case ScaleRule::InvDk:
        return 1.0 / double(dk);
    case ScaleRule::Explicit:
        if (!std::isfinite(explicitFactor) || explicitFactor <= 0.0)
            return Error{ErrorCode::BadScale,
                         "scale factor " + number(explicitFactor) +
                             " is not allowed; use a finite factor above 0 (e.g. 0.125)"};
        return explicitFactor;
    }
    return Error{ErrorCode::BadScale, "unknown scale rule; use None, InvSqrtDk, InvDk or Explicit"};
}

Result<int> headDim(int dModel, int heads) {
    if (dModel < 1)
        return Error{ErrorCode::BadDimension, "d_model = " + std::to_string(dModel) +
                                                  " is not a dimension; use d_model of 1 or more"};
    if (heads < 1)
        return Error{ErrorCode::BadDimension, "the head count " + std::to_string(heads) +
                                                  " is not allowed; use 1 head or more"};
    if (dModel % heads != 0) {
        // Suggest the dividing head counts nearest to the one asked for.
        int below = heads;
        while (below > 1 && dModel % below != 0)
            --below;
        int above = heads;
        while (above < dModel && dModel % above != 0)
            ++above;
        std::string suggestion = std::to_string(below);
        if (above != below && dModel % above == 0)
            suggestion += " or " + std::to_string(above);
        return Error{ErrorCode::HeadsDoNotDivide,
                     "d_model = " + std::to_string(dModel) + " does not split evenly into " +
                         std::to_string(heads) + " heads; choose a head count that divides " +
                         std::to_string(dModel) + ", e.g. " + suggestion};
    }
    return dModel / heads;
}

Result<ScoredLogits> scoreLogits(const Eigen::VectorXd& scores, const ScoreSetup& setup) {
    if (scores.size() == 0)
        return Error{ErrorCode::EmptyInput, "there are no scores; add at least one key's score"};
    for (Eigen::Index i = 0; i < scores.size(); ++i) {
        if (std::isnan(scores[i]))
            return Error{ErrorCode::NotANumber, "score " + std::to_string(i + 1) +
                                                    " is not a number; replace it with a finite "
                                                    "value, or -inf to give it no weight"};
    }
    Result<double> factor = scaleFactor(setup.scale, setup.dk, setup.explicitFactor);
    if (!factor)
        return factor.error();
    if (!std::isfinite(setup.temperature) || setup.temperature <= 0.0)
        return Error{ErrorCode::BadTemperature,
                     "temperature " + number(setup.temperature) +
                         " is not allowed; use a finite temperature above 0 (1 leaves the "
                         "logits unchanged)"};

    ScoredLogits out;
    const double growth = setup.growth == Growth::Sqrt ? std::sqrt(double(setup.dk)) : 1.0;
    out.raw = scores * growth;
    // Two steps, not raw * (factor / T): factor / T may overflow and turn a 0 score into NaN.
    out.scaled = (out.raw * factor.value()) / setup.temperature;
    for (Eigen::Index i = 0; i < scores.size(); ++i) {
        if (std::isfinite(scores[i]) && !std::isfinite(out.scaled[i]))
            return Error{ErrorCode::TooLarge,
                         "score " + std::to_string(i + 1) + " (" + number(scores[i]) +
                             ") overflows once grown, scaled and divided by the temperature; use "
                             "scores of smaller magnitude or a higher temperature"};
        // A finite score may also overflow in the growth step and come back finite through a
        // small factor: report it rather than show a wrong raw logit.
        if (std::isfinite(scores[i]) && !std::isfinite(out.raw[i]))
            return Error{ErrorCode::TooLarge,
                         "score " + std::to_string(i + 1) + " (" + number(scores[i]) +
                             ") overflows when multiplied by sqrt(d_k); use scores of smaller "
                             "magnitude"};
    }
    Result<Eigen::VectorXd> weights = softmax(out.scaled);
    if (!weights)
        return weights.error();
    out.weights = std::move(weights.value());
    return out;
}

} // namespace attn
