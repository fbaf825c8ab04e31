import Glibc
import WidgettyCLI
import WidgettyFetch
import WidgettyNetwork

/// The executable's entry point. `widgetty --fetch-helper` is the fetch helper the dashboard starts for each request
/// (its own program, so one file is installed); it is looked for before the command line is parsed, so a helper's start
/// does no more than it needs. Anything else is a command, run on the main thread, which owns the terminal.
if CommandLine.arguments.dropFirst().elementsEqual([FetchProtocol.helperArgument]) {
    exit(FetchHelper.run())
}
WidgettyCommand.runAndExit()
