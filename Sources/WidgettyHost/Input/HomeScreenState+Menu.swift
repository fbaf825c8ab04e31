extension HomeScreenState {
    /// The confirmation's question and what removing does, naming the widget.
    static func removalQuestion(name: String, canEditConfig: Bool) -> [String] {
        ["Remove \u{201C}\(name)\u{201D}?", canEditConfig ? "Its table leaves the config file." : "The demo hides it until you quit."]
    }

    /// Where the open menu is drawn, as the mouse must find it.
    func menuLayout(_ menu: QuickActionMenu, metrics: ScreenMetrics) -> MenuLayout? {
        metrics.screenFrame(of: menu.slot, scroll: scroll).map {
            MenuLayout(menu: menu, header: menu.question ?? [], tile: $0,
                       screen: .init(width: metrics.screenWidth, height: metrics.screenHeight))
        }
    }

    /// A key while the menu is open: a letter chooses the one item it starts ("k" picks "Keep…") or, when several
    /// start with it, selects the next of them for Return; else arrows, `j`/`k` and Tab move, Return and Space
    /// choose, Esc and "." close.
    mutating func reduceMenu(_ press: KeyPress, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard var menu else { return [] }
        if case .character(let letter) = press.key, press.modifiers.isEmpty, letter != " ", letter != "." {
            switch menu.select(startingWith: letter) {
            case .only:
                self.menu = menu
                return choose(menu.selection, metrics: metrics)
            case .oneOfSeveral:
                self.menu = menu
                return []
            case .none:
                break
            }
        }
        switch press.key {
        case .escape, .character("."): self.menu = nil
        case .up, .character("k"): menu.move(by: -1); self.menu = menu
        case .down, .character("j"): menu.move(by: 1); self.menu = menu
        case .tab: menu.move(by: press.modifiers.contains(.shift) ? -1 : 1); self.menu = menu
        case .enter, .character(" "): return choose(menu.selection, metrics: metrics)
        default: break
        }
        return []
    }

    /// The mouse while the menu is open: pointing highlights an item, a click chooses it, a click elsewhere closes the menu.
    mutating func reduceMenu(_ mouse: MouseEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard var menu, let layout = menuLayout(menu, metrics: metrics) else { return [] }
        let item = layout.item(atColumn: mouse.column, row: mouse.row)
        switch mouse.kind {
        case .motion:
            if let item { menu.selection = item; self.menu = menu }
        case .press where item != nil:
            if let item { return choose(item, metrics: metrics) }
        case .press where !layout.frame.contains(x: mouse.column, y: mouse.row):
            self.menu = nil
        case .press, .release, .wheel:
            break
        }
        return []
    }

    /// Chooses item `index` of the open menu: runs its command and closes it, or turns it into the removal's confirmation.
    private mutating func choose(_ index: Int, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard var menu, menu.items.indices.contains(index) else { return [] }
        let slot = menu.slot
        self.menu = nil
        switch menu.items[index].command {
        case .pageStack(let step): return [.pageStack(slot: slot, by: step)]
        case .widgetAction(let index): return [.widgetAction(slot: slot, index: index)]
        case .refresh: return [.refresh(slot: slot)]
        case .editWidget: return [.editWidget(slot: slot)]
        case .removeWidget:
            let name = metrics.tileNames[slot] ?? "Widget"
            menu.confirm(question: Self.removalQuestion(name: name, canEditConfig: metrics.canEditConfig), confirming: MenuItem.remove)
            self.menu = menu
            return []
        case .activate(let region): return [.activate(region: region)]
        case .confirmRemoval:
            focusedSlot = nil
            return [.removeWidget(slot: slot)]
        case .cancel: return []
        }
    }
}
