import ArgumentParser
import Foundation
import WidgettyHost

/// Loads the configuration a command was pointed at, or reports its problems and ends with status 2.
enum ConfigFailure {
    /// The checked configuration for `--config` (or the default path, or the demo).
    ///
    /// On problems, writes every diagnostic and a line saying what happens next
    /// (`consequence`) to standard error, and throws exit code 2.
    static func loadOrExit(explicit path: String?, consequence: (ConfigError) -> String) throws -> DashboardConfig {
        let source = ConfigLocator.source(explicit: path, environment: ProcessInfo.processInfo.environment)
        do {
            return try ConfigLocator.load(source)
        } catch {
            let text = error.diagnostics.map(\.description).joined(separator: "\n") + "\nwidgetty: \(consequence(error))\n"
            FileHandle.standardError.write(Data(text.utf8))
            throw ExitCode(2)
        }
    }
}
