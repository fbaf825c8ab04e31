import CLibical
import Synchronization

/// The one way into libical: opened the first time a calendar reads, calls run one at a time, and its errors never
/// abort the process.
///
/// libical keeps global state (the built-in zone table, `icalerrno`, the errors-are-fatal switch),
/// so every use holds one lock rather than trusting each build's thread safety. It is opened with dlopen
/// (`widgetty_libical_load`), not linked, so a dashboard without a calendar never loads it.
enum Libical {
    /// Why libical could not be opened; the calendar's tile shows it.
    struct Unavailable: Error, CustomStringConvertible {
        /// What the loader reported (dlopen's message, or the function the library lacks).
        let reason: String

        var description: String {
            "The calendar needs libical, which could not be loaded (\(reason)); install it with `sudo apt-get install libical3`"
        }
    }

    private static let lock = Mutex<Result<widgetty_libical, Unavailable>?>(nil)

    /// Runs `body` holding libical, with its functions; opens it (fatal errors off) the first time.
    static func run<T: Sendable>(_ body: (widgetty_libical) throws -> T) throws -> T {
        let outcome: Result<T, any Error> = lock.withLock { loaded in
            let functions = loaded ?? open()
            loaded = functions
            return Result { try body(functions.get()) }
        }
        return try outcome.get()
    }

    private static func open() -> Result<widgetty_libical, Unavailable> {
        var message = [CChar](repeating: 0, count: 512)
        guard let table = widgetty_libical_load(&message, UInt(message.count))?.pointee else {
            return .failure(Unavailable(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        table.icalerror_set_errors_are_fatal(0)
        return .success(table)
    }
}
