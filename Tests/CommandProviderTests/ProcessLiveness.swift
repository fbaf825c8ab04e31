import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CommandProvider

/// Whether process `pid` is still running: it exists and is not a zombie waiting to be reaped.
func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return false }
    return !stat[close...].hasPrefix(") Z")
}

/// Runs `script` with /bin/sh in this process's environment, under `reaper` when given, stopped after `timeout`
/// seconds, keeping 1000 bytes of its output.
func runScript(_ script: String, timeout: Double, reaper: ProgramReaper? = nil) async throws -> CommandResult {
    try await CommandProcess.run(CommandLaunch(arguments: ["/bin/sh", "-c", script], workingDirectory: nil,
                                               environment: ProcessInfo.processInfo.environment, reaper: reaper),
                                 timeout: timeout, outputLimit: 1000)
}

/// The pid a script writes to `path`, once it has (within `eventually`'s bound).
func pidWritten(to path: String) async throws -> Int32 {
    var pid: Int32?
    _ = await eventually {
        pid = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return pid != nil
    }
    return try #require(pid, "the script never wrote the pid of the program it started")
}
