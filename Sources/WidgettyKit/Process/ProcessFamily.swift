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
    /// How often `waitUntilGone` looks again.
    private static let lookInterval = Duration.milliseconds(20)
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

    /// This process's environment with the family's entry in place of any tag it had: what a program started in the
    /// family with this process's environment gets.
    public func taggedEnvironment() -> [String] {
        var entries: [String] = []
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let text = entry?.pointee {
            entries.append(String(cString: text))
            entry = entry?.successor()
        }
        return entries.filter { !$0.hasPrefix("\(Self.variable)=") } + [environmentEntry]
    }

    /// The pids of the family's processes running now (not this process); `leader` is the pid of its program when it
    /// was started in a session of its own; `others`, and their descendants, count as members.
    public func members(sessionLeader leader: pid_t? = nil, others: Set<pid_t> = []) -> [pid_t] {
        members(sessionLeader: leader, others: others, livingOnly: false)
    }

    /// `members`, with `others` and their descendants as members too, without those that have ended and wait to be
    /// reaped when `livingOnly`.
    private func members(sessionLeader leader: pid_t?, others: Set<pid_t>, livingOnly: Bool) -> [pid_t] {
        let entry = Array(environmentEntry.utf8)
        return Self.members(startedSince: since, sessions: Set(leader.map { [$0] } ?? []), others: others,
                            livingOnly: livingOnly) { $0.elementsEqual(entry) }
    }

    /// Waits until no member is left running (a member that ended may still wait to be reaped), or until `deadline`;
    /// whether none is. `others`, and their descendants, count as members. Looks every `lookInterval`.
    public func waitUntilGone(by deadline: ContinuousClock.Instant, others: Set<pid_t> = []) -> Bool {
        while !members(sessionLeader: nil, others: others, livingOnly: true).isEmpty {
            let now = ContinuousClock.now
            if now >= deadline { return false }
            _ = poll(nil, 0, PollTimeout.milliseconds(until: min(deadline, now + Self.lookInterval)))
        }
        return true
    }

    /// Sends `signal` to every member that has not ended, and to `others` and their descendants; with SIGKILL, again
    /// until none is left (or after a bounded number of rounds).
    public func signal(_ signal: Int32, sessionLeader leader: pid_t? = nil, others: Set<pid_t> = []) {
        Self.signal(signal) { members(sessionLeader: leader, others: others, livingOnly: true) }
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
        signal(SIGKILL) { members(startedSince: since, sessions: leaders, others: [], livingOnly: true) { $0.starts(with: prefix) } }
    }

    /// The processes started at `since` or later whose environment has an entry `tagged` accepts, or that are in
    /// one of `sessions` or in a session such a process leads, and `others`, with all their descendants; `livingOnly`:
    /// not those that have ended and wait to be reaped.
    private static func members(startedSince since: UInt64, sessions: Set<pid_t>, others: Set<pid_t>, livingOnly: Bool,
                                tagged: (ArraySlice<UInt8>) -> Bool) -> [pid_t] {
        let table = ProcessTable.entries(startedSince: since)
        let marked = table.filter { ProcessTable.environment(of: $0.pid, limit: environmentLimit, holds: tagged) }
        let families = sessions.union(marked.filter { $0.session == $0.pid }.map(\.pid))
        let roots = Set(marked.map(\.pid)).union(table.filter { families.contains($0.session) }.map(\.pid))
            .union(others.intersection(table.map(\.pid)))
        let found = ProcessTable.addingDescendants(to: roots, in: table)
        let ended = livingOnly ? Set(table.filter(\.hasEnded).map(\.pid)) : []
        return Array(found.subtracting(ended))
    }

    private static func signal(_ signal: Int32, members: () -> [pid_t]) {
        for _ in 0..<(signal == SIGKILL ? killRounds : 1) {
            let found = members()
            if found.isEmpty { return }
            for pid in found { kill(pid, signal) }
        }
    }
}
