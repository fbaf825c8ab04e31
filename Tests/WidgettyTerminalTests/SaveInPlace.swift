import Glibc

/// Writes `text` over the file at `path` in place, as an editor saves, and closes it before returning.
///
/// The file is opened close-on-exec. Foundation's writers are not: a program another test starts
/// meanwhile (tests run side by side) would inherit the open file, and the kernel reports the save
/// (inotify's IN_CLOSE_WRITE) only once that program has closed it too, which a tmux server never does.
func saveInPlace(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw SaveError(path: path, code: errno) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
        throw SaveError(path: path, code: errno)
    }
}

/// A file that could not be saved, with the `errno` why.
struct SaveError: Error {
    let path: String
    let code: Int32
}
