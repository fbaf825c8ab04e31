import Foundation
import Testing
import WidgettyKit
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
}
