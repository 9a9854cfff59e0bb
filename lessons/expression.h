#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace lessons {

// muparser wrapper: variables are parameters. column is 0-based inside expr, -1 when unknown.
struct ExprResult {
    bool ok = false;
    double value = 0.0;
    QString error;
    int column = -1;
};
ExprResult evaluate(const QString& expr, const QHash<QString, double>& variables);

// Names the expression uses as variables; on a syntax error returns {} and sets *error
// (and *errorColumn when given).
QStringList expressionVariables(const QString& expr, QString* error = nullptr,
                                int* errorColumn = nullptr);

// Replaces {expr} (3 significant digits) and {expr|D} (D decimals, 0..6) in a readout text.
// On an error returns the text with the failing placeholder as "?" and sets *error.
QString formatReadout(const QString& text, const QHash<QString, double>& variables,
                      QString* error = nullptr);

struct Placeholder {
    QString expr;
    int decimals = -1; // -1: 3 significant digits
    int offset = 0;    // of '{' in the text
    int length = 0;    // up to and including '}'
    int exprOffset = 0;
};
// Splits a readout text into its placeholders ($...$ math is skipped); on a malformed one sets
// *error/*errorOffset.
QList<Placeholder> readoutPlaceholders(const QString& text, QString* error = nullptr,
                                       int* errorOffset = nullptr);

} // namespace lessons
