import Foundation
import Testing
import WidgettyTestSupport

/// Each kind's tap (`Return` on the focused small tile) and own quick actions on the real binary in tmux: the calendar's
/// next event, its agenda sheets and Open Calendar, the clock's city and Copy Time (tmux takes no OSC 52 copy from a
/// program by default, so the banner says so), the system widget's measurements and its top by CPU and by memory.
@Suite(.serialized, .takesTurns) struct QuickActionSessionTests {
    /// A dark dashboard of one widget, whose table holds `widget` after its `[[widget]]` line.
    static func config(_ widget: String) -> String {
        "[dashboard]\ntheme = \"dark\"\n\n[[widget]]\n" + widget
    }

    /// The focused (only) tile's menu, once `item` shows in it.
    func openMenu(_ session: DashboardSession, showing item: String) async throws {
        try await session.tmux.send("Tab")
        try await session.tmux.send(".")
        try await session.tmux.waitFor(text: item)
    }

    @Test func returnOnASmallCalendarShowsTheNextEventItsMenuTheAgendasAndOpenCalendarOpensItsFolder() async throws {
        let file = try BuiltBinary.temporaryFile(CalendarSessionTests.planningAndRetrospective, name: "work.ics")
        let opener = try LinkSessionTests().fakeOpener()
        let config = Self.config("kind = \"calendar\"\nsize = \"small\"\nsources = [\"\(file.path)\"]\n")
            .replacing("theme = \"dark\"", with: "theme = \"dark\"\nopener = [\"\(opener.path.path)\"]")
        let session = try await DashboardSession(config: config, arguments: "--start-at 2026-11-24T09:00:00Z", ready: "Planning")
        try await session.tmux.send("Tab")
        try await session.tmux.send("Enter")
        let event = try await session.tmux.waitFor(text: "Any key or a click closes this")
        let detail = event.joined(separator: "\n")
        #expect(detail.contains("Planning") && !detail.contains("Retrospective"), "the next event alone: \(detail)")
        #expect(event.contains { $0.contains("When") && $0.contains("November 24") && $0.contains("10:00") && $0.contains("10:30") }, "\(detail)")
        #expect(event.contains { $0.contains("Calendar") && $0.contains("work") }, "\(detail)")
        try await session.tmux.send("q")
        let closed = try await session.tmux.waitFor { !$0.joined().contains("Any key or a click") }
        #expect(closed.joined().contains("Planning"), "q closed the sheet; the dashboard is still there")

        try await openMenu(session, showing: "Today’s Agenda")
        try await session.tmux.send("t")
        try await session.tmux.send("Enter")
        let sheet = try await session.tmux.waitFor(text: "Any key or a click closes this")
        let text = sheet.joined(separator: "\n")
        #expect(text.contains("Today, November 24"), "\(text)")
        #expect(sheet.contains { $0.contains("10:00") && $0.contains("Planning") }, "\(text)")
        #expect(sheet.contains { $0.contains("11:00") && $0.contains("Retrospective") }, "\(text)")
        try await session.tmux.send("q")
        try await session.tmux.waitFor { !$0.joined().contains("Any key or a click") }

        // "t" picks the first of the two items it begins, the second "t" the next.
        try await openMenu(session, showing: "Tomorrow’s Agenda")
        try await session.tmux.send("t")
        try await session.tmux.send("t")
        try await session.tmux.send("Enter")
        let tomorrow = try await session.tmux.waitFor(text: "Any key or a click closes this").joined(separator: "\n")
        #expect(tomorrow.contains("Tomorrow, November 25") && tomorrow.contains("No events that day"), "\(tomorrow)")
        try await session.tmux.send("q")
        try await session.tmux.waitFor { !$0.joined().contains("Any key or a click") }

        try await openMenu(session, showing: "Open Calendar")
        try await session.tmux.send("o")
        #expect(try await LinkSessionTests().opened(opener.record, times: 1) == ["1", file.deletingLastPathComponent().path],
                "the calendar's folder, for the opener")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func returnOnASmallClockShowsItsCityAndCopyTimeSaysWhereTheTerminalTakesNoCopy() async throws {
        let session = try await DashboardSession(config: Self.config("kind = \"clock\"\nsize = \"small\"\nzones = [\"Asia/Tokyo\", \"Europe/London\"]\n"), arguments: "--start-at 2026-11-24T09:00:00Z", ready: "Tokyo")
        try await session.tmux.send("Tab")
        try await session.tmux.send("Enter")
        let city = try await session.tmux.waitFor(text: "Any key or a click closes this")
        let text = city.joined(separator: "\n")
        #expect(city.contains { $0.contains("Tokyo") } && !text.contains("London") && !text.contains("World Clock"), "the small tile's city alone: \(text)")
        #expect(city.contains { $0.contains("Time") && $0.contains("18:0") } && city.contains { $0.contains("Date") && $0.contains("November 24") }
                && city.contains { $0.contains("Offset") && $0.contains("+9h") }, "its time, date and offset: \(text)")
        try await session.tmux.send("q")
        try await session.tmux.waitFor { !$0.joined().contains("Any key or a click") }
        try await openMenu(session, showing: "Copy Time")
        try await session.tmux.send("c")
        let shown = try await session.tmux.waitFor(text: "Not copied")
        let banner = shown.joined()
        #expect(banner.contains("OSC 52") && (banner.contains("18:00") || banner.contains("18:01")), "\(banner)")
        #expect(!(try await session.tmux.capture(escapes: true)).joined().contains("]52;"), "nothing sent where it is not known to work")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func returnOnASmallSystemTileShowsItsMeasurementsItsMenuTopByCPUAndByMemoryAndTheDashboardComesBack() async throws {
        let session = try await DashboardSession(config: Self.config("kind = \"system\"\nsize = \"small\"\n"), ready: "CPU")
        try await session.tmux.send("Tab")
        try await session.tmux.send("Enter")
        let sheet = try await session.tmux.waitFor(text: "Any key or a click closes this")
        let text = sheet.joined(separator: "\n")
        #expect(["System", "CPU", "load ", "Memory", " of ", "Uptime"].allSatisfy(text.contains), "every measurement in full: \(text)")
        try await session.tmux.send("q")
        try await session.tmux.waitFor { !$0.joined().contains("Any key or a click") }
        // "t" picks Top Processes, the first of the two items it begins; a second "t" the next, by memory.
        for keys in [["t", "Enter"], ["t", "t", "Enter"]] {
            try await openMenu(session, showing: "Top Processes by Memory")
            for key in keys { try await session.tmux.send(key) }
            let top = try await session.tmux.waitFor(timeout: 20) { $0.contains { $0.contains("PID") } && !$0.joined().contains("Top Processes") }
            #expect(top.contains { $0.contains("PID") }, "\(keys): top (or htop) is on the terminal")
            // A loaded machine's top may flush a `q` typed before it set up its terminal: ask again while it still shows.
            var screen = try await session.tmux.capture()
            for _ in 0..<8 where screen.contains(where: { $0.contains("PID") }) {
                try await session.tmux.send("q")
                let back = try? await session.tmux.waitFor(timeout: 3) { $0.joined().contains("CPU") && !$0.contains { $0.contains("PID") } }
                if let back { screen = back } else { screen = try await session.tmux.capture() }
            }
            #expect(screen.joined().contains("CPU") && !screen.contains { $0.contains("PID") }, "\(keys): the dashboard is back: \(screen)")
        }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
