/// Breaks text into lines of at most a number of cells, at spaces where it can.
///
/// Only a space (U+0020) is a break: a no-break space (U+00A0) keeps a number with its unit ("3 s", "2 min"),
/// and the canvas draws it as a space.
public enum TextWrap {
    /// Characters after which a word too long for a line breaks best, as in paths.
    private static let breakAfter: Set<Character> = [".", "-", "/", "_", ":", "@"]

    /// The lines, each no wider than `width`. A host name or web address starts a line of its own when it does not
    /// fit after the words before it, and is cut with "…" when it is wider than a line, never broken in two; another
    /// word wider than a line is broken after punctuation where it has some ("~/Documents/" / "notes.md"), else by
    /// grapheme.
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
            if pieceWidth > width, NetworkAddress.isAddress(piece) {
                lines.append(NetworkAddress.truncate(piece, toWidth: width))
                (current, currentWidth) = ("", 0)
                continue
            }
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
