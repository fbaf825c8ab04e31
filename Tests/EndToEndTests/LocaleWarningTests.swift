import Foundation
import Testing
import WidgettyTestSupport

/// A locale the environment names that the system does not have: `check` says so on standard error, naming the
/// variable and what to do, and the dashboard writes it to its log; dates are written in English meanwhile.
@Suite(.takesTurns) struct LocaleWarningTests {
    /// The test's own LC_ALL and LC_TIME cleared, so the variable given is the one read.
    private static func environment(_ values: [String: String]) -> [String: String] {
        ["LC_ALL": "", "LC_TIME": ""].merging(values) { _, given in given }
    }

    @Test func checkNamesTheVariableAndTheLocaleItCouldNotLoad() async throws {
        let file = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\nsize = \"small\"\n")
        let missing = try await BuiltBinary.run(["check", file.path], environment: Self.environment(["LANG": "xx_YY.UTF-8"]))
        #expect(missing.status == 0, "a warning, not a problem: \(missing.error)")
        #expect(missing.error.hasPrefix("warning: LANG=\"xx_YY.UTF-8\" names a locale that is not installed here"), "stderr was: \(missing.error)")
        #expect(missing.error.contains("dates are written in English") && missing.error.contains("locale-gen"), "stderr was: \(missing.error)")
        #expect(missing.output.contains("OK"), "stdout was: \(missing.output)")
        let time = try await BuiltBinary.run(["check", file.path], environment: Self.environment(["LC_TIME": "xx_YY.UTF-8", "LANG": "C.UTF-8"]))
        #expect(time.error.hasPrefix("warning: LC_TIME=\"xx_YY.UTF-8\" names a locale"), "stderr was: \(time.error)")
        let installed = try await BuiltBinary.run(["check", file.path], environment: Self.environment(["LANG": "C.UTF-8"]))
        #expect(installed.error.isEmpty, "stderr was: \(installed.error)")
    }

    /// A TZ that names no zone and no rule: UTC, said by `check` with the value quoted (its escapes written out).
    @Test func checkNamesATimeZoneItCouldNotRead() async throws {
        let file = try BuiltBinary.temporaryFile("[[widget]]\nkind = \"clock\"\nsize = \"small\"\n")
        let mars = try await BuiltBinary.run(["check", file.path], environment: Self.environment(["LANG": "C.UTF-8", "TZ": "Mars/Olympus"]))
        #expect(mars.status == 0, "a warning, not a problem: \(mars.error)")
        #expect(mars.error.hasPrefix("warning: TZ=\"Mars/Olympus\" is not a zone in"), "stderr was: \(mars.error)")
        #expect(mars.error.contains("UTC is used"), "stderr was: \(mars.error)")
        let hostile = try await BuiltBinary.run(["check", file.path], environment: Self.environment(["LANG": "C.UTF-8", "TZ": "\u{1B}[31mred"]))
        #expect(hostile.error.contains("is not a zone in") && !hostile.error.contains("\u{1B}"), "stderr was: \(hostile.error.debugDescription)")
        for fine in ["Asia/Tokyo", "/usr/share/zoneinfo/Asia/Tokyo", "<+0545>-5:45", "UTC", ""] {
            let read = try await BuiltBinary.run(["check", file.path], environment: Self.environment(["LANG": "C.UTF-8", "TZ": fine]))
            #expect(read.error.isEmpty, "TZ=\(fine): stderr was: \(read.error)")
        }
    }

    @Test func theDashboardLogsALocaleItCouldNotLoad() async throws {
        let session = try await DashboardSession(environment: Self.environment(["NO_COLOR": "", "LANG": "xx_YY.UTF-8"]))
        let log = session.stateDirectory.appendingPathComponent("widgetty/widgetty.log")
        var text = ""
        for _ in 0..<100 {
            text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if text.contains("names a locale") { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(text.contains("warning LANG=\"xx_YY.UTF-8\" names a locale that is not installed here"), "the log was: \(text)")
        #expect(try await session.tmux.capture().allSatisfy { !$0.contains("names a locale") }, "never on the screen")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
