// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/diagnostic.h"

#include <algorithm>

namespace lessons {

QString Diagnostic::toString() const {
    const QString severityName =
        severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
    if (line <= 0) { // about a whole file or folder
        QString out = QStringLiteral("%1: %2: %3").arg(file, severityName, message);
        if (!hint.isEmpty())
            out += QStringLiteral(" (%1)").arg(hint);
        return out;
    }
    QString out = QStringLiteral("%1:%2:%3: %4: %5")
                      .arg(file)
                      .arg(line)
                      .arg(column)
                      .arg(severityName, message);
    if (!hint.isEmpty())
        out += QStringLiteral(" (%1)").arg(hint);
    return out;
}

QString Diagnostic::text() const {
    return hint.isEmpty() ? message : QStringLiteral("%1 (%2)").arg(message, hint);
}

void sortByPlace(QList<Diagnostic>* diagnostics) {
    std::stable_sort(diagnostics->begin(), diagnostics->end(),
                     [](const Diagnostic& a, const Diagnostic& b) {
                         if (a.file != b.file)
                             return a.file < b.file;
                         if (a.line != b.line)
                             return a.line < b.line;
                         return a.column < b.column;
                     });
}

int errorCount(const QList<Diagnostic>& diagnostics) {
    int n = 0;
    for (const Diagnostic& d : diagnostics)
        n += d.isError() ? 1 : 0;
    return n;
}

int warningCount(const QList<Diagnostic>& diagnostics) {
    return int(diagnostics.size()) - errorCount(diagnostics);
}

} // namespace lessons
