import Glibc
import Synchronization
import WidgettyKit

/// What the programs run on the terminal (the editor, top) start, found wherever it went: in the dashboard's process
/// group (`sleep &`), in a group of its own (a job of a shell that used `set -m`), in a session of its own (`setsid`),
/// orphaned or not, with an empty environment or not.
///
/// Each program is started in one process family of the dashboard's (`ProcessFamily`), whose tag what it starts
/// inherits; and while it runs the dashboard is a child subreaper, so that an orphan of the program's is given to the
/// dashboard rather than to init (one that emptied its environment included): the children the dashboard did not
/// start itself (`StartedChildren`) are the program's orphans, members too, and reaped as they end. An ending signal
/// that stops the program stops them with it. What a program left when it ended by itself (a GUI editor gone to the
/// background, a job started from the editor) runs on until the dashboard ends, which stops it too.
enum ForegroundLeftovers {
    /// The one family of every program run on the terminal, made when the first starts.
    private static let family = ProcessFamily()
    /// Whether a program was started in the family: only then is there anything to look for.
    private static let anyStarted = Atomic<Bool>(false)
    /// The orphans given to the dashboard while a program ran that have not been reaped; only `reap` reaps them.
    private static let adopted = Mutex<Set<pid_t>>([])

    /// The launch of `arguments` in the family, with the dashboard's environment and streams; the dashboard adopts
    /// orphans from now until `programEnded`.
    static func launch(_ arguments: [String]) -> ProgramLaunch {
        anyStarted.store(true, ordering: .sequentiallyConsistent)
        StartedChildren.adoptOrphans(true)
        return ProgramLaunch(arguments, environment: family.taggedEnvironment())
    }

    /// Called once the program has been reaped: the dashboard adopts no more orphans, and those it was given are
    /// reaped as they end, on a thread of their own.
    static func programEnded() {
        StartedChildren.adoptOrphans(false)
        let found = StartedChildren.adopted()
        let new = adopted.withLock { adopted in found.filter { adopted.insert($0).inserted } }
        if !new.isEmpty { SystemThread.start(named: "widgetty-orphans") { reap(Array(new)) } }
    }

    /// Sends `signal` to every member but `program` and its own process group, when it leads one (which the
    /// program's own signal reaches), then SIGCONT, so a stopped member takes it.
    static func signal(_ signal: Int32, sparing program: pid_t?) {
        guard anyStarted.load(ordering: .sequentiallyConsistent) else { return }
        let ownGroup = program.flatMap { getpgid($0) == $0 ? $0 : nil }
        for pid in family.members(others: orphans()) where pid != program && ownGroup.map({ getpgid(pid) != $0 }) ?? true {
            kill(pid, signal)
            kill(pid, SIGCONT)
        }
    }

    /// Gives the members until `deadline` to end, then kills those left (SIGKILL, round after round).
    static func end(by deadline: ContinuousClock.Instant) {
        guard anyStarted.load(ordering: .sequentiallyConsistent), !family.waitUntilGone(by: deadline, others: orphans()) else { return }
        family.signal(SIGKILL, others: orphans())
    }

    /// Stops every member as the dashboard ends: SIGTERM, then SIGKILL to those left after `ForegroundProgram.grace`.
    static func stopAll() {
        signal(SIGTERM, sparing: nil)
        end(by: .now + ForegroundProgram.grace)
    }

    /// The orphans given to the dashboard: those kept, and those given while a program runs.
    private static func orphans() -> Set<pid_t> {
        adopted.withLock { $0 }.union(StartedChildren.adopted())
    }

    /// Waits for each of `orphans`, children of the dashboard's, to end, and reaps it.
    private static func reap(_ orphans: [pid_t]) {
        var left = orphans.map { (pid: $0, exit: ProgramLauncher.exitDescriptor(of: $0)) }
        while !left.isEmpty {
            var descriptors = left.map { pollfd(fd: $0.exit ?? -1, events: Int16(POLLIN), revents: 0) }
            // Without pidfds (Linux before 5.3), a look every second.
            _ = poll(&descriptors, nfds_t(descriptors.count), left.contains { $0.exit == nil } ? 1000 : -1)
            left = left.filter { orphan in
                let ended = adopted.withLock { adopted in
                    var status: Int32 = 0
                    guard waitpid(orphan.pid, &status, WNOHANG) != 0 else { return false }
                    adopted.remove(orphan.pid)
                    return true
                }
                if ended, let exit = orphan.exit { close(exit) }
                return !ended
            }
        }
    }
}
