// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace lessons {

// The TeX subset of docs/lesson-format.md ("Math"), parsed into a tree that app/math lays out the
// way TeX's Appendix G does. Parsing and validation live here (Qt Core only) so `--check` reports
// math errors at their column without a display.

// TeX's atom classes; they choose the space between neighbours (The TeXbook, chapter 18).
enum class MathClass { Ord, Op, Bin, Rel, Open, Close, Punct, Inner };

struct MathNode {
    enum class Kind {
        Row,      // children in order
        Symbol,   // `text`: one character or symbol, drawn from the math font
        Text,     // `text`: an upright run (\text, \mathrm, \operatorname, \exp, digits)
        Fraction, // children: numerator, denominator
        Radical,  // children: radicand
        Scripts,  // children: base, subscript, superscript (an empty Row when absent)
        BigOp,    // `text`: the operator (∑, ∏); limits above and below in display style
        Accent,   // `text`: \hat, \bar, \vec or \tilde; children: the accented body
        Fenced,   // `text`: left delimiter, `close`: right delimiter ("" for `.`); children: body
        Matrix,   // `text`/`close`: delimiters; children: rows, each a Row of cells (Rows)
        Space,    // `mu`: width in math units (18 mu = 1 em)
    };
    enum class Variant { Italic, Upright, Bold };

    Kind kind = Kind::Row;
    MathClass cls = MathClass::Ord;
    Variant variant = Variant::Italic;
    QString text;
    QString close;
    int mu = 0;
    int column = 0; // 0-based offset of the construct in the TeX source
    bool hasSub = false;
    bool hasSup = false;
    QList<MathNode> children;
};

// Nesting deeper than this (braces, scripts, fractions, roots, delimiters) is an author error,
// so no recursive walk over a formula can exhaust the stack (issue 11: 20,000 `^` crashed).
constexpr int kMaxMathDepth = 40;

struct MathParse {
    MathNode root; // a Row
    QString error;
    int errorColumn = -1; // 0-based, inside the TeX
    bool ok() const { return error.isEmpty(); }
};
MathParse parseMath(const QString& tex);

// Readable Unicode for places without rich text (window title, outline, chart axes, tooltips):
// `\sqrt{d_k}` -> "√dₖ", `K^\top` -> "Kᵀ", `\frac{a}{b}` -> "a/b".
QString mathToPlainText(const MathNode& node);
// What a screen reader says: `\sqrt{d_k}` -> "square root of d sub k".
QString mathToSpeech(const MathNode& node);
// mathToPlainText as HTML, for rich text without typeset math (the PDF report): a script that
// Unicode has no letters for is <sub>...</sub> ("d<sub>model</sub>", not "d_model").
QString mathToHtml(const MathNode& node);

// Replaces every valid $...$ span with a placeholder that Markdown leaves alone and that carries
// the TeX (mathPlaceholders() finds them again); `\$` stays a literal dollar sign. A span that
// fails to parse is left as written (the validator reports it). HTML comments are removed: they are
// notes for authors. Every other HTML tag is shown as written (syntax::withHtmlTagsAsText).
QString markdownWithMath(const QString& markdown);

// A math placeholder inside a text produced by markdownWithMath (also after Qt's Markdown import,
// which keeps it verbatim): where it starts, its length and its TeX.
struct MathPlaceholder {
    int start = 0;
    int length = 0;
    QString tex;
};
QList<MathPlaceholder> mathPlaceholders(const QString& text);
// Each placeholder replaced by mathToPlainText of its TeX.
QString withPlainMath(const QString& text);
// The same as HTML: the text escaped, each placeholder replaced by mathToHtml of its TeX.
QString withHtmlMath(const QString& text);
// A lesson text with $...$ (a title, a label) as plain text: math in Unicode, no dollars.
QString plainTextWithMath(const QString& source);

// The TeX with the words of every \text{...} and \mathrm{...} emptied: what a translation keeps
// of a formula ("\text{output} = \sum_i s_i v_i" and "\text{Ausgabe} = \sum_i s_i v_i" are the
// same formula in two languages). \operatorname names (cos, softmax) are notation and stay.
QString mathWithoutWords(const QString& tex);

// The first math problem in a text: error message and 0-based offset in `text`; empty if fine.
struct MathCheck {
    QString error;
    int offset = -1;
};
MathCheck checkMath(const QString& text);
// Every $...$ span of a text as (offset of the opening `$`, offset of the closing `$`), up to the
// first problem checkMath() would report.
QList<QPair<int, int>> mathSpans(const QString& text);

} // namespace lessons
