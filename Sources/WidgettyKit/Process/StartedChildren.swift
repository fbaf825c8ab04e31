import CProcessControl
import Glibc
import Synchronization

/// The children this process started (`ProgramLauncher`), each by pid and start time, so that its other children are
/// known for what they are: orphans given to it while it was a child subreaper (`adoptOrphans`), which nothing else
/// waits for.
public enum StartedChildren {
    /// The children recorded, and the count at which those gone (reaped, or the pid used again) are forgotten.
    private struct Record {
        var started: [pid_t: UInt64] = [:]
        var pruneAt = 64
    }

    private static let record = Mutex(Record())

    /// Runs `spawn`, which starts a program and gives posix_spawn's status and the pid, and records the child when it
    /// started; no look at this process's children (`adopted`) comes between the two.
    static func recording(_ spawn: () -> (status: Int32, pid: pid_t)) -> Int32 {
        record.withLock { record in
            let (status, pid) = spawn()
            guard status == 0 else { return status }
            if record.started.count >= record.pruneAt {
                record.started = record.started.filter { ProcessTable.entry(of: $0.key)?.started == $0.value }
                record.pruneAt = max(64, 2 * record.started.count)
            }
            record.started[pid] = ProcessTable.entry(of: pid)?.started ?? 0
            return status
        }
    }

    /// The children of this process that it did not start: orphans it was given, those that ended included.
    public static func adopted() -> Set<pid_t> {
        record.withLock { record in
            let own = getpid()
            let children = ProcessTable.entries(startedSince: ProcessFamily.thisProcessStarted()).filter { $0.parent == own }
            return Set(children.filter { record.started[$0.pid] != $0.started }.map(\.pid))
        }
    }

    /// Makes this process a child subreaper (`PR_SET_CHILD_SUBREAPER`), so that the orphans of its descendants are
    /// given to it, or no longer one (`false`); whether the system did.
    @discardableResult
    public static func adoptOrphans(_ adopting: Bool) -> Bool {
        (adopting ? widgetty_become_child_subreaper() : widgetty_stop_being_child_subreaper()) == 0
    }
}
