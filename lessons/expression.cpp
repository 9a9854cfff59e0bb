// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/expression.h"

#include "core/numbertext.h"
#include "core/softmax.h"
#include "lessons/displaytext.h"
#include "lessons/lesson.h"

#include <Eigen/Core>
#include <muParser.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lessons {
namespace {

// Variables that muParser meets but nobody defined: collected instead of failing, so the
// validator can name every unknown parameter.
struct Collected {
    std::map<std::string, double> storage;
};

double* collectVariable(const char* name, void* userData) {
    auto* collected = static_cast<Collected*>(userData);
    return &collected->storage[name];
}

QString errorText(const mu::Parser::exception_type& e) {
    QString msg = QString::fromStdString(e.GetMsg());
    if (msg.endsWith(QLatin1Char('.')))
        msg.chop(1);
    return msg;
}

// Checks shared by evaluating a formula and listing its names; empty when none fails.
std::optional<Diagnostic> badFormulaText(const QString& expr) {
    if (expr.size() > kMaxExpressionLength)
        return textError(
            QCoreApplication::translate("lessons", "formula is longer than %1 characters")
                .arg(kMaxExpressionLength),
            QCoreApplication::translate("lessons", "shorten it"), kMaxExpressionLength);
    if (expr.trimmed().isEmpty())
        return textError(QCoreApplication::translate("lessons", "empty formula"),
                         QCoreApplication::translate("lessons", "write a number or a formula"), 0);
    for (int i = 0; i < expr.size(); ++i) {
        if (expr.at(i).unicode() >= 128)
            return textError(QCoreApplication::translate(
                                 "lessons", "formula holds `%1`, which is not part of a formula")
                                 .arg(expr.at(i)),
                             QCoreApplication::translate(
                                 "lessons", "use + - * / ^, numbers and parameter names"),
                             i);
    }
    // muParser reads a comma outside a call's parentheses as a list of results and keeps the
    // last one: `66,5` would be 5.
    int depth = 0;
    for (int i = 0; i < expr.size(); ++i) {
        const QChar c = expr.at(i);
        if (c == QLatin1Char('('))
            ++depth;
        else if (c == QLatin1Char(')'))
            depth = std::max(0, depth - 1);
        else if (c == QLatin1Char(',') && depth == 0) {
            const bool between = i > 0 && i + 1 < expr.size() && expr.at(i - 1).isDigit() &&
                                 expr.at(i + 1).isDigit();
            if (between) {
                int start = i - 1;
                while (start > 0 && expr.at(start - 1).isDigit())
                    --start;
                int end = i + 1;
                while (end < expr.size() && expr.at(end).isDigit())
                    ++end;
                const QString written = expr.mid(start, end - start);
                QString point = written;
                point.replace(QLatin1Char(','), QLatin1Char('.'));
                return textError(
                    QCoreApplication::translate(
                        "lessons", "`%1` has a decimal comma; in a formula `,` only separates "
                                   "a function's arguments")
                        .arg(written),
                    QCoreApplication::translate("lessons", "write a decimal point: `%1`")
                        .arg(point),
                    i);
            }
            return textError(
                QCoreApplication::translate("lessons",
                                            "`,` outside a function's parentheses in a formula"),
                QCoreApplication::translate(
                    "lessons", "a formula gives one number; `,` only separates the arguments "
                               "of functions such as max(a, b)"),
                i);
        }
    }
    return std::nullopt;
}

// softmax(k, s1, ..., sn): the k-th weight of the scores s1..sn, by the core's softmax (the
// largest score is subtracted first, so 1000 and 999 give 0.731 and 0.269, not inf / inf; a
// -inf score takes no weight, +inf scores share the whole weight). Undefined (NaN) where k is
// not a whole number in 1..n or a score is NaN: the checker's sweep then names the formula.
double softmaxWeight(const double* args, int count) {
    if (count < 2)
        throw mu::ParserError("softmax needs k and at least one score: softmax(k, s1, ..., sn)");
    const double k = args[0];
    const int n = count - 1;
    if (!(k >= 1 && k <= n) || k != std::floor(k))
        return std::numeric_limits<double>::quiet_NaN();
    const Eigen::Map<const Eigen::VectorXd> scores(args + 1, n);
    const attn::Result<Eigen::VectorXd> weights = attn::softmax(scores);
    return weights ? weights.value()[int(k) - 1] : std::numeric_limits<double>::quiet_NaN();
}

// logsumexp(s1, ..., sn) = ln(exp(s1) + ... + exp(sn)), the log of softmax's denominator,
// computed as max + ln(sum exp(s - max)) so that large scores do not overflow. -inf scores add
// nothing; all -inf gives -inf, a +inf score +inf, a NaN score NaN.
double logSumExp(const double* args, int count) {
    if (count < 1)
        throw mu::ParserError("logsumexp needs at least one score: logsumexp(s1, ..., sn)");
    double top = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < count; ++i) {
        if (std::isnan(args[i]))
            return args[i];
        top = std::max(top, args[i]);
    }
    if (std::isinf(top))
        return top;
    double sum = 0.0; // the largest term is exactly 1: the sum lies in [1, n]
    for (int i = 0; i < count; ++i)
        sum += std::exp(args[i] - top);
    return top + std::log(sum);
}

void setupParser(mu::Parser& parser) {
    parser.DefineConst("_pi", M_PI);
    parser.DefineConst("_e", M_E);
    parser.DefineFun("softmax", &softmaxWeight);
    parser.DefineFun("logsumexp", &logSumExp);
}

// The functions a formula may call, sorted (muParser's built-ins).
const QStringList& knownFunctions() {
    static const QStringList names = [] {
        mu::Parser parser;
        setupParser(parser);
        QStringList all;
        for (const auto& entry : parser.GetFunDef())
            all.append(QString::fromStdString(entry.first));
        all.sort();
        return all;
    }();
    return names;
}

// The first `name(` whose name is no known function, and its index; empty if none.
QPair<QString, int> unknownFunction(const QString& expr) {
    static const QRegularExpression call(QStringLiteral("([A-Za-z_][A-Za-z0-9_]*)\\s*\\("));
    for (auto it = call.globalMatch(expr); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!knownFunctions().contains(m.captured(1)))
            return {m.captured(1), int(m.capturedStart(1))};
    }
    return {};
}

} // namespace

Result<double> evaluate(const QString& expr, const QHash<QString, double>& variables) {
    // Only the names the formula uses are defined, so any parameter name may be present.
    const Result<QStringList> used = expressionVariables(expr);
    if (!used)
        return Result<double>::failure(used.error());
    std::map<std::string, double> values;
    for (const QString& name : used.value()) {
        if (!variables.contains(name)) {
            return Result<double>::failure(textError(
                QCoreApplication::translate("lessons", "unknown parameter `%1` in formula")
                    .arg(name),
                QString(), int(expr.indexOf(name))));
        }
        values[name.toStdString()] = variables.value(name);
    }
    try {
        mu::Parser parser;
        setupParser(parser);
        for (auto& [name, value] : values)
            parser.DefineVar(name, &value);
        parser.SetExpr(expr.toStdString());
        const double value = parser.Eval();
        if (!std::isfinite(value)) {
            return Result<double>::failure(
                textError(QCoreApplication::translate("lessons", "formula gives %1 at these values")
                              .arg(std::isnan(value)
                                       ? QCoreApplication::translate("lessons", "no number (NaN)")
                                       : QCoreApplication::translate("lessons", "infinity")),
                          QString(), 0));
        }
        return value;
    } catch (const mu::Parser::exception_type& e) {
        return Result<double>::failure(
            textError(errorText(e), QString(), std::clamp(e.GetPos(), 0, int(expr.size()))));
    }
}

Result<QList<double>> evaluateAt(const QString& expr, const QStringList& names,
                                 const QList<QList<double>>& rows) {
    // One parser whose variable factory gives each name the formula uses a cell: the formula is
    // parsed once (a muParser costs as much to set up as a few hundred evaluations).
    Collected cells;
    mu::Parser parser;
    bool parsed = !badFormulaText(expr).has_value();
    if (parsed) {
        try {
            setupParser(parser);
            parser.SetVarFactory(collectVariable, &cells);
            parser.SetExpr(expr.toStdString());
            parser.Eval(); // parses, meeting every variable and every syntax error
        } catch (const mu::Parser::exception_type&) {
            parsed = false;
        }
    }
    if (!parsed) // expressionVariables() words the failure
        return Result<QList<double>>::failure(expressionVariables(expr).error());
    QList<QPair<double*, qsizetype>> fed; // cell, column of `rows`
    for (auto& [name, cell] : cells.storage) {
        const QString qname = QString::fromStdString(name);
        const qsizetype column = names.indexOf(qname);
        if (column < 0) {
            return Result<QList<double>>::failure(textError(
                QCoreApplication::translate("lessons", "unknown parameter `%1` in formula")
                    .arg(qname),
                QString(), int(expr.indexOf(qname))));
        }
        fed.append({&cell, column});
    }
    QList<double> out;
    out.reserve(rows.size());
    for (const QList<double>& row : rows) {
        for (const auto& [cell, column] : std::as_const(fed))
            *cell = row.value(column);
        double value = std::numeric_limits<double>::quiet_NaN();
        try {
            value = parser.Eval();
        } catch (const mu::Parser::exception_type&) {
            // undefined here, like a NaN result
        }
        out.append(std::isfinite(value) ? value : std::numeric_limits<double>::quiet_NaN());
    }
    return out;
}

namespace {

// The names `parser` meets in `expr`, or why it does not parse; `parser` is set up with
// collectVariable as its variable factory. muParser clears the names it used at each SetExpr, and
// a name it created for an earlier formula is read as the factory would create it.
Result<QStringList> variablesWith(mu::Parser& parser, const QString& expr) {
    if (const std::optional<Diagnostic> bad = badFormulaText(expr))
        return Result<QStringList>::failure(*bad);
    QStringList names;
    try {
        parser.SetExpr(expr.toStdString());
        parser.Eval(); // GetUsedVar() alone misses some syntax errors
        for (const auto& entry : parser.GetUsedVar())
            names.append(QString::fromStdString(entry.first));
    } catch (const mu::Parser::exception_type& e) {
        // muParser reads `foo(` as a variable followed by a stray parenthesis; name the function.
        if (const auto [name, at] = unknownFunction(expr); !name.isEmpty()) {
            return Result<QStringList>::failure(textError(
                QCoreApplication::translate("lessons", "`%1` is no known function").arg(name),
                QCoreApplication::translate("lessons", "use one of %1")
                    .arg(knownFunctions().join(QStringLiteral(", "))),
                at));
        }
        // muParser may point one past the end for a missing parenthesis.
        return Result<QStringList>::failure(
            textError(errorText(e), QString(), std::clamp(e.GetPos(), 0, int(expr.size()))));
    }
    return names;
}

} // namespace

Result<QStringList> expressionVariables(const QString& expr) {
    Collected collected;
    mu::Parser parser;
    setupParser(parser);
    parser.SetVarFactory(collectVariable, &collected);
    return variablesWith(parser, expr);
}

struct ExpressionNames::Reader {
    Collected collected; // the parser holds pointers into it
    mu::Parser parser;
};

ExpressionNames::ExpressionNames() = default;
ExpressionNames::~ExpressionNames() = default;

Result<QStringList> ExpressionNames::of(const QString& expr) {
    if (const auto it = known_.constFind(expr); it != known_.cend())
        return *it;
    if (!reader_) {
        reader_ = std::make_unique<Reader>();
        setupParser(reader_->parser);
        reader_->parser.SetVarFactory(collectVariable, &reader_->collected);
    }
    return *known_.emplace(expr, variablesWith(reader_->parser, expr));
}

Result<QList<Placeholder>> readoutPlaceholders(const QString& text) {
    using Placeholders = Result<QList<Placeholder>>;
    QList<Placeholder> out;
    int i = 0;
    while (i < text.size()) {
        if (text.at(i) == QLatin1Char('\\') && i + 1 < text.size()) {
            i += 2;
            continue;
        }
        if (text.at(i) == QLatin1Char('$')) {
            // Braces inside $...$ belong to TeX, not to placeholders.
            int close = i + 1;
            while (close < text.size() && text.at(close) != QLatin1Char('$'))
                close += text.at(close) == QLatin1Char('\\') ? 2 : 1;
            i = close + 1;
            continue;
        }
        if (text.at(i) == QLatin1Char('}')) {
            return Placeholders::failure(textError(
                QCoreApplication::translate("lessons", "`}` without its `{` in a readout"),
                QCoreApplication::translate("lessons", "remove it or write `{formula}`"), i));
        }
        if (text.at(i) != QLatin1Char('{')) {
            ++i;
            continue;
        }
        const int close = text.indexOf(QLatin1Char('}'), i + 1);
        if (close < 0) {
            return Placeholders::failure(textError(
                QCoreApplication::translate("lessons", "`{` is never closed in a readout"),
                QCoreApplication::translate("lessons", "add `}` after the formula"), i));
        }
        Placeholder p;
        p.offset = i;
        p.exprOffset = i + 1;
        p.length = close - i + 1;
        QString inner = text.mid(i + 1, close - i - 1);
        const int bar = inner.lastIndexOf(QLatin1Char('|'));
        if (bar >= 0) {
            const QString digits = inner.mid(bar + 1).trimmed();
            bool ok = false;
            const int d = digits.toInt(&ok);
            if (!ok || d < 0 || d > 6) {
                return Placeholders::failure(textError(
                    QCoreApplication::translate("lessons", "`|%1` must give 0 to 6 decimals")
                        .arg(digits),
                    QCoreApplication::translate("lessons", "write e.g. `{sqrt(dk)|2}`"),
                    i + 1 + bar));
            }
            p.decimals = d;
            inner.truncate(bar);
        }
        p.expr = inner;
        out.append(p);
        i = close + 1;
    }
    return out;
}

namespace {

// formatReadout's work, with the way each placeholder's formula is evaluated left to `value`.
Result<QString> fillReadout(const QString& text, const QList<Placeholder>& holders,
                            const std::function<Result<double>(int)>& value, const QLocale& locale,
                            const QHash<QString, int>& controlDecimals) {
    QString out;
    QList<Diagnostic> unfilled; // the first placeholder that could not be filled, at most
    int copied = 0;
    for (int i = 0; i < holders.size(); ++i) {
        const Placeholder& p = holders.at(i);
        out += text.mid(copied, p.offset - copied);
        const Result<double> r = value(i);
        if (!r) {
            if (unfilled.isEmpty())
                unfilled.append(r.error());
            out += QLatin1Char('?');
        } else {
            // Below 1e-12 a result is rounding noise of an exact 0 (b's second component at
            // 180°, 3 sin π ≈ 3.7 × 10⁻¹⁶), which {formula}'s three significant digits would
            // print as a power of ten.
            const double v = std::fabs(r.value()) < 1e-12 ? 0.0 : r.value();
            const auto control = controlDecimals.constFind(p.expr.trimmed());
            const int decimals =
                p.decimals >= 0                                                         ? p.decimals
                : control != controlDecimals.cend() && attn::onDecimalGrid(v, *control) ? *control
                                                                                        : -1;
            const QString number =
                decimals >= 0 ? formatFixed(v, decimals, locale) : formatExactOrValue(v, locale);
            const QString before = out.trimmed();
            const bool factor = before.endsWith(QChar(0x00d7)) || before.endsWith(QChar(0x22c5));
            // A share in percent at fixed decimals reads as the charts write a softmax weight
            // (attn::percentWeightTexts): one that rounds to 0 is "< 0.1", one that rounds to 100
            // "> 99.9". Lesson 4's readout said "0.0%" beside its chart's "< 0.1%" (sp23). The
            // sign keeps to its number with a no-break space, as in core's number text.
            const QString after = text.mid(p.offset + p.length, 3);
            static const QRegularExpression percentNext(QStringLiteral("^[ \u00a0\u202f]?%"));
            if (decimals >= 0 && percentNext.match(after).hasMatch()) {
                const double unit = std::pow(10.0, -decimals);
                if (v > 0 && v < unit / 2) {
                    out += QStringLiteral("<\u00a0") + formatFixed(unit, decimals, locale);
                    copied = p.offset + p.length;
                    continue;
                }
                if (v < 100 && v >= 100 - unit / 2) {
                    out += QStringLiteral(">\u00a0") + formatFixed(100 - unit, decimals, locale);
                    copied = p.offset + p.length;
                    continue;
                }
            }
            out += factor ? QString::fromStdString(attn::factorText(number.toStdString())) : number;
        }
        copied = p.offset + p.length;
    }
    out += text.mid(copied);
    return Result<QString>::withWarnings(out, unfilled);
}

} // namespace

Result<QString> formatReadout(const QString& text, const QHash<QString, double>& variables,
                              const QLocale& locale, const QHash<QString, int>& controlDecimals) {
    const Result<QList<Placeholder>> holders = readoutPlaceholders(text);
    if (!holders)
        return Result<QString>::withWarnings(text, holders.diagnostics());
    const QList<Placeholder>& list = holders.value();
    return fillReadout(
        text, list, [&](int i) { return evaluate(list.at(i).expr, variables); }, locale,
        controlDecimals);
}

// One placeholder's formula, parsed once, reading its variables from `storage`.
struct CompiledReadout::Formula {
    Placeholder holder;
    QStringList names;
    std::map<std::string, double> storage; // the parser holds pointers into it: never rehashed
    mu::Parser parser;
    bool parsed = false;
};

CompiledReadout::CompiledReadout(const QString& text) : text_(text) {
    const Result<QList<Placeholder>> holders = readoutPlaceholders(text);
    if (!holders)
        return;
    readsKnown_ = true;
    std::vector<std::unique_ptr<Formula>> formulas;
    for (const Placeholder& holder : holders.value()) {
        auto formula = std::make_unique<Formula>();
        formula->holder = holder;
        const Result<QStringList> names = expressionVariables(holder.expr);
        if (!names) {
            readsKnown_ = false;
            formulas.push_back(std::move(formula)); // evaluated the slow way, which says why
            continue;
        }
        formula->names = names.value();
        for (const QString& name : formula->names) {
            if (!reads_.contains(name))
                reads_.append(name);
        }
        try {
            setupParser(formula->parser);
            for (const QString& name : formula->names)
                formula->parser.DefineVar(name.toStdString(),
                                          &formula->storage[name.toStdString()]);
            formula->parser.SetExpr(holder.expr.toStdString());
            formula->parsed = true;
        } catch (const mu::Parser::exception_type&) {
        }
        formulas.push_back(std::move(formula));
    }
    formulas_ = std::move(formulas);
}

CompiledReadout::~CompiledReadout() = default;

bool CompiledReadout::readsKnown() const {
    return readsKnown_;
}

const QStringList& CompiledReadout::reads() const {
    return reads_;
}

Result<QString> CompiledReadout::format(const QHash<QString, double>& variables,
                                        const QLocale& locale,
                                        const QHash<QString, int>& controlDecimals) const {
    if (formulas_.empty() && !readsKnown_)
        return formatReadout(text_, variables, locale, controlDecimals);
    QList<Placeholder> holders;
    for (const auto& formula : formulas_)
        holders.append(formula->holder);
    const auto value = [&](int i) -> Result<double> {
        Formula& f = *formulas_.at(std::size_t(i));
        // Anything but a finite value from a formula that parsed and has all its names: the
        // slow way, for its exact message.
        if (f.parsed) {
            bool all = true;
            for (const QString& name : std::as_const(f.names)) {
                const auto it = variables.constFind(name);
                if (it == variables.cend()) {
                    all = false;
                    break;
                }
                f.storage[name.toStdString()] = *it;
            }
            if (all) {
                try {
                    const double v = f.parser.Eval();
                    if (std::isfinite(v))
                        return v;
                } catch (const mu::Parser::exception_type&) {
                }
            }
        }
        return evaluate(f.holder.expr, variables);
    };
    return fillReadout(text_, holders, value, locale, controlDecimals);
}

} // namespace lessons
