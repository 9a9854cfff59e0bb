// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/course.h"
#include "lessons/result.h"

#include <QString>

namespace lessons {

// What a path or URL given on the command line (a file manager's `%U`) opens.
struct LaunchTarget {
    QString folder;     // the lesson folder to open
    QString lessonFile; // empty: the folder as a whole; else the lesson file to show first
};

// argument: a lesson folder, a NAME.lesson.md file, or a file: URL of either; a relative path is
// taken from workingDir. Anything else (a missing path, another kind of file, an http URL) is a
// failure whose message names the argument and says what to give instead.
Result<LaunchTarget> launchTargetOf(const QString& argument, const QString& workingDir);

// Whether the desktop may be asked to open file (the Problems panel's "open the file"): a regular
// NAME.lesson.md file, no symbolic link, inside folder (relative paths are taken from the current
// folder). A FIFO, a device, a link out of the folder or the built-in course's ':/' files are
// never handed to another program.
bool mayOpenInEditor(const QString& file, const QString& folder);

// What `--lesson ARG` opens: the lesson whose id is ARG, else, for a number, the lesson the
// sidebar shows with that number (1 for the first; sp36 read "--lesson 4" as lesson 4 and was
// told there is no such id). Empty when neither names a lesson of course.
QString lessonIdOfArgument(const Course& course, const QString& idOrNumber);

} // namespace lessons
