#!/usr/bin/env bash
# Measures the real binary in a terminal: start to first frame, then (in tmux) resident memory of the demo and what a hover writes.
# Usage: scripts/bench-terminal.sh [path/to/widgetty]   (make bench runs it on the release build)
set -euo pipefail
BIN=$(realpath "${1:-.build/release/widgetty}")
SOCKET="widgetty-bench-$$"
OUT=$(mktemp -d)
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$OUT"' EXIT
RUNS=50

# 1. Start to first frame on the embedded demo: when the frame's last bytes reach the terminal, and when the
#    process has ended (scripts/bench-first-frame.py, on a pseudo-terminal that answers the start-up queries).
python3 "$(dirname "$0")/bench-first-frame.py" --runs "$RUNS" "$BIN"

# Starts the dashboard with ARGUMENTS in a tmux pane, waits for it to settle and prints its resident memory under
# LABEL; leaves its process id in PID (empty when it did not start).
resident_memory() {
  local label=$1 command="$BIN${2:+ $2}"
  tmux -L "$SOCKET" -f /dev/null new-session -d -x 200 -y 60 -e LANG=C.UTF-8 "env XDG_CONFIG_HOME=/nonexistent $command"
  sleep 3
  PID=$(pgrep -n -f "^$command\$" || true)
  if [ -n "$PID" ]; then
    printf 'resident memory, %-20s %s\n' "$label" "$(awk '/VmRSS/ {printf "%.1f MB", $2/1024}' /proc/$PID/status) (peak $(awk '/VmHWM/ {printf "%.1f MB", $2/1024}' /proc/$PID/status))"
  else
    echo "resident memory: the $label did not start"
  fi
}

# 2. Resident memory of the demo dashboard after it has settled.
resident_memory "demo dashboard" ""

# 3. What a hover costs: the pointer moved between two tiles (only the lift and its shadow change) versus a
#    full repaint (Ctrl-L), in bytes the dashboard writes to the terminal (/proc/PID/io wchar), 20 of each.
if [ -n "$PID" ]; then
  written() { awk '/^wchar/ {print $2}' /proc/$PID/io; }
  move() { tmux -L "$SOCKET" send-keys -l "$(printf '\033[<35;%d;%dM' "$1" "$2")"; sleep 0.3; }
  move 8 4
  before=$(written)
  for i in $(seq 1 10); do move 30 4; move 8 4; done
  hover=$(( ($(written) - before) / 20 ))
  before=$(written)
  for i in $(seq 1 20); do tmux -L "$SOCKET" send-keys C-l; sleep 0.3; done
  repaint=$(( ($(written) - before) / 20 ))
  echo "bytes written, one hover move          $hover B (a full repaint: $repaint B; 200 x 60 demo)"
fi

# 4. Resident memory of a dashboard showing a folder of 10,000 notes (about 1.5 KB each) as a large list and a
#    large note, after it has settled.
python3 - "$OUT/notes" <<'PY'
import os, sys
folder = sys.argv[1]
os.makedirs(folder)
for index in range(10_000):
    tasks = "".join(f"- [{'x' if task % 3 == 0 else ' '}] Task {task} of note {index}, with `code` and a [link](https://example.com)\n" for task in range(8))
    with open(f"{folder}/note-{index}.md", "w") as note:
        note.write(f"# Note {index}: 会議のメモ and plans\n\n{tasks}\n1. First\n2. Second\n> A quoted line\n\n" + "Some prose that wraps, 日本語も少し。 " * 12 + "\n")
    os.utime(f"{folder}/note-{index}.md", (1_795_340_460 - index * 60, 1_795_340_460 - index * 60))
PY
printf '[[widget]]\nkind = "notes"\nsize = "large"\npath = "%s"\n\n[[widget]]\nkind = "notes"\nsize = "large"\npath = "%s"\nshow = "note"\n' \
  "$OUT/notes" "$OUT/notes" > "$OUT/notes.toml"
resident_memory "10,000 notes" "--config $OUT/notes.toml"
