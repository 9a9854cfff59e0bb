#pragma once

#include <QString>

namespace lessons {

// TeX subset -> HTML fragment (sub/sup tags, Unicode symbols, radical with overline) for
// QTextDocument; errors carry the 0-based column inside `tex` of the offending command.
struct MathResult {
    QString html;
    QString error;
    int errorColumn = -1;
    bool ok() const { return error.isEmpty(); }
};
MathResult texToHtml(const QString& tex);

// Replaces every $...$ span with its HTML; `\$` becomes a literal dollar sign. A span that fails
// to convert is left as written (the validator reports it). HTML comments are removed: they are
// notes for authors.
QString markdownWithMath(const QString& markdown);

// The first math problem in a text: error message and 0-based offset in `text`; empty if fine.
struct MathCheck {
    QString error;
    int offset = -1;
};
MathCheck checkMath(const QString& text);

} // namespace lessons
