import WidgettyKit

extension HomeScreenState {
    /// Opens the configuration sheet of the widget the tile of `slot` shows (a stack's: the one on top).
    mutating func openSheet(for slot: Int, metrics: ScreenMetrics) {
        guard let config = metrics.config, let registry = metrics.registry, config.slots.indices.contains(slot) else { return }
        let position = WidgetPosition(slot: slot, member: metrics.stackTops[slot] ?? 0)
        let widget: WidgetConfig? = switch config.slots[slot] {
        case .widget(let widget): widget
        case .stack(let stack): stack.widgets.indices.contains(position.member) ? stack.widgets[position.member] : nil
        }
        guard let widget, let kind = registry.kind(named: widget.kind) else { return }
        var sheet = ConfigurationSheet(target: .widget(position), kind: kind, family: widget.family, values: widget.settings.values)
        sheet.opened = config.slots[slot]
        sheet.recheck(registry: registry)
        self.sheet = sheet
    }

    /// A key while a configuration sheet is open: `↑`/`↓` and Tab move through the fields and buttons; typing edits a
    /// text, number or list field (Backspace takes a character back, Ctrl-U clears it); Space and `←`/`→` flip a toggle
    /// or step a picker; Return on a field goes to Save, on a button presses it; Esc closes without saving. The fields are
    /// checked again after the key unless `checking` is false (a paste checks once, after its last character).
    mutating func reduceSheet(_ press: KeyPress, metrics: ScreenMetrics, checking: Bool = true) -> [HomeScreenEffect] {
        guard var sheet, let registry = metrics.registry else {
            sheet = nil
            return []
        }
        let field = sheet.fields.indices.contains(sheet.selection) ? sheet.selection : nil
        let typing = field.map { sheet.fields[$0].takesTyping } ?? false
        switch press.key {
        case .escape: self.sheet = nil; return []
        case .enter:
            guard let button = sheet.selectedButton else {
                sheet.selection = sheet.fields.count
                break
            }
            return self.press(button, of: sheet, metrics: metrics)
        case .up: sheet.move(by: -1)
        case .down: sheet.move(by: 1)
        case .tab: sheet.move(by: press.modifiers.contains(.shift) ? -1 : 1)
        case .left, .right:
            let step = press.key == .left ? -1 : 1
            if let field { sheet.fields[field].step(by: step) } else if let button = sheet.selectedButton {
                let next = min(max(0, button.rawValue + step), ConfigurationSheet.Button.allCases.count - 1)
                sheet.selection = sheet.fields.count + next
            }
        case .backspace where typing:
            if let field, !sheet.fields[field].text.isEmpty { sheet.fields[field].text.removeLast() }
        case .character("u") where typing && press.modifiers == .control:
            if let field { sheet.fields[field].text = "" }
        case .character(" ") where !typing:
            if let field { sheet.fields[field].step(by: 1) }
        case .character(let character) where typing && press.modifiers.subtracting(.shift).isEmpty:
            if let field, sheet.fields[field].text.count < SheetField.maximumLength { sheet.fields[field].text.append(character) }
        default: break
        }
        if checking { sheet.recheck(registry: registry) }
        self.sheet = sheet
        return []
    }

    /// A button of the sheet: Save writes the keys changed (it stays open on the first field with a problem while the
    /// check finds an error); "Edit in Editor…" opens the file at the widget's table; Cancel closes.
    private mutating func press(_ button: ConfigurationSheet.Button, of sheet: ConfigurationSheet, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        switch button {
        case .cancel:
            self.sheet = nil
            return []
        case .editor:
            self.sheet = nil
            switch sheet.target {
            case .widget(let position): return [.editWidget(slot: position.slot)]
            case .newWidget(let after): return [.editWidget(slot: after ?? -1)]
            }
        case .save:
            var sheet = sheet
            if let registry = metrics.registry { sheet.recheck(registry: registry) }
            if sheet.check.hasErrors {
                var shown = sheet
                shown.selection = sheet.fields.firstIndex { sheet.check.byKey[$0.key].map { !$0.isWarning } ?? false } ?? 0
                self.sheet = shown
                return []
            }
            self.sheet = nil
            guard stillHolds(sheet.slot, sheet.opened, metrics: metrics) else { return [] }
            switch sheet.target {
            case .widget(let position):
                return sheet.changes.isEmpty ? [] : [.changeConfig(.setKeys(sheet.changes, of: position))]
            case .newWidget(let after):
                return [.changeConfig(.addWidget(kind: sheet.kind, family: sheet.family, settings: sheet.changes, after: after))]
            }
        }
    }
}
