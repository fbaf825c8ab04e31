import WidgettyKit

/// A tile's quick-action menu while it is open: its items, the one selected, and whether it asks to confirm a removal.
public struct QuickActionMenu: Sendable, Equatable {
    /// The tile it belongs to.
    public var slot: Int
    /// The items shown now (the confirmation's two while confirming).
    public var items: [MenuItem]
    /// The selected item's index.
    public var selection: Int
    /// The question asked above the items while it asks for a confirmation ("Remove “Weather”?"); nil otherwise.
    public var question: [String]?

    /// A menu for the tile of `slot` with `items`, the first selected.
    public init(slot: Int, items: [MenuItem]) {
        self.slot = slot
        self.items = items
        selection = 0
    }

    /// Moves the selection by `step` items, wrapping around.
    mutating func move(by step: Int) {
        guard !items.isEmpty else { return }
        selection = ((selection + step) % items.count + items.count) % items.count
    }

    /// What a letter did to the menu: matched no item, selected the only item it starts, or moved to the next of several.
    enum LetterMatch: Equatable {
        case none
        case only
        case oneOfSeveral
    }

    /// Selects the item whose title starts with `letter` (any case); of several, the next one after the selection,
    /// wrapping around, as a desktop menu's access keys do, so "r" reaches both "Refresh" and "Remove Widget".
    mutating func select(startingWith letter: Character) -> LetterMatch {
        let lowered = letter.lowercased()
        let matches = items.indices.filter { items[$0].title.first.map { $0.lowercased() == lowered } ?? false }
        guard let first = matches.first else { return .none }
        selection = matches.first { $0 > selection } ?? first
        return matches.count == 1 ? .only : .oneOfSeveral
    }

    /// Turns the menu into a confirmation: `question` above a destructive `choice` and "Cancel" (in `locale`'s words),
    /// with "Cancel" selected: a destructive choice is never the default.
    mutating func confirm(question: [String], confirming choice: MenuItem, locale: DateLocale = .english) {
        items = [choice, MenuItem.cancel(locale)]
        selection = 1
        self.question = question
    }
}
