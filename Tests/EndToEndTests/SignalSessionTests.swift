import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// Every signal that ends the dashboard, and a fault on any of its threads, leaves the terminal as it was,
/// and the shell sees the status it expects: 128 plus the signal.
/// Serialized for the load, not shared state: each session has its own tmux server, files and XDG folders, but a dozen
/// dashboards at once on a two-core machine make their waits flaky.
@Suite(.serialized, .takesTurns) struct SignalSessionTests {
    @Test(arguments: [(SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGUSR2, "SIGUSR2"), (SIGALRM, "SIGALRM"), (SIGQUIT, "SIGQUIT"),
                      (SIGVTALRM, "SIGVTALRM"), (SIGPROF, "SIGPROF"), (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"),
                      (SIGIO, "SIGIO"), (SIGPWR, "SIGPWR"), (__libc_current_sigrtmin() + 2, "SIGRTMIN+2")])
    func anEndingSignalRestoresTheTerminalAndEndsWithItsStatus(signal: Int32, name: String) async throws {
        let session = try await DashboardSession()
        kill(try await session.processID(), signal)
        #expect(try await session.exitStatus() == 128 + signal, "\(name)")
        try await session.expectFullyRestored()
    }

    @Test func ctrlBackslashQuitsWithStatus131() async throws {
        let session = try await DashboardSession()
        try await session.tmux.send("C-\\")
        #expect(try await session.exitStatus() == 128 + SIGQUIT)
        try await session.expectFullyRestored()
    }

    @Test func ctrlCEndsBySIGINTSoTheShellSeesStatus130() async throws {
        let session = try await DashboardSession()
        try await session.tmux.send("C-c")
        #expect(try await session.exitStatus() == 128 + SIGINT)
        try await session.expectFullyRestored()
    }

    @Test func sigpipeIsIgnored() async throws {
        let session = try await DashboardSession()
        kill(try await session.processID(), SIGPIPE)
        #expect(try await session.runBeside(["reload"]).status == 0, "still running: it answers widgetty reload")
        try await session.tmux.send("q")
        #expect(try await session.exitStatus() == 0, "quit by q")
        try await session.expectFullyRestored()
    }

    @Test func aFaultOnAProviderThreadRestoresTheTerminal() async throws {
        // A provider stays inside its call for 30 s, on a thread that names itself "provider".
        let session = try await DashboardSession(arguments: "--simulate-latency 30", ready: nil)
        try await session.tmux.waitFor(text: "▆")
        let pid = try await session.processID()
        let thread = try #require(try await providerThread(of: pid), "a provider thread is running")
        // A SIGSEGV sent to one thread acts as a fault there: were it blocked on that thread, it would stay
        // pending and no handler would run (and a real fault would end the process without one).
        #expect(try blockedSignals(of: pid, thread: thread) & (1 << (SIGSEGV - 1)) == 0, "the thread does not block SIGSEGV")
        #expect(try sendToThread(pid, thread, SIGSEGV) == 0)
        #expect(try await session.exitStatus() == 128 + SIGSEGV, "the process still dies of the fault")
        try await session.expectFullyRestored()
    }

    /// A fault's handler removes the control socket (a path made in advance) before the signal's default action ends
    /// the process, so `widgetty reload` finds no dead dashboard's socket.
    @Test(arguments: [(SIGSEGV, "SIGSEGV"), (SIGILL, "SIGILL"), (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"),
                      (SIGTRAP, "SIGTRAP"), (SIGSYS, "SIGSYS")])
    func aFaultRemovesTheControlSocket(signal: Int32, name: String) async throws {
        let session = try await DashboardSession()
        let pid = try await session.processID()
        let socket = session.runtimeDirectory.appendingPathComponent("widgetty/\(pid).sock").path
        #expect(FileManager.default.fileExists(atPath: socket), "\(name): the dashboard listens at \(socket)")
        kill(pid, signal)
        #expect(try await session.exitStatus() == 128 + signal, "\(name): the process still dies of the fault")
        #expect(!FileManager.default.fileExists(atPath: socket), "\(name): the socket is gone")
        try await session.expectFullyRestored()
    }

    /// glibc's `tgkill` (Swift's Glibc module does not import it): sends a signal to one thread of a process.
    private func sendToThread(_ pid: pid_t, _ thread: pid_t, _ signal: Int32) throws -> Int32 {
        typealias ThreadKill = @convention(c) (pid_t, pid_t, Int32) -> Int32
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "tgkill"), "glibc 2.30 or later has tgkill")
        return unsafeBitCast(symbol, to: ThreadKill.self)(pid, thread, signal)
    }

    /// The ID of a thread of `pid` named "provider", found in /proc within 10 s (a new thread names itself as it starts).
    private func providerThread(of pid: pid_t) async throws -> pid_t? {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
            let provider = tasks.first { task in
                (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8))?
                    .trimmingCharacters(in: .newlines) == "provider"
            }
            if let provider { return pid_t(provider) }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// The mask of signals a thread blocks, from the SigBlk line of its /proc status.
    private func blockedSignals(of pid: pid_t, thread: pid_t) throws -> UInt64 {
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
        return try #require(UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16))
    }
}
