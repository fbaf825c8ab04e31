import WidgettyKit
import WidgettyRender

/// Shown instead of the grid when the terminal cannot hold one small tile.
enum TooSmallMessage {
    /// The wordings, longest first; the first that fits the screen is shown.
    static func wordings(minimum: Size, current: Size) -> [String] {
        let needed = "\(minimum.width)x\(minimum.height)"
        return [
            "Terminal too small: widgetty needs at least \(needed), this is \(current.width)x\(current.height).",
            "Too small: needs \(needed)",
            "Need \(needed)",
            needed,
        ]
    }

    /// Draws the longest wording that fits, wrapped and centered.
    static func draw(on canvas: inout Canvas, minimum: Size, palette: Palette) {
        let size = canvas.size
        let lines = wordings(minimum: minimum, current: size).lazy
            .map { TextWrap.lines($0, width: size.width) }
            .first { $0.count <= size.height } ?? []
        let top = max(0, (size.height - lines.count) / 2)
        let style = CellStyle(foreground: palette.color(.label, over: palette.screenBackground), background: palette.screenBackground)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (size.width - GraphemeWidth.of(line)) / 2)
            canvas.write(line, x: x, y: top + offset, style: style)
        }
    }
}
