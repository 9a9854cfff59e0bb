// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/result.h"

#include <QHash>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace lessons {

// muparser wrapper: variables are parameters. A failure's offset() is 0-based inside expr, -1
// when unknown; the hint may be empty (muparser's own messages carry none).
Result<double> evaluate(const QString& expr, const QHash<QString, double>& variables);

// `expr` at many points, parsed once (about 0.1 us a point instead of evaluate's ~30 us): one
// value per row of `rows`, whose columns are the values of `names`, in order. A point where the
// formula is undefined or infinite gives NaN; the failure is why the formula cannot be evaluated
// at all (it does not parse, or uses a name not in `names`).
Result<QList<double>> evaluateAt(const QString& expr, const QStringList& names,
                                 const QList<QList<double>>& rows);

// Names the expression uses as variables, or why it does not parse.
Result<QStringList> expressionVariables(const QString& expr);

// expressionVariables() for the many formulas of one check: one muParser set up for all of them
// (setting one up costs more than reading a short formula) and each distinct text read once. A
// folder of 200 lessons of 2,080 readout formulas each took 19.6 s of CPU to check without it.
// Gives exactly what expressionVariables() gives.
class ExpressionNames {
public:
    ExpressionNames();
    ~ExpressionNames();
    ExpressionNames(const ExpressionNames&) = delete;
    ExpressionNames& operator=(const ExpressionNames&) = delete;

    Result<QStringList> of(const QString& expr);

private:
    struct Reader;
    std::unique_ptr<Reader> reader_; // set up at the first formula
    QHash<QString, Result<QStringList>> known_;
};

// Replaces {expr} (3 significant digits, trailing zeros kept: formatValue) and {expr|D} (D
// decimals, 0..6) in a readout text. Always gives a text: a placeholder that cannot be filled reads
// "?" there, and the first such one is a warning in diagnostics() (a malformed placeholder: the
// text unchanged, and why). Numbers are written in `locale` (the student's: "3,0" in German).
// `controlDecimals` gives the decimals of the number box of each slider's parameter
// (sliderDecimalsByParameter): a {name} that is just one slider's value, on that grid, is written
// as its box writes it ("T = 8.0" beside a box of 8.0, "d_k = 4" for a whole-number slider).
Result<QString> formatReadout(const QString& text, const QHash<QString, double>& variables,
                              const QLocale& locale = QLocale::c(),
                              const QHash<QString, int>& controlDecimals = {});

struct Placeholder {
    QString expr;
    int decimals = -1; // -1: 3 significant digits
    int offset = 0;    // of '{' in the text
    int length = 0;    // up to and including '}'
    int exprOffset = 0;
};
// Splits a readout text into its placeholders ($...$ math is skipped), or says which one is
// malformed (error().offset() is 0-based in the text).
Result<QList<Placeholder>> readoutPlaceholders(const QString& text);

// A readout's text with its formulas parsed once: format() gives exactly what formatReadout gives
// for the same arguments, without parsing each formula again (a drag fills a readout on every
// pointer step; parsing was most of a readout's time).
class CompiledReadout {
public:
    explicit CompiledReadout(const QString& text);
    ~CompiledReadout();
    CompiledReadout(const CompiledReadout&) = delete;
    CompiledReadout& operator=(const CompiledReadout&) = delete;

    Result<QString> format(const QHash<QString, double>& variables,
                           const QLocale& locale = QLocale::c(),
                           const QHash<QString, int>& controlDecimals = {}) const;
    // Every parameter the formulas read; false when a formula cannot be read (then any change
    // may matter).
    bool readsKnown() const;
    const QStringList& reads() const;

private:
    struct Formula;
    QString text_;
    std::vector<std::unique_ptr<Formula>> formulas_; // one per placeholder; empty on an error
    QStringList reads_;
    bool readsKnown_ = false;
};

} // namespace lessons
