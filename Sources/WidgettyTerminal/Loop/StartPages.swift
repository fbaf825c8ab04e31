import CStartPages

/// The pages of code and read-only data the start mapped: handed back once the first frame is on screen, so that a
/// dashboard at rest keeps mapped only what it runs again.
///
/// Each page fault on a file's mapping maps the 64 KB around it too (the kernel's fault-around, over the page cache's
/// large folios), so a start that runs about 1 MB of code leaves most of the executable's 12 MB of `.text` and of its
/// libraries' code mapped, though a minute at rest touches a tenth of it (BENCHMARKS.md). `MADV_DONTNEED` on a
/// read-only file mapping only unmaps: the pages stay in the page cache, unchanged, and the next use of one maps it
/// back with a minor fault. Writable segments (data, relocated pointers), code the loader relocated in place
/// (`DT_TEXTREL`) and the vDSO are left alone.
enum StartPages {
    /// Unmaps the read-only segments of the program and of each library loaded; the bytes of address space advised.
    @discardableResult static func handBack() -> UInt {
        UInt(widgetty_hand_back_start_pages())
    }
}
