import FoundationEssentials

/// What one run of a program gave: how it ended, what it printed on stdout, and stderr's tail.
struct CommandResult: Sendable, Equatable {
    /// How the run ended.
    enum Ending: Sendable, Equatable {
        /// The program exited with this status.
        case exited(Int32)
        /// A signal ended it (not one widgetty sent).
        case signalled(Int32)
        /// It ran past its timeout and its process group was stopped.
        case timedOut
        /// It printed more than the limit and its process group was stopped.
        case outputTooLarge
        /// The widget's run was cancelled (removed, reconfigured, superseded) and its process group stopped.
        case cancelled
        /// Its reaper could not start it: the error number (the tile says "Couldn't start", as when started directly).
        case notStarted(Int32)
    }

    /// How the run ended.
    var ending: Ending
    /// What it printed on stdout, at most the limit.
    var output: Data
    /// The last bytes it printed on stderr.
    var errorOutput: Data

    /// The last line of stderr that is not blank, cleaned of control characters, or nil.
    var lastErrorLine: String? {
        let text = String(decoding: errorOutput, as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).last { !$0.allSatisfy(\.isWhitespace) }
        return line.map { String($0.unicodeScalars.filter { ![.control, .format].contains($0.properties.generalCategory) }.map(Character.init)) }
    }
}
