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

    /// The screen at `size` (49 × 30) in `scheme` with `state`'s focus, hover and menu, every clock loaded.
    func frame(_ state: HomeScreenState, size: Size = Size(width: 49, height: 30)) async throws -> Canvas {
        let parsed = try ConfigLoader(registry: ProviderCatalog.registry).parse(Self.config, file: "config.toml")
        let dashboard = Dashboard(config: parsed, registry: ProviderCatalog.registry, scheme: state.scheme,
                                  timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        let runner = dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment))
        runner.tick()
        await runner.waitForFirstLoads(timeout: 30)
        return dashboard.frame(size: size, state: state, runner: runner, at: GoldenRenderTests.moment,
                               canEditConfig: true)
    }

    /// The state after `events` in `scheme`, read against the frame's layout at `size` (49 × 30).
    func state(_ scheme: ColorScheme, _ events: [InputEvent], size: Size = Size(width: 49, height: 30)) async throws -> HomeScreenState {
        let parsed = try ConfigLoader(registry: ProviderCatalog.registry).parse(Self.config, file: "config.toml")
        let dashboard = Dashboard(config: parsed, registry: ProviderCatalog.registry, scheme: scheme)
        let runner = dashboard.makeRunner(time: .fixed(GoldenRenderTests.moment))
        let metrics = dashboard.metrics(for: size, canEditConfig: true, runner: runner, at: GoldenRenderTests.moment)
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
}
