#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer (build/fuzz), then runs each over a copy of its seed corpus,
# tests/fuzz/corpus/TARGET/, for a bounded time. Exits non-zero on any crash, leak, timeout or
# out-of-memory, and keeps the input that caused it in build/fuzz/findings/TARGET/.
#   scripts/fuzz.sh                       every target, 60 s each
#   GP_FUZZ_SECONDS=600 scripts/fuzz.sh   longer runs
#   scripts/fuzz.sh fuzz_bundle           only the named target(s)
# Replay a finding: build/fuzz/tests/fuzz/TARGET build/fuzz/findings/TARGET/crash-...
set -euo pipefail
source "$(dirname "$0")/lib.sh"

gp_install_packages clang
# libFuzzer's runtime (libclang-rt-*-dev on Debian 12) is only a recommendation of clang's.
probe="$(mktemp -d)"
echo 'extern "C" int LLVMFuzzerTestOneInput(const char*, unsigned long) { return 0; }' \
  >"$probe/p.cpp"
if ! clang++ -fsanitize=fuzzer "$probe/p.cpp" -o "$probe/p" >/dev/null 2>&1; then
  gp_install_packages libclang-rt-dev
fi
rm -rf "$probe"
seconds="${GP_FUZZ_SECONDS:-60}"
# Seconds one input may take before it counts as a hang.
per_input="${GP_FUZZ_TIMEOUT:-10}"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_scenario fuzz_hf_config fuzz_bundle)
build="$GP_ROOT/build/fuzz"

# -O1 with line tables: the usual fuzzing build, quick to compile, with assertions left on
# (no NDEBUG). Neither the window nor the test suites: only the libraries the targets link.
options=(-DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only" -DGP_FUZZ=ON
  -DGP_BUILD_GUI=OFF -DGP_BUILD_TESTS=OFF)
if [ ! -f "$build/build.ninja" ]; then
  gp_log "Configuring $build (clang)"
  cmake -S "$GP_ROOT" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ "${options[@]}" >/dev/null
else
  cmake "$build" "${options[@]}" >/dev/null
fi
gp_log "Building the fuzz targets in $build"
cmake --build "$build" --parallel "$GP_JOBS" --target "${targets[@]}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Leaks in system libraries the process cannot free are not ours (the test suites' list).
export LSAN_OPTIONS="suppressions=$GP_ROOT/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export QT_QPA_PLATFORM=offscreen

# One target: a private copy of the corpus (libFuzzer adds what it finds to it), its log, and
# its verdict in the exit status.
run_one() {
  local target="$1" dir="$work/$1"
  mkdir -p "$dir/corpus" "$dir/findings"
  cp "$GP_ROOT/tests/fuzz/corpus/$target"/* "$dir/corpus/"
  "$build/tests/fuzz/$target" -max_total_time="$seconds" -timeout="$per_input" \
    -rss_limit_mb=2048 -dict="$GP_ROOT/tests/fuzz/json.dict" -artifact_prefix="$dir/findings/" \
    -print_final_stats=1 "$dir/corpus" >"$dir/log" 2>&1
}

# The targets run side by side, $GP_JOBS at a time (each uses one core).
gp_log "Fuzzing ${targets[*]} for ${seconds} s each"
declare -A pids
failed=()
wait_for() {
  local target="$1"
  if wait "${pids[$target]}"; then
    local log="$work/$target/log"
    echo "$target: $(sed -n 's/^stat::number_of_executed_units: *//p' "$log") inputs in" \
      "$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")/s, peak" \
      "$(sed -n 's/^stat::peak_rss_mb: *//p' "$log") MB, corpus" \
      "$(ls "$GP_ROOT/tests/fuzz/corpus/$target" | wc -l) -> $(ls "$work/$target/corpus" | wc -l)"
  else
    failed+=("$target")
  fi
}
running=()
for target in "${targets[@]}"; do
  [ -d "$GP_ROOT/tests/fuzz/corpus/$target" ] || { echo "No corpus for $target" >&2; exit 1; }
  if [ ${#running[@]} -ge "$GP_JOBS" ]; then
    wait_for "${running[0]}"
    running=("${running[@]:1}")
  fi
  run_one "$target" &
  pids[$target]=$!
  running+=("$target")
done
for target in "${running[@]}"; do
  wait_for "$target"
done

if [ ${#failed[@]} -gt 0 ]; then
  for target in "${failed[@]}"; do
    kept="$build/findings/$target"
    mkdir -p "$kept"
    cp "$work/$target/findings"/* "$kept/" 2>/dev/null || true
    echo "---- $target (inputs kept in $kept) ----" >&2
    tail -n 60 "$work/$target/log" >&2
  done
  gp_log "Fuzzing failed: ${failed[*]}"
  exit 1
fi
gp_log "Fuzzing found nothing"
