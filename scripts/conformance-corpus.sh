#!/bin/sh
# Gathers the calendar corpus for scripts/calendar-conformance.sh from the public test suites'
# git repositories: their .ics files are not ours to copy into this repository, so they are
# extracted into a folder outside it (one subfolder per suite).
#   scripts/conformance-corpus.sh OUT GIT_DIR...
# Each GIT_DIR is a clone (or bare mirror) of one of:
#   https://github.com/niccokunzmann/python-recurring-ical-events  -> OUT/recurring  (recurring_ical_events/test/calendars)
#   https://github.com/collective/icalendar                        -> OUT/icalendar (src/icalendar/tests/calendars)
#   https://github.com/ical4j/ical4j                               -> OUT/ical4j    (src/test/resources/samples/valid)
#   https://github.com/libical/libical                             -> OUT/libical   (test-data, top level)
#   https://github.com/kewisch/ical.js                             -> OUT/icaljs    (samples, top level)
# e.g. git clone --bare https://github.com/libical/libical /tmp/libical.git
set -eu
[ $# -ge 2 ] || { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
out=$1; shift
for git_dir in "$@"; do
    [ -d "$git_dir/.git" ] && git_dir="$git_dir/.git"
    url=$(git --git-dir="$git_dir" config --get remote.origin.url 2>/dev/null || true)
    has() { git --git-dir="$git_dir" cat-file -e "HEAD:$1" 2>/dev/null; }
    if has recurring_ical_events/test/calendars; then name=recurring; path=recurring_ical_events/test/calendars
    elif has test/calendars && has recurring_ical_events; then name=recurring; path=test/calendars
    elif has src/icalendar/tests/calendars; then name=icalendar; path=src/icalendar/tests/calendars
    elif has src/test/resources/samples/valid; then name=ical4j; path=src/test/resources/samples/valid
    elif has test-data && has src/libical; then name=libical; path=test-data
    elif has samples && has lib/ical; then name=icaljs; path=samples
    else echo "$git_dir ($url): not one of the five suites" >&2; exit 1
    fi
    mkdir -p "$out/$name"
    git --git-dir="$git_dir" archive HEAD "$path" | tar -x -C "$out/$name" --strip-components="$(echo "$path" | tr -cd / | wc -c | awk '{print $1 + 1}')"
    echo "$out/$name: $(find "$out/$name" -maxdepth 1 -name '*.ics' | wc -l) .ics files from $path at $(git --git-dir="$git_dir" rev-parse --short HEAD)"
done
