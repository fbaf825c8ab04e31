import Glibc

/// The signals a fault raises on the thread that caused it: a bad address, a bad instruction, a trap, an abort.
///
/// No thread may block them, and every thread that runs widgetty's code keeps a stack for their
/// handler. The kernel ends the process at once when a fault's signal is blocked on the faulting
/// thread, or when there is no stack left to run its handler on, and the handler that puts the
/// terminal back never runs.
public enum FaultSignals {
    /// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE and SIGSYS (a refused system call).
    public static let all: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]

    /// The size of the stack each thread keeps for a fault's handler.
    static let handlerStackBytes = 64 << 10

    /// Gives the calling thread a stack of its own for a fault's handler, unless it has one.
    ///
    /// A thread that overflowed its stack faults with no room left to run a handler on, and the
    /// kernel then ends the process without one; a handler installed with SA_ONSTACK runs on this
    /// stack instead. The memory stays the thread's for its life (these threads live as long as the process).
    public static func giveThreadAHandlerStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0,
              let memory = malloc(handlerStackBytes) else { return }
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: handlerStackBytes)
        if sigaltstack(&stack, nil) != 0 { free(memory) }
    }
}
