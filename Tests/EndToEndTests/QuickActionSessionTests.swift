import Foundation
import Testing
import WidgettyTestSupport

/// Each kind's own quick action on the real binary in tmux: the calendar's agenda sheet and Open Calendar, the clock's
/// Copy Time (tmux takes no OSC 52 copy from a program by default, so the banner says so), the system widget's top.
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

    @Test func theCalendarsAgendaShowsTodayInASheetAndOpenCalendarOpensItsFolder() async throws {
        let file = try BuiltBinary.temporaryFile(CalendarSessionTests.planningAndRetrospective, name: "work.ics")
        let opener = try LinkSessionTests().fakeOpener()
        let config = Self.config("kind = \"calendar\"\nsize = \"small\"\nsources = [\"\(file.path)\"]\n")
            .replacing("theme = \"dark\"", with: "theme = \"dark\"\nopener = [\"\(opener.path.path)\"]")
        let session = try await DashboardSession(config: config, arguments: "--start-at 2026-11-24T09:00:00Z", ready: "Planning")
        try await openMenu(session, showing: "Today's Agenda")
        try await session.tmux.send("t")
        let sheet = try await session.tmux.waitFor(text: "Any key or a click closes this")
        let text = sheet.joined(separator: "\n")
        #expect(text.contains("Today, November 24"), "\(text)")
        #expect(sheet.contains { $0.contains("10:00") && $0.contains("Planning") }, "\(text)")
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
        let session = try await DashboardSession(config: Self.config("kind = \"clock\"\nsize = \"small\"\nzones = [\"Asia/Tokyo\"]\n"), arguments: "--start-at 2026-11-24T09:00:00Z", ready: "Tokyo")
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
        let session = try await DashboardSession(config: Self.config("kind = \"system\"\nsize = \"medium\"\n"), ready: "CPU")
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
