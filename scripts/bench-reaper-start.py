#!/usr/bin/env python3
"""What the reaper adds to each command widget's run: /bin/true started directly (in a session of its own, stdin from
/dev/null), against the same under `WIDGETTY --reap-program /bin/true`, as the dashboard starts it (a control socket
on its stdin, its answer read, its end waited for). Runs alternate, so both see the same load.

Usage: scripts/bench-reaper-start.py [--runs N] WIDGETTY
Prints, for each way: wall time from start to reaped (median and p90) and the CPU of the processes started (user +
system, from RUSAGE_CHILDREN), a run.
"""
import argparse, resource, socket, statistics, subprocess, time


def direct(_):
    subprocess.Popen(["/bin/true"], stdin=subprocess.DEVNULL, start_new_session=True).wait()


def reaped(widgetty):
    ours, its = socket.socketpair()
    process = subprocess.Popen([widgetty, "--reap-program", "/bin/true"], stdin=its, start_new_session=True)
    its.close()
    if ours.recv(4) != b"\0\0\0\0":
        raise SystemExit("the reaper did not start /bin/true")
    process.wait()
    ours.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("widgetty")
    arguments = parser.parse_args()
    walls = {direct: [], reaped: []}
    cpu = {direct: 0.0, reaped: 0.0}
    for _ in range(arguments.runs):
        for way in (direct, reaped):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.monotonic()
            way(arguments.widgetty)
            walls[way].append((time.monotonic() - start) * 1000)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[way] += (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    for way, name in ((direct, "directly"), (reaped, "under the reaper")):
        times = sorted(walls[way])
        print(f"{name}: wall median {statistics.median(times):.1f} ms, p90 {times[int(len(times) * 0.9)]:.1f} ms; "
              f"CPU {cpu[way] / arguments.runs:.1f} ms a run")


main()
