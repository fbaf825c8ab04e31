import WidgettyKit

/// The widget gallery (`+`): every kind with its description and a preview in each size it supports; typing filters.
public struct WidgetGallery: Sendable, Equatable {
    /// The most characters the filter takes: longer than any kind's name and description.
    public static let maximumFilterLength = 200
    /// What has been typed to filter the kinds by name and description.
    public var filter = ""
    /// The chosen kind, among those the filter keeps.
    public var selection = 0
    /// The chosen size, by its place among the chosen kind's families.
    public var size = 0
    /// The slot of the tile focused when the gallery opened: a widget added goes after it (at the end when nil).
    public var after: Int?
    /// What that slot held then, so nothing is added after another tile should the file be reloaded meanwhile.
    public var opened: DashboardSlot?

    /// A gallery opened with the tile of `after` focused, which held `opened`.
    public init(after: Int?, opened: DashboardSlot? = nil) {
        self.after = after
        self.opened = opened
    }

    /// The kinds of `registry` the filter keeps, in the gallery's order: each word typed must start a word of the
    /// kind's name or description, or be found in its identifier, ignoring case.
    public func kinds(of registry: WidgetRegistry) -> [WidgetKind] {
        let words = filter.lowercased().split(separator: " ")
        return registry.galleryKinds.filter { kind in
            let text = (kind.displayName + " " + kind.description).lowercased().split { !$0.isLetter && !$0.isNumber }
            return words.allSatisfy { word in kind.kind.contains(word) || text.contains { $0.hasPrefix(word) } }
        }
    }

    /// The chosen kind and size among `kinds` (the filtered list), if any is kept.
    public func choice(among kinds: [WidgetKind]) -> (kind: WidgetKind, family: WidgetFamily)? {
        guard kinds.indices.contains(selection), !kinds[selection].supportedFamilies.isEmpty else { return nil }
        let families = kinds[selection].supportedFamilies
        return (kinds[selection], families[min(size, families.count - 1)])
    }

    /// Moves the choice of kind by `step` among `count` kinds, stopping at the ends (the size's place is kept).
    mutating func moveKind(by step: Int, count: Int) {
        guard count > 0 else { return }
        selection = min(max(0, selection + step), count - 1)
    }

    /// Moves the choice of size by `step` among `count` sizes, wrapping.
    mutating func moveSize(by step: Int, count: Int) {
        guard count > 0 else { return }
        size = ((min(size, count - 1) + step) % count + count) % count
    }
}
