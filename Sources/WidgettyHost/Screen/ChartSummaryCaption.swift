import WidgettyKit
import WidgettyRender

/// What a focused tile's charts say, each in its one sentence: the summaries `render --plain` reads, shown while
/// the person is on the tile, so their point is read without decoding the plots.
///
/// Sentences that fit the tile's bottom edge whole go there, from its leading end and clear of a stack's page dots.
/// Longer ones, and a second chart's, are wrapped over the tile's bottom rows inside its border, on the tile's
/// fill with a blank row above them where there is room, each whole with its subject ("CPU over the last hour: …");
/// only a tile with too few rows for them cuts the last row after a whole word, with "…".
enum ChartSummaryCaption {
    /// Where the sentences go on a tile.
    enum Placement: Equatable {
        /// On the bottom edge, as one line.
        case edge(String)
        /// Over the bottom rows inside the border, top to bottom.
        case rows([String])
    }

    /// Draws `summaries` on the tile at `frame`, the edge's line left of `reserved`; true when they took the bottom edge.
    @discardableResult
    static func draw(_ summaries: [String], on frame: Rect, canvas: inout Canvas, environment: RenderEnvironment,
                     clearOf reserved: Rect? = nil) -> Bool {
        let start = frame.x + 2
        // The edge's line and its two spaces stay inside the corners and a cell clear of the dots.
        let end = min(frame.maxX - 2, reserved.map { $0.x - 1 } ?? frame.maxX)
        let style = environment.style(for: .secondaryLabel)
        switch placement(of: summaries, edgeWidth: end - start - 2, tile: frame.size) {
        case .edge(let line):
            canvas.write(" \(line) ", x: start, y: frame.maxY - 1, style: style)
            return true
        case .rows(let lines):
            let blank = lines.count < frame.height - 3 ? 1 : 0
            let top = frame.maxY - 1 - lines.count
            canvas.fill(Rect(x: frame.x + 1, y: top - blank, width: frame.width - 2, height: lines.count + blank),
                        style: style)
            for (row, line) in lines.enumerated() { canvas.write(line, x: start, y: top + row, style: style) }
            return false
        case nil:
            return false
        }
    }

    /// The edge when the sentences fit it whole, one after the other; else their lines wrapped to the tile's inside
    /// (two cells in from each side), below its first row; nil when there is no summary or no room.
    static func placement(of summaries: [String], edgeWidth: Int, tile: Size) -> Placement? {
        guard !summaries.isEmpty else { return nil }
        let joined = summaries.joined(separator: " ")
        if GraphemeWidth.of(joined) <= edgeWidth { return .edge(joined) }
        let width = tile.width - 4
        let rows = tile.height - 3
        guard width >= 2, rows >= 1 else { return nil }
        var lines = summaries.flatMap { TextWrap.lines(keepingUnits($0), width: width) }
        if lines.count > rows {
            let kept = lines[rows - 1] + " " + lines[rows]
            lines = Array(lines.prefix(rows - 1)) + [cutAfterWord(kept, toWidth: width)]
        }
        return .rows(lines)
    }

    /// `text` with a no-break space between a number and the word after it, so a line never ends in "30" with "kB/s"
    /// or "AM" starting the next (the transcript's sentences have plain spaces).
    static func keepingUnits(_ text: String) -> String {
        let characters = Array(text)
        return String(characters.indices.map { index in
            let glues = characters[index] == " " && index > 0 && index + 1 < characters.count
                && characters[index - 1].isNumber && characters[index + 1].isLetter
            return glues ? "\u{A0}" : characters[index]
        })
    }

    /// `text` cut after its last whole word that fits `width` with "…", without the comma or colon that followed it.
    private static func cutAfterWord(_ text: String, toWidth width: Int) -> String {
        var kept = TextTruncation.truncate(text, toWidth: width)
        guard kept != text else { return text }
        kept.removeLast()
        let nextIsSpace = text.dropFirst(kept.count).first == " "
        if !nextIsSpace, let space = kept.lastIndex(of: " ") { kept = String(kept[..<space]) }
        while let last = kept.last, " ,;:(".contains(last) { kept.removeLast() }
        return kept + String(TextTruncation.ellipsis)
    }
}
