// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
// libFuzzer target: the TeX-subset math parser on its own. Any text must convert or give an
// error with a column inside the text, never crash, overflow the stack or hang; deep nesting is
// in the seed corpus (tests/fuzz/corpus/math).
#include "lessons/math.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString text =
        QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const lessons::MathParse math = lessons::parseMath(text);
    if (!math.ok() && (math.errorColumn < 0 || math.errorColumn > text.size()))
        std::abort();
    if (math.ok()) {
        lessons::mathToPlainText(math.root);
        lessons::mathToSpeech(math.root);
    }
    const lessons::MathCheck check = lessons::checkMath(text);
    if (!check.error.isEmpty() && (check.offset < 0 || check.offset > text.size()))
        std::abort();
    lessons::markdownWithMath(text);
    return 0;
}
