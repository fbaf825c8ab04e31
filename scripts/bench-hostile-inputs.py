#!/usr/bin/env python3
"""Peak and held memory and CPU of widgetty on calendars and forecasts built to make it spend without bound.

Usage: scripts/bench-hostile-inputs.py [path/to/widgetty] [case ...]   (make bench runs it on the release build)

Each case is run twice: `widgetty render` (its peak RSS and CPU from wait4, with its fetch helper), and the dashboard
in a tmux pane, sampled from /proc every 0.5 s until its CPU time has not moved for 3 s or 40 s have passed: its
peak (VmHWM), what it holds then (VmRSS), its CPU seconds, and whether it was still busy at the end (work that
outlives the provider's 15 s timeout). Targets: peak < 100 MB, a calendar under 16 MB loads in < 2 s of CPU, nothing
busy at the end.
"""
import http.server, json, os, subprocess, sys, tempfile, threading, time

BINARY = os.path.realpath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/widgetty")
CHOSEN = sys.argv[2:]
folder = tempfile.mkdtemp()
os.mkdir(os.path.join(folder, "run"), 0o700)
TICKS = os.sysconf("SC_CLK_TCK")


def calendar(*events, header=()):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN", *header]
    for event in events:
        lines += ["BEGIN:VEVENT", *event, "END:VEVENT"]
    return "\r\n".join(lines + ["END:VCALENDAR"]) + "\r\n"


def one_off(count):
    """`count` one-off events, one a day from 2020 on, about 130 bytes each."""
    return calendar(*([f"UID:event-{n}@bench", f"SUMMARY:Meeting number {n}",
                       f"DTSTART:{time.strftime('%Y%m%d', time.gmtime(1577836800 + 86400 * (n % 3000)))}T{n % 24:02}0000Z",
                       "DURATION:PT1H"] for n in range(count)))


def every(low, high):
    return ",".join(str(n) for n in range(low, high))


# Today, so an event of one occurrence is in view (one far from the window is never handed to libical).
TODAY = time.strftime("%Y%m%d")


def observances(count):
    """`count` STANDARD/DAYLIGHT blocks of a zone, each a plain DTSTART/TZOFFSETFROM/TZOFFSETTO, one a day from 1900."""
    blocks = []
    for n in range(count):
        kind, to, away = ("DAYLIGHT", "+0200", "+0100") if n % 2 else ("STANDARD", "+0100", "+0200")
        day = time.strftime("%Y%m%d", time.gmtime(-2208988800 + 86400 * n))
        blocks += [f"BEGIN:{kind}", f"DTSTART:{day}T020000", f"TZOFFSETFROM:{away}", f"TZOFFSETTO:{to}", f"END:{kind}"]
    return blocks


def zone_calendar(zone):
    """A calendar of one VTIMEZONE (its lines between BEGIN and END) and one event in it."""
    tzid = zone[0].split(":", 1)[1]
    return calendar(["UID:z", "SUMMARY:Call", f"DTSTART;TZID={tzid}:{TODAY}T090000"],
                    header=["BEGIN:VTIMEZONE", *zone, "END:VTIMEZONE"])


def zones(count):
    """`count` VTIMEZONEs named Zone-1, Zone-2, ..., each of one observance."""
    return [line for n in range(1, count + 1) for line in ["BEGIN:VTIMEZONE", f"TZID:Zone-{n}", *observances(1), "END:VTIMEZONE"]]


def days_of(year, hour, minute):
    """The first 28 days of each month of `year` at `hour`:`minute` UTC, as one comma-separated list (336 values)."""
    return ",".join(f"{year}{m:02}{d:02}T{hour:02}{minute:02}00Z" for m in range(1, 13) for d in range(1, 29))


ALL_LISTS = (f"BYMONTH={every(1, 13)};BYMONTHDAY={every(1, 32)};BYDAY=MO,TU,WE,TH,FR,SA,SU;"
             f"BYHOUR={every(0, 24)};BYMINUTE={every(0, 60)};BYSECOND={every(0, 60)}")
CALENDARS = {
    "zone every second": calendar(["UID:a", "SUMMARY:Call", "DTSTART;TZID=Evil:20250601T090000"], header=[
        "BEGIN:VTIMEZONE", "TZID:Evil", "BEGIN:STANDARD", "DTSTART:16010101T000000", "RRULE:FREQ=SECONDLY",
        "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE"]),
    "100,000 events": one_off(100_000),
    "50,000 events": one_off(50_000),
    "every BYxxx, yearly": calendar(["UID:r", "SUMMARY:Spin", "DTSTART:20200101T000000Z", "RRULE:FREQ=YEARLY;" + ALL_LISTS]),
    "every BYxxx, daily": calendar(["UID:r", "SUMMARY:Spin", "DTSTART:20200101T000000Z", "RRULE:FREQ=DAILY;" + ALL_LISTS]),
    "10 MB DESCRIPTION, one line": calendar(["UID:d", "SUMMARY:Talk", "DTSTART:20250601T090000Z", "DESCRIPTION:" + "x" * 10_000_000]),
    "10 MB DESCRIPTION, folded": calendar(["UID:d", "SUMMARY:Talk", "DTSTART:20250601T090000Z",
                                           "DESCRIPTION:" + "\r\n ".join(["x" * 74] * (10_000_000 // 74))]),
    "zone of 50,000 observances": zone_calendar(["TZID:Europe/Berlin", *observances(50_000)]),
    "50,000 one-observance zones": calendar(["UID:z", "SUMMARY:Call", "DTSTART;TZID=Zone-1:" + TODAY + "T090000"],
                                            header=zones(50_000)),
    "event of 400,000 properties": calendar(["UID:p", "SUMMARY:Talk", f"DTSTART:{TODAY}T090000Z",
                                             *(f"X-P{n}:v" for n in range(400_000))]),
    "calendar of 400,000 properties": calendar(["UID:p", "SUMMARY:Talk", f"DTSTART:{TODAY}T090000Z"],
                                               header=[f"X-P{n}:v" for n in range(400_000)]),
    "900 lines of 4,000 parameters": calendar(["UID:p", "SUMMARY:Talk", f"DTSTART:{TODAY}T090000Z",
                                               *("X-P" + ";A=1" * 4_000 + ":v" for _ in range(900))]),
    "24,000 rules of every BYxxx": calendar(["UID:r", "SUMMARY:Spin", "DTSTART:20200101T000000Z",
                                             *(["RRULE:FREQ=YEARLY;" + ALL_LISTS] * 24_000)]),
    "840,000 EXDATEs": calendar(["UID:x", "SUMMARY:Daily", "DTSTART:20200101T090000Z", "RRULE:FREQ=DAILY",
                                 *("EXDATE:" + days_of(2020, 9, 0) for _ in range(2_500))]),
    "840,000 RDATEs": calendar(["UID:x", "SUMMARY:Often", f"DTSTART:{TODAY}T090000Z",
                                *("RDATE:" + days_of(int(TODAY[:4]), n % 24, n // 24 % 60) for n in range(2_500))]),
    "nesting 500,000 deep": calendar(["UID:n", "SUMMARY:Deep", f"DTSTART:{TODAY}T090000Z",
                                      *(["BEGIN:VALARM"] * 500_000), *(["END:VALARM"] * 500_000)]),
}


class Forecast(http.server.BaseHTTPRequestHandler):
    """A real forecast's shape, padded with a list of numbers to `size` bytes."""
    size = 8 << 20

    def do_GET(self):
        hours = [f"2026-02-06T{h:02}:00" for h in range(24)]
        head = json.dumps({"utc_offset_seconds": 0, "timezone": "GMT", "hourly_units": {"temperature_2m": "°C"},
                           "hourly": {"time": hours, "temperature_2m": [1.5] * 24}})[:-1] + ',"padding":['
        body = (head + "0," * ((Forecast.size - len(head) - 2) // 2) + "0]}").encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, *args):
        pass


def config_for(case):
    path = os.path.join(folder, "config.toml")
    if case.startswith("forecast"):
        extra = "max_bytes = 67108864\n" if "64 MiB" in case else ""
        text = (f'[[widget]]\nkind = "weather"\nsize = "large"\nlatitude = 40.79\nlongitude = -73.97\n{extra}'
                f'base_url = "http://127.0.0.1:{server.server_port}/v1/forecast"\n')
    else:
        ics = os.path.join(folder, "bench.ics")
        with open(ics, "w") as file:
            file.write(CALENDARS[case])
        text = f'[[widget]]\nkind = "calendar"\nsize = "large"\nsources = ["{ics}"]\n'
    with open(path, "w") as file:
        file.write(text)
    return path


# A small Python starts render: a child spawned from this process would start with this process's peak (its strings
# of calendars and forecasts) as its own, since the kernel keeps the peak of the memory the child shares until exec.
MEASURE = """import os, sys
pid = os.posix_spawn(sys.argv[1], sys.argv[1:], os.environ, file_actions=[
    (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0), (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)])
_, _, usage = os.wait4(pid, 0)
print(usage.ru_maxrss, usage.ru_utime + usage.ru_stime)"""


def render(config):
    """Peak RSS (MB) and CPU seconds of render and its fetch helper."""
    output = subprocess.run([sys.executable, "-c", MEASURE, BINARY, "render", "--size", "49x30", "--config", config],
                            capture_output=True, text=True, check=True).stdout.split()
    return int(output[0]) / 1024, float(output[1])


def status(pid, key):
    with open(f"/proc/{pid}/status") as file:
        return next(int(line.split()[1]) for line in file if line.startswith(key + ":")) / 1024


def cpu(pid):
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def dashboard(config):
    socket = f"widgetty-inputs-{os.getpid()}"
    subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "40",
                    "-e", "LANG=C.UTF-8", "-e", f"XDG_RUNTIME_DIR={folder}/run", "-e", f"XDG_STATE_HOME={folder}/state",
                    "-e", f"XDG_CACHE_HOME={folder}/cache", f"{BINARY} --config {config}"], check=True)
    started, pid, samples, busy = time.time(), None, [], True
    try:
        while time.time() - started < 40:
            time.sleep(0.5)
            pid = pid or (subprocess.run(["pgrep", "-n", "-f", f"^{BINARY} --config {config}$"],
                                         capture_output=True, text=True).stdout.split() or [None])[0]
            if not pid:
                continue
            samples.append(cpu(pid))
            if len(samples) > 6 and samples[-1] == samples[-7]:
                busy = False
                break
        return status(pid, "VmHWM"), status(pid, "VmRSS"), samples[-1], busy
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"])


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Forecast)
threading.Thread(target=server.serve_forever, daemon=True).start()
cases = list(CALENDARS) + ["forecast padded to 8 MiB", "forecast of 64 MiB, max_bytes = 64 MiB"]
print(f"{'case':40} {'render peak':>11} {'CPU':>7}   {'dashboard peak':>14} {'held':>8} {'CPU':>7}")
for case in cases:
    if CHOSEN and not any(word in case for word in CHOSEN):
        continue
    Forecast.size = (64 << 20) - 1 if "64 MiB" in case else (8 << 20) - 1
    config = config_for(case)
    render_peak, render_cpu = render(config)
    peak, held, seconds, busy = dashboard(config)
    print(f"{case:40} {render_peak:8.1f} MB {render_cpu:6.2f}s   {peak:11.1f} MB {held:5.1f} MB {seconds:6.2f}s"
          f"{'  still busy at 40 s' if busy else ''}", flush=True)
server.shutdown()
