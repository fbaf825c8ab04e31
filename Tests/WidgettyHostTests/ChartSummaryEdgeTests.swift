import Testing
@testable import WidgettyHost

/// A focused chart's summary fitted to its tile's bottom edge: whole, without its label, or cut after a whole word.
@Suite struct ChartSummaryEdgeTests {
    let summary = "CPU over the last hour: between 3% and 41%, now 12%, highest at 14:05."

    @Test func wholeWhenItFits() {
        #expect(ChartSummaryEdge.fitted(summary, toWidth: 80) == summary)
    }

    @Test func withoutItsLabelWhenOnlyTheSayingFits() {
        #expect(ChartSummaryEdge.fitted(summary, toWidth: 50) == "between 3% and 41%, now 12%, highest at 14:05.")
    }

    @Test func cutAfterAWholeWordWithoutTheCommaThatFollowed() {
        #expect(ChartSummaryEdge.fitted(summary, toWidth: 30) == "between 3% and 41%, now 12%…")
        #expect(ChartSummaryEdge.fitted(summary, toWidth: 22) == "between 3% and 41%…")
        #expect(ChartSummaryEdge.fitted(summary, toWidth: 12) == "between 3%…")
    }

    @Test func aSingleLongWordIsCutWhereItMustAndNoRoomGivesNothing() {
        #expect(ChartSummaryEdge.fitted("Temperatures: unbelievablyhot", toWidth: 8) == "unbelie…")
        #expect(ChartSummaryEdge.fitted(summary, toWidth: 1) == nil)
    }
}
