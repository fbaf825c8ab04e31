import ArgumentParser
import Logging

/// `widgetty` with no subcommand: the home screen in the terminal.
struct DashboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "Show the home screen (the default).",
        discussion: """
        The configuration file is watched: a saved edit applies at once, and an edit \
        that does not load leaves the last good configuration running, with the error \
        in a banner. `widgetty reload` or SIGUSR1 asks every widget for new data. \
        Loads, failures and reloads are logged to $XDG_STATE_HOME/widgetty/widgetty.log \
        (else ~/.local/state/widgetty/widgetty.log; past 1 MiB it moves to widgetty.log.1).
        """)

    @Option(help: configHelp)
    var config: String?

    @Option(help: simulateLatencyHelp)
    var simulateLatency: Double = 0

    @Option(help: logLevelHelp)
    var logLevel: Logger.Level = .info

    private static let configHelp = ArgumentHelp(
        "The configuration file (default: $XDG_CONFIG_HOME/widgetty/config.toml, else the embedded demo).", valueName: "FILE")
    private static let simulateLatencyHelp = ArgumentHelp(
        "Delay every provider call by this many seconds, to show the loading state (for demos).", valueName: "SECONDS")
    private static let logLevelHelp = ArgumentHelp(
        "The least severe messages written to the log file: trace, debug, info, notice, warning, error or critical.",
        valueName: "LEVEL")

    /// The dashboard's own options for `widgetty --help`, which would otherwise list only the subcommands: each
    /// option's help wrapped to 80 columns under its name, as ArgumentParser lists a command's options.
    static var optionSummary: String {
        [("--config", configHelp), ("--log-level", logLevelHelp), ("--simulate-latency", simulateLatencyHelp)].map { name, help in
            let indent = String(repeating: " ", count: 8)
            var lines = ["  \(name) <\(help.valueName ?? "")>"], line = indent
            for word in help.abstract.split(separator: " ") {
                if line != indent, line.count + 1 + word.count > 80 {
                    lines.append(line)
                    line = indent
                }
                line += (line == indent ? "" : " ") + word
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    @Flag(help: .hidden)
    var exitAfterFirstFrame = false

    /// For tests: the dashboard's clock starts at this moment and runs at real speed, so a test
    /// sees a tile change at an event's start seconds after starting instead of at that hour.
    @Option(help: .hidden)
    var startAt: Timestamp?

    /// The seconds `--simulate-latency` accepts.
    static let simulatedLatencies: ClosedRange<Double> = 0...600

    func validate() throws {
        if config?.isEmpty == true {
            throw ValidationError("--config is empty: give the path of a configuration file, or leave --config out for the default")
        }
        guard Self.simulatedLatencies.contains(simulateLatency) else {
            throw ValidationError("--simulate-latency must be between 0 and 600 seconds")
        }
    }

    /// What the options say, as the plain values the dashboard starts from.
    var launch: DashboardLaunch {
        DashboardLaunch(config: config, simulateLatency: simulateLatency, logLevel: logLevel,
                        exitAfterFirstFrame: exitAfterFirstFrame, startAt: startAt?.date)
    }

    func run() throws {
        try launch.run()
    }
}
