import Foundation
import Testing
import WidgettyTestSupport

/// Each kind's own quick action on the real binary in tmux: the calendar's agenda sheet and Open Calendar, the clock's
/// Copy Time (tmux takes no OSC 52 copy from a program by default, so the banner says so), the system widget's top.
@Suite(.serialized, .takesTurns) struct QuickActionSessionTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//widgetty tests//EN\r
        BEGIN:VEVENT\r
        UID:a@test\r
        SUMMARY:Planning\r
        LOCATION:Room 4\r
        DTSTART:20261124T100000Z\r
        DTEND:20261124T103000Z\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:b@test\r
        SUMMARY:Retrospective\r
        DTSTART:20261124T110000Z\r
        DTEND:20261124T113000Z\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    /// The focused (only) tile's menu, once `item` shows in it.
    func openMenu(_ session: DashboardSession, showing item: String) async throws {
        try await session.tmux.send("Tab")
        try await session.tmux.send(".")
        try await session.tmux.waitFor(text: item)
    }

    @Test func theCalendarsAgendaShowsTodayInASheetAndOpenCalendarOpensItsFolder() async throws {
        let file = try BuiltBinary.temporaryFile(Self.calendar, name: "work.ics")
        let opener = try LinkSessionTests().fakeOpener()
        let config = """
            [dashboard]
            theme = "dark"
            opener = ["\(opener.path.path)"]

            [[widget]]
            kind = "calendar"
            size = "small"
            sources = ["\(file.path)"]
            """
        let session = try await DashboardSession(config: config, arguments: "--start-at 2026-11-24T09:00:00Z", ready: "Planning")
        try await openMenu(session, showing: "Today's Agenda")
        try await session.tmux.send("t")
        let sheet = try await session.tmux.waitFor(text: "Any key or a click closes this")
        let text = sheet.joined(separator: "\n")
        #expect(text.contains("Today, November 24"), "\(text)")
        #expect(sheet.contains { $0.contains("10:00") && $0.contains("Planning · Room 4") }, "\(text)")
        #expect(sheet.contains { $0.contains("11:00") && $0.contains("Retrospective") }, "\(text)")
        try await session.tmux.send("q")
        let closed = try await session.tmux.waitFor { !$0.joined().contains("Any key or a click") }
        #expect(closed.joined().contains("Planning"), "q closed the sheet; the dashboard is still there")

        try await openMenu(session, showing: "Open Calendar")
        try await session.tmux.send("o")
        #expect(try await LinkSessionTests().opened(opener.record, times: 1) == ["1", file.deletingLastPathComponent().path],
                "the calendar's folder, for the opener")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func copyTimeSaysWhereTheTerminalTakesNoCopy() async throws {
        let config = """
            [dashboard]
            theme = "dark"

            [[widget]]
            kind = "clock"
            size = "small"
            zones = ["Asia/Tokyo"]
            """
        let session = try await DashboardSession(config: config, arguments: "--start-at 2026-11-24T09:00:00Z", ready: "Tokyo")
        try await openMenu(session, showing: "Copy Time")
        try await session.tmux.send("c")
        let shown = try await session.tmux.waitFor(text: "Not copied")
        let banner = shown.joined()
        #expect(banner.contains("OSC 52") && (banner.contains("18:00") || banner.contains("18:01")), "\(banner)")
        #expect(!(try await session.tmux.capture(escapes: true)).joined().contains("]52;"), "nothing sent where it is not known to work")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func topProcessesRunsOnTheTerminalAndTheDashboardComesBack() async throws {
        let config = """
            [dashboard]
            theme = "dark"

            [[widget]]
            kind = "system"
            size = "medium"
            """
        let session = try await DashboardSession(config: config, ready: "CPU")
        try await openMenu(session, showing: "Top Processes")
        try await session.tmux.send("t")
        let top = try await session.tmux.waitFor(timeout: 20) { $0.contains { $0.contains("PID") } && !$0.joined().contains("Top Processes") }
        #expect(top.contains { $0.contains("PID") }, "top (or htop) is on the terminal")
        try await session.tmux.send("q")
        try await session.tmux.waitFor(timeout: 20) { $0.joined().contains("CPU") && !$0.contains { $0.contains("PID") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
