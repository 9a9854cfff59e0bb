// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// The TeX parser, part two: commands, delimiters, \text groups and environments.

#include "lessons/mathparser.h"

#include <algorithm>
#include <utility>

#include <QCoreApplication>

namespace lessons::detail {

// The verbatim text of `{...}` after \text and friends (braces inside must balance).
QString MathParser::rawGroup(const QString& command, int commandColumn) {
    skipSpaces();
    if (pos_ >= tex_.size() || tex_.at(pos_) != QLatin1Char('{')) {
        fail(QCoreApplication::translate("lessons",
                                         "`\\%1` needs its text in braces (write `\\%1{...}`)")
                 .arg(command),
             commandColumn);
        return {};
    }
    const int open = pos_;
    int depth = 0;
    QString out;
    for (int i = pos_; i < tex_.size(); ++i) {
        const QChar c = tex_.at(i);
        if (c == QLatin1Char('\\') && i + 1 < tex_.size()) {
            out += tex_.at(++i);
            continue;
        }
        if (c == QLatin1Char('{')) {
            if (depth++ > 0)
                out += c;
            continue;
        }
        if (c == QLatin1Char('}')) {
            if (--depth == 0) {
                pos_ = i + 1;
                return out;
            }
            out += c;
            continue;
        }
        out += c;
    }
    fail(QCoreApplication::translate("lessons", "`{` is never closed in math (add a `}`)"), open);
    return {};
}

QString MathParser::commandName() {
    int end = pos_;
    while (end < tex_.size() && isAsciiLetter(tex_.at(end)))
        ++end;
    QString name = tex_.mid(pos_, end - pos_);
    pos_ = end;
    return name;
}

// After \left or \right: one delimiter token; `.` means none.
QString MathParser::delimiter(const QString& command, int commandColumn) {
    skipSpaces();
    if (pos_ >= tex_.size()) {
        fail(QCoreApplication::translate("lessons",
                                         "`\\%1` needs a delimiter (write e.g. `\\%1(` or `\\%1.`)")
                 .arg(command),
             commandColumn);
        return {};
    }
    const int start = pos_;
    QString token;
    if (tex_.at(pos_) == QLatin1Char('\\')) {
        ++pos_;
        if (pos_ < tex_.size() && !isAsciiLetter(tex_.at(pos_)))
            token = QLatin1Char('\\') + tex_.at(pos_++);
        else
            token = QLatin1Char('\\') + commandName();
    } else {
        token = tex_.at(pos_++);
    }
    const QString glyph = delimiterFor(token);
    if (glyph == QLatin1String("?")) {
        fail(QCoreApplication::translate(
                 "lessons", "`%1` cannot follow `\\%2` (use ( ) [ ] \\{ \\} | \\| \\langle "
                            "\\rangle or `.` for none)")
                 .arg(token, command),
             start);
        return {};
    }
    return glyph;
}

MathNode MathParser::fenced(int start) {
    MathNode n;
    n.kind = Kind::Fenced;
    n.cls = MathClass::Inner;
    n.column = start;
    n.text = delimiter(QStringLiteral("left"), start);
    if (failed())
        return {};
    MathNode body = row(Stop::Right);
    if (failed())
        return {};
    if (pos_ >= tex_.size()) {
        fail(QCoreApplication::translate("lessons",
                                         "`\\left` is never closed (add `\\right)` or `\\right.`)"),
             start);
        return {};
    }
    const int rightColumn = pos_;
    pos_ += 6; // "\right"
    n.close = delimiter(QStringLiteral("right"), rightColumn);
    n.children.append(std::move(body));
    return n;
}

QString MathParser::environmentName(int commandColumn, const QString& command) {
    skipSpaces();
    const int open = pos_;
    if (pos_ >= tex_.size() || tex_.at(pos_) != QLatin1Char('{')) {
        fail(QCoreApplication::translate("lessons",
                                         "`\\%1` needs a name in braces (write `\\%1{pmatrix}`)")
                 .arg(command),
             commandColumn);
        return {};
    }
    const int close = tex_.indexOf(QLatin1Char('}'), pos_);
    if (close < 0) {
        fail(QCoreApplication::translate("lessons", "`{` is never closed in math (add a `}`)"),
             open);
        return {};
    }
    pos_ = close + 1;
    return tex_.mid(open + 1, close - open - 1).trimmed();
}

MathNode MathParser::matrix(int start) {
    const QString name = environmentName(start, QStringLiteral("begin"));
    if (failed())
        return {};
    MathNode n;
    n.kind = Kind::Matrix;
    n.cls = MathClass::Inner;
    n.column = start;
    if (name == QLatin1String("pmatrix")) {
        n.text = QStringLiteral("(");
        n.close = QStringLiteral(")");
    } else if (name == QLatin1String("bmatrix")) {
        n.text = QStringLiteral("[");
        n.close = QStringLiteral("]");
    } else if (name != QLatin1String("matrix")) {
        fail(QCoreApplication::translate(
                 "lessons", "unknown environment `%1` (math supports pmatrix, bmatrix and "
                            "matrix)")
                 .arg(name),
             start);
        return {};
    }
    MathNode current;
    while (!failed()) {
        MathNode cell = row(Stop::Cell);
        if (failed())
            return {};
        current.children.append(std::move(cell));
        if (pos_ >= tex_.size()) {
            fail(QCoreApplication::translate("lessons",
                                             "`\\begin{%1}` is never closed (add `\\end{%1}`)")
                     .arg(name),
                 start);
            return {};
        }
        if (tex_.at(pos_) == QLatin1Char('&')) {
            ++pos_;
            continue;
        }
        if (at("\\\\")) {
            pos_ += 2;
            n.children.append(std::move(current));
            current = MathNode();
            continue;
        }
        const int endColumn = pos_;
        pos_ += 4; // "\end"
        const QString endName = environmentName(endColumn, QStringLiteral("end"));
        if (failed())
            return {};
        if (endName != name) {
            fail(QStringLiteral("`\\end{%1}` closes `\\begin{%2}` (write `\\end{%2}`)")
                     .arg(endName, name),
                 endColumn);
            return {};
        }
        // A trailing `\\` before \end leaves an empty last row: TeX ignores it too.
        const bool emptyRow =
            current.children.size() == 1 && current.children.first().children.isEmpty();
        if (!emptyRow || n.children.isEmpty())
            n.children.append(std::move(current));
        return n;
    }
    return {};
}

void MathParser::makeBold(MathNode& node) {
    // Bounded by kMaxMathDepth: the tree was built under the same cap.
    if (node.kind == Kind::Symbol)
        node.variant = Variant::Bold;
    for (MathNode& child : node.children)
        makeBold(child);
}

MathNode MathParser::command() {
    const int start = pos_;
    ++pos_; // backslash
    if (pos_ >= tex_.size()) {
        fail(QCoreApplication::translate(
                 "lessons", "a lone `\\` at the end of math (remove it or write `\\$`)"),
             start);
        return {};
    }
    const QChar first = tex_.at(pos_);
    if (!isAsciiLetter(first)) {
        ++pos_;
        MathNode space;
        space.kind = Kind::Space;
        space.column = start;
        switch (first.unicode()) {
        case ',':
            space.mu = 3;
            return space;
        case ':':
            space.mu = 4;
            return space;
        case ';':
            space.mu = 5;
            return space;
        case '!':
            space.mu = -3;
            return space;
        case ' ':
            space.mu = 6;
            return space;
        case '{':
            return symbol(QStringLiteral("{"), MathClass::Open, Variant::Upright, start);
        case '}':
            return symbol(QStringLiteral("}"), MathClass::Close, Variant::Upright, start);
        case '|':
            return symbol(QStringLiteral("‖"), MathClass::Ord, Variant::Upright, start);
        case '$':
        case '%':
        case '_':
        case '#':
        case '&':
            return symbol(QString(first), MathClass::Ord, Variant::Upright, start);
        case '\\':
            fail(QCoreApplication::translate("lessons",
                                             "`\\\\` breaks rows of a matrix only (remove it)"),
                 start);
            return {};
        default:
            fail(QCoreApplication::translate("lessons", "unknown math command `\\%1`").arg(first),
                 start);
            return {};
        }
    }
    const QString name = commandName();
    if (name == QLatin1String("frac")) {
        MathNode n;
        n.kind = Kind::Fraction;
        n.cls = MathClass::Inner;
        n.column = start;
        MathNode numerator = argument(QStringLiteral("\\frac"), start);
        if (failed())
            return {};
        MathNode denominator = argument(QStringLiteral("\\frac"), start);
        if (failed())
            return {};
        n.children = {std::move(numerator), std::move(denominator)};
        return n;
    }
    if (name == QLatin1String("sqrt")) {
        MathNode n;
        n.kind = Kind::Radical;
        n.column = start;
        // `\sqrt[4]{d_k}`: the root's degree, parsed as a formula of its own (it holds no `]`).
        bool hasDegree = false;
        MathNode degree;
        skipSpaces();
        if (pos_ < tex_.size() && tex_.at(pos_) == QLatin1Char('[')) {
            const int open = pos_;
            const qsizetype close = tex_.indexOf(QLatin1Char(']'), open + 1);
            if (close < 0) {
                fail(QCoreApplication::translate(
                         "lessons", "`\\sqrt[` has no `]` after its degree (write e.g. "
                                    "`\\sqrt[4]{d_k}`)"),
                     open);
                return {};
            }
            const QString inside = tex_.mid(open + 1, close - open - 1);
            if (inside.trimmed().isEmpty()) {
                fail(QCoreApplication::translate(
                         "lessons", "`\\sqrt[]` has an empty degree (write e.g. "
                                    "`\\sqrt[4]{d_k}`, or `\\sqrt{d_k}` for a square root)"),
                     open);
                return {};
            }
            MathParser inner(inside);
            inner.depth_ = depth_; // the degree counts toward the nesting cap
            MathParse parsed = inner.run();
            if (!parsed.ok()) {
                fail(parsed.error, open + 1 + std::max(0, parsed.errorColumn));
                return {};
            }
            degree = std::move(parsed.root);
            hasDegree = true;
            pos_ = int(close) + 1;
        }
        MathNode radicand = argument(QStringLiteral("\\sqrt"), start);
        if (failed())
            return {};
        n.children.append(std::move(radicand));
        if (hasDegree)
            n.children.append(std::move(degree));
        return n;
    }
    if (name == QLatin1String("text") || name == QLatin1String("mathrm") ||
        name == QLatin1String("operatorname")) {
        MathNode n;
        n.kind = Kind::Text;
        n.variant = Variant::Upright;
        n.column = start;
        n.cls = name == QLatin1String("operatorname") ? MathClass::Op : MathClass::Ord;
        n.text = rawGroup(name, start);
        if (name == QLatin1String("text"))
            n.mu = 1; // keeps its spaces
        return n;
    }
    if (name == QLatin1String("mathbf")) {
        MathNode body = argument(QStringLiteral("\\mathbf"), start);
        makeBold(body);
        return body;
    }
    if (name == QLatin1String("left"))
        return fenced(start);
    if (name == QLatin1String("begin"))
        return matrix(start);
    if (name == QLatin1String("end")) {
        fail(QCoreApplication::translate("lessons",
                                         "`\\end` without a `\\begin` before it (remove it)"),
             start);
        return {};
    }
    for (const char* accent : kAccents) {
        if (name == QLatin1String(accent)) {
            MathNode n;
            n.kind = Kind::Accent;
            n.column = start;
            n.text = name;
            MathNode body = argument(QLatin1Char('\\') + name, start);
            if (failed())
                return {};
            n.children.append(std::move(body));
            return n;
        }
    }
    if (const Command* c = findCommand(name)) {
        MathNode n;
        n.kind = c->kind;
        n.cls = c->cls;
        n.text = QString::fromUtf8(c->text);
        n.column = start;
        // TeX sets lowercase Greek italic and capitals upright.
        const QChar g = n.text.isEmpty() ? QChar() : n.text.at(0); // spaces have no text
        n.variant =
            c->kind == Kind::Symbol && g.isLower() && g.unicode() >= 0x3b1 && g.unicode() <= 0x3f5
                ? Variant::Italic
                : Variant::Upright;
        if (c->kind == Kind::Space)
            n.mu = name == QLatin1String("quad") ? 18 : 36;
        return n;
    }
    fail(QCoreApplication::translate(
             "lessons", "unknown math command `\\%1` (see \"Math\" in the format reference "
                        "for the supported ones)")
             .arg(name),
         start);
    return {};
}

} // namespace lessons::detail
