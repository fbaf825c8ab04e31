import Glibc

/// A Linux write lease on an open file: while it holds, no other process has the file open, and one that opens it
/// waits (up to the kernel's lease-break time) until the lease is let go, which lets this process know.
///
/// The kernel refuses a write lease while another process has the file open, and on file systems without
/// leases (most network ones) or to a process neither owning the file nor holding `CAP_LEASE`; then
/// `take` says which. A break is signalled with SIGURG, whose default action is to be ignored (the
/// default SIGIO would end the dashboard), and read back with `breaker`.
struct FileLease {
    /// Why no lease was taken.
    enum Refusal: Error, Equatable {
        /// Another process has the file open now.
        case inUse
        /// The file system or the process's rights give no lease; a check by content is the best left.
        case unavailable
    }

    /// Who is waiting for the file since the lease was taken.
    enum Breaker: Equatable {
        /// Nobody: the lease holds.
        case none
        /// A process opening it to read, which sees the old contents or, after the rename, the new.
        case reader
        /// A process opening it to write, into the file as it was.
        case writer
    }

    /// The descriptor the lease is on.
    let descriptor: Int32

    // Linux's numbers, which the C library declares only under _GNU_SOURCE (not imported into Swift).
    private static let setSignal: Int32 = 10  // F_SETSIG
    private static let setLease: Int32 = 1024  // F_SETLEASE
    private static let getLease: Int32 = 1025  // F_GETLEASE

    /// How often a lease refused for another open descriptor is asked for again, 2 ms apart.
    static let attempts = 20

    /// Takes a write lease on `descriptor` (open to read), its break signalled with SIGURG.
    ///
    /// A refusal is asked again for up to 40 ms before it stands: a program this process is starting holds a
    /// copy of every descriptor, close-on-exec ones too, until it execs, and the kernel counts that copy (a
    /// Remove Widget while a command widget's program started was refused as "open in another program").
    static func take(on descriptor: Int32) throws(Refusal) -> FileLease {
        guard fcntl(descriptor, setSignal, SIGURG) == 0 else { throw .unavailable }
        var attempt = 1
        while fcntl(descriptor, setLease, Int32(F_WRLCK)) != 0 {
            let error = errno
            guard error == EAGAIN || error == EBUSY else { throw .unavailable }
            guard attempt < attempts else { throw .inUse }
            attempt += 1
            var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
            _ = nanosleep(&pause, nil)
        }
        return FileLease(descriptor: descriptor)
    }

    /// Who has tried to open the file since the lease was taken: the lease's pending state.
    var breaker: Breaker {
        switch fcntl(descriptor, Self.getLease) {
        case Int32(F_WRLCK): .none
        case Int32(F_RDLCK): .reader
        default: .writer
        }
    }

    /// Lets the lease go: a process waiting to open the file goes on.
    func release() {
        _ = fcntl(descriptor, Self.setLease, Int32(F_UNLCK))
    }
}
