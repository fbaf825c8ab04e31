import ArgumentParser
import Foundation
import WidgettyHost

/// Prints configuration problems to standard error and ends with status 2.
enum ConfigFailure {
    /// Writes every diagnostic, then a line saying what happens next, and returns exit code 2.
    static func report(_ error: ConfigError, consequence: String) -> ExitCode {
        let text = error.diagnostics.map(\.description).joined(separator: "\n") + "\nwidgetty: \(consequence)\n"
        FileHandle.standardError.write(Data(text.utf8))
        return ExitCode(2)
    }
}
