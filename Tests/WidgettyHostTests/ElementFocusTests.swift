import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// Links, buttons and toggles inside a focused tile: Tab walks them, Return and Space press them, the mouse finds them.
@Suite struct ElementFocusTests {
    /// Two tiles side by side; the first has a tile URL, a link, a primary button and a toggle, the second only a destructive button.
    static let tiles = [
        TilePlacement(slot: 0, family: .medium, frame: Rect(x: 0, y: 0, width: 40, height: 10), fits: true),
        TilePlacement(slot: 1, family: .medium, frame: Rect(x: 43, y: 0, width: 40, height: 10), fits: true),
    ]
    static let regions = [
        ScreenRegion(frame: Rect(x: 0, y: 0, width: 40, height: 10), slot: 0, kind: .tileTap),
        ScreenRegion(frame: Rect(x: 2, y: 5, width: 8, height: 1), slot: 0, kind: .toggle(isOn: false)),
        ScreenRegion(frame: Rect(x: 2, y: 2, width: 12, height: 1), slot: 0, kind: .link),
        ScreenRegion(frame: Rect(x: 20, y: 2, width: 7, height: 1), slot: 0, kind: .button(.primary, title: "Start")),
        ScreenRegion(frame: Rect(x: 45, y: 3, width: 8, height: 1), slot: 1, kind: .button(.destructive, title: "Delete Note")),
    ]

    func metrics(regions: [ScreenRegion] = regions) -> ScreenMetrics {
        var metrics = ScreenMetrics(contentHeight: 10, screenHeight: 20, tiles: Self.tiles, screenWidth: 90, tileNames: [0: "Timer", 1: "Notes"])
        metrics.regions = regions
        return metrics
    }

    func run(_ events: [InputEvent], from state: HomeScreenState = HomeScreenState(scheme: .dark),
             metrics: ScreenMetrics? = nil) -> (HomeScreenState, [HomeScreenEffect]) {
        var state = state
        let effects = events.flatMap { state.reduce($0, metrics: metrics ?? self.metrics()) }
        return (state, effects)
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyPress(key, modifiers)) }
    func click(_ column: Int, _ row: Int) -> InputEvent { .mouse(MouseEvent(kind: .press, button: 0, column: column, row: row)) }

    @Test func tabWalksTheTilesItemsInReadingOrderThenMovesOn() {
        // Reading order in tile 0: the link (row 2, column 2), the button (row 2, column 20), the toggle (row 5).
        let tab = key(.tab)
        #expect(run([tab]).0.focusedElement == nil, "first the tile itself")
        #expect(run([tab, tab]).0.focusedElement == 0)
        #expect(run([tab, tab, tab, tab]).0.focusedElement == 2)
        let past = run([tab, tab, tab, tab, tab]).0
        #expect(past.focusedSlot == 1 && past.focusedElement == nil, "past the last item, the next tile")
        let back = run([tab, tab, key(.tab, .shift)]).0
        #expect(back.focusedSlot == 0 && back.focusedElement == nil, "Shift-Tab from the first item: the tile itself")
        #expect(run([tab, tab, key(.right)]).0.focusedElement == nil, "moving to another tile forgets the item")
    }

    /// With one tile on the screen, Tab past its last item goes round to the tile itself, then its first item again,
    /// rather than staying on the last item.
    @Test func tabGoesRoundTheOnlyTile() {
        var metrics = ScreenMetrics(contentHeight: 10, screenHeight: 20, tiles: Array(Self.tiles.prefix(1)), screenWidth: 90, tileNames: [0: "Timer"])
        metrics.regions = Array(Self.regions.prefix(4))
        let tab = key(.tab)
        let last = run(Array(repeating: tab, count: 4), metrics: metrics).0
        #expect(last.focusedSlot == 0 && last.focusedElement == 2, "the last item")
        let round = run(Array(repeating: tab, count: 5), metrics: metrics).0
        #expect(round.focusedSlot == 0 && round.focusedElement == nil, "past the last item, the tile itself")
        #expect(run(Array(repeating: tab, count: 6), metrics: metrics).0.focusedElement == 0, "then its first item")
    }

    @Test func returnPressesTheFocusedItemElseThePrimaryButtonElseTheTileURL() {
        #expect(run([key(.tab), key(.tab), key(.enter)]).1 == [.activate(region: 2)], "the link")
        #expect(run([key(.tab), key(.tab), key(.tab), key(.tab), key(.enter)]).1 == [.activate(region: 1)], "the toggle")
        #expect(run([key(.tab), key(.enter)]).1 == [.activate(region: 3)], "no item focused: the primary button")
        let withoutPrimary = metrics(regions: Array(Self.regions.prefix(3)))
        #expect(run([key(.tab), key(.enter)], metrics: withoutPrimary).1 == [.activate(region: 0)], "no primary: the tile's URL")
        #expect(run([key(.enter)]).1.isEmpty, "nothing focused: nothing")
    }

    @Test func spacePressesTheFocusedItemAndOtherwiseScrolls() {
        #expect(run([key(.tab), key(.tab), key(.tab), key(.tab), key(.character(" "))]).1 == [.activate(region: 1)])
        let (state, effects) = run([key(.tab), key(.character(" "))], metrics: ScreenMetrics(contentHeight: 60, screenHeight: 20, tiles: Self.tiles))
        #expect(effects.isEmpty && state.scroll == 18, "a focused tile with no item focused: Space pages down")
    }

    @Test func aDestructiveButtonAsksFirstAndCancelIsTheDefault() {
        let (asking, none) = run([key(.character("2")), key(.tab), key(.enter)])
        #expect(run([key(.character("2")), key(.enter)]).1.isEmpty && run([key(.character("2")), key(.enter)]).0.menu == nil, "a destructive button is never the default")
        #expect(none.isEmpty)
        #expect(asking.menu?.question == ["Delete Note?"])
        #expect(asking.menu?.items.map(\.title) == ["Delete Note", "Cancel"])
        #expect(run([key(.enter)], from: asking).1.isEmpty, "Return takes Cancel")
        #expect(run([key(.up), key(.enter)], from: asking).1 == [.pressButton(ButtonIdentity(Self.regions[4], title: "Delete Note", member: 0))])
        #expect(run([click(47, 3)]).0.menu?.question == ["Delete Note?"], "a click asks too")
    }

    @Test func theMouseFindsItemsWithTheirPaddingAndTheTileURLElsewhere() {
        let (clicked, effects) = run([click(23, 2)])
        #expect(effects == [.activate(region: 3)] && clicked.focusedSlot == 0 && clicked.focusedElement == 1)
        #expect(run([click(23, 3)]).1 == [.activate(region: 3)], "a row below the button is in its padding")
        #expect(run([click(35, 8)]).1 == [.activate(region: 0)], "elsewhere in the tile: its URL")
        #expect(run([click(60, 8)]).1.isEmpty, "a tile without a URL: focus only")
        let hovered = run([.mouse(MouseEvent(kind: .motion, button: nil, column: 4, row: 2))]).0
        #expect(hovered.hoveredRegion == 2 && hovered.hoveredSlot == 0)
    }
}

/// Scrubbing a tile's charts: the arrows in a focused chart tile, the pointer over one.
@Suite struct ChartScrubTests {
    func metrics() -> ScreenMetrics {
        var metrics = ScreenMetrics(contentHeight: 10, screenHeight: 20, tiles: ElementFocusTests.tiles, screenWidth: 90)
        metrics.chartSlots = [1]
        return metrics
    }

    func run(_ events: [InputEvent], from state: HomeScreenState = HomeScreenState(scheme: .dark)) -> HomeScreenState {
        var state = state
        for event in events { _ = state.reduce(event, metrics: metrics()) }
        return state
    }

    func key(_ key: Key) -> InputEvent { .key(KeyPress(key)) }

    @Test func arrowsScrubAFocusedChartTileAndMoveFocusElsewhere() {
        #expect(run([key(.character("2")), key(.left)]).scrub == TileScrub(slot: 1, at: .stepsBack(0)), "the first press shows the latest")
        #expect(run([key(.character("2")), key(.left), key(.left), key(.left)]).scrub == TileScrub(slot: 1, at: .stepsBack(2)))
        #expect(run([key(.character("2")), key(.left), key(.left), key(.left), key(.right)]).scrub == TileScrub(slot: 1, at: .stepsBack(1)))
        #expect(run([key(.character("2")), key(.right)]).scrub == TileScrub(slot: 1, at: .stepsBack(0)), "held at the latest")
        #expect(run([key(.character("2")), key(.left)]).focusedSlot == 1, "the arrows scrub instead of moving focus")
        #expect(run([key(.character("2")), key(.character("h"))]).focusedSlot == 0, "h still moves focus")
        #expect(run([key(.character("1")), key(.right)]).focusedSlot == 1, "no chart: the arrows move focus")
    }

    @Test func escapeEndsTheScrubBeforeTheFocusAndMovingOnForgetsIt() {
        let scrubbing = run([key(.character("2")), key(.left)])
        let escaped = run([key(.escape)], from: scrubbing)
        #expect(escaped.scrub == nil && escaped.focusedSlot == 1)
        #expect(run([key(.character("1"))], from: scrubbing).scrub == nil)
    }

    @Test func thePointerOverAChartScrubsAtItsColumn() {
        let over = run([.mouse(MouseEvent(kind: .motion, button: nil, column: 60, row: 4))])
        #expect(over.scrub == TileScrub(slot: 1, at: .column(60)))
        #expect(run([.mouse(MouseEvent(kind: .motion, button: nil, column: 10, row: 4))], from: over).scrub == nil, "leaving it ends the scrub")
    }
}
