import Testing
@testable import WidgettyRender

/// `Canvas.svg`, the pictures of `widgetty render --svg`: cells at their columns, styles kept, nothing raw.
@Suite struct CanvasSVGTests {
    let screen = RGB(hex: 0x000000)
    let style = CellStyle(foreground: RGB(hex: 0xFFFFFF), background: RGB(hex: 0x000000))

    /// The `<text …>` elements of a picture, in order.
    func texts(_ svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<text ") }
    }

    @Test func markupInTextIsEscapedAndControlCharactersNeverReachTheDocument() {
        var canvas = Canvas(size: Size(width: 20, height: 1), style: style)
        canvas.write(#"<a href="x">&'"#, x: 0, y: 0, style: style)
        canvas.put("\u{1B}", x: 19, y: 0, style: style, clip: nil)
        let svg = canvas.svg(background: screen)
        #expect(svg.contains(">&lt;a href=&quot;x&quot;&gt;&amp;&apos;</text>"), "\(svg)")
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control character: \(svg)")
        #expect(svg.contains(">\u{FFFD}</text>"))
    }

    @Test func asciiRunsTogetherAndEveryOtherCharacterStandsAtItsOwnColumns() {
        var canvas = Canvas(size: Size(width: 10, height: 1), style: style)
        canvas.write("ab 東│c", x: 1, y: 0, style: style)
        let metrics = Canvas.SVGMetrics()
        let elements = texts(canvas.svg(background: screen, metrics: metrics))
        let x = { (column: Int) in "x=\"\(metrics.margin + column * metrics.cellWidth)\"" }
        #expect(elements.count == 4, "ab, 東, │, c: \(elements)")
        #expect(elements[0].contains(x(1)) && elements[0].contains("textLength=\"18\"") && elements[0].hasSuffix(">ab</text>"))
        #expect(elements[1].contains(x(4)) && elements[1].contains("textLength=\"18\"") && elements[1].hasSuffix(">東</text>"),
                "a wide character takes two cells: \(elements[1])")
        #expect(elements[2].contains(x(6)) && elements[2].hasSuffix(">│</text>"))
        #expect(elements[3].contains(x(7)) && elements[3].hasSuffix(">c</text>"))
    }

    @Test func stylesBecomeAttributesAndBackgroundsRectangles() {
        var canvas = Canvas(size: Size(width: 6, height: 2), style: style)
        let tile = RGB(hex: 0x1C1C1E)
        canvas.fill(Rect(x: 1, y: 1, width: 4, height: 1), style: CellStyle(foreground: RGB(hex: 0xFFFFFF), background: tile))
        canvas.write("B", x: 1, y: 1, style: CellStyle(foreground: RGB(hex: 0xFF453A), background: tile, bold: true, italic: true))
        canvas.write("u", x: 2, y: 1, style: CellStyle(foreground: RGB(hex: 0x0A84FF), background: tile, underline: true))
        let svg = canvas.svg(background: screen)
        let bold = texts(svg).first { $0.hasSuffix(">B</text>") } ?? ""
        #expect(bold.contains("fill=\"#FF453A\"") && bold.contains("font-weight=\"bold\"") && bold.contains("font-style=\"italic\""))
        #expect(texts(svg).first { $0.hasSuffix(">u</text>") }?.contains("text-decoration=\"underline\"") == true)
        #expect(svg.contains("<rect x=\"21\" y=\"29\" width=\"36\" height=\"17\" fill=\"#1C1C1E\"/>"),
                "one rectangle for the four tile cells of row 2: \(svg)")
        #expect(svg.contains("fill=\"#000000\"/>") && svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"78\" height=\"58\""))
    }
}
