import Glibc

/// Waits for a program the dashboard started (through WidgettyKit's `ProgramLauncher`) and says how it ended.
enum ChildProcess {
    /// Waits for `pid` to end; nil when it exited with status 0, else how it ended, named after `program`.
    static func wait(for pid: pid_t, program: String) -> String? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return ending(of: status, program: program)
    }

    /// How a program ended, from its wait status: nil when it exited with status 0, else what happened, named after `program`.
    static func ending(of status: Int32, program: String) -> String? {
        let code = (status >> 8) & 0xFF, signal = status & 0x7F
        if signal != 0 { return "\(program) ended by signal \(signal)" }
        return code == 0 ? nil : "\(program) exited with status \(code)"
    }
}
