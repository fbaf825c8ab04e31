import Testing
import WidgettyRender
@testable import WidgettyHost

/// The `?` panel of keys and gestures, drawn as the screen allows.
@Suite struct HelpOverlayTests {
    func lines(width: Int, height: Int, reportsMouse: Bool = true, editing: Bool = false) -> [String] {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        HelpOverlay.draw(on: &canvas, palette: palette, focus: "Weather", reportsMouse: reportsMouse, editing: editing)
        return canvas.lines()
    }

    /// While the dashboard takes the mouse, a plain drag is the dashboard's: the panel says Shift-drag selects text.
    @Test func thePanelSaysHowToSelectTextWhileTheMouseIsReported() {
        #expect(lines(width: 100, height: 50).contains { $0.contains("Shift-drag   Select text (mouse on)") })
        #expect(!lines(width: 100, height: 50, reportsMouse: false).contains { $0.contains("Shift-drag") }, "with mouse = false a drag selects")
    }

    /// `?` in edit mode lists edit mode's keys and gestures, and `e` among the home screen's.
    @Test func inEditModeThePanelListsEditModesKeys() {
        let editing = lines(width: 100, height: 50, editing: true)
        #expect(editing.contains { $0.contains("m        Stack it with the tile before") }, "\(editing.joined(separator: "\n"))")
        #expect(editing.contains { $0.contains("Click ⊖  Remove the tile") })
        #expect(!editing.contains { $0.contains("Reload every widget") })
        #expect(editing.contains { $0.contains("Edit mode: keys and mouse") })
        #expect(lines(width: 100, height: 50).contains { $0.contains("e            Edit Home Screen") })
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
