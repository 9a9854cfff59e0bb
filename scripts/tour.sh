#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Attention Lab authors
# SPDX-License-Identifier: MIT
# The tour: a screenshot of every section of every built-in lesson (what its predictions
# reveal open, each walkthrough step), the course overview, the review's cards (one checked),
# and the first pages of the exports (the record's PDF report, lesson 1's PDF; needs pdftoppm
# from poppler-utils), in English and German, in a light and a dark palette, at 800 and 1440 px
# wide; and OUTDIR/index.html, a contact sheet of them all with captions. Offscreen (no display needed), with a fresh HOME and
# a throwaway record, so no learner's record is read or touched.
#
#   scripts/tour.sh [BUILD_DIR] [OUTDIR]      (defaults: build, tour; needs tour_shots built:
#                                              cmake --build BUILD --target tour_shots)
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build}
out=${2:-tour}
driver="$build/tests/app/tour_shots"
if [ ! -x "$driver" ]; then
    echo "missing $driver: build it first (cmake --build $build --target tour_shots)" >&2
    exit 2
fi
mkdir -p "$out"
rm -f "$out"/*.png "$out"/*.pdf "$out/captions.tsv" "$out/index.html"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

start=$(date +%s)
for locale in en_US de_DE; do
    for palette in light dark; do
        for width in 800 1440; do
            echo "tour: $locale $palette $width px" >&2
            HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
                QT_QPA_PLATFORM=offscreen timeout 600 "$driver" "$out" "$locale" "$palette" "$width" \
                2> >(grep -v -e 'propagateSizeHints' -e 'XDG_RUNTIME_DIR' >&2)
        done
    done
done

# The contact sheet: one block per language, palette and width, pictures in tour order.
{
    cat <<'HTML'
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Attention Lab: the tour</title>
<style>
body { font-family: sans-serif; margin: 1em; background: #f4f4f4; }
h2 { margin-top: 1.5em; }
.sheet { display: flex; flex-wrap: wrap; gap: 12px; }
figure { margin: 0; width: 300px; background: #fff; padding: 6px; box-shadow: 0 1px 3px #0003; }
figure img { width: 100%; display: block; }
figcaption { font-size: 12px; margin-top: 4px; }
</style></head><body>
<h1>Attention Lab: the tour</h1>
<p>Every section of every built-in lesson with its reveals open, then the course overview, the
review's cards and the first pages of the record's PDF report and of lesson 1's PDF; English and
German, light and dark, 800 and 1440 px wide. Click a picture for the full size.</p>
HTML
    current=""
    while IFS=$'\t' read -r file caption; do
        group=${file%%-[0-9][0-9][0-9]-*}
        if [ "$group" != "$current" ]; then
            [ -n "$current" ] && echo "</div>"
            echo "<h2>$group</h2><div class=\"sheet\">"
            current=$group
        fi
        caption=${caption//&/&amp;}
        caption=${caption//</&lt;}
        caption=${caption//>/&gt;}
        echo "<figure><a href=\"$file\"><img src=\"$file\" loading=\"lazy\" alt=\"\"></a><figcaption>$caption</figcaption></figure>"
    done < "$out/captions.tsv"
    [ -n "$current" ] && echo "</div>"
    echo "</body></html>"
} > "$out/index.html"

count=$(wc -l < "$out/captions.tsv")
echo "tour: $count pictures in $out/index.html ($(( $(date +%s) - start )) s)" >&2
