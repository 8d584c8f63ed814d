#!/usr/bin/env bash
# The static checks side by side (`npm test` runs this first): formatting, types, lint and the
# translations' completeness. Each is mostly one process on one core, so on a 2-core machine the
# four together take about half their time in a row. Each one's output is printed whole, in
# order; the script fails if any of them does, naming it.
set -uo pipefail
cd "$(dirname "$0")/.."
checks=(format:check typecheck lint translations:check)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for check in "${checks[@]}"; do
  npm run --silent "$check" >"$logs/$check" 2>&1 &
  pids+=($!)
done
failed=()
for i in "${!checks[@]}"; do
  if wait "${pids[$i]}"; then
    echo "✓ ${checks[$i]}"
  else
    failed+=("${checks[$i]}")
    echo "✗ ${checks[$i]}"
  fi
  sed 's/^/  /' "$logs/${checks[$i]}"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
