import ArgumentParser
import FoundationEssentials

/// The options every one-shot command that loads the widgets shares: which configuration, what moment, how long to wait.
struct HeadlessOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The configuration file.", valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("The moment to show, in ISO 8601: 2026-11-22T09:41:00Z, with an offset (+09:00), or a local time (2026-11-22T09:41) or date (2026-11-22) in the local time zone (default: now).", valueName: "ISO8601"))
    var at: Timestamp?

    @Option(help: "Seconds to wait for every widget's data (default: the longest widget's own timeout, which each widget keeps).")
    var timeout: Double?

    /// The moment asked for.
    var date: Date { at?.date ?? Date() }

    func validate() throws {
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw ValidationError("--timeout must be a number of seconds over 0, up to 3600, not \(timeout)")
        }
    }
}
