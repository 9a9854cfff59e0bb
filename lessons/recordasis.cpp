// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/recordasis.h"

#include "lessons/recorddb.h"
#include "lessons/recordfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace lessons {

bool readRecordAsIs(const QString& jsonPath, ProgressStore* into, QString* where,
                    QString* problem) {
    problem->clear();
    const QString dbPath = RecordDb::pathBeside(jsonPath);
    const QFileInfo dbInfo(dbPath);
    const QFileInfo jsonInfo(jsonPath);
    if (dbInfo.exists() || dbInfo.isSymLink()) {
        // The record lives in the database; progress.json beside it is an old copy.
        *where = dbPath;
        if (!dbInfo.isFile()) {
            *problem = QCoreApplication::translate("lessons", "it is not a regular file");
            return false;
        }
        RecordDb db(dbPath);
        return db.open(RecordDb::Mode::ReadOnly, problem) && db.read(into, problem);
    }
    if (jsonInfo.exists() || jsonInfo.isSymLink()) {
        *where = jsonPath;
        QFile file;
        return openRegularFile(jsonPath, &file, problem) && into->readStream(&file, problem);
    }
    return true;
}

} // namespace lessons
