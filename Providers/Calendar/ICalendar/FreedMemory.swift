import CLibical

/// Hands the memory a calendar's read freed back to the system.
///
/// glibc keeps freed small blocks in its arenas for the process's next use: after a 50,000-event calendar was
/// read, a running dashboard held 206 MB, 165 MB of it free blocks that `malloc_trim` returns.
enum FreedMemory {
    /// Returns the free pages of every arena to the system (`malloc_trim(0)`).
    static func giveBack() {
        _ = malloc_trim(0)
    }
}
