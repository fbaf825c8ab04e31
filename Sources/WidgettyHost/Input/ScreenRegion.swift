import WidgettyKit
import WidgettyRender

/// An interactive region of the last frame as input reads it: where it is, whose tile, and what kind of control.
///
/// The frame's `InteractiveRegion`s carry intents, which are not comparable values; this
/// is their comparable shadow, in the same order, so an effect can name a region by index.
public struct ScreenRegion: Sendable, Equatable {
    /// What kind of control a region is.
    public enum Kind: Sendable, Equatable {
        /// The tile's `widgetURL`, under everything else in it.
        case tileURL
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

    /// A region of `slot` covering `frame`.
    public init(frame: Rect, slot: Int, kind: Kind) {
        self.frame = frame
        self.slot = slot
        self.kind = kind
    }

    /// The shadows of a frame's regions, index for index.
    public static func from(_ regions: [InteractiveRegion]) -> [ScreenRegion] {
        regions.map { region in
            let kind: Kind
            switch region.action {
            case .openURL: kind = region.coversTile ? .tileURL : .link
            case .perform(let intent, let role): kind = .button(role, title: type(of: intent).title)
            case .toggle(_, let isOn): kind = .toggle(isOn: isOn)
            }
            return ScreenRegion(frame: region.rect, slot: region.widget, kind: kind)
        }
    }

    /// Whether it shows a bezel (a button's or toggle's outline or fill), which gets the smaller padding.
    var hasBezel: Bool {
        switch kind {
        case .button, .toggle: true
        case .link, .tileURL: false
        }
    }
}
