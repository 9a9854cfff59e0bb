// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/syntax.h"

#include <QRegularExpression>

#include <cmath>

namespace lessons::syntax {
namespace {

bool isDigit(QChar c) {
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

int skipDigits(const QString& text, int i) {
    while (i < text.size() && isDigit(text.at(i)))
        ++i;
    return i;
}

bool matchesNumberGrammar(const QString& text) {
    const int n = int(text.size());
    int i = 0;
    if (i < n && (text.at(i) == QLatin1Char('+') || text.at(i) == QLatin1Char('-')))
        ++i;
    const int intStart = i;
    i = skipDigits(text, i);
    int digits = i - intStart;
    if (i < n && text.at(i) == QLatin1Char('.')) {
        const int fracStart = ++i;
        i = skipDigits(text, i);
        digits += i - fracStart;
    }
    if (digits == 0)
        return false;
    if (i < n && (text.at(i) == QLatin1Char('e') || text.at(i) == QLatin1Char('E'))) {
        ++i;
        if (i < n && (text.at(i) == QLatin1Char('+') || text.at(i) == QLatin1Char('-')))
            ++i;
        const int expStart = i;
        i = skipDigits(text, i);
        if (i == expStart)
            return false;
    }
    return i == n;
}

} // namespace

Number readNumber(const QString& text) {
    if (!matchesNumberGrammar(text))
        return {};
    bool ok = false;
    const double v = text.toDouble(&ok);
    // toDouble refuses a value beyond the double range, too large or too small (1e-400).
    if (!ok || !std::isfinite(v))
        return {NumberStatus::OutOfRange, 0.0};
    return {NumberStatus::Ok, v};
}

std::optional<bool> readBool(const QString& text) {
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("true") || t == QLatin1String("on") || t == QLatin1String("yes"))
        return true;
    if (t == QLatin1String("false") || t == QLatin1String("off") || t == QLatin1String("no"))
        return false;
    return std::nullopt;
}

bool startsHtmlComment(const QString& text, int i) {
    // Scanners ask at every character: most are no '<', answered without a string compare.
    if (i < 0 || i >= text.size() || text.at(i) != QLatin1Char('<'))
        return false;
    return QStringView(text).mid(i, 4) == QLatin1String("<!--");
}

int verbatimEndAtMark(const QString& text, int i) {
    const int n = int(text.size());
    if (i < 0 || i >= n)
        return -1;
    const QChar c = text.at(i);
    if (c == QLatin1Char('\\') && i + 1 < n)
        return i + 2;
    if (c == QLatin1Char('`')) {
        int ticks = 0;
        while (i + ticks < n && text.at(i + ticks) == QLatin1Char('`'))
            ++ticks;
        int lineEnd = int(text.indexOf(QLatin1Char('\n'), i + ticks));
        if (lineEnd < 0)
            lineEnd = n;
        for (int j = i + ticks; j < lineEnd;) {
            if (text.at(j) != QLatin1Char('`')) {
                ++j;
                continue;
            }
            int run = 0;
            while (j + run < lineEnd && text.at(j + run) == QLatin1Char('`'))
                ++run;
            if (run == ticks)
                return j + run;
            j += run;
        }
        return i + ticks; // never closed: literal backticks
    }
    if (startsHtmlComment(text, i)) {
        const int close = int(text.indexOf(QLatin1String("-->"), i + 4));
        return close < 0 ? n : close + 3;
    }
    return -1;
}

int htmlTagEnd(const QString& text, int i) {
    if (i < 0 || i >= text.size() || text.at(i) != QLatin1Char('<'))
        return -1;
    // CommonMark's raw HTML, simplified: a `>` ends the tag wherever it stands. [^<>]* stops at
    // the next `<`, so scanning every `<` of a text is linear.
    static const QRegularExpression tag(
        QStringLiteral("<(?:/[A-Za-z][A-Za-z0-9-]*\\s*>|[A-Za-z][A-Za-z0-9-]*(?:\\s[^<>]*)?/?>|"
                       "![A-Za-z\\[][^<>]*>|\\?[^<>]*>)"));
    const QRegularExpressionMatch m = tag.match(text, i, QRegularExpression::NormalMatch,
                                                QRegularExpression::AnchorAtOffsetMatchOption);
    return m.hasMatch() ? int(m.capturedEnd()) : -1;
}

QList<int> htmlTagOffsets(const QString& text) {
    QList<int> offsets;
    if (!text.contains(QLatin1Char('<')))
        return offsets; // most lesson text: not scanned a character at a time
    for (int i = 0; i < text.size();) {
        const int verbatim = verbatimEnd(text, i);
        if (verbatim > i) {
            i = verbatim;
            continue;
        }
        const int tag = htmlTagEnd(text, i);
        if (tag > i) {
            offsets.append(i);
            i = tag;
            continue;
        }
        ++i;
    }
    return offsets;
}

QString withHtmlTagsAsText(const QString& text) {
    const QList<int> tags = htmlTagOffsets(text);
    if (tags.isEmpty())
        return text;
    QString out;
    out.reserve(text.size() + tags.size());
    int copied = 0;
    for (const int at : tags) {
        out += QStringView(text).mid(copied, at - copied);
        out += QLatin1Char('\\');
        copied = at;
    }
    out += QStringView(text).mid(copied);
    return out;
}

bool endsInsideHtmlComment(const QString& line, bool startsInside) {
    int i = 0;
    if (startsInside) {
        const int close = int(line.indexOf(QLatin1String("-->")));
        if (close < 0)
            return true;
        i = close + 3;
    }
    if (line.indexOf(QLatin1String("<!--"), i) < 0)
        return false; // no comment opens (most lines: not scanned a character at a time)
    const int n = int(line.size());
    while (i < n) {
        const int end = verbatimEnd(line, i);
        if (end < 0) {
            ++i;
            continue;
        }
        if (startsHtmlComment(line, i) && line.indexOf(QLatin1String("-->"), i + 4) < 0)
            return true;
        i = end;
    }
    return false;
}

QString withoutHtmlComments(const QString& text) {
    if (!text.contains(QLatin1String("<!--")))
        return text; // most lesson text: not scanned a character at a time
    QString out;
    int copied = 0;
    int i = 0;
    const int n = int(text.size());
    while (i < n) {
        const int end = verbatimEnd(text, i);
        if (end < 0) {
            ++i;
            continue;
        }
        if (startsHtmlComment(text, i)) {
            out += QStringView(text).mid(copied, i - copied);
            copied = end;
        }
        i = end;
    }
    out += QStringView(text).mid(copied);
    return out;
}

int headingLevel(const QString& rawLine, QString* title) {
    const QString line = rawLine.trimmed();
    int level = 0;
    while (level < line.size() && line.at(level) == QLatin1Char('#'))
        ++level;
    if (level < 1 || level > 6 || level >= line.size() || line.at(level) != QLatin1Char(' '))
        return 0;
    if (title) {
        QString text = line.mid(level).trimmed();
        while (text.endsWith(QLatin1Char('#')))
            text.chop(1);
        *title = text.trimmed();
    }
    return level;
}

} // namespace lessons::syntax
