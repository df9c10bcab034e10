#!/usr/bin/env bash
# Formats the C++ sources with clang-format (the style is in .clang-format).
#   scripts/format.sh           rewrites files in place
#   scripts/format.sh --check   lists unformatted files and fails if there are any
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mapfile -t files < <(git ls-files -- '*.cpp' '*.h' 2>/dev/null || find app core ui tests -name '*.cpp' -o -name '*.h')
if [ "${1:-}" = "--check" ]; then
  bad=()
  for f in "${files[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
  done
  if [ ${#bad[@]} -gt 0 ]; then
    printf 'Not formatted (run scripts/format.sh):\n' >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
  fi
else
  clang-format -i "${files[@]}"
fi
