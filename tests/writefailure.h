// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once
// Two ways to make writes fail in a test, so a save on a full disk can be checked:
// - FileSizeLimit (any user): RLIMIT_FSIZE for this process, so every write past the limit fails
//   with EFBIG, as a full disk fails with ENOSPC; SIGXFSZ is ignored while it holds.
// - TinyTmpfs (root only; a row that needs it QSKIPs otherwise): a real small tmpfs, which
//   fill() fills to the last byte.
// And a folder that turns read-only, ReadOnlyFolder (any user, see there).

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        previousHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &previous_);
        rlimit limit = previous_;
        limit.rlim_cur = bytes;
        active_ = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() { lift(); }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

    bool active() const { return active_; }
    void lift() {
        if (!active_)
            return;
        ::setrlimit(RLIMIT_FSIZE, &previous_);
        std::signal(SIGXFSZ, previousHandler_);
        active_ = false;
    }

private:
    rlimit previous_{};
    void (*previousHandler_)(int) = nullptr;
    bool active_ = false;
};

class TinyTmpfs {
public:
    // `folder` must exist and be empty. An SQLite record needs more room to start: its tables
    // (a page each) and the WAL index (32 KiB) take about 80 KiB.
    explicit TinyTmpfs(const QString& folder, const QString& size = QStringLiteral("64k"))
        : folder_(folder) {
        mounted_ = QProcess::execute(QStringLiteral("mount"),
                                     {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                      QStringLiteral("-o"), QStringLiteral("size=") + size,
                                      QStringLiteral("tmpfs"), folder}) == 0;
    }
    ~TinyTmpfs() {
        if (mounted_)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), folder_});
    }
    TinyTmpfs(const TinyTmpfs&) = delete;
    TinyTmpfs& operator=(const TinyTmpfs&) = delete;

    bool mounted() const { return mounted_; }
    // Writes FILLER until the file system has no byte left.
    void fill() {
        QFile filler(QDir(folder_).filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return;
        const QByteArray block(512, 'f');
        while (filler.write(block) == block.size()) {
        }
        while (filler.write("f", 1) == 1) {
        }
    }
    void makeRoom() { QFile::remove(QDir(folder_).filePath(QStringLiteral("filler"))); }

private:
    QString folder_;
    bool mounted_ = false;
};

// A folder made read-only with what stops this process's writes: chmod (the folder 0555, its
// files 0444) for a user; for root, whose writes chmod does not stop, a read-only bind mount of
// the folder onto itself. how() says which was used; active() is false when neither works (root
// without the right to mount). Files open before it stay writable through their descriptors,
// as they would on a real read-only remount.
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(const QString& folder) : folder_(folder) {
        const QDir dir(folder);
        for (const QString& name : dir.entryList(QDir::Files | QDir::Hidden))
            files_.append(dir.filePath(name));
        files_.append(folder);
        for (const QString& file : files_) {
            struct stat st {};
            modes_.append(::stat(QFile::encodeName(file).constData(), &st) == 0 ? st.st_mode & 07777
                                                                                : 0755);
            ::chmod(QFile::encodeName(file).constData(), file == folder ? 0555 : 0444);
        }
        if (!writable()) {
            how_ = QStringLiteral("chmod");
            return;
        }
        restoreModes();
        if (QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("--bind"), folder, folder}) != 0)
            return;
        mounted_ = true;
        if (QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-o"), QStringLiteral("remount,ro,bind"), folder}) ==
                0 &&
            !writable())
            how_ = QStringLiteral("read-only bind mount");
        else
            lift();
    }
    ~ReadOnlyFolder() { lift(); }
    ReadOnlyFolder(const ReadOnlyFolder&) = delete;
    ReadOnlyFolder& operator=(const ReadOnlyFolder&) = delete;

    bool active() const { return !how_.isEmpty(); }
    QString how() const { return how_; }
    void lift() {
        if (mounted_)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), folder_});
        mounted_ = false;
        restoreModes();
        how_.clear();
    }

private:
    bool writable() const {
        QFile probe(QDir(folder_).filePath(QStringLiteral(".write-probe")));
        if (!probe.open(QIODevice::WriteOnly))
            return false;
        probe.close();
        probe.remove();
        return true;
    }
    void restoreModes() {
        for (qsizetype i = 0; i < files_.size(); ++i)
            ::chmod(QFile::encodeName(files_.at(i)).constData(), modes_.at(i));
    }

    QString folder_;
    QStringList files_; // the folder's files, then the folder
    QList<mode_t> modes_;
    QString how_;
    bool mounted_ = false;
};
