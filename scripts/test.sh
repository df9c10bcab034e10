#!/usr/bin/env bash
# Installs what is missing, builds and runs the whole test suite twice: a normal build with
# warnings as errors, and an AddressSanitizer + UndefinedBehaviorSanitizer build. Also checks the
# formatting, and runs clang-tidy on the first build's compile database (scripts/tidy.sh). Exits
# non-zero on any failure. Safe to run again; warm runs are incremental.
#   GP_SKIP_SANITIZERS=1 scripts/test.sh   skips the sanitizer build (quicker local runs)
#   GP_SKIP_TIDY=1 scripts/test.sh         skips clang-tidy
set -euo pipefail
source "$(dirname "$0")/lib.sh"

gp_install_packages clang-format clang-tidy
export QT_QPA_PLATFORM=offscreen
runtime="${XDG_RUNTIME_DIR:-$GP_ROOT/build/xdg-runtime}"
mkdir -p "$runtime" && chmod 700 "$runtime"
export XDG_RUNTIME_DIR="$runtime"

gp_log "Checking the formatting (clang-format)"
"$GP_ROOT/scripts/format.sh" --check

build="$GP_ROOT/build/test"
# Line tables only (-g1) in both builds: a failing test's backtrace and a sanitizer's report still
# name file and line, and the two builds take about 8 GB of disk instead of 13 GB with full debug
# information (CI machines can be short of disk). The compile database is clang-tidy's input.
gp_build "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGP_WERROR=ON -DGP_BUILD_TESTS=ON \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON
gp_log "Checking that the translation catalogues list every user-visible string"
# lupdate over all the libraries' sources: a string added or changed without updating the .ts
# files changes them. They are left updated, to translate and commit.
saved="$(mktemp -d)"
cp "$GP_ROOT"/translations/*.ts "$saved"/
cmake --build "$build" --target update_translations >/dev/null
for ts in "$GP_ROOT"/translations/*.ts; do
  if ! cmp -s "$ts" "$saved/$(basename "$ts")"; then
    rm -rf "$saved"
    gp_log "translations/$(basename "$ts") was out of date with the sources; it is updated now:" \
      "translate the new entries (Qt Linguist) and commit it"
    exit 1
  fi
done
rm -rf "$saved"

gp_log "Running the tests"
ctest --test-dir "$build" --output-on-failure --parallel "$GP_JOBS" --label-exclude bench

if [ "${GP_SKIP_TIDY:-0}" != 1 ]; then
  "$GP_ROOT/scripts/tidy.sh" "$build"
fi

if [ "${GP_SKIP_SANITIZERS:-0}" != 1 ]; then
  asan="$GP_ROOT/build/sanitize"
  gp_build "$asan" -DCMAKE_BUILD_TYPE=Debug -DGP_SANITIZE=ON -DGP_WERROR=ON -DGP_BUILD_TESTS=ON \
    -DCMAKE_CXX_FLAGS_DEBUG=-g1
  gp_log "Running the tests under AddressSanitizer and UndefinedBehaviorSanitizer"
  LSAN_OPTIONS="suppressions=$GP_ROOT/tests/lsan.supp:print_suppressions=0" \
    ctest --test-dir "$asan" --output-on-failure --parallel "$GP_JOBS" --label-exclude bench
fi
gp_log "All tests passed"
