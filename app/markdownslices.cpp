// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/markdownslices.h"
#include "app/richtext.h"

#include "lessons/displaytext.h"
#include "lessons/limits.h"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>

namespace app {

qsizetype markdownSliceCost(const QString& line) {
    // Measured with attention-lab-page-bench on the 2-core machine (lessons/limits.h): plain
    // prose costs about 1.3 us a character to import and lay out, an inline mark about 0.05 ms
    // (40 characters). A table cell costs little to import (0.01-0.03 ms), but every slice that
    // adds rows lays the whole table out again (Qt lays a table out whole: 8-12 ms for the
    // lesson's cap of 1,000 cells): at 150 characters a cell, the table at the cap took 34
    // slices and 1.0-1.5 s of CPU to build; at 25, about 28 rows a slice and 7 slices, each
    // slice's import and the whole table's layout stay within one slice's time (freeze27).
    constexpr qsizetype kMarkCost = 40;
    constexpr qsizetype kTableCellCost = 25;
    qsizetype cost = line.size() + 1 + kMarkCost * lessons::inlineMarks(line);
    if (const qsizetype pipes = line.count(QLatin1Char('|')); pipes > 0)
        cost += kTableCellCost * (pipes + 1);
    return cost;
}

QStringList markdownSlices(const QString& markdown, qsizetype size) {
    if (markdown.size() <= size && markdownSliceCost(markdown) <= size)
        return {markdown};
    static const QRegularExpression listItem(QStringLiteral("^(?:[-*+]|\\d{1,9}[.)])(?:[ \\t]|$)"));
    static const QRegularExpression definition(QStringLiteral("^ {0,3}\\[[^\\]]+\\]:"));
    static const QRegularExpression delimiterRow(
        QStringLiteral("^\\|? *:?-{3,}:? *(?:\\| *:?-{3,}:? *)*\\|? *$"));
    QStringList slices;
    QString current;
    qsizetype currentCost = 0; // in characters of plain prose (markdownSliceCost)
    QString definitions;
    bool fenced = false;
    bool afterBlank = true; // or at the start, or after a definition
    // A top-level table (its header after a blank line, both rows at the line start, three
    // dashes or more in each delimiter cell, as Qt's reader wants them) whose rows so far all
    // started with '|': a slice may start at its next such row, and the view appends that
    // slice's rows to the table (one table of 1,000 cells in one slice kept the UI thread 69 ms,
    // issue 24).
    bool headerCandidate = false;
    bool inTable = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        const bool blank = trimmed.isEmpty();
        const bool tableRow = !fenced && line.startsWith(QLatin1Char('|'));
        if (currentCost >= size && !fenced && afterBlank && !blank && !line.at(0).isSpace() &&
            !line.contains(QLatin1Char('|')) && !listItem.match(line).hasMatch() &&
            !definition.match(line).hasMatch()) {
            slices.append(current);
            current.clear();
            currentCost = 0;
        } else if (currentCost >= size && inTable && tableRow) {
            slices.append(current);
            current.clear();
            currentCost = 0;
        }
        const bool defines = !fenced && afterBlank && definition.match(line).hasMatch();
        if (defines)
            definitions += line + QLatin1Char('\n');
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~")))
            fenced = !fenced;
        inTable = tableRow && (inTable || (headerCandidate && delimiterRow.match(line).hasMatch()));
        headerCandidate = tableRow && afterBlank;
        current += line + QLatin1Char('\n');
        currentCost += markdownSliceCost(line);
        afterBlank = blank || defines;
    }
    slices.append(current);
    if (!definitions.isEmpty() && slices.size() > 1) {
        for (QString& slice : slices)
            slice += QLatin1Char('\n') + definitions;
    }
    return slices;
}

QTextTable* tableAtEnd(QTextDocument* document) {
    const QList<QTextFrame*> frames = document->rootFrame()->childFrames();
    auto* table = frames.isEmpty() ? nullptr : qobject_cast<QTextTable*>(frames.last());
    const QTextBlock last = document->lastBlock();
    if (!table || last.length() != 1 || last.position() != table->lastPosition() + 1)
        return nullptr;
    return table;
}

QString standInHeader(int columns) {
    return QStringLiteral("|  ").repeated(columns) + QStringLiteral("|\n") +
           QStringLiteral("|---").repeated(columns) + QStringLiteral("|\n");
}

void appendTableRows(QTextTable* to, QTextTable* from) {
    const int added = from->rows() - 1;
    if (added <= 0)
        return;
    const int firstRow = to->rows();
    to->appendRows(added);
    const int columns = std::min(to->columns(), from->columns());
    for (int row = 0; row < added; ++row) {
        for (int column = 0; column < columns; ++column) {
            const QTextTableCell source = from->cellAt(row + 1, column);
            QTextCursor text = source.firstCursorPosition();
            QTextBlockFormat blockFormat = text.blockFormat();
            // The column's alignment is in the table's own delimiter row, not in the stand-in.
            blockFormat.setAlignment(
                to->cellAt(firstRow - 1, column).firstCursorPosition().blockFormat().alignment());
            const QTextCharFormat blockCharFormat = text.blockCharFormat();
            text.setPosition(source.lastCursorPosition().position(), QTextCursor::KeepAnchor);
            QTextTableCell target = to->cellAt(firstRow + row, column);
            target.setFormat(source.format());
            QTextCursor into = target.firstCursorPosition();
            into.setBlockFormat(blockFormat);
            into.setBlockCharFormat(blockCharFormat);
            if (text.hasSelection())
                into.insertFragment(QTextDocumentFragment(text));
        }
    }
}

} // namespace app
