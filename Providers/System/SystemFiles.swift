import FoundationEssentials
import WidgettyKit

/// Reads the small text files of `/proc` and `/sys` (or recorded copies of them), each up to a limit.
struct SystemFiles: Sendable {
    /// Where `/proc` is read from.
    let procRoot: URL
    /// Where `/sys` is read from.
    let sysRoot: URL

    /// The text of `path` under the proc root; nil when it is missing or unreadable.
    func proc(_ path: String) -> String? { Self.read(procRoot.appendingPathComponent(path)) }

    /// The text of `path` under the sys root, without its trailing newline; nil when it is missing or unreadable.
    func sys(_ path: String) -> String? {
        Self.read(sysRoot.appendingPathComponent(path))?.trimmingWhitespaceAndNewlines()
    }

    /// The names in a folder under the sys root, sorted, at most 64 of them.
    func sysFolder(_ path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sysRoot.appendingPathComponent(path).path)) ?? []
        return Array(names.sorted().prefix(64))
    }

    /// The first `InputLimits.systemFileBytes` of a regular file, as UTF-8 (a longer file is cut at its last whole line).
    ///
    /// Anything but a regular file (a FIFO, a device) is refused, so a wrong root never blocks a provider thread.
    static func read(_ url: URL) -> String? {
        guard let data = (try? BoundedFile.prefix(atPath: url.path, count: InputLimits.systemFileBytes)).flatMap({ $0 }) else { return nil }
        var text = String(decoding: data, as: UTF8.self)
        if data.count == InputLimits.systemFileBytes, let end = text.lastIndex(of: "\n") { text = String(text[...end]) }
        return text
    }
}
