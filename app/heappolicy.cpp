// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#include "app/heappolicy.h"

#include <QByteArray>
#include <QtGlobal>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace app {

void shareOneHeapArena() {
#ifdef __GLIBC__
    mallopt(M_ARENA_MAX, 1);
#endif
}

void interpretRegularExpressions() {
    if (!qEnvironmentVariableIsSet("QT_ENABLE_REGEXP_JIT"))
        qputenv("QT_ENABLE_REGEXP_JIT", QByteArrayLiteral("0"));
}

int heapArenaCount() {
#ifdef __GLIBC__
    char* text = nullptr;
    std::size_t size = 0;
    FILE* out = open_memstream(&text, &size);
    if (!out)
        return 0;
    malloc_info(0, out);
    std::fclose(out);
    int count = 0;
    for (const char* at = text; (at = std::strstr(at, "<heap nr=")) != nullptr; ++at)
        ++count;
    std::free(text);
    return count;
#else
    return 0;
#endif
}

} // namespace app
