import Glibc
import WidgettyKit

/// Ticks or clears one task's box in a note, rewriting that line and nothing else, atomically, and only if the
/// note is still as it was shown.
///
/// The file is read again and compared with the version shown (size, modification time, content hash);
/// if anything changed, nothing is written and the message says so, while the watcher's reload shows the
/// note afresh. The write goes through `AtomicFileWriter`: a temporary file beside the note, flushed and
/// renamed over it, with its mode and owner kept, and through a symbolic link to its target.
struct ToggleNoteTask: WidgetIntent {
    static let title = "Toggle Task"
    /// The note's path.
    let path: String
    /// The note's name, for messages.
    let name: String
    /// The task's line, 0-based.
    let line: Int
    /// Whether the box is ticked now (the toggle flips it).
    let isChecked: Bool
    /// The version the box was shown from.
    let version: NoteVersion

    func perform() async throws {
        let file = try current()
        guard let changed = CheckboxRewrite.toggled(file.bytes, line: line, check: !isChecked) else {
            throw WidgetProblem("\(name) has no such task on line \(line + 1) now; nothing was changed", isRetryable: false)
        }
        guard Self.isWritable(path) else {
            throw WidgetProblem("\(name) is read-only; nothing was changed (make it writable to tick its tasks here)", isRetryable: false)
        }
        // Read once more just before writing, so the window for an edit to slip in is as short as it can be.
        _ = try current()
        do throws(AtomicFileWriter.Failure) {
            try AtomicFileWriter.replace(path, with: changed)
        } catch {
            throw WidgetProblem("\(name) could not be written (\(error.reason)); nothing was changed", isRetryable: false)
        }
    }

    /// Whether the note (through a link, its target) may be written: a write bit set and the process allowed.
    /// The bits are asked too, since root may write anything: a note made read-only stays so.
    static func isWritable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & 0o222 != 0 && access(path, W_OK) == 0
    }

    /// The note as it is on disk, if it is still the version shown.
    private func current() throws -> NoteFile {
        let file: NoteFile
        do {
            file = try NoteFile.read(path)
        } catch {
            throw WidgetProblem("\(name) cannot be read now (\(error.reason)); nothing was changed", isRetryable: false)
        }
        guard file.version == version else {
            throw WidgetProblem("\(name) changed on disk since it was shown; it is shown afresh, so toggle again", isRetryable: false)
        }
        return file
    }
}
