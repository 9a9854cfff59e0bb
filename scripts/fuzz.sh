#!/bin/sh
# Builds the lesson-parser fuzzer with clang (libFuzzer + AddressSanitizer + UBSan) and runs it
# for a bounded time on a seed corpus of the built-in lessons and the test fixtures.
#   scripts/fuzz.sh [BUILD_DIR] [SECONDS]     default: build-fuzz, 60
# Exit status: 0 when the run found nothing; otherwise libFuzzer's status, with the crashing
# input saved in BUILD_DIR/fuzz-artifacts/.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build-fuzz"}
seconds=${2:-60}

CC=${CC:-clang-14} CXX=${CXX:-clang++-14} cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DATTN_FUZZ=ON -DATTN_SANITIZE=ON >/dev/null
cmake --build "$build" --target fuzz_lesson -j2

corpus="$build/fuzz-corpus"
mkdir -p "$corpus" "$build/fuzz-artifacts"
# Seeds are copied so that new corpus entries never land in the source tree.
find "$root/resources/lessons" "$root/tests/lessons/data" -name '*.lesson.md' \
    -exec cp {} "$corpus/" \; 2>/dev/null || true

ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
"$build/tests/fuzz/fuzz_lesson" "$corpus" \
    -dict="$root/tests/fuzz/lesson.dict" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$build/fuzz-artifacts/" -print_final_stats=1
