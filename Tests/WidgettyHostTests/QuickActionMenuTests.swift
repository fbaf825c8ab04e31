import Foundation
import Testing
import WidgettyTestSupport
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

/// The quick-action menu as input reduces it: opening, moving, choosing, confirming a removal, the mouse.
@Suite struct QuickActionMenuTests {
    /// The demo's shape on 100 × 30, with names, from a configuration file.
    func metrics(canEditConfig: Bool = true) -> ScreenMetrics {
        let layout = HomeScreenLayout(families: FocusTests.demoFamilies, terminal: Size(width: 100, height: 30), device: .auto)
        return ScreenMetrics(contentHeight: layout.contentHeight, screenHeight: 30, tiles: layout.placements, cell: layout.metrics.cell,
                             screenWidth: 100, tileNames: [0: "Clock", 1: "Clock", 2: "Weather", 3: "Clock", 4: "Clock"],
                             canEditConfig: canEditConfig)
    }

    func run(_ events: [InputEvent], from state: HomeScreenState = HomeScreenState(scheme: .dark),
             metrics: ScreenMetrics? = nil) -> (HomeScreenState, [HomeScreenEffect]) {
        var state = state
        let effects = events.flatMap { state.reduce($0, metrics: metrics ?? self.metrics()) }
        return (state, effects)
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyPress(key, modifiers)) }
    func char(_ character: Character) -> InputEvent { .key(.character(character)) }

    @Test func dotOpensTheFocusedTilesMenuWithTheSystemItems() {
        let (state, effects) = run([char("3"), char(".")])
        #expect(effects.isEmpty)
        #expect(state.menu?.slot == 2)
        #expect(state.menu?.items.map(\.title) == ["Refresh", "Edit Widget…", "Edit in Editor…", "Edit Home Screen", "Remove Widget"])
        #expect(state.menu?.items.last?.isDestructive == true)
        #expect(run([char(".")]).0.menu?.slot == 0, "with nothing focused, the first tile on screen's")
        #expect(run([char(".")], metrics: metrics(canEditConfig: false)).0.menu?.items.map(\.title)
                == ["Refresh", "Save as Configuration", "Edit Home Screen", "Remove Widget"],
                "the embedded demo has no file to edit, and can be saved as one")
    }

    /// Every menu's own items, with and without a file, on a tile and on a stack: an item that asks for more (a sheet,
    /// the editor) ends in "…" and one that acts at once does not; each has a glyph of its own.
    @Test func anItemEndsInAnEllipsisExactlyWhenItAsksForMoreAndHasAGlyphOfItsOwn() {
        for canEditConfig in [true, false] {
            for isStack in [true, false] {
                let items = (isStack ? MenuItem.stackItems(.english) : []) + MenuItem.systemItems(canEditConfig: canEditConfig, isStack: isStack)
                for item in items {
                    let asksForMore = item.command == .configureWidget || item.command == .editWidget
                    #expect(item.title.hasSuffix("…") == asksForMore, "\(item.title)")
                }
                let glyphs = items.compactMap(\.glyph)
                #expect(glyphs.count == items.count && Set(glyphs).count == glyphs.count, "\(items.map { ($0.glyph ?? "", $0.title) })")
            }
        }
    }

    @Test func arrowsMoveReturnChoosesAndTheMenuCloses() {
        #expect(run([char("."), key(.enter)]).1 == [.refresh(slot: 0)])
        #expect(run([char("."), key(.enter)]).0.menu == nil)
        #expect(run([char("."), key(.down), key(.down), key(.enter)]).1 == [.editWidget(slot: 0)])
        #expect(run([char("."), key(.up), key(.up), key(.up), key(.enter)]).1 == [.editWidget(slot: 0)], "up from the top wraps to the bottom")
        #expect(run([char("2"), char("."), char("e"), char("e"), key(.enter)]).1 == [.editWidget(slot: 1)],
                "a first letter three items start with selects each in turn")
        let (editing, effects) = run([char("2"), char("."), char("e"), char("e"), char("e"), key(.enter)])
        #expect(effects.isEmpty && editing.isEditing && editing.menu == nil, "\"Edit Home Screen\" enters edit mode")
        #expect(run([char("."), char("x")]).0.menu != nil, "a letter no item starts with does nothing")
    }

    @Test func aLetterSeveralItemsStartWithSelectsTheNextOfThemWithoutChoosing() {
        let (once, effects) = run([char("."), char("r")])
        #expect(effects.isEmpty && once.menu?.items[once.menu!.selection].title == "Remove Widget",
                "from Refresh, the next item starting with r; nothing is chosen yet")
        let twice = run([char("."), char("r"), char("R")]).0
        #expect(twice.menu?.items[twice.menu!.selection].title == "Refresh", "and round again, in any case")
        #expect(run([char("."), char("r"), char("r"), key(.enter)]).1 == [.refresh(slot: 0)])
        #expect(run([char("."), char("r"), key(.enter)]).0.menu?.question != nil, "Return on Remove Widget asks to confirm")
    }

    @Test func escapeOrASecondDotClosesAndKeysDoNotReachTheHomeScreen() {
        #expect(run([char("."), key(.escape)]).0.menu == nil)
        #expect(run([char("."), key(.escape)]).0.focusedSlot == 0, "closing the menu keeps the focus")
        #expect(run([char("."), char(".")]).0.menu == nil)
        let (state, effects) = run([char("."), char("q"), char("t")])
        #expect(effects.isEmpty && state.scheme == .dark && state.menu != nil, "q and t are the menu's, not quit and theme")
    }

    /// The trial's `rm.toml`: three smalls, on `width` × `height`.
    func threeSmalls(width: Int, height: Int) -> ScreenMetrics {
        let layout = HomeScreenLayout(families: [.small, .small, .small], terminal: Size(width: width, height: height), device: .auto)
        return ScreenMetrics(contentHeight: layout.contentHeight, screenHeight: height, tiles: layout.placements, cell: layout.metrics.cell,
                             screenWidth: width, tileNames: [0: "Clock", 1: "Gone", 2: "Tokyo"])
    }

    /// "Remove?" asked at 100 × 40, then the terminal shrinks to 30 × 14 (tile 3 far below the first screenful): the view
    /// scrolls to the tile and the confirmation is drawn beside it, on screen; too small for any tile, it closes.
    @Test func aResizeKeepsTheOpenConfirmationBesideItsTileOnScreen() throws {
        let (asking, _) = run([char("3"), char("."), char("r"), key(.enter)], metrics: threeSmalls(width: 100, height: 40))
        #expect(asking.menu?.question?.first == "Remove \u{201C}Tokyo\u{201D}?")
        let narrow = threeSmalls(width: 30, height: 14)
        let (resized, effects) = run([.resize], from: asking, metrics: narrow)
        #expect(effects.isEmpty)
        let menu = try #require(resized.menu, "the confirmation stays open")
        #expect(menu == asking.menu, "with its question and Cancel still selected")
        let tile = try #require(narrow.screenFrame(of: 2, scroll: resized.scroll))
        #expect(tile.y >= 0 && tile.maxY <= 14, "its tile is on screen")
        let layout = try #require(resized.menuLayout(menu, metrics: narrow))
        #expect(layout.frame.y >= 0 && layout.frame.maxY <= 14 && layout.frame.maxX <= 30, "and so is the confirmation")
        #expect(run([key(.escape)], from: resized).0.menu == nil, "Escape still cancels it")
        let (tooSmall, _) = run([.resize], from: asking, metrics: threeSmalls(width: 20, height: 8))
        #expect(tooSmall.menu == nil, "no tile is laid out: the menu closes rather than take keys unseen")
    }

    @Test func removingAsksFirstWithCancelSelectedAndEscapeCancels() {
        let (asking, none) = run([char("."), key(.up), key(.enter)])
        #expect(none.isEmpty)
        #expect(asking.menu?.question != nil)
        #expect(asking.menu?.items.map(\.title) == ["Remove", "Cancel"])
        #expect(asking.menu?.items[asking.menu!.selection].title == "Cancel", "a destructive choice is never the default")
        #expect(run([key(.enter)], from: asking).1.isEmpty, "Return takes the default: Cancel")
        #expect(run([key(.enter)], from: asking).0.menu == nil)
        #expect(run([key(.escape)], from: asking).1.isEmpty)
        let (removed, effects) = run([key(.up), key(.enter)], from: asking)
        #expect(effects == [.remove(.widget(0))])
        #expect(removed.menu == nil && removed.focusedSlot == nil)
        #expect(run([char("r")], from: asking).1 == [.remove(.widget(0))], "or its first letter")
        #expect(asking.menu?.question == ["Remove “Clock”?", "Its table leaves the config file."])
    }

    @Test func aRightClickOpensTheMenuOfTheTileUnderItAndClicksChooseOrClose() {
        let tile = metrics().tiles[2].frame
        let (open, _) = run([.mouse(MouseEvent(kind: .press, button: 2, column: tile.x + 2, row: tile.y + 2))])
        #expect(open.menu?.slot == 2 && open.focusedSlot == 2)
        let layout = try! #require(open.menuLayout(open.menu!, metrics: metrics()))
        #expect(layout.frame.y == tile.maxY + 1 && layout.frame.maxX == tile.maxX, "a row under its tile, at its right edge (the right half's)")
        let editRow = layout.itemFrames[2]
        let (pointed, _) = run([.mouse(MouseEvent(kind: .motion, button: nil, column: editRow.x + 1, row: editRow.y))], from: open)
        #expect(pointed.menu?.selection == 2, "the item under the pointer is highlighted")
        #expect(run([.mouse(MouseEvent(kind: .press, button: 0, column: editRow.x + 1, row: editRow.y))], from: open).1 == [.editWidget(slot: 2)])
        let (closed, effects) = run([.mouse(MouseEvent(kind: .press, button: 0, column: 0, row: 29))], from: open)
        #expect(closed.menu == nil && effects.isEmpty, "a click outside closes it and does nothing else")
    }

    @Test func aMenuWithNoRoomBelowOpensAboveItsTile() {
        let bottom = Rect(x: 10, y: 20, width: 20, height: 8)
        let menu = QuickActionMenu(slot: 0, items: MenuItem.systemItems(canEditConfig: true))
        let layout = MenuLayout(menu: menu, header: [], tile: bottom, screen: Size(width: 60, height: 30))
        #expect(layout.frame.maxY == bottom.y - 1, "five rows do not fit under row 28 of 30; a row is left for its shadow")
        #expect(layout.castsShadow)
        let narrow = MenuLayout(menu: menu, header: [], tile: Rect(x: 40, y: 0, width: 20, height: 8), screen: Size(width: 45, height: 30))
        #expect(narrow.frame.maxX <= 45, "pulled in to stay on screen")
    }

    /// A menu above its tile leaves a row for its shadow where there is one, and casts none on the tile where there is not.
    @Test func aMenuAboveItsTileCastsNoShadowOnItsBorder() {
        let palette = Palette(scheme: .dark)
        let menu = QuickActionMenu(slot: 0, items: MenuItem.systemItems(canEditConfig: true))
        let height = MenuLayout(menu: menu, header: [], tile: Rect(x: 10, y: 20, width: 20, height: 8), screen: Size(width: 60, height: 30)).frame.height
        for gap in [0, 1, 3] {
            let tile = Rect(x: 10, y: height + gap, width: 20, height: 8)
            let screen = Size(width: 60, height: tile.maxY + 1)
            var canvas = Canvas(size: screen, style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
            TileChrome.draw(in: tile, canvas: &canvas, palette: palette, emphasis: .focusRing)
            let layout = MenuLayout(menu: menu, header: [], tile: tile, screen: screen)
            MenuOverlay.draw(menu, layout: layout, header: [], on: &canvas, palette: palette)
            #expect(layout.frame.maxY <= tile.y, "gap \(gap): above the tile")
            #expect(String(canvas.lines()[tile.y].dropFirst(10)) == "╭" + String(repeating: "─", count: 18) + "╮",
                    "gap \(gap): the tile's top edge is whole: \(canvas.lines()[tile.y])")
        }
    }

    /// A tile filling the screen's height has no room above or below: its menu sits beside it where the screen has the
    /// columns, else inside it; either way with its own shadow, and the tile's frame stays whole (at 49, 100 and 160
    /// columns, dark and light, for tiles filling the screen, its left half and its right half).
    @Test func aMenuOnATileFillingTheScreenKeepsTheTilesFrameWholeAndCastsItsShadow() {
        let menu = QuickActionMenu(slot: 0, items: [MenuItem(title: "Open Calendar", subtitle: "a.ics", glyph: "↗", command: .widgetAction(0))]
                                   + MenuItem.systemItems(canEditConfig: true))
        for scheme in [ColorScheme.dark, .light] {
            let palette = Palette(scheme: scheme)
            for width in [49, 100, 160] {
                let screen = Size(width: width, height: 26), half = (width - 6) / 2
                let tiles = [Rect(x: 2, y: 1, width: width - 4, height: 24), Rect(x: 2, y: 1, width: half, height: 24),
                             Rect(x: width - 2 - half, y: 1, width: half, height: 24)]
                for tile in tiles {
                    var canvas = Canvas(size: screen, style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
                    TileChrome.draw(in: tile, canvas: &canvas, palette: palette, emphasis: [.lifted, .focusRing])
                    let layout = MenuLayout(menu: menu, header: [], tile: tile, screen: screen)
                    MenuOverlay.draw(menu, layout: layout, header: [], on: &canvas, palette: palette)
                    let lines = canvas.lines().map(Array.init), seen = "\(scheme) \(width) \(tile):\n" + canvas.lines().joined(separator: "\n")
                    let inner = tile.inset(horizontal: 1, vertical: 1)
                    #expect(layout.frame.intersection(tile).isEmpty || layout.frame.intersection(inner) == layout.frame, "beside or inside: \(seen)")
                    #expect(layout.castsShadow, "\(seen)")
                    #expect(String(lines[tile.y][tile.x..<tile.maxX]) == "╭" + String(repeating: "─", count: tile.width - 2) + "╮", "top edge: \(seen)")
                    #expect(String(lines[tile.maxY - 1][tile.x..<tile.maxX]) == "╰" + String(repeating: "─", count: tile.width - 2) + "╯", "\(seen)")
                    for row in (tile.y + 1)..<(tile.maxY - 1) {
                        #expect(lines[row][tile.x] == "│" && lines[row][tile.maxX - 1] == "│", "side edges on row \(row): \(seen)")
                    }
                    let frame = layout.frame
                    #expect((frame.y + 1...frame.maxY).allSatisfy { lines[$0][frame.maxX] == "▌" || lines[$0][frame.maxX] == "▘" }, "its shadow: \(seen)")
                    let ground = canvas[frame.maxX, frame.y + 1].style.background
                    #expect(ground == (layout.frame.intersection(inner) == layout.frame ? palette.liftedTileBackground : palette.screenBackground),
                            "the shadow falls on what is behind it: \(seen)")
                }
            }
        }
    }

    @Test func aSubtitleFitsUnderItsTitleAfterTheGlyphAndLongTextIsCutWithAnEllipsis() {
        let item = MenuItem(title: "New Note…", subtitle: "2026-11-23-1606.md", glyph: "⊕", command: .widgetAction(0))
        let menu = QuickActionMenu(slot: 0, items: [item])
        let layout = MenuLayout(menu: menu, header: [], tile: Rect(x: 0, y: 0, width: 20, height: 8), screen: Size(width: 60, height: 30))
        #expect(layout.frame.width == 2 + 18 + 4, "the glyph's column, the subtitle, the border and margins")
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: 16, height: 12), style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
        let narrow = MenuLayout(menu: menu, header: [], tile: Rect(x: 0, y: 0, width: 16, height: 8), screen: Size(width: 16, height: 12))
        MenuOverlay.draw(menu, layout: narrow, header: [], on: &canvas, palette: palette)
        #expect(canvas.lines()[narrow.itemFrames[0].y + 1].contains("2026-11-2…"), "\(canvas.lines())")
        var asking = menu
        asking.confirm(question: HomeScreenState.removalQuestion(name: "Clock", canEditConfig: true), confirming: MenuItem.remove(.widget(0)))
        let header = asking.question ?? []
        let confirming = MenuLayout(menu: asking, header: header, tile: Rect(x: 0, y: 0, width: 16, height: 8), screen: Size(width: 16, height: 12))
        MenuOverlay.draw(asking, layout: confirming, header: header, on: &canvas, palette: palette)
        let question = confirming.headerFrame.map { canvas.lines()[$0.y + 1] }
        #expect(question?.contains("…") == true, "the question's second line is cut with an ellipsis: \(canvas.lines())")
    }

    /// The glyphs sit on the leading side for a tile on the left half of the screen, on the trailing side for one on the
    /// right, where the menu ends at the tile's trailing edge.
    @Test func glyphsSitOnTheSideOfTheScreenTheTileIsOn() {
        let item = MenuItem(title: "Refresh", glyph: "↻", command: .widgetAction(0))
        let menu = QuickActionMenu(slot: 0, items: [item])
        let palette = Palette(scheme: .dark), screen = Size(width: 60, height: 20)
        for (tile, trailing) in [(Rect(x: 2, y: 0, width: 20, height: 8), false), (Rect(x: 38, y: 0, width: 20, height: 8), true)] {
            let layout = MenuLayout(menu: menu, header: [], tile: tile, screen: screen)
            var canvas = Canvas(size: screen, style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
            MenuOverlay.draw(menu, layout: layout, header: [], on: &canvas, palette: palette)
            let row = canvas.lines()[layout.itemFrames[0].y].trimmingCharacters(in: .whitespaces)
            #expect(row.hasPrefix(trailing ? "│ Refresh ↻ │" : "│ ↻ Refresh │"), "\(tile): \(row)")
            #expect(trailing ? layout.frame.maxX == tile.maxX : layout.frame.x == tile.x, "the menu on its tile's outer edge")
        }
    }

    @Test func aWidgetsOwnActionsComeFirstUpToFour() {
        var metrics = metrics()
        metrics.widgetActions = { slot in
            slot == 2 ? (0..<4).map { MenuItem(title: "Action \($0)", glyph: "★", command: .widgetAction($0)) } : []
        }
        let (state, _) = run([char("3"), char(".")], metrics: metrics)
        #expect(state.menu?.items.map(\.title) == ["Action 0", "Action 1", "Action 2", "Action 3", "Refresh", "Edit Widget…", "Edit in Editor…",
                                                   "Edit Home Screen", "Remove Widget"])
        #expect(run([char("3"), char("."), key(.down), key(.enter)], metrics: metrics).1 == [.widgetAction(slot: 2, index: 1)])
        #expect(run([char("1"), char(".")], metrics: metrics).0.menu?.items.count == 5, "no actions of its own: the system's alone")
    }

    @Test func aFirstLetterWinsOverJAndKWhenAnItemStartsWithIt() {
        var metrics = metrics()
        metrics.widgetActions = { _ in [MenuItem(title: "Keep Open", glyph: "★", command: .widgetAction(0))] }
        #expect(run([char("."), char("k")], metrics: metrics).1 == [.widgetAction(slot: 0, index: 0)], "k picks \"Keep Open\"")
        #expect(run([char("."), char("K")], metrics: metrics).1 == [.widgetAction(slot: 0, index: 0)])
        #expect(run([char("."), char("j"), key(.enter)], metrics: metrics).1 == [.refresh(slot: 0)], "no item starts with j: it moves down")
        #expect(run([char("."), char("k")]).0.menu?.selection == 4, "no item starts with k: it moves up, wrapping to the bottom")
    }
}

/// A kind offering more quick actions than a menu holds is refused when it registers.
@Suite struct QuickActionRegistrationTests {
    /// A widget with as many quick actions as its `count` option says.
    struct Busy: Widget {
        static let kind = "busy"
        static let displayName = "Busy"
        static let description = "Offers too much."
        static let supportedFamilies: [WidgetFamily] = [.small]
        static let options: [WidgetOption] = []
        let provider = StubWidget(settings: WidgetSettings()).provider
        init(settings: WidgetSettings) {}
        func view(entry: StubEntry, context: WidgetContext) -> any View { Text(entry.label) }
        func quickActions(entry: StubEntry, context: WidgetContext) -> [QuickAction] {
            (0..<5).map { QuickAction("Action \($0)", action: .openURL(URL(string: "https://example.com/\($0)")!)) }
        }
    }

    @Test func fiveQuickActionsAreARegistrationError() {
        #expect(WidgetRegistry([WidgetKind(Busy.self)]).registrationProblems()
            == ["the widget kind busy offers 5 quick actions at small; a tile's menu holds at most 4"])
        #expect(testRegistry.registrationProblems().isEmpty)
    }
}
