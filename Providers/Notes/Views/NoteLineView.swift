import WidgettyKit

/// One line of a note as light Markdown: headings bold, bullets and numbers, quotes and code dim, task boxes,
/// todo.txt priorities in color and done tasks dim; inside a line, strong text bold, emphasis italic and code dim.
/// Text wraps by display width onto a few rows.
struct NoteLineView: View {
    var line: NoteDocument.Line
    let glyphs: NoteGlyphs
    /// The note whose task boxes are toggles (the large note view); nil where a box is only drawn.
    var togglesIn: NoteDocument? = nil

    /// The most rows one line of a note wraps onto (a small tile keeps each to one).
    var wrapLimit = 4
    /// The color of the line's words (a list row's preview draws them secondary).
    var textColor: SemanticColor = .label

    var body: any View {
        switch line.block {
        case .heading(let level, let text):
            return styled(text, color: level <= 2 ? textColor : .secondaryLabel).font(.headline)
        case .bullet(let depth, let text):
            return marked(glyphs.bullet, depth: depth, styled(text, color: textColor))
        case .numbered(let depth, let number, let text):
            return marked(number, depth: depth, styled(text, color: textColor))
        case .checkbox(let depth, let number, let isChecked, let text):
            let label = styled(text, color: isChecked ? .secondaryLabel : textColor)
            let box: any View
            if let document = togglesIn {
                let intent = ToggleNoteTask(path: document.summary.path, name: document.summary.name, line: line.index,
                                            isChecked: isChecked, version: document.version)
                box = Toggle(isOn: isChecked, intent: intent) { label }
            } else {
                box = HStack(alignment: .top, spacing: 1) {
                    Text(isChecked ? glyphs.checked : glyphs.unchecked).foregroundStyle(isChecked ? .tint : .secondaryLabel)
                    label
                }
            }
            // An ordered list's task keeps its number before the box, as GitHub draws it.
            guard let number else { return indented(depth, box) }
            return marked(number, depth: depth, box)
        case .task(let isDone, let priority, let text):
            let label = styled(text, color: isDone ? .secondaryLabel : textColor)
            if isDone { return marked(glyphs.done, depth: 0, label, markColor: .secondaryLabel) }
            return marked("(\(priority ?? " "))", depth: 0, label, markColor: Self.priorityColor(priority))
        case .quote(let inner):
            // The line inside, drawn as it would be anywhere (a task keeps its toggle), in the quote's dim color.
            var inside = self
            inside.line.block = inner
            if case .heading = inner {} else { inside.textColor = .secondaryLabel }
            return marked(glyphs.quote, depth: 0, inside, markColor: .tertiaryLabel)
        case .code(let text):
            return Text(String(text.prefix(NoteDocument.lineCharacterLimit))).foregroundStyle(Self.codeColor)
        case .rule:
            return Divider()
        case .blank:
            return Text("")
        case .paragraph(let text):
            return styled(text, color: textColor)
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

    /// Code, in a code block or a line, is drawn in this color (every cell is already monospaced).
    static let codeColor = SemanticColor.secondaryLabel

    /// A line's runs as one text wrapping over them: strong runs bold, emphasis italic, code in the code color,
    /// the rest in `color`; at most `NoteDocument.lineCharacterLimit` characters.
    func styled(_ inline: NoteInline, color: SemanticColor = .label) -> Text {
        var budget = NoteDocument.lineCharacterLimit
        var parts: [Text] = []
        for run in inline.runs where budget > 0 {
            let kept = run.text.prefix(budget)
            budget -= kept.count
            var part = Text(String(kept))
            if run.isStrong { part = part.bold() }
            if run.isEmphasis { part = part.italic() }
            if run.isCode { part = part.foregroundStyle(Self.codeColor) }
            parts.append(part)
        }
        // Joined at once, as `Text + Text` would join them: each `+` copies all joined before it, and a line of
        // a thousand runs (`a*a*a*…`) took half a million copies.
        var text = parts.count == 1 ? parts[0] : Text(parts.map(\.content).joined())
        if parts.count > 1 { text.runs = parts.map { TextRun($0.content, style: $0.ownStyle) } }
        return text.lineLimit(wrapLimit).foregroundStyle(color)
    }
}
