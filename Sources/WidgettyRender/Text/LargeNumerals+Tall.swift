extension LargeNumerals {
    /// Rows each tall glyph takes (a medium timer's countdown).
    public static let tallHeight = 5

    /// Heavy strokes five rows tall and five columns wide: the three-row glyphs' shapes with longer bars, so a
    /// countdown fills a medium tile as a timer's numerals fill iOS's; the colon's square dots sit on its second and fourth rows.
    static let tallHeavy: [Character: [String]] = [
        "0": ["┏━━━┓", "┃   ┃", "┃   ┃", "┃   ┃", "┗━━━┛"],
        "1": ["╺━┓  ", "  ┃  ", "  ┃  ", "  ┃  ", "  ╹  "],
        "2": ["╺━━━┓", "    ┃", "┏━━━┛", "┃    ", "┗━━━╸"],
        "3": ["╺━━━┓", "    ┃", " ━━━┫", "    ┃", "╺━━━┛"],
        "4": ["╻   ╻", "┃   ┃", "┗━━━┫", "    ┃", "    ╹"],
        "5": ["┏━━━╸", "┃    ", "┗━━━┓", "    ┃", "╺━━━┛"],
        "6": ["┏━━━╸", "┃    ", "┣━━━┓", "┃   ┃", "┗━━━┛"],
        "7": ["╺━━━┓", "    ┃", "    ┃", "    ┃", "    ╹"],
        "8": ["┏━━━┓", "┃   ┃", "┣━━━┫", "┃   ┃", "┗━━━┛"],
        "9": ["┏━━━┓", "┃   ┃", "┗━━━┫", "    ┃", "╺━━━┛"],
        ":": [" ", "▄", " ", "▀", " "],
        ".": [" ", " ", " ", " ", "."],
        "-": ["     ", "     ", "╺━━━╸", "     ", "     "],
        "−": ["     ", "     ", "╺━━━╸", "     ", "     "],
        "°": ["°", " ", " ", " ", " "],
        "%": [" ", " ", " ", " ", "%"],
        " ": [" ", " ", " ", " ", " "],
    ]

    /// Seven segments in ASCII five rows tall, each glyph as wide as its heavy twin.
    static let tallASCII: [Character: [String]] = {
        // The segments of each digit: top, upper right, lower right, bottom, lower left, upper left, middle.
        let segments: [Character: String] = [
            "0": "abcdef", "1": "bc", "2": "abdeg", "3": "abcdg", "4": "bcfg",
            "5": "acdfg", "6": "acdefg", "7": "abc", "8": "abcdefg", "9": "abcdfg",
        ]
        var glyphs: [Character: [String]] = [
            ":": [" ", " ", ":", " ", " "],
            ".": [" ", " ", " ", " ", "."],
            "-": ["     ", "     ", " ___ ", "     ", "     "],
            "−": ["     ", "     ", " ___ ", "     ", "     "],
            "°": ["°", " ", " ", " ", " "],
            "%": [" ", " ", " ", " ", "%"],
            " ": [" ", " ", " ", " ", " "],
        ]
        for (digit, lit) in segments {
            let on = { (segment: Character, drawn: String) in lit.contains(segment) ? drawn : String(repeating: " ", count: drawn.count) }
            glyphs[digit] = [
                " " + on("a", "___") + " ",
                on("f", "|") + "   " + on("b", "|"),
                on("f", "|") + on("g", "___") + on("b", "|"),
                on("e", "|") + "   " + on("c", "|"),
                on("e", "|") + on("d", "___") + on("c", "|"),
            ]
        }
        return glyphs
    }()
}
