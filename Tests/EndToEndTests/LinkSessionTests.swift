import Foundation
import Testing
import WidgettyTestSupport

/// Links on the real binary: Return and a click on the weather tile open its page with the configured opener,
/// which gets the address as its one argument.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders.
@Suite(.serialized, .takesTurns) struct LinkSessionTests {
    /// An opener script that writes how many arguments it got and each one on a line of its own.
    func fakeOpener() throws -> (path: URL, record: URL) {
        let folder = try TemporaryFolders.make()
        let record = folder.appendingPathComponent("opened.txt")
        let opener = folder.appendingPathComponent("opener")
        try saveInPlace("#!/bin/sh\n{ echo \"$#\"; for argument in \"$@\"; do echo \"$argument\"; done; } >> \(record.path)\n",
                        to: opener.path, mode: 0o755)
        return (opener, record)
    }

    /// A server on 127.0.0.1 answering with our own forecast (an Oslo week, overcast now).
    static func forecastServer() throws -> LocalHTTPServer {
        let body = try BuiltBinary.ownForecast()
        return try LocalHTTPServer { _ in .status(200, body) }
    }

    /// A small New York weather tile fed by `server`, its links opened by `opener`, with `extra` lines in its table.
    static func config(_ server: LocalHTTPServer, opener: String, extra: String = "") -> String {
        """
        [dashboard]
        theme = "dark"
        opener = ["\(opener)"]

        [[widget]]
        kind = "weather"
        size = "small"
        name = "New York"
        latitude = 40.79
        longitude = -73.97
        base_url = "\(server.baseURL)/v1/forecast"
        \(extra)
        """
    }

    /// The lines the opener has recorded once it has run `times` times.
    func opened(_ record: URL, times: Int) async throws -> [String] {
        for _ in 0..<200 {
            let lines = (try? String(contentsOf: record, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
            if lines.count >= 2 * times { return lines }
            try await Task.sleep(for: .milliseconds(50))
        }
        return (try? String(contentsOf: record, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    @Test func returnAndAClickOpenTheForecastPageAsOneArgument() async throws {
        let server = try Self.forecastServer()
        let opener = try fakeOpener()
        let page = "https://example.com/forecast?place=New York;rm -rf ~"
        let session = try await DashboardSession(config: Self.config(server, opener: opener.path.path, extra: "forecast_url = \"\(page)\""),
                                                 ready: "Overcast")
        try await session.tmux.send("Tab")
        try await session.tmux.send("Enter")
        let encoded = "https://example.com/forecast?place=New%20York;rm%20-rf%20~"
        #expect(try await opened(opener.record, times: 1) == ["1", encoded], "one argument, never through a shell")

        let screen = try await session.tmux.capture()
        let row = try #require(screen.firstIndex { $0.contains("Overcast") })
        try await session.tmux.type("\u{1B}[<0;10;\(row + 1)M\u{1B}[<0;10;\(row + 1)m")
        #expect(try await opened(opener.record, times: 2).suffix(2) == ["1", encoded])

        try await session.tmux.send("q")
        try await session.expectFullyRestored()
        server.stop()
    }

    /// The banner of a link that did not open says how to choose the program, closes with Esc, and, left alone,
    /// goes by itself: it is about a moment, not a state. (A clock's city link: no server, no recorded forecast.)
    @Test func aFailedLinksBannerSaysHowToSetTheOpenerClosesWithEscAndGoesByItself() async throws {
        let config = """
            [dashboard]
            theme = "dark"
            opener = ["/nonexistent/opener"]

            [[widget]]
            kind = "clock"
            size = "medium"
            zones = [{ zone = "Europe/London", url = "https://example.com/london" }, "Asia/Tokyo"]
            """
        let session = try await DashboardSession(config: config, ready: "London")
        let clickLondon = {
            let screen = try await session.tmux.capture()
            let row = try #require(screen.firstIndex { $0.contains("London") })
            let column = try #require(screen[row].range(of: "London")).lowerBound.utf16Offset(in: screen[row])
            try await session.tmux.type("\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m")
        }
        try await clickLondon()
        let shown = try await session.tmux.waitFor { $0.joined().contains("The link did not open") }
        #expect(shown.joined().contains(#"opener = ["firefox"]"#), "it says how to choose the program: \(shown)")
        try await session.tmux.send("Escape")
        let closed = try await session.tmux.waitFor(timeout: 15) { !$0.joined().contains("The link did not open") }
        #expect(closed.contains { $0.contains("London") })
        try await clickLondon()
        try await session.tmux.waitFor { $0.joined().contains("The link did not open") }
        try await session.tmux.waitFor(timeout: 30) { !$0.joined().contains("The link did not open") }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func anOpenerThatFailsIsShownNotSwallowed() async throws {
        let server = try Self.forecastServer()
        let session = try await DashboardSession(config: Self.config(server, opener: "/nonexistent/opener"), ready: "Overcast")
        try await session.tmux.send("Tab")
        try await session.tmux.send("Enter")
        let shown = try await session.tmux.waitFor { $0.joined().contains("The link did not open") }
        #expect(shown.joined().contains("/nonexistent/opener"))
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
        server.stop()
    }
}
