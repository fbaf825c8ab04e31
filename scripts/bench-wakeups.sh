#!/usr/bin/env bash
# Counts the dashboard's wakeups, CPU time and bytes written while nothing is due: every thread's
# context switches (voluntary + involuntary, from /proc/PID/task/*/status) over 60 seconds, in a
# tmux pane, and the bytes it wrote (wchar in /proc/PID/io: the frames sent to the terminal).
# The configuration has one minute-resolution clock, so the only scheduled wakeup in a
# minute is the minute boundary; its timeline reloads once an hour. With `demo` as the third
# argument it runs the embedded demo instead (no configuration file), weather tile included:
# without a network that tile's retries (30 s, then 1 min, …) are among the wakeups counted.
# With `system` it runs one small system widget at interval = "1m" (this machine's /proc, its
# history in the scratch folder): one reload, and one frame, a minute.
# With `stack` it runs a smart stack of 10 clocks: a minute clock on top and nine hidden ones showing
# seconds, whose entries (one a second, without relevance) must add no wakeups: one a minute, as for one clock.
# With `command` it runs one small command widget at interval = "5m" (a shell line that notes each run and prints
# the time): its first run, then one reload each 5 minutes and the frame showing it, nothing else; the runs inside
# the window are counted (watch over 300 s to see one).
# With `listen` it runs one medium command widget in `mode = "listen"` whose program prints 100 frames a second (a
# counter, from python3): the screen takes about ten of them a second, and the CPU time is widgetty's alone.
# Each run also counts the visible changes (the pane captured every 0.2 s) and the main thread's wakeups beside them.
# Usage: scripts/bench-wakeups.sh [path/to/widgetty] [seconds] [demo|system|stack|command|listen]   (make bench runs all six)
set -euo pipefail
BIN=$(realpath "${1:-.build/release/widgetty}")
SECONDS_TO_WATCH=${2:-60}
SOCKET="widgetty-wakeups-$$"
OUT=$(mktemp -d)
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$OUT"' EXIT
mkdir -m 700 "$OUT/run" "$OUT/home"
if [ "${3:-}" = demo ]; then
  COMMAND="$BIN"
elif [ "${3:-}" = system ]; then
  printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "system"\nsize = "small"\ninterval = "1m"\nstate_dir = "%s"\n' "$OUT/state" > "$OUT/config.toml"
  COMMAND="$BIN --config $OUT/config.toml"
elif [ "${3:-}" = stack ]; then
  {
    printf '[dashboard]\ntheme = "dark"\n\n[[stack]]\nrotation = "smart"\n\n[[stack.widget]]\nkind = "clock"\n'
    for zone in Asia/Tokyo Europe/Paris America/New_York Europe/London Asia/Kolkata Australia/Sydney America/Chicago Africa/Cairo Asia/Dubai; do
      printf '\n[[stack.widget]]\nkind = "clock"\nseconds = true\nzones = ["%s"]\n' "$zone"
    done
  } > "$OUT/config.toml"
  COMMAND="$BIN --config $OUT/config.toml"
elif [ "${3:-}" = command ]; then
  printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "command"\nsize = "small"\ninterval = "5m"\nshell = "date +%%s >> %s/runs; date +%%H:%%M:%%S"\n' "$OUT" > "$OUT/config.toml"
  COMMAND="$BIN --config $OUT/config.toml"
elif [ "${3:-}" = listen ]; then
  printf 'import sys, time\nframe = 0\nwhile True:\n    frame += 1\n    print(f"frame {frame}", flush=True)\n    time.sleep(0.01)\n' > "$OUT/frames.py"
  printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "command"\nsize = "medium"\nmode = "listen"\ncommand = ["python3", "%s"]\n' "$OUT/frames.py" > "$OUT/config.toml"
  COMMAND="$BIN --config $OUT/config.toml"
else
  printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "clock"\nsize = "small"\n' > "$OUT/config.toml"
  COMMAND="$BIN --config $OUT/config.toml"
fi
tmux -L "$SOCKET" -f /dev/null new-session -d -x 100 -y 40 -e LANG=C.UTF-8 -e XDG_RUNTIME_DIR="$OUT/run" \
  -e HOME="$OUT/home" -e XDG_CONFIG_HOME="$OUT/home" -e XDG_CACHE_HOME="$OUT/home" "$COMMAND"
sleep 2
PID=$(pgrep -n -f "^$COMMAND\$")

switches() {
  for task in /proc/"$PID"/task/*; do
    printf '%s %s %s %s\n' "$(basename "$task")" "$(tr ' ' '_' < "$task/comm")" \
      "$(awk '/^voluntary_ctxt_switches/ { print $2 }' "$task/status")" \
      "$(awk '/^nonvoluntary_ctxt_switches/ { print $2 }' "$task/status")"
  done | sort
}
cpu_ticks() { awk '{ print $14 + $15 }' /proc/"$PID"/stat; }
# Nanoseconds on the CPU of the threads alive now (schedstat: finer than the ticks; a thread gone since is not counted).
cpu_nanoseconds() { cat /proc/"$PID"/task/*/schedstat | awk '{ sum += $1 } END { printf "%d\n", sum }'; }
bytes_written() { awk '/^wchar/ { print $2 }' /proc/"$PID"/io; }
# Minor page faults of the whole process (a page mapped again from the page cache: code handed back at rest, say).
minor_faults() { awk '{ print $10 }' /proc/"$PID"/stat; }
switches > "$OUT/before"
WATCH_START=$(date +%s)
CPU_BEFORE=$(cpu_ticks)
NANOSECONDS_BEFORE=$(cpu_nanoseconds)
BYTES_BEFORE=$(bytes_written)
FAULTS_BEFORE=$(minor_faults)
# The pane, captured every 0.2 s while watching: the visible changes the wakeups paid for (tmux keeps the screen, so
# capturing it wakes tmux, not widgetty).
capture_changes() {
  local last="" frame changes=0 until=$(( $(date +%s) + SECONDS_TO_WATCH ))
  while [ "$(date +%s)" -lt "$until" ]; do
    frame=$(tmux -L "$SOCKET" capture-pane -p -e 2>/dev/null || true)
    if [ -n "$last" ] && [ "$frame" != "$last" ]; then changes=$((changes + 1)); fi
    last=$frame
    sleep 0.2
  done
  echo "$changes" > "$OUT/changes"
}
capture_changes &
CAPTURE=$!
sleep "$SECONDS_TO_WATCH"
wait "$CAPTURE" || true
CPU_AFTER=$(cpu_ticks)
NANOSECONDS_AFTER=$(cpu_nanoseconds)
BYTES_AFTER=$(bytes_written)
FAULTS_AFTER=$(minor_faults)
switches > "$OUT/after"
echo "${3:-one small clock}: wakeups over ${SECONDS_TO_WATCH} s: context switches per thread (threads: $(wc -l < "$OUT/after"))"
echo "  (voluntary = the thread slept and was woken; involuntary = preempted while running)"
join -a 2 -e 0 -o 2.1,2.2,1.3,1.4,2.3,2.4 "$OUT/before" "$OUT/after" | awk '
  { v = $5 - $3; n = $6 - $4; tv += v; tn += n; printf "  thread %-8s %-20s voluntary %3d  involuntary %3d\n", $1, $2, v, n }
  END { printf "  total voluntary %d, involuntary %d\n", tv, tn }'
TICKS=$(getconf CLK_TCK)
awk -v t=$((CPU_AFTER - CPU_BEFORE)) -v hz="$TICKS" -v s="$SECONDS_TO_WATCH" \
  'BEGIN { printf "CPU time over %d s: %d ticks of %d ms = %.1f%% of one core (a tick is the resolution)\n", s, t, 1000 / hz, 100 * t / hz / s }'
awk -v ns=$((NANOSECONDS_AFTER - NANOSECONDS_BEFORE)) -v s="$SECONDS_TO_WATCH" \
  'BEGIN { printf "CPU time over %d s from schedstat: %.1f ms = %.3f%% of one core\n", s, ns / 1e6, 100 * ns / 1e9 / s }'
echo "bytes written over ${SECONDS_TO_WATCH} s: $((BYTES_AFTER - BYTES_BEFORE)) (wchar: to the terminal, the control socket, the self-pipe)"
echo "minor page faults over ${SECONDS_TO_WATCH} s: $((FAULTS_AFTER - FAULTS_BEFORE))"
MAIN_WAKEUPS=$(awk -v pid="$PID" 'FNR == NR { if ($1 == pid) before = $3; next } $1 == pid { print $3 - before }' "$OUT/before" "$OUT/after")
echo "visible changes over ${SECONDS_TO_WATCH} s: $(cat "$OUT/changes") (the pane captured every 0.2 s); main thread woken: ${MAIN_WAKEUPS:-?}"
if [ "${3:-}" = command ]; then
  echo "command runs over ${SECONDS_TO_WATCH} s: $(awk -v from="$WATCH_START" '$1 >= from' "$OUT/runs" | wc -l) (and $(wc -l < "$OUT/runs") since the start, 2 s earlier)"
fi
