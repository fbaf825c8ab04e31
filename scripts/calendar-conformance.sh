#!/bin/sh
# Compares the calendar widget with the reference reader (Python's recurring-ical-events) on
# folders of .ics files: a development check, not part of the product.
#   make release
#   scripts/conformance-corpus.sh /tmp/corpus MIRROR...   # the public test suites, see there
#   scripts/calendar-conformance.sh /tmp/corpus/*         # or NAME=FOLDER; --help for options
# The reference lives in a virtual environment under .build-conformance/ (ignored by git),
# made on first use from PyPI. `--icalendar-wheel` adds the test calendars the icalendar
# package ships (its tests/calendars folder) as one more corpus.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.build-conformance/venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "icalendar>=6" "recurring-ical-events>=3"
fi
if [ "${1:-}" = "--icalendar-wheel" ]; then
    shift
    wheel=$("$venv/bin/python" -c 'import icalendar, os; print(os.path.join(os.path.dirname(icalendar.__file__), "tests", "calendars"))')
    set -- "$@" "icalendar-wheel=$wheel"
fi
cd "$root"
exec "$venv/bin/python" scripts/calendar-conformance.py "$@"
