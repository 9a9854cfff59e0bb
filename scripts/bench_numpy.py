#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Attention Lab authors
# SPDX-License-Identifier: MIT
"""The numpy baseline of attention-lab-bench's mc_fresh_draw_ms.

Same work as the C++ figure: N = 10,000 pairs of d_k = 1024 standard normal vectors drawn with
numpy's default generator (PCG64 + ziggurat), their dot products, and a 100-bin histogram over
+-4 sqrt(d_k). Prints one `name: value unit` line, the median of several runs.
"""

import statistics
import sys
import time

import numpy as np

SAMPLES = 10_000
DK = 1024
BINS = 100
RUNS = 7


def fresh_draw(seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((SAMPLES, DK))
    k = rng.standard_normal((SAMPLES, DK))
    dots = np.einsum("ij,ij->i", q, k)
    half = 4.0 * np.sqrt(DK)
    counts, _ = np.histogram(dots, bins=BINS, range=(-half, half))
    return counts


def main() -> int:
    wall, cpu = [], []
    for run in range(RUNS):
        start, cpu_start = time.perf_counter(), time.process_time()
        fresh_draw(1000 + run)
        wall.append((time.perf_counter() - start) * 1000.0)
        cpu.append((time.process_time() - cpu_start) * 1000.0)
    print(f"numpy_fresh_draw_ms: {statistics.median(wall):.1f} ms")
    # Process CPU time: what the work costs when other programs share the machine.
    print(f"numpy_fresh_draw_cpu_ms: {statistics.median(cpu):.1f} ms")
    print(f"numpy_version: {np.__version__}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
