import FoundationEssentials
import WidgettyKit

/// Remote calendars' last good answers, kept in the calendar kind's cache folder, so the widget works
/// offline from them and says how old they are.
///
/// Each address has two files named by a hash of the address: `NAME.ics` (the body as it came) and
/// `NAME.json` (when it came, and its `ETag` and `Last-Modified` for asking again). Reads are bounded
/// like every calendar read; a broken cache is no cache.
struct CalendarCache: Sendable {
    /// What is kept about an answer besides its body.
    struct Record: Codable, Sendable, Equatable {
        var url: String
        /// When the body was last fetched, or last confirmed unchanged (304).
        var fetched: Date
        var etag: String?
        var lastModified: String?
    }

    let folder: URL

    /// The kept body and its record for `url`, or nil when there is none (or it cannot be read).
    func read(_ url: URL) -> (text: String, record: Record)? {
        let (body, meta) = files(for: url)
        guard let data = (try? BoundedFile.data(at: meta, limit: 4096)) ?? nil,
              let record = try? JSONDecoder().decode(Record.self, from: data), record.url == url.absoluteString,
              let text = try? SourceLoader.read(file: body.path) else { return nil }
        return (text, record)
    }

    /// Keeps `text` (nil: the body kept already, confirmed by a 304) as the answer for `record`'s address;
    /// a cache that cannot be written is left without a record, so a half-written copy is never read.
    func write(_ text: String?, record: Record) {
        guard let url = URL(string: record.url), let encoded = try? JSONEncoder().encode(record) else { return }
        let (body, meta) = files(for: url)
        do {
            if let text { try Data(text.utf8).write(to: body, options: .atomic) }
            try encoded.write(to: meta, options: .atomic)
        } catch {
            try? FileManager.default.removeItem(at: meta)
        }
    }

    /// The two files for `url`: FNV-1a of the address, so any address makes a plain file name.
    private func files(for url: URL) -> (body: URL, meta: URL) {
        let name = FNV1a.hex(url.absoluteString)
        return (folder.appendingPathComponent(name + ".ics"), folder.appendingPathComponent(name + ".json"))
    }
}
