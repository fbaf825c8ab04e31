import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// xbar plugins, written in the published format, run unchanged as command widgets.
@Suite struct XbarWidgetTests {
    static let date = Date(timeIntervalSince1970: 1_795_428_000)

    /// Writes an executable plugin named `name` holding `script` into a new folder, and returns its path.
    ///
    /// The file is opened close-on-exec: a program another test starts meanwhile would otherwise keep it open for
    /// writing, and the plugin could not be run ("text file busy") while that program lives.
    func plugin(_ name: String, _ script: String) throws -> String {
        let path = try TemporaryFolders.make().appendingPathComponent(name).path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(fd >= 0)
        let bytes = Array(("#!/bin/sh\n" + script).utf8)
        let written = write(fd, bytes, bytes.count)
        close(fd)
        try #require(written == bytes.count)
        return path
    }

    /// The dashboard and runner of one medium xbar widget running `path`, loaded at `date`.
    func load(_ path: String, extra: String = "", scheme: ColorScheme = .dark) async throws -> (Dashboard, TimelineRunner) {
        let config = try CommandWidgetTests().load("size = \"medium\"\nformat = \"xbar\"\ncommand = [\"\(path)\"]\n" + extra)
        return await HeadlessRenderer.load(config: config, registry: CommandWidgetTests.registry, scheme: scheme, at: Self.date,
                                           timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
    }

    /// The tile's lines inside its border at `seconds` after the load, and its regions.
    func frame(_ loaded: (Dashboard, TimelineRunner), after seconds: Double = 0, scheme: ColorScheme = .dark) -> (lines: [String], regions: [String]) {
        let regions = HitRegions()
        let canvas = loaded.0.frame(size: Size(width: 49, height: 12), state: HomeScreenState(scheme: scheme), runner: loaded.1,
                                    at: Self.date.addingTimeInterval(seconds), hitRegions: regions)
        let described = regions.regions.map { region in
            switch region.action {
            case .openURL(let url): "\(region.rect) open \(url.absoluteString)"
            case .perform(let intent, _):
                "\(region.rect) perform \(type(of: intent).title)" + ((intent as? RunCommandIntent).map { intent in
                    " \(intent.launch.arguments) " + ["WIDGETTY_RELOAD_REASON", "XBARDarkMode"].compactMap { intent.launch.environment[$0] }.joined(separator: " ")
                } ?? "")
            case .toggle: "\(region.rect) toggle"
            }
        }
        return (Array(canvas.lines()[2...9]), described)
    }

    @Test func titlesTakeTurnsAboveTheRowsAndRowsActAsTheirParametersSay() async throws {
        let path = try plugin("ci.sh", """
            echo 'CI ✓'
            echo 'CI 3 builds'
            echo '---'
            echo 'main passing | color=green href=https://ci.example.com/main'
            echo '--by alice'
            echo '---'
            echo 'Retry | bash=/bin/echo param1=retry terminal=false'
            echo 'Refresh | refresh=true'
            """)
        let loaded = try await load(path, extra: "interval = \"1m\"")
        let first = frame(loaded)
        #expect(first.lines == [
            "   │ CI ✓                                    │",
            "   │ main passing                            │",
            "   │   by alice                              │",
            "   │ ─────────────────────────────────────── │",
            "   │ Retry                                   │",
            "   │ Refresh                                 │",
            "   │                                         │",
            "   │                                         │",
        ])
        #expect(first.regions == ["12x1@5,3 open https://ci.example.com/main", #"5x1@5,6 perform Run ["/bin/echo", "retry"] action true"#,
                                  "7x1@5,7 perform Refresh"])
        #expect(frame(loaded, after: 5).lines[0] == "   │ CI 3 builds                             │", "five seconds later")
        #expect(frame(loaded, after: 10).lines[0] == "   │ CI ✓                                    │")
        let inspection = loaded.1.inspection()[0]
        #expect(inspection?.timeline?.policy == .after(Self.date.addingTimeInterval(60)))
        #expect(inspection?.timeline?.entries.count == 720, "an hour of turns, replaced by the next run")
    }

    @Test func thePluginSeesTheAppearanceItsFolderAndWhyItRuns() async throws {
        let path = try plugin("env.sh", #"""
            echo "Env"
            echo "---"
            echo "$XBARDarkMode $OS_APPEARANCE"
            [ "$PWD" = "$(dirname "$0")" ] && echo "$WIDGETTY_RELOAD_REASON, in its folder"
            """#)
        let dark = frame(try await load(path))
        #expect(Array(dark.lines[1...2]) == ["   │ true Dark                               │",
                                             "   │ first, in its folder                    │"])
        let light = frame(try await load(path, scheme: .light), scheme: .light)
        #expect(light.lines[1] == "   │ false Light                             │")
    }

    @Test func switchingDarkAndLightRunsThePluginAgainInTheNewAppearance() async throws {
        let path = try plugin("appearance.sh", "echo \"$XBARDarkMode $OS_APPEARANCE $WIDGETTY_COLOR_SCHEME\"\n")
        let loaded = try await load(path)
        #expect(frame(loaded).lines.contains { $0.contains("true Dark dark") })
        loaded.1.changeColorScheme(to: .light)
        #expect(await eventually { frame(loaded, scheme: .light).lines.contains { $0.contains("false Light light") } },
                "\(frame(loaded, scheme: .light).lines)")
    }

    @Test func eachIgnoredParameterIsLoggedOnceForTheWidgetNotAtEveryRun() throws {
        let log = TestLog()
        var context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 0, heightPoints: 0))
        context.services = WidgetServices(kind: "command", logger: log.logger)
        let ignored = IgnoredParameterLog()
        for output in ["CPU | font=Menlo\n---\nrow | size=12", "CPU | font=Menlo\n---\nrow | size=12 image=abc", "CPU | font=Menlo"] {
            _ = try OutputTimeline.timeline(Data(output.utf8), format: .xbar, title: nil, at: Self.date, next: Self.date, context: context,
                                            ignoredParameters: ignored)
        }
        #expect(log.lines == [
            "info The plugin's output has parameters widgetty ignores parameters=font, size",
            "info The plugin's output has parameters widgetty ignores parameters=image",
        ])
    }

    @Test func theFileNameGivesTheIntervalUnlessTheConfigurationDoes() throws {
        let named = try CommandWidgetTests().load("format = \"xbar\"\ncommand = [\"/plugins/cpu.10s.sh\"]").slots[0]
        let configured = try CommandWidgetTests().load("format = \"xbar\"\ncommand = [\"/plugins/cpu.10s.sh\"]\ninterval = \"2m\"").slots[0]
        let text = try CommandWidgetTests().load("command = [\"/plugins/cpu.10s.sh\"]").slots[0]
        let interval = { (slot: DashboardSlot) in slot.visibleWidget.map { CommandSettings(settings: $0.settings).interval } }
        #expect([named, configured, text].map(interval) == [10, 120, 300], "a text command's name means nothing")
    }
}
