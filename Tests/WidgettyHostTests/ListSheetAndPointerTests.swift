import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// A quick action's list sheet closes on any key or click and takes nothing else with it; the pointer is a hand
/// over a link or button on the home screen only.
@Suite struct ListSheetAndPointerTests {
    let menus = QuickActionMenuTests()

    /// The demo's shape with a link drawn on the first tile's second row.
    func metricsWithALink() -> ScreenMetrics {
        var metrics = menus.metrics()
        let tile = metrics.tiles[0].frame
        metrics.regions = [ScreenRegion(frame: Rect(x: tile.x + 2, y: tile.y + 2, width: 8, height: 1), slot: 0, kind: .link)]
        return metrics
    }

    func motion(_ x: Int, _ y: Int) -> InputEvent { .mouse(MouseEvent(kind: .motion, button: nil, column: x, row: y)) }

    /// A sheet's labels ("When", "Where", an agenda's times) are quiet words, not links: the secondary label's colour.
    @Test func aSheetsLabelsAreSecondaryNotTheTintOfALink() throws {
        let sheet = ListSheet(title: "Design review", rows: [HostRequest.Row("When", "10:00–11:00"), HostRequest.Row("Where", "Room 4")],
                              empty: "Nothing")
        for scheme in [ColorScheme.dark, .light] {
            let palette = Palette(scheme: scheme)
            var canvas = Canvas(size: Size(width: 49, height: 20), style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
            ListSheetOverlay.draw(sheet, on: &canvas, palette: palette)
            for label in ["When", "Where"] {
                let y = try #require(canvas.lines().firstIndex { $0.contains(label + " ") }, "\(label) is drawn: \(canvas.lines())")
                let x = try #require(Array(canvas.lines()[y]).firstIndex(of: Character(String(label.first!))))
                let fill = palette.tileBackground(.lifted)
                #expect(canvas[x, y].style.foreground == palette.color(.secondaryLabel, over: fill),
                        "\(scheme) \(label): \(canvas[x, y].style), the tint is \(palette.color(.tint, over: fill))")
            }
        }
    }

    @Test func anyKeyOrAClickClosesTheSheetAndDoesNothingElse() {
        var open = HomeScreenState(scheme: .dark)
        open.listSheet = ListSheet(title: "Today, November 24", rows: [HostRequest.Row("10:00", "Planning")], empty: "No events today")
        for event in [InputEvent.key(.character("q")), .key(KeyPress(.enter)), .key(KeyPress(.escape)), .key(.character(".")),
                      .mouse(MouseEvent(kind: .press, button: 0, column: 5, row: 5))] {
            let (state, effects) = menus.run([event], from: open)
            #expect(state.listSheet == nil && effects.isEmpty, "\(event): closed, and q did not quit")
            #expect(state.menu == nil && state.focusedSlot == nil, "\(event) reached nothing under the sheet")
        }
        let (moved, _) = menus.run([motion(5, 5)], from: open)
        #expect(moved.listSheet != nil, "moving the pointer leaves it open")
    }

    @Test func thePointerIsAHandOverALinkAndStandardElsewhere() {
        let metrics = metricsWithALink()
        let link = metrics.regions[0].frame
        let (over, _) = menus.run([motion(link.x + 1, link.y)], metrics: metrics)
        #expect(over.pointerShape == .hand)
        let (off, _) = menus.run([motion(link.x + 1, link.y), motion(metrics.screenWidth - 1, metrics.screenHeight - 1)], metrics: metrics)
        #expect(off.pointerShape == .standard, "back to the terminal's own on leaving it")
        var covered = over
        covered.menu = QuickActionMenu(slot: 0, items: MenuItem.systemItems(canEditConfig: true))
        #expect(covered.pointerShape == .standard, "a menu over it")
        covered = over
        covered.isEditing = true
        #expect(covered.pointerShape == .standard, "arranging: a click moves, it does not open")
    }
}
