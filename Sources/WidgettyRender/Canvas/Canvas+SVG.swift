/// A canvas as an SVG picture, for `widgetty render --svg` and the pictures in `docs/images`.
extension Canvas {
    /// The picture's geometry in pixels: each cell `cellWidth` × `cellHeight`, text in a `fontSize` monospace font. The
    /// default fits DejaVu Sans Mono (an advance of 0.602 em, ascent and descent 1.164 em), so box drawing joins up.
    public struct SVGMetrics: Sendable {
        public var cellWidth = 9
        public var cellHeight = 17
        public var fontSize = 15
        /// From a row's top to its text's baseline.
        public var baseline = 14
        /// The margin of screen background around the cells.
        public var margin = 12

        /// The default geometry: a 15 px font, 9 × 17 px cells, 12 px margin.
        public init() {}
    }

    /// The whole canvas as an SVG document: the screen `background` behind a margin, each cell's background, and each
    /// run of characters in one style as text in its colours (bold, italic, underlined as the cells say) at its columns.
    /// Rectangles are drawn with crisp edges, so rows of one colour show no seam when the picture is scaled.
    /// A wide character takes two cells. Every character is escaped for XML; control characters (which `write` already
    /// removes) become U+FFFD, so nothing from data reaches the document raw.
    public func svg(background: RGB, metrics: SVGMetrics = SVGMetrics()) -> String {
        let m = metrics
        let (width, height) = (size.width * m.cellWidth + 2 * m.margin, size.height * m.cellHeight + 2 * m.margin)
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
        <rect width="\(width)" height="\(height)" rx="8" fill="\(background.description)"/>
        <g font-family="'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', 'Noto Sans Mono CJK JP', monospace" font-size="\(m.fontSize)px" \
        shape-rendering="crispEdges" xml:space="preserve">

        """
        for y in 0..<size.height {
            let top = m.margin + y * m.cellHeight
            for run in backgroundRuns(row: y) where run.color != background {
                out += "<rect x=\"\(m.margin + run.start * m.cellWidth)\" y=\"\(top)\" width=\"\(run.length * m.cellWidth)\" "
                    + "height=\"\(m.cellHeight)\" fill=\"\(run.color.description)\"/>\n"
            }
            for run in textRuns(row: y) {
                var attributes = "x=\"\(m.margin + run.start * m.cellWidth)\" y=\"\(top + m.baseline)\" "
                    + "textLength=\"\(run.cells * m.cellWidth)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(run.style.foreground.description)\""
                if run.style.bold { attributes += " font-weight=\"bold\"" }
                if run.style.italic { attributes += " font-style=\"italic\"" }
                if run.style.underline { attributes += " text-decoration=\"underline\"" }
                out += "<text \(attributes)>\(Self.xmlEscaped(run.text))</text>\n"
            }
        }
        return out + "</g>\n</svg>\n"
    }

    /// A stretch of one row's cells sharing a background colour.
    private struct BackgroundRun { var start: Int, length: Int, color: RGB }

    /// A stretch of one row's characters sharing a style, `cells` wide, with something other than blanks in it.
    private struct TextRun { var start: Int, cells: Int, text: String, style: CellStyle }

    /// Row `y`'s cells grouped by background, continuation cells with their wide character.
    private func backgroundRuns(row y: Int) -> [BackgroundRun] {
        var runs: [BackgroundRun] = []
        for x in 0..<size.width {
            let color = self[x, y].style.background
            if let last = runs.last, last.color == color, last.start + last.length == x {
                runs[runs.count - 1].length += 1
            } else {
                runs.append(BackgroundRun(start: x, length: 1, color: color))
            }
        }
        return runs
    }

    /// Row `y`'s characters grouped by style. Only printable ASCII runs together: every other character (box drawing,
    /// braille, symbols, wide characters) stands at its own cell, since a renderer may take it from a fallback font of
    /// another width, and not every renderer honours `textLength`. Runs of blanks are left out (the background is drawn).
    private func textRuns(row y: Int) -> [TextRun] {
        var runs: [TextRun] = []
        var x = 0
        while x < size.width {
            let cell = self[x, y]
            let width = max(1, Int(cell.width))
            defer { x += width }
            if cell.isContinuation { continue }
            if Self.isASCII(cell.text), let last = runs.last, last.style == cell.style, last.start + last.cells == x,
               Self.isASCII(last.text) {
                runs[runs.count - 1].text += cell.text
                runs[runs.count - 1].cells += 1
            } else {
                runs.append(TextRun(start: x, cells: width, text: cell.text, style: cell.style))
            }
        }
        return runs.compactMap { run in
            // Leading and trailing blanks carry nothing a background does not; a run of only blanks is dropped.
            let leading = run.text.prefix { $0 == " " }.count
            let trailing = run.text.reversed().prefix { $0 == " " }.count
            guard leading < run.text.count else { return nil }
            let text = String(run.text.dropFirst(leading).dropLast(trailing))
            return TextRun(start: run.start + leading, cells: run.cells - leading - trailing, text: text, style: run.style)
        }
    }

    /// Whether `text` is printable ASCII, which every monospace font draws a cell wide.
    private static func isASCII(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }
    }

    /// The characters with a meaning in XML markup, and the entities that stand for them.
    private static let entities: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]

    /// `text` safe inside an XML element or attribute: markup characters as entities, control characters and the
    /// two non-characters XML forbids as U+FFFD.
    static func xmlEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if let entity = entities[scalar] {
                escaped += entity
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                escaped += "\u{FFFD}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
