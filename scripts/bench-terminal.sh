#!/usr/bin/env bash
# Measures the real binary in a terminal (tmux): start to first frame, and resident memory of the demo.
# Usage: scripts/bench-terminal.sh [path/to/widgetty]   (make bench runs it on the release build)
set -euo pipefail
BIN=$(realpath "${1:-.build/release/widgetty}")
SOCKET="widgetty-bench-$$"
OUT=$(mktemp -d)
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$OUT"' EXIT
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install -y hyperfine"; exit 1; }

# 1. Start to first frame: widgetty draws its first frame (placeholders) and exits, inside a tmux pane,
#    so the terminal answers the start-up queries as a real one does. The same run of `true` is the floor.
tmux -L "$SOCKET" -f /dev/null new-session -d -x 200 -y 60 -e LANG=C.UTF-8 -e NO_COLOR= \
  "hyperfine --shell=none --output=inherit --warmup 5 --runs 50 --export-json $OUT/first-frame.json \
     '$BIN --exit-after-first-frame' 'true' > $OUT/first-frame.txt 2>&1; tmux wait-for -S done"
tmux -L "$SOCKET" wait-for done
python3 - "$OUT/first-frame.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
for command, r in results.items():
    print(f"start to first frame  {command:<45} mean {r['mean']*1000:6.2f} ms  median {r['median']*1000:6.2f} ms  min {r['min']*1000:6.2f} ms  ({len(r['times'])} runs)")
PY

# 2. Resident memory of the demo dashboard after it has settled.
tmux -L "$SOCKET" new-window -d -n demo "env XDG_CONFIG_HOME=/nonexistent LANG=C.UTF-8 $BIN"
sleep 3
PID=$(pgrep -n -f "^$BIN\$" || true)
if [ -n "$PID" ]; then
  echo "resident memory, demo dashboard       $(awk '/VmRSS/ {printf "%.1f MB", $2/1024}' /proc/$PID/status) (peak $(awk '/VmHWM/ {printf "%.1f MB", $2/1024}' /proc/$PID/status))"
else
  echo "resident memory: the demo dashboard did not start"
fi
