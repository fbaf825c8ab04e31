import ArgumentParser
import FoundationEssentials
import Logging
import WidgettyHost
import WidgettyKit
import WidgettyTerminal

/// How the dashboard starts, as plain values: what `DashboardCommand`'s options say, or, with no arguments at all
/// (the usual start), the defaults, so that start does not go through ArgumentParser.
struct DashboardLaunch: Equatable {
    var config: String?
    var simulateLatency: Double = 0
    var logLevel: Logger.Level = .info
    var exitAfterFirstFrame = false
    var startAt: Date?

    /// Loads the configuration and runs the dashboard until it quits; throws its exit status when that is not 0.
    func run() throws {
        let environment = ProcessEnvironment.current()
        let status = try TerminalApp.run(environment: environment) { [self] in try options(environment: environment) }
        if status != 0 { throw ExitCode(status) }
    }

    /// What the dashboard starts from: the configuration, read and checked (its problems on standard error, and exit
    /// status 2), the log, what is logged at the start, and the widgets' services.
    private func options(environment: [String: String]) throws -> TerminalApp.Options {
        let dashboardConfig = try ConfigLocator.loadOrExit(explicit: config, environment: environment) { _ in
            "the dashboard did not start; fix the lines above (widgetty check shows them again)"
        }
        var path: String?
        if case .file(let file) = ConfigLocator.source(explicit: config, environment: environment) {
            path = file
        }
        let log = LogFile(path: XDGHomes(environment: environment).logFile.path)
        let logger = Logger(label: "widgetty") { [logLevel] _ in FileLogHandler(file: log, level: logLevel) }
        // What widgetty check warns about; each widget's tile says it too.
        for warning in dashboardConfig.warnings { logger.notice("\(warning.description)") }
        if let problem = EnvironmentLocale.problem(in: environment) { logger.warning("\(problem)") }
        if let problem = ZoneInfo.currentProblem { logger.warning("\(problem)") }
        if dashboardConfig.samplesForFailures {
            logger.notice("the embedded demo runs (no configuration at \(ConfigLocator.defaultPath(environment: environment))): a widget whose loads fail shows its sample, marked \"Sample\", until one answers; each failure is logged below")
        }
        var options = TerminalApp.Options(config: dashboardConfig, configPath: path, registry: ProviderCatalog.registry,
                                          locale: EnvironmentLocale.locale(from: environment),
                                          services: .live(environment: environment, logger: logger), environment: environment)
        options.exitAfterFirstFrame = exitAfterFirstFrame
        if path == nil {
            options.demoText = DemoConfiguration.text
            options.savePath = ConfigLocator.defaultPath(environment: environment)
        }
        options.simulatedLatency = simulateLatency
        if let start = startAt {
            options.time = TimeSource(clock: ContinuousClock(), startingAt: start)
        }
        return options
    }
}
