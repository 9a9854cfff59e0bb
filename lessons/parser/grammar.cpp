// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parser/grammar.h"

#include "lessons/schema.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace lessons::parse {

const QRegularExpression& idPattern() {
    static const QRegularExpression re(QStringLiteral("^[a-z][a-z0-9-]*$"));
    return re;
}
const QRegularExpression& paramPattern() {
    static const QRegularExpression re(QStringLiteral("^[a-z][a-z0-9_-]*$"));
    return re;
}

// Code blocks whose info string is one of these are samples, never a misspelt block type
// (`text` is one edit away from `next`).
const QStringList& codeLanguages() {
    static const QStringList names = {
        QStringLiteral("text"),      QStringLiteral("txt"),    QStringLiteral("plain"),
        QStringLiteral("plaintext"), QStringLiteral("tex"),    QStringLiteral("latex"),
        QStringLiteral("math"),      QStringLiteral("python"), QStringLiteral("py"),
        QStringLiteral("cpp"),       QStringLiteral("c"),      QStringLiteral("c++"),
        QStringLiteral("bash"),      QStringLiteral("sh"),     QStringLiteral("shell"),
        QStringLiteral("console"),   QStringLiteral("json"),   QStringLiteral("yaml"),
        QStringLiteral("toml"),      QStringLiteral("ini"),    QStringLiteral("xml"),
        QStringLiteral("html"),      QStringLiteral("css"),    QStringLiteral("js"),
        QStringLiteral("ts"),        QStringLiteral("java"),   QStringLiteral("rust"),
        QStringLiteral("go"),        QStringLiteral("r"),      QStringLiteral("sql"),
        QStringLiteral("diff"),      QStringLiteral("cmake"),  QStringLiteral("make"),
        QStringLiteral("markdown"),  QStringLiteral("md"),     QStringLiteral("output"),
        QStringLiteral("numpy"),     QStringLiteral("torch"),  QStringLiteral("lua"),
        QStringLiteral("julia"),     QStringLiteral("matlab"), QStringLiteral("csv"),
        QStringLiteral("log"),       QStringLiteral("none"),   QStringLiteral("table-text"),
    };
    return names;
}

// First invalid byte of a UTF-8 text (overlong forms, surrogates and code points above
// U+10FFFF are invalid too), or -1.
qsizetype firstInvalidUtf8(const QByteArray& bytes) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        unsigned int cp = 0;
        unsigned int minimum = 0;
        if ((c & 0xE0) == 0xC0) {
            extra = 1;
            cp = c & 0x1F;
            minimum = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            cp = c & 0x0F;
            minimum = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            cp = c & 0x07;
            minimum = 0x10000;
        } else {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= n || (p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

// 1-based column of a UTF-16 index, counting code points.
int columnOf(const QString& line, qsizetype index) {
    int column = 1;
    for (qsizetype i = 0; i < index && i < line.size(); ++i) {
        if (!line.at(i).isLowSurrogate())
            ++column;
    }
    return column;
}

QString quoted(const QString& s) {
    // An id with a zero-width space looked the same as the id it was meant to be, in a message
    // that called it invalid (author29): invisible characters are named.
    QString shown;
    for (const QChar c : s) {
        const QChar::Category category = c.category();
        if (category == QChar::Other_Format ||
            (category == QChar::Other_Control && c != u'\t' && c != u'\n'))
            shown += QStringLiteral("<U+%1>").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper();
        else
            shown += c;
    }
    return QStringLiteral("`%1`").arg(shown);
}

// Library messages end with "(what to do)"; a diagnostic keeps the two apart.
QPair<QString, QString> splitHint(const QString& text, const QString& fallbackHint) {
    const qsizetype paren = text.indexOf(QLatin1String(" ("));
    if (paren > 0 && text.endsWith(QLatin1Char(')')))
        return {text.left(paren), text.mid(paren + 2, text.size() - paren - 3)};
    return {text, fallbackHint};
}

Fence matchFence(const QString& line) {
    Fence f;
    int i = 0;
    while (i < line.size() && i < 4 && line.at(i) == QLatin1Char(' '))
        ++i;
    if (i > 3 || i >= line.size())
        return f;
    const QChar ch = line.at(i);
    if (ch != QLatin1Char('`') && ch != QLatin1Char('~'))
        return f;
    int count = 0;
    while (i + count < line.size() && line.at(i + count) == ch)
        ++count;
    if (count < 3)
        return f;
    const QString rest = line.mid(i + count);
    if (ch == QLatin1Char('`') && rest.contains(QLatin1Char('`')))
        return f; // an inline code span such as ```a``` is not a fence
    f.ok = true;
    f.ch = ch;
    f.count = count;
    f.indent = i;
    f.info = rest.trimmed();
    int infoStart = i + count;
    while (infoStart < line.size() && line.at(infoStart).isSpace())
        ++infoStart;
    f.infoColumn = columnOf(line, infoStart);
    return f;
}

bool isClosingFence(const QString& line, const Fence& open) {
    const Fence f = matchFence(line);
    return f.ok && f.ch == open.ch && f.count >= open.count && f.info.isEmpty();
}

QString firstWord(const QString& info) {
    qsizetype end = 0;
    while (end < info.size() && !info.at(end).isSpace() && info.at(end) != QLatin1Char('{'))
        ++end;
    return info.left(end);
}

bool hasAtMostDecimals(double value, int decimals) {
    const double scaled = value * std::pow(10.0, decimals);
    if (value != 0 && std::round(scaled) == 0)
        return false; // would be shown as 0
    return std::abs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, std::abs(scaled));
}

// `softmax(...)` as the whole formula: a weight, a fraction from 0 to 1.
bool isSoftmaxWeight(const QString& expr) {
    static const QRegularExpression call(QStringLiteral("^\\s*softmax\\s*\\("));
    const QRegularExpressionMatch m = call.match(expr);
    if (!m.hasMatch())
        return false;
    int depth = 1;
    qsizetype i = m.capturedEnd();
    for (; i < expr.size() && depth > 0; ++i) {
        if (expr.at(i) == QLatin1Char('('))
            ++depth;
        else if (expr.at(i) == QLatin1Char(')'))
            --depth;
    }
    return depth == 0 && expr.mid(i).trimmed().isEmpty();
}

SourcePos valuePos(const Entry& e, qsizetype offset) {
    if (offset <= 0 || e.linePositions.isEmpty())
        return e.valuePos;
    int line = 0;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset && i < e.value.size(); ++i) {
        if (e.value.at(i) == QLatin1Char('\n')) {
            ++line;
            lineStart = i + 1;
        }
    }
    line = std::min(line, int(e.linePositions.size()) - 1);
    const SourcePos start = e.linePositions.at(line);
    const QString segment = e.value.mid(lineStart, offset - lineStart);
    return {start.line, start.column + columnOf(segment, segment.size()) - 1};
}

QString didYouMean(const QString& word, const QStringList& candidates, const QString& otherwise) {
    const QString best = closestMatch(word, candidates);
    if (!best.isEmpty())
        return QCoreApplication::translate("lessons", "did you mean %1?").arg(quoted(best));
    return otherwise;
}

const Entry* literal(const Block& b, const QString& key) {
    const Entry* e = b.entry(key);
    return e && !e->value.isEmpty() && !e->value.startsWith(QLatin1Char('@')) ? e : nullptr;
}

bool numberOf(const Block& b, const QString& key, double* out) {
    const Entry* e = literal(b, key);
    if (!e)
        return false;
    const syntax::Number number = syntax::readNumber(e->value);
    *out = number.value;
    return number.status == syntax::NumberStatus::Ok;
}

} // namespace lessons::parse
