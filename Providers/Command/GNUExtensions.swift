import Glibc

/// The three glibc extensions a run needs, which Swift's Glibc module hides (it is imported without `_GNU_SOURCE`):
/// looked up once by name in the C library, as a C program would link them.
enum GNUExtensions {
    /// `POSIX_SPAWN_SETSID` from glibc's spawn.h: the child starts a new session (and process group).
    static let spawnSetSID: Int32 = 0x80

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    nonisolated(unsafe) private static let library = dlopen(nil, RTLD_NOW)
    private static let pipe2Function = lookUp("pipe2", as: Pipe2.self)
    private static let addChdirFunction = lookUp("posix_spawn_file_actions_addchdir_np", as: AddChdir.self)

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

    private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
}
