import ArgumentParser

/// The `widgetty` command: the dashboard by default, and its tools.
public struct WidgettyCommand: ParsableCommand {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "widgetty",
        abstract: "A home screen of widgets for the terminal.",
        usage: """
        widgetty [--config <FILE>] [--log-level <LEVEL>] [--simulate-latency <SECONDS>]
        widgetty <subcommand> [<options>]
        """,
        discussion: """
        With no subcommand, widgetty shows the dashboard, with these options:
        \(DashboardCommand.optionSummary)

        Run it in a tmux side pane with: tmux split-window -h -l 49 widgetty
        Keys: q quits, ? shows every key. Mouse reporting is on, so select text with Shift-drag.
        """,
        version: version,
        subcommands: [DashboardCommand.self, InitCommand.self, CheckCommand.self, RenderCommand.self, PreviewCommand.self, TimelineCommand.self,
                      KindsCommand.self, ReloadCommand.self, ReferenceCommand.self, StopProgramsCommand.self],
        defaultSubcommand: DashboardCommand.self)

    /// Creates the command; ArgumentParser fills in its options.
    public init() {}
}
