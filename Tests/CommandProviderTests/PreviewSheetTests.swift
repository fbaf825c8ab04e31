import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// `widgetty preview`'s sheet: a timeline document drawn in every size, dark beside light.
@Suite struct PreviewSheetTests {
    @Test func aDocumentIsDrawnInEverySizeDarkBesideLight() async throws {
        let folder = try TemporaryFolders.make()
        let document = folder.appendingPathComponent("status.json")
        try Data(#"{"widgetty": 1, "entries": [{"view": {"type": "vstack", "alignment": "leading", "children": [{"type": "text", "text": "Queue"}, {"type": "text", "text": "12 waiting", "color": "orange"}]}}]}"#.utf8)
            .write(to: document)
        let config = try ConfigLoader(registry: CommandWidgetTests.registry)
            .parse("[[widget]]\nkind = \"command\"\nformat = \"json\"\ncommand = [\"cat\", \"\(document.path)\"]\n", file: "preview")
        let widget = try #require(config.slots.first?.visibleWidget)
        let lines = await PreviewSheet.render(widget: widget, registry: CommandWidgetTests.registry,
                                              at: Date(timeIntervalSince1970: 1_795_428_000), content: .timelines, ansi: false)
        #expect(Array(lines.prefix(14)) == [
            "dark                                               light",
            "",
            "   ╭──────────────────╮                               ╭──────────────────╮",
            "   │ Queue            │                               │ Queue            │",
            "   │ 12 waiting       │                               │ 12 waiting       │",
            "   │                  │                               │                  │",
            "   │                  │                               │                  │",
            "   │                  │                               │                  │",
            "   │                  │                               │                  │",
            "   │                  │                               │                  │",
            "   │                  │                               │                  │",
            "   ╰──────────────────╯                               ╰──────────────────╯",
            "",
            "",
        ])
        #expect(lines.filter { $0.hasPrefix("   ╭") }.count == 3, "small, medium and large")
    }

    @Test func aLoadedSheetKnowsItsEntriesAndDrawsEachAtItsDate() async throws {
        let folder = try TemporaryFolders.make()
        let document = folder.appendingPathComponent("day.json")
        try Data(#"""
            {"widgetty": 1, "entries": [{"date": "2026-11-23T09:00:00Z", "view": {"type": "text", "text": "Morning"}},
                                        {"date": "2026-11-23T14:30:00Z", "view": {"type": "text", "text": "Afternoon"}}]}
            """#.utf8).write(to: document)
        let config = try ConfigLoader(registry: CommandWidgetTests.registry)
            .parse("[[widget]]\nkind = \"command\"\nformat = \"json\"\ncommand = [\"cat\", \"\(document.path)\"]\n", file: "preview")
        let widget = try #require(config.slots.first?.visibleWidget)
        let sheet = await PreviewSheet.load(widget: widget, registry: CommandWidgetTests.registry,
                                            at: Date(timeIntervalSince1970: 1_795_428_000), content: .timelines, ansi: false)
        #expect(sheet.entryDates == [Date(timeIntervalSince1970: 1_795_424_400), Date(timeIntervalSince1970: 1_795_444_200)])
        #expect(sheet.lines(at: Date(timeIntervalSince1970: 1_795_428_000))[3] == "   │ Morning          │                               │ Morning          │")
        #expect(sheet.lines(at: Date(timeIntervalSince1970: 1_795_444_200))[3] == "   │ Afternoon        │                               │ Afternoon        │")
        #expect(!sheet.lines(at: Date(timeIntervalSince1970: 1_795_444_200)).contains { $0.contains("Updated") },
                "a later entry is drawn as it will look, not as data gone stale by then")
    }

    @Test func wideTextKeepsTheLightColumnInPlaceAndANarrowPaneStacksTheSchemes() async throws {
        let folder = try TemporaryFolders.make()
        let document = folder.appendingPathComponent("wide.json")
        try Data(#"{"widgetty": 1, "entries": [{"view": {"type": "text", "text": "東京 一番目"}}]}"#.utf8).write(to: document)
        let config = try ConfigLoader(registry: CommandWidgetTests.registry)
            .parse("[[widget]]\nkind = \"command\"\nformat = \"json\"\ncommand = [\"cat\", \"\(document.path)\"]\n", file: "preview")
        let widget = try #require(config.slots.first?.visibleWidget)
        let sheet = await PreviewSheet.load(widget: widget, registry: CommandWidgetTests.registry,
                                            at: Date(timeIntervalSince1970: 1_795_428_000), content: .timelines, ansi: false)
        let date = Date(timeIntervalSince1970: 1_795_428_000)
        #expect(sheet.lines(at: date)[3] == "   │ 東京 一番目      │                               │ 東京 一番目      │")
        let narrow = sheet.lines(at: date, availableWidth: 49)
        #expect(narrow.first == "dark" && narrow.contains("light"), "one above the other")
        #expect(narrow.allSatisfy { GraphemeWidth.of($0) <= 49 })
        #expect(sheet.lines(at: date, availableWidth: 200).first?.hasSuffix("light") == true, "side by side where there is room")
    }
}
