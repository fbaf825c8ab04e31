import Clocks
import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// A frame drawn with a `TileCache` lays out and draws only the tiles whose content changed.
@Suite struct TileCacheTests {
    /// Two stub tiles: slot 0 switches entries a minute in, slot 1 shows one entry for good.
    struct Board {
        let dashboard: Dashboard
        let runner: TimelineRunner
        let clock = TestClock<Duration>()
        let updates = RunnerUpdates()
        let cache = TileCache()

        init() throws {
            let config = try ConfigLoader(registry: testRegistry).parse("""
                [[widget]]
                kind = "stub"
                label = "switching"

                [[widget]]
                kind = "stub"
                label = "still"
                """, file: "config.toml")
            dashboard = Dashboard(config: config, registry: testRegistry, scheme: .dark, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                  locale: DateLocale.english)
            let switching = ScriptedProvider(.entries([0, 60], .never)).instance(label: "switching")
            let still = ScriptedProvider(.entries([0], .never)).instance(label: "still")
            runner = TimelineRunner(instances: [0: (switching, RunnerHarness.context(for: switching)), 1: (still, RunnerHarness.context(for: still))],
                                    time: TimeSource(clock: clock, startingAt: RunnerHarness.start), onUpdate: updates.onUpdate)
        }

        /// Moves the clock on by `seconds`, lets the runner act, and draws a frame with the cache; returns its lines.
        func frame(after seconds: Double, state: HomeScreenState = HomeScreenState(scheme: .dark)) async -> [String] {
            await clock.advance(by: .seconds(seconds))
            runner.tick()
            await updates.settle(runner)
            return dashboard.frame(size: Size(width: 49, height: 14), state: state, runner: runner, at: runner.now, tileCache: cache).lines()
        }
    }

    @Test func aTileWhoseEntryIsTheSameIsNotDrawnAgain() async throws {
        let board = try Board()
        let first = await board.frame(after: 0)
        #expect(board.cache.drawnSlots == [0, 1], "the first frame draws every tile")
        #expect(first.joined().contains("t+0"))
        #expect(await board.frame(after: 30) == first)
        #expect(board.cache.drawnSlots.isEmpty, "nothing changed: no tile is drawn")
        let switched = await board.frame(after: 30)
        #expect(board.cache.drawnSlots == [0], "only the tile whose entry switched is drawn")
        #expect(switched.joined().contains("t+60") && switched != first, "\(switched)")
    }

    @Test func focusAndTheSchemeDrawEveryTileAgain() async throws {
        let board = try Board()
        _ = await board.frame(after: 0)
        var state = HomeScreenState(scheme: .dark)
        state.focusedSlot = 1
        _ = await board.frame(after: 1, state: state)
        #expect(board.cache.drawnSlots == [0, 1], "a tile lifted: every tile is drawn")
        _ = await board.frame(after: 1, state: state)
        #expect(board.cache.drawnSlots.isEmpty, "focus kept where it was: nothing is drawn")
        state.scheme = .light
        _ = await board.frame(after: 1, state: state)
        #expect(board.cache.drawnSlots == [0, 1], "another scheme: every tile is drawn")
    }
}
