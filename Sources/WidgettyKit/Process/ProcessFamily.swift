import Glibc
import Synchronization

/// Every process one program started, however it left: each carries the family's tag in its environment, so a
/// program that leaves its process group and session (`setsid -f`), or is orphaned, is still found and stopped.
///
/// Members are found by reading /proc, among the processes started since the family began: those whose environment
/// holds the tag, those in the session its program leads (programs are started in a session of their own), and
/// every descendant of these. A process escapes only by emptying its environment, leaving the session and losing
/// its parent, all three; a program run under a reaper (`ProgramReaper`, which takes the tag too) cannot lose its
/// last ancestor: the reaper is given its orphans, so they are members as its descendants.
public struct ProcessFamily: Sendable, Hashable {
    /// The environment variable holding the tag.
    public static let variable = "WIDGETTY_PROGRAM_FAMILY"
    /// Bytes of a process's environment read when looking for the tag.
    private static let environmentLimit = 1 << 20
    /// Rounds of finding and killing: a member may start another while the last round kills.
    private static let killRounds = 20
    private static let counter = Atomic<Int>(0)

    /// `PID.N`: this process's pid and a number of its own.
    public let tag: String
    /// Clock ticks since boot, a tick before the family began: no member started earlier.
    private let since: UInt64

    /// A new family, to give the next program started.
    public init() {
        tag = "\(getpid()).\(Self.counter.wrappingAdd(1, ordering: .relaxed).newValue)"
        since = ProcessTable.ticksSinceBoot() &- 1
    }

    /// The entry giving a program this family: `NAME=TAG`.
    public var environmentEntry: String { "\(Self.variable)=\(tag)" }

    /// The pids of the family's processes running now (not this process); `leader` is the pid of its program when it
    /// was started in a session of its own.
    public func members(sessionLeader leader: pid_t? = nil) -> [pid_t] {
        let entry = Array(environmentEntry.utf8)
        return Self.members(startedSince: since, sessions: Set(leader.map { [$0] } ?? [])) { $0.elementsEqual(entry) }
    }

    /// Sends `signal` to every member; with SIGKILL, again until none is left (or after a bounded number of rounds).
    public func signal(_ signal: Int32, sessionLeader leader: pid_t? = nil) {
        Self.signal(signal) { members(sessionLeader: leader) }
    }

    /// SIGKILL to every process of every family this process began (and of the sessions `leaders` lead), as it exits.
    public static func killEveryFamilyOfThisProcess(sessionLeaders leaders: Set<pid_t> = []) {
        killEveryFamily(of: getpid(), startedSince: thisProcessStarted(), sessionLeaders: leaders)
    }

    /// When this process started, in clock ticks since boot (0 when /proc cannot say).
    public static func thisProcessStarted() -> UInt64 {
        ProcessTable.entry(of: getpid())?.started ?? 0
    }

    /// SIGKILL to every process of every family the process `owner` began, started at `since` ticks since boot or
    /// later: what `widgetty` runs to clean up after a dashboard that ended by a fault.
    public static func killEveryFamily(of owner: pid_t, startedSince since: UInt64, sessionLeaders leaders: Set<pid_t> = []) {
        let prefix = Array("\(variable)=\(owner).".utf8)
        signal(SIGKILL) { members(startedSince: since, sessions: leaders) { $0.starts(with: prefix) } }
    }

    /// The processes started at `since` or later whose environment has an entry `tagged` accepts, or that are in
    /// one of `sessions` or in a session such a process leads, with all their descendants.
    private static func members(startedSince since: UInt64, sessions: Set<pid_t>,
                                tagged: (ArraySlice<UInt8>) -> Bool) -> [pid_t] {
        let table = ProcessTable.entries(startedSince: since)
        let marked = table.filter { ProcessTable.environment(of: $0.pid, limit: environmentLimit, holds: tagged) }
        let families = sessions.union(marked.filter { $0.session == $0.pid }.map(\.pid))
        let roots = Set(marked.map(\.pid)).union(table.filter { families.contains($0.session) }.map(\.pid))
        return Array(ProcessTable.addingDescendants(to: roots, in: table))
    }

    private static func signal(_ signal: Int32, members: () -> [pid_t]) {
        for _ in 0..<(signal == SIGKILL ? killRounds : 1) {
            let found = members()
            if found.isEmpty { return }
            for pid in found { kill(pid, signal) }
        }
    }
}
