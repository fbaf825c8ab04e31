import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// Focus moving between tiles from the keyboard and the mouse, on real layouts, with no terminal.
@Suite struct FocusTests {
    /// The demo's shape: two small clocks and a medium weather on top, two medium clocks below.
    static let demoFamilies: [WidgetFamily] = [.small, .small, .medium, .medium, .medium]

    /// Metrics for `families` laid out on a `width` × `height` terminal.
    func metrics(_ families: [WidgetFamily] = demoFamilies, width: Int = 100, height: Int = 30) -> ScreenMetrics {
        let layout = HomeScreenLayout(families: families, terminal: Size(width: width, height: height), device: .auto)
        return ScreenMetrics(contentHeight: layout.contentHeight, screenHeight: height, tiles: layout.placements, cell: layout.metrics.cell)
    }

    /// The state after pressing `keys` (or sending any events) from `state`.
    func after(_ events: [InputEvent], from state: HomeScreenState = HomeScreenState(scheme: .dark),
               metrics: ScreenMetrics? = nil) -> HomeScreenState {
        var state = state
        for event in events { _ = state.reduce(event, metrics: metrics ?? self.metrics()) }
        return state
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyPress(key, modifiers)) }
    func char(_ character: Character) -> InputEvent { .key(.character(character)) }

    @Test func tabWalksTheTilesInReadingOrderAndWraps() {
        #expect(after([key(.tab)]).focusedSlot == 0)
        #expect(after(Array(repeating: key(.tab), count: 5)).focusedSlot == 4)
        #expect(after(Array(repeating: key(.tab), count: 6)).focusedSlot == 0, "past the last, back to the first")
        #expect(after([key(.tab, .shift)]).focusedSlot == 4, "Shift-Tab from nothing starts at the last")
        #expect(after([key(.tab), key(.tab, .shift)]).focusedSlot == 4)
    }

    @Test func arrowsAndVimKeysMoveToTheNearestTileThatWay() {
        // Top row: small 0, small 1, medium 2; bottom row: medium 3 (under 0 and 1), medium 4 (under 2).
        #expect(after([key(.tab), key(.right)]).focusedSlot == 1)
        #expect(after([key(.tab), char("l"), char("l")]).focusedSlot == 2)
        #expect(after([key(.tab), char("l"), char("l"), char("l")]).focusedSlot == 2, "nothing further right: focus stays")
        #expect(after([key(.tab), key(.down)]).focusedSlot == 3)
        #expect(after([key(.tab), char("l"), char("l"), char("j")]).focusedSlot == 4)
        #expect(after([char("5"), char("h")]).focusedSlot == 3)
        #expect(after([char("4"), char("k")]).focusedSlot == 0, "both smalls lie straight above; the first in reading order wins")
        #expect(after([char("2"), key(.down)]).focusedSlot == 3, "the medium below small 2 is the nearest down")
    }

    @Test func withNothingFocusedUpAndDownScrollAndLeftOrRightFocusTheFirstTileOnScreen() {
        let tall = metrics(width: 100, height: 12)
        #expect(after([key(.down)], metrics: tall).scroll == 1)
        #expect(after([key(.down)], metrics: tall).focusedSlot == nil)
        let scrolled = after([key(.end)], metrics: tall)
        #expect(after([key(.right)], from: scrolled, metrics: tall).focusedSlot == 3, "the first tile whose top is on screen")
    }

    /// Three smalls: one row at 49 × 30 holds two, so tile 3 starts the second; at 30 × 14 they stand in one column
    /// and tile 3 is far below the screen. A resize scrolls it back on screen.
    @Test func aResizeScrollsTheFocusedTileBackOnScreen() {
        let smalls: [WidgetFamily] = [.small, .small, .small]
        let wide = metrics(smalls, width: 49, height: 30), narrow = metrics(smalls, width: 30, height: 14)
        let focused = after([char("3")], metrics: wide)
        #expect(focused.scroll == 0, "tile 3 is on screen at 49 × 30")
        let resized = after([.resize], from: focused, metrics: narrow)
        let tile = narrow.tiles[2].frame
        #expect(tile.y > 14, "at 30 × 14 tile 3 starts below the first screenful")
        #expect(resized.focusedSlot == 2)
        #expect(resized.scroll == tile.maxY + 1 - 14, "scrolled to show it whole, with the row below it")
        let back = after([.resize], from: resized, metrics: wide)
        #expect(back.scroll == 0, "growing again pulls the scroll back inside the content")
        let unfocused = after([key(.end), key(.escape), .resize], metrics: narrow)
        #expect(unfocused.scroll == narrow.contentHeight - 14, "with no focus a resize keeps the scroll where it was")
    }

    @Test func numbersJumpToTilesAndEscapeClearsTheFocus() {
        #expect(after([char("3")]).focusedSlot == 2)
        #expect(after([char("3"), char("9")]).focusedSlot == 2, "no ninth tile: focus stays")
        #expect(after([char("3"), key(.escape)]).focusedSlot == nil)
        let helped = after([char("3"), char("?")])
        let escaped = after([key(.escape)], from: helped)
        #expect(!escaped.isHelpVisible && escaped.focusedSlot == 2, "Esc closes help first and keeps the focus")
    }

    @Test func theViewScrollsToKeepTheFocusedTileOnScreen() {
        let short = metrics(width: 100, height: 12)
        let below = after([char("4")], metrics: short)
        let frame = short.tiles[3].frame
        #expect(below.scroll > 0)
        #expect(frame.y >= below.scroll && frame.maxY <= below.scroll + 12, "the whole tile is on screen")
        #expect(after([char("1")], from: below, metrics: short).scroll == 0, "back up to the first tile")
    }

    @Test func onAOneColumnScreenFocusMovesUpAndDownOnly() {
        let narrow = metrics([.medium, .large, .medium], width: 49, height: 80)
        #expect(FocusNavigator(tiles: narrow.tiles).readingOrder == [0, 1, 2])
        #expect(after([key(.tab), key(.down), key(.down)], metrics: narrow).focusedSlot == 2)
        #expect(after([key(.tab), key(.right)], metrics: narrow).focusedSlot == 0)
        #expect(after([key(.tab), key(.up)], metrics: narrow).focusedSlot == 0)
    }

    @Test func onAWideScreenRightWalksAlongTheRow() {
        let wide = metrics(Array(repeating: .small, count: 6), width: 200, height: 40)
        let order = FocusNavigator(tiles: wide.tiles).readingOrder
        let firstRow = wide.tiles.filter { $0.frame.y == wide.tiles[0].frame.y }.count
        #expect(firstRow > 2, "200 columns hold more than two small tiles a row")
        var state = after([key(.tab)], metrics: wide)
        for expected in order.prefix(firstRow).dropFirst() {
            state = after([key(.right)], from: state, metrics: wide)
            #expect(state.focusedSlot == expected)
        }
    }

    @Test func aClickFocusesTheTileUnderItAndMotionHovers() {
        let metrics = metrics()
        let tile = metrics.tiles[2].frame
        let click = InputEvent.mouse(MouseEvent(kind: .press, button: 0, column: tile.x + 3, row: tile.y + 2))
        let clicked = after([click])
        #expect(clicked.focusedSlot == 2 && clicked.hoveredSlot == 2)
        let outside = InputEvent.mouse(MouseEvent(kind: .press, button: 0, column: 0, row: 0))
        #expect(after([click, outside]).focusedSlot == nil, "a click on the screen between tiles clears the focus")
        let hover = InputEvent.mouse(MouseEvent(kind: .motion, button: nil, column: tile.x, row: tile.y))
        #expect(after([hover]).hoveredSlot == 2 && after([hover]).focusedSlot == nil)
    }

    /// A click on one tile, then a right click on another: only the tile whose menu opened stays lifted.
    @Test func aRightClickAfterAClickOnAnotherTileLiftsOnlyTheMenusTile() {
        let metrics = metrics()
        let (first, second) = (metrics.tiles[3].frame, metrics.tiles[0].frame)
        func click(_ button: Int, _ frame: Rect) -> [InputEvent] {
            [.mouse(MouseEvent(kind: .press, button: button, column: frame.x + 3, row: frame.y + 2)),
             .mouse(MouseEvent(kind: .release, button: button, column: frame.x + 3, row: frame.y + 2))]
        }
        let state = after(click(0, first) + click(2, second), metrics: metrics)
        #expect(state.menu?.slot == 0)
        let lifted = (0..<metrics.tiles.count).filter { state.emphasis(of: $0).contains(.lifted) }
        #expect(lifted == [0], "only the menu's tile is lifted, not the tile clicked before: \(lifted)")
    }

    @Test func focusLiftsAndRingsItsTileAndHoverLiftsOnlyWhileNoTileHasFocus() {
        var state = HomeScreenState(scheme: .dark)
        state.hoveredSlot = 2
        #expect(state.emphasis(of: 2) == [.lifted], "nothing focused: the pointer's tile lifts")
        state.focusedSlot = 1
        #expect(state.emphasis(of: 1) == [.lifted, .focusRing])
        #expect(state.emphasis(of: 2) == [], "one tile lifted at a time: the focused one")
        #expect(state.emphasis(of: 0) == [])
        state.drag = TileDrag(slot: 1, column: 0, row: 0)
        #expect(state.emphasis(of: 2) == [.lifted], "the tile a drag is over lifts as well")
    }
}

/// Focus kept across configuration edits.
@Suite struct RefocusTests {
    func clock(_ zone: String, line: Int) -> DashboardSlot {
        .widget(WidgetConfig(kind: "clock", family: .small, settings: WidgetSettings(["zone": .string(zone)]),
                             label: "widget \(line)", line: line))
    }

    func focused(_ slot: Int, from old: [DashboardSlot], to new: [DashboardSlot]) -> Int? {
        var state = HomeScreenState(scheme: .dark)
        state.focusedSlot = slot
        state.hoveredSlot = slot
        state.refocus(from: old, to: new)
        #expect(state.hoveredSlot == nil)
        return state.focusedSlot
    }

    @Test func theFocusFollowsItsWidgetWhenAnotherIsAddedBeforeIt() {
        let old = [clock("UTC", line: 1), clock("Asia/Tokyo", line: 4)]
        let new = [clock("Europe/Paris", line: 1), clock("UTC", line: 4), clock("Asia/Tokyo", line: 7)]
        #expect(focused(1, from: old, to: new) == 2)
    }

    @Test func aWidgetEditedInPlaceKeepsTheFocus() {
        #expect(focused(0, from: [clock("UTC", line: 1)], to: [clock("Asia/Tokyo", line: 1)]) == 0)
    }

    @Test func aRemovedWidgetTakesTheFocusWithIt() {
        let weather = DashboardSlot.widget(WidgetConfig(kind: "weather", family: .small, settings: WidgetSettings([:]), label: "widget 1"))
        #expect(focused(1, from: [weather, clock("UTC", line: 4)], to: [weather]) == nil)
        #expect(focused(0, from: [clock("UTC", line: 1)], to: [weather]) == nil)
    }
}
