#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Attention Lab authors
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets with clang (libFuzzer + AddressSanitizer + UBSan) and runs each on
# its seed corpus and dictionary, all within one time budget:
#   fuzz_lesson    the lesson parser        half of the budget
#   fuzz_progress  the progress file        a quarter
#   fuzz_math      the math parser alone    a quarter
#   scripts/fuzz.sh [BUILD_DIR] [SECONDS]     default: build-fuzz, $FUZZ_SECONDS or 60
# Seeds: the built-in lessons, the test fixtures and tests/fuzz/corpus/TARGET (the depth bombs
# of issue 11 among them). Exit status: 0 when no run found anything; otherwise the first
# failing run's status, with the crashing input saved in BUILD_DIR/fuzz-artifacts/.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build-fuzz"}
seconds=${2:-${FUZZ_SECONDS:-60}}

CC=${CC:-clang-14} CXX=${CXX:-clang++-14} cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DATTN_FUZZ=ON -DATTN_SANITIZE=ON >/dev/null
cmake --build "$build" --target fuzz_lesson fuzz_progress fuzz_math -j2

mkdir -p "$build/fuzz-artifacts"
# Seeds are copied so that new corpus entries never land in the source tree.
for target in lesson progress math; do
    mkdir -p "$build/fuzz-corpus/$target"
    cp "$root/tests/fuzz/corpus/$target/"* "$build/fuzz-corpus/$target/" 2>/dev/null || true
done
find "$root/resources/lessons" "$root/tests/lessons/data" -name '*.lesson.md' \
    -exec cp {} "$build/fuzz-corpus/lesson/" \; 2>/dev/null || true

status=0
run() { # TARGET DICT SECONDS
    [ "$3" -ge 1 ] || return 0
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    "$build/tests/fuzz/fuzz_$1" "$build/fuzz-corpus/$1" \
        -dict="$root/tests/fuzz/$2" \
        -max_total_time="$3" -timeout=10 -rss_limit_mb=2048 -max_len=131072 \
        -artifact_prefix="$build/fuzz-artifacts/$1-" -print_final_stats=1 || {
        code=$?
        [ "$status" -ne 0 ] || status=$code
    }
}
run lesson lesson.dict $((seconds / 2))
run progress progress.dict $((seconds / 4))
run math math.dict $((seconds - seconds / 2 - seconds / 4))
exit "$status"
