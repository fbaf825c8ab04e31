import Foundation
import Synchronization
import Testing
import WidgettyKit
import WidgettyNetwork
import WidgettyTestSupport
@testable import CalendarProvider

/// The provider: sources read and merged, broken ones named, and a timeline that changes exactly on time.
struct CalendarProviderTests {
    /// A fetcher answering every request with one status and body.
    struct CannedFetcher: HTTPFetching {
        let status: Int
        let body: String
        func get(_ request: FetchRequest) async throws -> HTTPResponse {
            HTTPResponse(status: status, body: Data(body.utf8))
        }
    }

    static let tokyo = ZoneDatabase.system.zone(named: "Asia/Tokyo")!

    /// A calendar provider and the services a test lends it, asked as the runner asks: through the context.
    struct Lent {
        let provider: CalendarProvider
        let services: WidgetServices

        func timeline(in context: WidgetContext) async throws -> Timeline<CalendarEntry> {
            var context = context
            context.services = services
            return try await provider.timeline(in: context)
        }
    }

    /// A provider of `sources` lent `fetcher`, a cache home (its folder is `cacheHome/widgetty/calendar`), and `watcher`.
    static func provider(_ sources: [[String: WidgetSettingValue]], fetcher: any HTTPFetching = OfflineFetcher(),
                         cache cacheHome: URL? = nil, watcher: any FileWatching = NoFileWatcher(),
                         center: WidgetCenter = .unavailable) -> Lent {
        let settings = WidgetSettings(options: CalendarSettings.options, values: ["sources": .tables(sources)])
        let directories = cacheHome.map { WidgetDirectories(kind: "calendar", cacheHome: $0, stateHome: $0) }
        return Lent(provider: CalendarProvider(settings: CalendarSettings(settings)),
                    services: WidgetServices(kind: "calendar", fetcher: fetcher, directories: directories, widgetCenter: center, fileWatcher: watcher))
    }

    static func context(_ moment: String) -> WidgetContext {
        WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 364, heightPoints: 169),
                      timeZone: tokyo, locale: DateLocale.english, date: ISO8601DateFormatter().date(from: moment)!)
    }

    static func file(_ text: String, name: String = "cal.ics") throws -> String {
        let folder = try TemporaryFolders.make()
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Two meetings on Nov 24 (Tokyo): entries now, 30 minutes before each, at each start and end, and at the next two midnights.
    @Test func entriesAtEveryChange() async throws {
        let text = ICS.calendar(["UID:a", "SUMMARY:A", "DTSTART;TZID=Asia/Tokyo:20261124T100000", "DTEND;TZID=Asia/Tokyo:20261124T110000"],
                                ["UID:b", "SUMMARY:B", "DTSTART;TZID=Asia/Tokyo:20261124T140000", "DTEND;TZID=Asia/Tokyo:20261124T143000"])
        let provider = Self.provider([["path": .string(try Self.file(text))]])
        let timeline = try await provider.timeline(in: Self.context("2026-11-24T00:00:00Z"))
        #expect(timeline.entries.map { Self.tokyo.internetDateTime($0.date) } == [
            "2026-11-24T09:00:00+09:00", "2026-11-24T09:30:00+09:00", "2026-11-24T10:00:00+09:00", "2026-11-24T11:00:00+09:00",
            "2026-11-24T13:30:00+09:00", "2026-11-24T14:00:00+09:00", "2026-11-24T14:30:00+09:00",
            "2026-11-25T00:00:00+09:00", "2026-11-26T00:00:00+09:00",
        ])
        // Relevance rises 30 minutes before a start and holds until the end; between meetings it is 0, not relevant.
        #expect(timeline.entries.map { $0.relevance?.score } == [0, 0.8, 1, 0, 0.8, 1, 0, 0, 0])
        #expect(timeline.policy == .after(Self.context("2026-11-24T00:00:00Z").date.addingTimeInterval(15 * 60)))
        // "Next" moves on to B the moment A starts.
        #expect(timeline.entries[1].next?.event.title == "A")
        #expect(timeline.entries[2].next?.event.title == "B")
    }

    /// One broken source is named in the entry; the others still show. All broken: the first problem is the tile's.
    @Test func brokenSourceIsNamedAndTheOthersShow() async throws {
        let good = try Self.file(ICS.calendar(["UID:a", "SUMMARY:Fine", "DTSTART;TZID=Asia/Tokyo:20261124T100000"]))
        let cut = try Self.file("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n", name: "cut.ics")
        let provider = Self.provider([["path": .string(good)], ["path": .string(cut)], ["path": .string("https://cal.example/x.ics")]],
                                     fetcher: CannedFetcher(status: 404, body: "<html>Not found</html>"))
        let entry = try #require(try await provider.timeline(in: Self.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(entry.events.map(\.title) == ["Fine"])
        #expect(entry.problems == ["cut.ics: The calendar is cut short: it ends before END:VCALENDAR", "cal.example answered HTTP 404"])
        let html = Self.provider([["path": .string("webcal://cal.example/x.ics")]], fetcher: CannedFetcher(status: 200, body: "<!DOCTYPE html><p>Sign in</p>"))
        await #expect(throws: WidgetProblem("cal.example: The address gave a web page (HTML), not an iCalendar file")) {
            try await html.timeline(in: Self.context("2026-11-24T00:00:00Z"))
        }
    }

    /// Each broken source is named once ("live.ics does not exist", not "live.ics: live.ics …"), a named one by its
    /// name; with every source broken the tile says the first problem and how many more there are.
    @Test func everyBrokenSourceIsCountedAndNamedOnce() async throws {
        let folder = try TemporaryFolders.make()
        let missing = folder.appendingPathComponent("live.ics").path
        let provider = Self.provider([["path": .string(missing)], ["path": .string(folder.appendingPathComponent("gone.ics").path), "name": .string("Work")],
                                      ["path": .string("/dev/zero")]])
        await #expect(throws: WidgetProblem("live.ics does not exist (\(missing)) (+2 more)")) {
            try await provider.timeline(in: Self.context("2026-11-24T00:00:00Z"))
        }
        let good = try Self.file(ICS.calendar(["UID:a", "SUMMARY:Fine", "DTSTART;TZID=Asia/Tokyo:20261124T100000"]))
        let mixed = Self.provider([["path": .string(good)], ["path": .string(missing)], ["path": .string(folder.appendingPathComponent("gone.ics").path), "name": .string("Work")]])
        let entry = try #require(try await mixed.timeline(in: Self.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(entry.problems == ["live.ics does not exist (\(missing))", "Work does not exist (\(folder.path)/gone.ics)"])
    }

    /// A webcal:// address (read as https://) whose server speaks plain HTTP fails in words, not in OpenSSL's.
    @Test func plainHTTPBehindAWebcalAddressIsWorded() async throws {
        let server = try LocalHTTPServer { _ in .status(400, Data("Bad request".utf8)) }
        let address = server.baseURL.replacingOccurrences(of: "http://", with: "webcal://") + "/team.ics"
        let provider = Self.provider([["path": .string(address)]], fetcher: SubprocessFetcher(program: BuiltBinary.path))
        await #expect(throws: WidgetProblem("127.0.0.1 does not speak HTTPS at this address; try http:// instead")) {
            try await provider.timeline(in: Self.context("2026-11-24T00:00:00Z"))
        }
    }

    /// A remote calendar is read through the fetcher (webcal:// as https://).
    @Test func remoteSourceThroughTheFetcher() async throws {
        let text = ICS.calendar(["UID:a", "SUMMARY:Remote", "DTSTART;TZID=Asia/Tokyo:20261124T100000"])
        let provider = Self.provider([["path": .string("webcal://cal.example/x.ics"), "name": .string("Team")]], fetcher: CannedFetcher(status: 200, body: text))
        let entry = try #require(try await provider.timeline(in: Self.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(entry.events.map(\.title) == ["Remote"])
        #expect(entry.sources.map(\.name) == ["Team"])
    }

    /// A calendar served on 127.0.0.1 through the fetch helper is kept; with the server gone, the kept copy still
    /// shows, and the footer says what failed and how old the copy is. A login page is never kept as the calendar.
    @Test func remoteCalendarWorksOfflineFromItsCache() async throws {
        let text = ICS.calendar(["UID:a", "SUMMARY:Served", "DTSTART;TZID=Asia/Tokyo:20261124T100000"])
        let server = try LocalHTTPServer { path in
            path.hasPrefix("/login") ? .status(200, Data("<html>Sign in</html>".utf8)) : .status(200, Data(text.utf8))
        }
        let cache = try TemporaryFolders.make()
        let source: [String: WidgetSettingValue] = ["path": .string(server.baseURL + "/team.ics"), "name": .string("Team")]
        let provider = Self.provider([source], fetcher: SubprocessFetcher(program: BuiltBinary.path), cache: cache)
        let fresh = try #require(try await provider.timeline(in: Self.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(fresh.events.map(\.title) == ["Served"])
        #expect(fresh.problems.isEmpty)

        server.stop()
        let offline = try #require(try await provider.timeline(in: Self.context("2026-11-24T02:10:00Z")).entries.first)
        #expect(offline.events.map(\.title) == ["Served"])
        #expect(offline.problems.count == 1)
        #expect(offline.problems.first?.hasPrefix("Team: copy from 2 h ago · Can’t reach 127.0.0.1") == true)

        let login = Self.provider([["path": .string(server.baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost") + "/login")]],
                                  fetcher: CannedFetcher(status: 200, body: "<!DOCTYPE html>"), cache: cache)
        await #expect(throws: WidgetProblem.self) { try await login.timeline(in: Self.context("2026-11-24T00:00:00Z")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path + "/widgetty/calendar").count == 2, "only the calendar is kept")
    }

    /// A remote calendar with an ETag is asked for again with If-None-Match; the server's 304 keeps the copy (no body
    /// comes), and with the server gone the copy still shows, with the failure and how old it is.
    @Test func remoteCalendarIsRevalidatedWithItsETag() async throws {
        let text = ICS.calendar(["UID:a", "SUMMARY:Served", "DTSTART;TZID=Asia/Tokyo:20261124T100000"])
        let answered = Mutex(0)
        let server = try LocalHTTPServer { _ in
            let first = answered.withLock { count in
                count += 1
                return count == 1
            }
            let head = first ? "HTTP/1.1 200 OK\r\nETag: \"v1\"\r\nLast-Modified: Mon, 23 Nov 2026 09:00:00 GMT\r\nContent-Length: \(text.utf8.count)\r\n"
                             : "HTTP/1.1 304 Not Modified\r\nETag: \"v1\"\r\n"
            return .raw(Data((head + "Connection: close\r\n\r\n" + (first ? text : "")).utf8))
        }
        let cache = try TemporaryFolders.make()
        let provider = Self.provider([["path": .string(server.baseURL + "/team.ics")]], fetcher: SubprocessFetcher(program: BuiltBinary.path), cache: cache)
        let first = try #require(try await provider.timeline(in: Self.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(first.events.map(\.title) == ["Served"])
        let revalidated = try #require(try await provider.timeline(in: Self.context("2026-11-24T00:20:00Z")).entries.first)
        #expect(revalidated.events.map(\.title) == ["Served"])
        #expect(revalidated.problems.isEmpty)
        #expect(server.heads.count == 2)
        #expect(!server.heads[0].contains("If-None-Match"))
        #expect(server.heads[1].contains("If-None-Match: \"v1\"\r\n"))
        #expect(server.heads[1].contains("If-Modified-Since: Mon, 23 Nov 2026 09:00:00 GMT\r\n"))

        server.stop()
        let offline = try #require(try await provider.timeline(in: Self.context("2026-11-24T01:20:00Z")).entries.first)
        #expect(offline.events.map(\.title) == ["Served"])
        // The copy's age counts from the 304 that confirmed it, an hour before.
        #expect(offline.problems.first?.hasPrefix("127.0.0.1: copy from 1 h ago · ") == true)
    }

    /// A local file is watched, so saving it reloads the calendar kind; the demo's built-in calendar is not a file.
    @Test func localFilesAreWatched() async throws {
        let path = try Self.file(ICS.calendar(["UID:a", "SUMMARY:Fine", "DTSTART;TZID=Asia/Tokyo:20261124T100000"]))
        let watcher = FakeFileWatcher()
        let reloads = Mutex<[String?]>([])
        let lent = Self.provider([["path": .string(path)], ["path": .string("widgetty:demo")]], watcher: watcher,
                                 center: WidgetCenter { kind in reloads.withLock { $0.append(kind) } })
        _ = try await lent.timeline(in: Self.context("2026-11-24T00:00:00Z"))
        #expect(watcher.owners(of: URL(fileURLWithPath: path)) == ["kind calendar"])
        #expect(watcher.owners(of: URL(fileURLWithPath: "widgetty:demo")).isEmpty)
        watcher.change(URL(fileURLWithPath: path))
        #expect(reloads.withLock { $0 } == ["calendar"])
    }

    /// A folder source reads every .ics file in it.
    @Test func folderSource() async throws {
        let first = try Self.file(ICS.calendar(["UID:a", "SUMMARY:One", "DTSTART;TZID=Asia/Tokyo:20261124T100000"]), name: "a.ics")
        let folder = URL(fileURLWithPath: first).deletingLastPathComponent()
        try ICS.calendar(["UID:b", "SUMMARY:Two", "DTSTART;TZID=Asia/Tokyo:20261124T110000"]).write(to: folder.appendingPathComponent("b.ics"), atomically: true, encoding: .utf8)
        try "not a calendar".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let entry = try #require(try await Self.provider([["path": .string(folder.path)]]).timeline(in: Self.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(entry.events.map(\.title) == ["One", "Two"])
    }

    /// A folder past the file limit reads the first files by name and names the rest in a note (the log, `widgetty timeline`).
    @Test func folderPastTheFileLimitSaysWhatWasNotRead() async throws {
        let folder = try TemporaryFolders.make()
        for number in 1...(SourceLoader.filesPerFolder + 2) {
            try ICS.calendar(["UID:\(number)", "SUMMARY:E\(number)", "DTSTART;TZID=Asia/Tokyo:20261124T100000"])
                .write(to: folder.appendingPathComponent(String(format: "c%03d.ics", number)), atomically: true, encoding: .utf8)
        }
        let entry = try #require(try await Self.provider([["path": .string(folder.path)]]).timeline(in: Self.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(entry.events.count == SourceLoader.filesPerFolder)
        #expect(entry.leftOut == ["\(folder.lastPathComponent): the folder holds 102 .ics files; the first 100 by name are read, 2 from \"c101.ics\" on are not"])
    }

    /// A 50 MB file is refused without being read into memory, in words, and so is a device; no sources asks to set them.
    @Test func oversizedFileAndNoSources() async throws {
        let path = try Self.file("")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        await #expect(throws: WidgetProblem("cal.ics is over 16 MB; a calendar is read up to 16 MB")) {
            try await Self.provider([["path": .string(path)]]).timeline(in: Self.context("2026-11-24T00:00:00Z"))
        }
        await #expect(throws: WidgetProblem("zero is not a regular file; give a calendar file or a folder of them")) {
            try await Self.provider([["path": .string("/dev/zero")]]).timeline(in: Self.context("2026-11-24T00:00:00Z"))
        }
        await #expect(throws: WidgetProblem.needsConfiguration("Set sources = [\"~/calendar.ics\"] (files, folders or addresses) to see your events")) {
            try await Self.provider([]).timeline(in: Self.context("2026-11-24T00:00:00Z"))
        }
    }

    /// Reloading gives the same occurrences, not twice as many.
    @Test(SharedFixtures.required) func reloadDoesNotMultiply() async throws {
        let path = try Self.file(try FixtureCalendar.text("exdate_and_recurrence_together.ics"))
        let provider = Self.provider([["path": .string(path)]])
        let context = Self.context("2024-10-23T00:00:00Z")
        let first = try await provider.timeline(in: context).entries.first?.events
        #expect(try await provider.timeline(in: context).entries.first?.events == first)
        #expect(first?.count == 3)
    }

    /// `widgetty timeline --json` shows each occurrence with ISO 8601 start and end in the zone's offset.
    @Test func entryEncodesTimesWithOffsets() async throws {
        let text = ICS.calendar(["UID:a", "SUMMARY:Call", "DTSTART:20261124T010000Z", "DTEND:20261124T013000Z"],
                                ["UID:b", "SUMMARY:Holiday", "DTSTART;VALUE=DATE:20261123", "DTEND;VALUE=DATE:20261124"])
        let entry = try #require(try await Self.provider([["path": .string(try Self.file(text))]]).timeline(in: Self.context("2026-11-22T20:00:00Z")).entries.first)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(entry), as: UTF8.self)
        #expect(json.contains(#"{"allDay":true,"calendar":"cal.ics","end":"2026-11-24T00:00:00+09:00","start":"2026-11-23T00:00:00+09:00","title":"Holiday"}"#))
        #expect(json.contains(#"{"allDay":false,"calendar":"cal.ics","end":"2026-11-24T10:30:00+09:00","start":"2026-11-24T10:00:00+09:00","title":"Call"}"#))
    }

    /// Source options: a bad color or scheme is named with its item; strings and tables mix.
    @Test func sourcesAreChecked() {
        let option = CalendarSettings.options[0]
        #expect(option.validate(.tables([["path": .string("/a.ics"), "color": .string("bleu")]]))
                == "item 1: color \"bleu\" is not a system color; use one of blue, red, green, orange, yellow, pink, purple, teal, indigo, gray; did you mean \"blue\"?")
        #expect(option.validate(.tables([["path": .string("~/a.ics")], ["path": .string("ftp://x/y.ics")]]))
                == "item 2: \"ftp://x/y.ics\" is not a file or an http(s) or webcal address")
        #expect(option.validate(.tables([["path": .string("~/a.ics")], ["path": .string("https://x/y.ics"), "holidays": .bool(true)],
                                         ["path": .string("widgetty:demo")], ["path": .string("/srv/cals")]])) == nil)
    }

    /// A relative path is refused with what to write instead: it would be read from whatever folder widgetty started in.
    @Test(arguments: [("relative.ics", "~/relative.ics"), ("./cals/work.ics", "~/cals/work.ics")])
    func relativePathsAreRefused(path: String, suggestion: String) {
        #expect(CalendarSettings.options[0].validate(.tables([["path": .string("~/a.ics")], ["path": .string(path)]]))
                == "item 2: \(QuotedValue.quote(path)) is a relative path, which would be read from whatever folder widgetty starts in; "
                + "write it from your home folder or from /, e.g. \(QuotedValue.quote(suggestion))")
        #expect(CalendarSettings.options[0].validate(.tables([["path": .string("~bob/work.ics")]]))
                == "item 1: \"~bob/work.ics\" starts with ~name, which is not read (only ~ for your own home); write it from your home folder or from /, e.g. \"~/work.ics\"")
    }

    /// `~` is the environment's `HOME` (as for the configuration file), not the password file's home; a file there is read.
    @Test func tildeComesFromHome() async throws {
        let path = try Self.file(ICS.calendar(["UID:a", "SUMMARY:At home", "DTSTART;TZID=Asia/Tokyo:20261124T100000"]))
        let home = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let settings = CalendarSettings(WidgetSettings(options: CalendarSettings.options, values: ["sources": .tables([["path": .string("~/cal.ics")]])]),
                                        home: home)
        #expect(settings.sources.map(\.path) == [path])
        let lent = Lent(provider: CalendarProvider(settings: settings), services: .unavailable)
        let entry = try #require(try await lent.timeline(in: Self.context("2026-11-24T00:00:00Z")).entries.first)
        #expect(entry.events.map(\.title) == ["At home"])
    }
}
