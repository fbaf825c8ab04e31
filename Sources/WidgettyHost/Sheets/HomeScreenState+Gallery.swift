import WidgettyKit
import WidgettyRender

extension HomeScreenState {
    /// A key while the gallery is open: typing filters (Backspace takes a character back, Ctrl-U all), `↑`/`↓` choose a
    /// kind, `←`/`→` its size, Return adds it, Esc closes.
    mutating func reduceGallery(_ press: KeyPress, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard var gallery, let registry = metrics.registry else {
            gallery = nil
            return []
        }
        let kinds = gallery.kinds(of: registry)
        let sizes = gallery.choice(among: kinds)?.kind.supportedFamilies.count ?? 0
        switch press.key {
        case .escape: self.gallery = nil; return []
        case .enter: return add(gallery, kinds: kinds, registry: registry, metrics: metrics)
        case .up: gallery.moveKind(by: -1, count: kinds.count)
        case .down: gallery.moveKind(by: 1, count: kinds.count)
        case .tab: gallery.moveKind(by: press.modifiers.contains(.shift) ? -1 : 1, count: kinds.count)
        case .left: gallery.moveSize(by: -1, count: sizes)
        case .right: gallery.moveSize(by: 1, count: sizes)
        case .backspace:
            if !gallery.filter.isEmpty { gallery.filter.removeLast() }
            gallery.selection = 0
        case .character("u") where press.modifiers == .control:
            (gallery.filter, gallery.selection) = ("", 0)
        case .character(let character) where press.modifiers.subtracting(.shift).isEmpty && gallery.filter.count < WidgetGallery.maximumFilterLength:
            gallery.filter.append(character)
            gallery.selection = 0
        default: break
        }
        self.gallery = gallery
        return []
    }

    /// Return in the gallery: the chosen kind's table added at once, or, when the loader finds a widget of it with
    /// nothing set wanting (a place, a folder, a command), its configuration sheet, which adds it on Save.
    private mutating func add(_ gallery: WidgetGallery, kinds: [WidgetKind], registry: WidgetRegistry,
                              metrics: ScreenMetrics) -> [HomeScreenEffect] {
        guard let (kind, family) = gallery.choice(among: kinds) else { return [] }
        self.gallery = nil
        guard stillHolds(gallery.after, gallery.opened, metrics: metrics) else { return [] }
        var sheet = ConfigurationSheet(target: .newWidget(after: gallery.after), kind: kind, family: family, values: [:])
        sheet.opened = gallery.opened
        sheet.recheck(registry: registry)
        guard sheet.check.isEmpty else {
            self.sheet = sheet
            return []
        }
        return [.changeConfig(.addWidget(kind: kind.kind, family: family, settings: [], after: gallery.after))]
    }

    /// Whether `slot` still holds `opened`, what it held when the gallery or sheet opened; if the file was reloaded with
    /// another widget there, the banner says nothing was written.
    mutating func stillHolds(_ slot: Int?, _ opened: DashboardSlot?, metrics: ScreenMetrics) -> Bool {
        guard slot != nil, metrics.slot(slot) != opened else { return true }
        banner = "The configuration changed while this was open, so nothing was written; try again on the tile as it is now."
        return false
    }

    /// Pasted text, typed into the gallery's filter or the sheet's field, its escape sequences and control characters
    /// left out and its line breaks made spaces (`TextSanitizer`).
    mutating func typeIntoSheets(_ text: String, metrics: ScreenMetrics) -> [HomeScreenEffect] {
        // At most what a field holds: the rest of a longer paste would be refused a character at a time.
        for character in TextSanitizer.clean(text).prefix(SheetField.maximumLength) {
            let press = KeyPress.character(character)
            _ = sheet != nil ? reduceSheet(press, metrics: metrics, checking: false) : reduceGallery(press, metrics: metrics)
        }
        if let registry = metrics.registry { sheet?.recheck(registry: registry) }
        return []
    }
}
