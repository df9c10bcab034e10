#!/usr/bin/env bash
# Makes every picture in docs/images anew from the current sources, in one go: the window's (a
# test that needs no display), the high-DPI one (the same at QT_SCALE_FACTOR=2), and page 1 of
# the two sizing sheets (the CLI's report through pdftoppm). Then runs the journey test under
# Xvfb, whose step-by-step pictures of both users land in build/test/journey.
#   scripts/screenshots.sh      then look at docs/images and build/test/journey, and commit
set -euo pipefail
source "$(dirname "$0")/lib.sh"

gp_install_packages
build="$GP_ROOT/build/test"
gp_build "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGP_WERROR=ON -DGP_BUILD_TESTS=ON \
  -DCMAKE_EXPORT_COMPILE_COMMANDS=ON
images="$GP_ROOT/docs/images"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
chmod 700 "$tmp"
export XDG_RUNTIME_DIR="$tmp" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"

gp_log "The window's pictures"
GP_SCREENSHOT_DIR="$images" QT_QPA_PLATFORM=offscreen "$build/tests/test_main_window" screenshots
mkdir -p "$tmp/hidpi"
GP_SCREENSHOT_DIR="$tmp/hidpi" QT_SCALE_FACTOR=2 QT_QPA_PLATFORM=offscreen \
  "$build/tests/test_main_window" screenshots
cp "$tmp/hidpi/main-window.png" "$images/high-dpi-2x.png"

gp_log "Page 1 of the sizing sheets"
cli="$build/app/gpu-planner-cli"
"$cli" report "$GP_ROOT/resources/demo/pretrain-llama-3.1-70b.json" --pdf "$tmp/en.pdf"
"$cli" report "$GP_ROOT/resources/demo/serve-llama-3.1-70b.json" --lang zh_CN --pdf "$tmp/zh.pdf"
pdftoppm -png -r 80 -f 1 -l 1 -singlefile "$tmp/en.pdf" "$images/sizing-sheet"
pdftoppm -png -r 80 -f 1 -l 1 -singlefile "$tmp/zh.pdf" "$images/sizing-sheet-zh_CN"

gp_log "The two users' journey (pictures in build/test/journey)"
ctest --test-dir "$build" -R '^test_journey$' --output-on-failure
gp_log "Pictures written to docs/images and build/test/journey"
