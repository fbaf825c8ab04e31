#!/usr/bin/env python3
"""Compares the calendar widget with a reference reader on a corpus of .ics files.

A development check, not part of the product. For every .ics file in the folders given, it asks
`widgetty timeline --json` (the release binary) and the Python library `recurring-ical-events`
(with `icalendar`, the reference) for the events of the same window, at several dates and in two
time zones, and prints "agree" or "disagree" per file with both sides, then a summary.

Run it with the virtual environment's Python; scripts/calendar-conformance.sh makes that
environment (.build-conformance/venv) and passes its arguments on:

    scripts/calendar-conformance.sh [--binary .build/release/widgetty] FOLDER [FOLDER ...]

What is compared, for each date D and zone Z (TZ=Europe/Berlin, TZ=America/New_York):
widgetty is run with `--at D` (midnight of D in Z) and lists the occurrences that overlap
[D 00:00, D+9 00:00) in Z (today to a week after tomorrow; Providers/Calendar/CalendarProvider.swift);
the reference is asked for the same span and filtered with the same overlap rule (an occurrence of
zero length counts when it starts inside). Each side is reduced to (title, start, end, all-day),
starts and ends as instants. Allowed for, as widgetty chooses (README: cancelled, no start; the
calendar reader's code: the other two): STATUS:CANCELLED occurrences are hidden; a VEVENT without
DTSTART is skipped; exact duplicates (same title, place, link and times) are shown once; a timed event
from midnight to midnight in its own zone is shown as an all-day event. Each file says which of these
it needed. Several VCALENDARs in one file (an iCalendar stream) are all read by the reference.

The dates: the first and last DTSTART, every RECURRENCE-ID, EXDATE and RDATE date, each series'
25th occurrence, and the week of each DST change of the viewer's zone in the first DTSTART's year;
at most --max-dates per file, spread over the list.

Not compared (said in the output): the location, link, birthday and holiday marks; events past
widgetty's expansion limits (a window where widgetty notes a limit is left out); VTODO, VJOURNAL and
alarms (widgetty shows events only); a file the reference cannot read, or that widgetty refuses as a
whole, is counted as "read by one side" and its reason printed, not compared.
"""

from __future__ import annotations

import argparse
import itertools
import concurrent.futures
import datetime as dt
import json
import os
import re
import subprocess
import sys
import tempfile
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from zoneinfo import ZoneInfo

try:
    import dateutil.rrule
    import icalendar
    import recurring_ical_events
except ImportError:
    sys.exit("This needs the reference: run scripts/calendar-conformance.sh, which makes its virtual environment")

ZONES = ("Europe/Berlin", "America/New_York")
WINDOW_DAYS = 9
TWENTY_FIFTH = 25


@dataclass(frozen=True, order=True)
class Shown:
    """One occurrence as compared: title, start and end as UTC instants, whether all-day."""

    title: str
    start: dt.datetime
    end: dt.datetime
    all_day: bool

    def describe(self, zone: ZoneInfo) -> str:
        """The occurrence in words, its times in `zone`."""
        kind = "all-day" if self.all_day else "timed"
        start, end = self.start.astimezone(zone), self.end.astimezone(zone)
        return f"{self.title!r} {start.isoformat()} → {end.isoformat()} ({kind})"


@dataclass
class FileResult:
    """What the two sides said about one file."""

    path: Path
    corpus: str
    status: str  # agree, disagree, unread-reference, unread-widgetty, unread-both, error (this script's own)
    reason: str = ""
    dates: int = 0
    windows: int = 0
    skipped_windows: int = 0
    allowances: set[str] = field(default_factory=set)
    differences: list[dict] = field(default_factory=list)
    features: list[str] = field(default_factory=list)


# The reference's side.

def read_calendars(path: Path) -> list[icalendar.Calendar]:
    """Every VCALENDAR of the file (an iCalendar stream may hold several)."""
    data = path.read_bytes()
    calendars = icalendar.Calendar.from_ical(data, multiple=True)
    return [calendar for calendar in calendars if calendar.name == "VCALENDAR"]


def without_startless_events(calendars) -> int:
    """Takes out the VEVENTs without DTSTART, which widgetty skips (with a note) and the reference cannot expand."""
    removed = 0
    for calendar in calendars:
        kept = [part for part in calendar.subcomponents if part.name != "VEVENT" or part.get("DTSTART") is not None]
        removed += len(calendar.subcomponents) - len(kept)
        calendar.subcomponents[:] = kept
    return removed


def queries_of(calendars) -> list:
    """The reference's query for each calendar; a series it cannot read (a broken RRULE) is left out, the rest kept."""
    return [recurring_ical_events.of(calendar, skip_bad_series=True) for calendar in calendars]


def first_value(value):
    """A property's value; the first when the property is written several times."""
    return value[0] if isinstance(value, list) else value


def as_instant(value, zone: ZoneInfo) -> dt.datetime:
    """A DATE (its midnight in `zone`) or DATE-TIME (floating ones in `zone`) as an aware UTC instant."""
    if not isinstance(value, dt.datetime):
        value = dt.datetime(value.year, value.month, value.day)
    if value.tzinfo is None:
        value = value.replace(tzinfo=zone)
    return value.astimezone(dt.timezone.utc)


def is_midnight_to_midnight(event) -> bool:
    """A timed event from midnight to midnight, at least a day, in one non-UTC zone: widgetty shows it all-day."""
    if event.get("DTSTART") is None or event.get("DTEND") is None:
        return False
    first, last = first_value(event["DTSTART"]).dt, first_value(event["DTEND"]).dt
    if not isinstance(first, dt.datetime) or not isinstance(last, dt.datetime):
        return False
    if first.tzinfo is not None and first.tzname() == "UTC":
        return False
    if (first.hour, first.minute, first.second, last.hour, last.minute, last.second) != (0,) * 6:
        return False
    if str(first.tzinfo) != str(last.tzinfo):
        return False
    return last.date() > first.date()


def reference_window(queries, day: dt.date, zone: ZoneInfo, allowances: set[str]) -> set[Shown]:
    """The reference's occurrences overlapping [day, day + 9) in `zone`, with widgetty's documented allowances."""
    start = dt.datetime(day.year, day.month, day.day, tzinfo=zone)
    end = start + dt.timedelta(days=WINDOW_DAYS)
    start_utc, end_utc = start.astimezone(dt.timezone.utc), end.astimezone(dt.timezone.utc)
    # The reference is asked for a wider span in wall-clock time, then filtered exactly as widgetty filters.
    wide_start = (start - dt.timedelta(days=2)).replace(tzinfo=None)
    wide_end = (end + dt.timedelta(days=2)).replace(tzinfo=None)
    seen: set[tuple] = set()
    shown: set[Shown] = set()
    for query in queries:
        for event in query.between(wide_start, wide_end):
            if str(event.get("STATUS", "")).upper() == "CANCELLED":
                allowances.add("cancelled hidden")
                continue
            if event.get("DTSTART") is None:
                continue
            first = first_value(event["DTSTART"]).dt
            last = first_value(event["DTEND"]).dt if event.get("DTEND") is not None else None
            all_day = not isinstance(first, dt.datetime)
            if is_midnight_to_midnight(event):
                allowances.add("midnight to midnight shown all-day")
                all_day, first, last = True, first.date(), last.date()
            if last is None:
                last = first + dt.timedelta(days=1) if all_day else first
            begin, finish = as_instant(first, zone), as_instant(last, zone)
            if finish < begin:
                finish = begin
            inside = (begin >= start_utc and begin < end_utc) if begin == finish else (begin < end_utc and finish > start_utc)
            if not inside:
                continue
            title = str(event.get("SUMMARY", "")).strip()
            key = (title, str(event.get("LOCATION", "")), str(event.get("URL", "")), begin, finish, all_day)
            if key in seen:
                allowances.add("exact duplicates shown once")
                continue
            seen.add(key)
            shown.add(Shown(title, begin, finish, all_day))
    return shown


def dates_to_ask(calendars, zone_names, limit: int) -> list[dt.date]:
    """First and last DTSTART, RECURRENCE-ID, EXDATE and RDATE dates, 25th occurrences, the DST weeks; at most `limit`."""
    found: set[dt.date] = set()
    starts: list[dt.date] = []

    def day_of(value) -> dt.date:
        value = first_value(value).dt
        return value.date() if isinstance(value, dt.datetime) else value

    for calendar in calendars:
        for event in calendar.walk("VEVENT"):
            if event.get("DTSTART") is not None:
                starts.append(day_of(event["DTSTART"]))
            if event.get("RECURRENCE-ID") is not None:
                found.add(day_of(event["RECURRENCE-ID"]))
            for name in ("EXDATE", "RDATE"):
                values = event.get(name)
                if values is None:
                    continue
                for item in values if isinstance(values, list) else [values]:
                    for one in getattr(item, "dts", []):
                        value = one.dt[0] if isinstance(one.dt, tuple) else one.dt
                        found.add(value.date() if isinstance(value, dt.datetime) else value)
            if event.get("DTSTART") is not None and event.get("RRULE") is not None:
                twenty_fifth = nth_occurrence(event, TWENTY_FIFTH)
                if twenty_fifth is not None:
                    found.add(twenty_fifth)
    if starts:
        found.update((min(starts), max(starts)))
        year = min(starts).year
        for name in zone_names:
            for change in dst_changes(ZoneInfo(name), year):
                found.add(change - dt.timedelta(days=3))
    ordered = sorted(day for day in found if isinstance(day, dt.date) and 1 <= day.year <= 9990)
    if len(ordered) <= limit:
        return ordered
    # Keep the first and last and spread the rest evenly.
    step = (len(ordered) - 1) / (limit - 1)
    return sorted({ordered[round(index * step)] for index in range(limit)})


def nth_occurrence(event, count: int) -> dt.date | None:
    """The day of the `count`th start of the event's first RRULE (EXDATEs not applied: it only picks a date to ask)."""
    start = first_value(event["DTSTART"]).dt
    if not isinstance(start, dt.datetime):
        start = dt.datetime(start.year, start.month, start.day)
    rule = event["RRULE"]
    rule = rule[0] if isinstance(rule, list) else rule
    try:
        text = rule.to_ical().decode()
        if start.tzinfo is not None:
            # dateutil wants UNTIL in the same kind as DTSTART.
            start = start.replace(tzinfo=None)
        text = re.sub(r"UNTIL=(\d{8})(T\d{6})?Z?", lambda match: f"UNTIL={match.group(1)}{match.group(2) or 'T235959'}", text)
        starts = dateutil.rrule.rrulestr(text, dtstart=start)
        found = next(itertools.islice(iter(starts), count - 1, None), None)
    except Exception:  # a rule the reference reads differently shows up in the windows
        return None
    return found.date() if found is not None else None


def dst_changes(zone: ZoneInfo, year: int) -> list[dt.date]:
    """The days of `year` on which `zone`'s UTC offset changes."""
    changes = []
    try:
        day = dt.datetime(year, 1, 1, 12, tzinfo=zone)
    except (ValueError, OverflowError):
        return changes
    previous = day.utcoffset()
    for _ in range(366):
        day += dt.timedelta(days=1)
        if day.year != year:
            break
        if day.utcoffset() != previous:
            changes.append(day.date())
            previous = day.utcoffset()
    return changes


# widgetty's side.

@dataclass
class WidgettyAnswer:
    """One window as widgetty listed it, or why it listed nothing."""

    events: set[Shown]
    problems: list[str]
    notes: list[str]
    failure: str | None


def widgetty_window(binary: Path, path: Path, day: dt.date, zone_name: str, home: Path) -> WidgettyAnswer:
    """Runs `widgetty timeline --json --at DAY` with one calendar widget reading `path`, in TZ=`zone_name`."""
    config = home / "config.toml"
    config.write_text(f'[[widget]]\nkind = "calendar"\nsize = "large"\nsources = [{json.dumps(str(path.resolve()))}]\n')
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "TZ": zone_name, "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": str(home / "config"), "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_STATE_HOME": str(home / "state"), "XDG_RUNTIME_DIR": str(home / "run"),
    }
    command = [str(binary), "timeline", "--json", "--config", str(config), "--at", day.isoformat(), "--timeout", "60"]
    run = subprocess.run(command, capture_output=True, env=environment, timeout=120)
    if run.returncode != 0:
        message = run.stderr.decode(errors="replace").strip().splitlines()
        return WidgettyAnswer(set(), [], [], f"exit {run.returncode}: {message[-1] if message else ''}")
    report = json.loads(run.stdout)
    widget = report["widgets"][0]
    if not widget.get("entries"):
        return WidgettyAnswer(set(), [], [], widget.get("failure") or "no entries")
    content = widget["entries"][0]["content"]
    events = set()
    for event in content.get("events", []):
        start = dt.datetime.fromisoformat(event["start"]).astimezone(dt.timezone.utc)
        end = dt.datetime.fromisoformat(event["end"]).astimezone(dt.timezone.utc)
        events.add(Shown(event["title"].strip(), start, end, bool(event["allDay"])))
    return WidgettyAnswer(events, content.get("problems", []), content.get("notes", []), None)


LIMIT_NOTE = re.compile(r"more than \d+ (occurrences|steps)|not shown|cut short|limit", re.IGNORECASE)


# What a file holds that the comparison may hinge on, to help sort disagreements.

def features(path: Path, calendars) -> list[str]:
    """Traits of the file that explain known kinds of disagreement."""
    text = path.read_bytes().decode("utf-8", errors="replace")
    found = []
    if len(re.findall(r"^BEGIN:VCALENDAR", text, re.MULTILINE | re.IGNORECASE)) > 1:
        found.append("several-vcalendars")
    if re.search(r"TZID=\"?/(?!freeassociation\.sourceforge\.net/)", text):
        found.append("vendor-prefixed-tzid")
    masters: dict[str, int] = {}
    all_day_masters: set[str] = set()
    timed_overrides: set[str] = set()
    for calendar in calendars:
        for event in calendar.walk("VEVENT"):
            uid = str(event.get("UID", ""))
            if event.get("RECURRENCE-ID") is None:
                masters[uid] = masters.get(uid, 0) + 1
                start = event.get("DTSTART")
                if start is not None and not isinstance(first_value(start).dt, dt.datetime):
                    all_day_masters.add(uid)
            elif isinstance(first_value(event["RECURRENCE-ID"]).dt, dt.datetime):
                timed_overrides.add(uid)
        for zone in calendar.walk("VTIMEZONE"):
            tzid = str(zone.get("TZID", ""))
            # A table without an observance that repeats for ever covers only some years.
            endless = any(part.get("RRULE") is not None and "UNTIL" not in part["RRULE"]
                          for part in zone.subcomponents if part.name in ("STANDARD", "DAYLIGHT"))
            if _is_iana(tzid) and not endless:
                found.append(f"partial-vtimezone-with-iana-name:{tzid}")
    if any(count > 1 for uid, count in masters.items() if uid):
        found.append("several-masters-one-uid")
    if all_day_masters & timed_overrides:
        found.append("datetime-recurrence-id-on-all-day-series")
    if re.search(r"^BEGIN:VEVENT", text, re.MULTILINE) and not re.search(r"^BEGIN:VCALENDAR", text, re.MULTILINE | re.IGNORECASE):
        found.append("bare-vevent")
    return sorted(set(found))


def _is_iana(name: str) -> bool:
    try:
        ZoneInfo(name)
        return "/" in name
    except Exception:
        return False


# The comparison.

def compare_file(path: Path, corpus: str, binary: Path, max_dates: int) -> FileResult:
    """Both sides at every date and zone; the first disagreements are kept."""
    result = FileResult(path, corpus, "agree")
    try:
        calendars = read_calendars(path)
        if not calendars:
            raise ValueError("no VCALENDAR")
        reference_error = None
    except Exception as error:  # the reference refuses the file
        calendars, reference_error = [], f"{type(error).__name__}: {str(error)[:160]}"
    if without_startless_events(calendars):
        result.allowances.add("event without DTSTART skipped")
    try:
        queries = queries_of(calendars)
    except Exception as error:  # the reference refuses the calendar as a whole (CALSCALE, a broken zone)
        queries, reference_error = [], reference_error or f"{type(error).__name__}: {str(error)[:160]}"
    try:
        result.features = features(path, calendars)
    except Exception as error:
        result.features = [f"features-unknown:{type(error).__name__}"]
    days: list[dt.date] = []
    if not reference_error:
        try:
            days = dates_to_ask(calendars, ZONES, max_dates)
        except Exception as error:  # a property the reference cannot read (an RDATE of "20131210Z")
            reference_error = f"{type(error).__name__}: {str(error)[:160]}"
    with tempfile.TemporaryDirectory(prefix="widgetty-conformance-") as folder:
        home = Path(folder)
        if reference_error:
            answer = widgetty_window(binary, path, dt.date(2026, 1, 1), ZONES[0], home)
            widgetty_reads = answer.failure is None and not answer.problems
            result.status = "unread-reference" if widgetty_reads else "unread-both"
            result.reason = f"reference: {reference_error}; widgetty: {answer.failure or '; '.join(answer.problems) or 'reads it'}"
            return result
        if not days:
            days = [dt.date(2026, 1, 1)]
        result.dates = len(days)
        for day in days:
            for zone_name in ZONES:
                zone = ZoneInfo(zone_name)
                answer = widgetty_window(binary, path, day, zone_name, home)
                if answer.failure is not None or answer.problems:
                    result.status = "unread-widgetty"
                    result.reason = f"widgetty: {answer.failure or '; '.join(answer.problems)}"
                    return result
                if any(LIMIT_NOTE.search(note) for note in answer.notes):
                    result.skipped_windows += 1
                    continue
                try:
                    expected = reference_window(queries, day, zone, result.allowances)
                except Exception as error:
                    result.status = "unread-reference"
                    result.reason = f"reference at {day}: {type(error).__name__}: {str(error)[:160]}"
                    return result
                result.windows += 1
                if expected != answer.events:
                    result.status = "disagree"
                    if len(result.differences) < 3:
                        result.differences.append({
                            "day": day.isoformat(), "zone": zone_name,
                            "only_widgetty": [event.describe(zone) for event in sorted(answer.events - expected)][:6],
                            "only_reference": [event.describe(zone) for event in sorted(expected - answer.events)][:6],
                            "widgetty_notes": answer.notes[:4],
                        })
    return result


def compare_safely(path: Path, corpus: str, binary: Path, max_dates: int) -> FileResult:
    """`compare_file`, a failure of this script itself counted as "error" with its reason instead of stopping the run."""
    try:
        return compare_file(path, corpus, binary, max_dates)
    except Exception as error:
        return FileResult(path, corpus, "error", reason=f"{type(error).__name__}: {str(error)[:200]}")


def corpus_files(folder: Path, recursive: bool) -> list[Path]:
    """The .ics files of a corpus folder (its top level unless `recursive`), in name order."""
    pattern = "**/*.ics" if recursive else "*.ics"
    return sorted(path for path in folder.glob(pattern) if path.is_file())


def print_result(result: FileResult) -> None:
    """One line per file, then both sides of each disagreement kept."""
    extra = f" [{', '.join(result.features)}]" if result.features else ""
    if result.status == "agree":
        allowed = f" (allowed for: {', '.join(sorted(result.allowances))})" if result.allowances else ""
        skipped = f", {result.skipped_windows} past widgetty's limits not compared" if result.skipped_windows else ""
        print(f"agree     {result.corpus}/{result.path.name}: {result.windows} windows{skipped}{allowed}")
    elif result.status == "disagree":
        print(f"DISAGREE  {result.corpus}/{result.path.name}{extra}")
        for difference in result.differences:
            print(f"    at {difference['day']} TZ={difference['zone']}:")
            for line in difference["only_widgetty"]:
                print(f"      widgetty only:  {line}")
            for line in difference["only_reference"]:
                print(f"      reference only: {line}")
            for note in difference["widgetty_notes"]:
                print(f"      widgetty noted: {note}")
    else:
        print(f"{result.status:<9} {result.corpus}/{result.path.name}: {result.reason}{extra}")
    sys.stdout.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", type=Path, help="corpus folders of .ics files (NAME=FOLDER names the corpus)")
    parser.add_argument("--binary", type=Path, default=Path(".build/release/widgetty"), help="the widgetty binary")
    parser.add_argument("--max-dates", type=int, default=12, help="dates asked per file (default 12)")
    parser.add_argument("--jobs", type=int, default=2, help="files compared at once (default 2)")
    parser.add_argument("--recursive", action="store_true", help="also read the corpus folders' subfolders")
    parser.add_argument("--json", type=Path, help="also write every result to this file")
    arguments = parser.parse_args()
    # The reference warns as it guesses (a vendor-prefixed TZID); what it then shows is what is compared.
    warnings.simplefilter("ignore")
    if arguments.max_dates < 2:
        parser.error("--max-dates must be 2 or more: the first and last DTSTART are always asked")
    if not arguments.binary.is_file():
        parser.error(f"{arguments.binary} does not exist: build it with `make release`")
    work = []
    for folder in arguments.folders:
        name, _, place = str(folder).rpartition("=") if "=" in str(folder) else (Path(folder).name, "", str(folder))
        files = corpus_files(Path(place), arguments.recursive)
        if not files:
            parser.error(f"{place} holds no .ics files")
        work += [(path, name) for path in files]
    results: list[FileResult] = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
        futures = [pool.submit(compare_safely, path, name, arguments.binary, arguments.max_dates) for path, name in work]
        for future in futures:
            result = future.result()
            print_result(result)
            results.append(result)
    print_summary(results)
    if arguments.json:
        arguments.json.write_text(json.dumps([{
            "corpus": result.corpus, "file": str(result.path), "status": result.status, "reason": result.reason,
            "dates": result.dates, "windows": result.windows, "skipped_windows": result.skipped_windows,
            "allowances": sorted(result.allowances), "features": result.features, "differences": result.differences,
        } for result in results], indent=1, ensure_ascii=False))
    return 1 if any(result.status == "disagree" for result in results) else 0


def print_summary(results: list[FileResult]) -> None:
    """Per corpus: files, read by both, agree, disagree, read by one side only."""
    print("\ncorpus            files  both-read  agree  disagree  unread-widgetty  unread-reference  unread-both  error")
    corpora = sorted({result.corpus for result in results})
    for name in corpora + ["all"]:
        chosen = [result for result in results if name == "all" or result.corpus == name]
        count = {status: sum(result.status == status for result in chosen)
                 for status in ("agree", "disagree", "unread-widgetty", "unread-reference", "unread-both", "error")}
        print(f"{name:<17} {len(chosen):>5}  {count['agree'] + count['disagree']:>9}  {count['agree']:>5}  {count['disagree']:>8}"
              f"  {count['unread-widgetty']:>15}  {count['unread-reference']:>16}  {count['unread-both']:>11}  {count['error']:>5}")


if __name__ == "__main__":
    sys.exit(main())
