import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// Charts drawn into a canvas and compared with expected lines, as ratatui tests do.
@Suite struct ChartRenderingTests {
    let palette = Palette(scheme: .dark)
    let start = Date(timeIntervalSince1970: 1_763_856_000) // 2025-11-23 00:00 UTC

    func canvas(_ view: any View, width: Int, height: Int, glyphs: GlyphStyle = .unicode, redacted: Bool = false) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        let liveDates = LiveDates()
        liveDates.begin(now: start, timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.named("en_GB")!)
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground, redacted: redacted, liveDates: liveDates)
        environment.glyphs = glyphs
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return canvas
    }

    func render(_ view: any View, width: Int, height: Int, glyphs: GlyphStyle = .unicode, redacted: Bool = false) -> [String] {
        canvas(view, width: width, height: height, glyphs: glyphs, redacted: redacted).lines()
    }

    @Test func thePointerScrubsToTheSampleNearestItsColumnOnATimeAxis() {
        let scrubbed = { (column: Int) -> String in
            var canvas = Canvas(size: Size(width: 16, height: 6), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
            let liveDates = LiveDates()
            liveDates.begin(now: start, timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.named("en_GB")!)
            var environment = RenderEnvironment(palette: palette, background: palette.tileBackground, liveDates: liveDates)
            environment.chartScrub = .column(column)
            ViewRenderer.render(cpu, in: canvas.bounds, canvas: &canvas, environment: environment)
            return canvas.lines()[0]
        }
        #expect(scrubbed(0).contains("00:00 10%"))
        #expect(scrubbed(5).contains("00:15 60%"), "a sample between the ends, not the end nearer: \(scrubbed(5))")
        #expect(scrubbed(7).contains("00:20 40%"))
        #expect(scrubbed(10).contains("00:30 70%"))
    }

    func minutes(_ values: [Double]) -> [(Date, Double)] {
        values.enumerated().map { (start.addingTimeInterval(Double($0.offset) * 300), $0.element) }
    }

    var cpu: Chart {
        Chart(minutes([10, 30, 20, 60, 40, 80, 70])) { LineMark(x: .value("Time", $0.0), y: .value("CPU", $0.1)) }.chartYAxis(unit: .percent)
    }

    var cpuArea: Chart {
        Chart(minutes([10, 30, 20, 60, 40, 80, 70])) { AreaMark(x: .value("Time", $0.0), y: .value("CPU", $0.1)) }
            .chartYScale(domain: 0...100).chartYAxis(unit: .percent)
    }

    var steps: Chart {
        Chart([("Mon", 3.0), ("Tue", -2), ("Wed", 7.5), ("Thu", 5)]) { BarMark(x: .value("Day", $0.0), y: .value("Steps", $0.1)) }
    }

    @Test func aLineIsDrawnInBrailleWithValueLabelsTrailingAndTimesBelow() {
        #expect(render(cpu, width: 16, height: 6) == [
            "┈┈┈┈┈┈┈┈┈┈┈ 100%",
            "        ⡰⠑⠢",
            "┈┈┈┈⢀⠎⠢⡰⠁┈┈ 50%",
            " ⡠⠢⢄⠎",
            "⠊────────── 0%",
            "00:00 00:30",
        ])
    }

    /// A line over a light area (every other dot row), as the Charts chapter draws one: never a solid wall of ⣿.
    @Test func anAreaIsFilledDownToTheBaselineOfAFixedDomain() {
        let lines = render(cpuArea, width: 16, height: 6)
        #expect(!lines.joined().contains("⣿"), "a light area, not a solid one")
        #expect(lines == [
            "┈┈┈┈┈┈┈┈┈┈┈ 100%",
            "        ⣰⣓⣢",
            "┈┈┈┈⢀⣞⣢⣰⣓⣒⣒ 50%",
            " ⣠⣲⣄⣞⣒⣒⣒⣒⣒⣒",
            "⣚⣒⣒⣒⣒⣒⣒⣒⣒⣒⣒ 0%",
            "00:00 00:30",
        ])
    }

    @Test func pointsAreSingleDotsOverNumbers() {
        let chart = Chart([(1.0, 3.0), (2, 7), (3, 5), (4, 1)]) { PointMark(x: .value("x", $0.0), y: .value("y", $0.1)) }
        #expect(render(chart, width: 12, height: 5) == [
            "┈┈┈┈┈┈┈┈┈ 10",
            "┈┈┈⠁┈⢀┈┈┈ 5",
            "⠄",
            "────────⠐ 0",
            "1       4",
        ])
    }

    @Test func barsStandOnTheZeroBaselineAndNegativeOnesHangBelowIt() {
        #expect(render(steps, width: 20, height: 7) == [
            "┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ 10",
            "┈┈┈┈┈┈┈┈███┈┈┈┈┈┈ 5",
            "▂▂▂     ███ ████",
            "███─────███─████─ 0",
            "    ▂▂▂",
            "┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈ -5",
            "Mon Tue Wed Thu",
        ])
        // Tuesday's -2 fills the top six eighths of its cell: the two below are drawn in the tile's color over the bar's.
        let tuesday = canvas(steps, width: 20, height: 7)[4, 4]
        #expect(tuesday.style.foreground == palette.tileBackground)
        #expect(tuesday.style.background == palette.color(.tint, over: palette.tileBackground))
    }

    @Test func seriesStackWithALegend() {
        let chart = Chart {
            for (day, user, system) in [("M", 2.0, 1.0), ("T", 3, 3), ("W", 1, 4)] {
                BarMark(x: .value("Day", day), y: .value("Load", user)).foregroundStyle(by: .value("Kind", "user"))
                BarMark(x: .value("Day", day), y: .value("Load", system)).foregroundStyle(by: .value("Kind", "system"))
            }
        }
        let drawn = canvas(chart, width: 16, height: 7)
        #expect(drawn.lines() == [
            "┈┈┈┈┈┈┈┈┈┈┈┈┈ 10",
            "",
            "┈┈┈┈███┈▄▄▄▄┈ 5",
            "▄▄▄ ▄▄▄ ████",
            "███─███─▄▄▄▄─ 0",
            " M   T   W",
            "● user  ● system",
        ])
        let (blue, green) = (palette.color(.blue, over: palette.tileBackground), palette.color(.green, over: palette.tileBackground))
        #expect(drawn[4, 3].style.foreground == blue && drawn[4, 3].style.background == green, "Tuesday: user's top half under system's")
        #expect(drawn[0, 6].style.foreground == blue && drawn[8, 6].style.foreground == green)
    }

    @Test func valuesBeyondAFixedDomainAreClippedAndMarked() {
        let chart = Chart(minutes([50, 130, 80, -20, 60])) { BarMark(x: .value("Time", $0.0), y: .value("CPU", $0.1)) }.chartYScale(domain: 0...100)
        #expect(render(chart, width: 20, height: 6) == [
            "┈┈┈▲▲┈┈┈┈┈┈┈┈┈┈┈ 100",
            "   ██ ██",
            "▄▄┈██┈██┈┈┈┈███┈ 50",
            "██ ██ ██    ███",
            "██─██─██─▼▼─███─ 0",
            "00:00      00:20",
        ])
    }

    @Test func horizontalBarsTakeARowEachWithTheirValue() {
        let chart = Chart {
            BarMark(x: .value("Used", 72), y: .value("Disk", "/"))
            BarMark(x: .value("Used", -10), y: .value("Disk", "/tmp"))
            BarMark(x: .value("Used", 130), y: .value("Disk", "/mnt"))
        }.chartYScale(domain: -20...100).chartYAxis(unit: .percent)
        #expect(render(chart, width: 22, height: 3) == [
            "/      ███████▎    72%",
            "/tmp  █           -10%",
            "/mnt   █████████▶ 130%",
        ])
    }

    @Test func nanAndInfinitiesAreSkippedLeavingGaps() {
        let chart = Chart(minutes([10, 20, .nan, 30, .infinity, 20, 10])) { LineMark(x: .value("Time", $0.0), y: .value("CPU", $0.1)) }
        #expect(render(chart, width: 16, height: 5) == [
            "┈┈┈┈┈┈⠈┈┈┈┈┈┈ 30",
            "┈┈⡀┈┈┈┈┈┈┈⢀┈┈ 20",
            " ⡰⠁        ⢣",
            "⡰⠁┈┈┈┈┈┈┈┈┈┈⢣ 10",
            "00:00   00:30",
        ])
    }

    @Test func aSinglePointStandsOnAnAxisFromZeroAndNoDataSaysSo() {
        #expect(render(Chart { LineMark(x: .value("x", 1), y: .value("y", 5)) }, width: 16, height: 5) == [
            "┈┈┈┈┈⠈┈┈┈┈┈┈ 5",
            "┈┈┈┈┈┈┈┈┈┈┈┈ 2.5",
            "",
            "──────────── 0",
            "           1",
        ])
        #expect(render(Chart { LineMark(x: .value("x", 1), y: .value("y", Double.nan)) }, width: 16, height: 3) == ["", "    No data", ""])
    }

    @Test func asciiGlyphsStillRead() {
        #expect(render(cpuArea, width: 16, height: 6, glyphs: .ascii) == [
            "........... 100%",
            "        ***",
            "....****### 50%",
            " ***#######",
            "*########## 0%",
            "00:00 00:30",
        ])
        #expect(render(steps, width: 20, height: 7, glyphs: .ascii) == [
            "................. 10",
            "........###...... 5",
            "        ### ####",
            "###-----###-####- 0",
            "    ###",
            "................. -5",
            "Mon Tue Wed Thu",
        ])
    }

    @Test func aThresholdRuleAndASelectedPointWithItsValue() {
        let chart = Chart {
            for (date, value) in minutes([10, 30, 20, 60]) { LineMark(x: .value("Time", date), y: .value("CPU", value)) }
            RuleMark(y: .value("Limit", 50))
        }.chartXSelection(value: .date(start.addingTimeInterval(600)))
        #expect(render(chart, width: 18, height: 6) == [
            "┈00:10 20│┈┈┈┈ 100",
            "         │",
            "╌╌╌╌╌╌╌╌╌╌╌⢀⠤⠊ 50",
            "  ⣀⠤⠒⠒⠤⠤⣀⡠⠒⠁",
            "⠒⠉───────│──── 0",
            "00:00    00:15",
        ])
    }

    @Test func aPlaceholderIsANeutralBand() {
        #expect(render(cpu, width: 16, height: 4, redacted: true) == ["", "", "", "▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂▂"])
    }

    @Test func aChartTakesTheSpaceItIsOffered() {
        let environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
        #expect(ViewRenderer.size(of: cpu, proposal: ProposedSize(width: 40, height: 10), environment: environment) == Size(width: 40, height: 10))
        #expect(ViewRenderer.size(of: cpu, proposal: .unspecified, environment: environment) == Size(width: 20, height: 5))
    }
}
