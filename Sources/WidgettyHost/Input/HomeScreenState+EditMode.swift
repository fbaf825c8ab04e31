import WidgettyRender
extension HomeScreenState {
    /// A key in edit mode: arrows and `h` `j` `k` `l` choose a tile; Shift with an arrow, or `H` `J` `K` `L`, moves
    /// it one place that way (left and right one place in the configuration's order, up and down to the place of
    /// the tile above or below), the others reflowing as the grid places them; `s` steps through its sizes; `m`
    /// drops it on the tile before it, as the mouse does (a stack where the two are of a size, without a mouse too);
    /// Delete (Backspace too, the Mac's delete key) or `x` asks to remove it; `u` undoes and `U` redoes; Return opens its sheet (a stack's own); Esc or
    /// `e` is Done. Other keys (`q`, `?`, `t`, scrolling) do what they do outside edit mode, but none uses a widget:
    /// Space only scrolls and `.` opens no menu.
    mutating func reduceEditKey(_ press: KeyPress, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        if stackSheet != nil { return reduceStackSheet(press, metrics: metrics) }
        let shifted = press.modifiers.contains(.shift)
        switch press.key {
        case .escape where isHelpVisible || banner != nil:
            apply(.dismiss, metrics: metrics)
        case .escape, .character("e"):
            isEditing = false
            drag = nil
        case .left, .right, .up, .down:
            let direction = Self.direction(of: press.key)!
            return shifted ? moveFocused(direction, metrics: metrics) : chooseTile(direction, metrics: metrics)
        case .character(let letter) where "hjkl".contains(letter):
            return chooseTile(Self.direction(of: letter)!, metrics: metrics)
        case .character(let letter) where "HJKL".contains(letter):
            return moveFocused(Self.direction(of: Character(letter.lowercased()))!, metrics: metrics)
        case .character("s"):
            guard let slot = focusedOrFirst(metrics), let choices = metrics.sizeChoices[slot], choices.count > 1,
                  let family = metrics.tiles.first(where: { $0.slot == slot })?.family else { return [] }
            let next = choices[((choices.firstIndex(of: family) ?? -1) + 1) % choices.count]
            return [.arrange(.resize(slot: slot, to: next))]
        case .delete, .backspace, .character("x"):
            guard let slot = focusedOrFirst(metrics) else { return [] }
            var confirmation = QuickActionMenu(slot: slot, items: [])
            askToRemove(&confirmation, metrics: metrics)
        case .character("m"):
            guard let slot = focusedOrFirst(metrics), slot > 0 else { return [] }
            return drop(slot, on: slot - 1, metrics: metrics)
        case .character("u"): return [.undo]
        case .character("U"): return [.redo]
        case .enter:
            guard let slot = focusedOrFirst(metrics) else { return [] }
            if metrics.stackSizes[slot] != nil {
                stackSheet = StackSheet(slot: slot)
                return []
            }
            openSheet(for: slot, metrics: metrics)
        default:
            // Widgets are arranged, not used, while editing: Space scrolls and presses nothing, `.` opens no menu.
            switch KeyBinding.command(for: press, focused: focusedSlot != nil) {
            case .pressElement?: apply(.scrollPage(1), metrics: metrics)
            case .activate?, .openMenu?: break
            default: return reduceKey(press, metrics: metrics)
            }
        }
        return []
    }

    /// The mouse in edit mode: a press on a tile's ⊖ asks to remove it; a press elsewhere on a tile picks it up, and
    /// dragging it (button-motion reports) and letting go over another tile moves it there, or, over a tile of the
    /// same size, stacks it there (a stack holds at most `StackConfig.capacity` widgets); the wheel scrolls.
    mutating func reduceEditMouse(_ mouse: MouseEvent, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        let tile = metrics.tile(atColumn: mouse.column, row: mouse.row, scroll: scroll)?.slot
        switch mouse.kind {
        case .press where mouse.button == 0:
            guard let tile else { return [] }
            focusedSlot = tile
            if let frame = metrics.screenFrame(of: tile, scroll: scroll), EditBadges.removeBadge(of: frame).contains(x: mouse.column, y: mouse.row) {
                var confirmation = QuickActionMenu(slot: tile, items: [])
                askToRemove(&confirmation, metrics: metrics)
                return []
            }
            drag = TileDrag(slot: tile, column: mouse.column, row: mouse.row)
        case .motion where drag != nil:
            drag?.column = mouse.column
            drag?.row = mouse.row
            hoveredSlot = tile
        case .release where drag != nil:
            defer { drag = nil }
            guard let slot = drag?.slot, let tile, tile != slot else { return [] }
            return drop(slot, on: tile, metrics: metrics)
        case .wheel(let notches):
            apply(.scroll(notches * Self.wheelRows), metrics: metrics)
        case .motion:
            hoveredSlot = tile
        case .press, .release:
            break
        }
        return []
    }

    /// What letting go of the tile of `slot` over the tile of `target` (or `m`) does: a lone widget over a tile of its
    /// size joins it in a stack (a full stack refuses, in the banner); anything else moves to its place.
    private mutating func drop(_ slot: Int, on target: Int, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        switch Self.drop(slot, on: target, metrics: metrics) {
        case .move: return [.arrange(.move(slot: slot, to: target))]
        case .stack: return [.arrange(.stack(slot: slot, onto: target))]
        case .fullStack:
            banner = "That stack holds \(StackConfig.capacity) widgets already, the most a stack holds."
            return []
        }
    }

    /// What letting go of one tile over another does, which the frame also says on the tile under a drag.
    public enum DropOutcome: Sendable, Equatable {
        /// It moves to the other's place.
        case move
        /// The two become a stack, or it joins the stack there.
        case stack
        /// The stack there holds `StackConfig.capacity` widgets already: nothing.
        case fullStack
    }

    /// What letting go of the tile of `slot` over the tile of `target` does: a lone widget over a tile of its size
    /// stacks with it; anything else moves.
    public static func drop(_ slot: Int, on target: Int, metrics: ScreenMetrics) -> DropOutcome {
        let family = { (slot: Int) in metrics.tiles.first { $0.slot == slot }?.family }
        guard metrics.stackSizes[slot] == nil, family(slot) == family(target) else { return .move }
        return metrics.stackSizes[target].map { $0 >= StackConfig.capacity } == true ? .fullStack : .stack
    }

    /// Arrows and `h` `j` `k` `l`: the focus to the next tile that way.
    private mutating func chooseTile(_ direction: FocusDirection, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        apply(.moveFocus(direction), metrics: metrics)
        return []
    }

    /// Shift-arrows and `H` `J` `K` `L`: the focused tile one place that way; the focus goes with it.
    private mutating func moveFocused(_ direction: FocusDirection, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard let slot = focusedOrFirst(metrics) else { return [] }
        let count = metrics.tiles.count
        let target: Int? = switch direction {
        case .left: slot > 0 ? slot - 1 : nil
        case .right: slot + 1 < count ? slot + 1 : nil
        case .up, .down: FocusNavigator(tiles: metrics.tiles).neighbour(of: slot, in: direction)
        }
        // The focus stays on the slot: when the configuration reloads, `refocus` finds the widget at its new place.
        guard let target, target != slot else { return [] }
        return [.arrange(.move(slot: slot, to: target))]
    }

    /// The focused tile, or, with none, the first on screen, which then takes the focus.
    private mutating func focusedOrFirst(_ metrics: ScreenMetrics) -> Int? {
        if focusedSlot == nil { focus(firstTileOnScreen(metrics), metrics: metrics) }
        return focusedSlot
    }

    /// A key of the open stack sheet: see `StackSheet`.
    private mutating func reduceStackSheet(_ press: KeyPress, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard var sheet = stackSheet, let members = metrics.stackMembers[sheet.slot] else {
            stackSheet = nil
            return []
        }
        let rows = members.count + 1
        let member = sheet.selection < members.count ? sheet.selection : nil
        switch (press.key, press.modifiers.contains(.shift)) {
        case (.escape, _), (.character("e"), _):
            stackSheet = nil
        case (.up, true), (.character("K"), _), (.down, true), (.character("J"), _):
            let step = press.key == .up || press.key == .character("K") ? -1 : 1
            guard let member, members.indices.contains(member + step) else { return [] }
            stackSheet?.selection = member + step
            return [.arrange(.reorderMember(slot: sheet.slot, from: member, to: member + step))]
        case (.up, false), (.character("k"), _): sheet.selection = (sheet.selection + rows - 1) % rows
        case (.down, false), (.character("j"), _), (.tab, _): sheet.selection = (sheet.selection + 1) % rows
        case (.enter, _) where member == nil, (.character("r"), _):
            return [.arrange(.rotation(slot: sheet.slot, to: StackSheet.rotation(after: metrics.stackRotations[sheet.slot] ?? "smart")))]
        case (.character("o"), _):
            guard let member, members.count > 1 else {
                banner = "A stack keeps its last widget; remove the stack instead."
                return []
            }
            stackSheet = nil
            return [.arrange(.unstack(slot: sheet.slot, member: member))]
        case (.character("u"), _): return [.undo]
        case (.character("U"), _): return [.redo]
        default:
            return []
        }
        if stackSheet != nil { stackSheet = sheet }
        return []
    }

    /// The direction an arrow key or `h` `j` `k` `l` names.
    private static func direction(of key: Key) -> FocusDirection? {
        switch key {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .character(let letter): direction(of: letter)
        default: nil
        }
    }

    private static func direction(of letter: Character) -> FocusDirection? {
        switch letter {
        case "h": .left
        case "l": .right
        case "k": .up
        case "j": .down
        default: nil
        }
    }
}
