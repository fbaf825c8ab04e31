import Glibc

/// The one way widgetty starts a program: posix_spawn, never a shell, every signal at its default and none blocked,
/// and no descriptor of ours but the three it is given.
///
/// Every descriptor made here is close-on-exec from the moment it exists (`pipe2(O_CLOEXEC)`), and the child closes
/// every descriptor above 2 before it runs (`posix_spawn_file_actions_addclosefrom_np`), so a program never holds
/// a pipe, socket or file of the dashboard's, or of another program's, open.
public enum ProgramLauncher {
    /// Tries to start a program that is busy being written ("text file busy").
    private static let spawnAttempts = 5

    /// Starts the program `launch` describes; returns its pid, for the caller to wait on.
    public static func spawn(_ launch: ProgramLaunch) throws(SpawnFailure) -> pid_t {
        guard let program = launch.arguments.first else { throw SpawnFailure(program: "", code: EINVAL) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(STDIN_FILENO, launch.input), (STDOUT_FILENO, launch.output), (STDERR_FILENO, launch.errorOutput)] {
            switch stream {
            case .inherited: break
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        // Where glibc lacks it (before 2.34), close-on-exec alone keeps our descriptors from the child.
        _ = GlibcExtensions.addCloseFrom(&actions, STDERR_FILENO + 1)
        if let folder = launch.workingDirectory {
            let status = GlibcExtensions.addChdir(&actions, folder)
            guard status == 0 else { throw SpawnFailure(program: program, code: status) }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let session = launch.newSession ? GlibcExtensions.spawnSetSID : 0
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | session))

        let argv = launch.arguments.map { strdup($0) } + [nil]
        let envp = launch.environment.map { $0.map { strdup($0) } + [nil] }
        defer { for pointer in argv + (envp ?? []) { free(pointer) } }
        var pid: pid_t = 0
        func start(_ environment: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
            program.contains("/")
                ? posix_spawn(&pid, program, &actions, &attributes, argv, environment)
                : posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
        }
        var status = ETXTBSY
        // A script saved a moment ago may still be open for writing in a process forked meanwhile ("text file
        // busy"); that passes within milliseconds, so a few tries a little apart start it.
        for attempt in 0..<spawnAttempts where status == ETXTBSY {
            if attempt > 0 { usleep(50_000) }
            status = StartedChildren.recording { (envp.map { start($0) } ?? start(environ), pid) }
        }
        guard status == 0 else { throw SpawnFailure(program: program, code: status) }
        return pid
    }

    /// A pipe whose two ends are close-on-exec from the start (a child gets its copy through `ProgramLaunch` only).
    public static func makePipe() throws(SpawnFailure) -> (read: Int32, write: Int32) {
        try pipe(flags: O_CLOEXEC)
    }

    /// A pipe as `makePipe` makes it, both ends also non-blocking: a wake-up for a thread waiting in poll(2).
    public static func makeWakePipe() throws(SpawnFailure) -> (read: Int32, write: Int32) {
        try pipe(flags: O_CLOEXEC | O_NONBLOCK)
    }

    private static func pipe(flags: Int32) throws(SpawnFailure) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard GlibcExtensions.pipe2(&fds, flags) == 0 else { throw SpawnFailure(program: "a pipe", code: errno) }
        return (fds[0], fds[1])
    }

    /// A descriptor that polls readable once `pid` (a child not yet reaped) has ended, or nil where the system has
    /// no pidfd (Linux before 5.3, glibc before 2.36).
    public static func exitDescriptor(of pid: pid_t) -> Int32? {
        let descriptor = GlibcExtensions.pidfdOpen(pid)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Waits for `pid` to end and reaps it; its wait status, or nil when it is not a child of ours (already reaped).
    public static func waitForEnd(of pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while true {
            if waitpid(pid, &status, 0) == pid { return status }
            if errno != EINTR { return nil }
        }
    }
}
