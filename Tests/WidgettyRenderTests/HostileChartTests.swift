import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// Charts of extreme values in every kind of mark, at every small size: nothing traps and nothing is drawn outside the chart.
@Suite struct HostileChartTests {
    static let values: [Double] = [0, -0.0, 5, -5, 1e308, -1e308, .nan, .infinity, -.infinity, Double.leastNonzeroMagnitude * 2000, 3.5e15]

    func charts() -> [Chart] {
        let start = Date(timeIntervalSince1970: 1_795_340_000)
        let dated = Self.values.enumerated().map { (start.addingTimeInterval(Double($0.offset) * 60), $0.element) }
        let lines = Chart(dated) { LineMark(x: .value("t", $0.0), y: .value("v", $0.1)) }
        let areas = Chart(dated) { AreaMark(x: .value("t", $0.0), y: .value("v", $0.1)).foregroundStyle(by: .value("s", "a")) }
        let points = Chart(Self.values.indices) { PointMark(x: .value("x", Self.values[$0]), y: .value("y", Self.values[($0 + 3) % Self.values.count])) }
        let bars = Chart(Self.values.indices) { BarMark(x: .value("x", "c\($0 % 4)"), y: .value("y", Self.values[$0])).foregroundStyle(by: .value("s", "\($0 % 3)")) }
        let across = Chart(Self.values.indices) { BarMark(x: .value("x", Self.values[$0]), y: .value("y", "row \($0 % 5)")) }
        let rules = Chart {
            RuleMark(y: .value("r", Double.nan)); RuleMark(y: .value("r", 1e308)); RuleMark(x: .value("r", Double.infinity))
            LineMark(x: .value("x", 1), y: .value("y", 2))
        }.chartXSelection(value: .number(.nan))
        return [lines, areas, points, bars, across, rules].flatMap { chart in
            [chart, chart.chartYScale(domain: 5...5), chart.chartYScale(domain: -1e308...1e308), chart.chartYScale(domain: 0...100)]
        }
    }

    @Test func extremeValuesNeverTrapOrDrawOutsideTheChart() {
        let palette = Palette(scheme: .dark)
        let blank = CellStyle(foreground: palette.tileBackground, background: palette.tileBackground)
        for chart in charts() {
            for width in [0, 1, 2, 5, 12] {
                for height in [0, 1, 2, 4, 8] {
                    for glyphs in [GlyphStyle.unicode, .ascii] {
                        var canvas = Canvas(size: Size(width: 16, height: 10), style: blank)
                        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
                        environment.glyphs = glyphs
                        let rect = Rect(x: 2, y: 1, width: width, height: height)
                        ViewRenderer.render(chart, in: rect, canvas: &canvas, environment: environment)
                        for y in 0..<canvas.size.height {
                            for x in 0..<canvas.size.width where !rect.contains(x: x, y: y) {
                                #expect(canvas[x, y] == .blank(blank), "\(width)x\(height) drew at \(x),\(y)")
                            }
                        }
                    }
                }
            }
            #expect(!ChartSummary.text(of: chart, timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english).isEmpty)
        }
    }

    @Test func extremeValuesAreDescribedInAFewCharacters() {
        let chart = Chart([(1.0, 1e308), (2, -1e308), (3, .nan), (4, .infinity)]) { LineMark(x: .value("x", $0.0), y: .value("y", $0.1)) }
            .chartYAxis(unit: .bytes).accessibilityLabel("Size")
        let text = ChartSummary.text(of: chart, timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
        #expect(text == "Size: between -1.0e308 B and 1.0e308 B, last -1.0e308 B, highest at 1.", "\(text.count) characters")
    }

    @Test func endsFartherApartThanTheLargestDoubleStillPlaceValuesBetweenThem() {
        #expect(axisFraction(of: 0, from: -1e308, to: 1e308) == 0.5)
        #expect(axisFraction(of: 1e308, from: -1e308, to: 1e308) == 1)
        #expect(axisFraction(of: -1e308, from: -1e308, to: 1e308) == 0)
        #expect(axisFraction(of: 5, from: 0, to: 10) == 0.5)
        #expect(axisFraction(of: 1, from: 2, to: 2) == nil)
        #expect(axisFraction(of: .nan, from: 0, to: 1) == nil)
        let scale = ChartScale(lower: -Double.greatestFiniteMagnitude, upper: .greatestFiniteMagnitude, length: 81)
        #expect(scale.step(0, limit: 80).step == 40)
        #expect(scale.step(.greatestFiniteMagnitude, limit: 80).step == 80)
        #expect(scale.step(-1e308, limit: 80).step == 18)
    }

    @Test func barsOfPlusAndMinus1e308AreDrawnUpAndDownFromTheMiddle() {
        let palette = Palette(scheme: .dark)
        let blank = CellStyle(foreground: palette.tileBackground, background: palette.tileBackground)
        let bars = Chart([("up", 1e308), ("down", -1e308)]) { BarMark(x: .value("x", $0.0), y: .value("y", $0.1)) }
            .chartYAxis(.hidden).chartXAxis(.hidden)
        var canvas = Canvas(size: Size(width: 4, height: 10), style: blank)
        ViewRenderer.render(bars, in: canvas.bounds, canvas: &canvas, environment: RenderEnvironment(palette: palette, background: palette.tileBackground))
        let lines = canvas.lines()
        let column = { (x: Int) in lines.map { x < Array($0).count && Array($0)[x] == "█" ? "#" : " " }.joined() }
        // Before, the span's overflow put every value in the middle: no bar at all.
        #expect(column(0) == "#####     ", "\(lines)")
        #expect(column(3) == "     #####", "\(lines)")
    }
}
