import Glibc
import Synchronization

/// Every process one program started, however it left: each carries the family's tag in its environment, so a
/// program that leaves its process group and session (`setsid -f`), or is orphaned, is still found and stopped.
///
/// Members are found by reading /proc: the processes started since the family began whose environment holds the
/// tag. A program that empties its children's environment escapes this; one whose children keep it (nearly all)
/// does not.
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

    /// The pids of the family's processes running now (not this process).
    public func members() -> [pid_t] {
        let entry = Array(environmentEntry.utf8)
        return ProcessTable.processes(startedSince: since) { ProcessTable.environment(of: $0, limit: Self.environmentLimit, holds: { $0.elementsEqual(entry) }) }
    }

    /// Sends `signal` to every member; with SIGKILL, again until none is left (or after a bounded number of rounds).
    public func signal(_ signal: Int32) {
        Self.signal(signal) { members() }
    }

    /// SIGKILL to every process of every family this process began, as it exits.
    public static func killEveryFamilyOfThisProcess() {
        let prefix = Array("\(variable)=\(getpid()).".utf8)
        signal(SIGKILL) {
            ProcessTable.processes(startedSince: ProcessTable.startTime(of: getpid()) ?? 0) { ProcessTable.environment(of: $0, limit: environmentLimit, holds: { $0.starts(with: prefix) }) }
        }
    }

    private static func signal(_ signal: Int32, members: () -> [pid_t]) {
        for _ in 0..<(signal == SIGKILL ? killRounds : 1) {
            let found = members()
            if found.isEmpty { return }
            for pid in found { kill(pid, signal) }
        }
    }
}
