import Glibc
import WidgettyKit

/// What the dashboard does when the program it runs in the foreground (the editor, top) is stopped, by Ctrl-Z or
/// otherwise: what a shell's job does. Under a shell with job control the whole job stops, so the shell gets the
/// terminal back and `fg` goes on; anywhere else (the dashboard is its session's leader, such as a tmux pane's own
/// command, or its process group is orphaned) nobody could continue it, so the program is continued at once.
enum JobControl {
    /// How far up the process tree the search for the job's shell goes (a subshell or two, a `sh -c`, the shell).
    private static let deepestAncestor = 32

    /// Acts on the stop of `program`, which runs in the dashboard's process group; returns once the program may go on.
    static func programStopped(_ program: pid_t) {
        if runsAsShellJob() {
            // The program owns the screen: nothing is put back. The shell's `fg` continues the whole group.
            kill(0, SIGSTOP)
        }
        kill(program, SIGCONT)
    }

    /// Whether a shell with job control could continue this process group once stopped: the group is not its
    /// session's leader's, and not orphaned (a process in it has a parent outside it in the same session: the shell).
    static func runsAsShellJob() -> Bool {
        let group = getpgrp(), session = getsid(0)
        guard group != session else { return false }
        var process = getpid()
        for _ in 0..<deepestAncestor {
            guard let parent = process == getpid() ? getppid() : ProcessTable.parent(of: process), parent > 0 else { return false }
            if getpgid(parent) != group { return getsid(parent) == session }
            process = parent
        }
        return false
    }
}
