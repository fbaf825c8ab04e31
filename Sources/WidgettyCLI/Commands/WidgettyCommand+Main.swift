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
            if let launch = DashboardLaunch(commonArguments: arguments) {
                // The usual start (`widgetty`, `widgetty --config FILE`), without building and reflecting
                // ArgumentParser's commands (a quarter of the minute clock's start, BENCHMARKS.md).
                try launch.run()
            } else {
                if let repeated = DashboardLaunch.repeatedOption(in: arguments) {
                    throw ValidationError("--\(repeated) is given more than once: give it once (only one would be used)")
                }
                var command = try dashboardAlone(arguments) ?? parseAsRoot(arguments)
                try command.run()
            }
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

    /// The dashboard's command when `arguments` are its options alone (the usual start), parsed by that command by
    /// itself, so the start does not build and reflect every subcommand's arguments. nil for anything else (a
    /// subcommand, help, the version, a mistake), which the whole command's parse then reads and words as before.
    static func dashboardAlone(_ arguments: [String]) -> DashboardCommand? {
        guard arguments.first?.hasPrefix("-") ?? true else { return nil }
        return (try? DashboardCommand.parseAsRoot(arguments)) as? DashboardCommand
    }
}
