// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parameters.h"

#include "lessons/blockspecs.h"
#include "lessons/lesson.h"
#include "lessons/schema.h"

#include "core/numbertext.h"

#include <algorithm>
#include <cmath>

namespace lessons {

ParameterSet::ParameterSet(QObject* parent) : QObject(parent) {}

void ParameterSet::define(const QString& name, const QVariant& initial) {
    if (!values_.contains(name))
        order_.append(name);
    values_.insert(name, initial);
}

void ParameterSet::defineFromLesson(const Lesson& lesson) {
    for (const QString& name : lesson.parameterNames()) {
        const Block* control = lesson.control(name);
        if (!control)
            continue;
        if (const SliderSpec* slider = control->specAs<SliderSpec>())
            define(name, slider->defaultValue);
        else if (const ToggleSpec* toggle = control->specAs<ToggleSpec>())
            define(name, toggle->defaultValue);
        else if (const ChoiceSpec* choice = control->specAs<ChoiceSpec>())
            define(name, choice->defaultId);
    }
}

bool ParameterSet::contains(const QString& name) const {
    return values_.contains(name);
}

QVariant ParameterSet::value(const QString& name) const {
    return values_.value(name);
}

double ParameterSet::number(const QString& name) const {
    const QVariant v = values_.value(name);
    if (v.typeId() == QMetaType::Bool)
        return v.toBool() ? 1.0 : 0.0;
    if (v.typeId() == QMetaType::QString)
        return 0.0;
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok ? d : 0.0;
}

void ParameterSet::setValue(const QString& name, const QVariant& value) {
    if (!values_.contains(name))
        order_.append(name);
    else if (values_.value(name) == value)
        return;
    values_.insert(name, value);
    emit changed(name);
}

QStringList ParameterSet::names() const {
    return order_;
}

QHash<QString, double> ParameterSet::numericValues() const {
    QHash<QString, double> out;
    for (auto it = values_.cbegin(); it != values_.cend(); ++it) {
        if (it.value().typeId() != QMetaType::QString)
            out.insert(it.key(), number(it.key()));
    }
    return out;
}

void ParameterSet::clear() {
    order_.clear();
    values_.clear();
}

int sliderDecimals(const SliderSpec& slider) {
    int decimals = attn::decimalsOf(slider.step > 0.0 ? slider.step : 1.0);
    for (double stop : slider.stops)
        decimals = std::max(decimals, attn::decimalsOf(stop));
    if (slider.log && slider.min > 0.0)
        decimals = std::max(decimals, attn::decimalsOf(slider.min));
    return decimals;
}

QHash<QString, int> sliderDecimalsByParameter(const Lesson& lesson) {
    QHash<QString, int> out;
    for (const QString& name : lesson.parameterNames()) {
        const Block* control = lesson.control(name);
        if (const SliderSpec* slider = control ? control->specAs<SliderSpec>() : nullptr)
            out.insert(name, sliderDecimals(*slider));
    }
    return out;
}

QList<QVariant> reachableValues(const QList<Block>& blocks, const QString& param) {
    constexpr int kMaxPositions = 200; // a table over them stays quick to fill
    for (const Block& block : blocks) {
        if (const SliderSpec* slider = block.specAs<SliderSpec>();
            slider && slider->param == param) {
            QList<QVariant> values;
            if (!slider->stops.isEmpty()) {
                for (double stop : slider->stops)
                    values.append(stop);
            } else if (slider->step > 0 && slider->max >= slider->min) {
                const int positions =
                    int(std::floor((slider->max - slider->min) / slider->step + 1e-9)) + 1;
                const int taken = std::clamp(positions, 1, kMaxPositions);
                for (int i = 0; i < taken; ++i) {
                    const int at =
                        taken == 1 ? 0
                                   : int(std::lround(double(i) * (positions - 1) / (taken - 1)));
                    values.append(std::min(slider->max, slider->min + at * slider->step));
                }
            }
            return values;
        }
        if (const ToggleSpec* toggle = block.specAs<ToggleSpec>(); toggle && toggle->param == param)
            return {false, true};
        if (const ChoiceSpec* choice = block.specAs<ChoiceSpec>();
            choice && choice->param == param) {
            QList<QVariant> values;
            for (const ChoiceOption& option : choice->options)
                values.append(option.id);
            return values;
        }
        if (QList<QVariant> inner = reachableValues(block.children, param); !inner.isEmpty())
            return inner;
    }
    return {};
}

double fitSliderValue(const SliderSpec& slider, double value) {
    const QList<double>& stops = slider.stops;
    if (!stops.isEmpty()) {
        if (!std::isfinite(value))
            return *std::min_element(stops.begin(), stops.end());
        return *std::min_element(stops.begin(), stops.end(), [value](double a, double b) {
            return std::abs(a - value) < std::abs(b - value);
        });
    }
    const double min = slider.min;
    const double max = std::max(min, slider.max);
    if (!std::isfinite(value))
        return min;
    value = std::clamp(value, min, max);
    if (slider.log && min > 0.0)
        return value;
    const double step = slider.step;
    if (!(step > 0.0))
        return value;
    return std::min(max, min + std::round((value - min) / step) * step);
}

double stepSliderValue(const SliderSpec& spec, double current, int steps) {
    if (!spec.stops.isEmpty()) {
        const auto nearest =
            std::min_element(spec.stops.begin(), spec.stops.end(), [current](double a, double b) {
                return std::abs(a - current) < std::abs(b - current);
            });
        const qsizetype index =
            std::clamp<qsizetype>((nearest - spec.stops.begin()) + steps, 0, spec.stops.size() - 1);
        return spec.stops.at(index);
    }
    if (spec.log && spec.min > 0 && spec.max > spec.min) {
        constexpr double kLogStepsPerRange = 100.0;
        return fitSliderValue(spec,
                              current * std::pow(spec.max / spec.min, steps / kLogStepsPerRange));
    }
    return fitSliderValue(spec, current + double(steps) * spec.step);
}

namespace {
bool hasOption(const ChoiceSpec& choice, const QString& id) {
    return std::any_of(choice.options.begin(), choice.options.end(),
                       [&id](const ChoiceOption& option) { return option.id == id; });
}
} // namespace

QStringList ParameterSet::restoreSaved(const Lesson& lesson,
                                       const QHash<QString, QVariant>& saved) {
    QStringList dropped;
    for (auto it = saved.cbegin(); it != saved.cend(); ++it) {
        const Block* control = contains(it.key()) ? lesson.control(it.key()) : nullptr;
        const QVariant& value = it.value();
        const int type = value.typeId();
        const bool number =
            type == QMetaType::Double || type == QMetaType::Int || type == QMetaType::LongLong;
        const SliderSpec* slider = control ? control->specAs<SliderSpec>() : nullptr;
        const ChoiceSpec* choice = control ? control->specAs<ChoiceSpec>() : nullptr;
        if (slider && number && std::isfinite(value.toDouble())) {
            setValue(it.key(), fitSliderValue(*slider, value.toDouble()));
        } else if (control && control->specAs<ToggleSpec>() && type == QMetaType::Bool) {
            setValue(it.key(), value.toBool());
        } else if (choice && type == QMetaType::QString && hasOption(*choice, value.toString())) {
            setValue(it.key(), value.toString());
        } else {
            dropped.append(it.key());
        }
    }
    dropped.sort();
    return dropped;
}

} // namespace lessons
