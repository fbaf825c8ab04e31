import ArgumentParser
import Foundation
import WidgettyHost
import WidgettyTerminal

/// `widgetty` with no subcommand: the home screen in the terminal.
struct DashboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "Show the home screen (the default).",
        discussion: """
        The configuration file is watched: a saved edit applies at once, and an edit \
        that does not load leaves the last good configuration running, with the error \
        in a banner. `widgetty reload` or SIGUSR1 asks every widget for new data.
        """)

    @Option(help: ArgumentHelp("The configuration file (default: $XDG_CONFIG_HOME/widgetty/config.toml, else the embedded demo).", valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("Delay every provider call by this many seconds, to show the loading state (for demos).", valueName: "SECONDS"))
    var simulateLatency: Double = 0

    @Flag(help: .hidden)
    var exitAfterFirstFrame = false

    /// For tests: the dashboard's clock starts at this moment and runs at real speed, so a test
    /// sees a tile change at an event's start seconds after starting instead of at that hour.
    @Option(help: .hidden)
    var startAt: Timestamp?

    func validate() throws {
        guard (0...600).contains(simulateLatency) else {
            throw ValidationError("--simulate-latency must be between 0 and 600 seconds")
        }
    }

    func run() throws {
        let dashboardConfig = try ConfigLocator.loadOrExit(explicit: config) { _ in
            "the dashboard did not start; fix the lines above (widgetty check shows them again)"
        }
        var path: String?
        if case .file(let file) = ConfigLocator.source(explicit: config, environment: ProcessInfo.processInfo.environment) {
            path = file
        }
        var options = TerminalApp.Options(config: dashboardConfig, configPath: path, registry: ProviderCatalog.registry,
                                          locale: EnvironmentLocale.locale(from: ProcessInfo.processInfo.environment))
        options.exitAfterFirstFrame = exitAfterFirstFrame
        options.simulatedLatency = simulateLatency
        if let start = startAt?.date {
            options.time = TimeSource(clock: ContinuousClock(), startingAt: start)
        }
        let status = TerminalApp.run(options)
        if status != 0 { throw ExitCode(status) }
    }
}
