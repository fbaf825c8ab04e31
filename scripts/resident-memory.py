#!/usr/bin/env python3
"""Where a running process's resident memory is, from /proc/PID/smaps: one line per kind of mapping.

Each line also says how much of it is private (written by this process: heap, stacks, relocated data), the rest being
clean pages of files (code, read-only data), which the kernel can drop and read again.
Kinds: the executable's own pages (code and everything read-only the loader maps with it; relocated data; the rest of
its writable data), the heap (brk), other anonymous memory (malloc arenas, mmap), thread stacks (an anonymous mapping
right after its guard page), the main thread's stack, and each shared library (libical and ICU apart: a calendar opens
them with dlopen). Resident means mapped into this process (VmRSS): pages shared with the page cache or other
processes count in full, as `ps` and `top` count them.

Usage: scripts/resident-memory.py PID
"""
import collections
import os
import re
import sys


def mappings(pid):
    """The mappings of smaps as dicts: start, end, perms, path, rss and private in kB.

    Private is smaps' Anonymous: pages of this process alone (written: heap, stacks, relocated data). Not Private_Dirty,
    which also counts a file's pages not yet written back, as the pages of a binary copied seconds ago are."""
    out, current = [], None
    with open(f"/proc/{pid}/smaps") as smaps:
        for line in smaps:
            head = re.match(r"^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \d+\s*(.*)$", line)
            if head:
                current = dict(start=int(head.group(1), 16), end=int(head.group(2), 16), perms=head.group(3),
                               path=head.group(4).strip(), rss=0, private=0)
                out.append(current)
            elif line.startswith("Rss:"):
                current["rss"] = int(line.split()[1])
            elif line.startswith("Anonymous:"):
                current["private"] = int(line.split()[1])
    return out


def kind(mapping, previous, executable):
    """The kind of one mapping (previous is the mapping before it, for a thread stack's guard page)."""
    path, perms = mapping["path"], mapping["perms"]
    if path and os.path.realpath(path.removesuffix(" (deleted)")) == executable:
        return {"r-xp": "executable: code (and what the loader maps with it)", "r--p": "executable: relocated read-only data",
                "rw-p": "executable: writable data"}.get(perms, "executable: " + perms)
    if path == "[heap]":
        return "heap (brk)"
    if path == "[stack]":
        return "main thread's stack"
    if path.startswith("["):
        return "kernel (vdso, vvar)"
    if path.startswith("/"):
        name = os.path.basename(path).split(".so")[0]
        if name.startswith(("libical", "libicu")):
            return "libical and ICU (a calendar opens them)"
        if "/locale" in path or name.startswith(("LC_", "SYS_LC_", "gconv")):
            return "locale files"
        return name
    if perms == "---p":
        return "guard pages"
    after_guard = previous and previous["perms"] == "---p" and not previous["path"] and previous["end"] == mapping["start"]
    return "thread stacks" if after_guard else "anonymous (malloc arenas, mmap)"


def main():
    pid = sys.argv[1]
    executable = os.path.realpath(f"/proc/{pid}/exe")
    rows = collections.defaultdict(lambda: [0, 0, 0])
    previous = None
    for mapping in mappings(pid):
        row = rows[kind(mapping, previous, executable)]
        row[0] += mapping["rss"]
        row[1] += (mapping["end"] - mapping["start"]) // 1024
        row[2] += mapping["private"]
        previous = mapping
    total = sum(row[0] for row in rows.values())
    private = sum(row[2] for row in rows.values())
    calendar = rows.get("libical and ICU (a calendar opens them)", [0, 0, 0])[0]
    threads = len(os.listdir(f"/proc/{pid}/task"))
    print(f"RSS {total / 1024:.1f} MB ({total} kB, {private} kB private), {threads} threads"
          + (f"; {(total - calendar) / 1024:.1f} MB without libical and ICU" if calendar else ""))
    for name, (rss, size, dirty) in sorted(rows.items(), key=lambda item: -item[1][0]):
        if rss:
            print(f"  {rss:7d} kB  {name} ({size} kB mapped, {dirty} kB private)")


if __name__ == "__main__":
    main()
