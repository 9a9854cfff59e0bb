// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/recordfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lessons {
namespace {

QString notRegular() {
    return QCoreApplication::translate(
        "lessons", "it is not a regular file (a folder, FIFO, device or socket)");
}

} // namespace

bool openRegularFile(const QString& path, QFile* file, QString* problem) {
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *problem = notRegular();
        return false;
    }
    // O_NONBLOCK: a FIFO put in place after the check above cannot block the open.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *problem = qt_error_string(errno);
        return false;
    }
    struct stat opened;
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        ::close(fd);
        *problem = notRegular();
        return false;
    }
    // Reads of a regular file do not block; the flag is cleared all the same.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        *problem = file->errorString();
        return false;
    }
    return true;
}

bool isRegularTarget(const QString& path, QString* problem) {
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *problem = notRegular();
        return false;
    }
    if (!info.exists() && info.isSymLink()) {
        *problem = QCoreApplication::translate("lessons", "it is a link that leads nowhere");
        return false;
    }
    return true;
}

bool openSaveFile(QSaveFile* file, QString* problem) {
    if (!file->open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *problem = file->errorString();
        return false;
    }
    return true;
}

bool commitSaveFile(QSaveFile* file, QString* problem) {
    if (!file->flush() || file->error() != QFileDevice::NoError) {
        *problem = file->errorString();
        file->cancelWriting();
        file->commit(); // removes the temporary file; returns false after cancelWriting()
        return false;
    }
    // fsync reports a write the disk could not take after all (an I/O error, a full disk on
    // file systems that allocate late); EINVAL and EROFS mean syncing is not supported.
    if (::fsync(file->handle()) != 0 && errno != EINVAL && errno != EROFS) {
        *problem = qt_error_string(errno);
        file->cancelWriting();
        file->commit();
        return false;
    }
    if (!file->commit()) {
        *problem = file->errorString();
        return false;
    }
    return true;
}

AtomicFile::AtomicFile(const QString& path)
    : path_(path), temp_(path + QLatin1String(kSaveTemporaryInfix) + QStringLiteral("XXXXXX")) {
    temp_.setAutoRemove(true);
}

AtomicFile::~AtomicFile() {
    cancel();
}

bool AtomicFile::open(QString* problem) {
    if (!isRegularTarget(path_, problem))
        return false;
    if (!temp_.open()) {
        *problem = temp_.errorString();
        return false;
    }
    return true;
}

void AtomicFile::cancel() {
    if (temp_.autoRemove())
        temp_.remove(); // closes it too
}

bool AtomicFile::commit(QString* problem) {
    // fileName() gives an unnamed (O_TMPFILE) file its temporary name.
    const QString name = temp_.fileName();
    if (!temp_.flush() || temp_.error() != QFileDevice::NoError) {
        *problem = temp_.errorString();
        cancel();
        return false;
    }
    if (::fsync(temp_.handle()) != 0 && errno != EINVAL && errno != EROFS) {
        *problem = qt_error_string(errno);
        cancel();
        return false;
    }
    // The temporary file is private (0600); a record that exists keeps its own permissions.
    struct stat existing;
    if (::stat(QFile::encodeName(path_).constData(), &existing) == 0)
        ::fchmod(temp_.handle(), existing.st_mode & 07777);
    temp_.close();
    if (temp_.error() != QFileDevice::NoError || name.isEmpty()) {
        *problem = temp_.errorString();
        cancel();
        return false;
    }
    // rename(2) replaces FILE in one step: readers see the old file or the new one, never a mix.
    if (::rename(QFile::encodeName(name).constData(), QFile::encodeName(path_).constData()) != 0) {
        *problem = qt_error_string(errno);
        cancel();
        return false;
    }
    temp_.setAutoRemove(false);
    return true;
}

} // namespace lessons
