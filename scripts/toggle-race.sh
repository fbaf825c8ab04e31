#!/usr/bin/env bash
# Lines lost when a task is toggled in a note another program keeps writing to (issue 23's scenario):
# the large note view of a notes widget in tmux, a program appending a line every 3 ms for 8 s, and Space
# pressed 80 times 100 ms apart on the note's first task. Prints what was appended, what was lost, and how the
# task's box ended. The program adds its line by appending (the default), by saving a new copy and renaming it over
# the note ("rename"), or by rewriting the note in place ("inplace").
# Usage: scripts/toggle-race.sh [path/to/widgetty] [append|rename|inplace]   (default: .build/debug/widgetty append)
set -euo pipefail
binary=$(realpath "${1:-.build/debug/widgetty}")
mode=${2:-append}
work=$(mktemp -d)
session="toggle-race-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir "$work/notes"
note="$work/notes/log.md"
{ echo "# Race"; echo "- [ ] tick me"; for i in $(seq 1 30); do echo "earlier line $i"; done; } > "$note"
printf '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "notes"\nsize = "large"\npath = "%s"\nshow = "note"\nnote = "log.md"\n' \
    "$work/notes" > "$work/config.toml"
tmux new-session -d -s "$session" -x 100 -y 40 \
    "env TZ=UTC XDG_STATE_HOME=$work/state XDG_RUNTIME_DIR=$work XDG_CACHE_HOME=$work/cache $binary --config $work/config.toml"
for _ in $(seq 1 300); do
    tmux capture-pane -p -t "$session" | grep -q "tick me" && break
    sleep 0.1
done
tmux capture-pane -p -t "$session" | grep -q "tick me" || { echo "the dashboard did not show the note within 30 s" >&2; exit 1; }
# Tab focuses the tile, Tab again its first task; Space then toggles it.
tmux send-keys -t "$session" Tab Tab
python3 - "$note" "$mode" > "$work/appended" <<'PY' &
import os, sys, time
path, mode, count, end = sys.argv[1], sys.argv[2], 0, time.monotonic() + 8
while time.monotonic() < end:
    line = f"appended {count}\n"
    if mode == "append":
        with open(path, "a") as f:
            f.write(line)
    else:
        with open(path) as f:
            text = f.read() + line
        if mode == "rename":
            with open(path + ".saving", "w") as f:
                f.write(text)
            os.rename(path + ".saving", path)
        else:
            with open(path, "r+") as f:
                f.write(text)
    count += 1
    time.sleep(0.003)
print(count)
PY
appender=$!
for _ in $(seq 1 80); do
    tmux send-keys -t "$session" Space
    sleep 0.1
done
wait "$appender"
sleep 1
appended=$(cat "$work/appended")
lost=$(python3 - "$note" "$appended" <<'PY'
import sys
lines = set(open(sys.argv[1]).read().split("\n"))
print(sum(1 for i in range(int(sys.argv[2])) if f"appended {i}" not in lines))
PY
)
box=$(grep -m1 "tick me" "$note" || echo "(task line gone)")
screen=$(tmux capture-pane -p -t "$session" | grep -m1 -E "changed on disk|open in another program|could not" || true)
tmux capture-pane -p -t "$session" > "$work/screen"; tmux send-keys -t "$session" q
echo "binary: $binary; writer: $mode"
echo "appended: $appended lines; lost: $lost; task now: $box"
echo "last message on the tile: ${screen:-(none)}"; [ -n "${SHOW_SCREEN:-}" ] && head -8 "$work/screen"
