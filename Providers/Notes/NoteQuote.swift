/// A line's block-quote marks: `>` (after up to three spaces, each maybe followed by one space), nested as `>>` or `> >`.
enum NoteQuote {
    /// The most quotes nested as blocks; deeper marks are read but drawn as this many (each nesting is a level
    /// of the view, and a line of thousands of `>` must not nest thousands deep).
    static let depthLimit = 8

    /// How many `>` marks open `line`, and the text after them (the line itself when none do). Each mark is read once,
    /// so a line of a hundred thousand `>` costs its length.
    static func split(_ line: Substring) -> (depth: Int, inner: Substring) {
        let text = String(line)
        var copy = text
        let (depth, start) = copy.withUTF8 { LineBytes(bytes: $0, range: 0..<$0.count, text: text).quoteMarks() }
        return (depth, line[line.utf8.index(line.startIndex, offsetBy: start)...])
    }

    /// An Obsidian callout's opening line, `[!todo] Title` (a `+` or `-` after the bracket folds it): its title,
    /// else its kind in capitals ("Todo"); nil for any other line.
    static func calloutTitle(_ inner: Substring) -> Substring? {
        guard inner.hasPrefix("[!"), let close = inner.firstIndex(of: "]") else { return nil }
        let kind = inner[inner.index(inner.startIndex, offsetBy: 2)..<close]
        guard !kind.isEmpty, kind.count <= 40, kind.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        let title = inner[inner.index(after: close)...].drop { $0 == "+" || $0 == "-" }.drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpace
        return title.isEmpty ? Substring(kind.prefix(1).uppercased() + kind.dropFirst().lowercased()) : title
    }
}
