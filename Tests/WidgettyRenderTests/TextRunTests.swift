import Testing
import WidgettyKit
@testable import WidgettyRender

/// Joined texts (`Text + Text`): laid out as one text, each part drawn in its own style.
@Suite struct TextRunTests {
    let palette = Palette(scheme: .dark)

    /// The canvas `view` draws in `width` × `height` cells.
    func canvas(_ view: any View, width: Int, height: Int, redacted: Bool = false) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        let environment = RenderEnvironment(palette: palette, background: palette.tileBackground, redacted: redacted)
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return canvas
    }

    /// Each row's cells as a letter per style: `.` plain, `b` bold, `i` italic, `B` bold italic, `s` secondary color,
    /// space for blank cells and none for a wide character's second half.
    func styles(_ canvas: Canvas) -> [String] {
        let secondary = palette.color(.secondaryLabel, over: palette.tileBackground)
        return (0..<canvas.size.height).map { y in
            var row = ""
            for x in 0..<canvas.size.width where !canvas[x, y].isContinuation {
                let style = canvas[x, y].style
                if canvas[x, y].text == " " { row += " "; continue }
                row += style.foreground == secondary ? "s" : style.bold && style.italic ? "B" : style.bold ? "b" : style.italic ? "i" : "."
            }
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    @Test func partsKeepTheirStylesOnOneLine() {
        let view = Text("a ") + Text("bold").bold() + Text(" and ") + Text("slant").italic() + Text(" ") + Text("code").foregroundStyle(.secondaryLabel)
        let drawn = canvas(view, width: 30, height: 1)
        #expect(drawn.lines() == ["a bold and slant code"])
        #expect(styles(drawn) == [". bbbb ... iiiii ssss"])
    }

    @Test func aJoinedTextWrapsAndTruncatesAsOneText() {
        let view = (Text("one ") + Text("two three").bold() + Text(" four five six")).lineLimit(2)
        let drawn = canvas(view, width: 9, height: 3)
        #expect(drawn.lines() == ["one two", "three fo…", ""])
        #expect(styles(drawn) == ["... bbb", "bbbbb ...", ""])
    }

    @Test func wideCharactersKeepTheirWidthInRuns() {
        let view = Text("東京") + Text("晴れ").bold() + Text("23°")
        let drawn = canvas(view, width: 12, height: 1)
        #expect(drawn.lines() == ["東京晴れ23°"])
        #expect(styles(drawn) == ["..bb..."])
        let wrapped = canvas(view.lineLimit(2), width: 5, height: 2)
        #expect(wrapped.lines() == ["東京", "晴れ…"])
        #expect(styles(wrapped) == ["..", "bbb"], "the added ellipsis takes the style before it")
    }

    @Test func outerStylesFillWhatARunLeavesUnset() {
        let view = (Text("plain ") + Text("own").foregroundStyle(.label)).foregroundStyle(.secondaryLabel).bold()
        #expect(styles(canvas(view, width: 12, height: 1)) == ["sssss bbb"])
    }

    @Test func controlsInAPartNeverReachTheCanvas() {
        let view = Text("a\u{1B}[31") + Text("mb").bold()
        #expect(canvas(view, width: 8, height: 1).lines() == ["amb"], "the unfinished sequence is dropped from its own part")
    }

    @Test func aRedactedJoinedTextIsBars() {
        let view = Text("ab") + Text("cd").bold()
        #expect(canvas(view, width: 6, height: 1, redacted: true).lines() == [String(repeating: Redaction.bar, count: 4)])
    }

    @Test func italicIsWrittenAsSGR3() {
        let line = canvas(Text("i").italic(), width: 1, height: 1).ansiLines()[0]
        #expect(line.hasPrefix("\u{1B}[0;3;38;2;"))
    }
}
