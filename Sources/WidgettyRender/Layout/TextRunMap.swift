/// The style each character of a joined text (`Text + Text`) takes, for drawing its laid-out lines run by run.
///
/// Wrapping and truncation change the words' spacing (a break drops its space, "…" is added), so each line is
/// matched against the joined characters from where the last line ended: a character that matches takes its run's
/// style, spaces the layout dropped are skipped, and one the layout added takes the style of the one before it.
struct TextRunMap {
    /// The joined text's characters, each with its run's style.
    private let characters: [(character: Character, style: CellStyle)]
    /// Where the next line's characters are looked for.
    private var cursor = 0

    /// The map of `runs`, each cleaned text with the style it is drawn in.
    init(_ runs: [(String, CellStyle)]) {
        var ends: [(end: Int, style: CellStyle)] = []
        var total = 0
        for (text, style) in runs {
            total += text.utf8.count
            ends.append((total, style))
        }
        var characters: [(Character, CellStyle)] = []
        var offset = 0
        var run = 0
        // A character takes the run its first byte is in (a mark starting a run joins the character before it).
        for character in runs.map(\.0).joined() {
            while run < ends.count - 1, offset >= ends[run].end { run += 1 }
            characters.append((character, ends[run].style))
            offset += character.utf8.count
        }
        self.characters = characters
    }

    /// Draws `line`, the next line the layout made of the joined text, from (`x`, `y`), each part in its run's style.
    mutating func write(_ line: String, x: Int, y: Int, on canvas: inout Canvas, clip: Rect) {
        var column = x
        var part = ""
        var partStyle: CellStyle?
        for character in line {
            let style = style(of: character) ?? partStyle ?? characters.first?.style
            if style != partStyle, let current = partStyle {
                canvas.write(part, x: column, y: y, style: current, clip: clip)
                column += GraphemeWidth.of(part)
                part = ""
            }
            part.append(character)
            partStyle = style
        }
        if let partStyle { canvas.write(part, x: column, y: y, style: partStyle, clip: clip) }
    }

    /// The style of `character` as the next in the joined text, nil for one the layout added.
    private mutating func style(of character: Character) -> CellStyle? {
        if cursor < characters.count, characters[cursor].character == character {
            cursor += 1
            return characters[cursor - 1].style
        }
        var ahead = cursor
        while ahead < characters.count, characters[ahead].character == " " { ahead += 1 }
        guard ahead < characters.count, characters[ahead].character == character else { return nil }
        cursor = ahead + 1
        return characters[ahead].style
    }
}
