// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// The registry's entries, one function per block type, each defined beside the rules and the
// typed view (lessons/blockspecs.h) of its type. lessons/schema.cpp assembles them in order.
// Internal to lessons/.

#include "lessons/blockspecs.h"
#include "lessons/schema.h"

#include <initializer_list>
#include <utility>

namespace lessons::kinds {

// Builds a KeySpec: K("dk", ValueType::Int).req().range(1, kMaxDk).bind("slider").
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
    // The names of an enum's table (see enumOf), so the key accepts exactly what converts.
    template <typename E, std::size_t N> K& choicesOf(const std::pair<const char*, E> (&names)[N]) {
        for (const auto& name : names)
            s.choices.append(QString::fromLatin1(name.first));
        return *this;
    }
    K& choices(std::initializer_list<const char*> values) {
        for (const char* v : values)
            s.choices.append(QString::fromLatin1(v));
        return *this;
    }
    operator KeySpec() const { return s; }
};

// For the typed views: the pieces several of them read.
inline QString optionalHtml(const Block& block, const QString& key, const QString& arg = {}) {
    return block.has(key, arg) ? block.html(key, arg) : QString();
}
inline Bindable<double> bindableNumber(const Block& block, const QString& key) {
    return {block.number(key), block.binding(key)};
}
inline Bindable<bool> bindableBool(const Block& block, const QString& key) {
    return {block.boolean(key), block.binding(key)};
}
inline QList<ChoiceOption> optionsOf(const Block& block, const QString& key) {
    QList<ChoiceOption> options;
    for (const QString& id : block.args(key))
        options.append({id, block.html(key, id), block.text(key, id)});
    return options;
}

// An entry's makeSpec: the type's from(), as the entry's own alternative.
template <typename S> BlockSpec blockSpecOf(const Block& block) {
    return S::from(block);
}
template <typename S> ChartKindSpec chartKindSpecOf(const Block& block) {
    return S::from(block);
}

// The enum value named by an Enum key's text; `fallback` for a text the validator let through
// as something else (a binding such as `scale: @gain`). Each table is written once, beside the
// key's `choices`.
template <typename E, std::size_t N>
E enumOf(const QString& text, const std::pair<const char*, E> (&names)[N], E fallback) {
    for (const auto& [name, value] : names) {
        if (text == QLatin1String(name))
            return value;
    }
    return fallback;
}
// `scale` of labs, score charts and tables: none, sqrt, dk.
inline constexpr std::pair<const char*, attn::ScaleRule> kScaleNames[] = {
    {"none", attn::ScaleRule::None},
    {"sqrt", attn::ScaleRule::InvSqrtDk},
    {"dk", attn::ScaleRule::InvDk}};
inline attn::ScaleRule scaleRuleOf(const QString& text, attn::ScaleRule fallback) {
    return enumOf(text, kScaleNames, fallback);
}

// textkinds.cpp
BlockEntry calloutEntry();
BlockEntry formulaEntry();
BlockEntry referencesEntry();
BlockEntry nextEntry();
BlockEntry readoutEntry();
QList<BlockEntry> groupEntries(); // quickcheck, walkthrough, console, their ends, step
// controls.cpp
BlockEntry sliderEntry();
BlockEntry toggleEntry();
BlockEntry choiceEntry();
// charts.cpp
BlockEntry chartEntry();
BlockEntry tableEntry();
QList<ChartKindEntry> chartKindEntries();
// activities.cpp
BlockEntry labEntry();
BlockEntry questionEntry();
BlockEntry explainEntry();

} // namespace lessons::kinds
