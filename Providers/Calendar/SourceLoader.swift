import Foundation
import WidgettyKit
import WidgettyNetwork

/// Reads a source's iCalendar texts: a file, each `.ics` file of a folder, or an address through the fetcher.
struct SourceLoader: Sendable {
    let fetcher: @Sendable () -> any HTTPFetching

    /// Seconds a remote calendar may take to arrive (less than the runner's 15 s for the whole load).
    static let requestTimeout: Double = 10
    /// The most `.ics` files read from one folder.
    static let filesPerFolder = 100

    /// The texts of `source`; a missing file, a refused address or an oversized answer throws a problem in words.
    func texts(of source: CalendarSource) async throws -> [String] {
        if source.location == DemoCalendar.location { return [DemoCalendar.text] }
        if let url = source.remoteURL { return [try await fetch(url)] }
        guard let path = source.path else { throw WidgetProblem.needsConfiguration("\(source.location) is neither a file nor an address") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw WidgetProblem("\(source.label) does not exist (\(path))")
        }
        guard isFolder.boolValue else { return [try Self.read(file: path)] }
        let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.lowercased().hasSuffix(".ics") }.sorted()
        if names.isEmpty { throw WidgetProblem("\(source.label) holds no .ics files") }
        var total = 0
        return try names.prefix(Self.filesPerFolder).map { name in
            let text = try Self.read(file: (path as NSString).appendingPathComponent(name), budget: ExpansionLimits.calendarBytes - total)
            total += text.utf8.count
            return text
        }
    }

    /// A file's text, refusing one larger than `budget` bytes without reading it (a 50 MB export is a message, not memory).
    static func read(file path: String, budget: Int = ExpansionLimits.calendarBytes) throws -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let limit = max(0, budget)
        guard let handle = FileHandle(forReadingAtPath: path) else { throw WidgetProblem("\(name) cannot be read (permissions?)") }
        defer { try? handle.close() }
        let data = try handle.read(upToCount: limit + 1) ?? Data()
        if data.count > limit {
            throw WidgetProblem("\(name) is over \(megabytes(limit)); a calendar is read up to \(megabytes(ExpansionLimits.calendarBytes))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The body of a 200 answer; any other status, or a failure on the way, is a problem naming the host.
    private func fetch(_ url: URL) async throws -> String {
        let response: HTTPResponse
        do {
            response = try await fetcher().get(url, timeout: Self.requestTimeout, maxBytes: ExpansionLimits.calendarBytes)
        } catch let failure as NetworkFailure {
            throw failure.problem
        }
        guard response.status == 200 else { throw WidgetProblem("\(url.host ?? "The calendar's server") answered HTTP \(response.status)") }
        return String(decoding: response.body, as: UTF8.self)
    }

    /// "16 MB".
    private static func megabytes(_ bytes: Int) -> String {
        "\(bytes >> 20) MB"
    }
}
