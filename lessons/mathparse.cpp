// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The TeX parser, part one: rows, scripts, atoms and groups (mathcommand.cpp has the commands).

#include "lessons/mathparser.h"

#include <utility>

#include <QCoreApplication>

namespace lessons {
namespace detail {

const Command* findCommand(const QString& name) {
    for (const Command& c : kCommands) {
        if (name == QLatin1String(c.name))
            return &c;
    }
    return nullptr;
}

QString delimiterFor(const QString& token) {
    static const struct {
        const char* token;
        const char* glyph;
    } kDelimiters[] = {
        {"(", "("},        {")", ")"},        {"[", "["},        {"]", "]"},
        {"\\{", "{"},      {"\\}", "}"},      {"|", "|"},        {"\\|", "‖"},
        {".", ""},         {"\\langle", "⟨"}, {"\\rangle", "⟩"}, {"\\lfloor", "⌊"},
        {"\\rfloor", "⌋"}, {"\\lceil", "⌈"},  {"\\rceil", "⌉"},  {"\\vert", "|"},
        {"\\Vert", "‖"},
    };
    for (const auto& d : kDelimiters) {
        if (token == QLatin1String(d.token))
            return QString::fromUtf8(d.glyph);
    }
    return QStringLiteral("?");
}

bool isAsciiLetter(QChar c) {
    return c.unicode() < 128 && c.isLetter();
}

MathNode symbol(const QString& text, MathClass cls, Variant variant, int column) {
    MathNode n;
    n.kind = Kind::Symbol;
    n.text = text;
    n.cls = cls;
    n.variant = variant;
    n.column = column;
    return n;
}

MathParse MathParser::run() {
    MathParse result;
    result.root = row(Stop::End);
    if (!error_.isEmpty()) {
        result.root = MathNode();
        result.error = error_;
        result.errorColumn = errorColumn_;
    }
    return result;
}

bool MathParser::failed() const {
    return !error_.isEmpty();
}

void MathParser::fail(const QString& message, int column) {
    if (error_.isEmpty()) {
        error_ = message;
        errorColumn_ = column;
    }
}

bool MathParser::at(const char* literal) const {
    return QStringView(tex_).mid(pos_).startsWith(QLatin1String(literal));
}

// `\name` at pos_ exactly (not a prefix of a longer command name).
bool MathParser::atCommand(const char* name) const {
    const QLatin1String n(name);
    if (!QStringView(tex_).mid(pos_).startsWith(QLatin1Char('\\') + n))
        return false;
    const int after = pos_ + 1 + int(n.size());
    return after >= tex_.size() || !isAsciiLetter(tex_.at(after));
}

void MathParser::skipSpaces() {
    while (pos_ < tex_.size() && tex_.at(pos_).isSpace())
        ++pos_;
}

// A run of atoms up to the end, an unmatched `}`, `\right` or (in a matrix) `&`, `\\`, `\end`,
// which are left for the caller.
MathNode MathParser::row(Stop stop) {
    MathNode out;
    out.column = pos_;
    while (pos_ < tex_.size() && !failed()) {
        const QChar c = tex_.at(pos_);
        if (c.isSpace()) {
            ++pos_;
            continue;
        }
        if (c == QLatin1Char('}')) {
            if (stop != Stop::Brace)
                fail(QCoreApplication::translate(
                         "lessons", "unmatched `}` in math (remove it or add the `{` it closes)"),
                     pos_);
            return out;
        }
        if (atCommand("right")) {
            if (stop != Stop::Right)
                fail(QCoreApplication::translate(
                         "lessons", "`\\right` without a `\\left` before it (add `\\left(` "
                                    "where the pair opens, or remove it)"),
                     pos_);
            return out;
        }
        if (stop == Stop::Cell && (c == QLatin1Char('&') || at("\\\\") || atCommand("end")))
            return out;
        if (c == QLatin1Char('^') || c == QLatin1Char('_')) {
            attachScript(out);
            continue;
        }
        if (c == QLatin1Char('\'')) {
            // A prime is a superscript ′, as in TeX.
            MathNode prime = symbol(QStringLiteral("′"), MathClass::Ord, Variant::Upright, pos_);
            ++pos_;
            MathNode& base = scriptBase(out, pos_ - 1);
            if (base.hasSup) {
                fail(QCoreApplication::translate("lessons",
                                                 "double superscript (group it: `{x'}^2`)"),
                     pos_ - 1);
                return out;
            }
            base.hasSup = true;
            base.children[2] = wrap(prime);
            continue;
        }
        MathNode a = atom();
        if (failed())
            return out;
        out.children.append(std::move(a));
    }
    return out;
}

MathNode MathParser::wrap(MathNode n) {
    MathNode r;
    r.column = n.column;
    r.children.append(std::move(n));
    return r;
}

// The Scripts node the next `^` or `_` attaches to: the last atom of the row, wrapped.
MathNode& MathParser::scriptBase(MathNode& out, int column) {
    if (out.children.isEmpty() || out.children.last().kind != Kind::Scripts) {
        MathNode scripts;
        scripts.kind = Kind::Scripts;
        scripts.column = column;
        MathNode base;
        if (!out.children.isEmpty()) {
            base = std::move(out.children.last());
            out.children.removeLast();
            scripts.column = base.column;
        }
        scripts.cls = base.kind == Kind::Row ? MathClass::Ord : base.cls;
        scripts.children = {std::move(base), MathNode(), MathNode()};
        out.children.append(std::move(scripts));
    }
    return out.children.last();
}

void MathParser::attachScript(MathNode& out) {
    const int start = pos_;
    const bool sup = tex_.at(pos_) == QLatin1Char('^');
    ++pos_;
    // `x_a_b` would otherwise wrap a script around a script; TeX refuses it too.
    MathNode* base = &scriptBase(out, start);
    if (sup ? base->hasSup : base->hasSub) {
        fail(sup ? QCoreApplication::translate(
                       "lessons", "double superscript (write `x^{ab}`, or group: `{x^a}^b`)")
                 : QCoreApplication::translate(
                       "lessons", "double subscript (write `x_{ab}`, or group: `{x_a}_b`)"),
             start);
        return;
    }
    MathNode script = argument(QString(tex_.at(start)), start);
    if (failed())
        return;
    base = &out.children.last();
    (sup ? base->hasSup : base->hasSub) = true;
    base->children[sup ? 2 : 1] = std::move(script);
}

// A group {...} or a single atom, as the argument of ^, _, \sqrt, \frac and accents.
MathNode MathParser::argument(const QString& what, int commandColumn) {
    skipSpaces();
    if (pos_ >= tex_.size() || tex_.at(pos_) == QLatin1Char('}') ||
        tex_.at(pos_) == QLatin1Char('^') || tex_.at(pos_) == QLatin1Char('_') ||
        tex_.at(pos_) == QLatin1Char('&') || atCommand("right") || atCommand("end")) {
        fail(QCoreApplication::translate("lessons",
                                         "%1 needs something after it (write e.g. `%1{...}`)")
                 .arg(what),
             commandColumn);
        return {};
    }
    MathNode a = atom();
    return a.kind == Kind::Row ? a : wrap(std::move(a));
}

MathNode MathParser::atom() {
    // Every nested construct passes through here, so this bounds the recursion.
    struct DepthGuard {
        int& depth;
        explicit DepthGuard(int& d) : depth(d) { ++depth; }
        ~DepthGuard() { --depth; }
    } guard(depth_);
    const int start = pos_;
    if (depth_ > kMaxMathDepth) {
        fail(QCoreApplication::translate(
                 "lessons", "math nests more than %1 levels deep (braces, scripts, fractions "
                            "and roots inside each other); split or simplify the formula")
                 .arg(kMaxMathDepth),
             start);
        return {};
    }
    const QChar c = tex_.at(pos_);
    if (c == QLatin1Char('{'))
        return group();
    if (c == QLatin1Char('\\'))
        return command();
    ++pos_;
    if (isAsciiLetter(c))
        return symbol(QString(c), MathClass::Ord, Variant::Italic, start);
    if (c.isDigit() || c == QLatin1Char('.')) {
        int end = pos_;
        while (end < tex_.size() && (tex_.at(end).isDigit() || tex_.at(end) == QLatin1Char('.')))
            ++end;
        MathNode n = symbol(tex_.mid(start, end - start), MathClass::Ord, Variant::Upright, start);
        pos_ = end;
        return n;
    }
    switch (c.unicode()) {
    case '+':
        return symbol(QStringLiteral("+"), MathClass::Bin, Variant::Upright, start);
    case '-':
        return symbol(QStringLiteral("−"), MathClass::Bin, Variant::Upright, start);
    case '*':
        return symbol(QStringLiteral("∗"), MathClass::Bin, Variant::Upright, start);
    case '=':
    case '<':
    case '>':
    case ':':
        return symbol(QString(c), MathClass::Rel, Variant::Upright, start);
    case ',':
    case ';':
        return symbol(QString(c), MathClass::Punct, Variant::Upright, start);
    case '(':
    case '[':
        return symbol(QString(c), MathClass::Open, Variant::Upright, start);
    case ')':
    case ']':
    case '!':
    case '?':
        return symbol(QString(c), MathClass::Close, Variant::Upright, start);
    case '~': {
        MathNode space;
        space.kind = Kind::Space;
        space.mu = 6;
        space.column = start;
        return space;
    }
    case '$':
        fail(QCoreApplication::translate("lessons",
                                         "`$` inside math (write `\\$` for a dollar sign)"),
             start);
        return {};
    case '&':
        fail(QCoreApplication::translate(
                 "lessons", "`&` only separates matrix cells (write `\\&` for an ampersand)"),
             start);
        return {};
    case '#':
    case '%':
        fail(QCoreApplication::translate("lessons", "`%1` is not allowed in math (write `\\%1`)")
                 .arg(c),
             start);
        return {};
    default:
        break;
    }
    if (c.isLetter())
        return symbol(QString(c), MathClass::Ord, Variant::Italic, start);
    if (c.isPrint() && !c.isSurrogate())
        return symbol(QString(c), MathClass::Ord, Variant::Upright, start);
    fail(QCoreApplication::translate("lessons", "this character cannot appear in math (remove it)"),
         start);
    return {};
}

MathNode MathParser::group() {
    const int open = pos_;
    ++pos_; // '{'
    MathNode inner = row(Stop::Brace);
    if (failed())
        return {};
    if (pos_ >= tex_.size()) {
        fail(QCoreApplication::translate("lessons", "`{` is never closed in math (add a `}`)"),
             open);
        return {};
    }
    ++pos_; // '}'
    inner.column = open;
    return inner;
}

} // namespace detail

MathParse parseMath(const QString& tex) {
    return detail::MathParser(tex).run();
}

} // namespace lessons
