import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The start on a terminal, where the configuration is read on a thread of its own while the terminal is asked and
/// ncurses starts: what the configuration says wrong, and Ctrl-C, still come as they did when it was read first.
@Suite(.takesTurns) struct StartSessionTests {
    @Test func aBrokenConfigurationOnATerminalIsSaidAndTheTerminalIsLeftAsItWas() async throws {
        let session = try await DashboardSession(config: "[[widget]]\nkind = \"clock\"\nsize = \"huge\"\n", ready: nil)
        let screen = try await session.tmux.waitFor(text: "the dashboard did not start")
        #expect(screen.joined().contains(#"size "huge" is not one of"#), "\(screen)")
        #expect(try await session.exitStatus() == 2)
        #expect(try await session.tmux.display("#{alternate_on}") == "0", "the screen was never switched")
        try await session.expectFullyRestored()
    }

    /// Widgets enough that reading them takes a while: 20,000 take about 8 s in a debug build, 1.7 s in a release one.
    static func manyClocks(_ count: Int) -> String {
        String(repeating: "[[widget]]\nkind = \"clock\"\nsize = \"small\"\n\n", count: count)
    }

    @Test func ctrlCWhileALargeConfigurationIsReadEndsTheStartAtOnce() async throws {
        let session = try await DashboardSession(config: Self.manyClocks(20_000), ready: nil)
        _ = try await session.processID()
        try await Task.sleep(for: .milliseconds(300))
        try await session.tmux.send("C-c")
        let back = try await session.tmux.watch(timeout: 3) { $0.last { !$0.isEmpty }?.hasPrefix("PROMPT$") == true }.screen()
        #expect(back.contains { $0.hasPrefix("PROMPT$") })
        #expect(try await session.exitStatus() == 128 + SIGINT)
        try await session.expectFullyRestored()
    }

    @Test func keysTypedWhileTheConfigurationIsReadAreNotTakenAsTheDashboardsAndAResizeMeanwhileIsSeen() async throws {
        let session = try await DashboardSession(columns: 100, rows: 40, config: Self.manyClocks(3_000), ready: nil)
        _ = try await session.processID()
        // A `q` that would quit it, and a narrower window, both before the dashboard shows.
        try await session.tmux.send("q")
        try await session.tmux.resize(columns: 60, rows: 30)
        let screen = try await session.tmux.waitFor(timeout: 60) { $0.contains { $0.contains("╭") } }
        #expect(screen.allSatisfy { $0.count <= 60 }, "drawn for the window as it is: \(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.hasSuffix("▕") || $0.hasSuffix("▐") || $0.hasSuffix("│") }, "the right edge is drawn: \(screen.joined(separator: "\n"))")
        try await Task.sleep(for: .milliseconds(500))
        #expect(try await session.tmux.capture().contains { $0.contains("╭") }, "still running: the early q was dropped")
        try await session.tmux.send("q")
        #expect(try await session.exitStatus() == 0)
        try await session.expectFullyRestored()
    }
}
