#!/bin/sh
# A streaming xbar plugin: the load average, a new frame every five seconds (SwiftBar's "~~~" between
# frames). It runs unchanged in SwiftBar, and in widgetty as a listening command widget:
#
#   [[widget]]
#   kind = "command"
#   size = "medium"
#   format = "xbar"
#   mode = "listen"
#   command = ["~/src/widgetty/examples/widgets/load.stream.sh"]
set -eu

# Where to read the load (a test points this at a file of its own).
loadavg=${LOADAVG_FILE:-/proc/loadavg}

while :; do
    read -r one five fifteen tasks _ < "$loadavg"
    if [ "${one%%.*}" -ge 4 ]; then color=red; elif [ "${one%%.*}" -ge 2 ]; then color=orange; else color=green; fi
    echo "Load $one | color=$color"
    echo "---"
    echo "5 minutes: $five"
    echo "15 minutes: $fifteen"
    echo "Running: ${tasks%/*} of ${tasks#*/}"
    echo "Processes | href=file:///proc"
    echo "~~~"
    sleep 5
done
