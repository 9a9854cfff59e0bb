// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFile>
#include <QIODevice>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// The process's memory as Linux reports it in /proc/self/status, for tests and benchmarks that
// bound it: one reader, so that every bound is measured the same way.
namespace testenv {

// A field of /proc/self/status given in kB ("VmHWM:", "VmRSS:"), in MiB; -1 where there is none
// (not Linux).
inline double statusMiB(const QByteArray& field) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

// The peak resident size (VmHWM) since the process started or since the last resetPeakMiB().
inline double peakMiB() {
    return statusMiB("VmHWM:");
}

// The resident size now (VmRSS).
inline double residentMiB() {
    return statusMiB("VmRSS:");
}

// Starts a new peak at the current resident size (Linux 4.0 and later: "5" to clear_refs);
// false where that cannot be done, and then peakMiB() keeps the process's whole peak. The heap
// memory freed so far goes back to the system first: pages an earlier test freed and malloc
// kept would otherwise take the next allocations without the peak growing, and a bound would
// pass whatever the code under test holds.
inline bool resetPeakMiB() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
    QFile refs(QStringLiteral("/proc/self/clear_refs"));
    return refs.open(QIODevice::WriteOnly) && refs.write("5") == 1;
}

} // namespace testenv
