// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace lessons {

// Every file read on behalf of a lesson goes through here. A lesson folder may come from a
// stranger: a path is read only when it is a regular file (never a FIFO, device or socket, which
// could block or never end), lies inside the lesson folder once symbolic links are resolved, and
// is not larger than the cap. The file is opened without blocking and checked again after opening,
// so swapping it for a FIFO or a link between the check and the open does not help.
struct SafeRead {
    bool ok = false;
    QByteArray bytes; // at most cap bytes
    QString problem;  // when !ok: what is wrong, e.g. "it is not a regular file"
    QString hint;     // when !ok: what to do
};

// folder: the lesson folder the file must lie in; empty means the file's own folder. Files in
// Qt's resource system (":/...") are built in and only size-checked.
SafeRead readLessonSource(const QString& path, qint64 cap, const QString& folder = {});

// True when `path`, with every symbolic link resolved, lies inside `folder` (also resolved).
bool isInsideFolder(const QString& path, const QString& folder);

} // namespace lessons
