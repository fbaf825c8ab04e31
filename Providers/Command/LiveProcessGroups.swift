import Glibc
import Synchronization
import WidgettyKit

/// The process groups of every program a command widget has started and not yet reaped, stopped when widgetty
/// exits, with every process family this process began: a listening program, a run still going, or what either
/// left in a session of its own, is never left behind by a quit.
enum LiveProcessGroups {
    private static let leaders = Mutex<Set<pid_t>>([])
    /// Registers the exit handler, once, when the first program starts.
    private static let exitHandler: Void = { atexit { LiveProcessGroups.stopAll() } }()

    /// Records that `pid` leads a new group.
    static func insert(_ pid: pid_t) {
        _ = exitHandler
        leaders.withLock { _ = $0.insert(pid) }
    }

    /// Forgets `pid`, reaped.
    static func remove(_ pid: pid_t) {
        leaders.withLock { _ = $0.remove(pid) }
    }

    /// Sends SIGTERM to every group (a reaper passes it on to every process under it), then SIGKILL to every family
    /// and group once their leaders have ended or the grace period is over: families first, found while the reapers
    /// that lead the groups still hold their orphans.
    static func stopAll() {
        let groups = leaders.withLock { $0 }
        for pid in groups { kill(-pid, SIGTERM) }
        _ = awaitEnd(of: groups, by: .now + CommandProcess.gracePeriod)
        ProcessFamily.killEveryFamilyOfThisProcess(sessionLeaders: groups)
        for pid in groups { kill(-pid, SIGKILL) }
    }

    /// Waits until every leader of `groups` has ended or `deadline` has passed, looking every 50 ms; returns those
    /// still there. A leader the run that started it has reaped (on its own thread) is gone too, though `waitpid` has
    /// nothing more to say of it: the quit waited out the whole grace period for every command widget still running.
    static func awaitEnd(of groups: Set<pid_t>, by deadline: ContinuousClock.Instant) -> Set<pid_t> {
        var left = groups
        while true {
            left = left.filter { pid in CommandProcess.reap(pid, blocking: false) == nil && leaders.withLock { $0.contains(pid) } }
            guard !left.isEmpty, ContinuousClock.now < deadline else { return left }
            usleep(50_000)
        }
    }
}
