#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Attention Lab authors
# SPDX-License-Identifier: MIT
# Runs attention-lab-bench and the numpy baseline in one invocation and prints the ratio.
# Usage: scripts/bench.sh [BUILD_DIR]   (default: build; build it in Release for real figures)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-"$here/../build"}
bench="$build/tests/bench/attention-lab-bench"
if [ ! -x "$bench" ]; then
    echo "bench.sh: $bench not found; build the attention-lab-bench target first" >&2
    exit 1
fi
ours=$("$bench")
# Debian's interpreter, which sees python3-numpy, even when another python3 comes first in PATH.
python=python3
[ -x /usr/bin/python3 ] && python=/usr/bin/python3
theirs=$("$python" "$here/bench_numpy.py")
printf '%s\n%s\n' "$ours" "$theirs"
fresh=$(printf '%s\n' "$ours" | awk '$1 == "mc_fresh_draw_ms:" { print $2 }')
numpy=$(printf '%s\n' "$theirs" | awk '$1 == "numpy_fresh_draw_ms:" { print $2 }')
awk -v a="$numpy" -v b="$fresh" 'BEGIN { printf "mc_fresh_draw_speedup_vs_numpy: %.1f x\n", a / b }'
# The same ratio in CPU time (all threads counted), steadier on a machine others are using.
fresh_cpu=$(printf '%s\n' "$ours" | awk '$1 == "mc_fresh_draw_cpu_ms:" { print $2 }')
numpy_cpu=$(printf '%s\n' "$theirs" | awk '$1 == "numpy_fresh_draw_cpu_ms:" { print $2 }')
awk -v a="$numpy_cpu" -v b="$fresh_cpu" \
    'BEGIN { printf "mc_fresh_draw_cpu_speedup_vs_numpy: %.1f x\n", a / b }'
printf 'load_average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf 'machine: %s, %s cores\n' "$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)" \
    "$(nproc)"
