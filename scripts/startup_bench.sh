#!/usr/bin/env bash
# Cold start of Attention Lab against a bare Qt Charts window, side by side.
# Each program starts, paints its window offscreen to an image and quits; runs alternate between
# the two so both see the same machine load. Wall time, CPU time (user + system, all threads)
# and peak RSS of each run; the medians of RUNS runs (default 7) are compared.
# --screenshot waits until the page is settled, and a page is settled only once every block is
# built (LessonPage::isSettled, since 68c497b): this times the start to the whole page built and
# laid out, more than the first paint a student sees. The peak memory of a page with every
# chart's background work done comes from BUILD/tests/app/page_memory_bench LESSON_ID.
#
#   scripts/startup_bench.sh [BUILD_DIR]     (default: build; needs attention-lab and
#                                             bare_chart_window built there)
# Environment: RUNS (odd number of runs), LESSON (lesson id, default scaled-dot-product),
# SHOT (image suffix, default bmp: encoding a PNG is no part of a start, and it costs the
# detailed lesson page twice what it costs the bare chart; SHOT=png measures with it).
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build}
runs=${RUNS:-7}
lesson=${LESSON:-scaled-dot-product}
shot=${SHOT:-bmp}
app="$build/app/attention-lab"
bare="$build/tests/app/bare_chart_window"
for program in "$app" "$bare"; do
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

# One untimed run each so both start from a warm file cache.
"$bare" "$work/bare.$shot" >/dev/null 2>&1
"$app" --lesson "$lesson" --screenshot "$work/app.$shot" >/dev/null 2>&1

for ((i = 0; i < runs; ++i)); do
    measure bare "$bare" "$work/bare.$shot"
    measure app "$app" --lesson "$lesson" --screenshot "$work/app.$shot"
done

app_wall=$(cut -d' ' -f1 "$work/app" | median)
app_peak=$(cut -d' ' -f2 "$work/app" | median)
app_cpu=$(cut -d' ' -f3 "$work/app" | median)
bare_wall=$(cut -d' ' -f1 "$work/bare" | median)
bare_peak=$(cut -d' ' -f2 "$work/bare" | median)
bare_cpu=$(cut -d' ' -f3 "$work/bare" | median)

echo "runs: $runs (median), lesson: $lesson, platform: offscreen, image: $shot"
echo "app_wall_seconds: $(column app 1)"
echo "bare_wall_seconds: $(column bare 1)"
echo "app_cpu_seconds: $(column app 3)"
echo "bare_cpu_seconds: $(column bare 3)"
echo "app_peak_kib: $(column app 2)"
echo "bare_peak_kib: $(column bare 2)"
echo "startup_app_wall_median_s: $app_wall"
echo "startup_bare_wall_median_s: $bare_wall"
echo "startup_app_cpu_median_s: $app_cpu"
echo "startup_bare_cpu_median_s: $bare_cpu"
echo "startup_app_peak_median_mib: $(awk -v k="$app_peak" 'BEGIN { printf "%.1f", k / 1024 }') (the 64 MiB goal for the whole gain-knob page: page_memory_bench)"
echo "startup_bare_peak_median_mib: $(awk -v k="$bare_peak" 'BEGIN { printf "%.1f", k / 1024 }')"
echo "startup_wall_ratio: $(awk -v a="$app_wall" -v b="$bare_wall" 'BEGIN { printf "%.2f", a / b }') (goal 1.50)"
echo "startup_cpu_ratio: $(awk -v a="$app_cpu" -v b="$bare_cpu" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }') (goal 1.50)"
echo "startup_peak_ratio: $(awk -v a="$app_peak" -v b="$bare_peak" 'BEGIN { printf "%.2f", a / b }') (limit 2.50)"
