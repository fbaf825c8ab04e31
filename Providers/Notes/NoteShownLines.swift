/// Counts a note's first lines against what a tile of `rows` rows can draw of them, to say when no later line can show.
///
/// The note view (`NoteDocumentView.headingAndLines`) leaves out the blank lines at the top, and a heading that gave
/// the title with the blank lines under it; then each line is a row of its list, one cell tall at least when it draws
/// a mark or words (a blank line, or one whose text is empty, takes none), and the list is shorter than the tile. So
/// once `rows + 1` lines past those top ones take a row, the list shows the same rows and says the same "+N more"
/// whatever the later lines are (counted, not read). A heading is passed over even when it is not the title: a line
/// more is read then, never one less.
struct NoteShownLines {
    /// The tile's height in cells.
    let rows: Int
    /// The lines read past the top ones that take a row.
    private var counted = 0
    /// Whether a line past the blank ones and heading at the top was read.
    private var isPastTop = false
    /// Whether the heading at the top was read.
    private var isPastHeading = false

    /// No line read yet, for a tile of `rows` rows.
    init(rows: Int) {
        self.rows = rows
    }

    /// Whether the lines read so far are all the tile can show (none, for a tile that lists notes: 0 rows).
    var isComplete: Bool { rows <= 0 || counted > rows }

    /// Counts the line whose block is `block`, the next of the note.
    mutating func add(_ block: NoteBlock) {
        if !isPastTop {
            guard block != .blank else { return }
            if block.isHeading, !isPastHeading {
                isPastHeading = true
                return
            }
            isPastTop = true
        }
        if Self.takesARow(block) { counted += 1 }
    }

    /// Whether `block` is drawn at least a cell tall: a mark (a bullet, number, box, priority or quote's bar), a rule,
    /// or text with words; text alone that is empty or only spaces may take no row.
    private static func takesARow(_ block: NoteBlock) -> Bool {
        switch block {
        case .blank: false
        case .heading, .paragraph, .code: block.hasWords
        case .bullet, .numbered, .checkbox, .task, .quote, .rule: true
        }
    }
}
