// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

// File helpers shared by the suites that write lesson folders and progress files.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

namespace testfiles {

// Writes bytes to path, replacing it; a file that cannot be opened or written fails the running
// test.
inline void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly),
             qPrintable(path + QLatin1String(": ") + f.errorString()));
    QVERIFY2(f.write(bytes) == bytes.size(),
             qPrintable(path + QLatin1String(": ") + f.errorString()));
}

// The bytes of path; empty when it cannot be read.
inline QByteArray read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace testfiles
