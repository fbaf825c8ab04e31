import WidgettyKit
import WidgettyRender

/// What an input event is read against: the dashboard's content and tiles, and the terminal's screen.
public struct ScreenMetrics: Sendable {
    /// The content's height in rows.
    public var contentHeight: Int
    /// The screen's height in rows.
    public var screenHeight: Int
    /// The tiles as laid out, in home-screen cells (before scrolling).
    public var tiles: [TilePlacement]
    /// How many points a cell stands for, to size pointer targets as the HIG does.
    public var cell: CellMetrics
    /// The screen's width in columns.
    public var screenWidth: Int
    /// Each tile's widget name by slot, as its tile shows it ("Weather", a timer's "Tea"), for menus that name it.
    public var tileNames: [Int: String]
    /// Whether the configuration came from a file that "Edit Widget…", "Edit in Editor…" and "Remove Widget" can change (not the demo).
    public var canEditConfig: Bool
    /// The last frame's interactive regions, in screen cells, in the order the frame recorded them.
    public var regions: [ScreenRegion] = []
    /// The slots whose tiles drew a chart in the last frame (the arrows and the pointer scrub them).
    public var chartSlots: Set<Int> = []
    /// How many widgets each stack holds, by slot (lone widgets are absent): the wheel and `[` `]` page these.
    public var stackSizes: [Int: Int] = [:]
    /// The index of the widget each stack shows on top, by slot (lone widgets are absent): "Remove Widget" removes it.
    public var stackTops: [Int: Int] = [:]
    /// The configuration the tiles were laid out from, which a configuration sheet reads its widget's settings in.
    public var config: DashboardConfig?
    /// The text of the configuration file `config` was read from, as read; nil when not known (the demo).
    public var configText: String?
    /// The widget kinds, for the gallery and for checking a sheet's fields.
    public var registry: WidgetRegistry?
    /// The sizes each slot's tile can take, smallest first (a stack's: those all its widgets support), by slot.
    public var sizeChoices: [Int: [WidgetFamily]] = [:]
    /// The names of each stack's widgets in order, by slot (lone widgets are absent), for its sheet.
    public var stackMembers: [Int: [String]] = [:]
    /// Each stack's rotation as the configuration writes it ("smart", "1m"), by slot.
    public var stackRotations: [Int: String] = [:]
    /// The screen's locale, whose language the menus and their questions are worded in.
    public var locale: DateLocale = .english

    /// What the configuration holds at `slot`, if any.
    func slot(_ slot: Int?) -> DashboardSlot? {
        guard let slot, let config, config.slots.indices.contains(slot) else { return nil }
        return config.slots[slot]
    }
    /// What a removal's question asked now is asked about: the configuration's slots and the file's text.
    var askedConfiguration: AskedConfiguration? {
        config.map { AskedConfiguration(slots: $0.slots, text: configText) }
    }
    /// The menu items of a tile's own quick actions, by slot (the widget's, before the system's).
    public var widgetActions: @Sendable (Int) -> [MenuItem] = { _ in [] }

    /// Metrics for content of `contentHeight` rows on a screen of `screenWidth` × `screenHeight`, holding `tiles`
    /// (named by `tileNames`) on a grid of `cell`, from a configuration file when `canEditConfig`.
    public init(contentHeight: Int, screenHeight: Int, tiles: [TilePlacement] = [], cell: CellMetrics = .phone,
                screenWidth: Int = 80, tileNames: [Int: String] = [:], canEditConfig: Bool = true) {
        self.contentHeight = contentHeight
        self.screenHeight = screenHeight
        self.tiles = tiles
        self.cell = cell
        self.screenWidth = screenWidth
        self.tileNames = tileNames
        self.canEditConfig = canEditConfig
    }

    /// The indices of the links, buttons and toggles of the tile of `slot`, in reading order (its `widgetURL` aside).
    func elements(of slot: Int) -> [Int] {
        Self.elements(of: slot, in: regions)
    }

    /// The indices of `regions` that are links, buttons and toggles of the tile of `slot`, in reading order:
    /// the one order Tab walks and the highlight follows.
    static func elements(of slot: Int, in regions: [ScreenRegion]) -> [Int] {
        regions.indices.filter { regions[$0].slot == slot && regions[$0].kind != .tileTap }
            .sorted { (regions[$0].frame.y, regions[$0].frame.x) < (regions[$1].frame.y, regions[$1].frame.x) }
    }

    /// What `Return` does on the tile of `slot` with no element focused: its primary button, else its tap.
    func defaultRegion(of slot: Int) -> Int? {
        elements(of: slot).first { if case .button(.primary, _) = regions[$0].kind { true } else { false } } ?? tileTap(of: slot)
    }

    /// The tile of `slot`'s tap (`widgetURL`, `widgetIntent`), which a click or `Return` anywhere else on it does.
    func tileTap(of slot: Int) -> Int? {
        regions.indices.first { regions[$0].slot == slot && regions[$0].kind == .tileTap }
    }

    /// The link, button or toggle of the tile of `slot` a pointer at a screen cell points at, sized as the HIG asks
    /// (`HitTesting`) but never reaching outside the tile.
    func element(of slot: Int, atColumn column: Int, row: Int, scroll: Int) -> Int? {
        guard let tile = screenFrame(of: slot, scroll: scroll), tile.contains(x: column, y: row) else { return nil }
        let elements = elements(of: slot).map { HitTesting<Int>.Element(frame: regions[$0].frame, target: $0, hasBezel: regions[$0].hasBezel,
                                                                             isExact: regions[$0].isExact) }
        return HitTesting(elements, metrics: cell).target(atColumn: column, row: row)
    }

    /// The frame of the tile of `slot` on screen, given the rows scrolled.
    func screenFrame(of slot: Int, scroll: Int) -> Rect? {
        tiles.first { $0.slot == slot }.map { Rect(x: $0.frame.x, y: $0.frame.y - scroll, width: $0.frame.width, height: $0.frame.height) }
    }

    /// The widget of the stack of `slot` whose page dot is at a screen cell, given the rows scrolled.
    func stackDot(of slot: Int, atColumn column: Int, row: Int, scroll: Int) -> Int? {
        guard let count = stackSizes[slot], let tile = screenFrame(of: slot, scroll: scroll) else { return nil }
        return (0..<count).first { PageDots.frame(of: $0, count: count, in: tile)?.contains(x: column, y: row) == true }
    }

    /// The tile a pointer at a screen cell points at, given the rows scrolled: padded and sharing gaps (`HitTesting`).
    func tile(atColumn column: Int, row: Int, scroll: Int) -> TilePlacement? {
        HitTesting(tiles.map { .init(frame: $0.frame, target: $0, hasBezel: true) }, metrics: cell)
            .target(atColumn: column, row: row + scroll)
    }
}
