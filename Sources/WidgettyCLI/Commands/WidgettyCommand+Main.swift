import ArgumentParser
import Foundation

extension WidgettyCommand {
    /// Parses the command line and runs the command; then exits with its status.
    ///
    /// ArgumentParser's own `main()` would echo a bad argument as typed, escape sequences included;
    /// here its messages go through `Console` like every other line widgetty prints.
    /// A kind that breaks a registration rule (more than four quick actions) stops every command with status 70.
    public static func runAndExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let problems = ProviderCatalog.registry.registrationProblems()
        guard problems.isEmpty else {
            for problem in problems { Console.error("widgetty: \(problem); this build of widgetty is broken") }
            Foundation.exit(70)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let message = fullMessage(for: error)
            let status = exitCode(for: error)
            if !message.isEmpty {
                if status == .success { Console.out(message) } else { Console.error(message) }
            }
            Foundation.exit(status.rawValue)
        }
    }
}
