#pragma once
// Two ways to make writes fail in a test, so a save on a full disk can be checked:
// - FileSizeLimit (any user): RLIMIT_FSIZE for this process, so every write past the limit fails
//   with EFBIG, as a full disk fails with ENOSPC; SIGXFSZ is ignored while it holds.
// - TinyTmpfs (root only; a row that needs it QSKIPs otherwise): a real small tmpfs, which
//   fill() fills to the last byte.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>

#include <csignal>
#include <sys/resource.h>

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
