import WidgettyKit
import WidgettyRender
extension HomeScreenState {
    /// Rows one notch of the mouse wheel scrolls.
    static let wheelRows = 3

    /// Applies an input event to the state, pure and testable; returns what the loop must do besides redrawing.
    ///
    /// A key's repeat acts as a press (holding `j` scrolls on) and its release does nothing, but Return's where the
    /// terminal reports them (`reportsKeyReleases`): see `reduceReturn`.
    public mutating func reduce(_ event: InputEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        switch event {
        case .key(let press) where listSheet != nil && press.phase != .release:
            listSheet = nil
            return []
        case .mouse(let mouse) where listSheet != nil:
            if case .press = mouse.kind { listSheet = nil }
            return []
        case .key(let press) where sheet != nil && press.phase != .release:
            return reduceSheet(press, metrics: metrics)
        case .key(let press) where gallery != nil && press.phase != .release:
            return reduceGallery(press, metrics: metrics)
        case .paste(let text) where sheet != nil || gallery != nil:
            return typeIntoSheets(text, metrics: metrics)
        case .mouse where sheet != nil || gallery != nil:
            return []
        case .key(let press) where reportsKeyReleases && press.key == .enter && press.modifiers.isEmpty:
            return reduceReturn(press.phase, metrics: metrics)
        case .key(let press) where press.phase == .release:
            return []
        case .key(let press) where isHelpVisible && Self.helpScroll(press) != nil:
            scrollHelp(Self.helpScroll(press), metrics: metrics)
            return []
        case .mouse(let mouse) where isHelpVisible && Self.helpScroll(mouse) != nil:
            scrollHelp(Self.helpScroll(mouse), metrics: metrics)
            return []
        case .key(let press) where menu != nil:
            return reduceMenu(press, metrics: metrics)
        case .mouse(let mouse) where menu != nil:
            return reduceMenu(mouse, metrics: metrics)
        case .key(let press) where isEditing:
            return reduceEditKey(press, metrics: metrics)
        case .mouse(let mouse) where isEditing:
            return reduceEditMouse(mouse, metrics: metrics)
        case .key(let press):
            return reduceKey(press, metrics: metrics)
        case .mouse(let mouse):
            return reduce(mouse, metrics: metrics)
        case .resize:
            fitScreen(metrics: metrics)
            return []
        case .keyboardFlags(let flags):
            reportsKeyReleases = flags & Self.keyReleaseFlags == Self.keyReleaseFlags
            heldReturn = nil
            return []
        case .paste, .focus:
            return []
        }
    }

    /// A key on the home screen (no menu open): the command the key map gives it.
    mutating func reduceKey(_ press: KeyPress, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard let command = KeyBinding.command(for: press, focused: focusedSlot != nil) else { return [] }
        apply(command, metrics: metrics)
        switch command {
        case .quit: return [.quit]
        case .reloadAll: return [.reloadAll]
        case .redraw: return [.repaint]
        case .activate: return activateFocused(metrics: metrics)
        case .pageStack(let step):
            guard let focusedSlot, metrics.stackSizes[focusedSlot] != nil else { return [] }
            return [.pageStack(slot: focusedSlot, by: step)]
        case .pressElement:
            guard focusedElement != nil else {
                apply(.scrollPage(1), metrics: metrics)
                return []
            }
            return activateFocused(metrics: metrics)
        default: return []
        }
    }

    /// `Return` on the focused tile: its focused element, else its primary button, else its tap (`widgetURL`, `widgetIntent`).
    private mutating func activateFocused(metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard let focusedSlot else { return [] }
        let elements = metrics.elements(of: focusedSlot)
        if let focusedElement, elements.indices.contains(focusedElement) { return activate(elements[focusedElement], metrics: metrics) }
        return metrics.defaultRegion(of: focusedSlot).map { activate($0, metrics: metrics) } ?? []
    }

    /// Acts on region `index`; a destructive button asks first, in a confirmation under its tile, which remembers the
    /// button itself (`ButtonIdentity`), not its index in this frame.
    private mutating func activate(_ index: Int, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        let region = metrics.regions[index]
        guard case .button(.destructive, let title) = region.kind else {
            pressedRegion = index
            return [.activate(region: index)]
        }
        let button = ButtonIdentity(region, title: title, member: metrics.stackTops[region.slot] ?? 0)
        var confirmation = QuickActionMenu(slot: region.slot, items: [])
        confirmation.confirm(question: ["\(title)?"], confirming: MenuItem(title: title, isDestructive: true, command: .pressButton(button)),
                             locale: metrics.locale)
        menu = confirmation
        return []
    }

    /// The wheel scrolls, or pages a stack under the pointer; a left click focuses the tile under it (or clears the
    /// focus off every tile), and on a stack's dot shows that widget; a right click opens the tile's quick actions; motion hovers.
    private mutating func reduce(_ mouse: MouseEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        let tile = metrics.tile(atColumn: mouse.column, row: mouse.row, scroll: scroll)?.slot
        switch mouse.kind {
        case .wheel(let notches):
            if let tile, metrics.stackSizes[tile] != nil { return [.pageStack(slot: tile, by: notches)] }
            apply(.scroll(notches * Self.wheelRows), metrics: metrics)
            hoveredSlot = metrics.tile(atColumn: mouse.column, row: mouse.row, scroll: scroll)?.slot
        case .press where mouse.button == 0:
            focusedSlot = tile
            hoveredSlot = tile
            guard let tile else { return [] }
            if let member = metrics.stackDot(of: tile, atColumn: mouse.column, row: mouse.row, scroll: scroll) {
                return [.showStackWidget(slot: tile, member: member)]
            }
            if let element = metrics.element(of: tile, atColumn: mouse.column, row: mouse.row, scroll: scroll) {
                focusedElement = metrics.elements(of: tile).firstIndex(of: element)
                return activate(element, metrics: metrics)
            }
            return metrics.tileTap(of: tile).map { activate($0, metrics: metrics) } ?? []
        case .press where mouse.button == 2:
            guard let tile else { return [] }
            (focusedSlot, hoveredSlot) = (tile, tile)
            apply(.openMenu, metrics: metrics)
        case .motion:
            hoveredSlot = tile
            if let tile, metrics.chartSlots.contains(tile) {
                scrub = TileScrub(slot: tile, at: .column(mouse.column))
            } else if case .column = scrub?.at {
                scrub = nil
            }
            hoveredRegion = tile.flatMap { metrics.element(of: $0, atColumn: mouse.column, row: mouse.row, scroll: scroll) }
        case .press, .release:
            break
        }
        return []
    }
}
