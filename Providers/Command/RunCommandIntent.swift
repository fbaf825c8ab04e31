import WidgettyKit

/// A timeline document's button: runs its argument vector; the runner then reloads the widget.
struct RunCommandIntent: WidgetIntent {
    static let title = "Run"
    /// The program to run, with the widget's folder and environment.
    let launch: CommandLaunch

    /// The program, its arguments and its folder: the environment holds the moment of each load (`WIDGETTY_DATE`)
    /// and why it ran (`WIDGETTY_RELOAD_REASON`), which would make the same button another one at every reload.
    var identity: String { String(reflecting: (launch.arguments, launch.workingDirectory)) }

    /// Runs the program to its end; a failed run throws its reason, which the tile shows.
    func perform() async throws {
        let result = try await CommandProcess.run(launch, timeout: CommandProvider.longestRun,
                                                  outputLimit: InputLimits.commandOutputBytes)
        try CommandProvider.check(result, program: launch.arguments.first ?? "")
    }
}
