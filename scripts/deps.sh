#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Attention Lab authors
# SPDX-License-Identifier: MIT
# Installs the Debian 12 packages Attention Lab needs, only those that are missing, so running it
# again costs nothing. Extra package names given as arguments are added to the list.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libeigen3-dev libmuparser-dev libharfbuzz-dev fonts-dejavu-core fonts-dejavu-extra
    poppler-utils # pdftotext: the tests read the PDF report back
    desktop-file-utils appstream # tst_install validates the installed desktop file and metainfo
    libqt6sql6-sqlite # the QSQLITE driver: the learner's record is an SQLite database
    python3-numpy # scripts/bench.sh's baseline (scripts/bench_numpy.py)
    "$@"
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} > 0)); then
    echo "Installing missing Debian packages: ${missing[*]}"
    as_root=()
    if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
    "${as_root[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y "${missing[@]}"
fi
