// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// How a slice of lesson prose that continues a table joins it (markdownSlices in richtext.h
// cuts prose into slices; a slice may start at a row of a top-level table, issue 24).

#include <QString>
#include <QStringList>

class QTextDocument;
class QTextTable;

namespace app {

// The table the document ends with, if nothing but its trailing empty block follows it: the
// table a slice starting with a row continues (markdownSlices); nullptr otherwise.
QTextTable* tableAtEnd(QTextDocument* document);
// A header and delimiter row of `columns` cells, so that rows alone import as a table (Qt's
// Markdown reader takes no delimiter cell of fewer than three characters: "|-|" gave no table).
QString standInHeader(int columns);
// Appends the rows of `from` but its stand-in header to `to`, each cell's text and formats as
// imported, aligned as the cell above.
void appendTableRows(QTextTable* to, QTextTable* from);

} // namespace app
