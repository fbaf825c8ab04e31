import WidgettyCLI

/// The executable's entry point: the command runs on the main thread, which owns the terminal.
WidgettyCommand.runAndExit()
