// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/parser/parser.h"

#include "lessons/buttonroles.h"
#include "lessons/expression.h"
#include "lessons/grading.h"
#include "lessons/limits.h"
#include "lessons/math.h"
#include "lessons/syntax.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace lessons::parse {

namespace {

// The block type whose `kind` can be `word` (callout: takeaway, note, ...; chart: histogram,
// ...; question: numeric, ...), or empty.
QString blockTypeWithKind(const QString& word) {
    for (const QString& name : blockTypeNames()) {
        const BlockEntry* spec = findBlockSpec(name);
        if (!spec)
            continue;
        if (spec->kinds.contains(word))
            return name;
        for (const KeySpec& key : spec->keys) {
            if (key.key == QLatin1String("kind") && key.choices.contains(word))
                return name;
        }
    }
    return {};
}

} // namespace

void Parser::parseBody(int start) {
    QStringList prose;
    int proseStart = start;
    bool inComment = false;
    int i = start;
    int nextStopCheck = start;
    while (i < lines_.size() && !stopped_) {
        if (i >= nextStopCheck) {
            if (stopNow())
                return;
            nextStopCheck = i + kLinesBetweenStopChecks;
        }
        const QString& line = lines_.at(i);
        const Fence fence = inComment || lostClosers_.contains(i) ? Fence() : matchFence(line);
        if (!fence.ok) {
            // A heading starts a prose block of its own, so a section's blocks begin with their
            // heading (a prediction's gate hides what follows it up to the next heading).
            if (!inComment && syntax::headingLevel(line) > 0)
                flushProse(&prose, proseStart);
            if (!inComment)
                reportIndentedFence(i);
            if (prose.isEmpty())
                proseStart = i;
            prose.append(line);
            inComment = syntax::endsInsideHtmlComment(line, inComment);
            ++i;
            continue;
        }
        flushProse(&prose, proseStart);
        const QString type = firstWord(fence.info);
        const SourcePos pos{i + 1, fence.infoColumn};
        if (fence.ch == QLatin1Char('`') && findBlockSpec(type)) {
            i = parseTypedBlock(i, fence, type, pos);
            continue;
        }
        if (fence.ch == QLatin1Char('~') && findBlockSpec(type)) {
            collectLostNames(i);
            error({i + 1, fence.indent + 1},
                  QCoreApplication::translate("lessons",
                                              "a `~~~` fence makes a code sample, not a %1 block")
                      .arg(quoted(type)),
                  QCoreApplication::translate("lessons",
                                              "fence typed blocks with three backticks: %1")
                      .arg(QStringLiteral("```") + type));
        }
        if (fence.ch == QLatin1Char('`') && !type.isEmpty() && !codeLanguages().contains(type)) {
            if (findBlockSpec(type.toLower())) {
                // `Slider`: its `param` is not reported again at every reader (author27's
                // case 016 buried this error among twelve "names no parameter").
                collectLostNames(i);
                error(pos,
                      QCoreApplication::translate("lessons", "block type %1 must be lowercase")
                          .arg(quoted(type)),
                      QStringLiteral("write %1").arg(quoted(type.toLower())));
            } else if (const QString owner = blockTypeWithKind(type.toLower()); !owner.isEmpty()) {
                // ```takeaway with `kind: takeaway` inside: shown as code, fences and all, and
                // the takeaways it held were in view from the start (an outside author's pass).
                error(pos,
                      QCoreApplication::translate("lessons", "unknown block type %1")
                          .arg(quoted(type)),
                      QCoreApplication::translate("lessons",
                                                  "%1 is a `kind` of the %2 block: write %3 and "
                                                  "`kind: %4` inside")
                          .arg(quoted(type.toLower()), quoted(owner), QStringLiteral("```") + owner,
                               type.toLower()));
            } else {
                const QString best = closestMatch(type.toLower(), blockTypeNames());
                if (!best.isEmpty()) {
                    // `toogle` meant as a toggle: its `param` is not reported again where it is
                    // read ("`@gain` names no parameter").
                    collectLostNames(i);
                    error(pos,
                          QCoreApplication::translate("lessons", "unknown block type %1")
                              .arg(quoted(type)),
                          QCoreApplication::translate("lessons", "did you mean %1?")
                              .arg(quoted(best)));
                } else if (opensKeyLines(i)) {
                    // `qcheck` for `quickcheck`, too far for a suggestion: its `id: ...` lines
                    // were shown as code and the only error came at a later closer (author27's
                    // case 013).
                    collectLostNames(i);
                    error(pos,
                          QCoreApplication::translate("lessons",
                                                      "unknown block type %1: the block is shown "
                                                      "as a code sample, its keys as text")
                              .arg(quoted(type)),
                          QCoreApplication::translate("lessons", "write one of the block types: %1")
                              .arg(blockTypeNames().join(QStringLiteral(", "))));
                }
            }
        }
        i = parseCodeBlock(i, fence, type);
    }
    flushProse(&prose, proseStart);
    if (group_.open) {
        const QString closer = group_.block.type + QStringLiteral("-end");
        error(group_.block.pos,
              QCoreApplication::translate("lessons", "the %1 group is never closed")
                  .arg(quoted(group_.block.type)),
              QCoreApplication::translate("lessons", "add a %1 block after its last block")
                  .arg(quoted(closer)));
        closeGroup();
    }
}

// A typed block's fence indented by four spaces or more: Markdown shows it as code (or as
// part of the paragraph above), so it is no block; the lines below would be blamed instead.
void Parser::reportIndentedFence(int index) {
    const QString& line = lines_.at(index);
    int width = 0;
    qsizetype at = 0;
    while (at < line.size() &&
           (line.at(at) == QLatin1Char(' ') || line.at(at) == QLatin1Char('\t'))) {
        width += line.at(at) == QLatin1Char('\t') ? 4 - width % 4 : 1;
        ++at;
    }
    if (width < 4 || !line.mid(at).startsWith(QLatin1String("```")))
        return;
    qsizetype word = at;
    while (word < line.size() && line.at(word) == QLatin1Char('`'))
        ++word;
    const QString type = firstWord(line.mid(word).trimmed());
    if (!findBlockSpec(type))
        return;
    collectLostNames(index, true);
    error({index + 1, columnOf(line, at)},
          QCoreApplication::translate("lessons",
                                      "this fence is indented by %1 spaces, so it makes no %2 "
                                      "block: Markdown shows it as code")
              .arg(width)
              .arg(quoted(type)),
          QCoreApplication::translate("lessons",
                                      "start the fence and the block's lines at the beginning of "
                                      "the line"));
}

// Whether the first line inside the fence at `openIndex` is a key every block reads (`id:`,
// `kind:`, `param:` ...): a fence typed with an unknown word over such lines is a misspelt block
// type, not a code sample.
bool Parser::opensKeyLines(int openIndex) const {
    static const QRegularExpression key(
        QStringLiteral("^(?:id|kind|param|title|text|prompt|label|scores)[ \\t]*:"));
    for (int i = openIndex + 1; i < lines_.size(); ++i) {
        if (lines_.at(i).trimmed().isEmpty())
            continue;
        return key.match(lines_.at(i)).hasMatch();
    }
    return false;
}

void Parser::collectLostNames(int openIndex, bool closerIsProse) {
    static const QRegularExpression name(
        QStringLiteral("^\\s*(?:id|param)[ \\t]*:[ \\t]*([A-Za-z0-9_-]+)[ \\t]*$"));
    for (int i = openIndex + 1; i < lines_.size(); ++i) {
        const QString trimmed = lines_.at(i).trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            if (closerIsProse && trimmed.size() >= 3 &&
                trimmed.count(trimmed.at(0)) == trimmed.size())
                lostClosers_.insert(i);
            return;
        }
        if (const QRegularExpressionMatch m = name.match(lines_.at(i)); m.hasMatch())
            symbols_.lostNames.insert(m.captured(1));
    }
}

void Parser::flushProse(QStringList* prose, int startIndex) {
    bool blank = true;
    for (const QString& l : *prose)
        blank = blank && l.trimmed().isEmpty();
    if (blank) {
        prose->clear();
        return;
    }
    Block b;
    b.type = QStringLiteral("prose");
    int first = 0;
    while (prose->at(first).trimmed().isEmpty())
        ++first;
    b.pos = {startIndex + first + 1, 1};
    b.source = prose->join(QLatin1Char('\n'));
    const auto posOf = [&](int offset) -> SourcePos {
        const QString before = b.source.left(offset);
        const int lineIndex = int(before.count(QLatin1Char('\n')));
        const qsizetype lineStart = before.lastIndexOf(QLatin1Char('\n')) + 1;
        return {startIndex + lineIndex + 1, columnOf(prose->at(lineIndex), offset - lineStart)};
    };
    if (reportsAll())
        checkProse(b.source, *prose, startIndex, posOf);
    b.markdown = markdownWithMath(b.source);
    prose->clear();
    attach(b, true);
}

int Parser::parseCodeBlock(int openIndex, const Fence& fence, const QString& language) {
    Block b;
    b.type = QStringLiteral("code");
    b.language = language;
    b.pos = {openIndex + 1, fence.indent + 1};
    int i = openIndex + 1;
    while (i < lines_.size() && !isClosingFence(lines_.at(i), fence)) {
        // A fence as long as this one that opens a block type cannot be sample text: the
        // author forgot to close the code block. Closing it here keeps the blocks below intact.
        const Fence inner = matchFence(lines_.at(i));
        if (inner.ok && inner.ch == fence.ch && inner.count >= fence.count &&
            findBlockSpec(firstWord(inner.info))) {
            error(b.pos,
                  QCoreApplication::translate(
                      "lessons", "code block is never closed before the %1 block on line %2")
                      .arg(quoted(firstWord(inner.info)))
                      .arg(i + 1),
                  QCoreApplication::translate("lessons", "add a line of %1 to end the code block")
                      .arg(QString(fence.count, fence.ch)));
            b.markdown = lines_.mid(openIndex, i - openIndex).join(QLatin1Char('\n'));
            attach(b, false);
            return i;
        }
        ++i;
    }
    if (i >= lines_.size()) {
        error(b.pos, QCoreApplication::translate("lessons", "code block is never closed"),
              QCoreApplication::translate("lessons", "add a line of %1 after it")
                  .arg(QString(fence.count, fence.ch)));
        b.markdown = lines_.mid(openIndex).join(QLatin1Char('\n'));
        attach(b, false);
        return int(lines_.size());
    }
    b.markdown = lines_.mid(openIndex, i - openIndex + 1).join(QLatin1Char('\n'));
    attach(b, false);
    return i + 1;
}

int Parser::parseTypedBlock(int openIndex, const Fence& fence, const QString& type, SourcePos pos) {
    Block b;
    b.type = type;
    b.pos = pos;
    if (fence.info != type) {
        const QString extra = fence.info.mid(type.size()).trimmed();
        error(
            {pos.line, pos.column + int(type.size()) + 1},
            QCoreApplication::translate("lessons", "unexpected %1 after the block type")
                .arg(quoted(extra)),
            QCoreApplication::translate("lessons", "put keys on their own lines inside the block"));
    }
    static const QRegularExpression keyLine(
        QStringLiteral("^([A-Za-z][A-Za-z0-9_-]*)(?:[ \\t]+([^:\\s]+))?[ \\t]*:(.*)$"));
    if (fence.indent > 0) // at the fence's backticks, as the four-space case points
        error({pos.line, fence.indent + 1},
              QCoreApplication::translate("lessons",
                                          "the %1 fence is indented, as in a list item; a typed "
                                          "block cannot sit in a list")
                  .arg(quoted(type)),
              QCoreApplication::translate(
                  "lessons", "start the fence and the block's lines at the beginning of the "
                             "line, after the list"));
    int i = openIndex + 1;
    bool closed = false;
    bool tooManyEntries = false;
    for (; i < lines_.size(); ++i) {
        // Inside an indented fence, its indent is the margin (reported once above).
        QString line = lines_.at(i);
        for (int cut = 0; cut < fence.indent && line.startsWith(QLatin1Char(' ')); ++cut)
            line.remove(0, 1);
        int margin = int(lines_.at(i).size() - line.size());
        if (isClosingFence(line, fence)) {
            closed = true;
            break;
        }
        const Fence inner = matchFence(line);
        if (inner.ok && !inner.info.isEmpty())
            break; // the author forgot to close this block; the next one starts here
        const QString trimmed = line.trimmed();
        // `~~~` or a short "``" meant as the closer: said here, not as "never closed" at the
        // opening line and "expected `key: value`" at this one (author29).
        if (trimmed.size() >= 2 && trimmed.count(trimmed.at(0)) == trimmed.size() &&
            (trimmed.at(0) == QLatin1Char('`') || trimmed.at(0) == QLatin1Char('~'))) {
            const QString opener(fence.count, fence.ch);
            error({i + 1, margin + columnOf(line, line.indexOf(trimmed.at(0)))},
                  QCoreApplication::translate("lessons", "this line does not close the %1 block, "
                                                         "which opened with %2")
                      .arg(quoted(type), opener),
                  QCoreApplication::translate("lessons", "close it with a line of %1").arg(opener));
            closed = true;
            break;
        }
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
            continue;
        if (line.startsWith(QLatin1Char('\t'))) {
            error(
                {i + 1, 1},
                QCoreApplication::translate("lessons", "a continued value is indented with a tab"),
                QCoreApplication::translate(
                    "lessons", "indent the lines that continue a value by two spaces"));
            continue;
        }
        if (line.startsWith(QLatin1String("  "))) {
            if (b.entries.isEmpty()) {
                error(
                    {i + 1, 1},
                    QCoreApplication::translate("lessons", "indented line without a key above it"),
                    QCoreApplication::translate(
                        "lessons", "start with `key: value`; indent only the lines that "
                                   "continue a value"));
                continue;
            }
            Entry& e = b.entries.last();
            qsizetype start = 0;
            while (start < line.size() && line.at(start).isSpace())
                ++start;
            // `  text: hi` below `kind: note` is a key indented by mistake, not more of the
            // value above, when that value is no text.
            const QRegularExpressionMatch keyMatch = keyLine.match(line.mid(start));
            const QList<KeySpec> keys = keysFor(type, QString());
            const KeySpec* previous = findKey(keys, e.key, !e.arg.isEmpty());
            const bool previousIsText = !previous || previous->type == ValueType::Text ||
                                        previous->type == ValueType::Readout ||
                                        previous->type == ValueType::Math;
            if (keyMatch.hasMatch() && !previousIsText &&
                findKey(keys, keyMatch.captured(1), !keyMatch.captured(2).isEmpty())) {
                error({i + 1, margin + columnOf(line, start)},
                      QCoreApplication::translate(
                          "lessons", "key %1 is indented, so it would continue the value of %2")
                          .arg(quoted(keyMatch.captured(1)), quoted(e.key)),
                      QCoreApplication::translate("lessons",
                                                  "start the key at the beginning of the line"));
                // Read as the key it was meant to be, so nothing else is reported about it.
                margin += int(start);
                line.remove(0, start);
            } else {
                // Under a text the line stays text, but one that reads as a key of this block
                // not given yet was most likely meant as one: `  reveal: mix` under an
                // explanation left the chart shown before its prediction, without a word (an
                // outside author's pass).
                // A repeatable key without an argument (`rubric`, `ref`) is meant as one more
                // item even when the block has one: an indented `  rubric: ...` under a model
                // answer showed on the page inside the model, one rubric item short, without a
                // word (author24's pass).
                const KeySpec* meant =
                    keyMatch.hasMatch()
                        ? findKey(keys, keyMatch.captured(1), !keyMatch.captured(2).isEmpty())
                        : nullptr;
                if (meant && (!b.has(keyMatch.captured(1), keyMatch.captured(2)) ||
                              (meant->repeatable && !meant->hasArg))) {
                    warning(
                        {i + 1, margin + columnOf(line, start)},
                        QCoreApplication::translate("lessons",
                                                    "%1 is indented, so it is read as more "
                                                    "text of %2, not as a key")
                            .arg(quoted(keyMatch.captured(1) + (keyMatch.captured(2).isEmpty()
                                                                    ? QString()
                                                                    : u' ' + keyMatch.captured(2))),
                                 quoted(e.key)),
                        QCoreApplication::translate(
                            "lessons", "start the key at the beginning of the line; if it is "
                                       "text, reword it so the line does not begin with a "
                                       "key and a colon"));
                }
                e.linePositions.append({i + 1, margin + columnOf(line, start)});
                if (!e.value.isEmpty() || e.linePositions.size() > 1)
                    e.value += QLatin1Char('\n');
                e.value += line.mid(start).trimmed();
                continue;
            }
        }
        // One space continues nothing; a key of the block after it is that key, not a line
        // that is no `key: value` (which also left the block lacking the key).
        if (line.startsWith(QLatin1Char(' ')) && !line.startsWith(QLatin1String("  "))) {
            const QRegularExpressionMatch keyMatch = keyLine.match(line.mid(1));
            if (keyMatch.hasMatch() && findKey(keysFor(type, QString()), keyMatch.captured(1),
                                               !keyMatch.captured(2).isEmpty())) {
                error({i + 1, margin + 2},
                      QCoreApplication::translate("lessons", "key %1 is indented by one space")
                          .arg(quoted(keyMatch.captured(1))),
                      QCoreApplication::translate(
                          "lessons", "start the key at the beginning of the line; to continue "
                                     "the value above, indent by two spaces"));
                margin += 1;
                line.remove(0, 1);
            }
        }
        const QRegularExpressionMatch m = keyLine.match(line);
        if (!m.hasMatch()) {
            error({i + 1, 1},
                  QCoreApplication::translate("lessons", "expected `key: value` in a %1 block")
                      .arg(quoted(type)),
                  QCoreApplication::translate(
                      "lessons", "write one `key: value` per line; continue a long value on "
                                 "lines indented by two spaces"));
            continue;
        }
        if (b.entries.size() >= kMaxEntriesPerBlock) {
            if (!tooManyEntries)
                error(
                    {i + 1, 1},
                    QCoreApplication::translate("lessons", "more than %1 key lines in one block")
                        .arg(kMaxEntriesPerBlock),
                    QCoreApplication::translate("lessons", "split the block into several blocks"));
            tooManyEntries = true;
            continue;
        }
        Entry e;
        e.key = m.captured(1);
        e.arg = m.captured(2);
        e.keyPos = {i + 1, margin + columnOf(line, m.capturedStart(1))};
        qsizetype valueStart = m.capturedStart(3);
        while (valueStart < line.size() && line.at(valueStart).isSpace())
            ++valueStart;
        e.valuePos = {i + 1, margin + columnOf(line, valueStart)};
        e.value = m.captured(3).trimmed();
        e.linePositions.append(e.valuePos);
        b.entries.append(e);
    }
    if (!closed) {
        error(pos,
              QCoreApplication::translate("lessons", "the %1 block is never closed")
                  .arg(quoted(type)),
              QCoreApplication::translate("lessons", "add a line of %1 after its last key")
                  .arg(QString(fence.count, fence.ch)));
    }
    // Continued values: a value given only on the following lines starts there.
    for (Entry& e : b.entries) {
        if (e.linePositions.size() > 1 && e.value.startsWith(QLatin1Char('\n'))) {
            e.value.remove(0, 1);
            e.linePositions.removeFirst();
            e.valuePos = e.linePositions.first();
        }
    }
    ++blockCount_;
    if (blockCount_ > kMaxBlocksPerLesson) {
        error(pos,
              QCoreApplication::translate("lessons", "more than %1 blocks in one lesson")
                  .arg(kMaxBlocksPerLesson),
              QCoreApplication::translate("lessons", "split the lesson into several files"));
        stopped_ = true;
        return int(lines_.size());
    }
    validateBlock(b);
    attach(b, false);
    return closed ? i + 1 : i;
}

// ---- groups ------------------------------------------------------------------------------
void Parser::attach(const Block& b, bool isProse) {
    if (isGroupOpener(b.type)) {
        if (group_.open) {
            error(b.pos,
                  QCoreApplication::translate(
                      "lessons", "groups do not nest: the %1 opened on line %2 is still open")
                      .arg(quoted(group_.block.type))
                      .arg(group_.block.pos.line),
                  QCoreApplication::translate("lessons", "add %1 before this block")
                      .arg(quoted(group_.block.type + QStringLiteral("-end"))));
            return;
        }
        group_.block = b;
        group_.open = true;
        return;
    }
    if (isGroupCloser(b.type)) {
        const QString opener = b.type.left(b.type.size() - 4);
        if (!group_.open || group_.block.type != opener) {
            error(b.pos,
                  QCoreApplication::translate("lessons", "%1 closes no open %2")
                      .arg(quoted(b.type), quoted(opener)),
                  group_.open ? QCoreApplication::translate("lessons", "close the open %1 with %2")
                                    .arg(quoted(group_.block.type),
                                         quoted(group_.block.type + QStringLiteral("-end")))
                              : QCoreApplication::translate(
                                    "lessons", "remove it, or add a %1 block before the "
                                               "blocks it should hold")
                                    .arg(quoted(opener)));
            return;
        }
        closeGroup();
        return;
    }
    if (b.type == QLatin1String("step")) {
        if (!group_.open || group_.block.type != QLatin1String("walkthrough")) {
            error(b.pos,
                  QCoreApplication::translate("lessons", "a `step` block outside a walkthrough"),
                  QCoreApplication::translate(
                      "lessons", "put steps between `walkthrough` and `walkthrough-end`"));
            return;
        }
        group_.block.children.append(b);
        return;
    }
    if (group_.open && group_.block.type == QLatin1String("walkthrough")) {
        if (group_.block.children.isEmpty()) {
            error(b.pos,
                  isProse ? QCoreApplication::translate(
                                "lessons", "text between `walkthrough` and its first `step`")
                          : QCoreApplication::translate(
                                "lessons", "a %1 block between `walkthrough` and its first "
                                           "`step`")
                                .arg(quoted(b.type)),
                  QCoreApplication::translate("lessons", "add a `step` block before it"));
            return;
        }
        group_.block.children.last().children.append(b);
        return;
    }
    if (group_.open) {
        group_.block.children.append(b);
        return;
    }
    lesson_.blocks.append(b);
}

void Parser::closeGroup() {
    if (group_.block.type == QLatin1String("walkthrough") && group_.block.children.isEmpty())
        error(
            group_.block.pos,
            QCoreApplication::translate("lessons", "the walkthrough has no `step`"),
            QCoreApplication::translate("lessons", "add at least one `step` block with a `title`"));
    if (group_.block.type == QLatin1String("quickcheck")) {
        bool hasQuestion = false;
        for (const Block& c : group_.block.children)
            hasQuestion = hasQuestion || c.type == QLatin1String("question");
        if (!hasQuestion)
            warning(group_.block.pos,
                    QCoreApplication::translate("lessons", "the quick check holds no question"),
                    QCoreApplication::translate("lessons",
                                                "add `question` blocks before `quickcheck-end`"));
    }
    lesson_.blocks.append(group_.block);
    group_ = OpenGroup();
}

} // namespace lessons::parse
