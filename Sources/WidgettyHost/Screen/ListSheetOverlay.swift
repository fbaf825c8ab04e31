import WidgettyKit
import WidgettyRender

/// Draws a `ListSheet` as a lifted panel centred on the screen: its title, each row's label in a column of its own
/// (the secondary label's colour: the tint would read as a link) and its text, "+N more" where the screen holds fewer rows, and how to close it.
///
/// A row whose text and detail do not fit on one line wraps its text onto a second (cut with "…" after it) and puts
/// its detail on a line of its own, indented under the text, so an event's place is never lost to a long title.
enum ListSheetOverlay {
    /// The line at the panel's foot.
    static let closing = Phrase("Any key or a click closes this", ja: "キーを押すかクリックで閉じます")
    /// Between a row's text and its detail when both fit on one line.
    static let separator = " · "
    /// The most lines a row's text takes before it is cut.
    static let textLines = 2

    /// Draws `sheet` on `canvas`, its own words in `locale`'s language; every word from a widget passes `TextSanitizer`.
    static func draw(_ sheet: ListSheet, on canvas: inout Canvas, palette: Palette, locale: DateLocale = .english) {
        let closing = closing(locale)
        let rows = sheet.rows.map { (TextSanitizer.clean($0.label), TextSanitizer.clean($0.text), $0.detail.map(TextSanitizer.clean)) }
        let title = TextSanitizer.clean(sheet.title)
        let labelWidth = rows.map { GraphemeWidth.of($0.0) }.max() ?? 0
        let widths = rows.isEmpty ? [GraphemeWidth.of(sheet.empty)] : rows.map { labelWidth + 2 + GraphemeWidth.of(oneLine($0.1, $0.2)) }
        let width = min(canvas.size.width, max(widths.max() ?? 0, GraphemeWidth.of(title), GraphemeWidth.of(closing)) + 4)
        let textRoom = max(1, width - 4 - labelWidth - 2)
        let laidOut = rows.map { lines(text: $0.1, detail: $0.2, width: textRoom) }
        let lineCount = laidOut.reduce(0) { $0 + $1.count }
        // Title, a blank, the rows, a blank, the closing line, inside a border and a row of margin each side.
        let room = max(1, canvas.size.height - 6)
        var shown = laidOut.count, used = lineCount
        if lineCount > room {
            (shown, used) = (0, 0)
            while shown < laidOut.count, used + laidOut[shown].count <= room - 1 { (shown, used) = (shown + 1, used + laidOut[shown].count) }
        }
        let height = min(canvas.size.height, max(1, min(lineCount, room)) + 6)
        let frame = Rect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width, height: height)
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette, emphasis: .lifted)
        let fill = palette.tileBackground(.lifted)
        let inside = frame.inset(horizontal: 2, vertical: 1)
        let style = { (role: SemanticColor, bold: Bool) in
            CellStyle(foreground: palette.color(role, over: fill), background: fill, bold: bold, muted: Palette.isMuted(role))
        }
        let write = { (words: String, x: Int, y: Int, style: CellStyle, canvas: inout Canvas) in
            let room = inside.maxX - x
            if room > 0, y < inside.maxY { canvas.write(TextTruncation.truncate(words, toWidth: room), x: x, y: y, style: style, clip: inside) }
        }
        write(title, inside.x, inside.y, style(.label, true), &canvas)
        if rows.isEmpty { write(sheet.empty, inside.x, inside.y + 2, style(.secondaryLabel, false), &canvas) }
        var y = inside.y + 2
        for (row, lines) in zip(rows, laidOut).prefix(shown) {
            write(row.0, inside.x, y, style(.secondaryLabel, false), &canvas)
            for line in lines {
                write(line.words, inside.x + labelWidth + 2, y, style(line.isDetail ? .secondaryLabel : .label, false), &canvas)
                y += 1
            }
        }
        if shown < rows.count { write(FittingList.more(rows.count - shown)(locale), inside.x, y, style(.secondaryLabel, false), &canvas) }
        write(closing, inside.x, inside.maxY - 1, style(.secondaryLabel, false), &canvas)
    }

    /// A row's text and detail on one line: "Planning · Room 4".
    static func oneLine(_ text: String, _ detail: String?) -> String {
        detail.map { text + separator + $0 } ?? text
    }

    /// The lines of a row's text and detail in `width` cells: one where both fit, else the text wrapped onto at most
    /// `textLines` (the last cut with "…") and the detail on a line of its own (cut with "…").
    static func lines(text: String, detail: String?, width: Int) -> [(words: String, isDetail: Bool)] {
        let whole = oneLine(text, detail)
        if GraphemeWidth.of(whole) <= width { return [(whole, false)] }
        var wrapped = TextWrap.lines(text, width: width)
        if wrapped.count > textLines {
            wrapped = Array(wrapped.prefix(textLines - 1)) + [TextTruncation.truncate(wrapped.dropFirst(textLines - 1).joined(separator: " "), toWidth: width)]
        }
        let textPart = (wrapped.isEmpty ? [""] : wrapped).map { (words: $0, isDetail: false) }
        return textPart + (detail.map { [(words: TextTruncation.truncate($0, toWidth: width), isDetail: true)] } ?? [])
    }
}
