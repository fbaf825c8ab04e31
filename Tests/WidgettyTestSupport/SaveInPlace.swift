import Glibc

/// Writes `text` over the file at `path` in place, as an editor saves, and closes it before returning.
///
/// The file is opened close-on-exec. Foundation's writers are not: a program another test starts
/// meanwhile (tests run side by side) would inherit the open file, and the kernel reports the save
/// (inotify's IN_CLOSE_WRITE) only once that program has closed it too, which a tmux server never does,
/// and a script held open for writing cannot be run ("Text file busy"). `mode` applies to a new file.
public func saveInPlace(_ text: String, to path: String, mode: mode_t = 0o644) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw SaveError(path: path, code: errno) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
        throw SaveError(path: path, code: errno)
    }
}

/// A file that could not be saved, with the `errno` why.
public struct SaveError: Error {
    public let path: String
    public let code: Int32
}
