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

    /// With no arguments the dashboard starts from `DashboardLaunch()` without ArgumentParser: the same values its
    /// parse of an empty command line gives, and each option still lands in its field when there are some.
    @Test func noArgumentsLaunchWhatTheParseOfNoneWouldLaunch() throws {
        #expect(try #require(WidgettyCommand.dashboardAlone([])).launch == DashboardLaunch())
        let arguments = ["--config", "/tmp/board.toml", "--log-level", "debug", "--simulate-latency", "2",
                         "--exit-after-first-frame", "--start-at", "2026-11-22T09:41:00Z"]
        let launch = try #require(WidgettyCommand.dashboardAlone(arguments)).launch
        #expect(launch == DashboardLaunch(config: "/tmp/board.toml", simulateLatency: 2, logLevel: .debug, exitAfterFirstFrame: true,
                                          startAt: Timestamp("2026-11-22T09:41:00Z", localZone: .utc)?.date))
        #expect(launch.startAt != nil)
    }
}
