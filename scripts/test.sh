#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Attention Lab authors
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test suite through CTest: first the normal
# build, then the whole build again under AddressSanitizer + UndefinedBehaviorSanitizer, then the
# lesson checker over the built-in lessons and a short libFuzzer run of the lesson parser.
# FUZZ_SECONDS (default 60) bounds the fuzzing; FUZZ_SECONDS=0 skips it.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh clang-14 libclang-rt-14-dev
jobs=$(nproc)
export QT_QPA_PLATFORM=offscreen

echo "== normal build and tests"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build --parallel "$jobs"
./build/app/attention-lab --check resources/lessons
ctest --test-dir build --output-on-failure --parallel "$jobs"

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DATTN_SANITIZE=ON
cmake --build build-asan --parallel "$jobs"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp:print_suppressions=0
ctest --test-dir build-asan --output-on-failure --parallel "$jobs"
# CI's disk is small: once its suites have passed, the sanitizer build makes room for the fuzzer's.
echo "disk: $(du -sh build build-asan | tr '\n' ' ')"
rm -rf build-asan

if [ "${FUZZ_SECONDS:-60}" != 0 ]; then
    echo "== libFuzzer: lesson parser for ${FUZZ_SECONDS:-60} s"
    scripts/fuzz.sh build-fuzz "${FUZZ_SECONDS:-60}"
fi

echo "== final: every suite, normal build"
ctest --test-dir build --parallel "$jobs"
