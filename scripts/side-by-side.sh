#!/usr/bin/env bash
# Runs the npm scripts it is given side by side, as `npm test` does twice: the static checks
# (formatting, types, lint, the translations' completeness), then the unit tests beside the test
# builds. Each is mostly one process, or waits on the disk or a single-threaded step part of the
# time, so on a 2-core machine together they take less than in a row
# (docs/decisions/0066-test-suite-fits-a-two-core-machine.md). Each one's output is printed whole, in the order given; the script fails if any of them
# does, naming it.
#
#   bash scripts/side-by-side.sh <npm script>...
set -uo pipefail
cd "$(dirname "$0")/.."
scripts=("$@")
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for script in "${scripts[@]}"; do
  npm run --silent "$script" >"$logs/$script" 2>&1 &
  pids+=($!)
done
failed=()
for i in "${!scripts[@]}"; do
  if wait "${pids[$i]}"; then
    echo "✓ ${scripts[$i]}"
  else
    failed+=("${scripts[$i]}")
    echo "✗ ${scripts[$i]}"
  fi
  sed 's/^/  /' "$logs/${scripts[$i]}"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
