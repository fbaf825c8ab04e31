import Testing
import WidgettyRender
@testable import WidgettyHost

/// The `?` panel of keys and gestures, drawn as the screen allows.
@Suite struct HelpOverlayTests {
    func lines(width: Int, height: Int, reportsMouse: Bool = true, editing: Bool = false, scroll: Int = 0) -> [String] {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        HelpOverlay.draw(on: &canvas, palette: palette, focus: "Weather", reportsMouse: reportsMouse, editing: editing, scroll: scroll)
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

    /// On a screen too short for one column and too narrow for two with their meanings: one column, every key with
    /// its meaning, and a line saying how much more is below.
    @Test func aShortNarrowScreenShowsOneColumnWithMeaningsAndMoreBelow() {
        let shown = lines(width: 49, height: 20)
        #expect(shown.contains { $0.contains("│ q            Quit") }, "\(shown.joined(separator: "\n"))")
        #expect(!shown.contains { $0.contains("Quit ") && $0.contains("1–9") }, "no second column of keys without meanings")
        #expect(shown.contains { $0.contains("more below (j/k, PgDn)") })
        let bottom = lines(width: 49, height: 20, scroll: 1000)
        #expect(bottom.contains { $0.contains("Esc") } && bottom.contains { $0.contains("more above") }, "\(bottom.joined(separator: "\n"))")
        #expect(!bottom.contains { $0.contains("more below") })
    }

    /// While help shows, j/k, the arrows, PgUp/PgDn, Home/End and the wheel scroll its list (within its length), not
    /// the home screen under it; closing it and opening it again starts at the top.
    @Test func theScrollingKeysAndTheWheelScrollTheHelp() {
        let metrics = ScreenMetrics(contentHeight: 100, screenHeight: 20, screenWidth: 49)
        let panel = HelpPanel(size: Size(width: 49, height: 20), reportsMouse: true, editing: false)
        var state = HomeScreenState(scheme: .dark)
        let steps: [(InputEvent, Int)] = [
            (.key(.character("?")), 0), (.key(.character("j")), 1), (.key(KeyPress(.down)), 2), (.key(KeyPress(.pageDown)), 2 + panel.page),
            (.mouse(MouseEvent(kind: .wheel(1), button: nil, column: 20, row: 10)), 2 + panel.page + HomeScreenState.wheelRows),
            (.key(.character("k")), 1 + panel.page + HomeScreenState.wheelRows), (.key(KeyPress(.end)), panel.maxScroll),
            (.key(.character("j")), panel.maxScroll), (.key(KeyPress(.pageUp)), panel.maxScroll - panel.page), (.key(KeyPress(.home)), 0),
            (.key(KeyPress(.up)), 0), (.key(KeyPress(.end)), panel.maxScroll),
        ]
        for (event, expected) in steps {
            _ = state.reduce(event, metrics: metrics)
            #expect(state.helpScroll == expected, "after \(event)")
        }
        #expect(panel.maxScroll > 0 && state.scroll == 0, "the home screen under the help stays put")
        _ = state.reduce(.key(.character("?")), metrics: metrics)
        _ = state.reduce(.key(.character("?")), metrics: metrics)
        #expect(state.isHelpVisible && state.helpScroll == 0)
    }
}
