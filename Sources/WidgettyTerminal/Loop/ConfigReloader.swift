import FoundationEssentials
import Synchronization
import WidgettyHost
import WidgettyKit

/// Re-reads the configuration off the terminal thread when it changes, and hands the outcome to the loop.
///
/// Reading and checking a file can take long (a pasted megabyte of keys took 0.4 s, and the screen
/// would stand still meanwhile), so each change starts a short-lived thread; the threads take turns
/// on the live configuration, and each reads the file as it is when its turn comes, so the last
/// change is the last applied.
final class ConfigReloader: Sendable {
    private let live: Mutex<LiveConfiguration>
    private let outcome = Mutex<Outcome?>(nil)
    private let onOutcome: @Sendable () -> Void
    /// The text of the file as first read, which the configuration running at the start says.
    let firstText: String?

    /// Follows `path` (whose contents run now); `onOutcome` wakes the loop when there is something to apply.
    init(path: String, registry: WidgetRegistry, onOutcome: @escaping @Sendable () -> Void) {
        let live = LiveConfiguration(path: path, registry: registry)
        firstText = live.text
        self.live = Mutex(live)
        self.onOutcome = onOutcome
    }

    /// Reads the file again on a thread of its own.
    func fileChanged() {
        SystemThread.start(named: "widgetty-config") { [self] in
            TerminalGuard.blockRelayedSignals()
            guard let result = live.withLock({ live in live.reread().map { Outcome(result: $0, text: live.text) } }) else { return }
            outcome.withLock { $0 = result }
            onOutcome()
        }
    }

    /// A reading of the file: the configuration it says or every problem with it, and its text as read.
    struct Outcome: Sendable {
        var result: Result<DashboardConfig, ConfigError>
        var text: String?
    }


    /// The newest outcome not yet applied.
    func takeOutcome() -> Outcome? {
        outcome.withLock { outcome in
            defer { outcome = nil }
            return outcome
        }
    }
}
