#!/usr/bin/env bash
# stress-tests.sh [RUNS] [BUSY]: runs the whole test suite RUNS times (default 6), each beside BUSY
# busy loops (default 3), as a loaded CI machine would; prints each run's status and failing tests.
# Build first (`swift build --build-tests`); run it from a clone you are not rebuilding meanwhile.
# Each run is stopped after PASS_SECONDS (default 1200), with every process it started (coreutils'
# timeout signals its whole process group), and counted as hung: a hang never stops the stress run.
set -u
runs=${1:-6}
busy=${2:-3}
limit=${PASS_SECONDS:-1200}
failed=0
hung=0
# The whole log of every failed run is kept here (the screen a test saw when it gave up is in it).
kept=${STRESS_LOGS:-$(mktemp -d "${TMPDIR:-/tmp}/stress-logs.XXXXXX")}
for run in $(seq 1 "$runs"); do
  pids=()
  for _ in $(seq 1 "$busy"); do sh -c 'while :; do :; done' & pids+=($!); done
  log=$(mktemp)
  CI=true timeout --kill-after=30 "$limit" swift test --skip-build < /dev/null > "$log" 2>&1
  status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    hung=$((hung + 1))
    echo "run $run: hung, stopped after $limit s; its last lines:"
    tail -n 5 "$log" | cut -c1-300
  fi
  kill "${pids[@]}" 2>/dev/null; wait "${pids[@]}" 2>/dev/null
  echo "run $run: exit $status"
  grep -E "✘ Test .*(recorded an issue|failed)" "$log" | cut -c1-300
  if [ "$status" -eq 0 ]; then
    rm -f "$log"
  else
    failed=$((failed + 1))
    mkdir -p "$kept"
    mv "$log" "$kept/run-$run.log"
    echo "run $run: its whole log is kept in $kept/run-$run.log"
  fi
done
echo "$failed of $runs runs failed ($hung of them hung)"
[ "$failed" -eq 0 ]
