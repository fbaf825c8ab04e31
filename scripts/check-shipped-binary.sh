#!/usr/bin/env bash
# Checks what widgetty ships (issue 24, "one light program"): no ICU and no full Foundation, no HTTP stack in the
# dashboard's process, and, with --size-limit-mb, an installed size under the goal.
#   - ldd and nm -D: no symbol taken from an ICU library (libicu*, lib_FoundationICU) or the full Foundation
#     (libFoundation.so, libFoundationInternationalization, libCoreFoundation; libFoundationEssentials is allowed), and
#     libcurl not linked (the fetch helper opens it with dlopen);
#   - nm: no ICU symbol (ICU's C++ namespace icu_NN, mangled 6icu_NN, its data icudtNN_dat) and no symbol of the full Foundation's
#     modules, which a statically linked release build would carry without any library in ldd;
#   - nm -D: no Swift symbol exported (a static-stdlib link passes -export-dynamic, which puts every symbol of our
#     objects in the dynamic symbol table, where nothing looks them up: Package.swift links with --no-export-dynamic);
#   - --size-limit-mb N: the binary as `make install` puts it (stripped) is under N MB (10^6 bytes).
# Each finding is printed as one line saying what is wrong; exit status 1 on findings, 2 on a usage error.
# Usage: scripts/check-shipped-binary.sh [--size-limit-mb N] BINARY
set -euo pipefail
limit=""
if [ "${1:-}" = --size-limit-mb ]; then
  limit=${2:?--size-limit-mb needs a number}
  shift 2
fi
[ $# -eq 1 ] || { echo "usage: $0 [--size-limit-mb N] BINARY" >&2; exit 2; }
binary=$1
[ -f "$binary" ] || { echo "check-shipped-binary: no file $binary" >&2; exit 2; }
found=0
finding() { echo "$binary: $1"; found=1; }

# A debug build names every library a module autolinks, used or not: TOMLKit's `import struct Foundation.Data` names
# libFoundation.so though Data is FoundationEssentials'. So an ICU or full-Foundation library counts when the binary
# takes a symbol from it (what a static release build would pull in), and libcurl whenever it is linked at all.
undefined=$(nm -D --undefined-only "$binary" 2>/dev/null | awk '{ print $NF }' | sort -u)
while read -r library _ path _; do
  case $library in
  libcurl*.so*) finding "links $library: the dashboard's process never loads an HTTP stack (the fetch helper opens libcurl with dlopen)" ;;
  libicu*.so*|lib_FoundationICU.so|libFoundation.so|libFoundationInternationalization.so|libCoreFoundation.so)
    used=$(comm -12 <(echo "$undefined") <(nm -D --defined-only "$path" 2>/dev/null | awk '{ print $NF }' | sort -u))
    [ -z "$used" ] || finding "uses $(wc -l <<< "$used") symbols of $library, e.g. $(head -1 <<< "$used"): ICU or the full Foundation (FoundationEssentials at most)" ;;
  esac
done < <(ldd "$binary" 2>&1)

symbols=$(nm "$binary" 2>/dev/null | awk '{ print $NF }' || true)
icu=$(grep -cE '6icu_[0-9]+|^icudt[0-9]+_dat$' <<< "$symbols" || true)
[ "$icu" -eq 0 ] || finding "holds $icu ICU symbols, e.g. $(grep -m1 -E '6icu_[0-9]+|^icudt[0-9]+_dat$' <<< "$symbols")"
foundation=$(grep -cE '^\$s(10Foundation|30FoundationInternationalization)' <<< "$symbols" || true)
[ "$foundation" -eq 0 ] || finding "holds $foundation symbols of the full Foundation, e.g. $(grep -m1 -E '^\$s(10Foundation|30FoundationInternationalization)' <<< "$symbols")"

exported=$(nm -D --defined-only "$binary" 2>/dev/null | awk '$NF ~ /^\$s/' | wc -l)
[ "$exported" -eq 0 ] ||
  finding "exports $exported Swift symbols in its dynamic symbol table (-export-dynamic): nothing looks them up, and they weigh in the installed file"

if [ -n "$limit" ]; then
  stripped=$(mktemp)
  trap 'rm -f "$stripped"' EXIT
  strip -o "$stripped" "$binary"
  size=$(stat -c %s "$stripped")
  [ "$size" -lt $((limit * 1000000)) ] ||
    finding "installs as $(awk -v s="$size" 'BEGIN { printf "%.1f", s / 1e6 }') MB stripped, over the $limit MB goal"
fi
exit $found
