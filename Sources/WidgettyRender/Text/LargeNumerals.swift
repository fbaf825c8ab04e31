/// A three-row font for digits and a few signs: heavy box-drawing strokes, so a number reads from across the room,
/// or seven-segment ASCII (`_` and `|`) where the glyph style is ASCII (the Linux console has no heavy strokes).
public enum LargeNumerals {
    /// Rows each large glyph takes.
    public static let height = 3

    /// Heavy strokes; the 1 a flag and a stem with no foot, as San Francisco draws it, so set in a digit's advance it
    /// touches no neighbour; the minus is a digit's width with the weight of its bars, so `−7` reads as one number, and the
    /// colon's dots are square half blocks (`▄` over `▀`), not strokes, so they never read as a 4's stubs (`╻ ╻`) beside them.
    private static let heavy: [Character: [String]] = [
        "0": ["┏━┓", "┃ ┃", "┗━┛"],
        "1": ["╺┓ ", " ┃ ", " ╹ "],
        "2": ["╺━┓", "┏━┛", "┗━╸"],
        "3": ["╺━┓", " ━┫", "╺━┛"],
        "4": ["╻ ╻", "┗━┫", "  ╹"],
        "5": ["┏━╸", "┗━┓", "╺━┛"],
        "6": ["┏━╸", "┣━┓", "┗━┛"],
        "7": ["╺━┓", "  ┃", "  ╹"],
        "8": ["┏━┓", "┣━┫", "┗━┛"],
        "9": ["┏━┓", "┗━┫", "╺━┛"],
        ":": ["▄", " ", "▀"],
        ".": [" ", " ", "."],
        "-": ["   ", "╺━╸", "   "],
        "−": ["   ", "╺━╸", "   "],
        "°": ["°", " ", " "],
        "%": [" ", " ", "%"],
        " ": [" ", " ", " "],
    ]

    /// Heavy strokes two columns wide, for a tile too narrow for the others (a small tile 13 or 14 columns wide): the same
    /// shapes with half the bars, always set a column apart, the colon a column clear on each side.
    private static let condensed: [Character: [String]] = [
        "0": ["┏┓", "┃┃", "┗┛"],
        "1": ["╺┓", " ┃", " ╹"],
        "2": ["╺┓", "┏┛", "┗╸"],
        "3": ["╺┓", "━┫", "╺┛"],
        "4": ["╻╻", "┗┫", " ╹"],
        "5": ["┏╸", "┗┓", "╺┛"],
        "6": ["┏╸", "┣┓", "┗┛"],
        "7": ["━┓", " ┃", " ╹"],
        "8": ["┏┓", "┣┫", "┗┛"],
        "9": ["┏┓", "┗┫", "╺┛"],
        ":": ["▄", " ", "▀"],
        ".": [" ", " ", "."],
        "-": ["  ", "╺╸", "  "],
        "−": ["  ", "╺╸", "  "],
        "°": ["°", " ", " "],
        "%": [" ", " ", "%"],
        " ": [" ", " ", " "],
    ]

    /// Seven segments in ASCII, each glyph as wide as its heavy twin.
    private static let ascii: [Character: [String]] = [
        "0": [" _ ", "| |", "|_|"],
        "1": ["   ", "  |", "  |"],
        "2": [" _ ", " _|", "|_ "],
        "3": [" _ ", " _|", " _|"],
        "4": ["   ", "|_|", "  |"],
        "5": [" _ ", "|_ ", " _|"],
        "6": [" _ ", "|_ ", "|_|"],
        "7": [" _ ", "  |", "  |"],
        "8": [" _ ", "|_|", "|_|"],
        "9": [" _ ", "|_|", " _|"],
        ":": [" ", ":", " "],
        ".": [" ", " ", "."],
        "-": ["   ", " _ ", "   "],
        "−": ["   ", " _ ", "   "],
        "°": ["°", " ", " "],
        "%": [" ", " ", "%"],
        " ": [" ", " ", " "],
    ]

    /// Whether every character of `text` has a large glyph.
    public static func canDraw(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { heavy[$0] != nil }
    }

    /// How far apart the glyphs are set, from the widest: the widest that fits is used. A colon always keeps a column
    /// clear on each side; where even `grouped` does not fit, the text is drawn in the next smaller style as a whole.
    public enum Spacing: CaseIterable, Sendable {
        /// Digits and colons one column apart, so a colon's dots stand clear of the strokes beside them.
        case open
        /// Colons one column clear of the digits, digits close: `04 : 00`, grouped as a clock's face groups them.
        case grouped
    }

    /// The rows that draw `text` set with `spacing` (three, or five when `tall`), in ASCII when `ascii`, two columns a
    /// digit when `condensed` (heavy strokes only).
    public static func rows(for text: String, spacing: Spacing = .open, ascii: Bool = false, tall: Bool = false,
                            condensed: Bool = false) -> [String] {
        let glyphs = condensed ? Self.condensed : tall ? (ascii ? tallASCII : tallHeavy) : (ascii ? Self.ascii : heavy)
        let height = tall ? tallHeight : height
        var rows = Array(repeating: "", count: height)
        var previous: Character?
        for character in text {
            guard let glyph = glyphs[character] else { continue }
            let gap = previous.map { isSetApart($0, character, spacing) } == true ? " " : ""
            for row in 0..<height { rows[row] += gap + glyph[row] }
            previous = character
        }
        return rows
    }

    /// Whether a column separates `first` and the `second` after it: the same for every digit, so each digit has one
    /// advance and the colon one gap on each side whatever the digits (tabular figures, as iOS sets a clock).
    private static func isSetApart(_ first: Character, _ second: Character, _ spacing: Spacing) -> Bool {
        switch spacing {
        case .open: (first.isNumber || first == ":") && (second.isNumber || second == ":")
        case .grouped: (first == ":" && second.isNumber) || (first.isNumber && second == ":")
        }
    }

    /// The text whose width picks the spacing of `text`: every digit a 0, and an hour of one digit given its second
    /// ("1:49" is measured as "00:00") unless `padsHour` is false, so every time a clock or a timer shows is set with the
    /// same spacing.
    public static func tabularShape(of text: String, padsHour: Bool = true) -> String {
        let zeros = String(text.map { $0.isNumber ? "0" : $0 })
        let hourOfOneDigit = zeros.prefix(while: { $0 == "0" }).count == 1 && zeros.dropFirst().first == ":"
        return hourOfOneDigit && padsHour ? "0" + zeros : zeros
    }

    /// Columns `text` takes in large numerals, or tall ones when `tall`, in ASCII when `ascii`, condensed when `condensed`.
    public static func width(of text: String, spacing: Spacing = .open, ascii: Bool = false, tall: Bool = false,
                             condensed: Bool = false) -> Int {
        GraphemeWidth.of(rows(for: text, spacing: spacing, ascii: ascii, tall: tall, condensed: condensed)[0])
    }
}
