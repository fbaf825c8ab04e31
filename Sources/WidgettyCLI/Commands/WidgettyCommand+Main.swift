import ArgumentParser
import FoundationEssentials
import Glibc

extension WidgettyCommand {
    /// Parses the command line and runs the command; then exits with its status.
    ///
    /// ArgumentParser's own `main()` would echo a bad argument as typed, escape sequences included;
    /// here its messages go through `Console` like every other line widgetty prints.
    public static func runAndExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Glibc.exit(0)
        } catch {
            let message = fullMessage(for: error)
            let status = exitCode(for: error)
            if !message.isEmpty {
                if status == .success { Console.out(message) } else { Console.error(message) }
            }
            Glibc.exit(status.rawValue)
        }
    }
}
