// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The registry entries, rules and typed views of the controls: slider, toggle, choice.

#include "lessons/kinds/entries.h"

#include "lessons/math.h"
#include "lessons/parser/grammar.h"
#include "lessons/typednumbers.h"

#include "core/numbertext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <variant>

namespace lessons {

using kinds::K;
using kinds::optionalHtml;
using parse::hasAtMostDecimals;
using parse::kMaxSliderMagnitude;
using parse::kSliderDecimals;
using parse::numberOf;
using parse::quoted;
using VT = ValueType;

namespace {

// A slider bound (`min`, `max`, `step`, a stop) the slider and its spin box can show.
bool sliderShowable(RuleSink& sink, const Entry& e, double value) {
    if (std::abs(value) > kMaxSliderMagnitude) {
        sink.error(
            e.valuePos,
            QCoreApplication::translate(
                "lessons", "slider %1 is %2, beyond the largest a slider can show (%3)")
                .arg(quoted(e.key), e.value)
                .arg(kMaxSliderMagnitude),
            QCoreApplication::translate("lessons", "keep `min`, `max` and `values` within -%1..%1")
                .arg(kMaxSliderMagnitude));
        return false;
    }
    if (value != 0 && !hasAtMostDecimals(value, kSliderDecimals)) {
        sink.error(e.valuePos,
                   QCoreApplication::translate(
                       "lessons", "slider %1 is %2, finer than the %3 decimals a slider shows")
                       .arg(quoted(e.key), e.value)
                       .arg(kSliderDecimals),
                   QCoreApplication::translate(
                       "lessons", "round it to %1 decimals (the smallest step is 0.000001)")
                       .arg(kSliderDecimals));
        return false;
    }
    return true;
}

void sliderRules(const Block& b, RuleSink& sink) {
    const Entry* values = b.entry(QStringLiteral("values"));
    const Entry* minE = b.entry(QStringLiteral("min"));
    const Entry* maxE = b.entry(QStringLiteral("max"));
    const Entry* def = b.entry(QStringLiteral("default"));
    double lo = 0, hi = 0, d = 0;
    const bool hasLo = numberOf(b, QStringLiteral("min"), &lo);
    const bool hasHi = numberOf(b, QStringLiteral("max"), &hi);
    const bool hasDefault = numberOf(b, QStringLiteral("default"), &d);
    if (values) {
        if (minE || maxE || b.has(QStringLiteral("step"))) {
            const Entry* extra = minE ? minE : maxE ? maxE : b.entry(QStringLiteral("step"));
            sink.error(extra->keyPos,
                       QCoreApplication::translate("lessons", "%1 and `values` both given")
                           .arg(quoted(extra->key)),
                       QCoreApplication::translate(
                           "lessons", "give either `values` (the only stops) or `min`/`max`/`step`"
                                      ", not both"));
        }
        const Result<QList<double>> parsedStops = parseNumberList(values->value, 64, 1e300);
        if (!parsedStops)
            return;
        const QList<double>& stops = parsedStops.value();
        for (int i = 1; i < stops.size(); ++i) {
            if (stops.at(i) <= stops.at(i - 1)) {
                sink.error(values->valuePos,
                           QCoreApplication::translate("lessons", "`values` must be ascending"),
                           QCoreApplication::translate(
                               "lessons", "list the stops from smallest to largest, each once"));
                return;
            }
        }
        if (b.boolean(QStringLiteral("log")) && stops.first() <= 0)
            sink.error(
                values->valuePos,
                QCoreApplication::translate("lessons", "a `log` slider needs positive values"),
                QCoreApplication::translate("lessons",
                                            "make every value greater than 0, or remove `log`"));
        for (double stop : stops) {
            if (!sliderShowable(sink, *values, stop))
                return;
        }
        if (hasDefault && !stops.contains(d))
            sink.error(def->valuePos,
                       QCoreApplication::translate("lessons", "default %1 is not one of `values`")
                           .arg(def->value),
                       QCoreApplication::translate("lessons", "use one of: %1").arg(values->value));
        sink.defineSliderRange(b.text(QStringLiteral("param")), stops.first(), stops.last());
        return;
    }
    if (!minE || !maxE) {
        sink.error(b.pos,
                   QCoreApplication::translate(
                       "lessons", "the slider has neither `min` and `max` nor `values`"),
                   QCoreApplication::translate(
                       "lessons", "add `min: ...` and `max: ...` lines, or `values: 1, 4, 16`"));
        return;
    }
    if (!hasLo || !hasHi)
        return;
    if (lo >= hi) {
        sink.error(maxE->valuePos,
                   QCoreApplication::translate("lessons", "`max` (%1) is not above `min` (%2)")
                       .arg(maxE->value, minE->value),
                   QCoreApplication::translate("lessons", "make `min` smaller than `max`"));
        return;
    }
    if (b.boolean(QStringLiteral("log")) && lo <= 0)
        sink.error(minE->valuePos,
                   QCoreApplication::translate("lessons", "a `log` slider needs `min` > 0"),
                   QCoreApplication::translate("lessons", "raise `min` above 0, or remove `log`"));
    if (!sliderShowable(sink, *minE, lo) || !sliderShowable(sink, *maxE, hi))
        return;
    const Entry* stepE = b.entry(QStringLiteral("step"));
    double step = 1;
    if (stepE &&
        (!numberOf(b, QStringLiteral("step"), &step) || !sliderShowable(sink, *stepE, step)))
        return;
    if (hasDefault && (d < lo || d > hi)) {
        sink.error(
            def->valuePos,
            QCoreApplication::translate("lessons", "default %1 is outside %2..%3")
                .arg(def->value, minE->value, maxE->value),
            QCoreApplication::translate("lessons", "pick a default between `min` and `max`"));
    } else if (hasDefault && !b.boolean(QStringLiteral("log")) && step > 0) {
        // The slider only stops at min + k * step; a default between stops would be shown
        // as the nearest stop while formulas computed with the value written.
        const double k = (d - lo) / step;
        if (std::abs(k - std::round(k)) > 1e-9 * std::max(1.0, std::abs(k))) {
            const double below = lo + std::floor(k) * step;
            const double above = std::min(hi, lo + std::ceil(k) * step);
            sink.error(def->valuePos,
                       QCoreApplication::translate(
                           "lessons",
                           "default %1 is not a stop of the slider (stops are `min` plus "
                           "whole steps of %2)")
                           .arg(def->value, QString::number(step, 'g', 10)),
                       QCoreApplication::translate("lessons", "use %1 or %2, or change `step`")
                           .arg(QString::number(below, 'g', 10), QString::number(above, 'g', 10)));
        }
    }
    if (!b.boolean(QStringLiteral("log")) && step > 0) {
        // The track stops at min + k * step: past the last whole step it cannot reach `max`.
        const double k = (hi - lo) / step;
        if (std::abs(k - std::round(k)) > 1e-9 * std::max(1.0, k)) {
            const double last = lo + std::floor(k + 1e-9) * step;
            sink.warning(
                maxE->valuePos,
                QCoreApplication::translate("lessons",
                                            "the slider stops at %1, short of `max` %2 (stops are "
                                            "`min` plus whole steps of %3)")
                    .arg(QString::number(last, 'g', 10), maxE->value,
                         QString::number(step, 'g', 10)),
                QCoreApplication::translate("lessons", "make `max` %1 or %2, or change "
                                                       "`step`")
                    .arg(QString::number(last, 'g', 10), QString::number(last + step, 'g', 10)));
        }
    }
    if (hasDefault && d >= lo && d <= hi && b.boolean(QStringLiteral("log")) && lo > 0) {
        // A log slider keeps any value, but its spin box shows the decimals of `step` and `min`
        // (app/blocks/controls.cpp): a default with more would be shown rounded while formulas
        // computed with the value written.
        const int decimals = std::max(attn::decimalsOf(step, kSliderDecimals),
                                      attn::decimalsOf(lo, kSliderDecimals));
        if (!hasAtMostDecimals(d, decimals)) {
            const double unit = std::pow(10.0, -decimals);
            sink.error(
                def->valuePos,
                QCoreApplication::translate("lessons",
                                            "default %1 is off the log slider's grid: its spin "
                                            "box rounds to %2, the finest of `step` and `min`")
                    .arg(def->value, QString::number(unit, 'f', decimals)),
                QCoreApplication::translate("lessons", "use %1 or %2, or give `step` more decimals")
                    .arg(QString::number(std::floor(d / unit) * unit, 'f', decimals),
                         QString::number(std::ceil(d / unit) * unit, 'f', decimals)));
        }
    }
    sink.defineSliderRange(b.text(QStringLiteral("param")), lo, hi);
}

void choiceRules(const Block& b, RuleSink& sink) {
    const QStringList options = b.args(QStringLiteral("option"));
    if (!options.isEmpty() && options.size() < 2)
        sink.error(b.pos,
                   QCoreApplication::translate("lessons", "a choice needs at least two options"),
                   QCoreApplication::translate("lessons", "add another `option ID: label` line"));
    sink.defineChoice(b.text(QStringLiteral("param")), options);
}

} // namespace

// ---- slider --------------------------------------------------------------------------------
BlockEntry kinds::sliderEntry() {
    return {QStringLiteral("slider"),
            &kinds::blockSpecOf<SliderSpec>,
            {K("param", VT::Param).req(), K("label", VT::Text).req(), K("min", VT::Number),
             K("max", VT::Number), K("step", VT::Number).range(0, 1e9, true).def("1"),
             K("values", VT::List).items(1, 64), K("log", VT::Bool).def("false"),
             K("default", VT::Number).req(), K("unit", VT::Text), K("play", VT::Bool).def("false")},
            {},
            &sliderRules,
            false,
            BlockRole::Control};
}

bool isControl(const Block& block) {
    const BlockSpec& spec = block.spec();
    return std::holds_alternative<SliderSpec>(spec) || std::holds_alternative<ToggleSpec>(spec) ||
           std::holds_alternative<ChoiceSpec>(spec);
}

namespace {

// `read` applied to the spec of a slider, toggle or choice; empty for any other block.
template <typename Read> QString fromControlSpec(const Block& block, Read read) {
    // By the registry's role first, so no other block's spec is built here: the lesson's
    // parameter names are read while it is parsed, and a chart's spec renders its title.
    if (!isControlType(block.type))
        return {};
    return std::visit(
        [&read](const auto& spec) -> QString {
            using S = std::decay_t<decltype(spec)>;
            if constexpr (std::is_same_v<S, SliderSpec> || std::is_same_v<S, ToggleSpec> ||
                          std::is_same_v<S, ChoiceSpec>)
                return read(spec);
            else
                return {};
        },
        block.spec());
}

} // namespace

QString controlParameter(const Block& block) {
    return fromControlSpec(block, [](const auto& spec) { return spec.param; });
}

QString controlLabel(const Block& block) {
    return fromControlSpec(block, [](const auto& spec) { return spec.label; });
}

SliderSpec SliderSpec::from(const Block& block) {
    SliderSpec spec;
    spec.param = block.text(QStringLiteral("param"));
    spec.label = block.text(QStringLiteral("label"));
    spec.labelHtml = markdownWithMath(spec.label);
    spec.unit = block.text(QStringLiteral("unit")).trimmed();
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

// ---- toggle --------------------------------------------------------------------------------
BlockEntry kinds::toggleEntry() {
    return {QStringLiteral("toggle"),
            &kinds::blockSpecOf<ToggleSpec>,
            {K("param", VT::Param).req(), K("label", VT::Text).req(),
             K("default", VT::Bool).def("false")},
            {},
            nullptr,
            false,
            BlockRole::Control};
}

ToggleSpec ToggleSpec::from(const Block& block) {
    ToggleSpec spec;
    spec.param = block.text(QStringLiteral("param"));
    spec.label = block.text(QStringLiteral("label"));
    spec.labelHtml = markdownWithMath(spec.label);
    spec.defaultValue = block.boolean(QStringLiteral("default"));
    return spec;
}

// ---- choice --------------------------------------------------------------------------------
BlockEntry kinds::choiceEntry() {
    return {QStringLiteral("choice"),
            &kinds::blockSpecOf<ChoiceSpec>,
            {K("param", VT::Param).req(), K("label", VT::Text).req(),
             K("option", VT::Text).arg().rep().req(), K("default", VT::OptionRef)},
            {},
            &choiceRules,
            false,
            BlockRole::Control};
}

ChoiceSpec ChoiceSpec::from(const Block& block) {
    ChoiceSpec spec;
    spec.param = block.text(QStringLiteral("param"));
    spec.label = block.text(QStringLiteral("label"));
    spec.labelHtml = markdownWithMath(spec.label);
    spec.options = kinds::optionsOf(block, QStringLiteral("option"));
    spec.defaultId = block.text(QStringLiteral("default"));
    return spec;
}

} // namespace lessons
