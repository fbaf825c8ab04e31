#!/usr/bin/env python3
"""Which sections of a running program's executable are resident: for each ELF section the loader maps, the kB of
its pages present in the process (the present bit of /proc/PID/pagemap; root) against the kB of pages it spans.

resident-memory.py says how much of the executable's code mapping is resident; this says what it is (.text, the
unwinding tables, Swift's metadata, read-only data). A page two sections share counts for both.

Usage: scripts/resident-sections.py PID BINARY   (BINARY: the file the process runs, unstripped, for section names)
"""
import collections
import os
import re
import struct
import subprocess
import sys

PAGE = 4096


def sections(binary):
    """(name, address, size) of each section with an address, from readelf -SW."""
    found = []
    for line in subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if match and int(match.group(2), 16):
            found.append((match.group(1), int(match.group(2), 16), int(match.group(3), 16)))
    return found


def main():
    pid, binary = sys.argv[1], sys.argv[2]
    executable = os.readlink(f"/proc/{pid}/exe")
    with open(f"/proc/{pid}/maps") as maps:
        mappings = [line.split() for line in maps if line.rstrip().endswith(" " + executable)]
    base = min(int(m[0].split("-")[0], 16) - int(m[2], 16) for m in mappings)
    named = sections(binary)
    resident, spanned = collections.Counter(), collections.Counter()
    with open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for mapping in mappings:
            start, end = (int(x, 16) for x in mapping[0].split("-"))
            pagemap.seek(start // PAGE * 8)
            entries = pagemap.read((end - start) // PAGE * 8)
            for index in range((end - start) // PAGE):
                present = struct.unpack_from("<Q", entries, index * 8)[0] >> 63
                address = start + index * PAGE - base
                for name, section_start, size in named:
                    if section_start < address + PAGE and section_start + size > address:
                        spanned[name] += 1
                        resident[name] += present
    for name, _, size in named:
        if spanned[name]:
            print(f"{name:32s} {resident[name] * 4:7d} kB resident of {spanned[name] * 4:7d} kB ({size / 1e6:.2f} MB)")


if __name__ == "__main__":
    main()
