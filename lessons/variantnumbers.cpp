// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/variantnumbers.h"

#include "lessons/math.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
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

QString keptFormula(const QString& tex) {
    static const QRegularExpression spacing(QStringLiteral("\\\\[,;:! ]|\\\\q?quad(?![A-Za-z])|~"));
    return mathWithoutWords(tex)
        .replace(QLatin1String("{,}"), QLatin1String("."))
        .remove(spacing)
        .replace(QLatin1Char(';'), QLatin1Char(','))
        .remove(QLatin1Char(' '))
        .remove(QLatin1Char('\n'));
}

std::optional<MovedOptionText> movedOptionText(const Block& plain, const Block& variant) {
    const auto digitsOf = [](const QString& text) {
        QStringList digits;
        for (const TextNumber& n : textNumbers(text))
            digits.append(n.digits);
        digits.sort();
        return digits;
    };
    QHash<QString, QStringList> plainDigits; // option id -> the sorted digits of its text
    for (const Entry& e : plain.entries) {
        if (e.key == QLatin1String("option"))
            plainDigits.insert(e.arg, digitsOf(e.value));
    }
    QHash<QString, QStringList> variantDigits;
    for (const Entry& e : variant.entries) {
        if (e.key == QLatin1String("option"))
            variantDigits.insert(e.arg, digitsOf(e.value));
    }
    for (const Entry& e : variant.entries) {
        if (e.key != QLatin1String("option") || !plainDigits.contains(e.arg))
            continue;
        const QStringList ours = variantDigits.value(e.arg);
        if (ours.isEmpty() || ours == plainDigits.value(e.arg))
            continue;
        // The other option's translation no longer has them: moved, not written twice.
        for (auto it = plainDigits.cbegin(); it != plainDigits.cend(); ++it) {
            if (it.key() != e.arg && it.value() == ours && variantDigits.value(it.key()) != ours)
                return MovedOptionText{&e, it.key()};
        }
    }
    return std::nullopt;
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

namespace {

// A formula of a translation's prose stretch with a number or command that the plain file's
// stretch at the same place does not have, when both write as many formulas (author28's case 113:
// `\sqrt{16}` for `\sqrt{64}` in German prose passed, though block texts' formulas were compared).
// Formulas may change their order with the sentence. A stretch with a formula more or less is left
// alone: a translator may write "d_k" in words.
std::optional<Diagnostic> proseFormulaDifference(const Stretch& theirs, const Stretch& ours,
                                                 const QString& variantFile,
                                                 const QString& plainName) {
    // What a formula says: its numbers and commands. Its letters are the translator's too
    // (lesson 2's German "Key $k_1$" for the English "$z_1$" names the same key).
    const auto tokensOf = [](const QString& text) {
        QList<std::pair<QStringList, int>> found; // tokens of each formula, offset of its `$`
        static const QRegularExpression token(QStringLiteral("\\\\[A-Za-z]+|\\d+(?:\\.\\d+)?"));
        for (const auto& [open, close] : mathSpans(text)) {
            QStringList tokens;
            const QString kept = keptFormula(text.mid(open + 1, close - open - 1));
            for (auto it = token.globalMatch(kept); it.hasNext();) {
                // Spellings of one sign are the typesetter's (German writes `5 \cdot 10^{-435}`
                // for the English `5 \times 10^{-435}`).
                static const QHash<QString, QString> sameSign{
                    {QStringLiteral("\\cdot"), QStringLiteral("\\times")},
                    {QStringLiteral("\\leq"), QStringLiteral("\\le")},
                    {QStringLiteral("\\geq"), QStringLiteral("\\ge")},
                    {QStringLiteral("\\rightarrow"), QStringLiteral("\\to")},
                    {QStringLiteral("\\dots"), QStringLiteral("\\ldots")},
                    {QStringLiteral("\\cdots"), QStringLiteral("\\ldots")}};
                const QString t = it.next().captured();
                tokens.append(sameSign.value(t, t));
            }
            found.append({tokens, open});
        }
        return found;
    };
    const QList<std::pair<QStringList, int>> plainFormulas = tokensOf(theirs.text);
    const QList<std::pair<QStringList, int>> ourFormulas = tokensOf(ours.text);
    if (plainFormulas.size() != ourFormulas.size())
        return std::nullopt;
    QStringList left;
    for (const auto& f : plainFormulas)
        left += f.first;
    QList<std::pair<QStringList, int>> extra;
    for (const auto& f : ourFormulas) {
        bool kept = true;
        for (const QString& t : f.first) {
            if (const qsizetype at = left.indexOf(t); at >= 0)
                left.removeAt(at);
            else
                kept = false;
        }
        if (!kept)
            extra.append(f);
    }
    if (extra.isEmpty())
        return std::nullopt;
    const SourcePos pos = positionIn(ours, extra.first().second);
    const SourcePos plainPos = theirs.parts.isEmpty() ? SourcePos{1, 1} : theirs.parts.first()->pos;
    const auto [open, close] = mathSpans(ours.text).at(ourFormulas.indexOf(extra.first()));
    return Diagnostic{
        Diagnostic::Severity::Error,
        variantFile,
        pos.line,
        pos.column,
        QCoreApplication::translate("lessons", "the text has the formula %1, which %2 does not "
                                               "have in its prose from line %3")
            .arg(ours.text.mid(open, close - open + 1), plainName)
            .arg(plainPos.line),
        QCoreApplication::translate("lessons", "a translation keeps the formulas of %1 and "
                                               "translates only their \\text words")
            .arg(plainName)};
}

} // namespace

std::optional<Diagnostic> proseNumberDifference(const Lesson& plain, const Lesson& variant) {
    const QList<Stretch> theirs = proseStretches(plain);
    const QList<Stretch> ours = proseStretches(variant);
    if (theirs.size() != ours.size())
        return std::nullopt; // a lost or added block is reported as such
    const QString plainName = QFileInfo(plain.filePath).fileName();
    for (qsizetype i = 0; i < ours.size(); ++i) {
        if (auto formula =
                proseFormulaDifference(theirs.at(i), ours.at(i), variant.filePath, plainName))
            return formula;
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
