import Glibc
import WidgettyKit

/// Ticks or clears one task's box in a note, rewriting that line and nothing else, atomically, and only if the
/// note is still as it was shown.
///
/// The write goes through `AtomicFileWriter`, which holds a lease on the note (where the system grants one)
/// from reading it to renaming the new version over it: the bytes it reads are compared with the version
/// shown (size, modification time, content hash), and if they differ, or another program writes or
/// replaces the note meanwhile, or has it open then, nothing is written and the message says so, while
/// the reload after every toggle shows the note afresh. Its mode and owner are kept, and a symbolic link
/// is written through to its target; a note with a second name (a hard link), extended attributes or an owner
/// the dashboard cannot give a new file is written in place, so none of them is cut off.
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
        do throws(AtomicFileWriter.Failure<WidgetProblem>) {
            try AtomicFileWriter.edit(path, readingAtMost: NoteFile.byteLimit) { bytes, status throws(WidgetProblem) in
                let file: NoteFile
                do throws(NoteFile.Refusal) { file = try NoteFile(bytes, status: status) } catch { throw problem("cannot be read now (\(error.reason))") }
                guard file.version == version else { throw changed }
                guard let toggled = CheckboxRewrite.toggled(file.bytes, line: line, check: !isChecked) else {
                    throw problem("has no such task on line \(line + 1) now")
                }
                guard Self.isWritable(path) else {
                    throw WidgetProblem("\(name) is read-only; nothing was changed (make it writable to tick its tasks here)", isRetryable: false)
                }
                return toggled
            }
        } catch {
            switch error {
            case .refused(let refusal): throw refusal
            case .changedMeanwhile: throw changed
            case .inUse: throw problem("is open in another program now; try again once it is closed")
            case .unreadable(let reason): throw problem("cannot be read now (\(reason))")
            case .unwritable(let reason): throw problem("could not be written (\(reason))")
            }
        }
    }

    /// Whether the note (through a link, its target) may be written: a write bit set and the process allowed.
    /// The bits are asked too, since root may write anything: a note made read-only stays so.
    static func isWritable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & 0o222 != 0 && access(path, W_OK) == 0
    }

    /// The message for a note changed on disk since it was shown.
    private var changed: WidgetProblem {
        WidgetProblem("\(name) changed on disk since it was shown; it is shown afresh, so toggle again", isRetryable: false)
    }

    /// The message naming the note, what is wrong, and that nothing was changed.
    private func problem(_ what: String) -> WidgetProblem {
        WidgetProblem("\(name) \(what); nothing was changed", isRetryable: false)
    }
}
