import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// What a focused tile shows on its bottom edge is collected while it is drawn: each chart's summary and each view
/// read as one sentence (the weather's 5-day block), never its text, never a placeholder's.
@Suite struct ChartSummariesTests {
    func summaries(_ view: any View, redacted: Bool = false) -> [String] {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: 30, height: 12), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground, redacted: redacted)
        let summaries = Transcript()
        environment.chartSummaries = summaries
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return summaries.phrases
    }

    var view: some View {
        VStack(alignment: .leading) {
            Text("Disks")
            HStack { Text("Mon"); Text("2° to 9°") }.accessibilityLabel("Next 5 days: Mon 2° to 9°.")
            Text("● now").accessibilityLabel("")
            Chart { BarMark(x: .value("Used", 95), y: .value("Disk", "/home")) }.chartYAxis(unit: .percent).accessibilityLabel("In use")
        }
    }

    @Test func chartsAndLabelledViewsGiveTheirSentenceAndTextNothing() {
        #expect(summaries(view) == ["Next 5 days: Mon 2° to 9°.", "In use: /home 95%."], "a label of no words is skipped")
    }

    @Test func aPlaceholderGivesNone() {
        #expect(summaries(view, redacted: true).isEmpty)
    }
}
