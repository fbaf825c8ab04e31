import FoundationEssentials
import Glibc
import WidgettyKit

/// "New Note": makes `YYYY-MM-DD-HHMM.md` in the folder (and the folder, if it is missing) without ever
/// replacing a file, then the host opens it in the editor.
struct NewNote: EditingIntent {
    static let title = "New Note"
    /// The folder's full path.
    let folder: String
    /// The name the note would take ("2026-11-23-1505"), before `.md`; `-2`, `-3`… are added while taken.
    let stem: String

    /// How many names are tried before giving up.
    static let attempts = 20

    /// The stem for `date` in `zone`.
    static func stem(at date: Date, in zone: ZoneInfo) -> String {
        let civil = zone.civilTime(at: date)
        return civil.dateText + "-" + civil.hourMinuteText.replacing(":", with: "")
    }

    /// The file name of try `attempt` (1 is the stem alone): "2026-11-23-1505.md", then "2026-11-23-1505-2.md"…
    func fileName(attempt: Int) -> String {
        stem + (attempt == 1 ? "" : "-\(attempt)") + ".md"
    }

    /// The name `fileToEdit` would make now: the first one not taken in the folder (the last tried when all are).
    var nextFileName: String {
        let free = (1...Self.attempts).first { access(folder + "/" + fileName(attempt: $0), F_OK) != 0 && errno == ENOENT }
        return fileName(attempt: free ?? Self.attempts)
    }

    func fileToEdit() throws -> URL {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WidgetProblem("The folder \(folder) cannot be made: \(SystemError.describe(error))", isRetryable: false)
        }
        for attempt in 1...Self.attempts {
            let path = folder + "/" + fileName(attempt: attempt)
            // O_EXCL: a note already there under this name is never opened for writing, let alone emptied.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                close(descriptor)
                return URL(fileURLWithPath: path)
            }
            guard errno == EEXIST else {
                throw WidgetProblem("A note cannot be made in \(folder): \(String(cString: strerror(errno)))", isRetryable: false)
            }
        }
        throw WidgetProblem("\(stem).md and \(Self.attempts - 1) names after it are taken in \(folder)", isRetryable: false)
    }
}
