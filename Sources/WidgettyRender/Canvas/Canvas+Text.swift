/// Plain-text and ANSI pictures of a canvas, for `widgetty render` and golden tests.
extension Canvas {
    /// Each row as text, wide graphemes once, trailing blanks removed.
    public func lines() -> [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation { line += self[x, y].text }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Each row with 24-bit SGR colors and attributes, ending in a reset.
    public func ansiLines() -> [String] {
        (0..<size.height).map { y in
            var line = ""
            var current: CellStyle?
            for x in 0..<size.width where !self[x, y].isContinuation {
                let cell = self[x, y]
                if cell.style != current {
                    line += Self.sgr(cell.style)
                    current = cell.style
                }
                line += cell.text
            }
            return line + "\u{1B}[0m"
        }
    }

    private static func sgr(_ style: CellStyle) -> String {
        let f = style.foreground, b = style.background
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        codes.append("38;2;\(f.red);\(f.green);\(f.blue)")
        codes.append("48;2;\(b.red);\(b.green);\(b.blue)")
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
