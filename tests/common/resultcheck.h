// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QTest>

// Checks that a lessons::Result (or Status) succeeded, naming its failure's words otherwise. The
// result is evaluated once: the action it reports (a write, an import) is not done twice.
#define ATTN_VERIFY_OK(expression)                                                                 \
    do {                                                                                           \
        const auto attnResult_ = (expression);                                                     \
        QVERIFY2(attnResult_.ok(), qPrintable(attnResult_.error().message));                       \
    } while (false)
