/// One line of a note as the light Markdown view draws it.
public indirect enum NoteBlock: Sendable, Equatable {
    /// `# Title` (level 1 to 6).
    case heading(level: Int, text: NoteInline)
    /// `- item`, `* item`, `+ item`, indented by `depth` levels.
    case bullet(depth: Int, text: NoteInline)
    /// `1. item`, with its number as written.
    case numbered(depth: Int, number: String, text: NoteInline)
    /// `- [ ] task` or `- [x] task` (also `[X]`, `[✓]`, `[✔]`); an ordered list's `1. [ ] task` keeps its number.
    case checkbox(depth: Int, number: String?, isChecked: Bool, text: NoteInline)
    /// A todo.txt task: `x ` done, `(A) ` its priority.
    case task(isDone: Bool, priority: String?, text: NoteInline)
    /// `> quoted`: the line inside the quote, read as any other (a task in a quote is a task; a callout's
    /// `[!todo] Title` is its title, as a heading); nested quotes nest.
    case quote(NoteBlock)
    /// A line inside a fenced code block, as written.
    case code(String)
    /// `---` and its kin.
    case rule
    /// An empty line.
    case blank
    /// Anything else.
    case paragraph(NoteInline)

    /// Whether it is a heading.
    var isHeading: Bool {
        if case .heading = self { true } else { false }
    }

    /// Whether its plain text holds more than spaces (`NoteSpaces`), read run by run without joining them.
    var hasWords: Bool {
        switch self {
        case .quote(let inner): inner.hasWords
        case .code(let text): !NoteSpaces.isBlank(text)
        default: inline?.runs.contains { !NoteSpaces.isBlank($0.text) } ?? false
        }
    }

    /// The line's words without marks, as a list row or a preview shows them.
    var plainText: String {
        switch self {
        case .quote(let inner): inner.plainText
        case .code(let text): text
        default: inline?.plainText ?? ""
        }
    }

    /// The text of a line read for inline marks; nil for a quote, code, a rule and a blank line.
    private var inline: NoteInline? {
        switch self {
        case .heading(_, let text), .bullet(_, let text), .numbered(_, _, let text), .checkbox(_, _, _, let text),
             .task(_, _, let text), .paragraph(let text): text
        case .quote, .code, .rule, .blank: nil
        }
    }
}
