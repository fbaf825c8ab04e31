/// A three-row font for digits and a few signs: heavy box-drawing strokes, so a number reads from across the room,
/// or seven-segment ASCII (`_` and `|`) where the glyph style is ASCII (the Linux console has no heavy strokes).
public enum LargeNumerals {
    /// Rows each large glyph takes.
    public static let height = 3

    /// Heavy strokes; the minus is a digit's width with the weight of its bars, so `−7` reads as one number.
    private static let heavy: [Character: [String]] = [
        "0": ["┏━┓", "┃ ┃", "┗━┛"],
        "1": ["╺┓ ", " ┃ ", "╺┻╸"],
        "2": ["╺━┓", "┏━┛", "┗━╸"],
        "3": ["╺━┓", " ━┫", "╺━┛"],
        "4": ["╻ ╻", "┗━┫", "  ╹"],
        "5": ["┏━╸", "┗━┓", "╺━┛"],
        "6": ["┏━╸", "┣━┓", "┗━┛"],
        "7": ["╺━┓", "  ┃", "  ╹"],
        "8": ["┏━┓", "┣━┫", "┗━┛"],
        "9": ["┏━┓", "┗━┫", "╺━┛"],
        ":": [" ", ":", " "],
        ".": [" ", " ", "."],
        "-": ["   ", "╺━╸", "   "],
        "−": ["   ", "╺━╸", "   "],
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

    /// The three rows that draw `text`, in ASCII when `ascii`; digits are set one column apart unless `compact`.
    public static func rows(for text: String, compact: Bool = false, ascii: Bool = false) -> [String] {
        let glyphs = ascii ? Self.ascii : heavy
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

    /// Columns `text` takes in large numerals (the same in both styles).
    public static func width(of text: String, compact: Bool = false) -> Int {
        GraphemeWidth.of(rows(for: text, compact: compact)[0])
    }
}
