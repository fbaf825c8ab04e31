import Testing
import WidgettyRender
@testable import WidgettyHost

/// A focused chart's summaries placed on its tile: on the bottom edge when they fit it whole, else wrapped whole over
/// the tile's bottom rows, each with its subject.
@Suite struct ChartSummaryCaptionTests {
    let summary = "CPU over the last hour: between 3% and 41%, now 12%, highest at 14:05."

    @Test func onTheEdgeWhenItFitsWhole() {
        #expect(ChartSummaryCaption.placement(of: [summary], edgeWidth: 80, tile: Size(width: 84, height: 10)) == .edge(summary))
    }

    @Test func wrappedWholeWithItsSubjectWhenTheEdgeIsShort() {
        #expect(ChartSummaryCaption.placement(of: [summary], edgeWidth: 35, tile: Size(width: 41, height: 10)) == .rows([
            "CPU over the last hour: between 3%",
            "and 41%, now 12%, highest at 14:05.",
        ]))
    }

    @Test func everyChartsSentenceStartsALineOfItsOwn() {
        let network = "Network over the last hour: steady at 0 B/s, now 2 kB/s."
        #expect(ChartSummaryCaption.placement(of: [summary, network], edgeWidth: 100, tile: Size(width: 60, height: 22)) == .rows([
            "CPU over the last hour: between 3% and 41%, now 12%,",
            "highest at 14:05.",
            "Network over the last hour: steady at 0\u{A0}B/s, now 2\u{A0}kB/s.",
        ]), "a number and its unit stay together")
        #expect(ChartSummaryCaption.keepingUnits("now 30 kB/s, at 9:20 AM; 3% and") == "now 30\u{A0}kB/s, at 9:20\u{A0}AM; 3% and")
    }

    /// A small or medium tile (ten rows) gives its summaries two rows, a large one (22) five: the chart stays in sight.
    /// A sentence longer than its share is cut after a word, a lone chart's without its subject (the tile's heading
    /// names it); each chart still starts a row of its own.
    @Test func theSummariesTakeAQuarterOfTheTileAtMostSoTheChartStaysInSight() {
        #expect(ChartSummaryCaption.placement(of: [summary], edgeWidth: 14, tile: Size(width: 20, height: 10)) == .rows([
            "between 3% and", "41%, now 12%…",
        ]), "a small tile: two rows of its eight")
        let memory = "In use: Memory 3%, / 36%."
        #expect(ChartSummaryCaption.placement(of: [summary, memory], edgeWidth: 35, tile: Size(width: 43, height: 10)) == .rows([
            "CPU over the last hour: between 3% and…", memory,
        ]), "a medium tile: a row for each chart, each with its subject")
        let large = ChartSummaryCaption.placement(of: [summary, summary, summary], edgeWidth: 35, tile: Size(width: 43, height: 22))
        #expect(large.map { if case .rows(let lines) = $0 { lines.count } else { 0 } } == 5, "a large tile: five rows of its twenty")
        #expect(ChartSummaryCaption.shares(of: [3, 1, 2], rows: 5) == [3, 1, 1] && ChartSummaryCaption.shares(of: [4, 4, 4], rows: 2) == [1, 1, 0])
    }

    @Test func aTileTooShortForTheSentenceCutsItsLastRowAndNoRoomGivesNothing() {
        #expect(ChartSummaryCaption.placement(of: [summary], edgeWidth: 10, tile: Size(width: 20, height: 5)) == .rows([
            "between 3% and", "41%, now 12%…",
        ]))
        #expect(ChartSummaryCaption.placement(of: [summary], edgeWidth: 0, tile: Size(width: 5, height: 3)) == nil)
        #expect(ChartSummaryCaption.placement(of: [], edgeWidth: 80, tile: Size(width: 84, height: 10)) == nil)
    }
}
