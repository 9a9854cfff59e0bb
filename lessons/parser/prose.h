// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace lessons::parse {

// `text` with inline code spans and `$...$` math replaced by spaces of the same length, so
// offsets still point into `text`: what is inside them is shown as written, never a role,
// placeholder or heading.
QString withCodeAndMathBlanked(const QString& text);

} // namespace lessons::parse
