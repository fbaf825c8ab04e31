/// Breaks text into lines of at most a number of cells, at spaces where it can.
public enum TextWrap {
    /// Characters after which a word too long for a line breaks best, as in host names and paths.
    private static let breakAfter: Set<Character> = [".", "-", "/", "_", ":", "@"]

    /// The lines, each no wider than `width`; a word wider than a line is broken after
    /// punctuation where it has some ("api.open-meteo." / "com"), else by grapheme.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in TextSanitizer.clean(text).split(separator: " ") {
            var piece = String(word)
            var pieceWidth = GraphemeWidth.of(piece)
            if currentWidth > 0, currentWidth + 1 + pieceWidth <= width {
                current += " " + piece
                currentWidth += 1 + pieceWidth
                continue
            }
            if currentWidth > 0 { lines.append(current) }
            while pieceWidth > width {
                var head = "", headWidth = 0
                for character in piece {
                    let cells = GraphemeWidth.of(character)
                    if headWidth + cells > width { break }
                    head.append(character)
                    headWidth += cells
                }
                if head.isEmpty { return lines }
                if let cut = head.lastIndex(where: breakAfter.contains) {
                    head = String(head[...cut])
                    headWidth = GraphemeWidth.of(head)
                }
                lines.append(head)
                piece = String(piece.dropFirst(head.count))
                pieceWidth -= headWidth
            }
            current = piece
            currentWidth = pieceWidth
        }
        if currentWidth > 0 { lines.append(current) }
        return lines
    }
}
