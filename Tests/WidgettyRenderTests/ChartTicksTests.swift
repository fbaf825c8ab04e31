import Testing
import WidgettyKit
@testable import WidgettyRender

@Suite struct ChartTicksTests {
    /// The ticks' labels, so that steps read as people read them.
    func labels(_ low: Double, _ high: Double, count: Int = 5) -> [String] {
        ChartTicks.covering(low, high, count: count).values.map(CompactNumber.format)
    }

    @Test func ticksStepByOneTwoTwoAndAHalfOrFiveTimesAPowerOfTen() {
        #expect(labels(0, 10) == ["0", "2.5", "5", "7.5", "10"])
        #expect(labels(0, 7.4) == ["0", "2", "4", "6", "8"], "0, 2, 4… rather than 0, 3.7, 7.4")
        #expect(labels(3, 41) == ["0", "20", "40", "60"])
        #expect(labels(0, 100, count: 3) == ["0", "50", "100"])
        #expect(labels(0, 100, count: 2) == ["0", "100"])
    }

    @Test func negativeAndZeroCrossingRanges() {
        #expect(labels(-50, -10) == ["-50", "-40", "-30", "-20", "-10"])
        #expect(labels(-3, 7) == ["-5", "0", "5", "10"])
    }

    @Test func tinyAndHugeRanges() {
        #expect(labels(0, 0.003) == ["0", "0.001", "0.002", "0.003"])
        #expect(labels(0, 3.2e12) == ["0", "1T", "2T", "3T", "4T"])
        #expect(ChartTicks.covering(-1e308, 1e308, count: 5).values == [-1e308, 1e308], "a span beyond Double's range keeps the ends")
    }

    @Test func oneValueOrAllEqualValuesStandOnZero() {
        #expect(labels(42, 42) == ["0", "20", "40", "60"])
        #expect(labels(-3, -3) == ["-3", "-2", "-1", "0"])
        #expect(labels(0, 0) == ["0", "0.25", "0.5", "0.75", "1"])
    }

    @Test func nanAndInfinitiesFallBackToZeroToOne() {
        #expect(labels(.nan, 5) == ["0", "0.25", "0.5", "0.75", "1"])
        #expect(labels(-.infinity, .infinity, count: 3) == ["0", "0.5", "1"])
    }

    @Test func aFixedDomainKeepsItsEndsAndTheFamiliarTicksInside() {
        let ticks = ChartTicks.inside(0...100, count: 3)
        #expect(ticks.lower == 0 && ticks.upper == 100)
        #expect(ticks.values == [0, 50, 100])
        #expect(ChartTicks.inside(3...97, count: 3).values == [50], "only ticks inside the domain are drawn")
    }
}

@Suite struct ChartPrimitivesTests {
    @Test func aScaleRoundsClampsAndSaysWhatOverflows() {
        let scale = ChartScale(lower: 0, upper: 100, length: 8)
        #expect(scale.step(50, limit: 8) == (4, nil))
        #expect(scale.step(130, limit: 8) == (8, .above))
        #expect(scale.step(-1, limit: 8) == (0, .below))
        #expect(ChartScale(lower: 5, upper: 5, length: 8).step(5, limit: 8) == (4, nil), "a range of nothing puts values in the middle")
    }

    @Test func eighthBlocksFillFromTheBottomOrTheLeft() {
        #expect((0...8).map { EighthBlocks.block($0, along: .vertical) } == Array(" ▁▂▃▄▅▆▇█"))
        #expect((0...8).map { EighthBlocks.block($0, along: .horizontal) } == Array(" ▏▎▍▌▋▊▉█"))
        #expect(EighthBlocks.block(12, along: .vertical) == "█")
    }

    @Test func brailleDotsAreTwoAcrossAndFourDown() {
        var grid = DotGrid(columns: 2, rows: 1, braille: true)
        grid.line(from: (0, 3), to: (3, 0), owner: 1, ink: "*")
        #expect(String([grid.character(0, 0), grid.character(1, 0)]) == "⡠⠊")
        #expect(grid.owner(1, 0) == 1 && grid.isInked(0, 0))
        grid.fill(column: 0, from: 0, to: 3, owner: 0, ink: "#")
        #expect(grid.character(0, 0) == "⡧")
    }

    @Test func asciiGridsKeepALinesMarkOverTheFillBelow() {
        var grid = DotGrid(columns: 3, rows: 2, braille: false)
        grid.fill(column: 1, from: 0, to: 1, owner: 0, ink: "#")
        grid.set(1, 0, owner: 0, ink: "*")
        grid.fill(column: 1, from: 0, to: 1, owner: 0, ink: "#")
        #expect(String([grid.character(1, 0), grid.character(1, 1), grid.character(0, 0)]) == "*# ")
    }
}
