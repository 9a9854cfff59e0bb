#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Attention Lab authors
# SPDX-License-Identifier: MIT
# Cold start of Attention Lab against a bare Qt Charts window, side by side.
# Each program starts, paints its window offscreen to an image and quits; runs alternate between
# them so all see the same machine load. Wall time, CPU time (user + system, all threads) and peak
# RSS of each run; the medians of RUNS runs (default 7) are compared. Two rows for the app:
# - first paint (`first_*`): the shot is taken right after the window's first frame that shows
#   the lesson (ATTN_SHOT_AT=first-paint, read by main.cpp for this script only), while the page
#   still builds the blocks below its first screen. This is the start a student waits for, and
#   the one issue 27's 1.3x goal is about.
# - whole page (`whole_*`): plain --screenshot, which waits until every block is built and every
#   chart has drawn (LessonPage::isSettled, since 68c497b).
# The peak memory of a page with every chart's background work done comes from
# BUILD/tests/app/page_memory_bench LESSON_ID.
#
#   scripts/startup_bench.sh [BUILD_DIR]     (default: build; needs attention-lab and
#                                             bare_chart_window built there)
# Environment: RUNS (odd number of runs), LESSON (lesson id, default scaled-dot-product),
# SHOT (image suffix, default bmp: encoding a PNG is no part of a start, and it costs the
# detailed lesson page twice what it costs the bare chart; SHOT=png measures with it), BASE (a
# second build dir, e.g. main's, whose attention-lab runs in the same alternation: rows
# `base_first_*` and `base_whole_*`, so a change is compared with its base under one load).
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build}
runs=${RUNS:-7}
lesson=${LESSON:-scaled-dot-product}
shot=${SHOT:-bmp}
app="$build/app/attention-lab"
base=${BASE:+$BASE/app/attention-lab}
bare="$build/tests/app/bare_chart_window"
for program in "$app" "$bare" ${base:+"$base"}; do
    if [ ! -x "$program" ]; then
        echo "missing $program: build it first (cmake --build $build --target attention-lab bare_chart_window)" >&2
        exit 2
    fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
export ATTN_DATA_DIR="$work/data" # never the learner's real record

# measure NAME COMMAND...: appends "wall_seconds peak_kib cpu_seconds" to $work/NAME. The
# child's rusage (microseconds) instead of /usr/bin/time, whose 10 ms steps are 5-9% of a start.
measure() {
    local name=$1
    shift
    python3 - "$@" >>"$work/$name" <<'PY'
import os, subprocess, sys, time
start = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, _, usage = os.wait4(child.pid, 0)
wall = time.perf_counter() - start
print(f"{wall:.4f} {usage.ru_maxrss} {usage.ru_utime + usage.ru_stime:.4f}")
PY
}
# column N of $work/NAME as one line
column() { cut -d' ' -f"$2" "$work/$1" | tr '\n' ' '; }

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One untimed run each so all start from a warm file cache.
"$bare" "$work/bare.$shot" >/dev/null 2>&1
"$app" --lesson "$lesson" --screenshot "$work/app.$shot" >/dev/null 2>&1
[ -n "$base" ] && "$base" --lesson "$lesson" --screenshot "$work/app.$shot" >/dev/null 2>&1
if [ "$(ATTN_SHOT_AT=first-paint "$app" --lesson "$lesson" --screenshot "$work/first.$shot" 2>/dev/null)" \
    != "shot_page_complete: no" ]; then
    echo "note: the page of $lesson was complete at its first paint (or this build has no ATTN_SHOT_AT)" >&2
fi

load_start=$(cut -d' ' -f1-3 /proc/loadavg)
for ((i = 0; i < runs; ++i)); do
    measure bare "$bare" "$work/bare.$shot"
    ATTN_SHOT_AT=first-paint measure first "$app" --lesson "$lesson" --screenshot "$work/first.$shot"
    measure whole "$app" --lesson "$lesson" --screenshot "$work/app.$shot"
    if [ -n "$base" ]; then
        ATTN_SHOT_AT=first-paint measure base_first "$base" --lesson "$lesson" \
            --screenshot "$work/first.$shot"
        measure base_whole "$base" --lesson "$lesson" --screenshot "$work/app.$shot"
    fi
done

# median NAME COLUMN
med() { cut -d' ' -f"$2" "$work/$1" | median; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

echo "runs: $runs (median), lesson: $lesson, platform: offscreen, image: $shot"
names="bare first whole${base:+ base_first base_whole}"
for name in $names; do
    echo "${name}_wall_seconds: $(column $name 1)"
    echo "${name}_cpu_seconds: $(column $name 3)"
    echo "${name}_peak_kib: $(column $name 2)"
done
for name in $names; do
    echo "startup_${name}_wall_median_s: $(med $name 1)"
    echo "startup_${name}_cpu_median_s: $(med $name 3)"
    echo "startup_${name}_peak_median_mib: $(mib "$(med $name 2)")"
done
for name in first whole${base:+ base_first base_whole}; do
    goal=""
    [ "$name" = first ] && goal=" (goal 1.30, issue 27)"
    echo "startup_${name}_wall_ratio: $(ratio "$(med $name 1)" "$(med bare 1)")"
    echo "startup_${name}_cpu_ratio: $(ratio "$(med $name 3)" "$(med bare 3)")$goal"
    echo "startup_${name}_peak_ratio: $(ratio "$(med $name 2)" "$(med bare 2)")$goal"
done
echo "load_average: $load_start at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end"
echo "machine: $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), $(nproc) cores"
