import Glibc

/// The glibc extensions starting a program needs, which Swift's Glibc module hides (it is imported without
/// `_GNU_SOURCE`): looked up once by name in the C library, as a C program would link them.
enum GlibcExtensions {
    /// `POSIX_SPAWN_SETSID` from glibc's spawn.h (since 2.26): the child starts a new session (and process group).
    static let spawnSetSID: Int32 = 0x80

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias Mkostemp = @convention(c) (UnsafeMutablePointer<CChar>, Int32) -> Int32
    private typealias Accept4 = @convention(c) (Int32, UnsafeMutablePointer<sockaddr>?, UnsafeMutablePointer<socklen_t>?, Int32) -> Int32
    private typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    private typealias Fork = @convention(c) () -> pid_t

    nonisolated(unsafe) private static let library = dlopen(nil, RTLD_NOW)
    private static let pipe2Function = lookUp("pipe2", as: Pipe2.self)
    private static let addChdirFunction = lookUp("posix_spawn_file_actions_addchdir_np", as: AddChdir.self)
    private static let addCloseFromFunction = lookUp("posix_spawn_file_actions_addclosefrom_np", as: AddCloseFrom.self)
    private static let mkostempFunction = lookUp("mkostemp", as: Mkostemp.self)
    private static let accept4Function = lookUp("accept4", as: Accept4.self)
    private static let pidfdOpenFunction = lookUp("pidfd_open", as: PidfdOpen.self)
    /// Looked up when first asked for: touch it (`hasAsyncSignalSafeFork`) before a signal handler may call it.
    private static let forkFunction = lookUp("_Fork", as: Fork.self)

    /// `pipe2(fds, flags)`; -1 with `errno` set when it fails or is missing.
    static func pipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32 {
        guard let pipe2Function else { errno = ENOSYS; return -1 }
        return pipe2Function(fds, flags)
    }

    /// `posix_spawn_file_actions_addchdir_np`: the child changes to `folder` before it runs; an error number on failure.
    static func addChdir(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ folder: String) -> Int32 {
        guard let addChdirFunction else { return ENOSYS }
        return addChdirFunction(actions, folder)
    }

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34): the child closes every descriptor from `lowest` up;
    /// an error number on failure, ENOSYS where glibc lacks it.
    static func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) -> Int32 {
        guard let addCloseFromFunction else { return ENOSYS }
        return addCloseFromFunction(actions, lowest)
    }

    /// `mkostemp(template, flags)`: a new file from the template, opened with `flags` added; -1 with `errno` when it fails.
    static func mkostemp(_ template: UnsafeMutablePointer<CChar>, _ flags: Int32) -> Int32 {
        guard let mkostempFunction else { errno = ENOSYS; return -1 }
        return mkostempFunction(template, flags)
    }

    /// `accept4(listener, nil, nil, flags)`: the next connection, its descriptor made with `flags`; -1 with `errno`.
    static func accept4(_ listener: Int32, _ flags: Int32) -> Int32 {
        guard let accept4Function else { errno = ENOSYS; return -1 }
        return accept4Function(listener, nil, nil, flags)
    }

    /// Whether glibc has `_Fork` (2.34), the fork that a signal handler may call; looks it up now.
    static var hasAsyncSignalSafeFork: Bool { forkFunction != nil }

    /// `_Fork()`: fork without running fork handlers, safe in a signal handler; -1 where glibc lacks it.
    static func asyncSignalSafeFork() -> pid_t {
        guard let forkFunction else { return -1 }
        return forkFunction()
    }

    /// `pidfd_open(pid, 0)` (glibc 2.36, Linux 5.3): a close-on-exec descriptor that polls readable once `pid` has
    /// ended; -1 where either is missing.
    static func pidfdOpen(_ pid: pid_t) -> Int32 {
        guard let pidfdOpenFunction else { errno = ENOSYS; return -1 }
        return pidfdOpenFunction(pid, 0)
    }

    private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
}
