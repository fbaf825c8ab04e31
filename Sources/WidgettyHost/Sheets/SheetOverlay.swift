import WidgettyKit
import WidgettyRender

/// Draws a configuration sheet: a lifted panel with the kind's name and description, the problems of the widget as
/// a whole, a row per option (its label and its value) with, under it, the problem the check found, else, for the
/// selected field, the option's help; the buttons at the bottom.
///
/// The panel is as tall as its rows (centered), and a field too far down for the screen scrolls into it when selected.
struct SheetOverlay {
    let sheet: ConfigurationSheet
    let palette: Palette

    /// The widest the panel grows.
    static let maximumWidth = 64
    /// The keys, under the buttons.
    static let keys = "↑↓ move  Space pick  Return save  Esc close"

    /// One row of the panel: a label in the first column (a field's), its text after it, in a style.
    private struct Line {
        var label = ""
        var text: String
        var style: KeyPath<SheetStyles, CellStyle>
        var highlighted = false
    }

    /// Draws the sheet centered on `canvas`.
    func draw(on canvas: inout Canvas) {
        let width = min(canvas.size.width, Self.maximumWidth)
        let text = max(1, width - 4)
        let labels = min(text / 3, (sheet.fields.map { GraphemeWidth.of($0.label) }.max() ?? 0) + 2)
        var head = [Line(text: sheet.displayName, style: \.title)]
        head += TextWrap.lines(sheet.description, width: text).prefix(2).map { Line(text: $0, style: \.secondary) }
        head += sheet.check.general.flatMap { problem($0, width: text) }
        head.append(Line(text: "", style: \.text))
        let blocks = sheet.fields.indices.map { block(of: $0, width: text, valueWidth: text - labels) }
        let height = min(canvas.size.height, 2 + head.count + blocks.map(\.count).reduce(0, +) + 3)
        let frame = Rect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width, height: height)
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette, emphasis: .lifted)
        let styles = SheetStyles(palette: palette, fill: palette.tileBackground(.lifted))
        let inside = frame.inset(horizontal: 2, vertical: 1)
        // The buttons' row, a blank line above it and the keys' row under it stay at the bottom.
        let room = max(0, inside.height - head.count - 3)
        let selected = min(sheet.selection, blocks.count - 1)
        var first = 0
        while first < selected, blocks[first...selected].map(\.count).reduce(0, +) > room { first += 1 }
        let lines = head + blocks.dropFirst(first).flatMap { $0 }
        for (offset, line) in lines.prefix(head.count + room).enumerated() {
            let lineStyles = line.highlighted ? styles.highlighted : styles
            let row = Rect(x: inside.x, y: inside.y + offset, width: inside.width, height: 1)
            if line.highlighted { canvas.fill(row.inset(horizontal: -1, vertical: 0), style: lineStyles.fillStyle) }
            let indent = line.label.isEmpty ? 0 : labels
            if !line.label.isEmpty {
                // The selected field is marked in the margin, seen without colours too.
                if line.highlighted { canvas.write("›", x: row.x - 1, y: row.y, style: lineStyles.tint, clip: frame) }
                canvas.write(TextTruncation.truncate(line.label, toWidth: labels - 1), x: row.x, y: row.y,
                             style: line.highlighted ? lineStyles.tint : lineStyles.title, clip: row)
            }
            canvas.write(TextTruncation.truncate(line.text, toWidth: text - indent), x: row.x + indent, y: row.y,
                         style: lineStyles[keyPath: line.style], clip: row)
        }
        drawButtons(in: Rect(x: inside.x, y: inside.maxY - 2, width: inside.width, height: 1), styles: styles, on: &canvas)
        canvas.write(TextTruncation.truncate(Self.keys, toWidth: text), x: inside.x, y: inside.maxY - 1, style: styles.secondary, clip: inside)
    }

    /// The rows of field `index`: its label and value, then its problem or (selected) its help.
    private func block(of index: Int, width: Int, valueWidth: Int) -> [Line] {
        let field = sheet.fields[index]
        let selected = index == sheet.selection
        var value: Line = switch field.type {
        case _ where !field.isEditable: Line(text: "a list of tables: Edit in Editor…", style: \.secondary)
        case .bool: Line(text: field.isOn ? "● On" : "○ Off", style: \.text)
        case .choice: Line(text: "‹ \(field.text.isEmpty ? field.placeholder : field.text) ›", style: \.text)
        default:
            field.text.isEmpty && !selected ? Line(text: field.placeholder.isEmpty ? "not set" : field.placeholder, style: \.secondary)
                : Line(text: TextSanitizer.clean(field.text) + (selected ? "▏" : ""), style: \.text)
        }
        (value.label, value.highlighted) = (field.label, selected)
        // The field being typed in shows the end of a long value, where the typing is.
        if selected, GraphemeWidth.of(value.text) > valueWidth {
            var tail = Substring(value.text)
            while !tail.isEmpty, GraphemeWidth.of(String(tail)) > valueWidth - 1 { tail = tail.dropFirst() }
            value.text = "…" + tail
        }
        if let problem = sheet.check.byKey[field.key] { return [value] + self.problem(problem, width: width) }
        return [value] + (selected ? TextWrap.lines(field.summary, width: width - 2).prefix(2).map { Line(text: "  " + $0, style: \.secondary) } : [])
    }

    /// A problem's rows, after a warning sign, in red (an error) or orange (a warning).
    private func problem(_ problem: SheetCheck.Problem, width: Int) -> [Line] {
        TextWrap.lines("⚠ " + problem.message, width: width - 2).prefix(3).map { Line(text: "  " + $0, style: problem.isWarning ? \.warning : \.error) }
    }

    /// Save, "Edit in Editor…" and Cancel on one row, the selected one highlighted.
    private func drawButtons(in row: Rect, styles: SheetStyles, on canvas: inout Canvas) {
        var x = row.x
        for button in ConfigurationSheet.Button.allCases {
            let chosen = sheet.selectedButton == button
            let buttonStyles = chosen ? styles.highlighted : styles
            let label = chosen ? "›\(button.title)‹" : " \(button.title) "
            let width = min(GraphemeWidth.of(label), max(0, row.maxX - x))
            if chosen { canvas.fill(Rect(x: x, y: row.y, width: width, height: 1), style: buttonStyles.fillStyle) }
            x += canvas.write(label, x: x, y: row.y, style: button == .save ? buttonStyles.tint : buttonStyles.text, clip: row) + 1
        }
    }
}
