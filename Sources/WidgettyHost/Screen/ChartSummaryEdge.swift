import WidgettyKit
import WidgettyRender

/// What a focused tile's chart says, in its one sentence, on the tile's bottom edge: the summary `render --plain`
/// reads, shown while the person is on the tile, so its point is read without decoding the plot.
///
/// It starts at the edge's leading end and stays left of a stack's page dots. A sentence longer than the edge
/// drops its label ("CPU over the last hour: "), which the tile's heading already says, then ends after the
/// last whole word that fits, with "…".
enum ChartSummaryEdge {
    /// Draws `summary` on the bottom edge of the tile at `frame`, left of `reserved`; false when not even a word fits.
    @discardableResult
    static func draw(_ summary: String, on frame: Rect, canvas: inout Canvas, environment: RenderEnvironment,
                     clearOf reserved: Rect? = nil) -> Bool {
        let start = frame.x + 2
        // The note and its two spaces stay inside the corners and a cell clear of the dots.
        let end = min(frame.maxX - 2, reserved.map { $0.x - 1 } ?? frame.maxX)
        guard let text = fitted(summary, toWidth: end - start - 2) else { return false }
        canvas.write(" \(text) ", x: start, y: frame.maxY - 1, style: environment.style(for: .secondaryLabel))
        return true
    }

    /// The summary whole when it fits `width` cells; else without its label; else cut after its last whole word
    /// that fits, with "…"; nil when no word fits.
    static func fitted(_ summary: String, toWidth width: Int) -> String? {
        guard width >= 2 else { return nil }
        if GraphemeWidth.of(summary) <= width { return summary }
        let sayings = summary.firstRange(of: ": ").map { String(summary[$0.upperBound...]) } ?? summary
        if GraphemeWidth.of(sayings) <= width { return sayings }
        var kept = TextTruncation.truncate(sayings, toWidth: width)
        kept.removeLast()
        // Back to the end of the last whole word, without the comma or semicolon that followed it.
        let nextIsSpace = sayings.dropFirst(kept.count).first == " "
        if !nextIsSpace, let space = kept.lastIndex(of: " ") { kept = String(kept[..<space]) }
        while let last = kept.last, " ,;:(".contains(last) { kept.removeLast() }
        return kept.isEmpty ? nil : kept + String(TextTruncation.ellipsis)
    }
}
