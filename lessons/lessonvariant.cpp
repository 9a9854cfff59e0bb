// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/lessonvariant.h"
#include "lessons/variantnumbers.h"

#include "lessons/expression.h"
#include "lessons/math.h"
#include "lessons/parser/grammar.h"
#include "lessons/safefile.h"
#include "lessons/schema.h"
#include "lessons/syntax.h"
#include "lessons/typednumbers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace lessons {
namespace {

// An `answer`'s option ids, sorted: a `multi` key written in another order.
QStringList sortedIds(const QString& answer) {
    QStringList ids;
    for (const QString& id : answer.split(QLatin1Char(',')))
        ids.append(id.trimmed());
    ids.sort();
    return ids;
}

// The line of a header key (`minutes`, `order`, `requires`), read again from the file, since a
// Lesson keeps no position for them; 1 when not found among the header's first 64 lines.
int headerLine(const QString& path, const QString& key) {
    const SafeRead read = readLessonSource(path, kMaxFileBytes);
    if (!read.ok)
        return 1;
    const QList<QByteArray> lines = read.bytes.split('\n');
    const QByteArray prefix = key.toUtf8() + ':';
    for (int i = 1; i < std::min<qsizetype>(lines.size(), 64); ++i) {
        if (lines.at(i).trimmed() == "---")
            break;
        if (lines.at(i).startsWith(prefix))
            return i + 1;
    }
    return 1;
}

// The typed blocks of a lesson in reading order, groups' children included. Prose and code
// samples are the translator's to reword, so they are left out.
void typedBlocks(const QList<Block>& blocks, QList<const Block*>* out) {
    for (const Block& b : blocks) {
        if (b.type != QLatin1String("prose") && b.type != QLatin1String("code"))
            out->append(&b);
        typedBlocks(b.children, out);
    }
}

// TeX spacing between the atoms of a formula: a translator's typography (German writes
// `0{,}5\,\%` or `3\,000`), not its content.
QString withoutSpacing(QString formula) {
    static const QRegularExpression spacing(QStringLiteral("\\\\[,;:! ]|\\\\q?quad(?![A-Za-z])|~"));
    return formula.remove(spacing);
}

// The last line a block's keys write on (its opening fence line when it has none).
int lastLineOf(const Block& b) {
    int last = b.pos.line;
    for (const Entry& e : b.entries) {
        last = std::max(last, e.keyPos.line);
        for (const SourcePos& p : e.linePositions)
            last = std::max(last, p.line);
    }
    return last;
}

QString blockName(const Block& b) {
    return b.id().isEmpty() ? QStringLiteral("`%1`").arg(b.type)
                            : QStringLiteral("`%1` `%2`").arg(b.type, b.id());
}

// What a translation must keep of a value: nothing of a text, the {formula|D} placeholders of a
// readout, the numbers of a list or a number, a formula but for its \text words, every other
// value as written (spaces aside).
QString keptPart(const KeySpec* spec, const Entry& e) {
    const ValueType type = spec ? spec->type : ValueType::Text;
    if (e.value.startsWith(QLatin1Char('@')))
        return e.value.simplified();
    switch (type) {
    case ValueType::Text: {
        // Its words are the translator's, its formulas are not: an outside author's German
        // caption read $e^{-\infty} = 1$ where the plain file has 0. Sorted, as a translation may
        // put them in another order.
        // A German formula writes its numbers as German text does: 0{,}5 and (4; 0) are the
        // plain file's 0.5 and (4, 0).
        QStringList formulas;
        for (const auto& [open, close] : mathSpans(e.value))
            formulas.append(keptFormula(e.value.mid(open + 1, close - open - 1)));
        formulas.sort();
        return formulas.join(QLatin1Char(' '));
    }
    case ValueType::Readout: {
        QStringList kept;
        for (const Placeholder& p : readoutPlaceholders(e.value).valueOr({}))
            kept.append(QStringLiteral("{%1|%2}")
                            .arg(QString(p.expr).remove(QLatin1Char(' ')))
                            .arg(p.decimals));
        return kept.join(QLatin1Char(' '));
    }
    case ValueType::List: {
        QStringList kept;
        for (double v : parseNumberList(e.value, kMaxEntriesPerBlock, 1e300).valueOr({}))
            kept.append(QString::number(v, 'g', 17));
        return kept.join(QStringLiteral(", "));
    }
    case ValueType::Int:
    case ValueType::Number: {
        const syntax::Number n = syntax::readNumber(e.value);
        return n.status == syntax::NumberStatus::Ok ? QString::number(n.value, 'g', 17) : e.value;
    }
    case ValueType::Math: // its \text words and its spacing are the translator's
        return withoutSpacing(mathWithoutWords(e.value))
            .remove(QLatin1Char(' '))
            .remove(QLatin1Char('\n'));
    default:
        return QString(e.value).remove(QLatin1Char(' ')).remove(QLatin1Char('\n'));
    }
}

// The first formula or placeholder of a text or readout that a translation changed, as the
// plain file and the translation write it (the whole English text quoted said too little about
// which part: author24's pass); empty when the two hold different numbers of them.
QPair<QString, QString> firstDifference(const KeySpec* spec, const Entry& plain,
                                        const Entry& variant) {
    const ValueType type = spec ? spec->type : ValueType::Text;
    if (plain.value.startsWith(QLatin1Char('@')) || variant.value.startsWith(QLatin1Char('@')))
        return {};
    auto pieces = [&](const Entry& e) {
        QStringList out;
        if (type == ValueType::Text) {
            for (const auto& [open, close] : mathSpans(e.value))
                out.append(e.value.mid(open, close - open + 1));
        } else if (type == ValueType::Readout) {
            for (const Placeholder& p : readoutPlaceholders(e.value).valueOr({}))
                out.append(e.value.mid(p.offset, p.length));
        }
        return out;
    };
    // A translation may put a text's formulas in another order: each side's first piece the
    // other side lacks.
    auto firstNotIn = [&](const Entry& from, const Entry& other) {
        QStringList kept;
        for (const QString& piece : pieces(other)) {
            Entry e = other;
            e.value = piece;
            kept.append(keptPart(spec, e));
        }
        for (const QString& piece : pieces(from)) {
            Entry e = from;
            e.value = piece;
            if (!kept.contains(keptPart(spec, e)))
                return piece;
        }
        return QString();
    };
    return {firstNotIn(plain, variant), firstNotIn(variant, plain)};
}

Diagnostic variantError(const Lesson& variant, SourcePos pos, const QString& message,
                        const QString& plainName) {
    return Diagnostic{Diagnostic::Severity::Error,
                      variant.filePath,
                      pos.line,
                      pos.column,
                      message,
                      QCoreApplication::translate(
                          "lessons", "a translation keeps the blocks, ids, keys, numbers, lists, "
                                     "formulas and parameters of %1; translate only its texts")
                          .arg(plainName)};
}

// A `#` or `##` heading: its level, how many typed blocks stand above it, and its line.
struct Heading {
    int level = 0;
    int blocksAbove = 0;
    QString title;
    SourcePos pos;
};

// The `#` and `##` headings (the sections), or every heading up to `deepest`.
QList<Heading> headingsOf(const Lesson& lesson, int deepest = 2) {
    QList<Heading> out;
    int typed = 0;
    for (const Block& b : lesson.blocks) {
        if (b.type != QLatin1String("prose")) {
            QList<const Block*> inside;
            typedBlocks({b}, &inside);
            typed += int(inside.size());
            continue;
        }
        const QStringList lines = b.source.split(QLatin1Char('\n'));
        int first = 0;
        while (first < lines.size() && lines.at(first).trimmed().isEmpty())
            ++first;
        bool inComment = false;
        for (int i = first; i < lines.size(); ++i) {
            // A heading inside an HTML comment is no section (Lesson::sections skips it too).
            const bool commented = inComment;
            inComment = syntax::endsInsideHtmlComment(lines.at(i), inComment);
            if (commented)
                continue;
            QString title;
            const int level = syntax::headingLevel(lines.at(i), &title);
            if (level >= 1 && level <= deepest)
                out.append({level, typed, title, {b.pos.line + i - first, 1}});
        }
    }
    return out;
}

// A translation that lost or gained a section heading: the outline and the record's reading
// place are the sections, so the editions must have the same ones at the same places.
std::optional<Diagnostic> sectionDifference(const Lesson& plain, const Lesson& variant) {
    const QString plainName = QFileInfo(plain.filePath).fileName();
    const QList<Heading> theirs = headingsOf(plain);
    const QList<Heading> ours = headingsOf(variant);
    QList<const Block*> blocks;
    typedBlocks(variant.blocks, &blocks);
    for (qsizetype i = 0; i < std::max(theirs.size(), ours.size()); ++i) {
        const bool lost = i >= ours.size() ||
                          (i < theirs.size() && theirs.at(i).blocksAbove < ours.at(i).blocksAbove);
        if (lost) {
            const Heading& base = theirs.at(i);
            // A section heading written one level too deep is there, at its place: say so on
            // its line (author28's case 112 was blamed on the block below it as missing).
            for (const Heading& deeper : headingsOf(variant, 6)) {
                if (deeper.level > 2 && deeper.blocksAbove == base.blocksAbove)
                    return variantError(
                        variant, deeper.pos,
                        QCoreApplication::translate(
                            "lessons", "this %1 heading stands where %2 has the section "
                                       "heading %3 (its line %4): write %5")
                            .arg(QLatin1Char('`') + QString(deeper.level, u'#') + QLatin1Char('`'),
                                 plainName,
                                 QLatin1Char('`') + QString(base.level, u'#') + QLatin1Char(' ') +
                                     base.title + QLatin1Char('`'))
                            .arg(base.pos.line)
                            .arg(QLatin1Char('`') + QString(base.level, u'#') + QLatin1Char('`')),
                        plainName);
            }
            const SourcePos at = base.blocksAbove < blocks.size()
                                     ? blocks.at(base.blocksAbove)->pos
                                     : SourcePos{variant.idPos.line, 1};
            return variantError(
                variant, at,
                QCoreApplication::translate("lessons", "the heading %1 (line %2 of %3) is missing "
                                                       "before this block")
                    .arg(QLatin1Char('`') + QString(base.level, u'#') + QLatin1Char(' ') +
                         base.title + QLatin1Char('`'))
                    .arg(base.pos.line)
                    .arg(plainName),
                plainName);
        }
        if (i >= theirs.size() || theirs.at(i).blocksAbove > ours.at(i).blocksAbove ||
            theirs.at(i).level != ours.at(i).level)
            return variantError(
                variant, ours.at(i).pos,
                QCoreApplication::translate("lessons",
                                            "this heading has no `%1` heading at its place in %2")
                    .arg(QString(ours.at(i).level, u'#'), plainName),
                plainName);
    }
    return std::nullopt;
}

// One key line of a typed block as written, for files that do not parse.
struct WrittenKey {
    QString key; // "option same"
    QString value;
    int line = 0;
    int valueColumn = 0;
};

// The key lines of each typed block of a lesson file as written (continued lines aside).
QList<QList<WrittenKey>> writtenBlocks(const QString& path) {
    const SafeRead read = readLessonSource(path, kMaxFileBytes);
    QList<QList<WrittenKey>> blocks;
    if (!read.ok)
        return blocks;
    static const QRegularExpression open(QStringLiteral("^```([a-z-]+)\\s*$"));
    static const QRegularExpression keyLine(
        QStringLiteral("^([a-z][a-z-]*(?: [^\\s:]+)?):[ \\t]*(.*)$"));
    const QStringList types = blockTypeNames();
    const QStringList lines = QString::fromUtf8(read.bytes).split(QLatin1Char('\n'));
    bool inBlock = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString(lines.at(i)).remove(QLatin1Char('\r'));
        if (!inBlock) {
            const QRegularExpressionMatch m = open.match(line);
            inBlock = m.hasMatch() && types.contains(m.captured(1));
            if (inBlock)
                blocks.append(QList<WrittenKey>());
            continue;
        }
        if (line.trimmed() == QLatin1String("```")) {
            inBlock = false;
            continue;
        }
        if (const QRegularExpressionMatch m = keyLine.match(line); m.hasMatch())
            blocks.last().append(
                {m.captured(1), m.captured(2).trimmed(), i + 1, int(m.capturedStart(2)) + 1});
    }
    return blocks;
}

// The keys whose values the record and the bindings are keyed by.
bool keepsValue(const WrittenKey& k) {
    static const QStringList kept = {QStringLiteral("id"), QStringLiteral("param"),
                                     QStringLiteral("answer"), QStringLiteral("reveal")};
    return kept.contains(k.key) || k.value.startsWith(QLatin1Char('@'));
}

} // namespace

QPair<QString, QString> splitLessonFileName(const QString& fileName) {
    static const QRegularExpression re(QStringLiteral("^(.+?)(?:\\.([a-z]{2,3}))?\\.lesson\\.md$"));
    const QRegularExpressionMatch m = re.match(fileName);
    if (!m.hasMatch())
        return {fileName, QString()};
    return {m.captured(1), m.captured(2)};
}

std::optional<Diagnostic> translationDifference(const Lesson& plain, const Lesson& variant) {
    const QString plainName = QFileInfo(plain.filePath).fileName();
    // The plain file's block the comparison stands at, and that file's own problems (read on the
    // first difference only). "Translate only its texts" about a block whose plain file is
    // itself wrong there had the author copy the mistake into the translation (an outside
    // author's `expected: 0.881` under a percent prompt, fixed in German alone).
    const Block* comparedBase = nullptr;
    std::optional<QList<Diagnostic>> plainProblems;
    auto differs = [&](SourcePos pos, const QString& message) {
        Diagnostic d = variantError(variant, pos, message, plainName);
        if (!comparedBase)
            return d;
        if (!plainProblems)
            plainProblems = loadLessonFile(plain.filePath).diagnostics;
        const int last = lastLineOf(*comparedBase) + 1; // its closing fence
        for (const Diagnostic& problem : std::as_const(*plainProblems)) {
            if (problem.line < comparedBase->pos.line || problem.line > last)
                continue;
            d.hint = QCoreApplication::translate(
                         "lessons", "%1 has a problem of its own in this block (its line %2: "
                                    "%3): fix it there first, then make this block the same")
                         .arg(plainName)
                         .arg(problem.line)
                         .arg(problem.message);
            break;
        }
        return d;
    };
    const QList<QPair<QString, QString>> header = {
        {QStringLiteral("order"), QString::number(plain.order)},
        {QStringLiteral("minutes"), QString::number(plain.minutes)},
        {QStringLiteral("requires"), plain.requires.join(QStringLiteral(", "))}};
    const QList<QString> variantHeader = {QString::number(variant.order),
                                          QString::number(variant.minutes),
                                          variant.requires.join(QStringLiteral(", "))};
    for (int i = 0; i < header.size(); ++i) {
        if (header.at(i).second != variantHeader.at(i))
            return differs(
                {headerLine(variant.filePath, header.at(i).first), 1},
                QCoreApplication::translate("lessons", "`%1` is `%2` here but `%3` in %4")
                    .arg(header.at(i).first, variantHeader.at(i), header.at(i).second, plainName));
    }
    QList<const Block*> ours, theirs;
    typedBlocks(variant.blocks, &ours);
    typedBlocks(plain.blocks, &theirs);
    for (qsizetype i = 0; i < std::max(ours.size(), theirs.size()); ++i) {
        comparedBase = nullptr;
        if (i >= ours.size()) {
            const Block& missing = *theirs.at(i);
            if (ours.isEmpty())
                return differs(kWholeFile, QCoreApplication::translate(
                                               "lessons", "the %1 on line %2 of %3 is missing")
                                               .arg(blockName(missing))
                                               .arg(missing.pos.line)
                                               .arg(plainName));
            return differs(ours.last()->pos,
                           QCoreApplication::translate(
                               "lessons", "the %1 on line %2 of %3 is missing after this block")
                               .arg(blockName(missing))
                               .arg(missing.pos.line)
                               .arg(plainName));
        }
        const Block& mine = *ours.at(i);
        if (i >= theirs.size())
            return differs(mine.pos, QCoreApplication::translate(
                                         "lessons", "the %1 is not in %2, which ends before it")
                                         .arg(blockName(mine), plainName));
        const Block& base = *theirs.at(i);
        comparedBase = &base;
        auto same = [](const Block* a, const Block* b) {
            return a->type == b->type && a->id() == b->id();
        };
        if (!same(&mine, &base)) {
            for (qsizetype j = i + 1; j < theirs.size(); ++j) {
                if (same(&mine, theirs.at(j)))
                    return differs(mine.pos, QCoreApplication::translate(
                                                 "lessons", "the %1 on line %2 of %3 is missing "
                                                            "before this block")
                                                 .arg(blockName(base))
                                                 .arg(base.pos.line)
                                                 .arg(plainName));
            }
            for (qsizetype j = i + 1; j < ours.size(); ++j) {
                if (same(ours.at(j), &base))
                    return differs(mine.pos, QCoreApplication::translate(
                                                 "lessons", "the %1 is not in %2 at this place")
                                                 .arg(blockName(mine), plainName));
            }
            return differs(mine.pos,
                           QCoreApplication::translate(
                               "lessons", "the %1 stands where %2 has the %3 (its line %4)")
                               .arg(blockName(mine), plainName, blockName(base))
                               .arg(base.pos.line));
        }
        const QList<KeySpec> keys = keysFor(base.type, base.kind());
        for (qsizetype k = 0; k < std::max(mine.entries.size(), base.entries.size()); ++k) {
            if (k >= mine.entries.size()) {
                const Entry& e = base.entries.at(k);
                return differs(
                    mine.pos,
                    QCoreApplication::translate("lessons", "the %1 lacks `%2` (line %3 of %4)")
                        .arg(blockName(mine), (e.key + QLatin1Char(' ') + e.arg).trimmed())
                        .arg(e.keyPos.line)
                        .arg(plainName));
            }
            const Entry& e = mine.entries.at(k);
            const QString ourKey = (e.key + QLatin1Char(' ') + e.arg).trimmed();
            if (k >= base.entries.size())
                return differs(e.keyPos, QCoreApplication::translate(
                                             "lessons", "`%1` is not in this block in %2")
                                             .arg(ourKey, plainName));
            const Entry& b = base.entries.at(k);
            const QString baseKey = (b.key + QLatin1Char(' ') + b.arg).trimmed();
            if (ourKey != baseKey)
                return differs(e.keyPos, QCoreApplication::translate(
                                             "lessons", "`%1` where %2 has `%3` (its line %4)")
                                             .arg(ourKey, plainName, baseKey)
                                             .arg(b.keyPos.line));
            const KeySpec* spec = findKey(keys, b.key, !b.arg.isEmpty());
            if (!spec || spec->type == ValueType::Text) {
                qsizetype offset = 0;
                const auto [theirs, mine] = changedNumber(b.value, e.value, &offset);
                // On the line that writes it: a value continued over lines was blamed on its
                // first line (an outside author's changed number four lines further down).
                if (!theirs.isEmpty())
                    return differs(parse::valuePos(e, offset),
                                   QCoreApplication::translate(
                                       "lessons", "`%1` has the number %2 where %3 has %4 (its "
                                                  "line %5)")
                                       .arg(ourKey, mine, plainName, theirs)
                                       .arg(b.keyPos.line));
            }
            if (keptPart(spec, e) != keptPart(spec, b) && b.key == QLatin1String("answer") &&
                sortedIds(e.value) == sortedIds(b.value))
                // author28's case 105 was told only that `answer` differs.
                return differs(e.valuePos,
                               QCoreApplication::translate(
                                   "lessons", "`answer` names the same options as %1 (its line "
                                              "%2: `%3`), but in another order")
                                   .arg(plainName)
                                   .arg(b.keyPos.line)
                                   .arg(b.value.trimmed()));
            if (keptPart(spec, e) != keptPart(spec, b)) {
                const auto [theirs, mine] = firstDifference(spec, b, e);
                if (!theirs.isEmpty() && !mine.isEmpty())
                    return differs(
                        parse::valuePos(e, std::max<qsizetype>(0, e.value.indexOf(mine))),
                        QCoreApplication::translate("lessons",
                                                    "`%1` has `%2` where %3 has `%4` (its line %5)")
                            .arg(ourKey, mine, plainName, theirs)
                            .arg(b.keyPos.line));
                return differs(
                    e.valuePos,
                    QCoreApplication::translate("lessons",
                                                "`%1` differs from %2 (its line %3: `%4`)")
                        .arg(ourKey, plainName)
                        .arg(b.keyPos.line)
                        .arg(QString(b.value).replace(QLatin1Char('\n'), QLatin1Char(' '))));
            }
        }
        if (const auto moved = movedOptionText(base, mine))
            return differs(parse::valuePos(*moved->entry, 0),
                           QCoreApplication::translate(
                               "lessons", "`option %1` has the numbers of `option %2` in %3: the "
                                          "texts of two options are swapped, so the student is "
                                          "graded against the other text")
                               .arg(moved->entry->arg, moved->otherId, plainName));
    }
    if (auto lostHeading = sectionDifference(plain, variant))
        return lostHeading;
    return proseNumberDifference(plain, variant);
}

QString plainFileOf(const QString& variantPath) {
    const QFileInfo info(variantPath);
    const auto [base, variant] = splitLessonFileName(info.fileName());
    return variant.isEmpty() ? QString() : info.dir().filePath(base + kLessonFileSuffix);
}

// The window refuses a translation that drifts as it refuses a broken one: it would grade against
// other values and file the answers under other ids (an outside author's German `expected` graded
// 10 as wrong).
std::optional<Diagnostic> driftFromPlainFile(const Lesson& variant, Checks checks) {
    const QString plainPath = plainFileOf(variant.filePath);
    if (plainPath.isEmpty() || !QFileInfo(plainPath).isFile())
        return std::nullopt;
    const ParseResult plain = loadLessonFile(plainPath, checks);
    if (!plain.lesson)
        return std::nullopt;
    if (plain.lesson->id != variant.id) {
        return Diagnostic{
            Diagnostic::Severity::Error,
            variant.filePath,
            variant.idPos.line,
            variant.idPos.column,
            QCoreApplication::translate("lessons", "the translation has id `%1` but %2 has id `%3`")
                .arg(variant.id, QFileInfo(plainPath).fileName(), plain.lesson->id),
            QCoreApplication::translate("lessons", "use the same id as the plain file")};
    }
    return translationDifference(*plain.lesson, variant);
}

// A translation with errors is not compared by translationDifference (it has no lesson); its
// errors then said "name an option: gleich, ..." about ids a translator had translated.
std::optional<Diagnostic> writtenTranslationDifference(const QString& variantPath,
                                                       QPair<QString, QString>* renamedParam) {
    const QString plainPath = plainFileOf(variantPath);
    if (plainPath.isEmpty() || !QFileInfo(plainPath).isFile())
        return std::nullopt;
    const QString plainName = QFileInfo(plainPath).fileName();
    const QList<QList<WrittenKey>> plain = writtenBlocks(plainPath);
    const QList<QList<WrittenKey>> variant = writtenBlocks(variantPath);
    const QString hint = QCoreApplication::translate(
                             "lessons", "a translation keeps the blocks, ids, keys, numbers, "
                                        "lists, formulas and parameters of %1; translate only its "
                                        "texts")
                             .arg(plainName);
    for (qsizetype b = 0; b < std::min(plain.size(), variant.size()); ++b) {
        const QList<WrittenKey>& theirs = plain.at(b);
        const QList<WrittenKey>& ours = variant.at(b);
        for (qsizetype k = 0; k < std::min(theirs.size(), ours.size()); ++k) {
            const WrittenKey& base = theirs.at(k);
            const WrittenKey& mine = ours.at(k);
            if (mine.key != base.key)
                return Diagnostic{
                    Diagnostic::Severity::Error,
                    variantPath,
                    mine.line,
                    1,
                    QCoreApplication::translate("lessons", "`%1` where %2 has `%3` (its line %4)")
                        .arg(mine.key, plainName, base.key)
                        .arg(base.line),
                    hint};
            if (keepsValue(base) && mine.value != base.value) {
                if (renamedParam && mine.key == QLatin1String("param"))
                    *renamedParam = {mine.value, base.value};
                return Diagnostic{Diagnostic::Severity::Error,
                                  variantPath,
                                  mine.line,
                                  mine.valueColumn,
                                  QCoreApplication::translate(
                                      "lessons", "`%1` has `%2` where %3 has `%4` (its line %5)")
                                      .arg(mine.key, mine.value, plainName, base.value)
                                      .arg(base.line),
                                  hint};
            }
        }
        if (theirs.size() != ours.size())
            return std::nullopt; // a key added or lost: the translation's own errors say which
    }
    return std::nullopt;
}

} // namespace lessons
