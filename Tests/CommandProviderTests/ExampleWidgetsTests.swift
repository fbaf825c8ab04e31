import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// The example programs in examples/widgets run as command widgets and draw, headless.
@Suite struct ExampleWidgetsTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/widgets")

    func render(_ widget: String, format: String = "json") async throws -> [String] {
        let config = try ConfigLoader(registry: CommandWidgetTests.registry).parse("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "command"
            size = "medium"
            format = "\(format)"
            \(widget)
            """, file: "config.toml")
        let canvas = await HeadlessRenderer.render(config: config, registry: CommandWidgetTests.registry, size: Size(width: 49, height: 12),
                                                   scheme: .dark, at: Date(timeIntervalSince1970: 1_795_428_060),
                                                   timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        return canvas.lines()
    }

    @Test func theStaticDocumentDraws() async throws {
        let lines = try await render(#"command = ["cat", "\#(Self.examples.appendingPathComponent("ci-status.json").path)"]"#)
        #expect(Array(lines.prefix(5)) == [
            "",
            "   ╭─────────────────────────────────────────╮",
            "   │ CI · main                               │",
            "   │ ✗ 2 jobs failing                        │",
            "   │ 9 min ago                               │",
        ])
    }

    @Test func theGitStatusScriptListsChangedFiles() async throws {
        let repository = try TemporaryFolders.make().appendingPathComponent("project")
        let git = try await Subprocess.run(["/bin/sh", "-c", "mkdir '\(repository.path)' && cd '\(repository.path)' && git init -q -b main && echo a > notes.txt"])
        #expect(git.status == 0)
        let lines = try await render("""
            command = ["\(Self.examples.appendingPathComponent("git-status.sh").path)"]
            cwd = "\(repository.path)"
            """)
        #expect(Array(lines.prefix(5)) == [
            "",
            "   ╭─────────────────────────────────────────╮",
            "   │ project · main                          │",
            "   │ 1 changed                               │",
            "   │ ?? notes.txt                            │",
        ])
    }

    @Test func theQueueScriptKeepsItsHistoryInTheStateFolder() async throws {
        let folder = try TemporaryFolders.make()
        try Data("42\n".utf8).write(to: folder.appendingPathComponent("length"))
        let widget = """
            command = ["python3", "\(Self.examples.appendingPathComponent("queue-length.py").path)"]
            env = ["QUEUE_LENGTH_FILE=\(folder.path)/length", "WIDGETTY_STATE_DIR=\(folder.path)"]
            """
        _ = try await render(widget)
        let lines = try await render(widget)
        #expect(Array(lines.prefix(4)) == [
            "",
            "   ╭─────────────────────────────────────────╮",
            "   │ Queue                                   │",
            "   │ 42 waiting                              │",
        ])
        #expect(lines.contains("   │ peak 42 over 2 samples                  │"))
    }

    @Test func theStreamingXbarPluginDrawsItsFirstFrame() async throws {
        let folder = try TemporaryFolders.make()
        try Data("2.50 1.20 0.80 3/412 9999\n".utf8).write(to: folder.appendingPathComponent("loadavg"))
        let lines = try await render("""
            mode = "listen"
            command = ["\(Self.examples.appendingPathComponent("load.stream.sh").path)"]
            env = ["LOADAVG_FILE=\(folder.path)/loadavg"]
            """, format: "xbar")
        #expect(Array(lines.prefix(8)) == [
            "",
            "   ╭─────────────────────────────────────────╮",
            "   │ Load 2.50                               │",
            "   │ 5 minutes: 1.20                         │",
            "   │ 15 minutes: 0.80                        │",
            "   │ Running: 3 of 412                       │",
            "   │ Processes                               │",
            "   │                                         │",
        ])
    }
}
