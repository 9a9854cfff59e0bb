// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Formulas that divide by zero or leave their function's domain for some setting of the
// controls they read: evaluated at sample values of each control's range.
#include "lessons/blockspecs.h"
#include "lessons/expression.h"
#include "lessons/parser/parser.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>

namespace lessons::parse {

namespace {

constexpr int kSamplesPerFormula = 256;     // bounds the work of one formula
constexpr int kEvaluationsPerLesson = 6000; // well under a millisecond per lesson (evaluateAt)
constexpr int kGridPoints = 9;              // per slider, besides min, max and the default

constexpr int kEveryStopUpTo = 64; // a slider with at most this many stops is tried at each

// The values a control can take that a formula is tried at: a slider's ends, default, stops
// (each of them on a short grid, else evenly spread points) and the stops at and around 0, where
// a division or a logarithm breaks; a toggle's 0 and 1. An outside author's `1 / z` on a slider
// from -3 to 3 in steps of 0.5 passed: the nine spread points skipped 0.
QList<double> sampleValues(const Block& control, int budget) {
    const SliderSpec* sliderSpec = control.specAs<SliderSpec>();
    if (!sliderSpec) // a toggle
        return {0.0, 1.0};
    const SliderSpec& slider = *sliderSpec;
    QList<double> values;
    QList<double> kept; // never dropped for the budget
    if (!slider.stops.isEmpty()) {
        values = slider.stops;
    } else {
        const bool stepped = !slider.log && slider.step > 0;
        kept = {slider.min, slider.max, slider.defaultValue};
        if (slider.min < 0 && slider.max > 0) {
            if (stepped) {
                // A stop a rounding error away from 0 is the slider's 0.
                const auto snapped = [&slider](double x) {
                    return std::abs(x) < 1e-9 * slider.step ? 0.0 : x;
                };
                const double below =
                    snapped(slider.min + std::floor(-slider.min / slider.step) * slider.step);
                kept << below << std::min(slider.max, snapped(below + slider.step));
            } else {
                kept << 0.0;
            }
        }
        values = kept;
        const double stops = stepped ? std::floor((slider.max - slider.min) / slider.step) + 1 : 0;
        if (stepped && stops <= kEveryStopUpTo) {
            for (int k = 1; k < int(stops); ++k)
                values.append(slider.min + k * slider.step);
        } else {
            for (int k = 1; k < kGridPoints; ++k) {
                const double t = double(k) / kGridPoints;
                double x = slider.log && slider.min > 0
                               ? slider.min * std::pow(slider.max / slider.min, t)
                               : slider.min + t * (slider.max - slider.min);
                if (stepped) // only values the slider can stop at
                    x = slider.min + std::round((x - slider.min) / slider.step) * slider.step;
                values.append(std::clamp(x, slider.min, slider.max));
            }
        }
    }
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    if (values.size() > budget) { // keep both ends, the values that matter most, spread the rest
        QList<double> chosen = kept;
        const int spread = std::max(2, budget - int(kept.size()));
        for (int i = 0; i < spread; ++i)
            chosen.append(values.at(
                int(std::lround(double(i) * (values.size() - 1) / std::max(1, spread - 1)))));
        std::sort(chosen.begin(), chosen.end());
        chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
        values = chosen;
    }
    return values;
}

// The first `softmax(k, s1, ..., sn)` of a formula whose k is written as a number that picks no
// score (an outside author's `softmax(3, z1, z2)`): its call, k and n. Such a formula is undefined
// everywhere, and "look for a division by zero" sent the author the wrong way.
struct BadSoftmaxIndex {
    QString call;
    QString k;
    int scores = 0;
};

std::optional<BadSoftmaxIndex> badSoftmaxIndex(const QString& expr) {
    static const QRegularExpression call(QStringLiteral("\\bsoftmax\\s*\\("));
    for (const QRegularExpressionMatch& m : call.globalMatch(expr)) {
        QStringList args{QString()};
        int depth = 0;
        qsizetype i = m.capturedEnd();
        for (; i < expr.size(); ++i) {
            const QChar c = expr.at(i);
            if (c == QLatin1Char('(')) {
                ++depth;
            } else if (c == QLatin1Char(')')) {
                if (depth-- == 0)
                    break;
            } else if (c == QLatin1Char(',') && depth == 0) {
                args.append(QString());
                continue;
            }
            args.last().append(c);
        }
        if (i >= expr.size() || args.size() < 2)
            continue;
        bool ok = false;
        const QString k = args.first().trimmed();
        const double index = k.toDouble(&ok);
        const int scores = int(args.size() - 1);
        if (ok && (index != std::floor(index) || index < 1 || index > scores))
            return BadSoftmaxIndex{expr.mid(m.capturedStart(), i + 1 - m.capturedStart()), k,
                                   scores};
    }
    return std::nullopt;
}

} // namespace

void Parser::checkFormulaDomains() {
    QHash<QString, const Block*> controls;
    for (const Control& c : symbols_.controls)
        controls.insert(c.name, &c.block);
    int evaluations = 0;
    // A formula repeated in many readouts has the same names and so the same rows: its values
    // are worked out once.
    QHash<QString, Result<QList<double>>> valuesOf;
    for (const FormulaUse& formula : std::as_const(symbols_.formulas)) {
        QList<QList<double>> samples;
        bool known = true;
        const int perName = std::max(
            2, int(std::floor(std::pow(double(kSamplesPerFormula),
                                       1.0 / std::max<qsizetype>(1, formula.names.size())))));
        for (const QString& name : formula.names) {
            const Block* control = controls.value(name);
            known = known && control && control->type != QLatin1String("choice");
            if (known)
                samples.append(sampleValues(*control, perName));
        }
        if (!known)
            continue; // reported by crossCheck
        int combinations = 1;
        for (const QList<double>& s : samples)
            combinations *= int(s.size());
        if (evaluations + combinations > kEvaluationsPerLesson)
            return;
        evaluations += combinations;
        QList<QList<double>> rows;
        rows.reserve(combinations);
        for (int index = 0; index < combinations; ++index) {
            QList<double> row;
            int rest = index;
            for (int n = 0; n < samples.size(); ++n) {
                row.append(samples.at(n).at(rest % samples.at(n).size()));
                rest /= int(samples.at(n).size());
            }
            rows.append(row);
        }
        auto cached = valuesOf.constFind(formula.expr);
        if (cached == valuesOf.cend())
            cached = valuesOf.emplace(formula.expr, evaluateAt(formula.expr, formula.names, rows));
        const Result<QList<double>> values = *cached;
        int undefined = 0;
        QHash<QString, double> firstBad;
        for (int index = 0; index < combinations; ++index) {
            if (values && std::isfinite(values.value().at(index)))
                continue;
            if (undefined++ == 0) {
                for (int n = 0; n < samples.size(); ++n)
                    firstBad.insert(formula.names.at(n), rows.at(index).at(n));
            }
        }
        if (undefined == 0)
            continue;
        if (undefined == combinations) {
            if (const auto bad = badSoftmaxIndex(formula.expr)) {
                error(formula.pos,
                      QCoreApplication::translate(
                          "lessons", "%1 asks for the weight of key %2; its scores are keys 1 "
                                     "to %3")
                          .arg(quoted(bad->call), bad->k)
                          .arg(bad->scores),
                      QCoreApplication::translate("lessons",
                                                  "the first argument counts the keys from 1 "
                                                  "to the number of scores after it"));
                continue;
            }
            error(formula.pos,
                  QCoreApplication::translate("lessons",
                                              "formula %1 is undefined or infinite for every "
                                              "value of its parameters")
                      .arg(quoted(formula.expr)),
                  QCoreApplication::translate(
                      "lessons", "look for a division by zero, such as `x / (t - t)`"));
            continue;
        }
        QStringList at;
        for (const QString& name : formula.names)
            at.append(QStringLiteral("%1 = %2").arg(name, QString::number(firstBad.value(name))));
        warning(formula.pos,
                QCoreApplication::translate("lessons", "formula %1 is undefined or infinite at %2")
                    .arg(quoted(formula.expr), at.join(QStringLiteral(", "))),
                QCoreApplication::translate("lessons",
                                            "keep the controls' ranges away from that value, or "
                                            "change the formula"));
    }
}

namespace {

// How far from `v` the nearest answer a student would type lies: two decimals, or three
// significant digits where that is finer (0.00123); `step` gets that last digit's size.
double typingError(double v, double* step) {
    *step = 0.01;
    const double twoDecimals = std::abs(v - std::round(v * 100) / 100);
    if (v == 0 || std::abs(v) >= 1)
        return twoDecimals;
    const double digit = std::pow(10.0, std::floor(std::log10(std::abs(v))) - 2);
    const double threeDigits = std::abs(v - std::round(v / digit) * digit);
    if (threeDigits < twoDecimals)
        *step = digit;
    return std::min(twoDecimals, threeDigits);
}

double defaultOf(const Block& control) {
    if (const SliderSpec* slider = control.specAs<SliderSpec>())
        return slider->defaultValue;
    const ToggleSpec* toggle = control.specAs<ToggleSpec>();
    return toggle && toggle->defaultValue ? 1.0 : 0.0;
}

QString valuesAt(const QStringList& names, const QList<double>& row) {
    QStringList at;
    for (int n = 0; n < names.size(); ++n)
        at.append(QStringLiteral("%1 = %2").arg(names.at(n), QString::number(row.at(n))));
    return at.join(QStringLiteral(", "));
}

} // namespace

// A tolerance that grades the answer a student types wrong (0, or finer than two decimals), or
// one so wide that a wrong method passes: `tolerance: 5` meant as 5 % accepted 3 to 13 for 8
// (an outside author's mistake).
void Parser::checkAnswerTolerances() {
    QHash<QString, const Block*> controls;
    for (const Control& c : symbols_.controls)
        controls.insert(c.name, &c.block);
    for (const GradedAnswer& answer : std::as_const(symbols_.gradedAnswers)) {
        const Result<QStringList> names = expressions_.of(answer.expr);
        if (!names)
            continue;
        // The defaults first, then a short sweep: the first control's values with the others at
        // their defaults.
        QList<double> defaults;
        QList<QList<double>> rows{{}};
        bool known = true;
        for (const QString& name : names.value()) {
            const Block* control = controls.value(name);
            if (!control || control->type == QLatin1String("choice")) {
                known = false; // reported by crossCheck
                break;
            }
            defaults.append(defaultOf(*control));
            const QList<double> values = sampleValues(*control, kGridPoints + 3);
            QList<QList<double>> grown;
            for (const QList<double>& row : rows) {
                for (double v : values)
                    grown.append(QList<double>(row) << v);
            }
            rows = grown.mid(0, kSamplesPerFormula);
        }
        if (!known)
            continue;
        rows.prepend(defaults);
        const Result<QList<double>> values = evaluateAt(answer.expr, names.value(), rows);
        if (!values)
            continue;
        const bool controlled = !names.value().isEmpty();
        const auto at = [&](int i) { return valuesAt(names.value(), rows.at(i)); };
        const double atDefaults = values.value().value(0);
        if (answer.tolerance > 0 && std::isfinite(atDefaults) && atDefaults != 0 &&
            answer.tolerance >= 0.25 * std::abs(atDefaults)) {
            const QString from = QString::number(atDefaults - answer.tolerance, 'g', 6);
            const QString to = QString::number(atDefaults + answer.tolerance, 'g', 6);
            const QString value = QString::number(atDefaults, 'g', 6);
            warning(answer.tolerancePos,
                    controlled
                        ? QCoreApplication::translate("lessons",
                                                      "`tolerance` %1 accepts every answer from "
                                                      "%2 to %3 for `expected` %4 at %5")
                              .arg(QString::number(answer.tolerance), from, to, value, at(0))
                        : QCoreApplication::translate("lessons",
                                                      "`tolerance` %1 accepts every answer from "
                                                      "%2 to %3 for `expected` %4")
                              .arg(QString::number(answer.tolerance), from, to, value),
                    QCoreApplication::translate(
                        "lessons", "`tolerance` is a distance in the answer's own units, not a "
                                   "percentage: for 5 % of %1 write `tolerance: %2`")
                        .arg(QString::number(std::abs(atDefaults), 'g', 6),
                             QString::number(0.05 * std::abs(atDefaults), 'g', 3)));
            continue;
        }
        for (int i = 0; i < values.value().size(); ++i) {
            const double v = values.value().at(i);
            if (!std::isfinite(v))
                continue;
            if (answer.tolerance == 0) {
                // What a student types has a few decimals; 0.125 can be typed exactly, 1/3
                // cannot.
                constexpr double kTyped = 1e3;
                if (std::abs(v * kTyped - std::round(v * kTyped)) <=
                    1e-6 * std::max(1.0, std::abs(v)))
                    continue;
                warning(answer.pos,
                        (controlled ? QCoreApplication::translate(
                                          "lessons", "`expected` is %1 at %2, graded with "
                                                     "`tolerance` 0")
                                          .arg(QStringLiteral("%2"), at(i))
                                    : QCoreApplication::translate(
                                          "lessons", "`expected` is %1, graded with `tolerance` 0"))
                            .arg(QString::number(v, 'g', 8)),
                        QCoreApplication::translate(
                            "lessons", "a student who types it rounded is graded wrong: "
                                       "add e.g. `tolerance: 0.01`"));
                break;
            }
            double step = 0;
            const double error = typingError(v, &step);
            if (error <= answer.tolerance * (1 + 1e-9))
                continue;
            const QString typed = QString::number(std::round(v / step) * step, 'g', 8);
            warning(answer.tolerancePos,
                    controlled ? QCoreApplication::translate(
                                     "lessons", "`tolerance` %1 is finer than a typed answer: "
                                                "`expected` is %2 at %3, and %4 typed for it is "
                                                "graded wrong")
                                     .arg(QString::number(answer.tolerance),
                                          QString::number(v, 'g', 8), at(i), typed)
                               : QCoreApplication::translate(
                                     "lessons", "`tolerance` %1 is finer than a typed answer: "
                                                "`expected` is %2, and %3 typed for it is graded "
                                                "wrong")
                                     .arg(QString::number(answer.tolerance),
                                          QString::number(v, 'g', 8), typed),
                    QCoreApplication::translate("lessons", "a student types two decimals or "
                                                           "three digits: write at least "
                                                           "`tolerance: %1`")
                        .arg(QString::number(
                            step, 'f', std::max(0, int(-std::floor(std::log10(step) + 1e-9))))));
            break;
        }
    }
}

} // namespace lessons::parse
