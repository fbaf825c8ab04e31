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
    /// The demo, with the sizes and kinds it lacks (every kind there is), and notes from a folder of one note (whose
    /// menu offers its own items).
    static func configuration(notes folder: URL) -> String {
        let extra = [("calendar", "small"), ("calendar", "large"), ("system", "small"), ("system", "large"), ("timer", "medium"),
                     ("notes", "small"), ("notes", "medium"), ("command", "medium"), ("http", "medium")]
        let settings = ["calendar": "sources = [\"widgetty:demo\"]\n", "notes": "path = \"\(folder.path)\"\n",
                        "command": "shell = \"echo ready\"\n", "http": "url = \"https://example.com/status.json\"\n"]
        return DemoConfiguration.text + extra.map { kind, size in
            "\n[[widget]]\nkind = \"\(kind)\"\nsize = \"\(size)\"\n" + (settings[kind] ?? "")
        }.joined()
    }

    static let size = Size(width: 200, height: 140)

    /// The dashboard loaded offline, and what input is read against at `size`.
    static func loaded() async throws -> ScreenMetrics {
        try await loadedDashboard().metrics
    }

    /// The dashboard loaded offline, its runner, and what input is read against at `size`.
    static func loadedDashboard() async throws -> (dashboard: Dashboard, runner: TimelineRunner, metrics: ScreenMetrics) {
        let folder = try TemporaryFolders.make()
        try "# Groceries\n- [ ] milk\n".write(to: folder.appendingPathComponent("Groceries.md"), atomically: true, encoding: .utf8)
        let text = try SystemFixtures.pinned(configuration(notes: folder), to: "vm")
        let config = try ConfigLoader(registry: ProviderCatalog.registry).parse(text, file: "tiles.toml")
        let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: ProviderCatalog.registry, scheme: .dark, at: GoldenRenderTests.moment,
                                                              timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english,
                                                              services: HostServices(fetcher: OfflineFetcher()))
        return (dashboard, runner, GoldenRenderTests.metrics(of: dashboard, runner: runner, size: size, stacks: StackRotator(slots: config.slots)))
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

    /// Glyphs that read as one another at a glance (mirror images, one turned the other way): no two of a set mean
    /// different things (↺ Reset above ↻ Refresh read as the same; at terminal size a square's hatching is lost, so
    /// ▧ by CPU and ▥ by Memory, ▦ Edit Home Screen and ▤ Open Folder read as one square; ☰ Today’s Agenda and ☷
    /// Tomorrow’s read as one trigram).
    static let confusableGlyphs: [[String]] = [["↺", "↻", "⟲", "⟳", "↶", "↷"], ["‹", "<"], ["›", ">"], ["⊕", "+"], ["⊖", "−", "-"],
                                               ["▤", "▥", "▦", "▧", "▨", "▩", "▣", "⊞", "□", "■"], ["◔", "◑", "◕", "◐", "●", "○"],
                                               ["☰", "☱", "☲", "☳", "☴", "☵", "☶", "☷", "≡", "≣"], ["⇢", "→", "⇒", "⟶", "↦", "⇥"]]

    /// Each item of a menu has a glyph, one cell wide, that no other item of the menu has, nor one that reads as it
    /// (``confusableGlyphs``); across every kind's menu a glyph means one thing (an item that opens something elsewhere, "Open …", shares "Open"'s; "Edit Stack…" is a stack's
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
        let confused = Self.confusableGlyphs.map { set in set.filter { meanings[$0] != nil } }.filter { $0.count > 1 }
        #expect(confused.isEmpty, "\(confused.map { $0.map { "\($0) \(meanings[$0]!.sorted())" } }) read as the same glyph")
        let every = meanings.values.flatMap { $0 }
        for expected in ["Edit Widget…", "Edit in Editor…", "New Note…", "Today’s Agenda", "Tomorrow’s Agenda", "Top Processes", "Top Processes by Memory", "Copy Time", "Start", "Reset"] {
            #expect(every.contains(expected), "\(expected) is among the menus read: \(every.sorted())")
        }
    }

    /// Every kind's menu (a stack's too): an item ends in "…" exactly when it asks for more before it is done, in a form
    /// (the configuration's) or in the editor (the widget's table, a new note); one that acts at once, shows something
    /// to read (an agenda), opens something elsewhere or runs a program does not (the HIG's rule for an ellipsis).
    @Test func anItemEndsInAnEllipsisExactlyWhenItAsksForMore() async throws {
        let (dashboard, runner, metrics) = try await Self.loadedDashboard()
        var kinds: Set<String> = [], titles: Set<String> = []
        for tile in metrics.tiles {
            let items = try #require(Self.after([.key(.character("."))], focusing: tile.slot, metrics: metrics).0.menu?.items, "slot \(tile.slot) has a menu")
            let position = WidgetPosition(slot: tile.slot, member: metrics.stackTops[tile.slot] ?? 0)
            let actions = dashboard.quickActions(of: position, runner: runner, at: GoldenRenderTests.moment)
            switch metrics.config?.slots[tile.slot] {
            case .widget(let widget)?: kinds.insert(widget.kind)
            case .stack?: kinds.insert("stack")
            case nil: Issue.record("slot \(tile.slot) has no configuration")
            }
            for item in items {
                let asksForMore: Bool = switch item.command {
                case .configureWidget, .editWidget: true
                case .widgetAction(let index):
                    switch actions[index].action {
                    case .perform(is any EditingIntent, _): true
                    default: false
                    }
                default: false
                }
                #expect(item.title.hasSuffix("…") == asksForMore, "slot \(tile.slot): \(item.title)")
                titles.insert(item.title)
            }
        }
        #expect(kinds.isSuperset(of: ProviderCatalog.registry.names + ["stack"]), "every kind's menu is read: \(kinds.sorted())")
        #expect(titles.isSuperset(of: ["Edit Widget…", "Edit in Editor…", "Edit Stack…", "New Note…", "Today’s Agenda", "Tomorrow’s Agenda", "Copy Time"]),
                "\(titles.sorted())")
    }
}
