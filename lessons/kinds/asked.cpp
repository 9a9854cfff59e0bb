// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/kinds/asked.h"

#include "lessons/lesson.h"
#include "lessons/math.h"

#include <QRegularExpression>

namespace lessons::kinds {

namespace {
// One line: a spreadsheet cell, and a script that splits the CSV at line ends, read it whole.
QString oneLine(const QString& text) {
    static const QRegularExpression lineBreaks(QStringLiteral("[ \\t]*[\\r\\n]+[ \\t]*"));
    return QString(text).replace(lineBreaks, QStringLiteral(" ")).trimmed();
}
} // namespace

QString askedAsPlainText(const Block& block) {
    QString asked;
    if (block.type == QLatin1String("question")) {
        asked = block.text(QStringLiteral("prompt"));
    } else if (block.type == QLatin1String("lab")) {
        asked = block.text(QStringLiteral("predict-prompt"));
        if (asked.isEmpty())
            asked = block.text(QStringLiteral("title"));
    }
    return oneLine(plainTextWithMath(asked));
}

} // namespace lessons::kinds
