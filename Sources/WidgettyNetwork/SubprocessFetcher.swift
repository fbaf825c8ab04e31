import Foundation
import Glibc
import Synchronization

/// Fetches by running `widgetty-fetch` (installed beside widgetty) and reading what it prints.
///
/// The dashboard process never loads an HTTP stack: URLSession on Linux
/// starts libdispatch's worker monitor, which wakes the process every second
/// from then on, and links libcurl. A helper process per fetch (about hourly
/// per place), doing one libcurl request, keeps the dashboard asleep and
/// small. Reading its answer blocks the calling thread (the runner's provider
/// threads allow for that). Cancelling the task kills the helper.
public struct SubprocessFetcher: HTTPFetching {
    /// The helper's path.
    public let helper: String

    /// A fetcher running `helper`.
    public init(helper: String) {
        self.helper = helper
    }

    /// The helper beside the running executable (`/proc/self/exe`), as `make install` and `swift build` place it.
    public static var besideExecutable: SubprocessFetcher {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return SubprocessFetcher(helper: URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("widgetty-fetch").path)
    }

    public func get(_ url: URL, timeout: Double) async throws -> HTTPResponse {
        guard FileManager.default.isExecutableFile(atPath: helper) else {
            throw NetworkFailure.helper("widgetty-fetch is missing beside widgetty (\(helper)); make build or make install puts it there")
        }
        let child = try HelperProcess(helper, arguments: ["--timeout", String(timeout), url.absoluteString])
        let output = await withTaskCancellationHandler {
            await child.output()
        } onCancel: {
            child.kill()
        }
        try Task.checkCancellation()
        return try FetchProtocol.decode(output, url: url, timeout: timeout).get()
    }
}

/// One run of the helper: started with its output on a pipe, read to the end on the calling thread.
final class HelperProcess: Sendable {
    private let pid: pid_t
    private let outputDescriptor: Int32
    private let exited = Mutex(false)

    init(_ path: String, arguments: [String]) throws {
        var pipeDescriptors: [Int32] = [-1, -1]
        guard pipe(&pipeDescriptors) == 0 else { throw NetworkFailure.helper("Could not start widgetty-fetch (no pipe)") }
        // Close-on-exec, so a helper started meanwhile by another load cannot hold this pipe open
        // (its reader would then wait for that other helper to finish). dup2 below clears it for stdout.
        for descriptor in pipeDescriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeDescriptors[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        // Nothing the helper (or libcurl) might print may reach the dashboard's terminal.
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        close(pipeDescriptors[1])
        guard status == 0 else {
            close(pipeDescriptors[0])
            throw NetworkFailure.helper("Could not start widgetty-fetch (\(String(cString: strerror(status))))")
        }
        self.pid = pid
        outputDescriptor = pipeDescriptors[0]
    }

    /// Everything the helper writes, once it closes its output; then it is reaped.
    func output() async -> Data {
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(outputDescriptor, &buffer, buffer.count)
            if count > 0 { output.append(contentsOf: buffer[..<count]); continue }
            if count < 0 && errno == EINTR { continue }
            break
        }
        close(outputDescriptor)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exited.withLock { $0 = true }
        return output
    }

    /// Ends the helper early (the load was cancelled or timed out); its pipe then closes and `output` returns.
    func kill() {
        exited.withLock { hasExited in
            if !hasExited { _ = Glibc.kill(pid, SIGKILL) }
        }
    }
}
