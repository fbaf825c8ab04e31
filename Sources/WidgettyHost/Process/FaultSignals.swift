import Glibc

/// The signals a fault raises on the thread that caused it: a bad address, a bad instruction, a trap, an abort.
///
/// No thread may block them. The kernel ends the process at once when a
/// fault's signal is blocked on the faulting thread, and the handler that
/// puts the terminal back never runs.
public enum FaultSignals {
    /// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE and SIGSYS (a refused system call).
    public static let all: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]
}
