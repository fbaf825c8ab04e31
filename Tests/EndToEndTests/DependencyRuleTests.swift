import Foundation
import Testing
import WidgettyTestSupport

/// `scripts/check-dependencies.sh`, which `swift test` (and so `make test`) runs over the tree: imports keep to the layers.
@Suite struct DependencyRuleTests {
    static let script = BuiltBinary.packageRoot.appendingPathComponent("scripts/check-dependencies.sh").path

    /// Runs the check on a tree of `files` (path to source) made in a temporary folder.
    func check(_ files: [String: String]) async throws -> (status: Int32, output: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-dependencies-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, source) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: file, atomically: true, encoding: .utf8)
        }
        let result = try await Subprocess.run([Self.script, root.path], captureOutput: true)
        return (result.status, result.output)
    }

    @Test func theTreeKeepsTheRule() async throws {
        let result = try await Subprocess.run([Self.script], captureOutput: true)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aTreeThatKeepsTheRulePasses() async throws {
        let (status, output) = try await check([
            "Sources/WidgettyKit/View.swift": "import Foundation\n",
            "Sources/WidgettyRender/Canvas.swift": "import WidgettyKit\n",
            "Sources/WidgettyHost/Runner.swift": "import WidgettyRender\nimport WidgettyKit\n/// Asks a TimelineProvider.\n",
            "Sources/WidgettyTerminal/Screen.swift": "import CNcursesw\nimport WidgettyHost\n",
            "Sources/WidgettyCLI/ProviderCatalog.swift": "import ClockProvider\nlet kinds = [ClockWidget.self]\n",
            "Providers/Clock/ClockWidget.swift": "import Foundation\nimport Logging\nimport WidgettyKit\n",
        ])
        #expect(status == 0, "\(output)")
    }

    @Test func aBadImportFailsNamingItsFileLineAndRule() async throws {
        let (status, output) = try await check([
            "Sources/WidgettyKit/View.swift": "import Foundation\nimport WidgettyRender\n",
            "Sources/WidgettyRender/Canvas.swift": "import WidgettyKit\nimport CNcursesw\n",
            "Sources/WidgettyHost/Runner.swift": "import WidgettyRender\n@testable import WidgettyTerminal\nlet clock = ClockWidget.self\n",
            "Sources/WidgettyHost/Catalog.swift": "import WeatherProvider\n",
            "Providers/Clock/ClockWidget.swift": "import WidgettyKit\nimport WidgettyHost\n",
            "Providers/Weather/WeatherWidget.swift": "import WidgettyKit\nimport WidgettyNetwork\n",
            "Sources/WidgettyNetwork/SubprocessFetcher.swift": "import WidgettyKit\n",
        ])
        #expect(status == 1)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Providers/Clock/ClockWidget.swift:2: the provider ClockProvider imports WidgettyHost: providers import only WidgettyKit and C libraries of their own",
            "Providers/Weather/WeatherWidget.swift:2: the provider WeatherProvider imports WidgettyNetwork: providers import only WidgettyKit and C libraries of their own",
            "Sources/WidgettyHost/Catalog.swift:1: WidgettyHost imports the provider WeatherProvider: the host never names a concrete provider (ProviderCatalog in WidgettyCLI does)",
            "Sources/WidgettyHost/Runner.swift:2: WidgettyHost imports WidgettyTerminal, a layer above it: arrows point down only (WidgettyKit <- WidgettyRender <- WidgettyHost <- WidgettyTerminal <- WidgettyCLI <- widgetty)",
            "Sources/WidgettyHost/Runner.swift:3: WidgettyHost names ClockWidget: the host never names a concrete provider (ProviderCatalog in WidgettyCLI does)",
            "Sources/WidgettyKit/View.swift:2: WidgettyKit imports WidgettyRender, a layer above it: arrows point down only (WidgettyKit <- WidgettyRender <- WidgettyHost <- WidgettyTerminal <- WidgettyCLI <- widgetty)",
            "Sources/WidgettyRender/Canvas.swift:2: WidgettyRender imports CNcursesw: only WidgettyTerminal talks to ncurses",
        ], "\(output)")
    }
}
