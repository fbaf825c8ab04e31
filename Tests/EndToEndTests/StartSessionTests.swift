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

    @Test func ctrlCWhileALargeConfigurationIsReadEndsTheStartAtOnce() async throws {
        // Reading 10,000 widgets takes seconds (about 4 s in a debug build); Ctrl-C ends the start without waiting.
        let widgets = String(repeating: "[[widget]]\nkind = \"clock\"\nsize = \"small\"\n\n", count: 10_000)
        let session = try await DashboardSession(config: widgets, ready: nil)
        _ = try await session.processID()
        try await Task.sleep(for: .milliseconds(300))
        try await session.tmux.send("C-c")
        let back = try await session.tmux.watch(timeout: 3) { $0.last { !$0.isEmpty }?.hasPrefix("PROMPT$") == true }.screen()
        #expect(back.contains { $0.hasPrefix("PROMPT$") })
        #expect(try await session.exitStatus() == 128 + SIGINT)
        try await session.expectFullyRestored()
    }
}
