import Testing
@testable import WidgettyCLI

/// The usual start (the dashboard's own options, or none) is parsed by the dashboard's command alone; anything else
/// is left to the whole command's parse, which reads it and words its mistakes as it always has.
@Suite struct DashboardArgumentsTests {
    @Test func theDashboardsOwnOptionsAreParsedByItsCommandAlone() throws {
        #expect(WidgettyCommand.dashboardAlone([]) != nil, "no arguments: the dashboard")
        let command = try #require(WidgettyCommand.dashboardAlone(["--config", "/tmp/board.toml", "--log-level", "debug"]))
        #expect(command.config == "/tmp/board.toml" && command.logLevel == .debug)
        #expect(WidgettyCommand.dashboardAlone(["--config=/tmp/other.toml"])?.config == "/tmp/other.toml")
    }

    @Test func anythingElseIsLeftToTheWholeCommand() {
        for arguments in [["check"], ["render", "--size", "80x24"], ["dashboard"], ["--help"], ["-h"], ["--version"],
                          ["--config"], ["--simulate-latency", "9999"], ["--colour", "red"], ["--config", "a", "check"]] {
            #expect(WidgettyCommand.dashboardAlone(arguments) == nil, "\(arguments)")
        }
    }
}
