import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The first frame on the terminal: a widget that answers at once is drawn in it with its content, not as a
/// placeholder that a second frame replaces; one that takes longer is drawn as its placeholder, without holding it.
@Suite(.takesTurns) struct FirstFrameSessionTests {
    static let clock = """
        [dashboard]
        theme = "dark"

        [[widget]]
        kind = "clock"
        size = "small"

        """

    /// What `--exit-after-first-frame` wrote for `config` on an 80 × 30 pseudo-terminal, and how it ended (nil when it
    /// had not within 20 s, when it is killed).
    func firstFrame(_ config: String) async throws -> (output: String, status: Int32?) {
        let pty = try PseudoTerminal(columns: 80, rows: 30)
        let file = try BuiltBinary.temporaryFile(config)
        let folder = file.deletingLastPathComponent().path
        let pid = try Subprocess.start([BuiltBinary.path, "--config", file.path, "--exit-after-first-frame"], terminal: pty.terminal,
                                       environment: ["TERM=xterm-256color", "TZ=UTC", "LANG=C.UTF-8",
                                                     "XDG_STATE_HOME=" + folder, "XDG_RUNTIME_DIR=" + folder])
        pty.closeTerminalEnd()
        // The alternate screen left: the program has written all it will.
        let ended = await pty.read(until: { $0.contains("\u{1B}[?1049l") }, seconds: 20)
        let status = await Subprocess.waitForExit(pid, seconds: ended ? 10 : 0)
        if status == nil { kill(pid, SIGKILL) }
        return (String(decoding: pty.output, as: UTF8.self), status)
    }

    /// The month the clock shows now, in UTC ("Nov").
    static var month: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM"
        return formatter.string(from: Date())
    }

    @Test func aWidgetThatAnswersAtOnceIsDrawnWithItsContent() async throws {
        let (output, status) = try await firstFrame(Self.clock)
        #expect(status == 0, "it drew one frame and ended: \(output.suffix(200).debugDescription)")
        #expect(output.contains(Self.month), "the clock's date is in the first frame")
        #expect(!output.contains("▆"), "no placeholder was drawn before it")
    }

    @Test func aWidgetThatTakesLongerShowsItsPlaceholderWithoutHoldingTheFrame() async throws {
        let config = Self.clock + """

            [[widget]]
            kind = "command"
            size = "small"
            command = ["sleep", "30"]

            """
        let (output, status) = try await firstFrame(config)
        #expect(status == 0, "the first frame did not wait for the 30-second widget: \(output.suffix(200).debugDescription)")
        #expect(output.contains(Self.month), "the clock beside it is drawn with its content")
        #expect(output.contains("▆"), "the slow widget is drawn as its placeholder")
    }
}
