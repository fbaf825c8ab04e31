import Glibc

/// A thread of the system's own (a detached pthread), for blocking work that must not hold a thread of Swift's
/// pool: what Foundation's `Thread` was used for, which FoundationEssentials lacks.
public enum SystemThread {
    /// Runs `body` on a new thread, named `name` as `top -H` and /proc show it (at most 15 bytes are kept) when
    /// given; false when the system starts no more threads.
    @discardableResult
    public static func start(named name: String? = nil, _ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(name: name, body: body)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, entry, work) == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Where a new thread starts: it takes its work from the untyped argument, names itself and runs the work.
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { argument in
        guard let argument else { return nil }
        let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
        if let name = work.name { nameCurrentThread(name) }
        work.body()
        return nil
    }

    /// Names the calling thread as `top -H` and /proc show it (the kernel keeps 15 bytes), by writing
    /// /proc/thread-self/comm: glibc's `pthread_setname_np` is hidden from Swift, and Foundation's `Thread.name`
    /// setter now and then left a thread with its creator's name.
    public static func nameCurrentThread(_ name: String) {
        let comm = open("/proc/thread-self/comm", O_WRONLY)
        guard comm >= 0 else { return }
        _ = name.withCString { write(comm, $0, strlen($0)) }
        close(comm)
    }

    /// What a new thread runs, handed to it through pthread's untyped argument.
    private final class Work: Sendable {
        let name: String?
        let body: @Sendable () -> Void

        init(name: String?, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}
