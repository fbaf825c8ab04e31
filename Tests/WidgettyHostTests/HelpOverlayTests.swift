import Testing
import WidgettyRender
@testable import WidgettyHost

/// The `?` panel of keys and gestures, drawn as the screen allows.
@Suite struct HelpOverlayTests {
    func lines(width: Int, height: Int) -> [String] {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        HelpOverlay.draw(on: &canvas, palette: palette, focus: "Weather")
        return canvas.lines()
    }

    @Test func aPanelNarrowerThanItsListCutsEachLineWithAnEllipsis() {
        #expect(Array(lines(width: 25, height: 12).prefix(8)) == [
            "╭───────────────────────╮",
            "│ Keys and mouse        │",
            "│                       │",
            "│ q            Quit     │",
            "│ ?            Show or… │",
            "│ t            Switch…  │",
            "│ r            Reload…  │",
            "│ Tab          Next ti… │",
        ])
    }
}
