// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "lessons/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace lessons {
namespace {

SafeRead refuse(const QString& problem, const QString& hint) {
    SafeRead r;
    r.problem = problem;
    r.hint = hint;
    return r;
}

SafeRead tooLarge(qint64 size, qint64 cap) {
    return refuse(QCoreApplication::translate("lessons", "file is %1 KiB, above the cap of %2 KiB")
                      .arg((size + 1023) / 1024)
                      .arg(cap / 1024),
                  QCoreApplication::translate("lessons", "split it into several lessons"));
}

SafeRead readOpenFile(QFile& file, qint64 cap) {
    if (file.size() > cap)
        return tooLarge(file.size(), cap);
    // One byte past the cap tells a file at the cap from one above it, even if it grew.
    const QByteArray bytes = file.read(cap + 1);
    if (bytes.size() > cap)
        return tooLarge(bytes.size(), cap);
    if (file.error() != QFileDevice::NoError)
        return refuse(file.errorString(),
                      QCoreApplication::translate("lessons", "check that it is readable"));
    SafeRead r;
    r.ok = true;
    r.bytes = bytes;
    return r;
}

} // namespace

bool isInsideFolder(const QString& path, const QString& folder) {
    const QString file = QFileInfo(path).canonicalFilePath();
    QString root = QFileInfo(folder).canonicalFilePath();
    if (file.isEmpty() || root.isEmpty())
        return false;
    if (!root.endsWith(QLatin1Char('/')))
        root += QLatin1Char('/');
    return file.startsWith(root);
}

SafeRead readLessonSource(const QString& path, qint64 cap, const QString& folder) {
    if (path.startsWith(QLatin1Char(':'))) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return refuse(file.errorString(),
                          QCoreApplication::translate("lessons", "check that it exists"));
        return readOpenFile(file, cap);
    }
    const QFileInfo info(path);
    if (!info.exists())
        return refuse(info.isSymLink()
                          ? QCoreApplication::translate("lessons", "the link leads nowhere")
                          : QCoreApplication::translate("lessons", "no such file"),
                      QCoreApplication::translate("lessons", "check the path"));
    if (!info.isFile())
        return refuse(
            QCoreApplication::translate(
                "lessons", "it is not a regular file (a folder, FIFO, device or socket)"),
            QCoreApplication::translate("lessons", "lesson files are ordinary text files"));
    const QString within = folder.isEmpty() ? info.absolutePath() : folder;
    if (!isInsideFolder(path, within))
        return refuse(QCoreApplication::translate(
                          "lessons", "it is a link to a file outside the lesson folder (%1)")
                          .arg(QDir::toNativeSeparators(info.canonicalFilePath())),
                      QCoreApplication::translate(
                          "lessons", "copy the file into the folder instead of linking to it"));
    const QString canonical = info.canonicalFilePath();
#ifdef Q_OS_UNIX
    // O_NONBLOCK: a FIFO put in place after the checks above cannot block the open.
    const int fd = ::open(QFile::encodeName(canonical).constData(),
                          O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return refuse(
            qt_error_string(errno),
            QCoreApplication::translate("lessons", "check that it exists and is readable"));
    struct stat opened;
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        ::close(fd);
        return refuse(
            QCoreApplication::translate(
                "lessons", "it is not a regular file (a folder, FIFO, device or socket)"),
            QCoreApplication::translate("lessons", "lesson files are ordinary text files"));
    }
    // Reads of a regular file do not block; clear the flag anyway.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return refuse(file.errorString(),
                      QCoreApplication::translate("lessons", "check that it is readable"));
    }
    return readOpenFile(file, cap);
#else
    QFile file(canonical);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(file.errorString(), QCoreApplication::translate(
                                              "lessons", "check that it exists and is readable"));
    return readOpenFile(file, cap);
#endif
}

} // namespace lessons
