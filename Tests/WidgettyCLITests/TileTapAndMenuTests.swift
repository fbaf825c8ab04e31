import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// Every kind in every size it comes in, as the loop reads input over a real frame: `Return` on a focused tile does what
/// a click on it does, and on every small tile (one tap target) that is something; every tile's quick actions give
/// each item a glyph of its own, one cell wide, and a glyph means one thing in every menu.
@Suite struct TileTapAndMenuTests {
    /// The demo, with the sizes and kinds it lacks, and notes from a folder of one note (whose menu offers its own items).
    static func configuration(notes folder: URL) -> String {
        let extra = [("calendar", "small"), ("calendar", "large"), ("system", "small"), ("system", "large"), ("timer", "medium"),
                     ("notes", "small"), ("notes", "medium")]
        return DemoConfiguration.text + extra.map { kind, size in
            "\n[[widget]]\nkind = \"\(kind)\"\nsize = \"\(size)\"\n"
                + (kind == "calendar" ? "sources = [\"widgetty:demo\"]\n" : kind == "notes" ? "path = \"\(folder.path)\"\n" : "")
        }.joined()
    }

    static let size = Size(width: 200, height: 140)

    /// The dashboard loaded offline, and what input is read against at `size`.
    static func loaded() async throws -> ScreenMetrics {
        let folder = try TemporaryFolders.make()
        try "# Groceries\n- [ ] milk\n".write(to: folder.appendingPathComponent("Groceries.md"), atomically: true, encoding: .utf8)
        let text = try SystemFixtures.pinned(configuration(notes: folder), to: "vm")
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(text, file: "tiles.toml")
        let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: ProviderCatalog.registry, scheme: .dark, at: GoldenRenderTests.moment,
                                                              timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english,
                                                              services: HostServices(fetcher: OfflineFetcher()))
        return GoldenRenderTests.metrics(of: dashboard, runner: runner, size: size)
    }

    /// `state` after `events`.
    static func after(_ events: [InputEvent], focusing slot: Int, metrics: ScreenMetrics) -> (HomeScreenState, [HomeScreenEffect]) {
        var state = HomeScreenState(scheme: .dark)
        state.focusedSlot = slot
        let effects = events.flatMap { state.reduce($0, metrics: metrics) }
        return (state, effects)
    }

    /// What acting on region `index` does, as people read it: the intent's title, a link, or the tile's own tap.
    static func name(ofRegion effects: [HomeScreenEffect], in metrics: ScreenMetrics) -> String? {
        guard case .activate(let index)? = effects.first else { return nil }
        return switch metrics.regions[index].kind {
        case .tileTap: "the tile's tap"
        case .button(_, let title): "button \(title)"
        case .link: "a link"
        case .toggle: "a toggle"
        }
    }

    @Test func returnOnAFocusedTileDoesWhatAClickOnItDoes() async throws {
        let metrics = try await Self.loaded()
        let tiles = metrics.tiles.filter { $0.frame.maxY <= Self.size.height }
        #expect(tiles.count == metrics.tiles.count, "every tile on screen")
        for tile in tiles {
            let frame = tile.frame
            // A click on the tile away from its links and buttons (the cells inside its edge where a click acts on the tile).
            let clicks = (frame.y + 1..<frame.maxY - 1).flatMap { row in (frame.x + 1..<frame.maxX - 1).map { ($0, row) } }.lazy.map { column, row in
                Self.after([.mouse(MouseEvent(kind: .press, button: 0, column: column, row: row))], focusing: tile.slot, metrics: metrics).1
            }
            let onTheTile = clicks.first { Self.name(ofRegion: $0, in: metrics) == "the tile's tap" }
            let name = "\(metrics.tileNames[tile.slot] ?? "?") (\(tile.family.configName)), slot \(tile.slot)"
            let pressed = Self.after([.key(KeyPress(.enter))], focusing: tile.slot, metrics: metrics).1
            guard let onTheTile else {
                // A medium notes list (each note a link) or a weather with no forecast yet has no tap: Return does nothing either.
                #expect(tile.family != .small, "\(name): a click on the tile does nothing")
                #expect(pressed.isEmpty, "\(name): a click on the tile does nothing, Return \(Self.name(ofRegion: pressed, in: metrics) ?? "something")")
                continue
            }
            guard case .activate(let returned)? = pressed.first, case .activate(let clicked)? = onTheTile.first else {
                Issue.record("\(name): Return does nothing")
                continue
            }
            // Return presses a primary button where the tile has one (a medium timer's Start), the intent of its tap too.
            #expect(returned == clicked || (tile.family == .medium && metrics.regions[returned].kind == .button(.primary, title: "Start")),
                    "\(name): Return does \(Self.name(ofRegion: pressed, in: metrics) ?? "nothing"), a click \(Self.name(ofRegion: onTheTile, in: metrics) ?? "nothing")")
        }
    }

    /// Each item of a menu has a glyph, one cell wide, that no other item of the menu has; across every kind's menu a
    /// glyph means one thing (an item that opens something elsewhere, "Open …", shares "Open"'s; "Edit Stack…" is a stack's
    /// "Edit in Editor…").
    @Test func everyMenuItemHasAGlyphOfItsOwnThatMeansOneThing() async throws {
        let metrics = try await Self.loaded()
        var meanings: [String: Set<String>] = [:]
        for tile in metrics.tiles {
            let items = try #require(Self.after([.key(.character("."))], focusing: tile.slot, metrics: metrics).0.menu?.items, "slot \(tile.slot) has a menu")
            let titles = items.map(\.title)
            let glyphs = items.map { $0.glyph ?? "" }
            #expect(Set(glyphs).count == glyphs.count && !glyphs.contains(""), "slot \(tile.slot): \(Array(zip(glyphs, titles)))")
            #expect(glyphs.allSatisfy { GraphemeWidth.of($0) == 1 }, "\(glyphs)")
            for item in items {
                let meaning = item.title.hasPrefix("Open ") ? "Open" : item.title == "Edit Stack…" ? "Edit in Editor…" : item.title
                meanings[item.glyph ?? "", default: []].insert(meaning)
            }
        }
        #expect(meanings.filter { $0.value.count > 1 }.isEmpty, "\(meanings.filter { $0.value.count > 1 })")
        let every = meanings.values.flatMap { $0 }
        for expected in ["Edit Widget…", "Edit in Editor…", "New Note…", "Tomorrow's Agenda", "Top Processes by Memory", "Copy Time", "Start", "Reset"] {
            #expect(every.contains(expected), "\(expected) is among the menus read: \(every.sorted())")
        }
    }
}
