import FoundationEssentials
import Glibc
import Synchronization
import WidgettyKit

/// Opens web links with the system's opener (`xdg-open`, `open` on macOS) or the configured `opener = [...]`.
///
/// The URL is the program's last argument, never passed through a shell. The program runs
/// in a session of its own with no terminal (standard input and output on /dev/null), so a
/// browser can never draw on the dashboard; a thread waits for it, and when it cannot start
/// or exits with a failure, what it said on standard error (its first 300 bytes) is kept for
/// the loop to show, and `onFailure` wakes the loop.
final class WebOpener: Sendable {
    private let command: [String]
    private let failures = Mutex<[String]>([])
    private let onFailure: @Sendable () -> Void

    /// The opener `configured` (nil: the system's), calling `onFailure` from its thread when an opening fails.
    init(configured: [String]?, onFailure: @escaping @Sendable () -> Void) {
        #if os(macOS)
        command = configured ?? ["open"]
        #else
        command = configured ?? ["xdg-open"]
        #endif
        self.onFailure = onFailure
    }

    /// Starts opening `url`; failures arrive later through `takeFailures`.
    func open(_ url: String) {
        let arguments = command + [url]
        let errorPipe: (read: Int32, write: Int32)
        do {
            errorPipe = try ProgramLauncher.makePipe()
        } catch {
            return report("could not open \(url): no pipe for \(command[0])")
        }
        let launch = ProgramLaunch(arguments, input: .null, output: .null, errorOutput: .descriptor(errorPipe.write), newSession: true)
        let pid: pid_t
        do {
            pid = try ProgramLauncher.spawn(launch)
            close(errorPipe.write)
        } catch {
            close(errorPipe.write)
            close(errorPipe.read)
            return report(error.description)
        }
        let program = command[0], reader = errorPipe.read
        SystemThread.start { [self] in
            let said = Self.readAtMost(300, from: reader)
            close(reader)
            guard let ending = ChildProcess.wait(for: pid, program: program) else { return }
            report(said.isEmpty ? ending : "\(ending): \(said)")
        }
    }

    /// The failures since the last call, oldest first.
    func takeFailures() -> [String] {
        failures.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }

    private func report(_ failure: String) {
        failures.withLock { $0.append(failure) }
        onFailure()
    }

    /// Up to `limit` bytes of what a program writes, as text on one line; the rest is read and dropped so it never blocks.
    private static func readAtMost(_ limit: Int, from descriptor: Int32) -> String {
        var kept: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            kept += chunk[..<min(count, max(0, limit - kept.count))]
        }
        return String(decoding: kept, as: UTF8.self).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
