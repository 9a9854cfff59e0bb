// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/diagnostic.h"
#include "lessons/lesson.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace lessons {

struct Course {
    QList<Lesson> lessons; // in course order
    QList<Diagnostic> diagnostics;
    bool stopped = false; // the load was stopped before its end: lessons and diagnostics partial
    const Lesson* find(const QString& id) const;
};

// Loads *.lesson.md of a folder (or the ":/lessons" resource folder), picks the variant for
// localeName ("de_DE" or "de" -> NAME.de.lesson.md) with fallback to NAME.lesson.md, orders by
// `order` then `requires`, reports duplicate ids across files. Files with errors are left out and
// their diagnostics kept.
// `stopRequested`, when given, is asked before each file is read and between the steps of its
// parse (every 64 body lines; from the loading thread): once it answers true the load ends there,
// so a load a newer one replaced or a closing window gives up within a step of one file's parse
// instead of the whole file's (issue 24).
Course loadCourse(const QString& dir, const QString& localeName = QString(),
                  const std::function<bool()>& stopRequested = {});
ParseResult reloadLesson(const QString& path); // cheap reload of one file

// `attention-lab --check PATH...`: files and folders; prints every diagnostic and a last line
// "checked N files: E errors, W warnings". Returns 0 without errors, 1 with errors, 2 on bad
// usage (no path, a missing path, a file that is not NAME.lesson.md).
int runCheck(const QStringList& paths, QTextStream& out);

} // namespace lessons
