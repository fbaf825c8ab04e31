import Foundation
import Glibc
import Synchronization

/// The process groups of every program a command widget has started and not yet reaped, stopped when widgetty
/// exits: a listening program, or a run still going, is never left behind by a quit.
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

    /// Sends SIGTERM to every group, then SIGKILL to those whose leader has not ended within the grace period.
    static func stopAll() {
        let groups = leaders.withLock { $0 }
        guard !groups.isEmpty else { return }
        for pid in groups { kill(-pid, SIGTERM) }
        let graceEnd = Date().addingTimeInterval(CommandProcess.gracePeriod)
        var left = groups
        while !left.isEmpty, Date() < graceEnd {
            left = left.filter { CommandProcess.reap($0, blocking: false) == nil }
            if !left.isEmpty { usleep(useconds_t(CommandProcess.pollMilliseconds) * 1000) }
        }
        for pid in groups { kill(-pid, SIGKILL) }
    }
}
