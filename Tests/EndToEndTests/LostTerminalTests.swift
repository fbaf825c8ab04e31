import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The dashboard on a terminal that goes away without a SIGHUP: a pseudo-terminal that is not its
/// controlling terminal, whose other end is closed (as when a window that lent its terminal closes).
@Suite struct LostTerminalTests {
    @Test func theDashboardExitsWhenItsTerminalGoesAwayWithoutASignal() throws {
        // Both ends close on exec, atomically, so no program another test starts meanwhile can hold them
        // open; the dashboard gets the terminal end through dup2 onto 0, 1 and 2, which clears the flag.
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0, number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN (the ioctl macros Swift cannot import): unlock the pair, then name the terminal end.
        try #require(controller >= 0 && ioctl(controller, 0x4004_5431, &unlock) == 0 && ioctl(controller, 0x8004_5430, &number) == 0)
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(terminal >= 0)
        var size = winsize(ws_row: 30, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
        let config = try BuiltBinary.temporaryFile(DashboardSession.quietConfig)
        let pid = try Subprocess.start([BuiltBinary.path, "--config", config.path], terminal: terminal,
                                       environment: ["TERM=xterm-256color", "TZ=UTC", "LANG=C.UTF-8",
                                                     "XDG_STATE_HOME=" + config.deletingLastPathComponent().path])
        close(terminal)
        #expect(readUntil("New York", from: controller), "the dashboard drew on its terminal")
        close(controller)
        let status = Subprocess.waitForExit(pid, seconds: 10)
        if status == nil { kill(pid, SIGKILL) }
        #expect(status == 0, "it ended by itself instead of polling a dead terminal forever")
    }

    /// Reads what the program writes until `text` shows, for up to 10 s.
    private func readUntil(_ text: String, from controller: Int32) -> Bool {
        var seen = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = read(controller, &buffer, buffer.count)
            guard count > 0 else { return false }
            seen.append(contentsOf: buffer[..<count])
            if String(decoding: seen, as: UTF8.self).contains(text) { return true }
        }
        return false
    }
}
