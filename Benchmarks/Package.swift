// swift-tools-version:6.1
import Foundation
import PackageDescription

/// The root package's identity is its folder's name, whatever the checkout is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// widgetty's benchmarks (ordo-one/benchmark), kept apart so `make test` never builds them.
/// Run with `make bench` from the repository root.
let package = Package(
    name: "widgetty-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: ["CalendarBenchmarks", "RenderBenchmarks", "SchedulingBenchmarks", "ChartBenchmarks", "NotesBenchmarks", "CommandBenchmarks"].map(benchmarkTarget),
    swiftLanguageModes: [.v6]
)

/// A benchmark executable in `Benchmarks/NAME`, linked against widgetty.
func benchmarkTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "WidgettyCLI", package: root),
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
