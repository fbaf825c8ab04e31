import ArgumentParser
import FoundationEssentials
import WidgettyHost
import WidgettyKit

/// For commands: the configuration, or its problems on standard error and exit status 2.
extension ConfigLocator {
    /// The checked configuration for `--config` (or the default path from `environment`, or the demo).
    ///
    /// On problems, writes every diagnostic, then the warnings found beside them, and a line saying what happens
    /// next (`consequence`) to standard error, and throws exit code 2.
    static func loadOrExit(explicit path: String?, environment: [String: String] = ProcessEnvironment.current(),
                           consequence: (ConfigError) -> String) throws -> DashboardConfig {
        let source = ConfigLocator.source(explicit: path, environment: environment)
        do {
            return try ConfigLocator.load(source)
        } catch {
            Console.error((error.lines + error.warnings.map(\.description) + ["widgetty: \(consequence(error))"]).joined(separator: "\n"))
            throw ExitCode(2)
        }
    }
}
