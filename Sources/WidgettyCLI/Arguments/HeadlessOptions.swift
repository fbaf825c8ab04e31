import ArgumentParser
import Foundation

/// The options every one-shot command that loads the widgets shares: which configuration, what moment, how long to wait.
struct HeadlessOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The configuration file.", valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("The moment to show, in ISO 8601 (default: now).", valueName: "ISO8601"))
    var at: Timestamp?

    @Option(help: "Seconds to wait for every widget's data.")
    var timeout: Double = 10

    /// The moment asked for.
    var date: Date { at?.date ?? Date() }
}
