#!/usr/bin/env bash
# stress-tests.sh [RUNS] [BUSY]: runs the whole test suite RUNS times (default 6), each beside BUSY
# busy loops (default 3), as a loaded CI machine would; prints each run's status and failing tests.
# Build first (`swift build --build-tests`); run it from a clone you are not rebuilding meanwhile.
set -u
runs=${1:-6}
busy=${2:-3}
failed=0
for run in $(seq 1 "$runs"); do
  pids=()
  for _ in $(seq 1 "$busy"); do sh -c 'while :; do :; done' & pids+=($!); done
  log=$(mktemp)
  CI=true swift test --skip-build < /dev/null > "$log" 2>&1
  status=$?
  kill "${pids[@]}" 2>/dev/null; wait "${pids[@]}" 2>/dev/null
  echo "run $run: exit $status"
  grep -E "✘ Test .*(recorded an issue|failed)" "$log" | cut -c1-300
  [ "$status" -eq 0 ] || failed=$((failed + 1))
  rm -f "$log"
done
echo "$failed of $runs runs failed"
[ "$failed" -eq 0 ]
