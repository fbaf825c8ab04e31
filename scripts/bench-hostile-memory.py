#!/usr/bin/env python3
"""Peak resident memory of `widgetty render` (with its fetch helper) and of the running dashboard while a
server on 127.0.0.1 sends a 1 GB body, a body without end, or a gzip bomb that expands to 1 GB.

Usage: scripts/bench-hostile-memory.py [path/to/widgetty]   (make bench runs it on the release build)
Render's figure is the largest of it and its helper (getrusage of waited-for children); the dashboard's is
its VmHWM, read in a tmux pane once the tile shows the error. The weather reads at most 1 MiB of a body.
"""
import http.server, os, subprocess, sys, tempfile, threading, time

BINARY = os.path.realpath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/widgetty")
CHUNK = b" " * 65536
# Made by gzip, not in this process: its own gigabyte would count in the children's figures.
BOMB = subprocess.run("head -c 1073741824 /dev/zero | gzip -1", shell=True, capture_output=True, check=True).stdout


class Hostile(http.server.BaseHTTPRequestHandler):
    mode = "gigabyte"

    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if Hostile.mode == "gzip bomb":
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(BOMB)))
        elif Hostile.mode == "gigabyte":
            self.send_header("Content-Length", str(1 << 30))
        self.end_headers()
        try:
            if Hostile.mode == "gzip bomb":
                self.wfile.write(BOMB)
            else:
                sent = 0
                while Hostile.mode == "endless" or sent < (1 << 30):
                    self.wfile.write(CHUNK)
                    sent += len(CHUNK)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Hostile)
threading.Thread(target=server.serve_forever, daemon=True).start()
folder = tempfile.mkdtemp()
config = os.path.join(folder, "config.toml")
with open(config, "w") as file:
    file.write(f'[dashboard]\ntheme = "dark"\n\n[[widget]]\nkind = "weather"\nsize = "medium"\nlatitude = 40.79\n'
               f'longitude = -73.97\nbase_url = "http://127.0.0.1:{server.server_port}/v1/forecast"\n')
os.mkdir(os.path.join(folder, "run"), 0o700)

for mode in ["gigabyte", "endless", "gzip bomb"]:
    Hostile.mode = mode
    # posix_spawn, not fork: a forked child starts with this process's peak as its own.
    output = os.path.join(folder, "render.txt")
    with open(output, "w") as file:
        pid = os.posix_spawn(BINARY, [BINARY, "render", "--size", "49x20", "--config", config], os.environ,
                             file_actions=[(os.POSIX_SPAWN_DUP2, file.fileno(), 1)])
    _, _, usage = os.wait4(pid, 0)
    render_peak = usage.ru_maxrss
    with open(output) as file:
        shown = "sent more than 1 MB" in file.read().replace("│", " ").replace("\n", " ")

    socket = f"widgetty-hostile-{os.getpid()}"
    subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30",
                    "-e", "LANG=C.UTF-8", "-e", f"XDG_RUNTIME_DIR={folder}/run", f"{BINARY} --config {config}"], check=True)
    # Until the tile shows the error, or 20 s (a build without limits never shows one).
    peak, dashboard_shown, deadline = None, False, time.time() + 20
    pid = None
    while time.time() < deadline and not dashboard_shown:
        time.sleep(0.2)
        screen = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p"], capture_output=True, text=True).stdout
        dashboard_shown = "sent more than" in screen
        pid = pid or (subprocess.run(["pgrep", "-n", "-f", f"^{BINARY} --config {config}$"],
                                     capture_output=True, text=True).stdout.split() or [None])[0]
    if pid:
        with open(f"/proc/{pid}/status") as status:
            peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
    subprocess.run(["tmux", "-L", socket, "kill-server"])
    print(f"{mode:10}  render (and helper) peak {render_peak / 1024:7.1f} MB{'' if shown else ' (no error shown)'}"
          f"   dashboard peak {peak / 1024 if peak else float('nan'):7.1f} MB{'' if dashboard_shown else ' (no error shown)'}")
server.shutdown()
