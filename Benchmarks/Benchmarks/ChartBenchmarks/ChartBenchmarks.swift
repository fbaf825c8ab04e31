import Benchmark
import Foundation
import WidgettyCLI
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// A line of `count` points a second apart, a slow wave with noise, as a CPU history is.
func cpuChart(points count: Int, from start: Date) -> Chart {
    Chart(0..<count) { index in
        LineMark(x: .value("Time", start.addingTimeInterval(Double(index))),
                 y: .value("CPU", 40 + 30 * sin(Double(index) / 40) + Double(index * 7919 % 13)))
    }
    .chartYScale(domain: 0...100).chartYAxis(unit: .percent).accessibilityLabel("CPU")
}

/// The system widget of this machine's /proc and /sys, with its history in a fresh temporary folder.
func systemInstance() -> (WidgetInstance, WidgetContext) {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-bench-\(UUID().uuidString)")
    let text = "[[widget]]\nkind = \"system\"\nsize = \"large\"\nmounts = [\"/\"]\nstate_dir = \"\(state.path)\"\n"
    let config = try! ConfigLoader(registry: ProviderCatalog.registry).parse(text, file: "bench")
    let widget = config.slots[0].visibleWidget!
    let context = WidgetContext(family: .large, displaySize: DisplaySize(columns: 43, rows: 22, widthPoints: 364, heightPoints: 382))
    return (ProviderCatalog.registry.instance(for: widget)!, context)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    let start = Date(timeIntervalSince1970: 1_795_340_000)
    let chart = cpuChart(points: 1_000, from: start)
    let palette = Palette(scheme: .dark)
    Benchmark("layout+render a 1,000-point line chart into 40x10") { benchmark in
        for _ in benchmark.scaledIterations {
            var canvas = Canvas(size: Size(width: 40, height: 10), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
            ViewRenderer.render(chart, in: canvas.bounds, canvas: &canvas,
                                environment: RenderEnvironment(palette: palette, background: palette.tileBackground))
            blackHole(canvas)
        }
    }

    let (instance, context) = systemInstance()
    Benchmark("system widget reload (read and parse /proc and /sys, keep the history)") { benchmark in
        for _ in benchmark.scaledIterations {
            var now = context
            now.date = Date()
            blackHole(try await instance.timeline(in: now))
        }
    }
}
