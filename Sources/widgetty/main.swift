import Glibc
import WidgettyCLI
import WidgettyFetch
import WidgettyKit
import WidgettyNetwork

/// The executable's entry point. `widgetty --fetch-helper` is the fetch helper the dashboard starts for each request,
/// and `widgetty --reap-program PROGRAM…` the reaper each command widget's program runs under (its own program, so one
/// file is installed); both are looked for before the command line is parsed, so their start does no more than it
/// needs. Anything else is a command, run on the main thread, which owns the terminal.
if CommandLine.arguments.dropFirst().elementsEqual([FetchProtocol.helperArgument]) {
    exit(FetchHelper.run())
}
if CommandLine.arguments.dropFirst().first == ProgramReaper.argument {
    ProgramReaper.serve(Array(CommandLine.arguments.dropFirst(2)))
}
WidgettyCommand.runAndExit()
