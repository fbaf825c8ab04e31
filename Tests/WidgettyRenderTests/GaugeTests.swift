import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// A gauge: its labels above a bar filled in eighths of a cell, redacted as a band, in ASCII when asked.
@Suite struct GaugeTests {
    func render(_ view: any View, width: Int, height: Int, redacted: Bool = false, glyphs: GlyphStyle = .unicode) -> [String] {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground, redacted: redacted)
        environment.glyphs = glyphs
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return canvas.lines()
    }

    @Test func theLabelsSitAboveTheBarFilledToTheValue() {
        let gauge = Gauge(value: 50, in: 0...100, label: "CPU", currentValueLabel: "50%")
        #expect(render(gauge, width: 12, height: 2) == ["CPU      50%", "██████──────"])
        #expect(render(VStack { Gauge(value: 0.33); Text("after") }, width: 10, height: 2) == ["███▎──────", "  after"],
                "without labels a gauge is one row, its last cell an eighth block")
    }

    @Test func valuesOutsideTheRangeOrNotANumberDrawAtAnEnd() {
        #expect(render(Gauge(value: 7, in: 0...5), width: 4, height: 1) == ["████"])
        #expect(render(Gauge(value: -1), width: 4, height: 1) == ["────"])
        #expect(render(Gauge(value: .nan), width: 4, height: 1) == ["────"])
        #expect(render(Gauge(value: 1, in: 3...3), width: 4, height: 1) == ["────"], "an empty range fills nothing")
    }

    @Test func redactedItIsABandAndInASCIIHashesAndDashes() {
        let gauge = Gauge(value: 0.33, label: "Disk", currentValueLabel: "33%")
        #expect(render(gauge, width: 10, height: 2, redacted: true) == ["▆▆▆▆   ▆▆▆", "▆▆▆▆▆▆▆▆▆▆"])
        #expect(render(gauge, width: 10, height: 2, glyphs: .ascii) == ["Disk   33%", "###-------"])
    }

    @Test func theTintFillsTheBarAndTheTrackIsASeparator() {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: 4, height: 1), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        let environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
        ViewRenderer.render(Gauge(value: 0.5).tint(.red), in: canvas.bounds, canvas: &canvas, environment: environment)
        #expect(canvas[0, 0].style.foreground == palette.color(.red, over: palette.tileBackground))
        #expect(canvas[3, 0].style.foreground == palette.color(.separator, over: palette.tileBackground))
    }

    @Test func itsWordsAreTheLabelsOrTheShare() {
        func phrases(_ gauge: Gauge, height: Int = 2) -> [String] {
            let palette = Palette(scheme: .dark)
            var canvas = Canvas(size: Size(width: 12, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
            var environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
            let transcript = Transcript()
            environment.transcript = transcript
            ViewRenderer.render(gauge, in: canvas.bounds, canvas: &canvas, environment: environment)
            return transcript.phrases
        }
        #expect(phrases(Gauge(value: 0.42)) == ["42%"])
        #expect(phrases(Gauge(value: 0.42, label: "CPU", currentValueLabel: "42 %")) == ["CPU", "42 %"])
        #expect(phrases(Gauge(value: 0.42, label: "CPU")) == ["CPU", "42%"])
        #expect(phrases(Gauge(value: 0.42, label: "CPU", currentValueLabel: "42 %"), height: 1) == ["CPU 42 %"], "one row: the bar, and the labels in words")
    }
}
