// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/recordasis.h"

#include "lessons/recorddb.h"
#include "lessons/recordfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace lessons {

Status readRecordAsIs(const QString& jsonPath, ProgressStore* into) {
    const QString dbPath = RecordDb::pathBeside(jsonPath);
    const QFileInfo dbInfo(dbPath);
    const QFileInfo jsonInfo(jsonPath);
    if (dbInfo.exists() || dbInfo.isSymLink()) {
        // The record lives in the database; progress.json beside it is an old copy.
        if (!dbInfo.isFile())
            return Status::failure(plainError(
                QCoreApplication::translate("lessons", "it is not a regular file"), dbPath));
        RecordDb db(dbPath);
        Status read = db.open(RecordDb::Mode::ReadOnly);
        if (read)
            read = db.read(into);
        if (!read)
            return Status::failure(plainError(read.error().message, dbPath));
        return {};
    }
    if (jsonInfo.exists() || jsonInfo.isSymLink()) {
        QFile file;
        if (Status opened = openRegularFile(jsonPath, &file); !opened)
            return Status::failure(plainError(opened.error().message, jsonPath));
        if (Status read = into->readStream(&file); !read)
            return Status::failure(plainError(read.error().message, jsonPath));
    }
    return {};
}

} // namespace lessons
