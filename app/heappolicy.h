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

// The number of malloc arenas the process has; 0 where the C library cannot say.
int heapArenaCount();

} // namespace app
