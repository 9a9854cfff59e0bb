// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/result.h"

#include <QString>
#include <QTemporaryFile>

class QFile;
class QSaveFile;

// Reading and writing the learner's record and its exports and backups so that no failure goes
// unnoticed: a record on a full disk must never be replaced by a partial file reported as saved.
namespace lessons {

// Opens `path` for reading only when it is a regular file (links followed): a FIFO would block
// and a device such as /dev/zero never ends. The open itself does not block, and the type is
// checked again on the opened file, so swapping the file between check and open does not help.
Status openRegularFile(const QString& path, QFile* file);

// A failure when `path` exists and is not a regular file (a FIFO, a device, a
// socket, a folder): QSaveFile would put a regular file in its place.
Status isRegularTarget(const QString& path);

// Opens a QSaveFile unbuffered, so that every write() reports its own failure: in Qt 6.4 a
// buffered write that fails only when the buffer is flushed at commit() (a record under 16 KiB
// on a full disk) is not seen by QSaveFile, which renames the partial file over the old one.
Status openSaveFile(QSaveFile* file);
// Flushes, syncs to disk and commits, checking each step (QSaveFile::commit() ignores a failing
// sync). On failure the temporary file is removed and the old file stays as it was.
Status commitSaveFile(QSaveFile* file);

// The infix of the temporary files AtomicFile writes: FILE.attn-save-XXXXXX.
inline constexpr char kSaveTemporaryInfix[] = ".attn-save-";

// Writes FILE under a temporary name only Attention Lab uses (FILE.attn-save-XXXXXX) and renames
// it over FILE once complete and synced: a crash leaves FILE whole, and start-up clean-up can tell
// its own leftovers from the learner's files (QSaveFile's FILE.XXXXXX looks like the learner's
// FILE.backup). Every write and the commit are checked; a failure leaves FILE as it was.
class AtomicFile {
public:
    explicit AtomicFile(const QString& path);
    ~AtomicFile(); // removes the temporary file unless committed
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    Status open();
    QIODevice* device() { return &temp_; }
    Status commit();
    void cancel(); // removes the temporary file

private:
    QString path_;
    QTemporaryFile temp_;
};

} // namespace lessons
