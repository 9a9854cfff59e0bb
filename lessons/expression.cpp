#include "lessons/expression.h"

#include "lessons/lesson.h"

#include <muParser.h>

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

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

bool tooLong(const QString& expr, QString* error, int* column) {
    if (expr.size() <= kMaxExpressionLength)
        return false;
    if (error)
        *error = QStringLiteral("formula is longer than %1 characters (shorten it)")
                     .arg(kMaxExpressionLength);
    if (column)
        *column = kMaxExpressionLength;
    return true;
}

void setupParser(mu::Parser& parser) {
    parser.DefineConst("_pi", M_PI);
    parser.DefineConst("_e", M_E);
}

// The functions a formula may call, sorted (muParser's built-ins).
const QStringList& knownFunctions() {
    static const QStringList names = [] {
        mu::Parser parser;
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

ExprResult evaluate(const QString& expr, const QHash<QString, double>& variables) {
    ExprResult result;
    if (tooLong(expr, &result.error, &result.column))
        return result;
    if (expr.trimmed().isEmpty()) {
        result.error = QStringLiteral("empty formula (write a number or a formula)");
        result.column = 0;
        return result;
    }
    // Only the names the formula uses are defined, so any parameter name may be present.
    QString error;
    int errorColumn = -1;
    const QStringList used = expressionVariables(expr, &error, &errorColumn);
    if (!error.isEmpty()) {
        result.error = error;
        result.column = errorColumn;
        return result;
    }
    std::map<std::string, double> values;
    for (const QString& name : used) {
        if (!variables.contains(name)) {
            result.error = QStringLiteral("unknown parameter `%1` in formula").arg(name);
            result.column = int(expr.indexOf(name));
            return result;
        }
        values[name.toStdString()] = variables.value(name);
    }
    try {
        mu::Parser parser;
        setupParser(parser);
        for (auto& [name, value] : values)
            parser.DefineVar(name, &value);
        parser.SetExpr(expr.toStdString());
        result.value = parser.Eval();
        if (!std::isfinite(result.value)) {
            result.error = QStringLiteral("formula gives %1 at these values")
                               .arg(std::isnan(result.value) ? QStringLiteral("no number (NaN)")
                                                             : QStringLiteral("infinity"));
            result.column = 0;
            return result;
        }
        result.ok = true;
    } catch (const mu::Parser::exception_type& e) {
        result.error = errorText(e);
        result.column = std::clamp(e.GetPos(), 0, int(expr.size()));
    }
    return result;
}

QStringList expressionVariables(const QString& expr, QString* error, int* errorColumn) {
    if (tooLong(expr, error, errorColumn))
        return {};
    if (expr.trimmed().isEmpty()) {
        if (error)
            *error = QStringLiteral("empty formula (write a number or a formula)");
        if (errorColumn)
            *errorColumn = 0;
        return {};
    }
    for (int i = 0; i < expr.size(); ++i) {
        if (expr.at(i).unicode() >= 128) {
            if (error)
                *error = QStringLiteral("formula holds `%1`, which is not part of a formula "
                                        "(use + - * / ^, numbers and parameter names)")
                             .arg(expr.at(i));
            if (errorColumn)
                *errorColumn = i;
            return {};
        }
    }
    QStringList names;
    try {
        Collected collected;
        mu::Parser parser;
        setupParser(parser);
        parser.SetVarFactory(collectVariable, &collected);
        parser.SetExpr(expr.toStdString());
        parser.Eval(); // GetUsedVar() alone misses some syntax errors
        for (const auto& entry : parser.GetUsedVar())
            names.append(QString::fromStdString(entry.first));
    } catch (const mu::Parser::exception_type& e) {
        // muParser reads `foo(` as a variable followed by a stray parenthesis; name the function.
        if (const auto [name, at] = unknownFunction(expr); !name.isEmpty()) {
            if (error)
                *error = QStringLiteral("`%1` is no known function (use one of %2)")
                             .arg(name, knownFunctions().join(QStringLiteral(", ")));
            if (errorColumn)
                *errorColumn = at;
            return {};
        }
        if (error)
            *error = errorText(e);
        if (errorColumn) // muParser may point one past the end for a missing parenthesis
            *errorColumn = std::clamp(e.GetPos(), 0, int(expr.size()));
        return {};
    }
    if (error)
        error->clear();
    return names;
}

QList<Placeholder> readoutPlaceholders(const QString& text, QString* error, int* errorOffset) {
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
            if (error)
                *error = QStringLiteral("`}` without its `{` in a readout (remove it or write "
                                        "`{formula}`)");
            if (errorOffset)
                *errorOffset = i;
            return {};
        }
        if (text.at(i) != QLatin1Char('{')) {
            ++i;
            continue;
        }
        const int close = text.indexOf(QLatin1Char('}'), i + 1);
        if (close < 0) {
            if (error)
                *error = QStringLiteral("`{` is never closed in a readout (add `}` after the "
                                        "formula)");
            if (errorOffset)
                *errorOffset = i;
            return {};
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
                if (error)
                    *error = QStringLiteral("`|%1` must give 0 to 6 decimals (write e.g. "
                                            "`{sqrt(dk)|2}`)")
                                 .arg(digits);
                if (errorOffset)
                    *errorOffset = i + 1 + bar;
                return {};
            }
            p.decimals = d;
            inner.truncate(bar);
        }
        p.expr = inner;
        out.append(p);
        i = close + 1;
    }
    if (error)
        error->clear();
    return out;
}

QString formatReadout(const QString& text, const QHash<QString, double>& variables,
                      QString* error) {
    QString err;
    const QList<Placeholder> holders = readoutPlaceholders(text, &err);
    if (error)
        *error = err;
    if (!err.isEmpty())
        return text;
    QString out;
    int copied = 0;
    for (const Placeholder& p : holders) {
        out += text.mid(copied, p.offset - copied);
        const ExprResult r = evaluate(p.expr, variables);
        if (!r.ok) {
            if (error && error->isEmpty())
                *error = r.error;
            out += QLatin1Char('?');
        } else if (p.decimals >= 0) {
            out += QString::number(r.value, 'f', p.decimals);
        } else {
            out += QString::number(r.value, 'g', 3);
        }
        copied = p.offset + p.length;
    }
    out += text.mid(copied);
    return out;
}

} // namespace lessons
