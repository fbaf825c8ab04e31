#!/usr/bin/env bash
# Lines lost when a task is toggled in a note another program keeps writing to (issue 23's scenario):
# the large note view of a notes widget in tmux, a program appending a line every 3 ms for 8 s, and Space
# pressed 80 times 100 ms apart on the note's first task. Prints what was appended, what was lost, and how the
# task's box ended. The program adds its line by appending (the default), by saving a new copy and renaming it over
# the note ("rename"), by rewriting the note in place ("inplace"), or by appending the moment a toggle's temporary
# file appears beside the note ("window": while the toggle is writing, the moment an unguarded rename loses it), by
# appending each line in two writes ("split"), or by appending through a second name, a hard link to the note made
# before the dashboard starts ("hardlink": a toggle that renamed a new file over the note would cut that name off).
# Also counts the Space presses after which the tile showed an error reading the note (a lease of its own met).
# Usage: scripts/toggle-race.sh [path/to/widgetty] [append|rename|inplace|window|split|hardlink]
# (default: .build/debug/widgetty append)
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
writer_path=$note
if [ "$mode" = hardlink ]; then writer_path="$work/other.md"; ln "$note" "$writer_path"; fi
tmux new-session -d -s "$session" -x 100 -y 40 \
    "env TZ=UTC XDG_STATE_HOME=$work/state XDG_RUNTIME_DIR=$work XDG_CACHE_HOME=$work/cache $binary --config $work/config.toml"
for _ in $(seq 1 300); do
    tmux capture-pane -p -t "$session" | grep -q "tick me" && break
    sleep 0.1
done
tmux capture-pane -p -t "$session" | grep -q "tick me" || { echo "the dashboard did not show the note within 30 s" >&2; exit 1; }
# Tab focuses the tile, Tab again its first task; Space then toggles it.
tmux send-keys -t "$session" Tab Tab
python3 - "$writer_path" "$mode" > "$work/appended" <<'PY' &
import os, sys, time
path, mode, count, end = sys.argv[1], sys.argv[2], 0, time.monotonic() + 8
seen = set()
while time.monotonic() < end:
    line = f"appended {count}\n"
    if mode == "window":
        temporary = {name for name in os.listdir(os.path.dirname(path)) if ".widgetty-" in name}
        if not temporary - seen:
            continue
        seen |= temporary
        with open(path, "a") as f:
            f.write(line)
        count += 1
        continue
    if mode in ("append", "hardlink"):
        with open(path, "a") as f:
            f.write(line)
    elif mode == "split":
        with open(path, "a") as f:
            f.write(line[:5])
            f.flush()
            f.write(line[5:])
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
refused=0
unreadable=0
for _ in $(seq 1 80); do
    tmux send-keys -t "$session" Space
    sleep 0.1
    frame=$(tmux capture-pane -p -t "$session")
    if grep -q "Toggle Task failed" <<<"$frame"; then refused=$((refused + 1)); fi
    if grep -q "is not shown\|Resource temporar" <<<"$frame"; then unreadable=$((unreadable + 1)); fi
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
screen=$(tmux capture-pane -p -t "$session" | grep -m1 -o "Toggle Task failed[^─]*" || true)
tmux capture-pane -p -t "$session" > "$work/screen"; tmux send-keys -t "$session" q
echo "binary: $binary; writer: $mode"
echo "appended: $appended lines; lost: $lost; task now: $box"
echo "Space presses after which the tile showed a refusal: $refused of 80; last: ${screen:-(none)}"
echo "Space presses after which the tile showed the note unreadable: $unreadable of 80;" \
    "log lines saying so: $(cat "$work"/state/widgetty/*.log 2>/dev/null | grep -c "is not shown" || true)"
echo "note's links: $(stat -c %h "$note")"
if [ -n "${SHOW_SCREEN:-}" ]; then head -8 "$work/screen"; fi
