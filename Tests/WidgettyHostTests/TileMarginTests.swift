import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// A widget's view chooses the tile's margin: the standard 16 pt unless it asks for the tight 8 pt, never less than
/// a cell inside the border.
@Suite struct TileMarginTests {
    func lines(_ view: any View) -> [String] {
        let config = WidgetConfig(kind: "stub", family: .small, settings: WidgetSettings(), label: "widget 1")
        let instance = WidgetInstance(config: config, displayName: "Stub", widget: AnyWidget(
            placeholder: { StubEntry(date: $0.date, label: "") },
            timeline: { _ in ErasedTimeline(entries: [], policy: .never) }, view: { _, _ in view }))
        let metrics = GridMetrics(device: .reference)
        let size = metrics.size(of: .small)
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: size, style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
        let context = WidgetContext(family: .small, displaySize: metrics.displaySize(of: .small))
        TileRenderer(palette: palette, metrics: metrics, liveDates: LiveDates())
            .draw(.entry(StubEntry(date: Date(), label: ""), stale: nil), of: instance, in: canvas.bounds, context: context, canvas: &canvas)
        return canvas.lines()
    }

    @Test func theStandardMarginLeavesAColumnInsideTheBorder() {
        #expect(lines(Text("━━")).dropFirst().first == "│ ━━               │")
    }

    /// 8 pt is about one column, the border's own: the margin still leaves a blank cell inside it.
    @Test func theTightMarginStillLeavesACellInsideTheBorder() {
        #expect(lines(Text("━━").tileMargin(.tight)).dropFirst().first == "│ ━━               │")
    }
}
