import ArgumentParser
import Foundation
import WidgettyHost
import WidgettyTerminal

/// `widgetty` with no subcommand: the home screen in the terminal.
struct DashboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "Show the home screen (the default).")

    @Option(help: ArgumentHelp("The configuration file (default: $XDG_CONFIG_HOME/widgetty/config.toml, else the embedded demo).", valueName: "FILE"))
    var config: String?

    @Flag(help: .hidden)
    var exitAfterFirstFrame = false

    func run() throws {
        let dashboardConfig = try ConfigLocator.loadOrExit(explicit: config) { _ in
            "the dashboard did not start; fix the lines above (widgetty check shows them again)"
        }
        let locale = EnvironmentLocale.locale(from: ProcessInfo.processInfo.environment)
        let status = TerminalApp.run(config: dashboardConfig, registry: ProviderCatalog.registry, locale: locale,
                                     exitAfterFirstFrame: exitAfterFirstFrame)
        if status != 0 { throw ExitCode(status) }
    }
}
