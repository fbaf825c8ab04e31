import FoundationEssentials
import WidgettyKit

/// Reads a source's iCalendar texts: a file, each `.ics` file of a folder, or an address through the fetcher
/// (kept in `cache`, and read from it when the address cannot be reached).
struct SourceLoader: Sendable {
    /// What a source gave: its texts, what was left unread, and for a remote one read from the cache, why and from when.
    struct Loaded: Sendable {
        var texts: [String]
        /// The failure the cached copy stands in for, and when that copy was fetched.
        var offline: (problem: String, fetched: Date)?
        /// What of the source was not read (a folder's files past the limit), in words.
        var notes: [String] = []
    }

    let fetcher: any HTTPFetching
    /// Where remote answers are kept; nil keeps none.
    var cache: CalendarCache?

    /// Seconds a remote calendar may take to arrive (less than the runner's 15 s for the whole load).
    static let requestTimeout: Double = 10
    /// The most `.ics` files read from one folder.
    static let filesPerFolder = 100

    /// The texts of `source` at `now`; a missing file, or an address that fails with no cached copy, throws a problem in words.
    func load(_ source: CalendarSource, at now: Date) async throws -> Loaded {
        if let url = source.remoteURL {
            let kept = cache?.read(url)
            do {
                let response = try await fetch(url, validators: kept?.record)
                if response.status == 304, let kept {
                    cache?.write(nil, record: CalendarCache.Record(url: url.absoluteString, fetched: now,
                                                                   etag: response.etag ?? kept.record.etag,
                                                                   lastModified: response.lastModified ?? kept.record.lastModified))
                    return Loaded(texts: [kept.text])
                }
                let text = try Self.calendarText(of: response, from: url)
                cache?.write(text, record: CalendarCache.Record(url: url.absoluteString, fetched: now,
                                                                etag: response.etag, lastModified: response.lastModified))
                return Loaded(texts: [text])
            } catch let problem as WidgetProblem {
                guard let kept else { throw problem }
                return Loaded(texts: [kept.text], offline: (problem.message, kept.record.fetched))
            }
        }
        return try local(source)
    }

    /// The texts of a local source: the demo's, a file's, or each `.ics` file's of a folder (the first
    /// `filesPerFolder` by name, the rest named in a note).
    private func local(_ source: CalendarSource) throws -> Loaded {
        if source.location == DemoCalendar.location { return Loaded(texts: [DemoCalendar.text]) }
        guard let path = source.path else { throw WidgetProblem.needsConfiguration("\(source.location) is neither a file nor an address") }
        var isFolder = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw WidgetProblem("\(source.label) does not exist (\(path))")
        }
        guard isFolder else { return Loaded(texts: [try Self.read(file: path)]) }
        let entries: [FolderNames.Name]
        do throws(WidgetProblem) { entries = try FolderNames.read(path) } catch { throw WidgetProblem("\(source.label) cannot be read: \(error.message)") }
        let calendars = entries.filter { $0.shown.lowercased().hasSuffix(".ics") }
        // A name that is not UTF-8 cannot be opened by its text: it is named as skipped, and the others are read.
        let names = calendars.compactMap(\.text).sorted()
        let unnamed = calendars.filter { $0.text == nil }.map { "\(QuotedValue.quote($0.shown)): \(FolderNames.notUTF8Reason)" }.sorted()
        if names.isEmpty { throw WidgetProblem(unnamed.first.map { "\(source.label) holds no readable .ics files: \($0)" } ?? "\(source.label) holds no .ics files") }
        // A file that cannot be read (a FIFO, one too large, one without permission) is named as skipped, as a name
        // that is not UTF-8 is; the folder fails only when none can be read.
        var total = 0, texts: [String] = [], skipped: [String] = []
        for name in names.prefix(Self.filesPerFolder) {
            do {
                let text = try Self.read(file: PathText.appending(name, to: path), budget: ExpansionLimits.calendarBytes - total, inFolder: true)
                total += text.utf8.count
                texts.append(text)
            } catch {
                skipped.append((error as? WidgetProblem)?.message ?? "\(error)")
            }
        }
        if texts.isEmpty, let first = skipped.first { throw WidgetProblem(first) }
        guard names.count > Self.filesPerFolder, let firstLeft = names.dropFirst(Self.filesPerFolder).first else {
            return Loaded(texts: texts, notes: unnamed + skipped)
        }
        return Loaded(texts: texts, notes: unnamed + skipped + [
            "the folder holds \(names.count) .ics files; the first \(Self.filesPerFolder) by name are read, "
                + "\(names.count - Self.filesPerFolder) from \(QuotedValue.quote(firstLeft)) on are not",
        ])
    }

    /// A regular file's text, refusing one larger than `budget` bytes without reading it (a 50 MB export is a message, not memory);
    /// `inFolder`: one of a folder's files, for which "give a calendar file or a folder" would be no advice.
    static func read(file path: String, budget: Int = ExpansionLimits.calendarBytes, inFolder: Bool = false) throws -> String {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let contents: [UInt8]?
        do {
            // Refused by its size before a byte is read; the read itself still stops a file that grows meanwhile.
            contents = try BoundedFile.bytes(atPath: url.path, limit: budget)
        } catch .notRegularFile {
            throw WidgetProblem("\(name) is not a regular file" + (inFolder ? "" : "; give a calendar file or a folder of them"))
        } catch .tooLarge(let limit) {
            throw WidgetProblem("\(name) is over \(megabytes(limit)); a calendar is read up to \(megabytes(ExpansionLimits.calendarBytes))")
        } catch .unreadable(let reason) {
            throw WidgetProblem("\(name) cannot be read: \(reason)")
        }
        guard let bytes = contents else { throw WidgetProblem("\(name) does not exist") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The answer for `url`, asked with the validators of the kept copy (a 304 then means it is unchanged);
    /// a failure on the way is a problem naming the host.
    private func fetch(_ url: URL, validators: CalendarCache.Record?) async throws -> HTTPResponse {
        var request = FetchRequest(url: url, timeout: Self.requestTimeout, maxBytes: ExpansionLimits.calendarBytes)
        request.ifNoneMatch = validators?.etag
        request.ifModifiedSince = validators?.lastModified
        do {
            return try await fetcher.get(request)
        } catch let failure as NetworkFailure {
            // A calendar has no max_bytes: its fixed limit is the most.
            throw failure.problem(largestMaxBytes: ExpansionLimits.calendarBytes)
        }
    }

    /// The body of a 200 answer that reads as a calendar; any other status or a web page is a problem naming
    /// the host (so a login page is never kept as the calendar).
    private static func calendarText(of response: HTTPResponse, from url: URL) throws -> String {
        guard response.status == 200 else { throw WidgetProblem("\(url.host ?? "The calendar’s server") answered HTTP \(response.status)") }
        let text = String(decoding: response.body, as: UTF8.self)
        try ICalendarReader.checkLooksLikeCalendar(text)
        return text
    }

    /// "16 MB".
    private static func megabytes(_ bytes: Int) -> String {
        "\(bytes >> 20) MB"
    }
}
