import Foundation
import Synchronization
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyCLI

/// A frame that keeps the tiles whose content did not change (`TileCache`) is the frame drawn whole: cell for cell,
/// with the same regions, charts and next live date, through time passing, entries switching, failures retrying, focus,
/// hover, scrolling, menus, help, stacks paged, resizes and dark and light.
@Suite struct TileByTileFrameTests {
    /// One step of a session: time passing, or a person acting.
    enum Step {
        case wait(seconds: Double)
        case input(InputEvent)
        case resize(Size)
        case pageStack(slot: Int)
    }

    static let steps: [Step] = [
        .wait(seconds: 1), .wait(seconds: 29), .wait(seconds: 31), .input(.key(KeyPress(.tab))), .wait(seconds: 60),
        .input(.key(KeyPress(.tab))), .input(.mouse(MouseEvent(kind: .motion, button: nil, column: 30, row: 4))),
        .wait(seconds: 90), .input(.mouse(MouseEvent(kind: .motion, button: nil, column: 0, row: 0))), .input(.key(KeyPress(.down))),
        .wait(seconds: 600), .input(.key(.character("t"))), .wait(seconds: 3600), .input(.key(.character("."))),
        .input(.key(KeyPress(.escape))), .input(.key(.character("?"))), .input(.key(.character("?"))), .pageStack(slot: 1),
        .wait(seconds: 45), .input(.key(KeyPress(.escape))), .input(.key(KeyPress(.pageDown))), .wait(seconds: 7200),
        .resize(Size(width: 100, height: 40)), .wait(seconds: 59), .input(.key(.character("t"))), .wait(seconds: 86_400),
        .resize(Size(width: 30, height: 8)), .resize(Size(width: 49, height: 30)), .wait(seconds: 1),
    ]

    @Test(arguments: [true, false])
    func theDemoDrawnTileByTileIsTheDemoDrawnWhole(samplesForFailures: Bool) async throws {
        var config = try ConfigLoader(registry: ProviderCatalog.registry).parse(try SystemFixtures.pinned(DemoConfiguration.text, to: "vm"),
                                                                                 file: DemoConfiguration.name)
        config.samplesForFailures = samplesForFailures
        let dashboard = Dashboard(config: config, registry: ProviderCatalog.registry, scheme: .dark, timeZone: ZoneDatabase.system.zone(named: "UTC")!,
                                  locale: DateLocale.english, services: HostServices(fetcher: OfflineFetcher()))
        let moment = Mutex(GoldenRenderTests.moment)
        let updates = RunnerUpdates()
        let runner = dashboard.makeRunner(time: TimeSource { moment.withLock { $0 } }, onUpdate: updates.onUpdate)
        var state = HomeScreenState(scheme: .dark)
        var stacks = StackRotator(slots: config.slots)
        var size = Size(width: 49, height: 30)
        let cache = TileCache()
        var keptSomewhere = false
        for (number, step) in ([Step.wait(seconds: 0)] + Self.steps).enumerated() {
            switch step {
            case .wait(let seconds):
                moment.withLock { $0 = $0.addingTimeInterval(seconds) }
                runner.tick()
                await updates.settle(runner)
                _ = stacks.rotate(at: runner.now, runner: runner)
            case .input(let event):
                _ = state.reduce(event, metrics: dashboard.metrics(for: size, canEditConfig: true, runner: runner, at: runner.now, stacks: stacks))
            case .resize(let new):
                size = new
                _ = state.reduce(.resize, metrics: dashboard.metrics(for: size, canEditConfig: true, runner: runner, at: runner.now, stacks: stacks))
            case .pageStack(let slot):
                _ = stacks.page(slot, by: 1, at: runner.now)
            }
            let whole = Drawn(dashboard, size: size, state: state, runner: runner, stacks: stacks, cache: nil)
            let tileByTile = Drawn(dashboard, size: size, state: state, runner: runner, stacks: stacks, cache: cache)
            #expect(tileByTile.canvas == whole.canvas, "step \(number), \(step): drawn tile by tile\n\(tileByTile.canvas.lines().joined(separator: "\n"))\nwhole\n\(whole.canvas.lines().joined(separator: "\n"))")
            #expect(tileByTile.regions == whole.regions, "step \(number), \(step): the regions")
            #expect(tileByTile.charts == whole.charts, "step \(number), \(step): the charts")
            #expect(tileByTile.nextChange == whole.nextChange, "step \(number), \(step): the next live date")
            keptSomewhere = keptSomewhere || cache.drawnSlots.count < dashboard.visibleSlots(size: size, state: state).count
        }
        #expect(keptSomewhere, "some frame kept a tile, so the comparison is of kept tiles too")
    }

    /// A frame of the dashboard, and what it recorded.
    struct Drawn {
        let canvas: Canvas
        let regions: [String]
        let charts: Set<Int>
        let nextChange: Date?

        init(_ dashboard: Dashboard, size: Size, state: HomeScreenState, runner: TimelineRunner, stacks: StackRotator, cache: TileCache?) {
            let liveDates = LiveDates(), hitRegions = HitRegions()
            canvas = dashboard.frame(size: size, state: state, runner: runner, at: runner.now, stacks: stacks, liveDates: liveDates,
                                     hitRegions: hitRegions, canEditConfig: true, tileCache: cache)
            regions = hitRegions.regions.map { "\($0)" }
            charts = hitRegions.chartWidgets
            nextChange = liveDates.nextChange
        }
    }
}
