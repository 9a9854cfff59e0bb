// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/diagnostic.h"
#include "lessons/lesson.h"

#include <QLatin1String>
#include <QPair>
#include <QString>

#include <optional>

// A lesson file's language editions (docs/lesson-format.md, "Translations"): how a file names its
// language, and what a translation must keep of the plain file beside it.
namespace lessons {

inline constexpr QLatin1String kLessonFileSuffix(".lesson.md");

// "gain.de.lesson.md" -> {"gain", "de"}; "gain.lesson.md" -> {"gain", ""}.
QPair<QString, QString> splitLessonFileName(const QString& fileName);

// Two lessons with one id, one of them named like a variant of the other but with capitals or
// another separator (`NAME.DE.lesson.md`, `NAME_de.lesson.md`): the error for the misnamed file,
// with the name that makes it the variant (variantfilenames.cpp); nothing for other pairs.
std::optional<Diagnostic> misnamedVariant(const Lesson& a, const Lesson& b);

// The plain file beside a translation ("gain.de.lesson.md" -> ".../gain.lesson.md"); empty for a
// plain file.
QString plainFileOf(const QString& variantPath);

// The first place where a translation departs from its plain file: the record is keyed by ids
// and parameters, and grading by the values.
std::optional<Diagnostic> translationDifference(const Lesson& plain, const Lesson& variant);

// Where a translation departs from the plain file beside it, read now; nothing when there is no
// plain file or it does not parse (it then has its own errors).
std::optional<Diagnostic> driftFromPlainFile(const Lesson& variant, Checks checks);

// The same comparison for a translation that does not parse, on its typed blocks' key lines as
// written: the first key or id (`option gleich`, `param: koepfe`) that differs from the plain
// file's, which is then the likely cause of the translation's other errors.
// `renamedParam`, when given, gets the translation's and the plain file's names when that first
// difference is a `param` renamed (`temperatur` for `temp`).
std::optional<Diagnostic>
writtenTranslationDifference(const QString& variantPath,
                             QPair<QString, QString>* renamedParam = nullptr);

} // namespace lessons
