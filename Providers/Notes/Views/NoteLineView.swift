import WidgettyKit

/// One line of a note as light Markdown: headings bold, bullets and numbers, quotes and code dim, task boxes,
/// todo.txt priorities in color and done tasks dim. Text wraps by display width onto a few rows.
struct NoteLineView: View {
    let line: NoteDocument.Line
    let glyphs: NoteGlyphs
    /// The note whose task boxes are toggles (the large note view); nil where a box is only drawn.
    var togglesIn: NoteDocument? = nil

    /// The most rows one line of a note wraps onto (a small tile keeps each to one).
    var wrapLimit = 4

    var body: any View {
        switch line.block {
        case .heading(let level, let text):
            return styled(text, color: level <= 2 ? .label : .secondaryLabel).font(.headline)
        case .bullet(let depth, let text):
            return marked(glyphs.bullet, depth: depth, styled(text))
        case .numbered(let depth, let number, let text):
            return marked(number, depth: depth, styled(text))
        case .checkbox(let depth, let isChecked, let text):
            let label = styled(text, color: isChecked ? .secondaryLabel : .label)
            if let document = togglesIn {
                let intent = ToggleNoteTask(path: document.summary.path, name: document.summary.name, line: line.index,
                                            isChecked: isChecked, version: document.version)
                return indented(depth, Toggle(isOn: isChecked, intent: intent) { label })
            }
            return marked(isChecked ? glyphs.checked : glyphs.unchecked, depth: depth, label, markColor: isChecked ? .tint : .secondaryLabel)
        case .task(let isDone, let priority, let text):
            let label = styled(text, color: isDone ? .secondaryLabel : .label)
            if isDone { return marked(glyphs.done, depth: 0, label, markColor: .secondaryLabel) }
            return marked("(\(priority ?? " "))", depth: 0, label, markColor: Self.priorityColor(priority))
        case .quote(let text):
            return marked(glyphs.quote, depth: 0, styled(text, color: .secondaryLabel), markColor: .tertiaryLabel)
        case .code(let text):
            return Text(String(text.prefix(NoteDocument.lineCharacterLimit))).foregroundStyle(.secondaryLabel)
        case .rule:
            return Divider()
        case .blank:
            return Text("")
        case .paragraph(let text):
            return styled(text)
        }
    }

    /// `mark` before `content`, the whole indented two cells a level.
    private func marked(_ mark: String, depth: Int, _ content: any View, markColor: SemanticColor = .secondaryLabel) -> any View {
        indented(depth, HStack(alignment: .top, spacing: 1) {
            Text(mark).foregroundStyle(markColor)
            content
        })
    }

    /// `content` indented two cells a level (at most four levels).
    private func indented(_ depth: Int, _ content: any View) -> any View {
        guard depth > 0 else { return content }
        return HStack(alignment: .top, spacing: 0) {
            Text(String(repeating: " ", count: 2 * min(depth, 4)))
            content
        }
    }

    /// (A) red, (B) orange, (C) yellow, later letters gray.
    static func priorityColor(_ priority: String?) -> SemanticColor {
        switch priority {
        case "A": .red
        case "B": .orange
        case "C": .yellow
        default: .secondaryLabel
        }
    }

    /// A line's runs: one wrapping text; with inline code, its runs side by side with the code dim when they fit
    /// on one row, else the words as one wrapping text (so a long line is never cut mid-run).
    func styled(_ inline: NoteInline, color: SemanticColor = .label) -> any View {
        let words = Text(String(inline.plainText.prefix(NoteDocument.lineCharacterLimit))).lineLimit(wrapLimit).foregroundStyle(color)
        guard inline.runs.contains(where: \.isCode) else { return words }
        return ViewThatFits {
            HStack(alignment: .top, spacing: 0) {
                for run in inline.runs {
                    Text(String(run.text.prefix(NoteDocument.lineCharacterLimit))).foregroundStyle(run.isCode ? .secondaryLabel : color)
                }
            }
            words
        }
    }
}
