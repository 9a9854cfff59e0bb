// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace lessons {

struct Block;

namespace kinds {

// What a question or a lab's prediction asks, as plain text: a question's prompt, a lab's
// `predict-prompt` (its `title` without one), math written in Unicode without dollars, the rest
// as the author wrote it, on one line. Empty for any other block. The record's CSV names the
// question with it.
QString askedAsPlainText(const Block& block);

} // namespace kinds
} // namespace lessons
