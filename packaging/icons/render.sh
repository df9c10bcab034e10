#!/usr/bin/env bash
# Renders the PNG icons from the SVG. Run it after editing the SVG and commit the PNGs: the build
# then needs no SVG renderer (Debian's Qt has no SVG module installed by default, and rsvg-convert
# is not among the build packages). Needs librsvg2-bin (rsvg-convert).
set -euo pipefail
cd "$(dirname "$0")/hicolor"
id=io.github.gpuplanner.GpuPlanner
for size in 16 32 48 64 128 256; do
  mkdir -p "${size}x${size}/apps"
  rsvg-convert --width "$size" --height "$size" --output "${size}x${size}/apps/$id.png" \
    "scalable/apps/$id.svg"
done
