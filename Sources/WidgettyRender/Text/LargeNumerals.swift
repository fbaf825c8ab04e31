/// A three-row font of rounded box-drawing strokes for digits and a few signs.
public enum LargeNumerals {
    /// Rows each large glyph takes.
    public static let height = 3

    private static let glyphs: [Character: [String]] = [
        "0": ["╭─╮", "│ │", "╰─╯"],
        "1": ["╶┐ ", " │ ", "╶┴╴"],
        "2": ["╶─╮", "╭─╯", "╰─╴"],
        "3": ["╶─╮", " ─┤", "╶─╯"],
        "4": ["╷ ╷", "╰─┤", "  ╵"],
        "5": ["╭─╴", "╰─╮", "╶─╯"],
        "6": ["╭─╴", "├─╮", "╰─╯"],
        "7": ["╶─┐", "  │", "  ╵"],
        "8": ["╭─╮", "├─┤", "╰─╯"],
        "9": ["╭─╮", "╰─┤", "╶─╯"],
        ":": [" ", ":", " "],
        ".": [" ", " ", "."],
        "-": ["  ", "╶╴", "  "],
        "−": ["  ", "╶╴", "  "],
        "°": ["°", " ", " "],
        "%": [" ", " ", "%"],
        " ": [" ", " ", " "],
    ]

    /// Whether every character of `text` has a large glyph.
    public static func canDraw(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { glyphs[$0] != nil }
    }

    /// The three rows that draw `text`; digits are set one column apart unless `compact`.
    public static func rows(for text: String, compact: Bool = false) -> [String] {
        var rows = Array(repeating: "", count: height)
        var previousWasDigit = false
        for character in text {
            guard let glyph = glyphs[character] else { continue }
            let isDigit = character.isNumber
            let gap = previousWasDigit && isDigit && !compact ? " " : ""
            for row in 0..<height { rows[row] += gap + glyph[row] }
            previousWasDigit = isDigit
        }
        return rows
    }

    /// Columns `text` takes in large numerals.
    public static func width(of text: String, compact: Bool = false) -> Int {
        GraphemeWidth.of(rows(for: text, compact: compact)[0])
    }
}
