#!/usr/bin/env python3
"""Times start to first frame on a pseudo-terminal, for one or more builds run alternately.

Usage: scripts/bench-first-frame.py [--runs N] [--config FILE] BINARY [BINARY ...]
       scripts/bench-first-frame.py [--runs N] --settle MS 'COMMAND [ARGUMENTS]' ['COMMAND …' …]

Each run starts `BINARY --exit-after-first-frame` (with `--config FILE`, else the embedded demo)
on a 200 x 60 pseudo-terminal that answers its start-up queries at once (the background color and
DA1, as tmux does), and notes two moments from the moment it was started:
  - first frame: the frame's last bytes have arrived, which is what a person sees: the bytes
    before the first that puts the terminal back (the cursor shown, mouse reports off, the
    alternate screen left), which builds send at different points of their shutdown;
  - exit: the process has ended, which adds what it does after the frame (closing inotify waits
    for the kernel to let go of the watches, tearing down threads).
The shell's own start (`date` in a loop) is not in either figure.

With --settle MS, for programs that do not stop after their first frame (btop beside widgetty), each command runs
as given and its first frame ends with the last bytes before MS milliseconds without output; it is then ended
(SIGTERM), and only the first frame is reported. The same rule for every command keeps them comparable.
"""
import argparse
import fcntl
import os
import pty
import select
import shlex
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

QUERY_DA1 = b"\x1b[c"
QUERY_BACKGROUND = b"\x1b]11;?"
ENTER_ALTERNATE_SCREEN = b"\x1b[?1049h"
# What only shutting down writes: the cursor shown, mouse reports off, the alternate screen left.
SHUTDOWN = (b"\x1b[?25h", b"\x1b[?1003l", b"\x1b[?1000l", b"\x1b[?1049l")
TIMEOUT_SECONDS = 10


def one_run(arguments, settle=None, config_home="/nonexistent"):
    """Runs the command once; returns (first frame, exit, first frame from exec) in milliseconds (exit is None with `settle`)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 60, 200, 0, 0))
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", XDG_CONFIG_HOME=config_home)

    # The moment the child is about to exec, written by it: Python's own fork (a copy of this interpreter) comes
    # before, and is reported apart, as the shell's start is not counted.
    exec_read, exec_write = os.pipe()

    def controlling_terminal():
        os.setsid()
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)
        os.write(exec_write, struct.pack("d", time.perf_counter()))

    started = time.perf_counter()
    process = subprocess.Popen(arguments, stdin=slave, stdout=slave, stderr=subprocess.DEVNULL,
                               env=environment, preexec_fn=controlling_terminal, close_fds=True)
    os.close(slave)
    os.close(exec_write)
    exec_moment = os.read(exec_read, 8)
    os.close(exec_read)
    execed = struct.unpack("d", exec_moment)[0] if len(exec_moment) == 8 else started
    output = b""
    arrivals = []  # (offset of the chunk's first byte, when it arrived)
    answered = set()
    deadline = started + TIMEOUT_SECONDS
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            arrivals.append((len(output), time.perf_counter()))
            output += chunk
            if QUERY_BACKGROUND in output and "background" not in answered:
                os.write(master, b"\x1b]11;rgb:0000/0000/0000\x1b\\")
                answered.add("background")
            if QUERY_DA1 in output and "da1" not in answered:
                os.write(master, b"\x1b[?62;22c")
                answered.add("da1")
        if process.poll() is not None and not ready:
            break
        if settle and not ready and arrivals and ENTER_ALTERNATE_SCREEN in output and time.perf_counter() - arrivals[-1][1] >= settle / 1000:
            process.send_signal(signal.SIGTERM)
            break
    try:
        process.wait(timeout=max(0.1, deadline - time.perf_counter()))
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGKILL)
        process.wait()
    ended = time.perf_counter()
    os.close(master)
    first_frame = arrivals[-1][1] if settle and ENTER_ALTERNATE_SCREEN in output else frame_end(output, arrivals)
    if first_frame is None:
        raise SystemExit(f"{arguments[0]} drew no frame (exit status {process.returncode})")
    return (first_frame - started) * 1000, None if settle else (ended - started) * 1000, (first_frame - execed) * 1000


def frame_end(output, arrivals):
    """When the frame's last byte arrived: the chunk before shutdown's first sequence, or the chunk that holds both."""
    entered = output.find(ENTER_ALTERNATE_SCREEN)
    if entered < 0:
        return None
    found = [output.find(sequence, entered) for sequence in SHUTDOWN]
    found = [offset for offset in found if offset >= 0]
    if not found:
        return None
    shutdown = min(found)
    chunk = max(index for index, (offset, _) in enumerate(arrivals) if offset <= shutdown)
    if arrivals[chunk][0] == shutdown and chunk > 0:
        chunk -= 1
    return arrivals[chunk][1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--config")
    parser.add_argument("--settle", type=float, help="milliseconds without output that end a first frame")
    parser.add_argument("binaries", nargs="+")
    options = parser.parse_args()
    if options.settle:
        commands = {binary: shlex.split(binary) for binary in options.binaries}
    else:
        commands = {binary: [binary, "--exit-after-first-frame"] + (["--config", options.config] if options.config else [])
                    for binary in options.binaries}
    # With --settle, an empty folder for the settings a command writes (btop's); none for widgetty's demo.
    config_home = tempfile.TemporaryDirectory() if options.settle else None
    results = {binary: ([], [], []) for binary in options.binaries}
    for _ in range(options.runs):
        for binary in options.binaries:
            frame, end, from_exec = one_run(commands[binary], options.settle, config_home.name if config_home else "/nonexistent")
            results[binary][0].append(frame)
            results[binary][1].append(end)
            results[binary][2].append(from_exec)
    for binary, (frames, ends, from_execs) in results.items():
        frames.sort()
        from_execs.sort()
        exec_line = (f"\n  from exec    median {statistics.median(from_execs):6.2f} ms  p25 {from_execs[len(from_execs) // 4]:6.2f}"
                     f"  p90 {from_execs[int(len(from_execs) * 0.9)]:6.2f}  (the same frames, timed from the exec, not the fork)")
        if options.settle:
            print(f"{binary}\n  first frame  median {statistics.median(frames):6.2f} ms  p25 {frames[len(frames) // 4]:6.2f}"
                  f"  p90 {frames[int(len(frames) * 0.9)]:6.2f}  (settled {options.settle:g} ms; {len(frames)} runs){exec_line}")
            continue
        ends.sort()
        print(f"{binary}\n  first frame  median {statistics.median(frames):6.2f} ms  p25 {frames[len(frames) // 4]:6.2f}"
              f"  p90 {frames[int(len(frames) * 0.9)]:6.2f}\n  exit         median {statistics.median(ends):6.2f} ms"
              f"  p25 {ends[len(ends) // 4]:6.2f}  p90 {ends[int(len(ends) * 0.9)]:6.2f}  ({len(frames)} runs){exec_line}")


if __name__ == "__main__":
    sys.exit(main())
