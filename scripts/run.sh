#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Attention Lab authors
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and starts Attention Lab on its built-in lessons.
# Arguments are passed to the application (e.g. --lessons DIR, --lesson ID).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build --parallel "$(nproc)"
exec ./build/app/attention-lab "$@"
