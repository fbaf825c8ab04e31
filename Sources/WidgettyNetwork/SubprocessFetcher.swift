import FoundationEssentials
import WidgettyKit
import Glibc
import Synchronization

/// Fetches by running widgetty itself as the fetch helper (`widgetty --fetch-helper`) and reading what it prints.
///
/// The dashboard process never loads an HTTP stack: URLSession on Linux
/// starts libdispatch's worker monitor, which wakes the process every second
/// from then on, and links libcurl. A helper process per fetch (about hourly
/// per place), doing one libcurl request, keeps the dashboard asleep and
/// small. Reading its answer blocks the calling thread (the runner's provider
/// threads allow for that). Cancelling the task kills the helper.
public struct SubprocessFetcher: HTTPFetching {
    /// The widgetty program that is started as the helper.
    public let program: String

    /// A fetcher running `program --fetch-helper`, `program` being a widgetty (a test's own build, say).
    public init(program: String) {
        self.program = program
    }

    /// The running program as its own helper: `/proc/self/exe`, the very file this process runs, even if it has
    /// since been renamed, moved or replaced by a newer install. Only for a process that is widgetty.
    public static let thisProgram = SubprocessFetcher(program: "/proc/self/exe")

    public func get(_ request: FetchRequest) async throws -> HTTPResponse {
        guard request.isValid else { throw NetworkFailure.helper("Not a request widgetty makes: \(request.host)") }
        guard access(program, X_OK) == 0 else {
            throw NetworkFailure.helper("widgetty cannot start \(program) to fetch (\(String(cString: strerror(errno))))")
        }
        let input = FetchProtocol.encode(request)
        guard input.count <= FetchProtocol.requestLimit else {
            throw NetworkFailure.helper("The address for \(request.host) is longer than \(FetchProtocol.requestLimit / 1024) KB")
        }
        let child = try HelperProcess([program, FetchProtocol.helperArgument], input: input)
        let output = await withTaskCancellationHandler {
            await child.output(limit: request.maxBytes + FetchProtocol.headerLimit)
        } onCancel: {
            child.kill()
        }
        try Task.checkCancellation()
        return try FetchProtocol.decode(output, for: request).get()
    }
}

/// One run of the helper: started with `input` on its standard input and its output on a pipe,
/// read on the calling thread up to a limit.
final class HelperProcess: Sendable {
    private let pid: pid_t
    private let outputDescriptor: Int32
    /// Set once the helper has been waited for; its pid may then belong to another process.
    private let reaped = Mutex(false)

    init(_ arguments: [String], input: Data) throws {
        let output: (read: Int32, write: Int32), request: (read: Int32, write: Int32)
        do {
            output = try ProgramLauncher.makePipe()
            do {
                request = try ProgramLauncher.makePipe()
            } catch {
                close(output.read)
                close(output.write)
                throw error
            }
        } catch {
            throw NetworkFailure.helper("Could not start the fetch helper (no pipe)")
        }
        // Nothing the helper (or libcurl) might print may reach the dashboard's terminal.
        let launch = ProgramLaunch(arguments, input: .descriptor(request.read), output: .descriptor(output.write), errorOutput: .null)
        defer {
            close(output.write)
            close(request.read)
        }
        do {
            pid = try ProgramLauncher.spawn(launch)
        } catch {
            close(output.read)
            close(request.write)
            throw NetworkFailure.helper("Could not start the fetch helper (\(String(cString: strerror(error.code))))")
        }
        // The request is a few hundred bytes, far less than a pipe holds: this write never waits.
        input.withUnsafeBytes { _ = write(request.write, $0.baseAddress, $0.count) }
        close(request.write)
        outputDescriptor = output.read
    }

    /// What the helper writes, up to `limit` bytes and one more (a helper that writes more is ended);
    /// once its output closes, it is reaped.
    func output(limit: Int) async -> Data {
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while output.count <= limit {
            let count = read(outputDescriptor, &buffer, min(buffer.count, limit + 1 - output.count))
            if count > 0 { output.append(contentsOf: buffer[..<count]); continue }
            if count < 0 && errno == EINTR { continue }
            break
        }
        if output.count > limit { kill() }
        close(outputDescriptor)
        // Wait without reaping, so the pid cannot be reused while `kill` may still signal it; then reap under the lock.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        reaped.withLock { reaped in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            reaped = true
        }
        return output
    }

    /// Ends the helper early (the load was cancelled, timed out, or its answer is too long); its pipe then closes.
    func kill() {
        reaped.withLock { reaped in
            if !reaped { _ = Glibc.kill(pid, SIGKILL) }
        }
    }
}
