#!/usr/bin/env bash
# Runs clang-tidy (the checks are in .clang-tidy) over the project's own sources: core/, app/ and
# ui/, never the generated files or the tests. Uses a build's compile database, so run it
# after that build. Exits non-zero on any warning. A file that passed is not checked again until
# it, a project header, its compile command, the configuration or clang-tidy changes.
#   scripts/tidy.sh                    uses build/test (scripts/test.sh builds it first)
#   scripts/tidy.sh BUILD_DIR          another build's compile database
#   scripts/tidy.sh BUILD_DIR FILE...  only these files (paths from the repository root)
#   GP_TIDY_UI=0 scripts/tidy.sh       leaves out the window's sources (ui/ less ui/sheet/):
#                                      Qt Widgets is slow to parse, two minutes of a cold run
set -euo pipefail
source "$(dirname "$0")/lib.sh"

gp_install_packages clang-tidy
build="$(cd "${1:-$GP_ROOT/build/test}" && pwd)"
shift || true
db="$build/compile_commands.json"
[ -f "$db" ] || { echo "No $db: build first (scripts/test.sh)" >&2; exit 1; }
cd "$GP_ROOT"

dirs='core\|app\|ui'
headers='core|app|ui'
if [ "${GP_TIDY_UI:-1}" = 0 ]; then
  dirs='core\|app\|ui/sheet'
  headers='core|app|ui/sheet'
fi
if [ $# -gt 0 ]; then
  files=("$@")
else
  # The sources the compile database builds (CMake writes one "file" line per entry), less
  # generated files and tests. Note: clang 14 cannot parse a lambda that captures a structured
  # binding (C++20 allows it; GCC accepts it): write such loops without the binding.
  mapfile -t files < <(sed -n "s#^  \"file\": \"$GP_ROOT/\(\($dirs\)/[^\"]*\.cpp\)\"\$#\1#p" \
    "$db" | sort -u)
fi
[ ${#files[@]} -gt 0 ] || { echo "No project sources in $db" >&2; exit 1; }

# Warnings from our headers too, reported once however many files include them; Qt's and the
# standard library's are system headers and never reported.
export GP_TIDY_HEADERS="^$GP_ROOT/($headers)/"
export GP_TIDY_BUILD="$build"
stamps="$build/tidy-stamps"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
mkdir -p "$stamps"
# What every file's result depends on besides itself and its compile command.
GP_TIDY_SALT="$({
  clang-tidy --version
  echo "$GP_TIDY_HEADERS"
  cat .clang-tidy
  find core app ui -name '*.h' -print0 | sort -z | xargs -0 cat
} | sha256sum | cut -d' ' -f1)"
export GP_TIDY_SALT GP_TIDY_STAMPS="$stamps" GP_TIDY_LOGS="$logs"

# One file: skipped when its stamp exists, else checked; the output goes to a log of its own so
# that parallel runs do not interleave.
check_one() {
  local file="$1" key log
  key="$({
    echo "$GP_TIDY_SALT"
    grep -F -B1 "\"file\": \"$PWD/$file\"" "$GP_TIDY_BUILD/compile_commands.json" || true
    cat "$file"
  } | sha256sum | cut -d' ' -f1)"
  [ -f "$GP_TIDY_STAMPS/$key" ] && return 0
  log="$GP_TIDY_LOGS/$(echo "$file" | tr / _).log"
  if clang-tidy -p "$GP_TIDY_BUILD" --quiet --warnings-as-errors='*' \
    --header-filter="$GP_TIDY_HEADERS" "$file" >"$log" 2>&1; then
    touch "$GP_TIDY_STAMPS/$key"
    rm -f "$log"
  fi
  return 0
}
export -f check_one

gp_log "Running clang-tidy on ${#files[@]} files ($GP_JOBS at a time)"
start=$SECONDS
printf '%s\0' "${files[@]}" | xargs -0 -n 1 -P "$GP_JOBS" bash -c 'check_one "$1"' _
failed=("$logs"/*.log)
if [ -e "${failed[0]}" ]; then
  # Less clang's count of the (mostly system-header) warnings it did not report.
  cat "${failed[@]}" | grep -v -E '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$' >&2 || true
  gp_log "clang-tidy: ${#failed[@]} file(s) with warnings (fix them, or suppress with a reason:" \
    "NOLINT(check) on the line, or the check disabled in .clang-tidy)"
  exit 1
fi
gp_log "clang-tidy: no warnings ($((SECONDS - start)) s)"
