import ArgumentParser
import FoundationEssentials
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// `widgetty check [FILE]`: validates a configuration and reports every problem with its line,
/// and warns (on stderr, exit status 0) about what its widgets will run with but show as a problem (a notes
/// folder not made yet), rows a widget cannot fit at its size, and a locale the environment names that is not installed.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a configuration and report every problem.",
        discussion: "Each problem is named with its file, line and key, and what to do; the exit status is 2 when there are any.")

    @Argument(help: "The file to check (default: $XDG_CONFIG_HOME/widgetty/config.toml, else the embedded demo).")
    var file: String?

    @Option(help: ArgumentHelp("The file to check, as the dashboard's --config names it (instead of FILE).", valueName: "FILE"))
    var config: String?

    func validate() throws {
        if let file, let config, file != config {
            throw ValidationError("give the file to check once: as FILE or as --config, not \(file) and \(config)")
        }
    }

    func run() throws {
        try ProviderCatalog.requireValidRegistration()
        let explicit = file ?? self.config
        let environment = ProcessEnvironment.current()
        if let problem = EnvironmentLocale.problem(in: environment) { Console.error("warning: \(problem)") }
        if let problem = ZoneInfo.currentProblem { Console.error("warning: \(problem)") }
        if ConfigLocator.source(explicit: explicit, environment: environment) == .demo {
            Console.out("no configuration at \(ConfigLocator.defaultPath(environment: environment)); the embedded demo runs (widgetty init writes a starter there)")
        }
        let config = try ConfigLocator.loadOrExit(explicit: explicit) { error in
            "the configuration has \(CountedNoun.phrase(error.problemCount, "problem")); fix the lines above"
        }
        let warnings = config.warnings + FitCheck.warnings(for: config, registry: ProviderCatalog.registry)
        for warning in warnings.sorted(by: { ($0.line ?? 0) < ($1.line ?? 0) }) {
            Console.error(warning.description)
        }
        Console.out("\(config.source): OK, \(summary(of: config))")
    }

    /// "10 widgets, 2 of them in 1 stack", or "1 widget".
    private func summary(of config: DashboardConfig) -> String {
        let stacked = config.slots.compactMap { if case .stack(let stack) = $0 { stack.widgets.count } else { nil } }
        let members = stacked.reduce(0, +)
        let widgets = config.slots.count - stacked.count + members
        let total = CountedNoun.phrase(widgets, "widget")
        guard !stacked.isEmpty else { return total }
        return "\(total), \(members) of them in \(CountedNoun.phrase(stacked.count, "stack"))"
    }
}
