import Foundation
import Testing
import WidgettyTestSupport

/// The dashboard's log, as someone looking into a problem reads it: in the state folder, never on the screen.
@Suite(.takesTurns) struct LogFileSessionTests {
    @Test func loadsAndReloadsGoToTheLogFileAtTheLevelAskedFor() async throws {
        let session = try await DashboardSession(arguments: "--log-level debug")
        let reload = try await session.runBeside(["reload", "clock"])
        #expect(reload.status == 0)
        let log = session.stateDirectory.appendingPathComponent("widgetty/widgetty.log")
        var text = ""
        for _ in 0..<100 {
            text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if text.contains("Reload requested") && text.components(separatedBy: "Timeline loaded").count > 2 { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let lines = text.split(separator: "\n").map { String($0.split(separator: " ", maxSplits: 1).last ?? "") }
        #expect(lines.contains("debug kind=clock widget=\"widget 1\" Loading the timeline"), "\(text)")
        #expect(lines.contains { $0.hasPrefix("info kind=clock widget=\"widget 1\" Timeline loaded entries=") }, "\(text)")
        #expect(lines.contains("info kind=clock Reload requested widgets=2"), "\(text)")
        #expect(try await session.tmux.capture().allSatisfy { !$0.contains("Timeline loaded") }, "never on the screen")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
        let attributes = try FileManager.default.attributesOfItem(atPath: log.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }
}
