/// A note's body as the block reader found it (`NoteParser.body`): its lines, their blocks not yet made, and the text
/// of the few lines that are not as written. The first `kept` lines are kept whole; after them a blank line is only
/// counted (no title or preview is ever found in one), so a note of a million empty lines keeps no list of them.
struct NoteBody {
    /// The first `kept` lines after the front matter (a fence's own lines and lines of comments alone left out), then
    /// the later ones that are not blank.
    private(set) var lines: [NoteBodyLine] = []
    /// How many lines the body has, those counted only among them.
    private(set) var count = 0
    /// The text of lines not as written (comments taken out, a callout's title), by their index in the file.
    private var edits: [Int: Substring] = [:]
    /// How many of the first lines are kept whatever they hold.
    let kept: Int
    /// The last line, when it was counted and not kept.
    private var lastCounted: NoteBodyLine?

    /// An empty body that keeps its first `kept` lines, with room for `capacity` (a list of half a million lines is not
    /// copied as it grows; room never written to costs no memory).
    init(keeping kept: Int, capacity: Int) {
        self.kept = kept
        lines.reserveCapacity(capacity)
    }

    /// Adds `line` (whose text is `edited` when it is not as written: `line.isEdited`).
    mutating func append(_ line: NoteBodyLine, edited: Substring? = nil) {
        count += 1
        if let edited { edits[line.index] = edited }
        if lines.count < kept || line.glance != .blank {
            lines.append(line)
            lastCounted = nil
        } else {
            lastCounted = line
        }
    }

    /// Leaves out the last line when it is blank: a trailing newline ends the last line; it does not start an empty one.
    mutating func dropLastIfBlank(in text: String) {
        if let last = lastCounted {
            guard case .blank = last.block(in: text, edits: edits) else { return }
            lastCounted = nil
        } else {
            guard let last = lines.last, case .blank = last.block(in: text, edits: edits) else { return }
            lines.removeLast()
        }
        count -= 1
    }

    /// The block of the kept line at `position` (in `lines`); `text` is the note.
    func block(_ position: Int, in text: String) -> NoteBlock {
        lines[position].block(in: text, edits: edits)
    }
}
