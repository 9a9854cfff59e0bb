// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/lessonvariant.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <utility>

namespace lessons {

// Two files with one id where one is named like a variant of the other, but with capitals or
// another separator (`NAME.DE.lesson.md`, `NAME_de.lesson.md`): it is not read as a variant
// (author28's cases 124 and 125 were told only that the id is used twice). Reported on the
// misnamed file, with the name that makes it the variant.
std::optional<Diagnostic> misnamedVariant(const Lesson& a, const Lesson& b) {
    static const QRegularExpression lookalike(
        QStringLiteral("^(.+)[._-]([A-Za-z]{2,3})\\.lesson\\.md$"));
    for (const auto& [misnamed, other] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
        const QString name = QFileInfo(misnamed->filePath).fileName();
        const QRegularExpressionMatch m = lookalike.match(name);
        const auto [otherBase, otherVariant] =
            splitLessonFileName(QFileInfo(other->filePath).fileName());
        if (!m.hasMatch() || !splitLessonFileName(name).second.isEmpty() ||
            !otherVariant.isEmpty() || m.captured(1) != otherBase)
            continue;
        const QString code = m.captured(2).toLower();
        Diagnostic d;
        d.severity = Diagnostic::Severity::Error;
        d.file = misnamed->filePath;
        d.line = misnamed->idPos.line;
        d.column = misnamed->idPos.column;
        d.message = QCoreApplication::translate(
                        "lessons", "this file has the id of %1 and a name like its `%2` "
                                   "variant, but it is not read as a variant: a variant's "
                                   "language follows a dot, in lowercase")
                        .arg(QFileInfo(other->filePath).fileName(), code);
        d.hint = QCoreApplication::translate("lessons", "rename it to `%1.%2.lesson.md`")
                     .arg(otherBase, code);
        return d;
    }
    return std::nullopt;
}

} // namespace lessons
