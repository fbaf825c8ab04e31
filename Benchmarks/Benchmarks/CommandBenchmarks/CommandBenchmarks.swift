import Benchmark
import CommandProvider
import Foundation
import WidgettyKit
import WidgettyRender

/// A timeline document of about `bytes` bytes: an entry a minute, each a heading, a gauge, three rows of text and a link.
func timelineDocument(bytes: Int) -> String {
    var entries: [String] = []
    var size = 0
    while size < bytes {
        let index = entries.count
        let minute = String(format: "2026-11-23T%02d:%02d:00Z", 9 + index / 60 % 12, index % 60)
        let entry = """
            {"date": "\(minute)", "relevance": {"score": \(index % 7), "duration": 60}, "url": "https://ci.example.com/runs/\(index)",
             "view": {"type": "vstack", "alignment": "leading", "spacing": 0, "children": [
               {"type": "text", "text": "CI · main · run \(index)", "font": "headline"},
               {"type": "gauge", "value": \(index % 48), "bounds": [0, 48], "label": "Tests", "currentValueLabel": "\(index % 48) of 48", "tint": "green"},
               {"type": "hstack", "children": [{"type": "glyph", "symbol": "✗", "color": "red"}, {"type": "text", "text": "\(index % 5) jobs failing", "weight": "bold"}]},
               {"type": "text", "text": "lint, unit tests on linux, integration on macOS", "lineLimit": 2, "color": "secondaryLabel"},
               {"type": "spacer"},
               {"type": "link", "url": "https://ci.example.com/runs/\(index)/log", "title": "Open run"}]}}
            """
        entries.append(entry)
        size += entry.utf8.count + 1
    }
    return #"{"widgetty": 1, "policy": "atEnd", "entries": ["# + entries.joined(separator: ",") + "]}"
}

/// A command widget's whole reload, as the runner and the frame do it: the program started in its own session, its
/// output read, decoded and turned into a timeline, and the first entry's view drawn in a large tile.
func reload(_ widget: AnyWidget, in context: WidgetContext) async throws -> Canvas {
    let timeline = try await widget.timeline(in: context)
    let palette = Palette(scheme: .dark)
    var canvas = Canvas(size: Size(width: 43, height: 22), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
    guard let entry = timeline.entries.first else { preconditionFailure("the timeline has an entry") }
    ViewRenderer.render(widget.view(for: entry, in: context), in: canvas.bounds, canvas: &canvas,
                        environment: RenderEnvironment(palette: palette, background: palette.tileBackground))
    return canvas
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                                timeUnits: .milliseconds, maxDuration: .seconds(10), maxIterations: 200)
    let context = WidgetContext(family: .large, displaySize: DisplaySize(columns: 43, rows: 22, widthPoints: 364, heightPoints: 382),
                                timeZone: .utc, locale: .english,
                                date: Date(timeIntervalSince1970: 1_795_424_400))
    func command(_ values: [String: WidgetSettingValue]) -> AnyWidget {
        CommandKind.widgetKind.makeWidget(settings: WidgetSettings(options: CommandKind.widgetKind.options, values: values))
    }

    // /bin/true prints nothing: what a reload costs before any output, the spawn in a session of its own and the wait.
    let empty = command(["command": .strings(["/bin/true"]), "format": .string("text")])
    Benchmark("command: reload of /bin/true (spawn, read, decode, render)", configuration: configuration) { _ in
        blackHole(try await reload(empty, in: context))
    }

    // cat of a 100 KB document: the same, plus reading, decoding and checking 100 KB of views.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-bench-command")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("timeline.json")
    let text = timelineDocument(bytes: 100_000)
    precondition((100_000..<101_000).contains(text.utf8.count), "about 100 KB")
    try? text.write(to: file, atomically: true, encoding: .utf8)
    let document = command(["command": .strings(["/bin/cat", file.path]), "format": .string("json")])
    Benchmark("command: reload of a 100 KB timeline document (spawn, read, decode, render)", configuration: configuration) { _ in
        let canvas = try await reload(document, in: context)
        precondition(canvas.lines().first?.hasPrefix("CI · main · run 0") == true, "the first entry is drawn")
        blackHole(canvas)
    }
}
