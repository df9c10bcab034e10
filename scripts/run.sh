#!/usr/bin/env bash
# Installs what is missing, builds, and runs GPU Planner: the desktop app when a display is
# available, otherwise a headless demo that estimates the bundled scenarios and says where the
# results are. Safe to run again: it only does what is not done yet.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

gp_install_packages
build="$GP_ROOT/build/release"
gp_build "$build" -DCMAKE_BUILD_TYPE=Release -DGP_BUILD_TESTS=OFF

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${GP_HEADLESS:-0}" != 1 ]; then
  gp_log "Starting the desktop app"
  exec "$build/app/gpu-planner" "$@"
fi

out="$GP_ROOT/build/demo-output"
mkdir -p "$out"
gp_log "No display: estimating the demo scenarios with gpu-planner-cli"
for scenario in "$GP_ROOT"/resources/demo/*.json; do
  name="$(basename "$scenario" .json)"
  "$build/app/gpu-planner-cli" estimate "$scenario" --format json >"$out/$name.estimate.json"
  "$build/app/gpu-planner-cli" estimate "$scenario" --format text | tee "$out/$name.txt"
  echo
done
QT_QPA_PLATFORM=offscreen "$build/app/gpu-planner" --screenshot "$out/main-window.png" 2>/dev/null || true
gp_log "Results written to $out"
ls -1 "$out"
