import Testing
import WidgettyKit
@testable import WidgettyRender

@Suite struct TileChromeTests {
    @Test func drawsARoundedTile() {
        let palette = Palette(scheme: .light)
        var canvas = Canvas(size: Size(width: 6, height: 4), style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
        TileChrome.draw(in: Rect(x: 1, y: 0, width: 5, height: 3), canvas: &canvas, palette: palette)
        #expect(canvas.lines() == [" ╭───╮", " │   │", " ╰───╯", ""])
        #expect(canvas[2, 1].style.background == palette.tileBackground)
        #expect(canvas[1, 0].style.background == palette.screenBackground, "corners sit on the screen, so the tile looks rounded")
    }
}
