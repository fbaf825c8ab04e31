import WidgettyKit
import WidgettyRender

/// An interactive region of the last frame as input reads it: where it is, whose tile, and what kind of control.
///
/// The frame's `InteractiveRegion`s carry intents, which are not comparable values; this
/// is their comparable shadow, in the same order, so an effect can name a region by index.
public struct ScreenRegion: Sendable, Equatable {
    /// What kind of control a region is.
    public enum Kind: Sendable, Equatable {
        /// The tile's tap (its `widgetURL` or `widgetIntent`), under everything else in it.
        case tileTap
        case link
        /// A button, with its intent's title ("Delete Note").
        case button(ButtonRole, title: String)
        case toggle(isOn: Bool)
    }

    /// Its cells on screen.
    public var frame: Rect
    /// The slot of its tile.
    public var slot: Int
    public var kind: Kind
    /// Whether it is drawn with a bezel (a filled or bordered button, a toggle's box, a tile's outline), which gets
    /// the smaller hit padding.
    public var hasBezel: Bool
    /// Whether it answers only where it is drawn (no padding, no minimum size).
    public var isExact: Bool
    /// For a destructive button, what it does (its intent's `IntentIdentity`), which tells it from another button
    /// however the frame moves it (`ButtonIdentity`); nil for any other region.
    public var intent: IntentIdentity?

    /// A region of `slot` covering `frame`; a button or toggle has a bezel unless told otherwise.
    public init(frame: Rect, slot: Int, kind: Kind, hasBezel: Bool? = nil, isExact: Bool = false, intent: IntentIdentity? = nil) {
        self.frame = frame
        self.slot = slot
        self.kind = kind
        self.isExact = isExact
        self.intent = intent
        switch kind {
        case .button, .toggle: self.hasBezel = hasBezel ?? true
        case .link, .tileTap: self.hasBezel = hasBezel ?? false
        }
    }

    /// The shadows of a frame's regions, index for index.
    public static func from(_ regions: [InteractiveRegion]) -> [ScreenRegion] {
        regions.map { region in
            let kind: Kind
            var performs: IntentIdentity?
            switch region.action {
            case _ where region.coversTile: kind = .tileTap
            case .openURL: kind = .link
            case .perform(let intent, let role):
                kind = .button(role, title: type(of: intent).title)
                // Only a destructive button's question needs it: the rest act on the frame they were pressed in.
                if role == .destructive { performs = IntentIdentity(intent) }
            case .toggle(_, let isOn): kind = .toggle(isOn: isOn)
            }
            return ScreenRegion(frame: region.rect, slot: region.widget, kind: kind, hasBezel: region.hasBezel, isExact: region.isExact,
                                intent: performs)
        }
    }
}
