#!/usr/bin/env bash
# Cold start of Attention Lab against a bare Qt Charts window, side by side.
# Each program starts, paints its window offscreen to a PNG and quits; runs alternate between
# the two so both see the same machine load. /usr/bin/time -v gives wall time and peak RSS;
# the medians of RUNS runs (default 7) are compared.
#
#   scripts/startup_bench.sh [BUILD_DIR]     (default: build; needs attention-lab and
#                                             bare_chart_window built there)
# Environment: RUNS (odd number of runs), LESSON (lesson id, default scaled-dot-product).
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build}
runs=${RUNS:-7}
lesson=${LESSON:-scaled-dot-product}
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

# measure NAME COMMAND...: appends "wall_seconds peak_kib" to $work/NAME
measure() {
    local name=$1
    shift
    /usr/bin/time -v -o "$work/time.txt" "$@" >/dev/null 2>&1
    local wall peak
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt" |
        awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')
    peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
    echo "$wall $peak" >>"$work/$name"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One untimed run each so both start from a warm file cache.
"$bare" "$work/bare.png" >/dev/null 2>&1
"$app" --lesson "$lesson" --screenshot "$work/app.png" >/dev/null 2>&1

for ((i = 0; i < runs; ++i)); do
    measure bare "$bare" "$work/bare.png"
    measure app "$app" --lesson "$lesson" --screenshot "$work/app.png"
done

app_wall=$(cut -d' ' -f1 "$work/app" | median)
app_peak=$(cut -d' ' -f2 "$work/app" | median)
bare_wall=$(cut -d' ' -f1 "$work/bare" | median)
bare_peak=$(cut -d' ' -f2 "$work/bare" | median)

echo "runs: $runs (median), lesson: $lesson, platform: offscreen"
echo "app_wall_seconds: $(tr '\n' ' ' <"$work/app" | awk '{ for (i = 1; i <= NF; i += 2) printf "%s ", $i }')"
echo "bare_wall_seconds: $(tr '\n' ' ' <"$work/bare" | awk '{ for (i = 1; i <= NF; i += 2) printf "%s ", $i }')"
echo "app_peak_kib: $(tr '\n' ' ' <"$work/app" | awk '{ for (i = 2; i <= NF; i += 2) printf "%s ", $i }')"
echo "bare_peak_kib: $(tr '\n' ' ' <"$work/bare" | awk '{ for (i = 2; i <= NF; i += 2) printf "%s ", $i }')"
echo "startup_app_wall_median_s: $app_wall"
echo "startup_bare_wall_median_s: $bare_wall"
echo "startup_app_peak_median_mib: $(awk -v k="$app_peak" 'BEGIN { printf "%.1f", k / 1024 }')"
echo "startup_bare_peak_median_mib: $(awk -v k="$bare_peak" 'BEGIN { printf "%.1f", k / 1024 }')"
echo "startup_wall_ratio: $(awk -v a="$app_wall" -v b="$bare_wall" 'BEGIN { printf "%.2f", a / b }') (limit 2.00)"
echo "startup_peak_ratio: $(awk -v a="$app_peak" -v b="$bare_peak" 'BEGIN { printf "%.2f", a / b }') (limit 2.50)"
