import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// A focused tile shows what its charts say on screen, every chart's sentence whole with its subject.
@Suite struct FocusedChartSummaryTests {
    func lines(_ view: any View, family: WidgetFamily) -> [String] {
        let config = WidgetConfig(kind: "stub", family: family, settings: WidgetSettings(), label: "widget 1")
        let instance = WidgetInstance(config: config, displayName: "Stub", widget: AnyWidget(
            placeholder: { StubEntry(date: $0.date, label: "") },
            timeline: { _ in ErasedTimeline(entries: [], policy: .never) }, view: { _, _ in view }))
        let metrics = GridMetrics(device: .reference)
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: metrics.size(of: family), style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
        let context = WidgetContext(family: family, displaySize: metrics.displaySize(of: family))
        TileRenderer(palette: palette, metrics: metrics, liveDates: LiveDates())
            .draw(.entry(StubEntry(date: Date(), label: ""), stale: nil), of: instance, in: canvas.bounds, context: context,
                  canvas: &canvas, emphasis: .focusRing)
        return canvas.lines()
    }

    func chart(_ label: String, _ values: [Double]) -> Chart {
        Chart(values.enumerated().map { (Double($0.offset), $0.element) }) { LineMark(x: .value("Minute", $0.0), y: .value("Use", $0.1)) }
            .chartYAxis(unit: .percent).accessibilityLabel(label)
    }

    @Test func aLongSummaryIsWrappedWholeOverTheTilesBottomRows() {
        let shown = lines(VStack { Text("CPU"); chart("CPU over the last hour", [2, 40, 100, 100]) }, family: .medium)
        #expect(Array(shown.suffix(4)) == [
            "│                                         │",
            "│ CPU over the last hour: between 2% and  │",
            "│ 100%, last 100%, highest at 2.          │",
            "╰─────────────────────────────────────────╯",
        ])
    }

    /// A small tile gives its summary two rows of its eight, so its chart stays in sight: the sentence without its
    /// subject (the tile's heading), cut after a word.
    @Test func aSmallTilesSummaryTakesTwoRowsAndLeavesItsChartInSight() {
        let shown = lines(VStack { Text("CPU"); chart("CPU over the last hour", [2, 40, 100, 100]) }, family: .small)
        #expect(Array(shown.suffix(4)) == [
            "│                  │",
            "│ between 2% and   │",
            "│ 100%, last…      │",
            "╰──────────────────╯",
        ], "\(shown.joined(separator: "\n"))")
        // Rows of marks (braille dots, box-drawing rules) inside the border, above the caption.
        let chartRows = shown.dropFirst().dropLast(4).filter { line in
            line.unicodeScalars.dropFirst().dropLast().contains { (0x2800...0x28FF).contains($0.value) || (0x2500...0x259F).contains($0.value) }
        }
        #expect(chartRows.count >= 3, "the chart keeps its rows:\n\(shown.joined(separator: "\n"))")
    }

    @Test func everyChartOnATileGetsItsSummary() {
        let shown = lines(VStack { chart("CPU over the last hour", [2, 40, 100]); chart("Network over the last hour", [5, 5]) },
                          family: .large)
        #expect(Array(shown.suffix(6)) == [
            "│                                         │",
            "│ CPU over the last hour: between 2% and  │",
            "│ 100%, last 100%, highest at 2.          │",
            "│ Network over the last hour: steady at   │",
            "│ 5%.                                     │",
            "╰─────────────────────────────────────────╯",
        ])
    }
}
