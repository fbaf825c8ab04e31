import Glibc

/// Descriptors made close-on-exec in the same call that makes them, so no program started meanwhile on another
/// thread inherits one.
public enum CloseOnExec {
    /// The next connection waiting on `listener`, non-blocking and close-on-exec; -1 with `errno` set when none.
    public static func accept(_ listener: Int32) -> Int32 {
        GlibcExtensions.accept4(listener, Int32(SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue))
    }

    /// A new file named from `template` (ending in XXXXXX), opened close-on-exec; -1 with `errno` set when it fails.
    public static func makeTemporaryFile(_ template: UnsafeMutablePointer<CChar>) -> Int32 {
        GlibcExtensions.mkostemp(template, O_CLOEXEC)
    }
}
