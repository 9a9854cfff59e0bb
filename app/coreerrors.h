// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

#include "core/result.h"

#include <QString>

namespace app {

// The message a learner reads for an error of the Eigen core. The core's English text names the
// offending value; a translation (context "CoreError") says what went wrong for its code, so the
// German edition never shows English.
QString coreErrorText(const attn::Error& error);

// The untranslated table entry for a code (for tests and for lupdate).
const char* coreErrorSourceText(attn::ErrorCode code);

} // namespace app
