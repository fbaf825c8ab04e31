import WidgettyKit
import WidgettyRender

/// What a focused tile's charts say, each in its one sentence: the summaries `render --plain` reads, shown while
/// the person is on the tile, so their point is read without decoding the plots.
///
/// Sentences that fit the tile's bottom edge whole go there, from its leading end and clear of a stack's page dots.
/// Longer ones, and a second chart's, are wrapped over the tile's bottom rows inside its border, on the tile's
/// fill with a blank row above them where there is room, each starting a row with its subject ("CPU over the last
/// hour: …"). They take at most a quarter of the tile's inside (two rows of a small or medium tile, five of a large
/// one), so the chart they speak of stays in sight: a sentence with more lines than its share is cut after a whole
/// word, with "…", a lone chart's without its subject first (`render --plain` reads them whole).
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
        let rows = min(tile.height - 3, max(2, (tile.height - 2) / 4))
        guard width >= 2, rows >= 1 else { return nil }
        let wrap = { (sentence: String) in TextWrap.lines(keepingUnits(sentence), width: width) }
        let wrapped = summaries.map(wrap)
        return .rows(zip(summaries, zip(wrapped, shares(of: wrapped.map(\.count), rows: rows))).flatMap { sentence, fitted -> [String] in
            var (lines, share) = fitted
            if share >= lines.count { return lines }
            guard share > 0 else { return [] }
            // A lone chart's sentence too long for its rows goes without its subject (the tile's heading names the
            // chart), then is cut; beside others it keeps the subject that tells them apart.
            if summaries.count == 1, let colon = sentence.firstRange(of: ": ") { lines = wrap(String(sentence[colon.upperBound...])) }
            if share >= lines.count { return lines }
            return Array(lines.prefix(share - 1)) + [cutAfterWord(lines[share - 1] + " " + lines[share], toWidth: width)]
        })
    }

    /// How many of `rows` each sentence of `lineCounts` lines gets: a row each first, in order, while rows are left;
    /// then what is left to each in turn, as far as it needs.
    static func shares(of lineCounts: [Int], rows: Int) -> [Int] {
        var shares = lineCounts.map { _ in 0 }, left = rows
        for index in lineCounts.indices where left > 0 && lineCounts[index] > 0 { (shares[index], left) = (1, left - 1) }
        for index in lineCounts.indices {
            let more = min(left, lineCounts[index] - shares[index])
            (shares[index], left) = (shares[index] + more, left - more)
        }
        return shares
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
