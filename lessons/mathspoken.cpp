// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// Math as plain Unicode text and as speech.

#include "lessons/mathparser.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringList>

#include <iterator>

namespace lessons {
namespace {
using namespace detail;

// Unicode has sub- and superscript forms for some characters only; a script with any other
// character is written in full.
QString scriptForm(const QString& plain, bool sup) {
    static const QString kPlain = QStringLiteral("0123456789+−=()aehijklmnoprstuvx");
    static const QString kSub = QStringLiteral("₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ");
    static const QString kSupPlain =
        QStringLiteral("0123456789+−=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVW⊤′");
    static const QString kSup =
        QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵀ′");
    const QString& from = sup ? kSupPlain : kPlain;
    const QString& to = sup ? kSup : kSub;
    QString out;
    for (const QChar c : plain) {
        const qsizetype i = from.indexOf(c);
        if (i < 0 || c.isSpace())
            return {};
        out += to.at(i);
    }
    return out;
}

bool isSimple(const QString& plain) {
    return plain.size() <= 1 || !plain.contains(QRegularExpression(QStringLiteral("[\\s+−/,=]")));
}

QString parenthesized(const QString& plain) {
    return isSimple(plain) ? plain : QLatin1Char('(') + plain + QLatin1Char(')');
}

// A script Unicode has no letters for ("model" in d_model) is marked in plainText's result and
// written by the caller: "_model" in plain text, <sub>model</sub> in HTML. Noncharacters, so no
// lesson text can hold them.
const QChar kSubOpen(0xFDD0);
const QChar kSupOpen(0xFDD1);
const QChar kScriptClose(0xFDD2);

// Resolves the marks, innermost first (scripts nest at most kMaxMathDepth deep).
QString resolveScripts(QString text, bool html) {
    for (;;) {
        const qsizetype close = text.indexOf(kScriptClose);
        if (close < 0)
            return text;
        qsizetype open = close - 1;
        while (open >= 0 && text.at(open) != kSubOpen && text.at(open) != kSupOpen)
            --open;
        if (open < 0)
            return text.remove(kScriptClose); // cannot happen: marks come in pairs
        const bool sup = text.at(open) == kSupOpen;
        const QString script = text.mid(open + 1, close - open - 1);
        const QString written =
            html ? (sup ? QStringLiteral("<sup>") : QStringLiteral("<sub>")) + script +
                       (sup ? QStringLiteral("</sup>") : QStringLiteral("</sub>"))
                 : (sup ? QStringLiteral("^") : QStringLiteral("_")) + parenthesized(script);
        text.replace(open, close - open + 1, written);
    }
}

// A root as people write it: √x, ∛x, ∜x, and a superscript degree before the sign for any other
// ("⁵√x"); empty when the degree has no superscript form.
QString rootSign(const QString& degree) {
    if (degree == QLatin1String("2"))
        return QStringLiteral("√");
    if (degree == QLatin1String("3"))
        return QStringLiteral("∛");
    if (degree == QLatin1String("4"))
        return QStringLiteral("∜");
    const QString raised = scriptForm(degree, true);
    return raised.isEmpty() ? QString() : raised + QStringLiteral("√");
}

// The degree n of a power 1/n written as a root (`d_k^{1/4}` reads "∜dₖ", not "dₖ^(1/4)"):
// "4" for "1/4", empty for any other power.
QString rootDegreeOfPower(const QString& power) {
    static const QRegularExpression unitFraction(QStringLiteral("^1/([2-9])$"));
    const QRegularExpressionMatch match = unitFraction.match(power);
    return match.hasMatch() ? match.captured(1) : QString();
}

// A fractional power p/q of digits in superscript digits with a fraction slash ("x³⁄²"); empty
// for any other power.
QString raisedFraction(const QString& power) {
    static const QRegularExpression digitsOverDigits(QStringLiteral("^(\\d+)/(\\d+)$"));
    const QRegularExpressionMatch match = digitsOverDigits.match(power);
    if (!match.hasMatch())
        return {};
    return scriptForm(match.captured(1), true) + QStringLiteral("\u2044") +
           scriptForm(match.captured(2), true);
}

QString plainText(const MathNode& node) {
    // Bounded by kMaxMathDepth: the tree was built under the same cap.
    switch (node.kind) {
    case Kind::Row: {
        QString out;
        for (int i = 0; i < node.children.size(); ++i) {
            const MathNode& child = node.children.at(i);
            const QString part = plainText(child);
            const bool op =
                child.cls == MathClass::Op ||
                (child.kind == Kind::Scripts && child.children.at(0).kind == Kind::BigOp);
            const bool beforeOpen =
                i + 1 < node.children.size() && node.children.at(i + 1).cls == MathClass::Open;
            // A binary sign with nothing to its left to combine with (first, or after a comma,
            // an opening bracket, a relation, an operator or another sign) is a sign of the
            // number after it, as TeX spaces it: "q = (2, −1, 3)", never "(2, − 1, 3)" (sp23).
            bool unary = false;
            if (child.cls == MathClass::Bin) {
                int j = i - 1;
                while (j >= 0 && node.children.at(j).kind == Kind::Space)
                    --j;
                const MathClass left = j < 0 ? MathClass::Open : node.children.at(j).cls;
                unary = left == MathClass::Bin || left == MathClass::Rel ||
                        left == MathClass::Open || left == MathClass::Punct ||
                        left == MathClass::Op;
            }
            if (unary)
                out += part;
            else if (child.cls == MathClass::Bin || child.cls == MathClass::Rel)
                out += QLatin1Char(' ') + part + QLatin1Char(' ');
            else if (child.cls == MathClass::Punct || (op && !beforeOpen))
                out += part + QLatin1Char(' ');
            else
                out += part;
        }
        return out.simplified();
    }
    case Kind::Symbol:
    case Kind::Text:
    case Kind::BigOp:
        return node.text;
    case Kind::Space:
        return node.mu >= 6 ? QStringLiteral(" ") : QString();
    case Kind::Fraction:
        return parenthesized(plainText(node.children.at(0))) + QLatin1Char('/') +
               parenthesized(plainText(node.children.at(1)));
    case Kind::Radical: {
        const QString radicand = parenthesized(plainText(node.children.at(0)));
        if (node.children.size() < 2)
            return QStringLiteral("√") + radicand;
        const QString degree = plainText(node.children.at(1));
        const QString sign = rootSign(QString(degree).remove(QLatin1Char(' ')));
        // A degree with no superscript form (`\sqrt[n+1]{x}`) is written as a power.
        return sign.isEmpty() ? radicand + kSupOpen + QStringLiteral("1/") + parenthesized(degree) +
                                    kScriptClose
                              : sign + radicand;
    }
    case Kind::Accent: {
        static const QHash<QString, QString> kMarks = {
            {QStringLiteral("hat"), QStringLiteral("\u0302")},
            {QStringLiteral("bar"), QStringLiteral("\u0304")},
            {QStringLiteral("vec"), QStringLiteral("\u20d7")},
            {QStringLiteral("tilde"), QStringLiteral("\u0303")}};
        const QString body = plainText(node.children.at(0));
        return body.size() == 1 ? body + kMarks.value(node.text) : body;
    }
    case Kind::Fenced:
        return node.text + plainText(node.children.at(0)) + node.close;
    case Kind::Matrix: {
        QStringList rows;
        for (const MathNode& r : node.children) {
            QStringList cells;
            for (const MathNode& cell : r.children)
                cells.append(plainText(cell));
            rows.append(cells.join(QStringLiteral(", ")));
        }
        return node.text + rows.join(QStringLiteral("; ")) + node.close;
    }
    case Kind::Scripts: {
        QString out = plainText(node.children.at(0));
        for (const bool sup : {false, true}) {
            if (!(sup ? node.hasSup : node.hasSub))
                continue;
            const QString script = plainText(node.children.at(sup ? 2 : 1));
            const QString bare = QString(script).remove(QLatin1Char(' '));
            if (sup) {
                // A power 1/n is a root, and p/q a raised fraction: "dₖ^(1/4)" read as
                // calculator input in the overview and the record PDF (sp32).
                // Not after a closing bracket: the power's base is the whole group before it,
                // which this node does not hold ("(a + b)^{1/4}" reads "(a + b)¹⁄⁴").
                const bool wholeBase = node.children.at(0).cls != MathClass::Close;
                if (const QString sign = rootSign(rootDegreeOfPower(bare));
                    wholeBase && !sign.isEmpty()) {
                    out = sign + parenthesized(out);
                    continue;
                }
                if (const QString raised = raisedFraction(bare); !raised.isEmpty()) {
                    out += raised;
                    continue;
                }
            }
            const QString form = scriptForm(bare, sup);
            if (!form.isEmpty())
                out += form;
            else
                out += (sup ? kSupOpen : kSubOpen) + script + kScriptClose;
        }
        return out;
    }
    }
    return {};
}

QString spokenSymbol(const MathNode& node) {
    for (const Command& c : kCommands) {
        if (node.text == QString::fromUtf8(c.text) && c.spoken[0] != '\0')
            return QCoreApplication::translate("lessons", c.spoken);
    }
    // Source texts only: translated on each call, so the words follow the installed translator.
    static const QHash<QString, const char*> kSpoken = {
        {QStringLiteral("+"), QT_TRANSLATE_NOOP("lessons", "plus")},
        {QStringLiteral("−"), QT_TRANSLATE_NOOP("lessons", "minus")},
        {QStringLiteral("="), QT_TRANSLATE_NOOP("lessons", "equals")},
        {QStringLiteral("<"), QT_TRANSLATE_NOOP("lessons", "is less than")},
        {QStringLiteral(">"), QT_TRANSLATE_NOOP("lessons", "is greater than")},
        {QStringLiteral("/"), QT_TRANSLATE_NOOP("lessons", "divided by")},
        {QStringLiteral("∗"), QT_TRANSLATE_NOOP("lessons", "times")},
        {QStringLiteral("′"), QT_TRANSLATE_NOOP("lessons", "prime")},
        {QStringLiteral("("), QT_TRANSLATE_NOOP("lessons", "open paren")},
        {QStringLiteral(")"), QT_TRANSLATE_NOOP("lessons", "close paren")},
    };
    const auto spoken = kSpoken.constFind(node.text);
    return spoken == kSpoken.cend() ? node.text
                                    : QCoreApplication::translate("lessons", spoken.value());
}

// A root of a degree other than 2 as it is said: "cube root of x", "fourth root of x" up to
// "tenth" for a whole degree, "n-th root of x" for a letter, "root of degree n plus 1 of x" for
// anything else ("root of degree 3 of x" and "3-te Wurzel aus x" read oddly, review33 #12).
// `degree` is the degree's plain text without spaces, `spokenDegree` its speech.
QString spokenRoot(const QString& degree, const QString& spokenDegree, const QString& radicand,
                   bool simple) {
    struct Ordinal {
        const char* source;
        const char* comment;
    };
    // Whole degrees 3 to 10, each said as the word before "root" (German: "dritte Wurzel").
    static const Ordinal kOrdinals[] = {
        QT_TRANSLATE_NOOP3("lessons", "cube", "said before 'root': a root of degree 3"),
        QT_TRANSLATE_NOOP3("lessons", "fourth", "said before 'root': a root of degree 4"),
        QT_TRANSLATE_NOOP3("lessons", "fifth", "said before 'root': a root of degree 5"),
        QT_TRANSLATE_NOOP3("lessons", "sixth", "said before 'root': a root of degree 6"),
        QT_TRANSLATE_NOOP3("lessons", "seventh", "said before 'root': a root of degree 7"),
        QT_TRANSLATE_NOOP3("lessons", "eighth", "said before 'root': a root of degree 8"),
        QT_TRANSLATE_NOOP3("lessons", "ninth", "said before 'root': a root of degree 9"),
        QT_TRANSLATE_NOOP3("lessons", "tenth", "said before 'root': a root of degree 10"),
    };
    constexpr int kFirstOrdinal = 3;
    bool whole = false;
    const int value = degree.toInt(&whole);
    if (whole && value >= kFirstOrdinal && value < kFirstOrdinal + int(std::size(kOrdinals))) {
        const Ordinal& ordinal = kOrdinals[value - kFirstOrdinal];
        const QString word =
            QCoreApplication::translate("lessons", ordinal.source, ordinal.comment);
        return simple ? QCoreApplication::translate("lessons", "%1 root of %2").arg(word, radicand)
                      : QCoreApplication::translate("lessons", "%1 root of %2, end root")
                            .arg(word, radicand);
    }
    static const QRegularExpression letter(QStringLiteral("^[A-Za-z]$"));
    if (letter.match(degree).hasMatch()) {
        return simple ? QCoreApplication::translate("lessons", "%1-th root of %2")
                            .arg(spokenDegree, radicand)
                      : QCoreApplication::translate("lessons", "%1-th root of %2, end root")
                            .arg(spokenDegree, radicand);
    }
    return simple ? QCoreApplication::translate("lessons", "root of degree %1 of %2")
                        .arg(spokenDegree, radicand)
                  : QCoreApplication::translate("lessons", "root of degree %1 of %2, end root")
                        .arg(spokenDegree, radicand);
}

QString speech(const MathNode& node) {
    // Bounded by kMaxMathDepth: the tree was built under the same cap.
    switch (node.kind) {
    case Kind::Row: {
        QStringList parts;
        for (const MathNode& child : node.children) {
            const QString part = speech(child);
            if (!part.isEmpty())
                parts.append(part);
        }
        return parts.join(QLatin1Char(' ')).replace(QStringLiteral(" ,"), QStringLiteral(","));
    }
    case Kind::Symbol:
    case Kind::BigOp:
        return spokenSymbol(node);
    case Kind::Text:
        return node.text;
    case Kind::Space:
        return {};
    case Kind::Fraction:
        return QCoreApplication::translate("lessons", "the fraction %1 over %2, end fraction")
            .arg(speech(node.children.at(0)), speech(node.children.at(1)));
    case Kind::Radical: {
        const MathNode& radicand = node.children.at(0);
        const bool simple = radicand.children.size() <= 1;
        const QString degree = node.children.size() >= 2
                                   ? plainText(node.children.at(1)).remove(QLatin1Char(' '))
                                   : QString();
        if (!degree.isEmpty() && degree != QLatin1String("2"))
            return spokenRoot(degree, speech(node.children.at(1)), speech(radicand), simple);
        return simple ? QCoreApplication::translate("lessons", "square root of %1")
                            .arg(speech(radicand))
                      : QCoreApplication::translate("lessons", "square root of %1, end root")
                            .arg(speech(radicand));
    }
    case Kind::Accent:
        return QStringLiteral("%1 %2").arg(speech(node.children.at(0)), node.text);
    case Kind::Fenced:
        return QCoreApplication::translate("lessons", "open %1, close")
            .arg(speech(node.children.at(0)));
    case Kind::Matrix: {
        QStringList rows;
        for (const MathNode& r : node.children) {
            QStringList cells;
            for (const MathNode& cell : r.children)
                cells.append(speech(cell));
            rows.append(QCoreApplication::translate("lessons", "row %1")
                            .arg(cells.join(QStringLiteral(", "))));
        }
        return QCoreApplication::translate("lessons", "matrix, %1, end matrix")
            .arg(rows.join(QStringLiteral("; ")));
    }
    case Kind::Scripts: {
        QString out = speech(node.children.at(0));
        if (node.hasSub)
            out += QCoreApplication::translate("lessons", " sub ") + speech(node.children.at(1));
        if (node.hasSup) {
            const QString sup = speech(node.children.at(2));
            if (sup == QLatin1String("2"))
                out += QCoreApplication::translate("lessons", " squared");
            else if (sup == QCoreApplication::translate("lessons", "transpose") ||
                     sup == QCoreApplication::translate("lessons", "prime"))
                out += QLatin1Char(' ') + sup;
            else
                out += QCoreApplication::translate("lessons", " to the power ") + sup;
        }
        return out;
    }
    }
    return {};
}

} // namespace

QString mathToPlainText(const MathNode& node) {
    return resolveScripts(plainText(node), false);
}

QString mathToHtml(const MathNode& node) {
    return resolveScripts(plainText(node).toHtmlEscaped(), true);
}

QString mathToSpeech(const MathNode& node) {
    return speech(node);
}

} // namespace lessons
