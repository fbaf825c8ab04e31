import Glibc

/// Starts a program the way the dashboard starts every program of the person's: from PATH, never through
/// a shell, with every signal's default action and none blocked.
enum ChildProcess {
    /// Starts `arguments`; in a session of its own when `newSession` (so it never reads the dashboard's terminal).
    /// `actions` may redirect its descriptors. Returns its pid, or what went wrong in words.
    static func spawn(_ arguments: [String], newSession: Bool = false,
                      actions: UnsafePointer<posix_spawn_file_actions_t>? = nil) -> Result<pid_t, SpawnFailure> {
        guard let program = arguments.first else { return .failure(SpawnFailure(message: "no program to run")) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (newSession ? Self.setSessionFlag : 0)))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawnp(&pid, program, actions, &attributes, argv, environ)
        guard status == 0 else {
            return .failure(SpawnFailure(message: "could not start \(program): \(String(cString: strerror(status)))"))
        }
        return .success(pid)
    }

    /// glibc's POSIX_SPAWN_SETSID (since 2.26), which Swift does not import: spawn.h defines it only under _GNU_SOURCE.
    private static let setSessionFlag: Int32 = 0x80

    /// Waits for `pid` to end; nil when it exited with status 0, else how it ended, named after `program`.
    static func wait(for pid: pid_t, program: String) -> String? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code = (status >> 8) & 0xFF, signal = status & 0x7F
        if signal != 0 { return "\(program) ended by signal \(signal)" }
        return code == 0 ? nil : "\(program) exited with status \(code)"
    }
}

/// Why a program could not be started, in words.
struct SpawnFailure: Error {
    let message: String
}
