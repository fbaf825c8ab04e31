import CReadOnlyPages

/// The pages of code and read-only data the program mapped from its files: handed back when the dashboard rests
/// (`PageHandBack` says when), so that a dashboard asleep keeps mapped only what it wrote, not the code of its last turn.
///
/// Each page fault on a file's mapping maps the 64 KB around it too (the kernel's fault-around, over the page cache's
/// large folios), so a start that runs about 1 MB of code leaves most of the executable's 12 MB of `.text` and of its
/// libraries' code mapped, and a minute clock's tick, 1.3 MB of code spread over about 100 such windows, maps 6 MB
/// back (BENCHMARKS.md). `MADV_DONTNEED` on a read-only file mapping only unmaps: the pages stay in the page cache,
/// unchanged, and the next use of one maps it back with a minor fault. Writable segments (data, relocated pointers),
/// code the loader relocated in place (`DT_TEXTREL`) and the vDSO are left alone.
enum ReadOnlyPages {
    /// Unmaps the read-only segments of the program and of each library loaded; the bytes of address space advised.
    @discardableResult static func handBack() -> UInt {
        UInt(widgetty_hand_back_read_only_pages())
    }
}
