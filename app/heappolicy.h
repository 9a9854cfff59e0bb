// SPDX-FileCopyrightText: 2026 The Attention Lab authors
// SPDX-License-Identifier: MIT
#pragma once

namespace app {

// Call first in main(), before any thread starts. A lesson page runs a few threads beside the UI
// (the Monte Carlo bench's jobs, the record's reader and saver, Qt's pool); glibc gave each its
// own malloc arena, about 130-250 KiB resident apiece for the few KiB those threads keep, 0.4 MiB
// of the gain-knob page's peak (page_memory_bench). Those threads allocate a handful of blocks
// per job, so sharing the main arena's lock costs nothing measurable. No effect outside glibc.
void shareOneHeapArena();

// Call first in main(), before anything matches a QRegularExpression (Qt reads the switch once).
// Qt compiles every pattern to machine code (PCRE2's JIT) at its first match: a compiler and
// executable pages for patterns that the lessons' parse and the page build mostly match a few
// times on short text. Interpreted, the gain-knob page peaks 0.4 MiB lower (page_memory_bench,
// 62.6 against 63.0 MiB) and the first paint 0.2 MiB lower, with no CPU difference measurable
// in `--check resources/lessons` or the start (docs/benchmarks.md, 2026-12-07). A
// QT_ENABLE_REGEXP_JIT already in the environment is kept, so the JIT can still be compared.
void interpretRegularExpressions();

// The number of malloc arenas the process has; 0 where the C library cannot say.
int heapArenaCount();

} // namespace app
