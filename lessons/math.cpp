// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/math.h"

#include "lessons/displaytext.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringList>

namespace lessons {
namespace {

// Placeholders: kOpen, the TeX as hexadecimal UTF-16 units (nothing Markdown would act on), kClose.
constexpr char16_t kOpen = 0xe000;
constexpr char16_t kClose = 0xe001;

QString placeholder(const QString& tex) {
    QString out(1, QChar(kOpen));
    for (const QChar c : tex)
        out += QStringLiteral("%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    out += QChar(kClose);
    return out;
}

// Calls onSpan(openOffset, closeOffset) for every $...$ span of a Markdown text, skipping inline
// code, HTML comments and escaped dollars. Returns false (with error/offset) on an unclosed span.
template <typename OnSpan>
bool forEachMathSpan(const QString& text, OnSpan onSpan, MathCheck* problem) {
    // Most lesson text holds no math: not scanned a character at a time (mathSpans alone was
    // 23 % of --check's instructions on a 511 KiB prose lesson, callgrind, issue 24).
    if (!text.contains(QLatin1Char('$')))
        return true;
    int i = 0;
    const int n = int(text.size());
    while (i < n) {
        const QChar c = text.at(i);
        if (const int end = syntax::verbatimEnd(text, i); end >= 0) {
            i = end;
            continue;
        }
        if (c != QLatin1Char('$')) {
            ++i;
            continue;
        }
        if (i + 1 < n && text.at(i + 1) == QLatin1Char('$')) {
            if (problem) {
                problem->error = QCoreApplication::translate(
                    "lessons",
                    "display math `$$` is not supported (use a `formula` block, or `$...$`)");
                problem->offset = i;
            }
            return false;
        }
        int close = i + 1;
        while (close < n && text.at(close) != QLatin1Char('$')) {
            if (text.at(close) == QLatin1Char('\n')) {
                // Math never spans a blank line (a paragraph break).
                int next = close + 1;
                while (next < n &&
                       (text.at(next) == QLatin1Char(' ') || text.at(next) == QLatin1Char('\t')))
                    ++next;
                if (next >= n || text.at(next) == QLatin1Char('\n')) {
                    close = n;
                    break;
                }
            }
            if (text.at(close) == QLatin1Char('\\'))
                ++close;
            ++close;
        }
        if (close >= n) {
            if (problem) {
                problem->error = QCoreApplication::translate(
                    "lessons", "math is not closed (add the closing `$`, or "
                               "write `\\$` for a literal dollar sign)");
                problem->offset = i;
            }
            return false;
        }
        if (!onSpan(i, close))
            return false;
        i = close + 1;
    }
    return true;
}

} // namespace
QString markdownWithMath(const QString& source) {
    const QString markdown = syntax::withoutHtmlComments(source);
    QString out;
    int copied = 0;
    forEachMathSpan(
        markdown,
        [&](int open, int close) {
            const QString tex = markdown.mid(open + 1, close - open - 1);
            if (!parseMath(tex).ok())
                return true; // left as written; the validator reports it
            out += syntax::withHtmlTagsAsText(markdown.mid(copied, open - copied));
            out += placeholder(tex);
            copied = close + 1;
            return true;
        },
        nullptr);
    out += syntax::withHtmlTagsAsText(markdown.mid(copied));
    return withPercentSignsKept(out); // "62,9 %" never broken at the sign
}

QList<MathPlaceholder> mathPlaceholders(const QString& text) {
    QList<MathPlaceholder> found;
    int i = int(text.indexOf(QChar(kOpen)));
    while (i >= 0) {
        const int close = int(text.indexOf(QChar(kClose), i + 1));
        if (close < 0)
            break;
        const int digits = close - i - 1;
        MathPlaceholder p;
        p.start = i;
        p.length = close - i + 1;
        bool valid = digits % 4 == 0;
        for (int d = i + 1; valid && d < close; d += 4) {
            const uint unit = QStringView(text).mid(d, 4).toUInt(&valid, 16);
            p.tex += QChar(char16_t(unit));
        }
        if (valid)
            found.append(p);
        i = int(text.indexOf(QChar(kOpen), close + 1));
    }
    return found;
}

QString withPlainMath(const QString& text) {
    const QList<MathPlaceholder> found = mathPlaceholders(text);
    if (found.isEmpty())
        return text;
    QString out;
    int copied = 0;
    for (const MathPlaceholder& p : found) {
        out += text.mid(copied, p.start - copied);
        out += mathToPlainText(parseMath(p.tex).root);
        copied = p.start + p.length;
    }
    out += text.mid(copied);
    return out;
}

QString withHtmlMath(const QString& text) {
    QString out;
    int copied = 0;
    for (const MathPlaceholder& p : mathPlaceholders(text)) {
        out += text.mid(copied, p.start - copied).toHtmlEscaped();
        out += mathToHtml(parseMath(p.tex).root);
        copied = p.start + p.length;
    }
    out += text.mid(copied).toHtmlEscaped();
    return out;
}

namespace {
// Markdown's backslash escapes as the rendered text shows them: a backslash before ASCII
// punctuation is dropped, so "\\<i>" and "\\$5" read "<i>" and "$5" (an outline entry showed an
// author's "\\<i>" as written, issue 24). Math spans are not passed here; a code span keeps its
// backslashes, as Markdown does.
QString withoutMarkdownEscapes(QStringView text) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('`')) {
            qsizetype run = 1;
            while (i + run < text.size() && text.at(i + run) == c)
                ++run;
            const QStringView fence = text.mid(i, run);
            qsizetype close = text.indexOf(fence, i + run);
            while (close >= 0 && close + run < text.size() && text.at(close + run) == c)
                close = text.indexOf(fence, close + run + 1);
            const qsizetype end = close >= 0 ? close + run : i + run;
            out += text.mid(i, end - i);
            i = end - 1;
            continue;
        }
        if (c == QLatin1Char('\\') && i + 1 < text.size() && text.at(i + 1).unicode() < 0x80 &&
            (text.at(i + 1).isPunct() || text.at(i + 1).isSymbol())) {
            out += text.at(++i);
            continue;
        }
        out += c;
    }
    return out;
}
} // namespace

QString plainTextWithMath(const QString& source) {
    QString out;
    int copied = 0;
    forEachMathSpan(
        source,
        [&](int open, int close) {
            const MathParse math = parseMath(source.mid(open + 1, close - open - 1));
            out += withoutMarkdownEscapes(QStringView(source).mid(copied, open - copied));
            out += math.ok() ? mathToPlainText(math.root) : source.mid(open + 1, close - open - 1);
            copied = close + 1;
            return true;
        },
        nullptr);
    out += withoutMarkdownEscapes(QStringView(source).mid(copied));
    return withPercentSignsKept(out);
}

MathCheck checkMath(const QString& text) {
    MathCheck problem;
    forEachMathSpan(
        text,
        [&](int open, int close) {
            const MathParse math = parseMath(text.mid(open + 1, close - open - 1));
            if (math.ok())
                return true;
            problem.error = math.error;
            problem.offset = open + 1 + math.errorColumn;
            return false;
        },
        &problem);
    return problem;
}

QList<QPair<int, int>> mathSpans(const QString& text) {
    QList<QPair<int, int>> spans;
    forEachMathSpan(
        text,
        [&](int open, int close) {
            spans.append({open, close});
            return true;
        },
        nullptr);
    return spans;
}

QString mathWithoutWords(const QString& tex) {
    static const QRegularExpression words(QStringLiteral("(\\\\(?:text|mathrm))\\s*\\{[^{}]*\\}"));
    return QString(tex).replace(words, QStringLiteral("\\1{}"));
}

} // namespace lessons
