import Foundation
import Testing
import WidgettyKit

/// Each kind of mark described in words, as a screen reader or `render --plain` reads the chart.
@Suite struct ChartSummaryTests {
    let utc = ZoneDatabase.system.zone(named: "UTC")!
    let english = DateLocale.named("en_GB")!
    let start = Date(timeIntervalSince1970: 1_763_856_000) // 2025-11-23 00:00 UTC

    func minutes(_ values: [Double]) -> [(Date, Double)] {
        values.enumerated().map { (start.addingTimeInterval(Double($0.offset) * 300), $0.element) }
    }

    func text(_ chart: Chart) -> String { ChartSummary.text(of: chart, timeZone: utc, locale: english) }

    @Test func aLineSaysItsRangeItsLatestValueAndWhenItPeaked() {
        let chart = Chart(minutes([12, 41, 3, 12])) { LineMark(x: .value("Time", $0.0), y: .value("CPU", $0.1)) }
            .chartYAxis(unit: .percent).accessibilityLabel("CPU over the last hour")
        #expect(text(chart) == "CPU over the last hour: between 3% and 41%, now 12%, highest at 00:05.")
    }

    @Test func anAreaOverNumbersSaysLastRatherThanNow() {
        let chart = Chart([(1.0, 5.0), (2, 9), (3, 7)]) { AreaMark(x: .value("Run", $0.0), y: .value("Speed", $0.1)) }
            .accessibilityLabel("Speed")
        #expect(text(chart) == "Speed: between 5 and 9, last 7, highest at 2.")
    }

    @Test func pointsOfSeveralSeriesAreDescribedInTurn() {
        let chart = Chart {
            for (date, value) in minutes([1, 2]) { PointMark(x: .value("Time", date), y: .value("Load", value)).foregroundStyle(by: .value("Kind", "user")) }
            for (date, value) in minutes([4, 4]) { PointMark(x: .value("Time", date), y: .value("Load", value)).foregroundStyle(by: .value("Kind", "system")) }
        }.accessibilityLabel("Load")
        #expect(text(chart) == "Load: user between 1 and 2, now 2, highest at 00:05; system steady at 4.")
    }

    @Test func barsOfCategoriesListTheirValuesAndRulesTheirThreshold() {
        let chart = Chart {
            BarMark(x: .value("Used", 72), y: .value("Disk", "/"))
            BarMark(x: .value("Used", 95), y: .value("Disk", "/home"))
            RuleMark(y: .value("Warning", 90))
        }.chartYAxis(unit: .percent).accessibilityLabel("Disks")
        #expect(text(chart) == "Disks: / 72%, /home 95%. Warning at 90%.")
    }

    @Test func aSingleValueValuesBeyondAFixedScaleAndNoDataAreSaid() {
        let one = Chart { LineMark(x: .value("Time", start), y: .value("CPU", 7)) }.chartYAxis(unit: .percent).accessibilityLabel("CPU")
        #expect(text(one) == "CPU: 7% at 00:00.")
        let clipped = Chart(minutes([50, 130, .nan, 20])) { LineMark(x: .value("Time", $0.0), y: .value("CPU", $0.1)) }
            .chartYScale(domain: 0...100).chartYAxis(unit: .percent).accessibilityLabel("CPU")
        #expect(text(clipped) == "CPU: between 20% and 130%, now 20%, highest at 00:05. 1 value lies beyond the scale of 0% to 100%.")
        let empty = Chart(minutes([.nan, .infinity])) { LineMark(x: .value("Time", $0.0), y: .value("CPU", $0.1)) }.accessibilityLabel("CPU")
        #expect(text(empty) == "CPU: no data.")
    }
}
