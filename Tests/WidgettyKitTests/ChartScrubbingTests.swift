import Foundation
import Testing
import WidgettyKit

@Suite struct ChartScrubbingTests {
    let start = Date(timeIntervalSince1970: 1_763_856_000)

    var chart: Chart {
        Chart([(2.0, 5.0), (0, 1), (1, .nan), (3, 2)]) { LineMark(x: .value("x", $0.0), y: .value("y", $0.1)) }
    }

    @Test func scrubbingStepsThroughPlottedPositionsInOrderAndStopsAtTheEnds() {
        #expect(chart.positions == [.number(0), .number(2), .number(3)], "sorted by x, the NaN point left out")
        #expect(chart.selection(movedBy: -1, from: nil) == .number(3), "a scrub starts at the latest value")
        #expect(chart.selection(movedBy: -1, from: .number(3)) == .number(2))
        #expect(chart.selection(movedBy: -5, from: .number(2)) == .number(0))
        #expect(chart.selection(movedBy: 1, from: .number(3)) == .number(3))
        #expect(chart.selection(movedBy: 1, from: .number(1)) == .number(3), "a selection no longer plotted starts again at the latest")
    }

    @Test func categoriesKeepTheirOrderAndAnEmptyChartSelectsNothing() {
        let bars = Chart { BarMark(x: .value("Day", "Tue"), y: .value("n", 1)); BarMark(x: .value("Day", "Mon"), y: .value("n", 2)) }
        #expect(bars.selection(movedBy: -1, from: .category("Mon")) == .category("Tue"))
        #expect(Chart { LineMark(x: .value("x", 1), y: .value("y", Double.nan)) }.selection(movedBy: 1, from: nil) == nil)
    }
}
