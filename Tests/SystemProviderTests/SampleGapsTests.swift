import Foundation
import Testing
@testable import SystemProvider

/// Where a series of samples has none for a while, the charts break their line instead of joining across.
@Suite struct SampleGapsTests {
    let start = Date(timeIntervalSince1970: 1_795_340_000)

    func points(atMinutes minutes: [Double]) -> [ChartPoint] {
        minutes.map { ChartPoint(date: start.addingTimeInterval($0 * 60), value: $0) }
    }

    @Test func aBreakStandsBetweenSamplesFurtherApartThanTheUsualSpacing() {
        let marked = SampleGaps.marked(points(atMinutes: [0, 1, 2, 3, 20, 21, 22]))
        #expect(marked.count == 8)
        #expect(marked[4].value.isNaN && marked[4].date == start.addingTimeInterval(11.5 * 60), "midway between minute 3 and 20")
        #expect(marked.filter { !$0.value.isNaN }.map(\.value) == [0, 1, 2, 3, 20, 21, 22], "every sample kept, in order")
    }

    @Test func evenlySpacedOrFewSamplesHaveNoBreak() {
        #expect(SampleGaps.marked(points(atMinutes: [0, 1, 2, 3, 4, 5])) == points(atMinutes: [0, 1, 2, 3, 4, 5]))
        #expect(SampleGaps.marked(points(atMinutes: [0, 1, 2, 3.5, 4, 5])) == points(atMinutes: [0, 1, 2, 3.5, 4, 5]),
                "a reload a little late is no gap")
        #expect(SampleGaps.marked(points(atMinutes: [0, 40])) == points(atMinutes: [0, 40]), "two samples have no usual spacing")
        #expect(SampleGaps.marked([]) == [])
    }
}
