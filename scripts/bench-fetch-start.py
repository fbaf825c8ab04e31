#!/usr/bin/env python3
"""Times one fetch through a fetch helper, from its start to its answer, for one or more helpers run alternately.

Usage: scripts/bench-fetch-start.py [--runs N] 'COMMAND [ARGUMENTS]' ['COMMAND …' …]
e.g.   scripts/bench-fetch-start.py '.build/release/widgetty --fetch-helper'

Each run starts the command as the dashboard does (the request on its standard input, its answer read from a pipe)
for a 1 KB JSON answer from a server on 127.0.0.1, and notes the wall time from the start to the end of the answer
and the process's exit, its CPU time (user + system) and its peak resident memory (wait4). The server's side is the
same for every command, so the differences are the helpers' own: exec, loading, relocations, the runtime's start,
opening libcurl, the request.
"""
import argparse
import http.server
import os
import shlex
import statistics
import sys
import threading
import time

BODY = b'{"padding":"' + b"x" * 1000 + b'"}'


class Answer(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(BODY)))
        self.end_headers()
        self.wfile.write(BODY)

    def log_message(self, *args):
        pass


def one_run(arguments, request):
    """Runs the helper once; returns (wall ms, CPU ms, peak RSS MB)."""
    request_read, request_write = os.pipe()
    answer_read, answer_write = os.pipe()
    os.write(request_write, request)
    os.close(request_write)
    started = time.perf_counter()
    pid = os.posix_spawn(arguments[0], arguments, os.environ, file_actions=[
        (os.POSIX_SPAWN_DUP2, request_read, 0), (os.POSIX_SPAWN_DUP2, answer_write, 1),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)])
    os.close(request_read)
    os.close(answer_write)
    answer = b""
    while chunk := os.read(answer_read, 65536):
        answer += chunk
    os.close(answer_read)
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter() - started) * 1000
    if not answer.startswith(b"status 200 ") or not answer.endswith(BODY):
        raise SystemExit(f"{arguments[0]}: not the answer expected (exit status {status}): {answer[:200]!r}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("commands", nargs="+")
    options = parser.parse_args()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Answer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    request = f"url http://127.0.0.1:{server.server_port}/v1/forecast\ntimeout 10\nmax-bytes 65536\n".encode()
    results = {command: [] for command in options.commands}
    for _ in range(options.runs):
        for command in options.commands:
            results[command].append(one_run(shlex.split(command), request))
    server.shutdown()
    for command, runs in results.items():
        walls = sorted(run[0] for run in runs)
        print(f"{command}\n  start to answer  median {statistics.median(walls):6.2f} ms  p90 {walls[int(len(walls) * 0.9)]:6.2f}"
              f"  CPU median {statistics.median(run[1] for run in runs):5.1f} ms"
              f"  peak RSS median {statistics.median(run[2] for run in runs):5.1f} MB  ({len(runs)} runs)")


if __name__ == "__main__":
    sys.exit(main())
