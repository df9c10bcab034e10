# Shared by scripts/run.sh and scripts/test.sh: installs what is missing, builds.
# shellcheck shell=bash

GP_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GP_JOBS="${GP_JOBS:-$(nproc 2>/dev/null || echo 2)}"

# Debian 12 / Ubuntu packages the project builds, runs and tests with (see docs/building.md).
GP_PACKAGES=(build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6sql6-sqlite libqt6opengl6-dev libgl-dev qt6-translations-l10n
  nlohmann-json3-dev libxlsxwriter-dev fonts-noto-cjk poppler-utils xvfb xauth dpkg-dev file python3 jq)

gp_log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# Installs the packages that are not installed yet; does nothing (and needs no network) when all are.
gp_install_packages() {
  local missing=() pkg
  for pkg in "${GP_PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "This script installs with apt-get (Debian 12 / Ubuntu). Install these first: ${missing[*]}" >&2
    return 1
  fi
  local sudo=()
  [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  gp_log "Installing ${#missing[@]} package(s): ${missing[*]}"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# gp_build DIR [cmake options...]: configures once, then builds incrementally.
gp_build() {
  local dir="$1"
  shift
  if [ ! -f "$dir/build.ninja" ]; then
    gp_log "Configuring $dir"
    cmake -S "$GP_ROOT" -B "$dir" -G Ninja "$@" >/dev/null
  else
    cmake "$dir" "$@" >/dev/null
  fi
  gp_log "Building $dir"
  cmake --build "$dir" --parallel "$GP_JOBS"
}
