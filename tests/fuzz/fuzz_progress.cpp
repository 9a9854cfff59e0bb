// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// libFuzzer target: any bytes given to the progress-file reader must load or be refused with a
// message, never crash or hang; a record that loads must write out JSON that loads again to the
// same record (nothing dropped, nothing invented), which is what keeping unreadable parts as
// they were promises.
#include "lessons/progress.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    lessons::ProgressStore store(QStringLiteral("unused.json"));
    if (const lessons::Status read = store.fromJson(bytes); !read)
        return read.error().message.isEmpty() ? (std::abort(), 0) : 0; // a refusal always says why
    const QByteArray once = store.toJson();
    lessons::ProgressStore again(QStringLiteral("unused.json"));
    if (!again.fromJson(once))
        std::abort(); // what we write, we read
    if (again.toJson() != once)
        std::abort(); // and write again unchanged
    for (const QString& id : store.lessonIds())
        store.lesson(id).scrollY += 1; // touching a record must not break the writer
    store.toJson();
    return 0;
}
