import Foundation
import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// A widget written only as composed views (`Composed/StorageWidget.swift`) loads and draws in every size.
@Suite struct ComposedWidgetTests {
    /// The storage widget at `size`, drawn alone on a phone-sized screen.
    func lines(size: String, screen: Size) async throws -> [String] {
        let registry = WidgetRegistry([WidgetKind(StorageWidget.self)])
        let config = try ConfigLoader(registry: registry).parse("""
            [dashboard]
            device = "414x896"

            [[widget]]
            kind = "storage"
            size = "\(size)"
            """, file: "config.toml")
        let canvas = await HeadlessRenderer.render(config: config, registry: registry, size: screen, scheme: .dark,
                                                   at: Date(timeIntervalSince1970: 1_795_340_460), timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                                   locale: DateLocale.english)
        return canvas.lines()
    }

    @Test func smallShowsOneCardWithAMeterAsWideAsTheTile() async throws {
        #expect(try await lines(size: "small", screen: Size(width: 26, height: 12)) == [
            "",
            "   ╭──────────────────╮",
            "   │ Home        25 % │",
            "   │ ████░░░░░░░░░░░░ │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   │                  │",
            "   ╰──────────────────╯",
            "",
        ])
    }

    @Test func mediumPutsTheCardsSideBySideSharingTheWidth() async throws {
        let medium = try await lines(size: "medium", screen: Size(width: 52, height: 12))
        #expect(medium == [
            "",
            "    ╭─────────────────────────────────────────╮",
            "    │ Home          25 %  Backup         90 % │",
            "    │ █████░░░░░░░░░░░░░  █████████████████░░ │",
            "    │                                         │",
            "    │                                         │",
            "    │                                         │",
            "    │                                         │",
            "    │                                         │",
            "    │                                         │",
            "    ╰─────────────────────────────────────────╯",
            "",
        ], "two cards share 39 columns less 2 of spacing: 18 and 19; 25 % of 18 is 4.5, drawn 5; 90 % of 19 is 17.1, drawn 17")
    }

    @Test func largeStacksTheCardsUnderATitle() async throws {
        let large = try await lines(size: "large", screen: Size(width: 52, height: 26))
        #expect(large == [
            "",
            "    ╭─────────────────────────────────────────╮",
            "    │ Storage                                 │",
            "    │                                         │",
            "    │ Home                               25 % │",
            "    │ ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ │",
            "    │                                         │",
            "    │ Backup                             90 % │",
            "    │ ███████████████████████████████████░░░░ │",
        ] + Array(repeating: "    │                                         │", count: 13) + [
            "    ╰─────────────────────────────────────────╯",
            "",
            "",
            "",
        ], "each meter is the tile's 39 columns wide: 25 % is 9.75, drawn 10; 90 % is 35.1, drawn 35")
    }
}
