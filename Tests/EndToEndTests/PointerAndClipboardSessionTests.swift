import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// OSC 22 and OSC 52 on the real binary, on a pseudo-terminal that plays kitty (`KITTY_WINDOW_ID` set, as kitty sets it;
/// `TERM=xterm-256color`, whose terminfo entry every machine has), which draws pointer shapes and takes copies, and a
/// plain `xterm-256color`, which is never sent either. tmux cannot stand in: it passes neither on.
@Suite(.serialized, .takesTurns) struct PointerAndClipboardSessionTests {
    static let config = """
        [dashboard]
        theme = "dark"

        [[widget]]
        kind = "clock"
        size = "medium"
        zones = [{ zone = "Europe/London", url = "https://example.com/london" }, "Asia/Tokyo"]
        """
    static let hand = "\u{1B}]22;pointer\u{1B}\\"
    static let standard = "\u{1B}]22;default\u{1B}\\"

    /// Where "London" (a link) is drawn on a 100 × 30 screen, as SGR mouse reports count (from 1).
    func londonCell() async throws -> (column: Int, row: Int) {
        let config = try BuiltBinary.temporaryFile(Self.config)
        let drawn = try await BuiltBinary.run(["render", "--size", "100x30", "--config", config.path], environment: ["TZ": "UTC"])
        let lines = drawn.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("London") }, "\(drawn.output)")
        let column = try #require(lines[row].range(of: "London")).lowerBound
        return (lines[row][..<column].count + 2, row + 1)
    }

    /// The dashboard on a pseudo-terminal with `environment`, once it has drawn London.
    func start(environment: [String]) async throws -> (PseudoTerminal, pid_t) {
        let pty = try PseudoTerminal(columns: 100, rows: 30, raw: true)
        pty.type("\u{1B}[?62;22c")  // DA1 alone: the probe's wait ends, no keyboard protocol
        let pid = try pty.startDashboard(config: Self.config, environment: environment).pid
        #expect(await pty.read { $0.contains("London") }, "the dashboard drew")
        return (pty, pid)
    }

    func motion(_ column: Int, _ row: Int) -> String { "\u{1B}[<35;\(column);\(row)M" }

    /// Everything the dashboard wrote once it has ended (quit with `q`), and its exit status.
    func finish(_ pty: PseudoTerminal, _ pid: pid_t) async -> (String, Int32?) {
        pty.type("q")
        let status = await Subprocess.waitForExit(pid, seconds: 10)
        if status == nil { kill(pid, SIGKILL) }
        _ = await pty.read { _ in false }
        return (String(decoding: pty.output, as: UTF8.self), status)
    }

    @Test func kittyGetsTheHandOverALinkTheDefaultOffItAndOnQuittingAndTheCopy() async throws {
        let london = try await londonCell()
        let (pty, pid) = try await start(environment: ["KITTY_WINDOW_ID=1"])
        pty.type(motion(london.column, london.row))
        #expect(await pty.read { $0.contains(Self.hand) }, "the hand over the link")
        pty.type(motion(99, 29))
        #expect(await pty.read { $0.contains(Self.standard) }, "the default off it")
        pty.type(motion(london.column, london.row))
        #expect(await pty.read { $0.components(separatedBy: Self.hand).count == 3 }, "the hand again")
        pty.type("\t.")  // focus the clock, open its menu
        #expect(await pty.read { $0.contains("Copy Time") })
        pty.type("c")
        #expect(await pty.read { $0.contains("\u{1B}]52;c;") && $0.contains("Copied the time") }, "an OSC 52 copy, and the banner says so")
        let (output, status) = await finish(pty, pid)
        #expect(status == 0)
        let copy = try #require(output.range(of: "\u{1B}]52;c;"))
        let encoded = output[copy.upperBound...].prefix { $0 != "\u{1B}" }
        let time = Data(base64Encoded: String(encoded)).map { String(decoding: $0, as: UTF8.self) }
        #expect(time?.wholeMatch(of: /\d\d:\d\d/) != nil, "the time, base64: \(String(encoded)) → \(time ?? "nil")")
        let lastHand = try #require(output.range(of: Self.hand, options: .backwards))
        #expect(output[lastHand.upperBound...].contains(Self.standard), "set back before the terminal is handed back")
    }

    @Test func aTerminalNotKnownToTakeThemIsSentNeitherAndTheBannerSaysSo() async throws {
        let london = try await londonCell()
        let (pty, pid) = try await start(environment: [])
        pty.type(motion(london.column, london.row))
        pty.type(motion(99, 29))
        pty.type("\t.")
        #expect(await pty.read { $0.contains("Copy Time") })
        pty.type("c")
        #expect(await pty.read { $0.contains("Not copied") }, "the banner says the copy was not made")
        let (output, status) = await finish(pty, pid)
        #expect(status == 0)
        #expect(!output.contains("\u{1B}]22;") && !output.contains("\u{1B}]52;"), "neither OSC 22 nor OSC 52 written")
    }
}
