import Glibc

/// Runs a program on the dashboard's terminal (the editor) and waits for it, never through a shell.
///
/// The program gets the terminal's standard input, output and error, every signal's default
/// action and no blocked signals; the caller leaves curses mode first and comes back after.
enum ForegroundProgram {
    /// Runs `arguments` (looked up in PATH) and waits; returns nil when it exited with status 0, else what went wrong.
    static func run(_ arguments: [String]) -> String? {
        guard let program = arguments.first else { return "no program to run" }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, nil, &attributes, argv, environ)
        guard spawned == 0 else { return "could not start \(program): \(String(cString: strerror(spawned)))" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code = (status >> 8) & 0xFF, signal = status & 0x7F
        if signal != 0 { return "\(program) ended by signal \(signal)" }
        return code == 0 ? nil : "\(program) exited with status \(code)"
    }
}
