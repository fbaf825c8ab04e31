#!/usr/bin/env bash
# widgetty beside btop, in one session on one machine (issue 24's table): installed size, resident memory after a
# minute, start to first frame, CPU at rest, a listen-mode widget at 100 frames a second, and a 50,000-event calendar.
# Usage: scripts/bench-versus-btop.sh [path/to/widgetty] [runs]   (make bench runs it on the release build; btop
# comes from Debian, which make bench installs)
#   - installed: what `make install` (scripts/install.sh) puts in bin/, against the btop executable;
#   - first frame: scripts/bench-first-frame.py --settle 500, RUNS (20) alternating runs of the minute clock and btop
#     on a 200 x 60 pseudo-terminal: the last bytes before half a second without output, the same rule for both;
#   - a minute in tmux, all at once: the minute clock, the embedded demo with the network refused (its weather offline,
#     retrying), a listen-mode command widget fed 100 lines a second, and btop (defaults: a refresh each 2 s);
#     resident memory (VmRSS) at the end, and CPU (utime + stime of the process alone, not its children) from the
#     5th second to the 65th;
#   - the calendar: the first frame of 50,000 one-off events (bench-first-frame.py), and what the dashboard holds once
#     it has read them (bench-hostile-inputs.py).
# Figures from a shared machine move with its load: compare the columns of one run only.
set -euo pipefail
BIN=$(realpath "${1:-.build/release/widgetty}")
RUNS=${2:-20}
HERE=$(cd "$(dirname "$0")" && pwd)
BTOP=$(command -v btop) || { echo "bench-versus-btop: btop is not installed (apt-get install btop; make bench does)" >&2; exit 1; }
SOCKET="widgetty-btop-$$"
OUT=$(mktemp -d)
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$OUT"' EXIT
mkdir -m 700 "$OUT/run" "$OUT/home"

printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "clock"\nsize = "small"\n' > "$OUT/clock.toml"
printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "command"\nsize = "small"\nmode = "listen"\ncommand = ["python3", "-u", "-c", "import time\\nwhile True:\\n    print(time.time_ns(), flush=True)\\n    time.sleep(0.01)"]\n' > "$OUT/listen.toml"

echo "widgetty $BIN (commit $(git -C "$HERE/.." rev-parse --short HEAD 2>/dev/null || echo unknown)) against $BTOP ($("$BTOP" --version | head -1))"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start"

# 1. Installed size.
"$HERE/install.sh" install "$(dirname "$BIN")" "$OUT/prefix" > /dev/null
echo "installed executables: $(du -b "$OUT/prefix/bin/"* | awk '{ n = split($2, p, "/"); printf "%s%s %.1f MB", sep, p[n], $1 / 1e6; sep = ", " }');" \
  "btop $(stat -c %s "$BTOP" | awk '{ printf "%.1f MB", $1 / 1e6 }')"

# 2. Start to first frame, alternating.
python3 "$HERE/bench-first-frame.py" --runs "$RUNS" --settle 500 "$BIN --config $OUT/clock.toml" "$BTOP --utf-force"

# 3. A minute of each, side by side.
start() {
  tmux -L "$SOCKET" -f /dev/null new-session -d -s "$1" -x 200 -y 60 -e LANG=C.UTF-8 -e TERM=xterm-256color \
    -e XDG_RUNTIME_DIR="$OUT/run" -e HOME="$OUT/home" -e XDG_CONFIG_HOME="$OUT/home/$1" -e XDG_CACHE_HOME="$OUT/home/$1" \
    -e XDG_STATE_HOME="$OUT/home/$1" -e https_proxy=http://127.0.0.1:9 -e http_proxy=http://127.0.0.1:9 "$2"
}
pid_of() { tmux -L "$SOCKET" list-panes -t "$1" -F '#{pane_pid}'; }
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
names="clock demo listen btop"
start clock "$BIN --config $OUT/clock.toml"
start demo "$BIN"
start listen "$BIN --config $OUT/listen.toml"
start btop "$BTOP --utf-force"
sleep 5
declare -A pid before
for name in $names; do pid[$name]=$(pid_of "$name"); before[$name]=$(ticks "${pid[$name]}"); done
sleep 60
hz=$(getconf CLK_TCK)
echo "a minute (5 s to 65 s after the start), all four at once:"
for name in $names; do
  p=${pid[$name]}
  awk -v name="$name" -v t=$(($(ticks "$p") - before[$name])) -v hz="$hz" \
      -v rss="$(awk '/^VmRSS/ { print $2 }' "/proc/$p/status")" \
      'BEGIN { printf "  %-7s RSS %6.1f MB   CPU %5.2f %% of a core (%d ticks of %d ms)\n", name, rss / 1024, 100 * t / hz / 60, t, 1000 / hz }'
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
python3 "$HERE/bench-first-frame.py" --runs "$RUNS" --settle 500 "$BIN --config $OUT/calendar.toml"
python3 "$HERE/bench-hostile-inputs.py" "$BIN" "50,000 events"
