import Foundation
import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// The example widget of ARCHITECTURE.md: the doc quotes `Example/DaysLeftWidget.swift` word for word, and it runs.
@Suite struct ExampleWidgetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theArchitectureDocumentQuotesTheExampleAsItIs() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/WidgettyHostTests/Example/DaysLeftWidget.swift"), encoding: .utf8)
        let document = try String(contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        #expect(document.contains("```swift\n\(source)```\n"), "copy Tests/WidgettyHostTests/Example/DaysLeftWidget.swift into ARCHITECTURE.md's example again")
    }

    @Test func theExampleLoadsFromAConfigurationAndDraws() async throws {
        let registry = WidgetRegistry([WidgetKind(DaysLeftWidget.self)])
        let config = try ConfigLoader(registry: registry).parse("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "days-left"
            title = "2026"
            """, file: "config.toml")
        let canvas = await HeadlessRenderer.render(config: config, registry: registry, size: Size(width: 26, height: 12), scheme: .dark,
                                                   at: Date(timeIntervalSince1970: 1_795_340_460), timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                   locale: DateLocale.english)
        #expect(canvas.lines() == [
            "",
            "   ╭──────────────────╮",
            "   │ 2026             │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │ ╻ ╻ ┏━┓          │",
            "   │ ┗━┫ ┃ ┃          │",
            "   │   ╹ ┗━┛          │",
            "   │ days left        │",
            "   ╰──────────────────╯",
            "",
        ], "40 days from November 22 to the new year")
    }
}
