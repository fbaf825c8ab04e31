import WidgettyRender

/// Draws a configuration sheet: a lifted panel with the kind's name and description, the problems of the widget as
/// a whole, a field per option (its label, its value, and under it the problem the check found, else, for the
/// selected field, the option's help), and the buttons at the bottom.
///
/// A field too far down for the panel scrolls into it when selected.
struct SheetOverlay {
    let sheet: ConfigurationSheet
    let palette: Palette

    /// The widest the panel grows.
    static let maximumWidth = 64

    /// One line of the panel, in a style.
    private struct Line {
        var text: String
        var style: KeyPath<SheetStyles, CellStyle>
        var highlighted = false
    }

    /// Draws the sheet centered on `canvas`.
    func draw(on canvas: inout Canvas) {
        let width = min(canvas.size.width, Self.maximumWidth)
        let frame = Rect(x: (canvas.size.width - width) / 2, y: 0, width: width, height: canvas.size.height)
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette, emphasis: .lifted)
        let styles = SheetStyles(palette: palette, fill: palette.tileBackground(.lifted))
        let inside = frame.inset(horizontal: 2, vertical: 1)
        let text = inside.width
        var head = [Line(text: sheet.displayName, style: \.title)]
        head += TextWrap.lines(sheet.description, width: text).prefix(2).map { Line(text: $0, style: \.secondary) }
        head += sheet.check.general.flatMap { problem(problem: $0, width: text) }
        head.append(Line(text: "", style: \.text))
        let blocks = sheet.fields.indices.map { block(of: $0, width: text) }
        // The buttons' row and a blank line above it stay at the bottom.
        let room = max(0, inside.height - head.count - 2)
        let selected = min(sheet.selection, blocks.count - 1)
        var first = 0
        while first < selected, blocks[first...max(first, selected)].map(\.count).reduce(0, +) > room { first += 1 }
        let lines = head + blocks.dropFirst(first).flatMap { $0 }
        for (offset, line) in lines.prefix(head.count + room).enumerated() {
            let lineStyles = line.highlighted ? styles.highlighted : styles
            let row = Rect(x: inside.x, y: inside.y + offset, width: inside.width, height: 1)
            if line.highlighted { canvas.fill(row.inset(horizontal: -1, vertical: 0), style: lineStyles.fillStyle) }
            canvas.write(TextTruncation.truncate(line.text, toWidth: text), x: row.x, y: row.y, style: lineStyles[keyPath: line.style], clip: row)
        }
        drawButtons(in: Rect(x: inside.x, y: inside.maxY - 1, width: inside.width, height: 1), styles: styles, on: &canvas)
    }

    /// The lines of field `index`: its label, its value, and its problem or (selected) its help.
    private func block(of index: Int, width: Int) -> [Line] {
        let field = sheet.fields[index]
        let selected = index == sheet.selection
        var lines = [Line(text: field.label, style: selected ? \.tint : \.title)]
        let value: Line = switch field.type {
        case _ where !field.isEditable: Line(text: "a list of tables: Edit in Editor…", style: \.secondary)
        case .bool: Line(text: field.isOn ? "● On" : "○ Off", style: \.text, highlighted: selected)
        case .choice: Line(text: "‹ \(field.text.isEmpty ? field.placeholder : field.text) ›", style: \.text, highlighted: selected)
        default:
            field.text.isEmpty && !selected ? Line(text: field.placeholder.isEmpty ? "not set" : field.placeholder, style: \.secondary)
                : Line(text: TextSanitizer.clean(field.text) + (selected ? "▏" : ""), style: \.text, highlighted: selected)
        }
        // A long value shows its end, where the typing is.
        var shown = value
        if GraphemeWidth.of(shown.text) > width {
            var tail = Substring(value.text)
            while !tail.isEmpty, GraphemeWidth.of(String(tail)) > width - 1 { tail = tail.dropFirst() }
            shown.text = "…" + tail
        }
        lines.append(shown)
        if let problem = sheet.check.byKey[field.key] {
            lines += self.problem(problem: problem, width: width)
        } else if selected {
            lines += TextWrap.lines(field.summary, width: width).prefix(2).map { Line(text: $0, style: \.secondary) }
        }
        return lines
    }

    /// A problem's lines, after a warning sign, in red (an error) or orange (a warning).
    private func problem(problem: SheetCheck.Problem, width: Int) -> [Line] {
        TextWrap.lines("⚠ " + problem.message, width: width).prefix(3).map { Line(text: $0, style: problem.isWarning ? \.warning : \.error) }
    }

    /// Save, "Edit in Editor…" and Cancel on one row, the selected one highlighted.
    private func drawButtons(in row: Rect, styles: SheetStyles, on canvas: inout Canvas) {
        var x = row.x
        for button in ConfigurationSheet.Button.allCases {
            let chosen = sheet.selectedButton == button
            let buttonStyles = chosen ? styles.highlighted : styles
            let label = " \(button.title) "
            let width = min(GraphemeWidth.of(label), max(0, row.maxX - x))
            if chosen { canvas.fill(Rect(x: x, y: row.y, width: width, height: 1), style: buttonStyles.fillStyle) }
            x += canvas.write(label, x: x, y: row.y, style: button == .save ? buttonStyles.tint : buttonStyles.text, clip: row) + 1
        }
    }
}
