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
    }

    /// The outline's cells, corners and edges alike, are filled as the tile in both palettes: no corner notched out of
    /// a band of fill around the line (light mode's white tile on its grey ground showed it).
    @Test(arguments: [ColorScheme.light, .dark], [TileEmphasis(), .lifted, .focusRing])
    func theOutlinesCornersAndEdgesShareTheTilesFill(scheme: ColorScheme, emphasis: TileEmphasis) {
        let palette = Palette(scheme: scheme)
        var canvas = Canvas(size: Size(width: 8, height: 6), style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
        let tile = Rect(x: 1, y: 0, width: 5, height: 4)
        TileChrome.draw(in: tile, canvas: &canvas, palette: palette, emphasis: emphasis)
        let fill = palette.tileBackground(emphasis)
        for y in tile.y..<tile.maxY {
            for x in tile.x..<tile.maxX {
                #expect(canvas[x, y].style.background == fill, "\(scheme) \(emphasis.rawValue): cell \(x),\(y)")
            }
        }
        #expect(canvas[0, 1].style.background == palette.screenBackground, "outside the tile, the screen")
    }
}
