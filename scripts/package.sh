#!/usr/bin/env bash
# Builds the Debian package: installs what is missing, makes a Release build without the tests in
# build/package, and runs CPack there. The package is build/package/gpu-planner_VERSION_ARCH.deb.
# Safe to run again: the build is incremental, and the previous package is replaced.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

gp_install_packages
build="$GP_ROOT/build/package"
gp_build "$build" -DCMAKE_BUILD_TYPE=Release -DGP_BUILD_TESTS=OFF -DGP_BUILD_GUI=ON
gp_log "Packaging (CPack)"
rm -f "$build"/gpu-planner_*.deb
(cd "$build" && cpack -G DEB)
gp_log "Package: $(ls "$build"/gpu-planner_*.deb)"
