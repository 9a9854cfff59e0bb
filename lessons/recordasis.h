// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lessons/progress.h"
#include "lessons/result.h"

#include <QString>

namespace lessons {

// The learner's record for `--export-record`, read without changing, moving or creating
// anything, even when it is damaged: the database beside `jsonPath` (RecordDb::pathBeside) when
// there is one, else the old progress.json itself. The JSON file is read in pieces
// (ProgressStore::readStream), so a million answers' 200 MB never lie whole in memory, and only
// when it is a regular file (a FIFO would block, /dev/zero never ends). No record at all is an
// empty one: a success. A failure names the file that could not be read (error().file) and why.
Status readRecordAsIs(const QString& jsonPath, ProgressStore* into);

} // namespace lessons
