import ArgumentParser

/// The `widgetty` command: the dashboard by default, and its tools.
public struct WidgettyCommand: ParsableCommand {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "widgetty",
        abstract: "A home screen of widgets for the terminal.",
        discussion: """
        Run it in a tmux side pane with: tmux split-window -h -l 49 widgetty
        Keys: q quits, ? shows every key.
        """,
        version: version,
        subcommands: [DashboardCommand.self, InitCommand.self, CheckCommand.self, RenderCommand.self, PreviewCommand.self, TimelineCommand.self, KindsCommand.self, ReloadCommand.self],
        defaultSubcommand: DashboardCommand.self)

    /// Creates the command; ArgumentParser fills in its options.
    public init() {}
}
