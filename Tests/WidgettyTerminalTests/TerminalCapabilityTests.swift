import Testing
@testable import WidgettyTerminal

/// Which terminals the dashboard can draw on, from terminfo alone.
@Suite struct TerminalCapabilityTests {
    @Test func aTerminalThatCanMoveTheCursorPasses() throws {
        try TerminalCapability.check(term: "xterm-256color")
        try TerminalCapability.check(term: "tmux-256color")
        try TerminalCapability.check(term: "linux")
    }

    @Test func dumbCannotMoveTheCursor() {
        #expect(throws: TerminalError.cannotAddressCursor("dumb")) { try TerminalCapability.check(term: "dumb") }
        #expect(TerminalError.cannotAddressCursor("dumb").description
            == "the terminal type \"dumb\" cannot move the cursor, which the dashboard needs; for text output use `widgetty render --size 80x24`")
    }

    @Test func anUnknownTypeIsNamed() {
        #expect(throws: TerminalError.unknownTerminal("xterm-nosuch")) { try TerminalCapability.check(term: "xterm-nosuch") }
        #expect(TerminalError.unknownTerminal("x\u{1B}]52;c;aGk=\u{07}term").description.hasPrefix(#"the terminal type "xterm" is not in terminfo"#),
                "TERM's escapes never reach the terminal")
    }
}
