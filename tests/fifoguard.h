// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once
// FifoGuard: makes a FIFO and notices whether anyone opens it for reading, without letting a
// reader that blocks on it hang the test. A thread keeps trying to open the FIFO for writing
// without blocking; that succeeds only while a reader has it open, and the writer's open and
// close also release a reader blocked in open() or read() (it sees end of file). So a test that
// asserts !wasOpened() fails, instead of hanging, when the code under test opens the FIFO.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <atomic>
#include <chrono>
#include <thread>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

class FifoGuard {
public:
    explicit FifoGuard(const QString& path) : path_(QFile::encodeName(path)) {
        made_ = ::mkfifo(path_.constData(), 0600) == 0;
        if (made_)
            thread_ = std::thread([this] { watch(); });
    }
    ~FifoGuard() {
        stop_ = true;
        if (thread_.joinable())
            thread_.join();
    }
    FifoGuard(const FifoGuard&) = delete;
    FifoGuard& operator=(const FifoGuard&) = delete;

    bool made() const { return made_; }
    bool wasOpened() const { return opened_; }

private:
    void watch() {
        while (!stop_) {
            const int fd = ::open(path_.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0) {
                opened_ = true;
                ::close(fd);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    }

    QByteArray path_;
    bool made_ = false;
    std::atomic<bool> stop_{false};
    std::atomic<bool> opened_{false};
    std::thread thread_;
};
