import WidgettyKit
import WidgettyRender

/// What the person has changed about the view: appearance, scroll position, focus, help.
public struct HomeScreenState: Sendable, Equatable {
    public var scheme: ColorScheme
    /// Rows scrolled down from the top.
    public var scroll: Int = 0
    public var isHelpVisible = false {
        didSet { if isHelpVisible != oldValue { helpScroll = 0 } }
    }
    /// Rows the help's list is scrolled down, when it is taller than the screen (the keys that scroll scroll it while it shows).
    public var helpScroll = 0
    /// A problem with the whole dashboard shown across the top, such as a configuration edit that did not load; Esc closes it.
    public var banner: String?
    /// The slot of the tile with the keyboard's focus, if any.
    public var focusedSlot: Int? {
        didSet { if focusedSlot != oldValue { focusedElement = nil; scrub = nil } }
    }
    /// Where the charts of a tile are being scrubbed (the arrows in a focused chart tile, or the pointer over one).
    public var scrub: TileScrub?
    /// Which of the focused tile's links, buttons and toggles has focus, counting in reading order; nil for the tile itself.
    public var focusedElement: Int?
    /// The region of the last frame under the mouse pointer, if any (an index into `ScreenMetrics.regions`).
    public var hoveredRegion: Int?
    /// The slot of the tile under the mouse pointer, if any.
    public var hoveredSlot: Int?
    /// The region just clicked or activated with `Return` (an index into `ScreenMetrics.regions`), drawn pressed
    /// until the loop clears it a moment later (`PressedMoment`).
    public var pressedRegion: Int?
    /// The quick-action menu open on a tile, if any; it takes the keys and the mouse while open.
    public var menu: QuickActionMenu?
    /// The widget gallery, while open (`+`); it takes the keys while open.
    public var gallery: WidgetGallery?
    /// A widget's configuration sheet, while open ("Edit Widget", or a kind added that needs a setting); it takes the keys.
    public var sheet: ConfigurationSheet?
    /// Whether the terminal reports key repeats and releases, Return's too (the kitty keyboard protocol, as its answer
    /// to `CSI ? u` says): Return then acts when it comes up, and holding it opens the quick actions.
    public var reportsKeyReleases = false
    /// Return while it is held, where the terminal reports its release.
    var heldReturn: HeldReturn?
    /// Whether the home screen is being arranged (edit mode: `e`, "Edit Home Screen", a long press): tiles show
    /// their remove badges, and the keys and the mouse move, resize, stack and remove them.
    public var isEditing = false
    /// The tile the mouse is dragging in edit mode, if any.
    public var drag: TileDrag?
    /// The sheet of a stack open in edit mode (its widgets, their order, its rotation), if any.
    public var stackSheet: StackSheet?
    /// A list a quick action or a tile's tap shows (an agenda), while open; any key or a click closes it.
    public var listSheet: ListSheet?

    /// Creates a state showing the top of the screen in a scheme.
    public init(scheme: ColorScheme) {
        self.scheme = scheme
    }

    /// Applies a command's change to the state (quitting, reloading and redrawing are the loop's: see `reduce`).
    public mutating func apply(_ command: HomeScreenCommand, metrics: ScreenMetrics) {
        let maxScroll = max(0, metrics.contentHeight - metrics.screenHeight)
        let navigator = FocusNavigator(tiles: metrics.tiles)
        switch command {
        case .quit, .redraw, .reloadAll: break
        case .toggleHelp: isHelpVisible.toggle()
        case .dismiss:
            if isHelpVisible { isHelpVisible = false } else if banner != nil { banner = nil } else if scrub != nil { scrub = nil } else { focusedSlot = nil }
        case .toggleTheme: scheme = scheme == .dark ? .light : .dark
        case .scroll(let rows): scroll += rows
        case .scrollPage(let pages): scroll += pages * max(1, metrics.screenHeight - 2)
        case .scrollToTop: scroll = 0
        case .scrollToBottom: scroll = maxScroll
        case .focusStep(let forward): step(forward: forward, navigator: navigator, metrics: metrics)
        case .scrubOrMove(let direction):
            guard let focusedSlot, metrics.chartSlots.contains(focusedSlot) else { return apply(.moveFocus(direction), metrics: metrics) }
            let back = scrub.flatMap { if case .stepsBack(let steps) = $0.at, $0.slot == focusedSlot { steps } else { nil } } ?? -1
            scrub = TileScrub(slot: focusedSlot, at: .stepsBack(max(0, back + (direction == .left ? 1 : -1))))
        case .moveFocus(let direction):
            guard let focusedSlot else { return focus(firstTileOnScreen(metrics), metrics: metrics) }
            focus(navigator.neighbour(of: focusedSlot, in: direction) ?? focusedSlot, metrics: metrics)
        case .focusTile(let number): focus(navigator.tile(number: number) ?? focusedSlot, metrics: metrics)
        case .activate, .pressElement, .pageStack: break
        case .openGallery:
            (menu, isHelpVisible) = (nil, false)
            gallery = WidgetGallery(after: focusedSlot, opened: metrics.slot(focusedSlot))
        case .editHomeScreen:
            isEditing = true
            menu = nil
            if focusedSlot == nil { focus(firstTileOnScreen(metrics), metrics: metrics) }
        case .openMenu:
            if focusedSlot == nil { focus(firstTileOnScreen(metrics), metrics: metrics) }
            if let focusedSlot {
                let stackSize = metrics.stackSizes[focusedSlot]
                // A stack of one has nothing to page to: no Next/Previous Widget.
                menu = QuickActionMenu(slot: focusedSlot, items: (stackSize ?? 0 > 1 ? MenuItem.stackItems(metrics.locale) : [])
                                       + metrics.widgetActions(focusedSlot)
                                       + MenuItem.systemItems(canEditConfig: metrics.canEditConfig, isStack: stackSize != nil, locale: metrics.locale))
            }
        }
        clampScroll(contentHeight: metrics.contentHeight, screenHeight: metrics.screenHeight)
    }

    /// Tab: through the focused tile's elements, then on to the next tile; Shift-Tab back, the tile itself before its first.
    private mutating func step(forward: Bool, navigator: FocusNavigator, metrics: ScreenMetrics) {
        let count = focusedSlot.map { metrics.elements(of: $0).count } ?? 0
        switch (focusedElement, forward) {
        case (nil, true) where count > 0 && focusedSlot != nil: focusedElement = 0
        case (let element?, true) where element + 1 < count: focusedElement = element + 1
        case (let element?, false) where element > 0: focusedElement = element - 1
        case (.some, false): focusedElement = nil
        default:
            let next = navigator.step(from: focusedSlot, forward: forward)
            // The only tile steps to itself: its items are left, as they are for another tile, so Tab goes round.
            if next == focusedSlot { focusedElement = nil }
            focus(next, metrics: metrics)
        }
    }

    /// Keeps the scroll inside the content, for a screen that grew or content that shrank.
    public mutating func clampScroll(contentHeight: Int, screenHeight: Int) {
        scroll = min(max(0, scroll), max(0, contentHeight - screenHeight))
    }

    /// Gives `slot` the focus and scrolls so its tile is on screen, with the row above and below it when they fit.
    mutating func focus(_ slot: Int?, metrics: ScreenMetrics) {
        focusedSlot = slot
        scrollToShow(slot, metrics: metrics)
    }

    /// Scrolls so the tile of `slot` is on screen, with the row above and below it when they fit (its top when it is
    /// taller than the screen).
    mutating func scrollToShow(_ slot: Int?, metrics: ScreenMetrics) {
        guard let frame = metrics.tiles.first(where: { $0.slot == slot })?.frame else { return }
        if frame.y - 1 < scroll { scroll = frame.y - 1 }
        if frame.maxY + 1 > scroll + metrics.screenHeight { scroll = min(frame.y - 1, frame.maxY + 1 - metrics.screenHeight) }
    }

    /// The first tile in reading order whose top row is on screen, else the first at all.
    func firstTileOnScreen(_ metrics: ScreenMetrics) -> Int? {
        let order = FocusNavigator(tiles: metrics.tiles).readingOrder
        let onScreen = order.first { slot in
            metrics.tiles.first { $0.slot == slot }.map { $0.frame.y >= scroll && $0.frame.y < scroll + metrics.screenHeight } ?? false
        }
        return onScreen ?? order.first
    }
}

extension HomeScreenState {
    /// How the tile in `slot` stands out: ringed and lifted with focus (its menu or confirmation open), lifted under
    /// the pointer while no tile has focus; one tile is lifted at a time, but for the tile a drag is over in edit mode.
    public func emphasis(of slot: Int) -> TileEmphasis {
        var emphasis: TileEmphasis = []
        if slot == focusedSlot { emphasis.formUnion([.lifted, .focusRing]) }
        if slot == hoveredSlot && (focusedSlot == nil || drag != nil) { emphasis.insert(.lifted) }
        return emphasis
    }
}
