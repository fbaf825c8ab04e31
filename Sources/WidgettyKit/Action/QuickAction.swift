/// An action a widget offers in its tile's quick-action menu, as an app offers Home Screen quick actions.
///
/// A tile's menu lists at most four, with a title, an optional subtitle and a monochrome
/// glyph, before the system's own items. Titles may name the data ("Open “Groceries”"),
/// but the list should change predictably: the same actions in the same order.
public struct QuickAction: Sendable {
    /// The most quick actions a widget may offer.
    public static let limit = 4

    public var title: String
    public var subtitle: String?
    /// A single monochrome symbol shown before the title.
    public var glyph: String?
    /// What choosing it does: open a URL or perform an intent.
    public var action: WidgetAction

    /// A quick action titled `title` doing `action`.
    public init(_ title: String, subtitle: String? = nil, glyph: String? = nil, action: WidgetAction) {
        self.title = title
        self.subtitle = subtitle
        self.glyph = glyph
        self.action = action
    }
}
