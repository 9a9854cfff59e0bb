// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/variantnumbers.h"

#include "lessons/math.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace lessons {

QList<TextNumber> textNumbers(const QString& text) {
    QString words = text;
    for (const auto& [open, close] : mathSpans(text))
        words.replace(open, close - open + 1, QString(close - open + 1, u' '));
    static const QRegularExpression hidden(QStringLiteral("`[^`]*`|\\{[^{}]*\\}"));
    for (auto it = hidden.globalMatch(words); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        words.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), u' '));
    }
    static const QRegularExpression number(QStringLiteral("(?<![\\w.,])\\d+(?:[.,]\\d+)*"));
    QList<TextNumber> found;
    for (auto it = number.globalMatch(words); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString written = m.captured();
        found.append({written, QString(written).remove(QLatin1Char('.')).remove(QLatin1Char(',')),
                      m.capturedStart()});
    }
    return found;
}

QPair<QString, QString> changedNumber(const QString& plain, const QString& variant,
                                      qsizetype* offset) {
    QList<TextNumber> plainOnly = textNumbers(plain);
    QList<TextNumber> variantOnly;
    for (const TextNumber& n : textNumbers(variant)) {
        const auto same = std::find_if(plainOnly.cbegin(), plainOnly.cend(),
                                       [&](const TextNumber& p) { return p.digits == n.digits; });
        if (same == plainOnly.cend())
            variantOnly.append(n);
        else
            plainOnly.erase(same);
    }
    if (plainOnly.isEmpty() || variantOnly.isEmpty())
        return {};
    *offset = variantOnly.first().offset;
    return {plainOnly.first().written, variantOnly.first().written};
}

namespace {

// The prose of a lesson between its typed blocks, in reading order: stretch i is the prose
// after i typed blocks, groups' children (a walkthrough's steps) included.
struct Stretch {
    QString text;
    QList<const Block*> parts; // the prose blocks, for the line of an offset
};
void addStretches(const QList<Block>& blocks, QList<Stretch>* out) {
    for (const Block& b : blocks) {
        if (b.type == QLatin1String("prose")) {
            out->last().text += b.source + QLatin1Char('\n');
            out->last().parts.append(&b);
        } else if (b.type != QLatin1String("code")) {
            out->append(Stretch());
        }
        addStretches(b.children, out);
    }
}
QList<Stretch> proseStretches(const Lesson& lesson) {
    QList<Stretch> out{Stretch()};
    addStretches(lesson.blocks, &out);
    return out;
}

// Where `offset` of a stretch's text lies in the file.
SourcePos positionIn(const Stretch& s, qsizetype offset) {
    for (const Block* b : s.parts) {
        const qsizetype size = b->source.size() + 1;
        if (offset < size) {
            const QString before = b->source.left(offset);
            // b->pos is the first non-blank line; the source starts with the blank lines above it
            int blankAbove = 0;
            const QStringList lines = b->source.split(QLatin1Char('\n'));
            while (blankAbove < lines.size() && lines.at(blankAbove).trimmed().isEmpty())
                ++blankAbove;
            const int line = b->pos.line - blankAbove + int(before.count(QLatin1Char('\n')));
            const int column = int(offset - (before.lastIndexOf(QLatin1Char('\n')) + 1)) + 1;
            return {line, column};
        }
        offset -= size;
    }
    return s.parts.isEmpty() ? SourcePos{1, 1} : s.parts.first()->pos;
}

} // namespace

std::optional<Diagnostic> proseNumberDifference(const Lesson& plain, const Lesson& variant) {
    const QList<Stretch> theirs = proseStretches(plain);
    const QList<Stretch> ours = proseStretches(variant);
    if (theirs.size() != ours.size())
        return std::nullopt; // a lost or added block is reported as such
    const QString plainName = QFileInfo(plain.filePath).fileName();
    for (qsizetype i = 0; i < ours.size(); ++i) {
        qsizetype offset = 0;
        const auto [was, now] = changedNumber(theirs.at(i).text, ours.at(i).text, &offset);
        if (was.isEmpty())
            continue;
        const SourcePos pos = positionIn(ours.at(i), offset);
        const SourcePos plainPos =
            theirs.at(i).parts.isEmpty() ? SourcePos{1, 1} : theirs.at(i).parts.first()->pos;
        return Diagnostic{
            Diagnostic::Severity::Error,
            variant.filePath,
            pos.line,
            pos.column,
            QCoreApplication::translate("lessons", "the text has the number %1 where %2 has %3 "
                                                   "(its prose from line %4)")
                .arg(now, plainName, was)
                .arg(plainPos.line),
            QCoreApplication::translate("lessons", "a translation keeps the numbers of %1; "
                                                   "write %2 as it does (a decimal comma is fine)")
                .arg(plainName, was)};
    }
    return std::nullopt;
}

} // namespace lessons
