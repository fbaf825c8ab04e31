import CLibical
import Synchronization

/// The one way into libical: calls run one at a time, and its errors never abort the process.
///
/// libical keeps global state (the built-in zone table, `icalerrno`, the errors-are-fatal switch),
/// so every use holds one lock rather than trusting each build's thread safety.
enum Libical {
    private static let lock = Mutex<Bool>(false)

    /// Runs `body` holding libical, with fatal errors switched off the first time.
    static func run<T: Sendable>(_ body: () throws -> T) throws -> T {
        let outcome: Result<T, any Error> = lock.withLock { configured in
            if !configured {
                icalerror_set_errors_are_fatal(0)
                configured = true
            }
            return Result { try body() }
        }
        return try outcome.get()
    }
}
