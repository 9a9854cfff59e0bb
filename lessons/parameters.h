// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace lessons {

struct Lesson;
struct Block;
struct SliderSpec;

// A slider's value fitted to the control: clamped to min..max, then moved to the nearest of
// its `values`, or to the nearest step from min (a `log` slider keeps any value in range).
// NaN gives the minimum.
double fitSliderValue(const SliderSpec& slider, double value);
// `current` moved by `steps` of the slider's own steps (a neighbouring stop; a 1/100 of a log
// slider's range per step), fitted; a step count beyond the range reaches its end. For controls
// that step a slider's value from elsewhere (the handles on a chart).
double stepSliderValue(const SliderSpec& slider, double current, int steps);
// The decimals a slider's number box writes its values with: enough for its step, its stops
// and (log slider) its minimum. Every other place that names a slider's value ("Checked at
// ...") writes it the same way ("1.0", not "1").
int sliderDecimals(const SliderSpec& slider);
// sliderDecimals of every slider of the lesson, by its parameter (for formatReadout).
QHash<QString, int> sliderDecimalsByParameter(const Lesson& lesson);
// Every value the first control of `blocks` (groups' blocks too) that sets `param` can give it: a
// slider's stops or positions (at most 200 of them, ends kept; none when its step is not above
// 0), both states of a toggle, every option id of a choice. Empty when no control sets it.
QList<QVariant> reachableValues(const QList<Block>& blocks, const QString& param);

// Live values of a lesson's controls: slider -> double, toggle -> bool, choice -> option id.
class ParameterSet : public QObject {
    Q_OBJECT
public:
    explicit ParameterSet(QObject* parent = nullptr);

    void define(const QString& name, const QVariant& initial);
    void defineFromLesson(const Lesson& lesson); // every control's `param` with its default
    bool contains(const QString& name) const;
    QVariant value(const QString& name) const;
    double number(const QString& name) const;                  // bool -> 1/0; text or unknown -> 0
    void setValue(const QString& name, const QVariant& value); // emits changed(name) if different
    QStringList names() const;
    QHash<QString, double> numericValues() const; // for expressions; choices left out
    void clear();

    // Puts saved control positions back (the learner's record), fitted to the lesson as it is
    // now, which an instructor may have edited since: a slider value is clamped to its range
    // and moved to the nearest allowed stop or step; a toggle needs true/false; a choice needs
    // an option the control still has. Values that do not fit (a parameter the lesson no longer
    // has, another type, a removed option, NaN) are left out and named in the result.
    QStringList restoreSaved(const Lesson& lesson, const QHash<QString, QVariant>& saved);

signals:
    void changed(const QString& name);

private:
    QStringList order_;
    QHash<QString, QVariant> values_;
};

} // namespace lessons
