#!/usr/bin/env bash
# widgetty beside btop, in one session on one machine (issue 24's table), and beside an earlier widgetty when given:
# installed size, resident memory after a minute, start to first frame, CPU at rest, a listen-mode widget at 100 frames
# a second, and a 50,000-event calendar. The output ends with the table in Markdown, for BENCHMARKS.md.
# Usage: scripts/bench-versus-btop.sh [--before DIR] [path/to/widgetty] [runs]
#   (make bench runs it on the release build, with --before $(BEFORE) when that folder holds a widgetty; btop comes
#   from Debian, which make bench installs)
# Columns: before (--before DIR: the executables of an earlier build, DIR/widgetty and what lies beside it that it
# starts, such as the widgetty-fetch helper of the two-program builds), after (the widgetty given) and btop. Every
# program runs from a copy this script makes (before: DIR's executables as they are; after: what scripts/install.sh
# installs), so that all are read from files written the same way.
#   - installed: after, what `make install` (scripts/install.sh) puts in bin/; before, each executable in DIR as it
#     is and a stripped copy; the btop executable;
#   - first frame: scripts/bench-first-frame.py --settle 500, RUNS (20) alternating runs of each minute clock and
#     btop on a 200 x 60 pseudo-terminal: the last bytes before half a second without output, the same rule for all;
#   - a minute in tmux, all at once: for each widgetty the minute clock, the embedded demo with the network refused
#     (its weather offline, retrying) and a listen-mode command widget fed 100 lines a second; and btop (defaults: a
#     refresh each 2 s). Resident memory (VmRSS) of the process itself at 65 s, and CPU from the 5th second to the
#     65th counted two ways: the process alone (utime + stime), and with its children: plus what the children it has
#     waited for spent (cutime + cstime) and what every descendant still running has spent (the same four fields),
#     so a helper started for a weather retry is counted whether it has ended or not. The listen widget's children
#     include its feeder (python3 writing the lines), which is the load, not widgetty's work;
#   - the calendar, for each widgetty: the first frame of 50,000 one-off events (bench-first-frame.py, alternating),
#     and the dashboard's peak and what it holds once it has read them (bench-hostile-inputs.py).
# Figures from a shared machine move with its load: compare the columns of one run only.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
fail() { echo "bench-versus-btop: $*" >&2; exit 1; }

BEFORE_DIR=""
while [ $# -gt 0 ]; do
  case $1 in
    --before) [ $# -ge 2 ] || fail "--before needs a folder"; BEFORE_DIR=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) fail "unknown option $1 (see --help)" ;;
    *) break ;;
  esac
done
BIN=$(realpath "${1:-.build/release/widgetty}")
RUNS=${2:-20}
[ -x "$BIN" ] || fail "$BIN is not an executable widgetty (make release builds one)"
[[ $RUNS =~ ^[1-9][0-9]{0,3}$ ]] || fail "runs must be a whole number from 1 to 9999, not '$RUNS'"
[ -z "$BEFORE_DIR" ] || [ -x "$BEFORE_DIR/widgetty" ] || fail "--before $BEFORE_DIR: that folder holds no executable widgetty"
BTOP=$(command -v btop) || fail "btop is not installed (apt-get install btop; make bench does)"
SOCKET="widgetty-btop-$$"
OUT=$(mktemp -d)
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$OUT"' EXIT
mkdir -m 700 "$OUT/run" "$OUT/home"
LOAD_AT_START=$(cut -d' ' -f1 /proc/loadavg)

# The after build's commit: the repository its build folder is in (make bench: this one), and whether it had changes.
commit=unknown
if top=$(git -C "$(dirname "$BIN")" rev-parse --show-toplevel 2>/dev/null); then
  commit=$(git -C "$top" rev-parse --short HEAD)
  [ -z "$(git -C "$top" status --porcelain --untracked-files=no)" ] || commit="$commit + uncommitted changes"
fi
BTOP_VERSION=$("$BTOP" --version | head -1 | awk '{ print $NF }')

printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "clock"\nsize = "small"\n' > "$OUT/clock.toml"
printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "command"\nsize = "small"\nmode = "listen"\ncommand = ["python3", "-u", "-c", "import time\\nwhile True:\\n    print(time.time_ns(), flush=True)\\n    time.sleep(0.01)"]\n' > "$OUT/listen.toml"

# The widgetty columns, each with the program it runs; every table cell goes into `cell[ROW,COLUMN]`.
declare -A bin cell
columns=()
mb() { awk -v bytes="$1" 'BEGIN { printf "%.1f MB", bytes / 1e6 }'; }
echo "widgetty $BIN (commit $commit) against $BTOP (btop $BTOP_VERSION)${BEFORE_DIR:+, and before: $BEFORE_DIR}"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"

# 1. Installed size (and the copies every later step runs).
if [ -n "$BEFORE_DIR" ]; then
  mkdir "$OUT/before" "$OUT/before-stripped"
  sizes="" stripped="" count=0
  # widgetty first, then what lies beside it, each as it is and stripped.
  mapfile -t beside < <(find "$BEFORE_DIR" -maxdepth 1 -type f -perm -u+x ! -name widgetty | sort)
  for path in "$BEFORE_DIR/widgetty" "${beside[@]}"; do
    name=$(basename "$path")
    install -m 755 "$path" "$OUT/before/$name"
    strip -o "$OUT/before-stripped/$name" "$path"
    sizes="$sizes${sizes:+ + }\`$name\` $(mb "$(stat -c %s "$path")")"
    stripped="$stripped${stripped:+ + }$(mb "$(stat -c %s "$OUT/before-stripped/$name")" | cut -d' ' -f1)"
    count=$((count + 1))
  done
  bin[before]=$OUT/before/widgetty
  columns+=(before)
  cell[installed,before]="$count: $sizes (stripped $stripped MB)"
fi
"$HERE/install.sh" install "$(dirname "$BIN")" "$OUT/prefix" > /dev/null
bin[after]=$OUT/prefix/bin/widgetty
columns+=(after)
installed="" count=0
for path in "$OUT/prefix/bin/"*; do
  installed="$installed${installed:+ + }\`$(basename "$path")\` $(mb "$(stat -c %s "$path")")"
  count=$((count + 1))
done
cell[installed,after]="$count: $installed"
cell[installed,btop]="1: \`btop\` $(mb "$(stat -c %s "$BTOP")")"
for column in "${columns[@]}"; do echo "installed executables, $column: ${cell[installed,$column]}"; done
echo "installed executables, btop: ${cell[installed,btop]}"

# 2. Start to first frame, alternating; bench-first-frame.py prints each command's figures in the order given:
# "  first frame  median M ms  p25 Q  p90 P  (…)". The Nth command's "M / P ms" from its output in FILE:
median_and_p90() { awk -v n="$2" '/first frame/ && ++seen == n { printf "%.1f / %.1f ms", $4, $9 }' "$1"; }
commands=()
for column in "${columns[@]}"; do commands+=("${bin[$column]} --config $OUT/clock.toml"); done
python3 "$HERE/bench-first-frame.py" --runs "$RUNS" --settle 500 "${commands[@]}" "$BTOP --utf-force" | tee "$OUT/first-frame"
n=0
for column in "${columns[@]}" btop; do
  n=$((n + 1))
  cell[first,$column]=$(median_and_p90 "$OUT/first-frame" "$n")
done

# 3. A minute of each, all at once. A pane whose program ends stays, so that its end is seen and said.
echo "set -g remain-on-exit on" > "$OUT/tmux.conf"
start() {
  tmux -L "$SOCKET" -f "$OUT/tmux.conf" new-session -d -s "$1" -x 200 -y 60 -e LANG=C.UTF-8 -e TERM=xterm-256color \
    -e XDG_RUNTIME_DIR="$OUT/run" -e HOME="$OUT/home" -e XDG_CONFIG_HOME="$OUT/home/$1" -e XDG_CACHE_HOME="$OUT/home/$1" \
    -e XDG_STATE_HOME="$OUT/home/$1" -e https_proxy=http://127.0.0.1:9 -e http_proxy=http://127.0.0.1:9 "exec $2"
}
# The pane's process, once it is sure to run the program (exec'd by the pane's shell): fails saying what it saw.
running() {
  local pid dead
  read -r pid dead < <(tmux -L "$SOCKET" display-message -p -t "$1" '#{pane_pid} #{pane_dead}')
  [ "$dead" = 0 ] || fail "$1 ended (exit status $(tmux -L "$SOCKET" display-message -p -t "$1" '#{pane_dead_status}')); its screen: $(tmux -L "$SOCKET" capture-pane -p -t "$1" | grep -v '^$' | tail -5)"
  echo "$pid"
}
# Every process's stat line at one moment, and from it one process's CPU ticks: "ALONE WITH_CHILDREN".
snapshot() { { cat /proc/[0-9]*/stat 2>/dev/null || true; } > "$1"; }
ticks() {
  awk -v root="$2" '
    { pid = $1; sub(/^.*\) /, ""); parent[pid] = $2; own[pid] = $12 + $13; all[pid] = $12 + $13 + $14 + $15 }
    END {
      for (p in all) { q = p; while (q != root && (q in parent) && q > 1) q = parent[q]; if (q == root) sum += all[p] }
      print own[root] + 0, sum + 0
    }' "$1"
}
sessions=()
for column in "${columns[@]}"; do
  start "$column-clock" "${bin[$column]} --config $OUT/clock.toml"
  start "$column-demo" "${bin[$column]}"
  start "$column-listen" "${bin[$column]} --config $OUT/listen.toml"
  sessions+=("$column-clock" "$column-demo" "$column-listen")
done
start btop "$BTOP --utf-force"
sessions+=(btop)
sleep 5
declare -A pid
for session in "${sessions[@]}"; do pid[$session]=$(running "$session"); done
snapshot "$OUT/at-5s"
sleep 60
snapshot "$OUT/at-65s"
hz=$(getconf CLK_TCK)
echo "a minute (5 s to 65 s after the start), all ${#sessions[@]} at once; CPU of the process alone / with its children:"
for session in "${sessions[@]}"; do
  now=$(running "$session")
  [ "$now" = "${pid[$session]}" ] || fail "$session's process changed during the minute (pid ${pid[$session]}, now $now)"
  rss=$(awk '/^VmRSS/ { printf "%.1f MB", $2 / 1024 }' "/proc/${pid[$session]}/status")
  read -r alone0 all0 < <(ticks "$OUT/at-5s" "${pid[$session]}")
  read -r alone1 all1 < <(ticks "$OUT/at-65s" "${pid[$session]}")
  cpu=$(awk -v a=$((alone1 - alone0)) -v c=$((all1 - all0)) -v hz="$hz" \
    'BEGIN { printf "%.2f / %.2f %%", 100 * a / hz / 60, 100 * c / hz / 60 }')
  printf '  %-14s RSS %9s   CPU %s of a core (%d / %d ticks of %d ms)\n' "$session" "$rss" "$cpu" \
    $((alone1 - alone0)) $((all1 - all0)) $((1000 / hz))
  column=${session%%-*} kind=${session#*-}
  case $session in
    btop) cell[clock-rss,btop]=$rss; cell[clock-cpu,btop]="$cpu (its 2 s refresh)" ;;
    *-clock|*-demo) cell[$kind-rss,$column]=$rss; cell[$kind-cpu,$column]=$cpu ;;
    *-listen) cell[listen-cpu,$column]="$cpu (RSS $rss)" ;;
  esac
done
tmux -L "$SOCKET" kill-server

# 4. The calendar of 50,000 events: first frame, then what the dashboard holds after reading it.
python3 - "$OUT/calendar.ics" <<'PY'
import sys, time
lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN"]
for n in range(50_000):
    day = time.strftime("%Y%m%d", time.gmtime(1577836800 + 86400 * (n % 3000)))
    lines += ["BEGIN:VEVENT", f"UID:event-{n}@bench", f"SUMMARY:Meeting number {n}", f"DTSTART:{day}T{n % 24:02}0000Z",
              "DURATION:PT1H", "END:VEVENT"]
open(sys.argv[1], "w").write("\r\n".join(lines + ["END:VCALENDAR"]) + "\r\n")
PY
printf '[[widget]]\nkind = "calendar"\nsize = "large"\nsources = ["%s"]\n' "$OUT/calendar.ics" > "$OUT/calendar.toml"
echo "calendar of 50,000 events:"
commands=()
for column in "${columns[@]}"; do commands+=("${bin[$column]} --config $OUT/calendar.toml"); done
python3 "$HERE/bench-first-frame.py" --runs "$RUNS" --settle 500 "${commands[@]}" | tee "$OUT/calendar-frame"
n=0
for column in "${columns[@]}"; do
  n=$((n + 1))
  frame=$(median_and_p90 "$OUT/calendar-frame" "$n")
  echo "$column:"
  python3 "$HERE/bench-hostile-inputs.py" "${bin[$column]}" "50,000 events" | tee "$OUT/calendar-memory"
  # "50,000 events  RENDER_PEAK MB CPUs  PEAK MB HELD MB CPUs [still busy at 40 s]"
  held=$(awk '/^50,000 events/ { printf "%s / %s MB%s", $6, $8, (NF > 10 ? " (still busy at 40 s)" : "") }' "$OUT/calendar-memory")
  cell[calendar,$column]="$frame; $held"
done

# 5. The table, for BENCHMARKS.md.
LOAD_AT_END=$(cut -d' ' -f1 /proc/loadavg)
declare -A heading=([before]="before" [after]="after, commit $commit" [btop]="btop $BTOP_VERSION")
rows=(
  "installed|installed executables"
  "clock-rss|minute clock, RSS at 65 s"
  "clock-cpu|minute clock at rest, CPU 5–65 s: process / with children"
  "demo-rss|embedded demo, network refused, RSS at 65 s"
  "first|start to first frame, pty, minute clock, median / p90 ($RUNS alternating runs, settled 500 ms)"
  "demo-cpu|demo at rest, weather offline, CPU 5–65 s: process / with children"
  "listen-cpu|a listen widget at 100 fps, CPU 5–65 s: process / with children (its feeder)"
  "calendar|calendar of 50,000 events: first frame median / p90; dashboard peak / held"
)
echo
printf '|'; for column in "${columns[@]}" btop; do printf ' | %s' "${heading[$column]}"; done; echo ' |'
printf '|---'; for column in "${columns[@]}" btop; do printf '|---'; done; echo '|'
for row in "${rows[@]}"; do
  printf '| %s' "${row#*|}"
  for column in "${columns[@]}" btop; do printf ' | %s' "${cell[${row%%|*},$column]:-}"; done
  echo ' |'
done
echo
echo "after: commit $commit, $BIN; ${BEFORE_DIR:+before: $(realpath "$BEFORE_DIR") ($(ls "$OUT/before" | paste -sd' ')); }btop $BTOP_VERSION ($BTOP)."
echo "Machine: $(nproc) × $(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo), $(awk '/^MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo), Linux $(uname -r);" \
  "load average $LOAD_AT_START at the start, $LOAD_AT_END at the end; $(date -u '+%Y-%m-%d %H:%M') UTC."
