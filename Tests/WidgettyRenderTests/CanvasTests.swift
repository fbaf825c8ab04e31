import Testing
@testable import WidgettyRender

@Suite struct CanvasTests {
    let style = CellStyle(foreground: RGB(hex: 0xFFFFFF), background: RGB(hex: 0))

    @Test func wideCharacterTakesTwoCells() {
        var canvas = Canvas(size: Size(width: 6, height: 1), style: style)
        #expect(canvas.write("東京", x: 0, y: 0, style: style) == 4)
        #expect(canvas[0, 0].width == 2)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas.lines() == ["東京"])
    }

    @Test func wideCharacterThatWouldCrossTheEdgeIsNotDrawn() {
        var canvas = Canvas(size: Size(width: 3, height: 1), style: style)
        canvas.write("a東京", x: 0, y: 0, style: style)
        #expect(canvas.lines() == ["a東"])
        canvas.write("東", x: 2, y: 0, style: style)
        #expect(canvas.lines() == ["a東"], "a wide character at the last column does not fit")
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1), style: style)
        canvas.write("東京", x: 0, y: 0, style: style)
        canvas.write("x", x: 1, y: 0, style: style)
        #expect(canvas.lines() == [" x京"])
        canvas.write("y", x: 2, y: 0, style: style)
        #expect(canvas.lines() == [" xy"])
    }

    @Test func aFillBlanksTheOutsideHalvesOfWideCharactersItCuts() {
        var canvas = Canvas(size: Size(width: 8, height: 2), style: style)
        canvas.write("東京大阪", x: 0, y: 0, style: style)
        canvas.write("東京大阪", x: 0, y: 1, style: style)
        canvas.fill(Rect(x: 1, y: 0, width: 4, height: 1), style: style)
        #expect(canvas.lines() == ["      阪", "東京大阪"], "東 lost its right half and 大 its left: both blank")
        canvas.fill(Rect(x: 2, y: 1, width: 1, height: 1), style: style)
        #expect(canvas.lines() == ["      阪", "東  大阪"])
        #expect((0..<8).allSatisfy { !canvas[$0, 0].isContinuation || canvas[$0 - 1, 0].width == 2 }, "no half left alone")
    }

    @Test func writesAreClipped() {
        var canvas = Canvas(size: Size(width: 5, height: 2), style: style)
        canvas.write("hello world", x: 1, y: 1, style: style, clip: Rect(x: 1, y: 1, width: 3, height: 1))
        canvas.write("outside", x: 0, y: 5, style: style)
        #expect(canvas.lines() == ["", " hel"])
    }

    @Test func ansiOutputCarriesColorsAndResets() {
        var canvas = Canvas(size: Size(width: 2, height: 1), style: style)
        canvas.write("A", x: 0, y: 0, style: CellStyle(foreground: RGB(hex: 0xFF453A), background: RGB(hex: 0x1C1C1E), bold: true))
        #expect(canvas.ansiLines() == ["\u{1B}[0;1;38;2;255;69;58;48;2;28;28;30mA\u{1B}[0;38;2;255;255;255;48;2;0;0;0m \u{1B}[0m"])
    }
}
