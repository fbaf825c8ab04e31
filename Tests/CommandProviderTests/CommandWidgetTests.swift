import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// A command widget read from a configuration, run and drawn in its tile like any other widget.
@Suite struct CommandWidgetTests {
    static let registry = WidgetRegistry([CommandKind.widgetKind])

    func load(_ widget: String) throws(ConfigError) -> DashboardConfig {
        try ConfigLoader(registry: Self.registry).parse("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "command"
            \(widget)
            """, file: "config.toml")
    }

    func render(_ widget: String) async throws -> [String] {
        let canvas = await HeadlessRenderer.render(config: try load(widget), registry: Self.registry, size: Size(width: 26, height: 12),
                                                   scheme: .dark, at: Date(timeIntervalSince1970: 1_795_428_000), timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                   locale: DateLocale.english)
        return canvas.lines()
    }

    @Test func mistakesInItsTableNameTheFileAndLine() {
        let error = #expect(throws: ConfigError.self) {
            try load("command = []\ninterval = \"5 minutes\"\nformat = \"yaml\"\nenv = [\"1X=2\"]\nfamilies = [\"huge\"]")
        }
        #expect(error?.lines == [
            "config.toml:6: widget 1 (command): command: give at least the program to run",
            #"config.toml:7: widget 1 (command): interval: write a whole number and a unit, such as "30s", "5m", "1h" or "1d", not "5 minutes""#,
            "config.toml:8: widget 1 (command): format must be one of text, json, xbar, not \"yaml\"",
            #"config.toml:9: widget 1 (command): env: each entry is NAME=value with a name of letters, digits and _, not "1X=2""#,
            #"config.toml:10: widget 1 (command): families: "huge" is not a size; use small, medium, large or extra_large"#,
        ])
    }

    @Test func aListeningProgramThatHasPrintedNothingIsSaidToBeAwaited() async throws {
        let lines = try await render("mode = \"listen\"\ntitle = \"Events\"\ncommand = [\"sleep\", \"60\"]")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Events") && text.contains("Waiting for") && text.contains("sleep to print"), "\(text)")
        #expect(!text.contains("▆"), "drawn, not redacted: \(text)")
    }

    @Test func textOutputIsDrawnWithItsFirstLineAsTitle() async throws {
        let lines = try await render(#"shell = "printf 'CI\\n\\033[32mmain ok\\033[0m\\n\\033]0;x\\007dev \\033[2Jfailing\\n'""#)
        #expect(lines == [
            "",
            "   ╭──────────────────╮",
            "   │ CI               │",
            "   │ main ok          │",
            "   │ dev failing      │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   ╰──────────────────╯",
            "",
        ])
    }

    @Test func aTimelineDocumentIsDrawnAsItsViews() async throws {
        let folder = try TemporaryFolders.make()
        let document = folder.appendingPathComponent("ci.json")
        try Data(#"""
            {"widgetty": 1, "policy": "never", "entries": [{"view": {"type": "vstack", "alignment": "leading", "children": [
              {"type": "text", "text": "Builds", "font": "headline"},
              {"type": "hstack", "children": [{"type": "glyph", "symbol": "✓", "color": "green"}, {"type": "text", "text": "main"}]},
              {"type": "divider"},
              {"type": "spacer"},
              {"type": "button", "title": "Rerun", "role": "primary", "command": ["true"]}]}}]}
            """#.utf8).write(to: document)
        let lines = try await render(#"format = "json"\#ncommand = ["cat", "\#(document.path)"]"#)
        #expect(lines == [
            "",
            "   ╭──────────────────╮",
            "   │ Builds           │",
            "   │ ✓ main           │",
            "   │ ──────────────── │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │ Rerun            │",
            "   ╰──────────────────╯",
            "",
        ])
    }

    @Test func aGaugeIsDrawnAsItsLabelsAndABar() async throws {
        let gauge = #"{\"type\": \"gauge\", \"value\": 41, \"bounds\": [0, 48], \"label\": \"Tests\", \"currentValueLabel\": \"41 of 48\", \"tint\": \"green\"}"#
        let lines = try await render(#"format = "json"\#nshell = "echo '{\"widgetty\": 1, \"entries\": [{\"view\": \#(gauge)}]}'""#)
        #expect(Array(lines.prefix(5)) == [
            "",
            "   ╭──────────────────╮",
            "   │ Tests   41 of 48 │",
            "   │ █████████████▋── │",
            "   │                  │",
        ])
    }

    @Test func aFailedRunShowsItsLastStderrLine() async throws {
        let lines = try await render(#"shell = "echo working >&2; echo 'no token set' >&2; exit 2""#)
        #expect(lines == [
            "",
            "   ╭──────────────────╮",
            "   │ Command          │",
            "   │ sh exited with   │",
            "   │ status 2: no     │",
            "   │ token set ·      │",
            "   │ retrying within  │",
            "   │ a minute         │",
            "   │                  │",
            "   │                  │",
            "   ╰──────────────────╯",
            "",
        ])
    }

    @Test func aBrokenDocumentShowsItsPathInTheTile() async throws {
        let lines = try await render(#"format = "json"\#nshell = "echo '{\"widgetty\": 1, \"entries\": [{\"view\": {\"type\": \"txt\"}}]}'""#)
        #expect(lines == [
            "",
            "   ╭──────────────────╮",
            "   │ Command          │",
            "   │ Timeline         │",
            "   │ document:        │",
            "   │ entries[0].view: │",
            "   │ unknown view     │",
            #"   │ "txt"; did you   │"#,
            #"   │ mean "text"?     │"#,
            "   │ (one of button,… │",
            "   ╰──────────────────╯",
            "",
        ])
    }

    /// The configuration refuses both (`CommandOptionRulesTests`); settings made another way still get a tile that says so.
    @Test func bothCommandAndShellIsAProblemToFix() async throws {
        let settings = WidgetSettings(options: CommandSettings.options, values: ["command": .strings(["true"]), "shell": .string("true")])
        let config = DashboardConfig(device: .fixed(DeviceProfile.named("414x896")!),
                                     slots: [.widget(WidgetConfig(kind: "command", family: .small, settings: settings, label: "widget 1"))],
                                     source: "test")
        let lines = await HeadlessRenderer.render(config: config, registry: Self.registry, size: Size(width: 26, height: 12),
                                                  scheme: .dark, at: Date(timeIntervalSince1970: 1_795_428_000), timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                  locale: DateLocale.english).lines()
        #expect(lines == [
            "",
            "   ╭──────────────────╮",
            "   │ Command          │",
            "   │ Set either       │",
            "   │ command or       │",
            "   │ shell, not both  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   ╰──────────────────╯",
            "",
        ])
    }

    /// The program's own placeholder, from its last document, is drawn while the next start's first run is in flight.
    @Test func aDocumentsPlaceholderIsKeptForTheNextStart() async throws {
        let folder = try TemporaryFolders.make()
        let services = WidgetServices(kind: "command", directories: WidgetDirectories(kind: "command", cacheHome: folder, stateHome: folder))
        var context = WidgetContext(family: .small, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169),
                                    timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        context.services = services
        func widget(_ shell: String) -> CommandWidget {
            CommandWidget(settings: WidgetSettings(options: CommandWidget.options, values: ["shell": .string(shell), "format": .string("json")]))
        }
        let document = #"{"widgetty": 1, "entries": [{"view": {"type": "text", "text": "Build 42 passed"}}], "placeholder": {"type": "text", "text": "Build ·· passed"}}"#
        let program = "printf '%s' '\(document)'"
        #expect(widget(program).provider.placeholder(in: context).content.isGeneric, "nothing kept yet")
        _ = try await widget(program).provider.timeline(in: context)
        guard case .view(let kept, _) = widget(program).provider.placeholder(in: context).content else {
            Issue.record("the next start's placeholder is the document's")
            return
        }
        #expect("\(kept)".contains("Build ·· passed"), "\(kept)")
        #expect(widget("echo other").provider.placeholder(in: context).content.isGeneric, "another program keeps its own")
    }

    @Test func theEnvironmentDescribesTheContext() throws {
        let folder = try TemporaryFolders.make()
        let services = WidgetServices(kind: "command", directories: WidgetDirectories(kind: "command", cacheHome: folder, stateHome: folder))
        let context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 364, heightPoints: 170),
                                    isPreview: true, colorScheme: .light, timeZone: ZoneDatabase.system.zone(named: "Asia/Tokyo")!,
                                    locale: DateLocale.named("ja_JP")!, date: Date(timeIntervalSince1970: 1_795_428_000),
                                    reloadReason: .wake, services: services)
        let environment = CommandEnvironment.make(base: ["PATH": "/bin", "WIDGETTY_FAMILY": "forged"], extra: ["TOKEN": "x"], context: context)
        #expect(environment == [
            "PATH": "/bin", "TOKEN": "x", "LANG": "ja_JP.UTF-8",
            "WIDGETTY_FAMILY": "medium", "WIDGETTY_COLUMNS": "43", "WIDGETTY_ROWS": "10", "WIDGETTY_COLOR_SCHEME": "light",
            "WIDGETTY_IS_PREVIEW": "1", "WIDGETTY_DATE": "2026-11-23T10:00:00Z", "WIDGETTY_LOCALE": "ja_JP",
            "WIDGETTY_TIME_ZONE": "Asia/Tokyo", "WIDGETTY_RELOAD_REASON": "wake", "WIDGETTY_STATE_DIR": folder.appendingPathComponent("widgetty/command").path,
        ])
    }
}

extension CommandEntry.Content {
    /// Whether this is the generic placeholder.
    var isGeneric: Bool {
        if case .sample = self { true } else { false }
    }
}
