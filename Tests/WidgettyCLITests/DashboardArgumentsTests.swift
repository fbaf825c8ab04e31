import ArgumentParser
import Testing
@testable import WidgettyCLI

/// The usual start (the dashboard's own options, or none) is read without ArgumentParser (`DashboardLaunch(commonArguments:)`),
/// or else by the dashboard's command alone; anything else is left to the whole command's parse, which reads it and
/// words its mistakes as it always has.
@Suite struct DashboardArgumentsTests {
    /// What the dashboard's own command makes of `arguments`, as a launch; nil where it refuses them.
    private func parsed(_ arguments: [String]) -> DashboardLaunch? {
        ((try? DashboardCommand.parseAsRoot(arguments)) as? DashboardCommand)?.launch
    }

    /// The forms people and the benches type: each is read without ArgumentParser, to what the parse reads.
    @Test(arguments: [
        [], ["--config", "/tmp/board.toml"], ["--config=/tmp/board.toml"], ["--config", "board.toml"],
        ["--config", "/tmp/ボード 1.toml"], ["--config", "/tmp/a=b,c;d\t'\"$x`\\\n.toml"], ["--config=a=b"],
        ["--config", "check"], ["--config", "/tmp/é\u{301}.toml"], ["--config=/tmp/x", "--log-level", "debug"],
        ["--log-level=trace", "--config", "x"], ["--simulate-latency", "2"], ["--simulate-latency=0.5"], ["--simulate-latency", "600"],
        ["--simulate-latency", "1e2"], ["--simulate-latency", "0x10"], ["--exit-after-first-frame"],
        ["--config", "/tmp/b.toml", "--exit-after-first-frame", "--start-at", "2026-11-22T09:41:00Z"], ["--start-at=2026-11-22"],
        ["--config", "/tmp/board.toml", "--log-level", "debug", "--simulate-latency", "2", "--exit-after-first-frame",
         "--start-at", "2026-11-22T09:41:00+09:00"],
    ])
    func theUsualFormsAreReadWithoutArgumentParserAsItReadsThem(arguments: [String]) throws {
        let launch = try #require(DashboardLaunch(commonArguments: arguments), "\(arguments)")
        #expect(launch == parsed(arguments), "\(arguments)")
    }

    /// Everything else goes to ArgumentParser, which reads it or refuses it in its own words as before.
    @Test(arguments: [
        ["--config"], ["--config", ""], ["--config="], ["--config=", "/tmp/x"], ["--config", "a", "--config", "b"],
        ["--config=a", "--config=a"], ["--", "--config", "a"], ["--config", "a", "--"], ["--config", "-"], ["--config", "--"], ["--config", "-x"],
        ["--config", "---x"], ["--config=-x"], ["--config=\u{301}x"], ["--config\u{301}", "x"], ["-\u{301}-config", "x"],
        ["-c", "/tmp/x"], ["-config", "x"], ["--Config", "x"], ["--conf", "x"], ["--config", "a", "b"], ["--config", "a", "check"],
        ["check"], ["dashboard"], ["dashboard", "--config", "a"], ["--help"], ["-h"], ["help"], ["--version"],
        ["--simulate-latency", "9999"], ["--simulate-latency", "nan"], ["--simulate-latency", "-1"], ["--simulate-latency", "-0"],
        ["--simulate-latency", "inf"], ["--simulate-latency", " 1"], ["--simulate-latency=1_0"], ["--log-level", "loud"],
        ["--log-level", "DEBUG"], ["--start-at", "yesterday"], ["--exit-after-first-frame=true"],
        ["--exit-after-first-frame", "--exit-after-first-frame"], ["--generate-completion-script", "bash"],
        ["--experimental-dump-help"], ["--colour", "red"], [""], ["-"], ["---config", "x"],
    ])
    func anythingElseIsLeftToArgumentParser(arguments: [String]) {
        let launch = DashboardLaunch(commonArguments: arguments)
        #expect(launch == nil, "\(arguments): read as \(String(describing: launch))")
    }

    /// A dashboard option given twice is found by name, as the fast path reads options; a subcommand's own options
    /// and a single use are not.
    @Test func aRepeatedOptionIsFoundByName() {
        #expect(DashboardLaunch.repeatedOption(in: ["--config", "a", "--config", "b"]) == "config")
        #expect(DashboardLaunch.repeatedOption(in: ["--config=a", "--log-level", "debug", "--config=b"]) == "config")
        #expect(DashboardLaunch.repeatedOption(in: ["--config", "a", "--config=a"]) == "config", "the same file twice too")
        #expect(DashboardLaunch.repeatedOption(in: ["--simulate-latency", "1", "--exit-after-first-frame", "--simulate-latency=2"]) == "simulate-latency")
        #expect(DashboardLaunch.repeatedOption(in: ["--exit-after-first-frame", "--exit-after-first-frame"]) == "exit-after-first-frame")
        #expect(DashboardLaunch.repeatedOption(in: ["--config", "a", "--log-level", "debug"]) == nil)
        #expect(DashboardLaunch.repeatedOption(in: ["--config", "--config"]) == nil, "the second is the first's value, ArgumentParser's to word")
        #expect(DashboardLaunch.repeatedOption(in: ["render", "--config", "a", "--config", "b"]) == nil, "a subcommand's options are its own")
        #expect(DashboardLaunch.repeatedOption(in: []) == nil)
    }

    @Test func anEmptyConfigIsRefused() {
        #expect(throws: (any Error).self) { try DashboardCommand.parseAsRoot(["--config", ""]) }
        #expect(WidgettyCommand.dashboardAlone(["--config", ""]) == nil)
    }

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

    /// With no arguments the dashboard starts from `DashboardLaunch()`: the same values its parse of an empty command
    /// line gives, and each option still lands in its field when there are some.
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
