import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// The home screen as a person acting on it sees it: a focused tile, a hovered one, the quick-action menu and its
/// confirmation, in dark and light, compared with reviewed golden files.
@Suite struct InteractionGoldenTests {
    static let config = """
        [dashboard]
        theme = "dark"

        [[widget]]
        kind = "clock"
        size = "small"
        zones = ["Asia/Tokyo"]

        [[widget]]
        kind = "clock"
        size = "small"
        zones = ["Europe/London"]

        [[widget]]
        kind = "clock"
        size = "medium"
        zones = ["America/New_York", "Europe/Paris"]
        """

    /// The screen at 49 × 30 in `scheme` with `state`'s focus, hover and menu, every clock loaded; its regions go to `hitRegions`.
    func frame(_ state: HomeScreenState, size: Size = Size(width: 49, height: 30), config: String = config,
               hitRegions: HitRegions = HitRegions()) async throws -> Canvas {
        let parsed = try ConfigLoader(registry: ProviderCatalog.registry).parse(config, file: "config.toml")
        let dashboard = Dashboard(config: parsed, registry: ProviderCatalog.registry, scheme: state.scheme,
                                  timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        let runner = dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment))
        runner.tick()
        await runner.waitForFirstLoads(timeout: 30)
        return dashboard.frame(size: size, state: state, runner: runner, at: GoldenRenderTests.moment,
                               stacks: StackRotator(slots: parsed.slots), hitRegions: hitRegions, canEditConfig: true)
    }

    /// The state after `events` in `scheme`, read against the frame's layout and the loaded widgets' quick actions.
    func state(_ scheme: ColorScheme, _ events: [InputEvent], size: Size = Size(width: 49, height: 30),
               config: String = config) async throws -> HomeScreenState {
        let parsed = try ConfigLoader(registry: ProviderCatalog.registry).parse(config, file: "config.toml")
        // The zone and words the frame draws in, so a menu's subtitles ("Copy Time") read as its tile.
        let dashboard = Dashboard(config: parsed, registry: ProviderCatalog.registry, scheme: scheme,
                                  timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        let runner = dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment))
        // Loaded, so each tile's menu has its kind's own actions.
        runner.tick()
        await runner.waitForFirstLoads(timeout: 30)
        let metrics = dashboard.metrics(for: size, canEditConfig: true, runner: runner, at: GoldenRenderTests.moment,
                                        stacks: StackRotator(slots: parsed.slots))
        var state = HomeScreenState(scheme: scheme)
        for event in events { _ = state.reduce(event, metrics: metrics) }
        return state
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func focusedAndHoveredTiles(scheme: ColorScheme) async throws {
        let state = try await state(scheme, [.key(KeyPress(.tab)), .mouse(MouseEvent(kind: .motion, button: nil, column: 30, row: 4))])
        #expect(state.focusedSlot == 0 && state.hoveredSlot == 1)
        let canvas = try await frame(state)
        GoldenRenderTests.check(canvas, "focus-hover-49x30.txt")
        GoldenRenderTests.check(canvas, "focus-hover-49x30-\(scheme).ansi", ansi: true)
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func theMenuAndItsConfirmation(scheme: ColorScheme) async throws {
        let menu = try await state(scheme, [.key(.character("3")), .key(.character("."))])
        GoldenRenderTests.check(try await frame(menu), "menu-49x30.txt")
        GoldenRenderTests.check(try await frame(menu), "menu-49x30-\(scheme).ansi", ansi: true)
        let confirming = try await state(scheme, [.key(.character("3")), .key(.character(".")), .key(KeyPress(.up)), .key(KeyPress(.enter))])
        #expect(confirming.menu?.question != nil)
        GoldenRenderTests.check(try await frame(confirming), "menu-confirm-49x30.txt")
        GoldenRenderTests.check(try await frame(confirming), "menu-confirm-49x30-\(scheme).ansi", ansi: true)
    }

    /// A quick action's list over the home screen ("Today’s Agenda"): its title, the times in a tinted column, how to
    /// close it; on a phone's pane and a wide one.
    @Test(arguments: [ColorScheme.dark, .light])
    func aQuickActionsList(scheme: ColorScheme) async throws {
        var state = HomeScreenState(scheme: scheme)
        state.listSheet = ListSheet(title: "Today, November 24", rows: [
            HostRequest.Row("All day", "Labor Thanksgiving Day (observed)"), HostRequest.Row("10:00", "Planning", detail: "Room 4"),
            HostRequest.Row("11:00", "Retrospective"),
        ], empty: "No events today")
        for size in [Size(width: 49, height: 30), Size(width: 160, height: 30)] {
            let canvas = try await frame(state, size: size)
            GoldenRenderTests.check(canvas, "list-sheet-\(size.width)x\(size.height).txt")
            GoldenRenderTests.check(canvas, "list-sheet-\(size.width)x\(size.height)-\(scheme).ansi", ansi: true)
        }
    }

    /// An agenda whose titles are longer than the sheet: each title wraps (Japanese at character boundaries) and the
    /// place keeps a line of its own under it, never cut away; on a phone's pane and a wide one.
    @Test(arguments: [ColorScheme.dark, .light])
    func aListsLongRowsWrapAndKeepTheirDetail(scheme: ColorScheme) async throws {
        var state = HomeScreenState(scheme: scheme)
        state.listSheet = ListSheet(title: "Today, November 26", rows: [
            HostRequest.Row("All day", "Labor Thanksgiving Day (observed)"),
            HostRequest.Row("5:00 PM", "チームミーティング（週次）と打ち合わせ", detail: "会議室A"),
            HostRequest.Row("6:30 PM", "A very long event title that goes on and on to show the truncation of text, with the agenda of the "
                            + "quarterly planning review, the budget, the hiring plan and a reminder to bring the printed slides", detail: "Room 12"),
            HostRequest.Row("8:00 PM", "Dinner", detail: "Home"),
        ], empty: "No events today")
        for size in [Size(width: 49, height: 30), Size(width: 160, height: 30)] {
            let canvas = try await frame(state, size: size)
            let text = canvas.lines().joined(separator: "\n")
            #expect(text.contains("Room 12") && text.contains("会議室A"), "every place shows at \(size.width) columns:\n\(text)")
            GoldenRenderTests.check(canvas, "list-sheet-long-\(size.width)x\(size.height).txt")
            GoldenRenderTests.check(canvas, "list-sheet-long-\(size.width)x\(size.height)-\(scheme).ansi", ansi: true)
        }
    }

    /// Help taller than the screen: one column where two do not fit with their meanings, "more below", and `j`, `↓`
    /// and PgDn scrolling the list; on a phone's pane and a wide one (two columns there, still scrolling).
    @Test(arguments: [ColorScheme.dark, .light])
    func helpScrollsWhereItIsTallerThanTheScreen(scheme: ColorScheme) async throws {
        for size in [Size(width: 49, height: 20), Size(width: 160, height: 20)] {
            let opened = try await state(scheme, [.key(.character("?"))], size: size)
            let scrolled = try await state(scheme, [.key(.character("?")), .key(.character("j")), .key(KeyPress(.down)),
                                                    .key(KeyPress(.pageDown))], size: size)
            let top = try await frame(opened, size: size), down = try await frame(scrolled, size: size)
            #expect(top.lines().contains { $0.contains("more below") }, "\(top.lines().joined(separator: "\n"))")
            #expect(down.lines().contains { $0.contains("more above") }, "\(down.lines().joined(separator: "\n"))")
            GoldenRenderTests.check(top, "help-\(size.width)x\(size.height).txt")
            GoldenRenderTests.check(top, "help-\(size.width)x\(size.height)-\(scheme).ansi", ansi: true)
            GoldenRenderTests.check(down, "help-scrolled-\(size.width)x\(size.height).txt")
            GoldenRenderTests.check(down, "help-scrolled-\(size.width)x\(size.height)-\(scheme).ansi", ansi: true)
        }
    }

    /// `accent = "orange"`, `contrast = "high"` and `bold_text = true`: a focused tile and the clock's quick actions
    /// (Copy Time first), every character bold, the selection filled with the accent.
    @Test(arguments: [ColorScheme.dark, .light])
    func anAccentHighContrastAndBoldText(scheme: ColorScheme) async throws {
        let config = Self.config.replacing("theme = \"dark\"", with: "theme = \"dark\"\naccent = \"orange\"\ncontrast = \"high\"\nbold_text = true")
        let menu = try await state(scheme, [.key(.character("3")), .key(.character("."))], config: config)
        #expect(menu.menu?.items.first?.title == "Copy Time")
        let canvas = try await frame(menu, config: config)
        #expect((0..<canvas.size.height).allSatisfy { y in (0..<canvas.size.width).allSatisfy { canvas[$0, y].style.bold } })
        GoldenRenderTests.check(canvas, "appearance-menu-49x30.txt")
        GoldenRenderTests.check(canvas, "appearance-menu-49x30-\(scheme).ansi", ansi: true)
    }

    /// Edit mode with the second tile chosen: every tile's ⊖ and ⠿, the chosen one ringed, the keys' bar at the
    /// bottom, on a phone's pane and a wide one.
    @Test(arguments: [ColorScheme.dark, .light])
    func editMode(scheme: ColorScheme) async throws {
        for size in [Size(width: 49, height: 30), Size(width: 160, height: 30)] {
            let editing = try await state(scheme, [.key(.character("e")), .key(KeyPress(.right))], size: size)
            #expect(editing.isEditing && editing.focusedSlot == 1)
            let canvas = try await frame(editing, size: size)
            GoldenRenderTests.check(canvas, "edit-\(size.width)x\(size.height).txt")
            GoldenRenderTests.check(canvas, "edit-\(size.width)x\(size.height)-\(scheme).ansi", ansi: true)
        }
    }

    /// A stack’s sheet in edit mode, its second widget chosen: the widgets in order, the rotation, the keys.
    @Test(arguments: [ColorScheme.dark, .light])
    func aStacksSheet(scheme: ColorScheme) async throws {
        let config = """
            [[stack]]
            size = "small"
            rotation = "1m"

            [[stack.widget]]
            kind = "clock"
            zones = ["Asia/Tokyo"]

            [[stack.widget]]
            kind = "timer"

            [[widget]]
            kind = "clock"
            size = "small"
            zones = ["Europe/London"]
            """
        let sheet = try await state(scheme, [.key(.character("e")), .key(KeyPress(.enter)), .key(.character("j"))], config: config)
        #expect(sheet.stackSheet == StackSheet(slot: 0, selection: 1))
        let canvas = try await frame(sheet, config: config)
        GoldenRenderTests.check(canvas, "edit-stack-sheet-49x30.txt")
        GoldenRenderTests.check(canvas, "edit-stack-sheet-49x30-\(scheme).ansi", ansi: true)
    }

    /// Dragging a small clock over the other says "stack here" on it, over the medium one "move here".
    @Test func aDragSaysWhatLettingGoDoes() async throws {
        let press = InputEvent.mouse(MouseEvent(kind: .press, button: 0, column: 8, row: 5))
        let overSmall = try await state(.dark, [.key(.character("e")), press, .mouse(MouseEvent(kind: .motion, button: 0, column: 30, row: 5))])
        #expect(overSmall.drag?.slot == 0 && overSmall.hoveredSlot == 1)
        #expect(try await frame(overSmall).lines()[1].contains(" stack here "))
        let overMedium = try await state(.dark, [.key(.character("e")), press, .mouse(MouseEvent(kind: .motion, button: 0, column: 10, row: 17))])
        #expect(overMedium.hoveredSlot == 2)
        let lines = try await frame(overMedium).lines()
        #expect(lines[13].contains(" move here "), "\(lines.joined(separator: "\n"))")
    }
}
