#!/usr/bin/env python3
"""Writes the order in which the release link lays out widgetty's functions (lld's --symbol-ordering-file, which
`make release` passes): first the functions a dashboard at rest runs (a minute clock's tick, the embedded demo's
minute), then the rest of what their starts run. Each is then a few runs of contiguous pages, instead of a hundred
64 KB windows (the kernel's fault-around) spread over 12 MB of `.text`.

It runs BINARY's minute clock and its embedded demo (network refused) under valgrind's callgrind, side by side in tmux,
each started (the hidden --start-at) 30 s before a minute and watched for 100 s; callgrind dumps its profile each time
the dashboard hands its read-only pages back (after the first frame and its first turns, then before each long sleep):
the dumps written in the first 25 s are the start, the later ones its two minutes at rest. The functions that ran are
read by their mangled names from the symbol table (of a copy without DWARF, which valgrind 3.19 cannot read).

Regenerate when the code a start or a minute runs has moved (a function not listed is laid out after these, in the
linker's own order; a name no longer found is skipped):
    make release && scripts/symbol-order.py .build/release/widgetty scripts/symbol-order.txt &&
        rm .build/release/widgetty && make release   (SwiftPM relinks a missing binary only: it does not watch the file)
Usage: scripts/symbol-order.py BINARY OUTPUT   (valgrind and tmux; 100 s)
"""
import os
import re
import subprocess
import sys
import tempfile
import time

HAND_BACK = "widgetty_hand_back_read_only_pages"
CLOCK = '[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "clock"\nsize = "small"\n'
START_AT = "2026-11-24T09:59:30Z"
WATCH_SECONDS = 100
START_SECONDS = 25


def executed(dump, binary):
    """The names of the binary's functions that ran in one callgrind dump (written with --compress-strings=no), in
    the dump's order."""
    names, current_object = [], None
    with open(dump, errors="replace") as lines:
        for line in lines:
            if line.startswith("ob="):
                current_object = os.path.realpath(line[3:].strip())
            elif line.startswith("fn=") and current_object == binary:
                name = re.sub(r"'\d+$", "", line[3:].strip())
                if not name.startswith("0x"):
                    names.append(name)
    return names


def dumps(prefix):
    """The numbered dumps callgrind has written for one run, in order."""
    folder, base = os.path.split(prefix)
    numbered = [(int(name.rsplit(".", 1)[1]), os.path.join(folder, name)) for name in os.listdir(folder)
                if re.fullmatch(re.escape(base) + r"\.\d+", name)]
    return [path for _, path in sorted(numbered)]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    output = sys.argv[2]
    work = tempfile.mkdtemp(prefix="symbol-order-")
    # Without its DWARF (valgrind 3.19 cannot read DWARF 5, and gives up); the symbol table, which names the functions, stays.
    binary = f"{work}/widgetty"
    subprocess.run(["strip", "--strip-debug", "-o", binary, sys.argv[1]], check=True)
    socket = f"widgetty-symbol-order-{os.getpid()}"
    with open(f"{work}/clock.toml", "w") as config:
        config.write(CLOCK)
    runs = {"clock": f"--config {work}/clock.toml", "demo": ""}
    try:
        for name, arguments in runs.items():
            home = f"{work}/home-{name}"
            os.makedirs(f"{home}/run", mode=0o700)
            command = (f"valgrind --tool=callgrind --dump-after={HAND_BACK} --demangle=no --compress-strings=no "
                       f"--callgrind-out-file={work}/{name}.out {binary} --start-at {START_AT} {arguments}")
            environment = [f"LANG=C.UTF-8", "TERM=xterm-256color", "TZ=Europe/Berlin", f"XDG_RUNTIME_DIR={home}/run",
                           f"HOME={home}", f"XDG_CONFIG_HOME={home}", f"XDG_CACHE_HOME={home}", f"XDG_STATE_HOME={home}",
                           "https_proxy=http://127.0.0.1:9", "http_proxy=http://127.0.0.1:9"]
            subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "200", "-y", "60"]
                           + [item for variable in environment for item in ("-e", variable)] + [command], check=True)
        started = time.time()
        time.sleep(WATCH_SECONDS)
        at_rest, start = [], []
        for name in runs:
            written = dumps(f"{work}/{name}.out")
            late = [path for path in written if os.path.getmtime(path) - started >= START_SECONDS]
            if len(late) == len(written) or not late:
                sys.exit(f"symbol-order: {name}: {len(written)} dumps, {len(late)} of them after {START_SECONDS} s; "
                         "expected both a start and a minute (is valgrind installed, did the dashboard start?)")
            for path in written:
                (at_rest if path in late else start).extend(executed(path, binary))
        ordered = list(dict.fromkeys(at_rest + start))
        with open(output, "w") as out:
            out.write("\n".join(ordered) + "\n")
        print(f"symbol-order: {len(dict.fromkeys(at_rest))} functions at rest, {len(ordered)} in all, written to {output}")
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], stderr=subprocess.DEVNULL)
        subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
