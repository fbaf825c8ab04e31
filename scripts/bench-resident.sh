#!/usr/bin/env bash
# Where widgetty's resident memory is (issue 24: a minute clock under 6 MB, the embedded demo under 10 MB before a
# calendar opens): each BINARY's stripped size, then its minute clock and its embedded demo (network refused, so its
# weather is offline) side by side in tmux, and after SECONDS (60) each one's VmRSS by kind of mapping
# (scripts/resident-memory.py: the executable's code, its data, heap, stacks, each library); SECONDS may list several
# moments (60,125: after 60 s, then after 125 s). Several binaries run at
# once, so that their figures share the machine's state; copy each to a file of its own first (install does), as a
# binary the linker has just written may sit in the page cache in larger pieces than one read from disk.
# Usage: scripts/bench-resident.sh [SECONDS[,SECONDS...]] BINARY...
set -euo pipefail
MOMENTS=60
if [[ ${1:-} =~ ^[0-9]+(,[0-9]+)*$ ]]; then MOMENTS=$1; shift; fi
[ $# -ge 1 ] || { echo "usage: $0 [SECONDS] BINARY..." >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
SOCKET="widgetty-resident-$$"
OUT=$(mktemp -d)
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; rm -rf "$OUT"' EXIT
mkdir -m 700 "$OUT/run" "$OUT/home"
printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "clock"\nsize = "small"\n' > "$OUT/clock.toml"

start() {
  tmux -L "$SOCKET" -f /dev/null new-session -d -s "$1" -x 200 -y 60 -e LANG=C.UTF-8 -e TERM=xterm-256color \
    -e TZ=Europe/Berlin -e XDG_RUNTIME_DIR="$OUT/run" -e HOME="$OUT/home" -e XDG_CONFIG_HOME="$OUT/home/$1" \
    -e XDG_CACHE_HOME="$OUT/home/$1" -e XDG_STATE_HOME="$OUT/home/$1" -e https_proxy=http://127.0.0.1:9 \
    -e http_proxy=http://127.0.0.1:9 "$2"
}
n=0
for binary in "$@"; do
  n=$((n + 1))
  strip -o "$OUT/stripped" "$binary"
  echo "$n: $binary, $(stat -c %s "$OUT/stripped" | awk '{ printf "%.2f MB", $1 / 1e6 }') stripped"
  start "clock$n" "$(realpath "$binary") --config $OUT/clock.toml"
  start "demo$n" "$(realpath "$binary")"
done
waited=0
for moment in ${MOMENTS//,/ }; do
  [ "$moment" -gt "$waited" ] && sleep $((moment - waited))
  waited=$moment
  for i in $(seq 1 "$n"); do
    for session in "clock$i" "demo$i"; do
      echo "$session after $moment s: $(python3 "$HERE/resident-memory.py" "$(tmux -L "$SOCKET" list-panes -t "$session" -F '#{pane_pid}')")"
    done
  done
done
