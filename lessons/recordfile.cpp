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

Status openRegularFile(const QString& path, QFile* file) {
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return Status::failure(plainError(notRegular()));
    // O_NONBLOCK: a FIFO put in place after the check above cannot block the open.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return Status::failure(plainError(qt_error_string(errno)));
    struct stat opened;
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        ::close(fd);
        return Status::failure(plainError(notRegular()));
    }
    // Reads of a regular file do not block; the flag is cleared all the same.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return Status::failure(plainError(file->errorString()));
    }
    return {};
}

Status isRegularTarget(const QString& path) {
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return Status::failure(plainError(notRegular()));
    if (!info.exists() && info.isSymLink())
        return Status::failure(
            plainError(QCoreApplication::translate("lessons", "it is a link that leads nowhere")));
    return {};
}

Status openSaveFile(QSaveFile* file) {
    if (!file->open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return Status::failure(plainError(file->errorString()));
    return {};
}

Status commitSaveFile(QSaveFile* file) {
    if (!file->flush() || file->error() != QFileDevice::NoError) {
        const QString problem = file->errorString();
        file->cancelWriting();
        file->commit(); // removes the temporary file; returns false after cancelWriting()
        return Status::failure(plainError(problem));
    }
    // fsync reports a write the disk could not take after all (an I/O error, a full disk on
    // file systems that allocate late); EINVAL and EROFS mean syncing is not supported.
    if (::fsync(file->handle()) != 0 && errno != EINVAL && errno != EROFS) {
        const QString problem = qt_error_string(errno);
        file->cancelWriting();
        file->commit();
        return Status::failure(plainError(problem));
    }
    if (!file->commit())
        return Status::failure(plainError(file->errorString()));
    return {};
}

AtomicFile::AtomicFile(const QString& path)
    : path_(path), temp_(path + QLatin1String(kSaveTemporaryInfix) + QStringLiteral("XXXXXX")) {
    temp_.setAutoRemove(true);
}

AtomicFile::~AtomicFile() {
    cancel();
}

Status AtomicFile::open() {
    if (Status target = isRegularTarget(path_); !target)
        return target;
    if (!temp_.open())
        return Status::failure(plainError(temp_.errorString()));
    return {};
}

void AtomicFile::cancel() {
    if (temp_.autoRemove())
        temp_.remove(); // closes it too
}

Status AtomicFile::commit() {
    // fileName() gives an unnamed (O_TMPFILE) file its temporary name.
    const QString name = temp_.fileName();
    if (!temp_.flush() || temp_.error() != QFileDevice::NoError) {
        const QString problem = temp_.errorString();
        cancel();
        return Status::failure(plainError(problem));
    }
    if (::fsync(temp_.handle()) != 0 && errno != EINVAL && errno != EROFS) {
        const QString problem = qt_error_string(errno);
        cancel();
        return Status::failure(plainError(problem));
    }
    // The temporary file is private (0600); a record that exists keeps its own permissions.
    struct stat existing;
    if (::stat(QFile::encodeName(path_).constData(), &existing) == 0)
        ::fchmod(temp_.handle(), existing.st_mode & 07777);
    temp_.close();
    if (temp_.error() != QFileDevice::NoError || name.isEmpty()) {
        const QString problem = temp_.errorString();
        cancel();
        return Status::failure(plainError(problem));
    }
    // rename(2) replaces FILE in one step: readers see the old file or the new one, never a mix.
    if (::rename(QFile::encodeName(name).constData(), QFile::encodeName(path_).constData()) != 0) {
        const QString problem = qt_error_string(errno);
        cancel();
        return Status::failure(plainError(problem));
    }
    temp_.setAutoRemove(false);
    return {};
}

} // namespace lessons
