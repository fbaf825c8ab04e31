import Glibc
import Testing
import WidgettyKit
import WidgettyTestSupport

/// The one way a program is started: its three streams where asked, and no other descriptor of ours.
@Suite(.timeLimit(.minutes(3))) struct ProgramLauncherTests {
    /// What `script` prints on stdout, run by /bin/sh through `ProgramLauncher`, on a thread of its own.
    private func output(of script: String) async throws -> String {
        let pipe = try ProgramLauncher.makePipe()
        let pid: pid_t
        do {
            pid = try ProgramLauncher.spawn(ProgramLaunch(["/bin/sh", "-c", script], input: .null, output: .descriptor(pipe.write), errorOutput: .null))
        } catch {
            close(pipe.read)
            close(pipe.write)
            throw error
        }
        close(pipe.write)
        return await BlockingWork.run {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipe.read, &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                bytes += chunk[..<count]
            }
            close(pipe.read)
            _ = ProgramLauncher.waitForEnd(of: pid)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func aChildHasOnlyStdinStdoutAndStderr() async throws {
        // Descriptors of ours that are not close-on-exec, as a library may open them.
        let leaky = [open("/dev/null", O_RDONLY), open("/dev/null", O_WRONLY)]
        defer { leaky.forEach { close($0) } }
        let listed = try await output(of: "ls /proc/$$/fd").split(whereSeparator: \.isWhitespace)
        #expect(listed == ["0", "1", "2"], "the child held more than its three streams (ours not close-on-exec: \(leaky))")
    }

    @Test func aPipeIsCloseOnExecFromTheStart() throws {
        let pipe = try ProgramLauncher.makePipe()
        defer { close(pipe.read); close(pipe.write) }
        #expect(fcntl(pipe.read, F_GETFD) & FD_CLOEXEC != 0 && fcntl(pipe.write, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func aMissingProgramIsNamedWithTheReason() {
        #expect(throws: SpawnFailure.self) { try ProgramLauncher.spawn(ProgramLaunch(["no-such-program-here"])) }
        #expect(SpawnFailure(program: "no-such-program-here", code: ENOENT).description == "could not start no-such-program-here: No such file or directory")
    }
}
