import ArgumentParser
import Foundation
import WidgettyHost
import WidgettyRender

/// `widgetty check [FILE]`: validates a configuration and reports every problem with its line,
/// and warns (on stderr, exit status 0) about rows a widget cannot fit at its size.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a configuration file and report every problem with its line.")

    @Argument(help: "The file to check (default: --config's default path, else the embedded demo).")
    var file: String?

    func run() throws {
        try ProviderCatalog.requireValidRegistration()
        let config = try ConfigLocator.loadOrExit(explicit: file) { error in
            "the configuration has \(error.problemCount) problem(s); nothing was changed"
        }
        for warning in FitCheck.warnings(for: config, registry: ProviderCatalog.registry) {
            Console.error(warning.description)
        }
        Console.out("\(config.source): OK, \(summary(of: config))")
    }

    private func summary(of config: DashboardConfig) -> String {
        let widgets = config.slots.reduce(0) { count, slot in
            if case .stack(let stack) = slot { return count + stack.widgets.count }
            return count + 1
        }
        let stacks = config.slots.filter { if case .stack = $0 { true } else { false } }.count
        return "\(widgets) widget\(widgets == 1 ? "" : "s")" + (stacks > 0 ? " (\(stacks) in stacks)" : "")
    }
}
