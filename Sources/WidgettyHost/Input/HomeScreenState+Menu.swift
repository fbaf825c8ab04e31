import WidgettyKit
import WidgettyRender
extension HomeScreenState {
    /// The confirmation's question and what removing does, naming the widget, in `locale`'s words; of a stack of
    /// `stackSize`, saying that it leaves the stack, and when one widget will be left that it stays as a stack of one
    /// (one page dot); of a stack of one, that the stack goes with it.
    static func removalQuestion(name: String, stackSize: Int? = nil, canEditConfig: Bool, locale: DateLocale = .english) -> [String] {
        let effect = removalEffect(canEditConfig: canEditConfig, ofStack: false)(locale)
        switch stackSize {
        case let size? where size > 1:
            return [Phrase("Remove \u{201C}\(name)\u{201D} from its stack?", ja: "「\(name)」をスタックから削除しますか？")(locale), effect]
                + (size == 2 ? [Phrase("The other widget stays,", ja: "もう1つのウィジェットは、")(locale),
                                Phrase("as a stack of one.", ja: "1つだけのスタックとして残ります。")(locale)] : [])
        case 1?:
            return [Phrase("Remove \u{201C}\(name)\u{201D}?", ja: "「\(name)」を削除しますか？")(locale),
                    Phrase("It is its stack\u{2019}s only widget:", ja: "スタックの唯一のウィジェットなので、")(locale),
                    Phrase("the stack goes too.", ja: "スタックも削除されます。")(locale),
                    removalEffect(canEditConfig: canEditConfig, ofStack: true)(locale)]
        default:
            return [Phrase("Remove \u{201C}\(name)\u{201D}?", ja: "「\(name)」を削除しますか？")(locale), effect]
        }
    }

    /// The confirmation's question for a whole stack of `size` widgets, and what removing it does, in `locale`'s words.
    static func stackRemovalQuestion(size: Int, canEditConfig: Bool, locale: DateLocale = .english) -> [String] {
        [Phrase("Remove the stack of \(CountedNoun.phrase(size, "widget"))?", ja: "\(size)個のウィジェットのスタックを削除しますか？")(locale),
         removalEffect(canEditConfig: canEditConfig, ofStack: true)(locale)]
    }

    /// What a removal does: its table (a stack's tables) leaves the file, or the demo hides it.
    private static func removalEffect(canEditConfig: Bool, ofStack: Bool) -> Phrase {
        guard canEditConfig else { return Phrase("The demo hides it until you quit.", ja: "デモでは終了するまで隠れます。") }
        return Phrase(ofStack ? "Its tables leave the config file." : "Its table leaves the config file.", ja: "設定ファイルから消えます。")
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

    /// Turns `menu` into the question "Remove Widget" asks about its tile's widget (a stack's: the one on top now,
    /// whatever the stack shows by the time it is confirmed), and opens it.
    mutating func askToRemove(_ menu: inout QuickActionMenu, metrics: ScreenMetrics) {
        let slot = menu.slot
        let target = WidgetRemoval.Target.widget(WidgetPosition(slot: slot, member: metrics.stackTops[slot] ?? 0))
        menu.confirm(question: Self.removalQuestion(name: metrics.tileNames[slot] ?? "Widget", stackSize: metrics.stackSizes[slot],
                                                    canEditConfig: metrics.canEditConfig, locale: metrics.locale),
                     confirming: MenuItem.remove(target, askedAbout: metrics.askedConfiguration, locale: metrics.locale), locale: metrics.locale)
        self.menu = menu
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
        case .configureWidget:
            openSheet(for: slot, metrics: metrics)
            return []
        case .editHomeScreen:
            apply(.editHomeScreen, metrics: metrics)
            return []
        case .saveAsConfiguration: return [.saveAsConfiguration]
        case .removeWidget:
            askToRemove(&menu, metrics: metrics)
            return []
        case .removeStack:
            menu.confirm(question: Self.stackRemovalQuestion(size: metrics.stackSizes[slot] ?? 1, canEditConfig: metrics.canEditConfig,
                                                             locale: metrics.locale),
                         confirming: MenuItem.remove(.stack(slot: slot), askedAbout: metrics.askedConfiguration, locale: metrics.locale),
                         locale: metrics.locale)
            self.menu = menu
            return []
        case .pressButton(let button): return [.pressButton(button)]
        case .confirmRemoval(let target, let asked):
            focusedSlot = nil
            return [.remove(target, askedAbout: asked)]
        case .cancel: return []
        }
    }
}
