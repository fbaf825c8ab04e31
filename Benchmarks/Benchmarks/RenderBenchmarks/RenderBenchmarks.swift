import Benchmark
import Foundation
import WidgettyCLI
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// The embedded demo's clocks repeated until there are `widgets` (half small, half medium).
///
/// Clocks only, so the figures stay comparable over time and no frame depends on the network.
func demo(widgets: Int) -> DashboardConfig {
    let demo = try! ConfigLocator.load(.demo)
    // Lone clocks, a stack's too, so the frame is the same work as before stacks were drawn.
    let clocks = demo.slots.compactMap(\.visibleWidget).filter { $0.kind == "clock" }
    var config = demo
    config.slots = (0..<widgets).map { .widget(clocks[$0 % clocks.count]) }
    return config
}

/// A dashboard and its runner, once every timeline has arrived.
func loadedDashboard(_ config: DashboardConfig, at date: Date) -> (Dashboard, TimelineRunner) {
    let dashboard = Dashboard(config: config, registry: ProviderCatalog.registry, scheme: .dark)
    let runner = dashboard.makeRunner(time: .fixed(date))
    runner.tick()
    waitForFirstLoads(of: runner)
    return (dashboard, runner)
}

/// Blocks until every widget of `runner` has data.
func waitForFirstLoads(of runner: TimelineRunner) {
    let done = DispatchSemaphore(value: 0)
    Task {
        await runner.waitForFirstLoads(timeout: 60)
        done.signal()
    }
    done.wait()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))

    let date = Date()
    for (widgets, size) in [(12, Size(width: 200, height: 60)), (4, Size(width: 200, height: 60)), (4, Size(width: 49, height: 40))] {
        let (dashboard, runner) = loadedDashboard(demo(widgets: widgets), at: date)
        Benchmark("layout+render \(size) \(widgets) widgets") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(dashboard.frame(size: size, state: HomeScreenState(scheme: .dark), runner: runner, at: date))
            }
        }
    }

    // A frame after the pointer moved onto a tile: the whole canvas is laid out again; the screen writes only the lift.
    let (hovered, hoveredRunner) = loadedDashboard(demo(widgets: 12), at: date)
    var pointing = HomeScreenState(scheme: .dark)
    pointing.hoveredSlot = 1
    Benchmark("layout+render 200x60 12 widgets, one hovered") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(hovered.frame(size: Size(width: 200, height: 60), state: pointing, runner: hoveredRunner, at: date))
        }
    }

    Benchmark("parse and validate the demo configuration") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ConfigLocator.load(.demo))
        }
    }
}
