#!/usr/bin/env bash
# Flags unchecked conversions of floating values to integers in code that reads numbers from outside
# (providers, configuration, command-line arguments): `Int(x.rounded())` traps when x is NaN, infinite
# or beyond Int's range, and any server or file can send such an x. Write `Int(exactly: x.rounded())`
# (nil when it does not fit) and say what happens then. A heuristic on the text, in perl because it
# ships with every Debian: a conversion counts as floating when its argument rounds, names a
# floating type, holds a decimal literal, or multiplies or divides.
# Usage: scripts/lint-conversions.sh [FOLDER…]   (default: the folders below); exit status 1 on findings.
set -euo pipefail
cd "$(dirname "$0")/.."
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(Providers Sources/WidgettyHost/Config Sources/WidgettyCLI/Arguments Sources/WidgettyNetwork Sources/WidgettyFetch)
find "${folders[@]}" -name '*.swift' -print0 | sort -z | xargs -0 perl -ne '
    while (/\b(U?Int(?:8|16|32|64)?)\((?!exactly:|clamping:|truncatingIfNeeded:|bitPattern:)((?:[^()]++|\((?2)\))*)\)/g) {
        my ($type, $argument) = ($1, $2);
        if ($argument =~ /\.rounded|\b(?:Double|Float|CGFloat|TimeInterval)\b|\b(?:floor|ceil|round|trunc)\(|\d\.\d|\s[*\/]\s/) {
            print "$ARGV:$.: unchecked $type($argument): use $type(exactly: …) and handle nil (a value from outside may be NaN, infinite or too large)\n";
            $found = 1;
        }
    }
    close ARGV if eof;
    END { exit($found ? 1 : 0) }
' || exit 1
