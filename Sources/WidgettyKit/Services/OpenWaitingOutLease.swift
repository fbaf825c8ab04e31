import Glibc

/// Opens a file to read without blocking in open(2), waiting out a writer's lease for a moment.
///
/// A non-blocking open (a FIFO's would wait for a writer) of a file another writer holds under a lease, as
/// widgetty's own saves and task toggles do for milliseconds, says EWOULDBLOCK rather than wait; this asks
/// again, 1 ms apart and doubling (128 ms at most), for about the seconds given.
public enum OpenWaitingOutLease {
    /// Why the file was not opened: the last attempt's `errno`, EWOULDBLOCK when the lease outlasted the wait.
    public struct Failure: Error, Equatable {
        /// The `errno` of the last attempt.
        public let code: Int32
    }

    /// A descriptor of `path` open to read (non-blocking, close-on-exec, never the controlling terminal).
    public static func open(_ path: String, waitingAtMost seconds: Int) throws(Failure) -> Int32 {
        var pause = 1_000_000
        var waited = 0
        while true {
            let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            if descriptor >= 0 { return descriptor }
            let code = errno
            guard code == EWOULDBLOCK, waited < seconds * 1_000_000_000 else { throw Failure(code: code) }
            var interval = timespec(tv_sec: 0, tv_nsec: pause)
            _ = nanosleep(&interval, nil)
            waited += pause
            pause = min(pause * 2, 128_000_000)
        }
    }
}
