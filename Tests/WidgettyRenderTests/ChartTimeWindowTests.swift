import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// A chart spanning a window of time (`chartXScale(domain:)`): marks stand at their dates across the whole window,
/// the part with no samples stays empty, and a mark of no value breaks the line.
@Suite struct ChartTimeWindowTests {
    let palette = Palette(scheme: .dark)
    let now = Date(timeIntervalSince1970: 1_763_856_000)

    func render(_ chart: Chart, width: Int = 32, height: Int = 5) -> [String] {
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        let liveDates = LiveDates()
        liveDates.begin(now: now, timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.named("en_GB")!)
        let environment = RenderEnvironment(palette: palette, background: palette.tileBackground, liveDates: liveDates)
        ViewRenderer.render(chart, in: canvas.bounds, canvas: &canvas, environment: environment)
        return canvas.lines()
    }

    /// An area of CPU samples at `minutesAgo` before now (NaN for a break), on 0–100 % over the last hour.
    func lastHour(_ samples: [(minutesAgo: Double, value: Double)]) -> Chart {
        Chart(samples) { AreaMark(x: .value("Time", now.addingTimeInterval(-$0.minutesAgo * 60)), y: .value("CPU", $0.value)) }
            .chartYScale(domain: 0...100).chartYAxis(.hidden).chartXScale(domain: now.addingTimeInterval(-3600)...now)
    }

    /// The columns of the plot (rows above the labels) where anything is drawn but the gridlines.
    func inkedColumns(_ lines: [String]) -> [Int] {
        let plot = lines.dropLast().map(Array.init)
        return (0..<(plot.map(\.count).max() ?? 0)).filter { column in
            plot.contains { column < $0.count && !" ┈─".contains($0[column]) }
        }
    }

    @Test func aFirstSampleStandsAtNowOnTheRightNotAloneInTheMiddle() {
        let lines = render(lastHour([(0, 40)]))
        #expect(inkedColumns(lines) == [31], "\(lines.joined(separator: "\n"))")
        #expect(lines.last?.hasPrefix("23:00") == true && lines.last?.hasSuffix("00:00") == true,
                "the axis is the hour, whatever the samples cover: \(lines.last ?? "")")
    }

    @Test func samplesOfTheLastQuarterHourFillOnlyTheLastQuarter() {
        let lines = render(lastHour((0...15).map { (Double(15 - $0), 50) }))
        let inked = inkedColumns(lines)
        #expect(inked.first.map { $0 >= 23 } == true && inked.last == 31, "\(inked): \(lines.joined(separator: "\n"))")
    }

    @Test func aMarkOfNoValueLeavesAGapBetweenTheRunsBesideIt() {
        let before = (30...40).map { (Double($0), 60.0) }.reversed()
        let after = (0...10).map { (Double($0), 60.0) }.reversed()
        let lines = render(lastHour(Array(before) + [(20, .nan)] + Array(after)))
        let inked = Set(inkedColumns(lines))
        // 30 minutes ago is the middle of 32 cells (column 16), 10 minutes ago column 26: nothing between.
        #expect(inked.isDisjoint(with: 18...23), "nothing drawn across the gap: \(lines.joined(separator: "\n"))")
        #expect(inked.contains(12) && inked.contains(28))
    }

    @Test func theSummarySpeaksOfTheWindowOnly() {
        let chart = lastHour([(75, 99), (1, 10), (0, 20)]).accessibilityLabel("CPU over the last hour")
        let summary = ChartSummary.text(of: chart, timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.named("en_GB")!)
        #expect(!summary.contains("99"), "a sample from before the hour is not in it: \(summary)")
    }
}
