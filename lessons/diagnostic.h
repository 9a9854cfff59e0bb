// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace lessons {

// One problem found in a lesson file, printed as "FILE:LINE:COL: error: message (hint)".
// Lines and columns are 1-based; column counts characters (code points), not bytes.
struct Diagnostic {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    QString file;
    int line = 0;
    int column = 0;
    QString message;
    QString hint; // what to do about it; may be empty

    QString toString() const;
    QString text() const;                     // "message (hint)", without the place
    int offset() const { return column - 1; } // 0-based, for an error inside a piece of text
    bool isError() const { return severity == Severity::Error; }
};

// In the order a reader goes through the files: by file, line and column; equal places keep
// their order. `--check` and the window's Problems panel list them so.
void sortByPlace(QList<Diagnostic>* diagnostics);

int errorCount(const QList<Diagnostic>& diagnostics);
int warningCount(const QList<Diagnostic>& diagnostics);

} // namespace lessons
