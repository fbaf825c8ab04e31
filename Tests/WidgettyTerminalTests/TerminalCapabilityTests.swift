import Testing
import WidgettyTestSupport
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
        #expect(TerminalError.unknownTerminal("x\u{1B}]52;c;aGk=\u{07}term\n").description.hasPrefix(#"the terminal type "x\u{1B}]52;c;aGk=\u{7}term\u{A}" is not in terminfo"#),
                "TERM's escapes never reach the terminal, and are shown for what they are")
        #expect(TerminalError.unknownTerminal(String(repeating: "x", count: 5000)).description.count < 400, "a long TERM is shortened")
    }

    @Test func anImplausibleEntryIsNamedWithWhatItSays() {
        #expect(TerminalError.implausibleEntry("huge", claims: ["32767 lines (lines#; at most 1000 are drawn)", "9 x"]).description
            == "terminfo's entry for the terminal type \"huge\" says it has 32767 lines (lines#; at most 1000 are drawn) and 9 x; fix the entry or run with TERM=xterm-256color")
    }

    /// The largest numbers ncurses's own entries give (its 24-bit ones: 16777216 colors, 65536 pairs) are within the limits.
    @Test(.enabled(if: TerminfoLookup.exists("xterm-direct", environment: [:]), "xterm-direct is not installed: run `make setup` (ncurses-term) (skipped)"),
          arguments: ["xterm-direct", "xterm-direct256"])
    func theLargestEntriesOfTheDatabasePass(term: String) throws {
        try TerminalCapability.check(term: term)
    }

    @Test func threadsAskingAtOnceDoNotFreeEachOthersEntry() async {
        // terminfo reads into one global entry; before the lock, two askers freed each other's (SIGSEGV in libtinfo).
        let answers = await withTaskGroup(of: Int.self) { group in
            for term in ["xterm-256color", "dumb", "tmux-256color", "linux"] {
                group.addTask {
                    await BlockingWork.run {
                        (0..<300).reduce(0) { count, _ in count + ((try? TerminalCapability.check(term: term)) == nil ? 0 : 1) }
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(answers == 900, "xterm-256color, tmux-256color and linux can move the cursor, 300 times each; dumb cannot")
    }
}
